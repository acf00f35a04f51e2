// The "Your history" card's frame and its loading state, apart from the card's notes form: the
// provider's screen shows the frame while the card's code (with the form libraries) and its data
// load, in the same place and size, so nothing moves when the card arrives.
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/use-translation";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

export function YourHistoryFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation("providers");
  return (
    <Card role="region" aria-labelledby="your-history-title">
      <CardHeader>
        <CardTitle>
          <h2 id="your-history-title" className="text-lg font-bold">
            {t("book.title")}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** What the card shows while its history loads. */
export const YourHistoryLoading = () => <Skeleton className="h-24 w-full" />;
