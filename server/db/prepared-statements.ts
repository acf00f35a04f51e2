// Prepared statements on PostgreSQL (issue 9: planning a single provider cost 4× its execution).
// node-postgres prepares a statement once per connection when the query carries a `name`, and
// from then on sends only Bind/Execute. Drizzle builds the same SQL text for every call of one
// query shape (values are always parameters), so naming each parameterized statement by its
// text prepares every hot read (provider cards, pages and totals, a provider, projects, friends,
// the session lookup) without a name to keep in sync at each call site. PGlite has no named
// statements over its one in-process connection; its driver does not pass through here.
import { sql } from "drizzle-orm";
import pg from "pg";

const PLAN_PER_CALL_MARKER = "/* vowch:plan-per-call */";

/**
 * A condition that is always true and keeps its statement unnamed, so PostgreSQL plans it with
 * the call's own values every time. After five runs of a named statement PostgreSQL may switch to
 * a generic plan chosen on estimates alone; for a provider's network projects (the privacy rules'
 * per-row probes) that plan ran 4× slower (9 → 40 ms at 10,000 users, docs/PERFORMANCE.md).
 * Planning every call costs 0.1–2.5 ms, so only such statements carry it.
 */
export const planPerCall = sql.raw(`true ${PLAN_PER_CALL_MARKER}`);

/**
 * How many distinct statement texts get a name. Query shapes are a fixed set (a few hundred at
 * most, e.g. one per IN-list length), so this bound only matters if something builds texts
 * without limit; past it, statements run unnamed as before instead of piling up on the server.
 */
const MAX_NAMED_STATEMENTS = 2_000;

const names = new Map<string, string>();

/** The name for a statement text, the same for every connection of the process. */
export function statementName(text: string): string | undefined {
  if (text.includes(PLAN_PER_CALL_MARKER)) return undefined;
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `vowch_${names.size + 1}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown[];
  submit?: unknown;
}

/**
 * A node-postgres client that names every parameterized statement by its text. Statements
 * without parameters (migrations, BEGIN/COMMIT) and query objects (cursors) stay as they are.
 */
export class PreparingClient extends pg.Client {}

// pg's overloads of `query` cannot be re-declared one by one; the arguments pass on untouched
// but for the added name.
const plainQuery = Reflect.get(pg.Client.prototype, "query") as (this: pg.Client, ...args: unknown[]) => unknown;
PreparingClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  return plainQuery.call(this, withName(config, rest[0]), ...rest);
} as pg.Client["query"];

function withName(config: unknown, values: unknown): unknown {
  if (typeof config !== "object" || config === null) return config;
  const c = config as QueryConfigLike;
  if (typeof c.submit === "function" || c.name !== undefined || typeof c.text !== "string") return config;
  const params = Array.isArray(values) ? values : c.values;
  if (!params || params.length === 0) return config;
  const name = statementName(c.text);
  return name === undefined ? config : { ...c, name };
}
