import { useTranslation } from "@/lib/use-translation";
import type { TFunction } from "i18next";
import { ChevronDown, FileText, History } from "lucide-react";
import { formatDate } from "@common/format";
import type { EarlierQuote } from "@common/schemas/project-providers";

/** A provider's quote PDF, opened in a new tab, named by its file name or "Quote PDF". */
export function QuotePdfLink({ url, name }: { url: string; name: string | null }) {
  const { t } = useTranslation();
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-xl border border-border px-3 text-sm font-semibold text-primary hover:bg-muted"
    >
      <FileText className="size-4" aria-hidden="true" />
      {name || t("quotes.pdf")}
    </a>
  );
}

/** Who uploaded an earlier quote: "you", their first name, or a deleted account's stand-in. */
function uploaderName(quote: EarlierQuote, viewerId: string | undefined, t: TFunction<"common">): string {
  if (!quote.uploadedBy) return t("quotes.formerMember");
  if (quote.uploadedBy.id === viewerId) return t("quotes.you");
  return quote.uploadedBy.firstName || t("quotes.member");
}

/**
 * The quote PDFs a link had before its current one, newest first, folded under "Earlier quotes"
 * so the current quote stays the one in view; each opens like the current one.
 */
export function EarlierQuotes({ quotes, viewerId }: { quotes: EarlierQuote[]; viewerId: string | undefined }) {
  const { t } = useTranslation();
  if (quotes.length === 0) return null;
  return (
    <details className="group rounded-xl border border-border">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-semibold text-foreground [&::-webkit-details-marker]:hidden">
        <History className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="flex-1">{t("quotes.earlierCount", { n: quotes.length })}</span>
        <ChevronDown className="size-4 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <ul className="grid gap-1 px-3 pb-3" aria-label={t("quotes.earlier")}>
        {quotes.map((quote) => (
          <li key={quote.id} className="grid min-w-0">
            <a
              href={quote.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg text-sm font-semibold text-primary hover:underline"
            >
              <FileText className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{quote.name || t("quotes.pdf")}</span>
            </a>
            <p className="-mt-2 pb-1 pl-6 text-xs text-muted-foreground">
              {t("quotes.uploadedBy", { who: uploaderName(quote, viewerId, t), date: formatDate(quote.uploadedAt) })}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
