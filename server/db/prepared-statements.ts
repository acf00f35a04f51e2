// Prepared statements on PostgreSQL (planning a single provider cost 4× its execution).
// node-postgres prepares a statement once per connection when the query carries a `name`, and
// from then on sends only Bind/Execute. Drizzle builds the same SQL text for every call of one
// query shape (values are always parameters), so naming each parameterized statement by its
// text prepares every hot read (provider cards, pages and totals, a provider, projects, friends,
// the session lookup) without a name to keep in sync at each call site. Connections run them
// with their generic plan from the first call (`plan_cache_mode = force_generic_plan`, set in
// client.ts): left to choose, PostgreSQL re-planned the provider card statement at every call
// (2.5 ms of planning for 3 ms of work). The few statements whose generic plan is slow say so
// with `planPerCall` and are sent with their values written in, planned afresh every time.
// PGlite has no named statements over its one in-process connection; its driver does not pass
// through here.
import { sql } from "drizzle-orm";
import pg from "pg";

/** pg's own text for a parameter value (dates, arrays, JSON), as it would send it; untyped in @types/pg. */
const { prepareValue } = Reflect.get(pg, "utils") as { prepareValue: (value: unknown) => string | Buffer | null };

const PLAN_PER_CALL_MARKER = "/* vowch:plan-per-call */";

/**
 * A condition that is always true and has its statement planned with the call's own values every
 * time: the values are written into the text as literals, which PostgreSQL plans once and drops,
 * whatever the connection's plan cache mode. For a provider's network projects (the privacy
 * rules' per-row probes) the generic plan ran 4× slower (9 → 40 ms at 10,000 users,
 * docs/PERFORMANCE.md). Planning every call costs 0.1–2.5 ms, so only such statements carry it.
 */
export const planPerCall = sql.raw(`true ${PLAN_PER_CALL_MARKER}`);

/**
 * How many distinct statement texts get a name. Query shapes are a fixed set (a few hundred at
 * most, e.g. one per IN-list length), so this bound only matters if something builds texts
 * without limit; past it, statements run unnamed as before instead of piling up on the server.
 */
const MAX_NAMED_STATEMENTS = 2_000;

/** The statement text carries planPerCall: it must be planned with its values at every call. */
export const plansPerCall = (text: string): boolean => text.includes(PLAN_PER_CALL_MARKER);

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
 * A node-postgres client that names every parameterized statement by its text, and sends a
 * planPerCall statement with its values as literals instead. Statements without parameters
 * (migrations, BEGIN/COMMIT) and query objects (cursors) stay as they are.
 */
export class PreparingClient extends pg.Client {}

// pg's overloads of `query` cannot be re-declared one by one; the arguments pass on untouched
// but for the added name (or the values written in).
const plainQuery = Reflect.get(pg.Client.prototype, "query") as (this: pg.Client, ...args: unknown[]) => unknown;
PreparingClient.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const [first, ...others] = rest;
  if (typeof first === "function") return plainQuery.call(this, prepared(config, undefined)[0], first, ...others);
  const [preparedConfig, values] = prepared(config, first);
  return plainQuery.call(this, preparedConfig, values, ...others);
} as pg.Client["query"];

function prepared(config: unknown, values: unknown): [unknown, unknown] {
  if (typeof config !== "object" || config === null) return [config, values];
  const c = config as QueryConfigLike;
  if (typeof c.submit === "function" || c.name !== undefined || typeof c.text !== "string") return [config, values];
  const params = Array.isArray(values) ? values : c.values;
  if (!params || params.length === 0) return [config, values];
  if (c.text.includes(PLAN_PER_CALL_MARKER)) return [{ ...c, text: withLiterals(c.text, params), values: undefined }, undefined];
  const name = statementName(c.text);
  return [name === undefined ? config : { ...c, name }, values];
}

/**
 * The statement with each `$n` replaced by its value as a quoted literal: the same text pg would
 * send as that parameter, and like an untyped parameter, a literal takes its type from where it
 * stands. Quoted strings in the text are skipped (a `$1` inside one is not a parameter).
 */
export function withLiterals(text: string, params: unknown[]): string {
  return text.replace(/'(?:[^']|'')*'|\$(\d+)/g, (match, index?: string) => {
    if (index === undefined) return match;
    const value = prepareValue(params[Number(index) - 1]);
    if (value === null) return "null";
    return pg.escapeLiteral(typeof value === "string" ? value : `\\x${value.toString("hex")}`);
  });
}
