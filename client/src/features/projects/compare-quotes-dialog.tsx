// "Compare quotes": the project's quoted providers side by side — on a phone one
// column per screen width, swiped sideways (CSS scroll-snap) — with amount, notes, the quote PDF,
// status, rating, review count and which of my contacts hired them. Accepting one offers to mark
// the others rejected in the same call. Loaded lazily (lib/lazy-dialog) from the Providers card.
import { useState } from "react";
import { Star, Users } from "lucide-react";
import { Link } from "wouter";
import { formatMoney, formatRating } from "@common/format";
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
import { useAcceptQuote, useQuoteComparison } from "@/features/quotes/api/quotes";

interface Props {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const STILL_OPEN = ["pending", "contacted", "estimate_scheduled", "quoted"];

function hiredText(contacts: QuoteItem["contactsHired"]): string {
  if (contacts.length === 0) return "None of your contacts hired them yet";
  const names = contacts.map((c) => fullName(c));
  const shown = names.slice(0, 2).join(", ");
  return names.length > 2 ? `Hired by ${shown} and ${names.length - 2} more of your contacts` : `Hired by ${shown}`;
}

function QuoteColumn({ quote, onAccept }: { quote: QuoteItem; onAccept: (q: QuoteItem) => void }) {
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
          <dt className="text-xs text-muted-foreground">Amount</dt>
          <dd className="text-xl font-bold">{formatMoney(quote.quoteAmount) ?? "No amount"}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Rating</dt>
          <dd className="inline-flex items-center gap-1">
            <Star className="size-4 fill-accent text-accent-strong" aria-hidden="true" />
            <span className="font-semibold">{formatRating(quote.provider.rating)}/5</span>
            <span className="text-muted-foreground">
              ({reviews} {reviews === 1 ? "review" : "reviews"})
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Your contacts</dt>
          <dd className="flex items-start gap-1">
            <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {hiredText(quote.contactsHired)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Notes</dt>
          <dd className="wrap-anywhere whitespace-pre-line">{quote.notes || "No notes"}</dd>
        </div>
      </dl>
      {quote.quotePdfUrl ? (
        <QuotePdfLink url={quote.quotePdfUrl} name={quote.quotePdfName} />
      ) : (
        <p className="text-sm text-muted-foreground">No quote PDF</p>
      )}
      {quote.status === "quoted" ? (
        <Button className="mt-auto" onClick={() => onAccept(quote)}>
          Accept {quote.provider.name}
        </Button>
      ) : null}
    </li>
  );
}

export function CompareQuotesDialog({ projectId, open, onOpenChange }: Props) {
  const comparison = useQuoteComparison(projectId, { enabled: open });
  const accept = useAcceptQuote(errorToast("Failed to update provider. Please try again."));
  const [chosen, setChosen] = useState<QuoteItem | null>(null);
  const [rejectOthers, setRejectOthers] = useState(true);
  const quotes = comparison.data?.quotes ?? [];
  const others = chosen ? quotes.filter((q) => q.id !== chosen.id && STILL_OPEN.includes(q.status)) : [];

  function confirm() {
    if (!chosen) return;
    accept.mutate(
      { projectId, linkId: chosen.id, rejectOthers: rejectOthers && others.length > 0 },
      {
        onSuccess: (result) => {
          const rejected = result.rejectedIds.length;
          toast({
            title: "Offer accepted",
            description:
              rejected > 0
                ? `${chosen.provider.name}; ${rejected} other ${rejected === 1 ? "quote" : "quotes"} rejected`
                : chosen.provider.name,
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
      <DialogContent className="max-w-[min(56rem,calc(100%-2rem))]">
        <DialogHeader>
          <DialogTitle>{chosen ? `Accept ${chosen.provider.name}'s quote?` : "Compare quotes"}</DialogTitle>
          <DialogDescription>
            {chosen
              ? `${formatMoney(chosen.quoteAmount) ?? "No amount"}. The provider moves to Accepted; next you schedule the work.`
              : `${quotes.length} quotes side by side. Swipe to see them all.`}
          </DialogDescription>
        </DialogHeader>
        {chosen ? (
          <>
            {others.length > 0 ? (
              <div className="flex items-center justify-between gap-3 rounded-xl bg-muted p-3">
                <Label htmlFor="reject-others" className="text-sm leading-snug">
                  Mark the other {others.length === 1 ? "provider" : `${others.length} providers`} rejected
                </Label>
                <Switch id="reject-others" checked={rejectOthers} onCheckedChange={setRejectOthers} />
              </div>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => setChosen(null)}>
                Back
              </Button>
              <PendingButton type="button" onClick={confirm} pending={accept.isPending}>
                Accept Offer
              </PendingButton>
            </DialogFooter>
          </>
        ) : comparison.isLoading ? (
          <div className="flex gap-3" aria-busy="true" aria-label="Loading quotes">
            <Skeleton className="h-72 w-[85%] shrink-0 rounded-2xl" />
            <Skeleton className="h-72 w-[85%] shrink-0 rounded-2xl" />
          </div>
        ) : comparison.isError ? (
          <p className="text-sm text-destructive">Failed to load quotes. Please try again.</p>
        ) : (
          <ul
            aria-label="Quotes"
            tabIndex={0}
            className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto overscroll-x-contain px-5 pb-2"
          >
            {quotes.map((q) => (
              <QuoteColumn key={q.id} quote={q} onAccept={setChosen} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
