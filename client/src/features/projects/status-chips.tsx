// The spec's screens: "all" plus every project status present, each with its count.
import { useTranslation } from "@/lib/use-translation";
import { PROJECT_STATUSES } from "@common/constants";
import { cn } from "@/lib/utils";
import { projectStatusLabel } from "@/components/shared/status-badges";

export function statusChipCounts(projects: { status: string }[]): { status: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of projects) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
  const ordered = [
    ...PROJECT_STATUSES.filter((s) => counts.has(s)),
    ...[...counts.keys()].filter((s) => !(PROJECT_STATUSES as readonly string[]).includes(s)),
  ];
  return [{ status: "all", count: projects.length }, ...ordered.map((s) => ({ status: s, count: counts.get(s)! }))];
}

export function StatusChips({
  projects,
  value,
  onChange,
}: {
  projects: { status: string }[];
  value: string;
  onChange: (status: string) => void;
}) {
  const { t } = useTranslation("projects");
  const chips = statusChipCounts(projects);
  return (
    <div role="group" aria-label={t("chips.label")} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
      {chips.map(({ status, count }) => {
        const selected = value === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(status)}
            className={cn(
              "inline-flex h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
              selected
                ? "border-primary bg-primary text-primary-foreground"
                : "border-border bg-card text-foreground hover:bg-muted",
            )}
          >
            {status === "all" ? t("chips.all") : projectStatusLabel(status)}
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-xs",
                selected ? "bg-primary-foreground/20 text-primary-foreground" : "bg-muted text-muted-foreground",
              )}
            >
              {count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
