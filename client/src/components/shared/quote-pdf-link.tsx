import { FileText } from "lucide-react";

/** A provider's quote PDF, opened in a new tab, named by its file name or "Quote PDF". */
export function QuotePdfLink({ url, name }: { url: string; name: string | null }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-xl border border-border px-3 text-sm font-semibold text-primary hover:bg-muted"
    >
      <FileText className="size-4" aria-hidden="true" />
      {name || "Quote PDF"}
    </a>
  );
}
