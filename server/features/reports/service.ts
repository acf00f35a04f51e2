// Where the money went (docs/decisions/135-prices-and-spending.md): a household's paid items of
// one year — finished jobs' final amounts by when they finished (project_providers.completed_at),
// recurring visits' costs by their date, upkeep tasks' costs by their done date — across every
// project owned by a member of the caller's household. One statement reads the year's items; the
// report and the CSV are both made from them. Viewers of the household get 404 (routes.ts).
// Dates follow the caller's time zone (users.time_zone, else UTC). Each amount is in its own
// currency (the account's that entered it); totals count one currency at a time: the caller's own
// currency first, the others after (docs/decisions/148-currency-and-phone-region.md).
import { sql } from "drizzle-orm";
import { COST_KINDS, type CostKind } from "../../../common/constants.js";
import type { Spending, SpendingInCurrency } from "../../../common/schemas/money.js";
import { queryRows, type Db } from "../../db/client.js";
import {
  homeTaskLog,
  homeTasks,
  householdMembers,
  projectProviders,
  projects,
  providers,
  serviceOccurrences,
  users,
} from "../../db/schema.js";

/** One paid item of the year. */
export interface SpendingItem {
  date: string;
  source: "job" | "visit" | "upkeep";
  category: string;
  projectId: string | null;
  project: string | null;
  budget: string | null;
  /** The currency of the project's budget. */
  budgetCurrency: string | null;
  costKind: CostKind | null;
  /** The provider hired (a job) or the upkeep task's title. */
  what: string | null;
  amount: string;
  /** The ISO 4217 code of `amount`. */
  currency: string;
}

/** The category of an item whose project or task has none. */
const OTHER = "Other";

/** Every paid item of `year` in `householdId`, oldest first. */
export async function spendingItems(db: Db, householdId: string, viewerId: string, year: number): Promise<SpendingItem[]> {
  const zone = sql`coalesce((select ${users.timeZone} from ${users} where ${users.id} = ${viewerId}), 'UTC')`;
  const from = sql`make_date(${year}, 1, 1)`;
  const to = sql`make_date(${year + 1}, 1, 1)`;
  return queryRows<SpendingItem>(
    db,
    sql`with hp as (
        select p.id, p.title, p.category, p.cost_kind, p.budget, p.currency from ${projects} p
          where p.user_id in (select m.user_id from ${householdMembers} m where m.household_id = ${householdId})),
      tz as (select ${zone} as name)
      select to_char(pp.completed_at at time zone tz.name, 'YYYY-MM-DD') as date, 'job' as source,
          pr.category, hp.id as "projectId", hp.title as project, hp.budget::text as budget,
          hp.currency as "budgetCurrency", hp.cost_kind as "costKind", pr.name as what, pp.final_amount::text as amount, pp.currency
        from hp cross join tz
        join ${projectProviders} pp on pp.project_id = hp.id and pp.completed_at is not null and pp.final_amount is not null
        join ${providers} pr on pr.id = pp.provider_id
        where pp.status = 'completed'
          and pp.completed_at >= (${from}::timestamp at time zone tz.name) and pp.completed_at < (${to}::timestamp at time zone tz.name)
      union all
      select to_char(coalesce(v.completed_date, v.scheduled_date), 'YYYY-MM-DD'), 'visit',
          coalesce(hp.category, ${OTHER}), hp.id, hp.title, hp.budget::text, hp.currency, hp.cost_kind, null,
          v.actual_cost::text, v.currency
        from hp join ${serviceOccurrences} v on v.project_id = hp.id
        where v.status = 'completed' and v.actual_cost is not null
          and coalesce(v.completed_date, v.scheduled_date) >= ${from} and coalesce(v.completed_date, v.scheduled_date) < ${to}
      union all
      select to_char(l.done_on, 'YYYY-MM-DD'), 'upkeep', coalesce(t.category, ${OTHER}), null, null, null, null, 'upkeep', t.title,
          l.cost::text, l.currency
        from ${homeTasks} t join ${homeTaskLog} l on l.task_id = t.id
        where t.household_id = ${householdId} and l.cost is not null and l.done_on >= ${from} and l.done_on < ${to}
      order by 1, 2, 4`,
  );
}

/** Dollars as numeric text → cents, so sums are exact. */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const dollars = (c: number) => (c / 100).toFixed(2);

/** Adds `c` cents to `key`'s running total in `map`. */
function add<K>(map: Map<K, number>, key: K, c: number) {
  map.set(key, (map.get(key) ?? 0) + c);
}

/**
 * The report of the year from its items, one currency at a time: `viewerCurrency`'s figures (zero
 * when nothing was paid in it), then each other currency paid in, by code.
 */
export function spendingReport(year: number, items: SpendingItem[], viewerCurrency: string): Spending {
  const byCurrency = new Map<string, SpendingItem[]>([[viewerCurrency, []]]);
  for (const item of items) byCurrency.set(item.currency, [...(byCurrency.get(item.currency) ?? []), item]);
  const others = [...byCurrency.keys()].filter((c) => c !== viewerCurrency).sort();
  return {
    year,
    ...reportIn(year, viewerCurrency, byCurrency.get(viewerCurrency)!),
    otherCurrencies: others.map((c) => reportIn(year, c, byCurrency.get(c)!)),
  };
}

/** Totals by category, month, project and kind of cost of items all in `currency`. */
function reportIn(year: number, currency: string, items: SpendingItem[]): SpendingInCurrency {
  let total = 0;
  const byCategory = new Map<string, { total: number; jobs: number }>();
  const byMonth = new Map<string, number>();
  const byProject = new Map<string, { item: SpendingItem; total: number }>();
  const byKind = new Map<CostKind | null, number>();
  for (const item of items) {
    const c = cents(item.amount);
    total += c;
    const cat = byCategory.get(item.category) ?? { total: 0, jobs: 0 };
    byCategory.set(item.category, { total: cat.total + c, jobs: cat.jobs + 1 });
    add(byMonth, item.date.slice(0, 7), c);
    if (item.projectId) {
      const p = byProject.get(item.projectId) ?? { item, total: 0 };
      byProject.set(item.projectId, { item, total: p.total + c });
    }
    add(byKind, item.costKind, c);
  }
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`);
  return {
    currency,
    total: dollars(total),
    byCategory: [...byCategory]
      .sort(([a, x], [b, y]) => y.total - x.total || a.localeCompare(b))
      .map(([category, v]) => ({ category, total: dollars(v.total), jobs: v.jobs })),
    byMonth: months.map((month) => ({ month, total: dollars(byMonth.get(month) ?? 0) })),
    byProject: [...byProject.values()]
      .sort((a, b) => b.total - a.total || a.item.project!.localeCompare(b.item.project!))
      .map(({ item, total: t }) => ({
        projectId: item.projectId!,
        title: item.project!,
        costKind: item.costKind,
        budget: item.budget,
        budgetCurrency: item.budgetCurrency ?? currency,
        total: dollars(t),
      })),
    byCostKind: [...COST_KINDS, null].map((costKind) => ({ costKind, total: dollars(byKind.get(costKind) ?? 0) })),
  };
}

/** The CSV's columns, one line per paid item. */
export const SPENDING_CSV_COLUMNS = ["date", "source", "category", "project", "costKind", "what", "amount", "currency"];
