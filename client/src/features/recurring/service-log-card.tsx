// A recurring project's service log: "Log a visit", the total per year, and the
// visits newest first (date, cost, rating, notes). Owners and collaborators both log visits.
import { useState } from "react";
import { ClipboardCheck, Plus } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";
import { formatDate } from "@common/format";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { StarRating } from "@/components/ui/star-rating";
import { lazyDialog } from "@/lib/lazy-dialog";
import { useServiceLog } from "./api/recurring";
import { formatCost } from "./cost";
import type { ScheduleFacts } from "./log-visit-dialog";
import { LoadError } from "@/components/ui/load-error";

const LogVisitDialog = lazyDialog(() => import("./log-visit-dialog").then((m) => m.LogVisitDialog));

/** `readOnly`: a household viewer reads the log (without costs) and logs no visit. */
export function ServiceLogCard({ project, readOnly = false }: { project: ScheduleFacts; readOnly?: boolean }) {
  const { t } = useTranslation("projects");
  const { data, isLoading, isError, isFetching, refetch } = useServiceLog(project.id);
  const [logging, setLogging] = useState(false);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle>
          <h2 id="service-log-title" className="text-lg font-bold">
            {t("log.title")}
          </h2>
        </CardTitle>
        {readOnly ? null : (
          <Button size="sm" variant="outline" className="h-11" onClick={() => setLogging(true)}>
            <Plus aria-hidden="true" /> {t("log.add")}
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading ? (
          <div className="grid gap-2" aria-label={t("log.loading")}>
            <Skeleton className="h-10" />
            <Skeleton className="h-16" />
          </div>
        ) : isError || !data ? (
          <LoadError message={t("log.loadError")} retrying={isFetching} onRetry={() => void refetch()} />
        ) : data.visits.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
            {t("log.empty")}
          </p>
        ) : (
          <>
            <section aria-labelledby="service-totals-title">
              <h3 id="service-totals-title" className="mb-2 text-sm font-semibold">
                {t("log.totals")}
              </h3>
              <dl className="grid grid-cols-2 gap-2">
                {data.totals.map((y) => (
                  <div
                    key={`${y.year}-${y.currency}`}
                    className="min-w-0 rounded-xl bg-muted p-3"
                    data-testid={`year-${y.year}${y.currency === data.totals.find((t) => t.year === y.year)?.currency ? "" : `-${y.currency}`}`}
                  >
                    <dt className="text-xs text-muted-foreground">
                      {y.year} · {t("log.visits", { count: y.visits })}
                    </dt>
                    <dd className="text-sm font-semibold">{formatCost(y.total, y.currency)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <ul className="grid gap-0" aria-labelledby="service-log-title">
              {data.visits.map((v) => (
                <li key={v.id} className="grid gap-1 border-b border-border py-3 first:pt-0 last:border-b-0 last:pb-0">
                  <div className="flex items-center justify-between gap-2">
                    <p className="flex items-center gap-1.5 font-semibold">
                      <ClipboardCheck className="size-4 text-muted-foreground" aria-hidden="true" />
                      {formatDate(v.completedDate ?? v.scheduledDate)}
                    </p>
                    {v.actualCost ? <span className="font-semibold">{formatCost(v.actualCost, v.currency)}</span> : null}
                  </div>
                  {v.completedDate && v.completedDate !== v.scheduledDate ? (
                    <p className="text-xs text-muted-foreground">
                      {t("log.scheduledFor", { date: formatDate(v.scheduledDate) })}
                    </p>
                  ) : null}
                  {v.rating ? <StarRating value={v.rating} readOnly size="sm" label={t("log.rated", { n: v.rating })} /> : null}
                  {v.notes ? <p className="text-sm wrap-anywhere whitespace-pre-line">{v.notes}</p> : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
      <LogVisitDialog open={logging} onOpenChange={setLogging} project={project} />
    </Card>
  );
}
