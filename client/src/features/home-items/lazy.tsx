// Home's household parts load after Home itself, so they stay out of Home's first chunks.
import { lazy, Suspense } from "react";

const WhoToCallCard = lazy(() => import("./who-to-call-card").then((m) => ({ default: m.WhoToCallCard })));

export function LazyWhoToCallCard() {
  return (
    <Suspense fallback={null}>
      <WhoToCallCard />
    </Suspense>
  );
}
