// "Your history" holds a form (the notes): its code loads after the provider's screen has
// rendered, the card's frame standing in meanwhile (your-history-frame.tsx).
import { lazy, Suspense, type ComponentProps } from "react";
import { YourHistoryFrame, YourHistoryLoading } from "./your-history-frame";

const YourHistoryCard = lazy(() => import("./your-history-card").then((m) => ({ default: m.YourHistoryCard })));

export function LazyYourHistoryCard(props: ComponentProps<typeof YourHistoryCard>) {
  return (
    <Suspense
      fallback={
        <YourHistoryFrame>
          <YourHistoryLoading />
        </YourHistoryFrame>
      }
    >
      <YourHistoryCard {...props} />
    </Suspense>
  );
}
