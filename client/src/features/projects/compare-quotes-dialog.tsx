// "Compare quotes": like with like. The project's quoted providers of one trade at a time (chips
// switch trades that have two or more quotes), side by side — one column per screen width, swiped
// sideways (CSS scroll-snap) — with amount, notes, the quote PDF, status, rating, review count and
// which of my contacts hired them. Accepting one names the other quotes of its trade and offers to
// reject them in the same call; the toast then offers Undo. A bottom sheet like every dialog.
// Loaded lazily (lib/lazy-dialog) from the Providers card.
import { useState } from "react";
import { Star, Users } from "lucide-react";
import { Link } from "wouter";
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { formatMoney, formatRating } from "@common/format";
import { quoteGroups } from "@common/quote-groups";
import type { QuoteItem } from "@common/schemas/quotes";
import { Button } from "@/components/ui/button";
import { PendingButton } from "@/components/form/pending-button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { LinkStatusBadge } from "@/components/shared/status-badges";
import { QuotePdfLink } from "@/components/shared/quote-pdf-link";
import { toast } from "@/hooks/use-toast";
import { fullName } from "@/lib/display-name";
import { paths } from "@/lib/paths";
import { errorToast } from "@/lib/query-client";
import { cn } from "@/lib/utils";
import { useAcceptQuote, useQuoteComparison } from "@/features/quotes/api/quotes";
import { AboveContactsPaid, ContactPrices } from "@/components/shared/contact-prices";
import { usePrices } from "@/features/money/api/money";
import type { Prices } from "@common/schemas/money";
import { useRejectUndo } from "./reject-undo";
import { categoryLabel } from "@/lib/category-label";

interface Props {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function hiredText(contacts: QuoteItem["contactsHired"]): string {
  if (contacts.length === 0) return i18next.t("projects:compare.noneHired");
  const names = contacts.map((c) => fullName(c));
  const shown = names.slice(0, 2).join(", ");
  return names.length > 2
    ? i18next.t("projects:compare.hiredByMore", { names: shown, count: names.length - 2 })
    : i18next.t("projects:compare.hiredBy", { names: shown });
}

function QuoteColumn({
  quote,
  onAccept,
  prices,
}: {
  quote: QuoteItem;
  onAccept: (q: QuoteItem) => void;
  prices: Prices | undefined;
}) {
  const { t } = useTranslation("projects");
  const reviews = quote.provider.reviewCount;
  return (
    <li
      aria-label={quote.provider.name}
      className="grid w-[85%] shrink-0 snap-start content-start gap-3 rounded-2xl border border-border bg-background p-4 sm:w-64"
    >
      <div className="grid gap-1">
        <Link href={paths.provider(quote.provider.id)} className="font-semibold wrap-anywhere text-foreground hover:underline">
          {quote.provider.name}
        </Link>
        <div>
          <LinkStatusBadge status={quote.status} />
        </div>
      </div>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t("compare.amount")}</dt>
          <dd className="text-xl font-bold">{formatMoney(quote.quoteAmount, quote.currency) ?? t("compare.noAmount")}</dd>
          <dd>
            <AboveContactsPaid amount={quote.quoteAmount} currency={quote.currency} prices={prices} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t("compare.rating")}</dt>
          <dd className="inline-flex items-center gap-1">
            <Star className="size-4 fill-accent text-accent-strong" aria-hidden="true" />
            <span className="font-semibold">{formatRating(quote.provider.rating)}/5</span>
            <span className="text-muted-foreground">{t("compare.reviews", { count: reviews })}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t("compare.contacts")}</dt>
          <dd className="flex items-start gap-1">
            <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {hiredText(quote.contactsHired)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t("compare.notes")}</dt>
          <dd className="wrap-anywhere whitespace-pre-line">{quote.notes || t("compare.noNotes")}</dd>
        </div>
      </dl>
      {quote.quotePdfUrl ? (
        <QuotePdfLink url={quote.quotePdfUrl} name={quote.quotePdfName} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("compare.noPdf")}</p>
      )}
      {quote.status === "quoted" ? (
        <Button className="mt-auto" onClick={() => onAccept(quote)}>
          {t("compare.accept", { name: quote.provider.name })}
        </Button>
      ) : null}
    </li>
  );
}

/** "Pipeworks Plumbing ($1,100)": a quote as the confirmation names it. */
const quoteName = (q: QuoteItem) =>
  `${q.provider.name} (${formatMoney(q.quoteAmount, q.currency) ?? i18next.t("projects:compare.noAmountLower")})`;

