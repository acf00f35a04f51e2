// Prices from your contacts (docs/decisions/135-prices-and-spending.md): what the viewer's proven
// contacts paid for finished jobs of one trade in the last 3 years, as the 25th percentile, the
// median and the 75th, never per person. Only jobs whose amount the viewer may already see count:
// the project's audience (privacy/rules.ts projectVisibleTo) and the owner's amounts setting
// (amountsShownTo), so a book filled with chosen people learns nothing it could not read already.
// Each person counts once, by their latest job; below 3 people no amount is answered at all.
// One currency at a time: only jobs paid in the viewer's own currency count, and the answer says which.
import { sql } from "drizzle-orm";
import { PRICES_MIN_PEOPLE, PRICES_YEARS, type Prices } from "../../../common/schemas/money.js";
import { queryRows, type Db } from "../../db/client.js";
import { projectProviders, projects, providers } from "../../db/schema.js";
import { inBookOf } from "../contacts/in-book.js";
import { amountsShownTo, projectVisibleTo } from "../privacy/rules.js";

const roundTo10 = (column: string) =>
  sql.raw(`(round(percentile_cont(${column}) within group (order by amount) / 10) * 10)::int`);

/** One statement: the viewer's book (an array made once), their projects, the finished links. */
export async function contactPrices(db: Db, viewerId: string, currency: string, category: string): Promise<Prices> {
  const [row] = await queryRows<{ jobs: number; people: number; low: number | null; median: number | null; high: number | null }>(
    db,
    sql`with jobs as (
        select ${projects.userId} as person, ${projectProviders.finalAmount} as amount, ${projectProviders.completedAt} as done
          from ${projects}
          join ${projectProviders} on ${projectProviders.projectId} = ${projects.id}
            and ${projectProviders.completedAt} is not null and ${projectProviders.finalAmount} is not null
          join ${providers} on ${providers.id} = ${projectProviders.providerId}
          where ${inBookOf(viewerId, sql`${projects.userId}`)}
            and ${projectProviders.status} = 'completed'
            and ${projectProviders.completedAt} >= now() - make_interval(years => ${PRICES_YEARS})
            and ${providers.category} = ${category}
            and ${projectProviders.currency} = ${currency}
            and ${projectVisibleTo(viewerId)}
            and ${amountsShownTo(viewerId, sql`${projects.userId}`, sql`${projects.id}`)}),
      latest as (select distinct on (person) amount from jobs order by person, done desc)
      select (select count(*) from jobs)::int as jobs, count(*)::int as people,
        ${roundTo10("0.25")} as low, ${roundTo10("0.5")} as median, ${roundTo10("0.75")} as high
        from latest`,
  );
  if (!row || row.people < PRICES_MIN_PEOPLE) return { category, currency, enough: false, jobs: row?.jobs ?? 0 };
  return {
    category,
    currency,
    enough: true,
    jobs: row.jobs,
    people: row.people,
    low: row.low!,
    median: row.median!,
    high: row.high!,
  };
}
