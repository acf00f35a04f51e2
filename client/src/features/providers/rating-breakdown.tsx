// What a provider's rating is made of, each person once ("2 hires · 1 vowch"), the rule made
// visible when it applied ("Dan vowched and hired them: counted once, as a hire"), and the ⓘ
// that opens "What these words mean". The words are common/trust.ts's.
import { useState } from "react";
import { Info } from "lucide-react";
import type { Provider } from "@common/schemas/providers";
import { useTranslation } from "@/lib/use-translation";
import { ratingBreakdownText, vouchedHiresText } from "./lib/trust-words";
import { lazyDialog } from "@/lib/lazy-dialog";
import { cn } from "@/lib/utils";

// A list mounts dozens of breakdowns: the sheet's code loads when one first opens it.
const TrustWordsSheet = lazyDialog(() => import("./trust-words-sheet").then((m) => m.TrustWordsSheet));

export function RatingBreakdown({
  breakdown,
  reviewCount,
  className,
}: {
  breakdown: Provider["ratingBreakdown"];
  reviewCount: number;
  className?: string;
}) {
  const { t } = useTranslation("providers");
  const [open, setOpen] = useState(false);
  const parts = reviewCount > 0 ? ratingBreakdownText(breakdown) : "";
  const rule = vouchedHiresText(breakdown);
  return (
    <div className={cn("flex items-start gap-1 text-sm text-muted-foreground", className)}>
      <p className="min-w-0 self-center">
        {parts ? <span>{parts}</span> : null}
        {rule ? <span className="block">{rule}</span> : null}
      </p>
      <button
        type="button"
        aria-label={t("trust.glossaryTitle")}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="-my-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-full outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Info className="size-4" aria-hidden="true" />
      </button>
      <TrustWordsSheet open={open} onOpenChange={setOpen} />
    </div>
  );
}
