// What the viewer's contacts paid for a trade, in one line, never naming anyone: "Your contacts
// paid $180–$420, typically $260" (the answer of GET /api/prices, read by the caller with
// usePrices). Nothing shows until 3 people's jobs are known (the server answers no amount before
// that), nor while loading or on a failure: it is a hint.
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import type { Prices } from "@common/schemas/money";
import { formatCurrency } from "@common/format";
import { cn } from "@/lib/utils";

/** The sentence for enough prices; null when there are none to tell. */
function contactPricesText(prices: Prices | undefined): string | null {
  if (!prices?.enough) return null;
  const money = (n: number) => formatCurrency(n, prices.currency);
  return i18next.t("common:prices.contactsPaid", {
    low: money(prices.low),
    high: money(prices.high),
    median: money(prices.median),
  });
}

/** A quote above what 3 in 4 contacts paid: `amount` over the 75th percentile, both in one currency. */
function aboveContactsPaid(amount: string | number | null | undefined, currency: string, prices: Prices | undefined): boolean {
  if (!prices?.enough || amount === null || amount === undefined || amount === "") return false;
  if (currency !== prices.currency) return false;
  const n = Number(amount);
  return Number.isFinite(n) && n > prices.high;
}

export function ContactPrices({ prices, className }: { prices: Prices | undefined; className?: string }) {
  const text = contactPricesText(prices);
  if (!text) return null;
  return <p className={cn("text-sm text-muted-foreground", className)}>{text}</p>;
}

/** "above what your contacts paid" beside a quote, when it is. */
export function AboveContactsPaid({
  amount,
  currency,
  prices,
}: {
  amount: string | number | null | undefined;
  /** The amount's currency: a quote in another currency than the prices' is not compared. */
  currency: string;
  prices: Prices | undefined;
}) {
  const { t } = useTranslation();
  if (!aboveContactsPaid(amount, currency, prices)) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
      {t("prices.aboveContacts")}
    </span>
  );
}

/** The quote step's hint: what contacts paid for the trade, and whether the typed quote is above it. */
export function QuoteAgainstContacts({ amount, prices }: { amount: string | null | undefined; prices: Prices | undefined }) {
  if (!prices?.enough) return null;
  return (
    <div className="grid justify-items-start gap-1" aria-live="polite">
      <ContactPrices prices={prices} />
      {/* The quote being typed is in the typist's currency, the one the prices are in. */}
      <AboveContactsPaid amount={amount} currency={prices.currency} prices={prices} />
    </div>
  );
}
