// What the viewer's contacts paid for a trade, in one line, never naming anyone: "Your contacts
// paid $180–$420, typically $260". Nothing shows until 3 people's jobs are known (the server
// answers no amount before that), and nothing while loading or on a failure: it is a hint.
import type { Prices } from "@common/schemas/money";
import { formatUsd } from "@common/format";
import { cn } from "@/lib/utils";
import { usePrices } from "./api/money";

/** The sentence for enough prices; null when there are none to tell. */
export function contactPricesText(prices: Prices | undefined): string | null {
  if (!prices?.enough) return null;
  return `Your contacts paid ${formatUsd(prices.low)}\u2013${formatUsd(prices.high)}, typically ${formatUsd(prices.median)}`;
}

/** A quote above what 3 in 4 contacts paid: `amount` (dollars) over the 75th percentile. */
export function aboveContactsPaid(amount: string | number | null | undefined, prices: Prices | undefined): boolean {
  if (!prices?.enough || amount === null || amount === undefined || amount === "") return false;
  const n = Number(amount);
  return Number.isFinite(n) && n > prices.high;
}

export function ContactPrices({ category, className }: { category: string | null | undefined; className?: string }) {
  const text = contactPricesText(usePrices(category).data);
  if (!text) return null;
  return (
    <p className={cn("text-sm text-muted-foreground", className)} data-testid="contact-prices">
      {text}
    </p>
  );
}

/** "above what your contacts paid" beside a quote of `category`, when it is. */
export function AboveContactsPaid({ amount, category }: { amount: string | number | null | undefined; category: string | null | undefined }) {
  return aboveContactsPaid(amount, usePrices(category).data) ? <AboveBadge /> : null;
}

function AboveBadge() {
  return (
    <span
      className="inline-flex items-center rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive"
      data-testid="above-contacts-paid"
    >
      above what your contacts paid
    </span>
  );
}

/** The quote step's hint: what contacts paid for the trade, and whether the typed quote is above it. */
export function QuoteAgainstContacts({ amount, category }: { amount: string | null | undefined; category: string }) {
  const prices = usePrices(category).data;
  const text = contactPricesText(prices);
  if (!text) return null;
  return (
    <div className="grid justify-items-start gap-1" aria-live="polite">
      <p className="text-sm text-muted-foreground" data-testid="contact-prices">
        {text}
      </p>
      {aboveContactsPaid(amount, prices) ? <AboveBadge /> : null}
    </div>
  );
}
