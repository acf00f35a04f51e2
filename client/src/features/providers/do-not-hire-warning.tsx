// The private "Don't hire again" warning: on provider detail and on the provider's cards,
// shown only to the user who set the mark (the ids come from GET /api/providers/do-not-hire).
import { useTranslation } from "@/lib/use-translation";
import { useMarkedDoNotHire } from "@/features/provider-book/api/provider-book";

/** The compact mark on a card; a list reads the marked ids once (useDoNotHireIds), not per card. */
export function DoNotHireBadge() {
  const { t } = useTranslation("providers");
  return (
    <span className="inline-flex items-center rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
      {t("doNotHire.badge")}
    </span>
  );
}

/** The warning on provider detail when I marked the provider. */
export function DoNotHireWarning({ providerId }: { providerId: string }) {
  const { t } = useTranslation("providers");
  const marked = useMarkedDoNotHire(providerId);
  if (!marked) return null;
  return (
    <div role="note" className="rounded-2xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="font-semibold text-destructive">{t("doNotHire.warningTitle")}</p>
      <p className="text-muted-foreground">{t("doNotHire.warningBody")}</p>
    </div>
  );
}
