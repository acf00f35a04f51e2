// The spec's screens: when a similar provider exists the form offers Merge Info, Create Anyway and Cancel.
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import { useEffect, useRef } from "react";
import { AlertTriangle } from "lucide-react";
import type { Provider } from "@common/schemas/providers";
import { Button } from "@/components/ui/button";

export function DuplicatePrompt({
  matches,
  onMerge,
  onCreateAnyway,
  onCancel,
}: {
  matches: Provider[];
  onMerge: (provider: Provider) => void;
  onCreateAnyway: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("providers");
  const first = matches[0];
  const ref = useRef<HTMLDivElement>(null);
  // Long forms scroll inside the dialog: bring the prompt into view when it appears.
  useEffect(() => {
    if (first) ref.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [first]);
  if (!first) return null;
  return (
    <div ref={ref} role="alert" className="grid gap-3 rounded-xl border border-warning/60 bg-warning/10 p-3 text-sm">
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t("duplicate.title")}
      </p>
      <ul className="grid gap-1">
        {matches.slice(0, 3).map((m) => (
          <li key={m.id}>
            <span className="font-semibold">{m.name}</span> · {categoryLabel(m.category)}
            {m.phone ? ` · ${m.phone}` : ""}
            {m.email ? ` · ${m.email}` : ""}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">{t("duplicate.explain", { name: first.name })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" className="h-11" onClick={() => onMerge(first)}>
          {t("duplicate.merge")}
        </Button>
        <Button type="button" size="sm" variant="outline" className="h-11" onClick={onCreateAnyway}>
          {t("duplicate.createAnyway")}
        </Button>
        <Button type="button" size="sm" variant="ghost" className="h-11" onClick={onCancel}>
          {t("duplicate.cancel")}
        </Button>
      </div>
    </div>
  );
}
