// The community-wide counts the database keeps (backing_totals: 16 rows, each transaction adding
// to the one its id picks; docs/decisions/040-totals-kept-by-the-database.md). A total is the sum
// of its column over the 16 rows; every list that reads one reads it here. Each category's number of
// providers is kept the same way, in 16 rows per category (category_totals).
import { sql, type SQL } from "drizzle-orm";
import { backingTotals, categoryTotals } from "./schema.js";
import type { Bound } from "./kept-statement.js";

type KeptTotal = Exclude<keyof typeof backingTotals.$inferSelect, "shard">;

/** A kept total as a scalar subquery. */
export function keptTotal(total: KeptTotal): SQL<number> {
  return sql<number>`(select coalesce(sum(${backingTotals[total]}), 0)::int from ${backingTotals})`;
}

/** A category's kept number of providers as a scalar subquery: its rows read by primary key. */
export function keptCategoryTotal(category: Bound<string>): SQL<number> {
  return sql<number>`(select coalesce(sum(${categoryTotals.providers}), 0)::int from ${categoryTotals}
    where ${categoryTotals.category} = ${category})`;
}
