// Home's "Coming up": estimate appointments and recurring services in the next
// 14 days, from one call; each opens its project and can be added to a calendar.
import { Fragment, type ReactNode } from "react";
import { Link } from "wouter";
import { useTranslation } from "@/lib/use-translation";
import { CalendarClock, Repeat } from "lucide-react";
import { formatTime } from "@common/format";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { AddToCalendar } from "@/components/shared/add-to-calendar";
import { useAuth } from "@/features/auth/api/auth";
import { calendarUrls, useComingUp } from "./api/recurring";
import { useZoneSettled } from "./time-zone-sync";
import { dayLabel } from "./dates";
import { LoadError } from "@/components/ui/load-error";
import type { TaskComingUp } from "@common/schemas/home-tasks";
import { WarrantyComingUpRow } from "@/features/home-items/lib/warranty-coming-up-row";

/** An upkeep task's row: the page composes it (`when`: the day in this list's words). */
type TaskRow = (item: TaskComingUp, when: string) => ReactNode;

/** "Coming up" as the screen shows it: an account without a zone yet waits for the browser's to be stored, not to show UTC times first. */
export const useComingUpInZone = () => useComingUp(useZoneSettled(useAuth().user));

export function ComingUp({ renderTask }: { renderTask?: TaskRow }) {
  const { t } = useTranslation("projects");
  const { data, isPending, isError, isFetching, refetch } = useComingUpInZone();
  const items = data ?? [];

  return (
    <section aria-labelledby="coming-up" className="mb-6">
      <h2 id="coming-up" className="mb-2 text-subtitle font-bold">
        {t("comingUp.title")}
      </h2>
      {isPending ? (
        <div className="grid gap-2" aria-label={t("comingUp.loading")}>
          <Skeleton className="h-16" />
        </div>
      ) : isError ? (
        <LoadError message={t("comingUp.loadError")} retrying={isFetching} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-card p-4 text-center text-sm text-muted-foreground">
          {t("comingUp.empty")}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t("comingUp.list")}>
          {items.map((item) => {
            if (item.kind === "task")
              return <Fragment key={`task-${item.id}`}>{renderTask?.(item, dayLabel(item.date))}</Fragment>;
            if (item.kind === "warranty")
              return <WarrantyComingUpRow key={`warranty-${item.itemId}`} item={item} when={dayLabel(item.date)} />;
            const estimate = item.kind === "estimate";
            const what = estimate
              ? t("comingUp.estimateWith", { name: item.providerName ?? t("comingUp.provider") })
              : t("comingUp.service");
            // An estimate's day and time are those of the zone it was scheduled in, named when not the viewer's.
            const time = item.time ? ` · ${formatTime(item.time)}${item.zoneName ? ` ${item.zoneName}` : ""}` : "";
            const when = `${dayLabel(item.date)}${time}`;
            return (
              <li
                key={`${item.kind}-${item.id}`}
                className="flex min-h-16 min-w-0 items-center gap-2 rounded-2xl border border-border bg-card p-2 pl-3 shadow-sm"
              >
                <Link
                  href={paths.project(item.projectId)}
                  className="flex min-w-0 flex-1 items-center gap-3 rounded-xl py-1 hover:underline"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                    {estimate ? (
                      <CalendarClock className="size-5" aria-hidden="true" />
                    ) : (
                      <Repeat className="size-5" aria-hidden="true" />
                    )}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{item.projectTitle}</span>
                    <span className="block text-caption wrap-anywhere text-muted-foreground">
                      {when} · {what}
                    </span>
                  </span>
                </Link>
                <AddToCalendar
                  compact
                  href={estimate ? calendarUrls.estimate(item.id) : calendarUrls.nextService(item.id)}
                  label={t("comingUp.addToCalendar", { title: item.projectTitle, what, when: dayLabel(item.date) })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
