// Statements built and rendered once per database handle, then run with each call's values.
// Building a drizzle statement and rendering it to text walks its fragments with `is()` checks
// (class-chain walks) every time: about 150 µs of the main thread for the projects list, more than
// PostgreSQL spends running it. A kept statement is written once with named placeholders where
// the call's values go (`bound("viewer")`), rendered on its first use on a handle, and from then
// on only fills its values in. Values are still parameters: the text is the same for every call,
// so PostgreSQL keeps one prepared statement per connection (prepared-statements.ts) as before.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";
import { plansPerCall } from "./prepared-statements.js";

/** A value a kept statement receives at each call: the value itself where a statement is built per call. */
export type Bound<T> = T | Placeholder<string, T>;

/** A named placeholder: the value of `name` in the values a kept statement runs with. */
export function bound<T>(name: string): Placeholder<string, T> {
  return sql.placeholder(name) as Placeholder<string, T>;
}

export type BoundValues = Record<string, unknown>;

interface Preparable<R> {
  prepare(name: string): { execute(values?: BoundValues): Promise<R> };
  toSQL(): { sql: string };
}

/**
 * A kept statement runs under its name with the connection's generic plan, so one marked
 * planPerCall (planned with its values at every call) cannot be kept: refused when first built.
 */
function refusePlanPerCall(name: string, text: string) {
  if (plansPerCall(text)) throw new Error(`kept statement ${name} carries planPerCall: build it per call instead`);
}

const names = new Set<string>();

/** The statement's name, the same on every connection; two kept statements never share one. */
function uniqueName(name: string): string {
  if (names.has(name)) throw new Error(`kept statement ${name} is declared twice`);
  names.add(name);
  return `vowch_kept_${name}`;
}

/**
 * A query builder statement kept per handle: `build` runs once for each Db (the pool, or a
 * transaction), its prepared form serves every later call with `values`.
 */
export function keptSelect<R>(name: string, build: (db: Db) => Preparable<R>): (db: Db, values: BoundValues) => Promise<R> {
  const statementName = uniqueName(name);
  const byDb = new WeakMap<Db, ReturnType<Preparable<R>["prepare"]>>();
  return async (db, values) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      const statement = build(db);
      refusePlanPerCall(name, statement.toSQL().sql);
      prepared = statement.prepare(statementName);
      byDb.set(db, prepared);
    }
    return prepared.execute(values);
  };
}

const dialect = new PgDialect();

/** A raw statement kept per handle, answering its rows as queryRows does. */
export function keptRows<T>(name: string, build: () => SQL): (db: Db, values: BoundValues) => Promise<T[]> {
  const statementName = uniqueName(name);
  let query: ReturnType<PgDialect["sqlToQuery"]> | undefined;
  const byDb = new WeakMap<Db, { execute(values?: BoundValues): Promise<unknown> }>();
  return async (db, values) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      query ??= dialect.sqlToQuery(build());
      refusePlanPerCall(name, query.sql);
      prepared = db._.session.prepareQuery(query, undefined, statementName, false);
      byDb.set(db, prepared);
    }
    const result = (await prepared.execute(values)) as { rows: T[] };
    return result.rows;
  };
}
