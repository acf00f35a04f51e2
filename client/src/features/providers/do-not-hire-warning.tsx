// The private "Don't hire again" warning: on provider detail and on the provider's cards,
// shown only to the user who set the mark (the ids come from GET /api/providers/do-not-hire).
import { useMarkedDoNotHire } from "@/features/provider-book/api/provider-book";

/** The compact mark on a card; a list reads the marked ids once (useDoNotHireIds), not per card. */
export function DoNotHireBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
      Don't hire again
    </span>
  );
}

/** The warning on provider detail when I marked the provider. */
export function DoNotHireWarning({ providerId }: { providerId: string }) {
  const marked = useMarkedDoNotHire(providerId);
  if (!marked) return null;
  return (
    <div role="note" className="rounded-2xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="font-semibold text-destructive">You marked this provider "Don't hire again"</p>
      <p className="text-muted-foreground">Only you see this. It is left out of your request matches and suggestions.</p>
    </div>
  );
}
