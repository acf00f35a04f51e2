// Amounts carry the currency of the account that entered them (docs/decisions/148-currency-and-phone-region.md):
// a row's `currency` is stamped from its writer's users.currency when an amount of the row is
// written, in the same statement (a later change of the account's currency leaves the row as it is).
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./schema.js";

/** The writing account's currency, read in the statement that writes the amounts. */
export const writerCurrency = (userId: string): SQL<string> =>
  sql<string>`(select ${users.currency} from ${users} where ${users.id} = ${userId})`;

/**
 * On an update: the writer's currency when one of the given amounts changes (or is set), else the
 * row's own. Undefined (leave the column alone) when the update gives no amount.
 */
export function currencyOnUpdate(
  current: AnyPgColumn,
  userId: string,
  amounts: [AnyPgColumn, string | number | null | undefined][],
): SQL<string> | undefined {
  const given = amounts.filter(([, value]) => value !== undefined);
  if (given.length === 0) return undefined;
  const changed = sql.join(
    given.map(([column, value]) => sql`${column} is distinct from ${value === null ? null : String(value)}::numeric`),
    sql` or `,
  );
  return sql<string>`case when ${changed} then ${writerCurrency(userId)} else ${current} end`;
}