/** The trades to compare, as chips: one pressed at a time. */
function TradeChips({
  groups,
  value,
  onChange,
}: {
  groups: { category: string; quotes: QuoteItem[] }[];
  value: string;
  onChange: (category: string) => void;
}) {
  const { t } = useTranslation("projects");
  return (
    <div role="group" aria-label={t("compare.trade")} className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1">
      {groups.map(({ category, quotes }) => {
        const selected = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(category)}
            className={cn(
              "inline-flex h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
              selected
                ? "border-primary bg-primary text-primary-foreground"
                : "border-border bg-card text-foreground hover:bg-muted",
            )}
          >
            {categoryLabel(category)}
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-xs",
                selected ? "bg-primary-foreground/20 text-primary-foreground" : "bg-muted text-muted-foreground",
              )}
            >
              {quotes.length}
            </span>
          </button>
        );
      })}
    </div>
  );
}

export function CompareQuotesDialog({ projectId, open, onOpenChange }: Props) {
  const { t } = useTranslation("projects");
  const comparison = useQuoteComparison(projectId, { enabled: open });
  const accept = useAcceptQuote(errorToast(() => i18next.t("projects:compare.failed")));
  const undo = useRejectUndo();
  const [chosen, setChosen] = useState<QuoteItem | null>(null);
  const [rejectOthers, setRejectOthers] = useState(true);
  const [trade, setTrade] = useState<string | null>(null);
  // Like with like (the server answers these already): quoted links of trades with two or more.
  const groups = quoteGroups(comparison.data?.quotes ?? []);
  const group = groups.find((g) => g.category === trade) ?? groups[0];
  // What contacts paid for this trade: a line above the quotes and a mark on any above it.
  const prices = usePrices(group?.category);
  const quotes = group?.quotes ?? [];
  // The quotes the accepted one was compared with: the ones "Also reject" rejects.
  const others = chosen ? quotes.filter((q) => q.id !== chosen.id) : [];

  function confirm() {
    if (!chosen) return;
    const names = new Map(others.map((q) => [q.id, q.provider.name]));
    accept.mutate(
      { projectId, linkId: chosen.id, rejectOthers: rejectOthers && others.length > 0 },
      {
        onSuccess: (result) => {
          // The count is what the server rejected, and Undo takes exactly those back.
          const rejected = result.rejectedIds;
          const n = rejected.length;
          toast({
            title: t("compare.accepted"),
            description:
              n > 0
                ? t("compare.acceptedRejected", {
                    name: chosen.provider.name,
                    count: n,
                    names: rejected.map((id) => names.get(id) ?? t("compare.anotherProvider")).join(", "),
                  })
                : chosen.provider.name,
            action: n > 0 ? { label: t("compare.undo", { count: n }), onClick: () => undo.run(rejected) } : undefined,
          });
          setChosen(null);
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setChosen(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{chosen ? t("compare.confirmTitle", { name: chosen.provider.name }) : t("compare.title")}</DialogTitle>
          <DialogDescription>
            {chosen
              ? t("compare.confirmText", { amount: formatMoney(chosen.quoteAmount, chosen.currency) ?? t("compare.noAmount") })
              : group
                ? t("compare.sideBySide", { count: quotes.length, category: categoryLabel(group.category) })
                : t("compare.oneTrade")}
          </DialogDescription>
        </DialogHeader>
        {chosen ? (
          <>
            {others.length > 0 ? (
              <div className="flex items-center justify-between gap-3 rounded-xl bg-muted p-3">
                <Label htmlFor="reject-others" className="text-sm leading-snug">
                  {t("compare.alsoReject", { names: others.map(quoteName).join(", ") })}
                </Label>
                <Switch id="reject-others" checked={rejectOthers} onCheckedChange={setRejectOthers} />
              </div>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => setChosen(null)}>
                {t("compare.back")}
              </Button>
              <PendingButton type="button" onClick={confirm} pending={accept.isPending}>
                {t("compare.acceptOffer")}
              </PendingButton>
            </DialogFooter>
          </>
        ) : comparison.isLoading ? (
          <div className="flex gap-3" aria-busy="true" aria-label={t("compare.loading")}>
            <Skeleton className="h-72 w-[85%] shrink-0 rounded-2xl" />
            <Skeleton className="h-72 w-[85%] shrink-0 rounded-2xl" />
          </div>
        ) : comparison.isError ? (
          <p className="text-sm text-destructive">{t("compare.loadError")}</p>
        ) : quotes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("compare.noneToCompare")}</p>
        ) : (
          <>
            {groups.length > 1 ? <TradeChips groups={groups} value={group!.category} onChange={setTrade} /> : null}
            <ContactPrices prices={prices.data} />
            <ul
              aria-label={t("compare.quotes")}
              tabIndex={0}
              className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto overscroll-x-contain px-5 pb-2"
            >
              {quotes.map((q) => (
                <QuoteColumn key={q.id} quote={q} onAccept={setChosen} prices={prices.data} />
              ))}
            </ul>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
