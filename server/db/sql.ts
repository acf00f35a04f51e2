// The raw-SQL pieces several queries share: the hired statuses as an SQL list, array parameters,
// and timestamps read back from raw rows. One spelling each, so a change reaches every query.
import { sql, type SQL } from "drizzle-orm";
import { HIRED_STATUSES } from "../../common/status-flow.js";

/**
 * The statuses that count as a hire, as an SQL list for `status in (${hiredList})`. The values
 * are the fixed list in common/status-flow.ts, never user input, so they are written inline.
 */
export const hiredList: SQL = sql.raw(HIRED_STATUSES.map((s) => `'${s}'`).join(", "));

/**
 * An array parameter (`= any(${pgArray(ids, "uuid")})`): one Postgres array literal, each value
 * quoted and escaped, so any text reaches SQL as data and the statement has one parameter
 * whatever the number of values.
 */
export function pgArray(values: readonly string[], type: "uuid" | "varchar" | "text"): SQL {
  return sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
}

/** The Postgres array literal of `values` (pgArray's parameter), for a kept statement's array value. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

/**
 * A timestamp from a raw row as ISO 8601. Columns read through drizzle arrive as Date; values
 * inside json_build_object arrive as the database's text; both become the same string.
 */
export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
