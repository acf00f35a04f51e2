// Money (/money, from Profile and Home): where the household's money went in a year — the total,
// each kind of cost, charts by month and by category (chart.js, loaded on this screen only, each
// with its numbers as a table), budget against actual for each project with a budget, and the
// year's items as a CSV (GET /api/reports/spending.csv). A household's viewer is told it is not theirs.
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { useTranslation } from "@/lib/use-translation";
import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { formatCurrency, formatMoney } from "@common/format";
import type { Spending, SpendingInCurrency } from "@common/schemas/money";
import { AppShell } from "@/components/layout/app-shell";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { spendingCsvUrl, useSpending } from "@/features/money/api/money";
import { categoryLabel } from "@/lib/category-label";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";

const SpendingChart = lazy(() => import("@/features/money/spending-chart"));

/** The twelve months' short names ("Jan") in the page's language. */
const monthNames = (language: string) => {
  const format = new Intl.DateTimeFormat(language, { month: "short" });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(2000, month, 1)));
};

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id} className="mt-4 p-4">
      <h2 id={id} className="font-bold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A chart (loaded on demand) and, folded under it, the same numbers as a table. */
function ChartWithTable(props: {
  id: string;
  label: string;
  labels: string[];
  values: number[];
  horizontal?: boolean;
  head: string;
  currency: string;
}) {
  const { t } = useTranslation("money");
  const tableId = `${props.id}-table`;
  return (
    <>
      <div className="mt-3">
        <Suspense fallback={<Skeleton className="h-56" aria-label={t("loadingChart")} />}>
          <SpendingChart
            label={props.label}
            describedBy={tableId}
            labels={props.labels}
            values={props.values}
            horizontal={props.horizontal}
            currency={props.currency}
          />
        </Suspense>
      </div>
      <details className="mt-2 text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-medium text-primary">{t("showTable")}</summary>
        <table id={tableId} className="mt-1 w-full">
          <caption className="sr-only">{props.label}</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 font-medium">
                {props.head}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t("amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.labels.map((l, i) => (
              <tr key={l} className="border-t border-border">
                <th scope="row" className="py-1 text-left font-normal">
                  {l}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCurrency(props.values[i]!, props.currency, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

function BudgetAgainstActual({ projects, currency }: { projects: Spending["byProject"]; currency: string }) {
  const { t } = useTranslation("money");
  // A budget set in another currency than the spending is not compared with it.
  const budgeted = projects.filter((p) => p.budget !== null && Number(p.budget) > 0 && p.budgetCurrency === currency);
  if (budgeted.length === 0) return <p className="mt-2 text-sm text-muted-foreground">{t("noBudgeted")}</p>;
  return (
    <ul className="mt-2 grid gap-3">
      {budgeted.map((p) => {
        const spent = Number(p.total);
        const budget = Number(p.budget);
        const over = spent - budget;
        return (
          <li key={p.projectId} className="grid gap-1">
            <Link href={paths.project(p.projectId)} className="font-medium wrap-anywhere text-foreground hover:underline">
              {p.title}
            </Link>
            <p className="text-sm text-muted-foreground">
              {t("ofBudget", { spent: formatMoney(spent, currency), budget: formatMoney(budget, currency) })}
              {over > 0 ? (
                <span className="font-semibold text-destructive">{t("over", { amount: formatMoney(over, currency) })}</span>
              ) : null}
            </p>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
              <div
                className={over > 0 ? "h-full bg-destructive" : "h-full bg-primary"}
                style={{ width: `${Math.min(100, (spent / budget) * 100)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The year's figures in one currency; `other`: not the viewer's own currency (its code is in the titles). */
function Report({ data, year, other = false }: { data: SpendingInCurrency; year: number; other?: boolean }) {
  const { t, i18n } = useTranslation("money");
  const c = data.currency;
  const inCurrency = other ? ` (${c})` : "";
  const ids = useId();
  const months = useMemo(() => monthNames(i18n.language), [i18n.language]);
  const monthTotals = useMemo(() => data.byMonth.map((m) => Number(m.total)), [data]);
  const categories = useMemo(() => data.byCategory.map((c) => categoryLabel(c.category, i18n.language)), [data, i18n.language]);
  const categoryTotals = useMemo(() => data.byCategory.map((c) => Number(c.total)), [data]);
  const kinds = data.byCostKind.filter((k) => k.costKind !== null || Number(k.total) > 0);
  if (Number(data.total) === 0) {
    return <p className="mt-4 rounded-2xl bg-muted p-4 text-sm text-muted-foreground">{t("nothingPaid", { year })}</p>;
  }
  return (
    <>
      <Section title={`${t("spentIn", { year })}${inCurrency}`} id={`${ids}-total`}>
        <p className="mt-1 text-3xl font-bold tabular-nums">{formatCurrency(Number(data.total), c, 2)}</p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          {kinds.map((k) => (
            <div key={k.costKind ?? "none"} className="rounded-xl bg-muted p-2">
              <dt className="text-muted-foreground">{k.costKind ? t(`costKind.${k.costKind}`) : t("notSaid")}</dt>
              <dd className="font-semibold tabular-nums">{formatCurrency(Number(k.total), c, 2)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={`${t("byMonth")}${inCurrency}`} id={`${ids}-month`}>
        <ChartWithTable
          id={`${ids}-m`}
          label={`${t("byMonthLabel", { year })}${inCurrency}`}
          labels={months}
          values={monthTotals}
          head={t("month")}
          currency={c}
        />
      </Section>
      <Section title={`${t("byCategory")}${inCurrency}`} id={`${ids}-category`}>
        <ChartWithTable
          id={`${ids}-c`}
          currency={c}
          label={`${t("byCategoryLabel", { year })}${inCurrency}`}
          labels={categories}
          values={categoryTotals}
          horizontal
          head={t("category")}
        />
      </Section>
      <Section title={`${t("budgetTitle")}${inCurrency}`} id={`${ids}-budget`}>
        <BudgetAgainstActual projects={data.byProject} currency={c} />
      </Section>
    </>
  );
}

export default function MoneyPage() {
  const { t } = useTranslation("money");
  useDocumentTitle(t("title"));
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const spending = useSpending(year);
  const notTheirs = spending.error instanceof ApiError && spending.error.status === 404;

  return (
    <AppShell>
      <header className="grid justify-items-start gap-1">
        <Link href={paths.profile} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary">
          <ChevronLeft aria-hidden className="size-4" /> {t("back")}
        </Link>
        <h1 className="text-2xl leading-tight font-bold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </header>
      <div className="mt-3 flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label={t("showYear", { year: year - 1 })} onClick={() => setYear(year - 1)}>
          <ChevronLeft aria-hidden />
        </Button>
        <p className="text-lg font-semibold tabular-nums" aria-live="polite">
          {year}
        </p>
        <Button
          variant="outline"
          size="icon"
          aria-label={t("showYear", { year: year + 1 })}
          disabled={year >= thisYear}
          onClick={() => setYear(year + 1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      {spending.isLoading ? (
        <Skeleton className="mt-4 h-96" aria-label={t("loading")} />
      ) : notTheirs ? (
        <p className="mt-4 rounded-2xl bg-muted p-4 text-sm text-muted-foreground">{t("notTheirs")}</p>
      ) : spending.isError || !spending.data ? (
        <div className="mt-4">
          <LoadError message={t("loadError")} onRetry={() => void spending.refetch()} retrying={spending.isFetching} />
        </div>
      ) : (
        <>
          {Number(spending.data.total) > 0 || spending.data.otherCurrencies.length === 0 ? (
            <Report data={spending.data} year={spending.data.year} />
          ) : null}
          {spending.data.otherCurrencies.map((other) => (
            <Report key={other.currency} data={other} year={spending.data.year} other />
          ))}
          <Button asChild variant="outline" className="mt-4 w-full">
            <a href={spendingCsvUrl(year)} download>
              <Download aria-hidden /> {t("downloadCsv")}
            </a>
          </Button>
        </>
      )}
    </AppShell>
  );
}
