// Keyset paging for every list a community can grow (contract in common/schemas/paging.ts).
// An ordering is the spec's order made total with an id as the last key. The cursor is the last
// returned row's key values, base64url JSON `{"o": ordering, "k": [...]}`, each value a string
// produced by SQL (timestamps as epoch microseconds, so no precision is lost); a cursor that does
// not decode to exactly those value types answers 400, so no cursor can reach SQL malformed.
import type { FastifyReply, FastifyRequest } from "fastify";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { INVALID_CURSOR_MESSAGE, PAGE_BYTES_MAX, TOTAL_COUNT_HEADER, type PageQuery } from "../common/schemas/paging.js";
import { queryRows, type Db } from "./db/client.js";
import { bound, keptRows, type Bound, type BoundValues } from "./db/kept-statement.js";
import { badRequest } from "./errors.js";

type KeyType = "timestamp" | "uuid" | "text" | "int" | "numeric";

interface SortKey {
  /** A non-null expression (coalesce nullable columns). */
  expr: SQL | AnyColumn;
  type: KeyType;
  desc?: boolean;
}

export interface Ordering {
  /** Names the list, so a cursor of one list is refused by another. */
  name: string;
  keys: readonly SortKey[];
}

export const key = {
  timestamp: (expr: SQL | AnyColumn, desc = true): SortKey => ({ expr, type: "timestamp", desc }),
  uuid: (expr: SQL | AnyColumn, desc = true): SortKey => ({ expr, type: "uuid", desc }),
  text: (expr: SQL | AnyColumn, desc = false): SortKey => ({ expr, type: "text", desc }),
  int: (expr: SQL | AnyColumn, desc = true): SortKey => ({ expr, type: "int", desc }),
  numeric: (expr: SQL | AnyColumn, desc = true): SortKey => ({ expr, type: "numeric", desc }),
};

/** An ordering's keys all run one way (a row comparison pages it); the last key is unique. */
export function ordering(name: string, ...keys: SortKey[]): Ordering {
  if (keys.some((k) => !!k.desc !== !!keys[0]?.desc)) throw new Error(`ordering ${name}: keys must share one direction`);
  return { name, keys };
}

const VALID: Record<KeyType, (v: string) => boolean> = {
  // Epoch microseconds: 17 digits reach year 5138, well inside PostgreSQL's timestamp range.
  timestamp: (v) => /^-?\d{1,17}$/.test(v),
  uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
  int: (v) => /^-?\d{1,15}$/.test(v),
  numeric: (v) => /^-?\d{1,20}(\.\d{1,20})?$/.test(v),
  // PostgreSQL text cannot hold NUL.
  text: (v) => v.length <= 1000 && !v.includes("\0"),
};

/** The key's value as text, exactly (what the cursor carries). */
function keyText(k: SortKey): SQL {
  if (k.type === "timestamp") return sql`(extract(epoch from ${k.expr}) * 1000000)::bigint::text`;
  return sql`(${k.expr})::text`;
}

/** A cursor value back as the key's SQL type. */
function keyValue(k: SortKey, value: Bound<string>): SQL {
  switch (k.type) {
    case "timestamp":
      return sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;
    case "uuid":
      return sql`${value}::uuid`;
    case "int":
      return sql`${value}::bigint`;
    case "numeric":
      return sql`${value}::numeric`;
    case "text":
      return sql`${value}::text`;
  }
}

/** A select column with the row's key values (a JSON array of strings), for the next cursor. */
export function cursorKey(o: Ordering): SQL<unknown> {
  return sql`json_build_array(${sql.join(o.keys.map(keyText), sql`, `)})`;
}

/** ORDER BY terms of the ordering. */
export function orderTerms(o: Ordering): SQL[] {
  return o.keys.map((k) => (k.desc ? sql`${k.expr} desc` : sql`${k.expr} asc`));
}

/** The rows after the cursor: a row comparison, which a btree index on the same columns serves as a range. */
export function afterCursor(o: Ordering, values: readonly Bound<string>[] | undefined): SQL | undefined {
  if (!values) return undefined;
  const cols = o.keys.map((k) => sql`${k.expr}`);
  const vals = o.keys.map((k, i) => keyValue(k, values[i]!));
  return sql`(${sql.join(cols, sql`, `)}) ${o.keys[0]!.desc ? sql`<` : sql`>`} (${sql.join(vals, sql`, `)})`;
}

const invalidCursor = () => badRequest(INVALID_CURSOR_MESSAGE, [{ path: "cursor", message: INVALID_CURSOR_MESSAGE }]);

function encodeCursor(o: Ordering, values: string[]): string {
  return Buffer.from(JSON.stringify({ o: o.name, k: values })).toString("base64url");
}

/** The cursor's key values, or 400 when it was not made by this list (tampered, truncated, another list's). */
export function decodeCursor(o: Ordering, cursor: string | undefined): string[] | undefined {
  if (cursor === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!parsed || typeof parsed !== "object") throw invalidCursor();
  const { o: name, k: values } = parsed as { o?: unknown; k?: unknown };
  if (name !== o.name || !Array.isArray(values) || values.length !== o.keys.length) throw invalidCursor();
  const ok = values.every((v, i) => typeof v === "string" && VALID[o.keys[i]!.type](v));
  if (!ok) throw invalidCursor();
  return values as string[];
}

/** node-postgres and PGlite both parse json columns; be tolerant of text as well. */
function keyValues(raw: unknown): string[] {
  const values = typeof raw === "string" ? (JSON.parse(raw) as unknown) : raw;
  if (!Array.isArray(values)) throw new Error("cursor key is not an array");
  return values.map(String);
}

/** `(select count(*) …)`: a list's total over its filters (not the cursor), as a select column. */
export function totalOf(from: SQL, where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*)::int from ${from}${where ? sql` where ${where}` : sql``})`;
}

/** The total when a page came back empty after a cursor (its rows carried no total): one more statement, rarely. */
export async function countRows(db: Db, from: PgTable | SQL, where: SQL | undefined): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${from}${where ? sql` where ${where}` : sql``}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * A page's total: the `total` column its rows carry (totalOf), or — for an empty page after a
 * cursor — counted by `count` (an empty first page has none to count).
 */
export async function pageTotal(
  rows: { total: number | string }[],
  cursor: string | undefined,
  count: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return Number(first.total);
  return cursor ? count() : 0;
}

export interface Page<T> {
  items: T[];
  total: number;
  /** The cursor of the page after this one, or null on the last page. */
  next: string | null;
}

// Each item's JSON size, measured once per object: a card kept by the provider lists
// (features/providers/card-cache.ts) is one object sent on many pages, and never changed.
const jsonBytes = new WeakMap<object, number>();

function bytesOf(item: unknown): number {
  const measure = () => Buffer.byteLength(JSON.stringify(item));
  if (typeof item !== "object" || item === null) return measure();
  let bytes = jsonBytes.get(item);
  if (bytes === undefined) {
    bytes = measure();
    jsonBytes.set(item, bytes);
  }
  return bytes;
}

/**
 * A page from rows read with `limit + 1` (the extra row only says that more exist), each paired
 * with its key. The page ends early when the next item would take the JSON past PAGE_BYTES_MAX,
 * and the cursor then continues from the last item sent.
 */
export function toPage<T>(o: Ordering, rows: { key: unknown; item: T | undefined }[], limit: number, total: number): Page<T> {
  const kept = rows.slice(0, limit).filter((r): r is { key: unknown; item: T } => r.item !== undefined);
  let more = rows.length > limit;
  let size = 2;
  let count = 0;
  for (const row of kept) {
    const bytes = bytesOf(row.item) + (count > 0 ? 1 : 0);
    if (count > 0 && size + bytes > PAGE_BYTES_MAX) break;
    size += bytes;
    count += 1;
  }
  if (count < kept.length) more = true;
  const page = kept.slice(0, count);
  const last = page.at(-1);
  return {
    items: page.map((r) => r.item),
    total,
    next: more && last ? encodeCursor(o, keyValues(last.key)) : null,
  };
}

/** The next page's URL: this request's path and query with the cursor replaced. */
function nextUrl(request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, "http://localhost");
  url.searchParams.set("cursor", cursor);
  return `${url.pathname}${url.search}`;
}

/** Sets `X-Total-Count` and, unless this is the last page, `Link: <…>; rel="next"`; returns the items. */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.next) reply.header("Link", `<${nextUrl(request, page.next)}>; rel="next"`);
  return page.items;
}

/** The page of rows read with `limit + 1`, its total from their column or, for an empty page after a cursor, from `count`. */
async function pageOf<R extends { key: unknown; total: number | string }, T>(
  o: Ordering,
  query: PageQuery,
  rows: R[],
  toItem: (row: R) => T | undefined,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const total = await pageTotal(rows, query.cursor, count);
  return toPage(
    o,
    rows.map((row) => ({ key: row.key, item: toItem(row) })),
    query.limit,
    total,
  );
}

/** A list's keyset read, built once from its ordering, the request's page query and its filter. */
export interface Keyset {
  /** Select columns: the row's key (for the next cursor) and the list's total (for X-Total-Count). */
  columns: { key: SQL<unknown>; total: SQL<number> };
  /** The list's filter with the cursor's condition added. */
  where: SQL | undefined;
  /** ORDER BY terms, for a query builder's `orderBy(...)`. */
  orderBy: SQL[];
  /** The same terms as one fragment, for a raw statement's `order by`. */
  orderBySql: SQL;
  /** Rows to read: the page plus one that only says more exist. */
  limit: number;
  /** The page from the rows read, each turned into its item (undefined drops the row). */
  page<R extends { key: unknown; total: number | string }, T>(
    db: Db,
    rows: R[],
    toItem: (row: R) => T | undefined,
  ): Promise<Page<T>>;
}

/**
 * One way to page a list: the columns, filter, order and limit for its statement, then the page
 * with its total (counted again only for an empty page after a cursor) and next cursor. A cursor
 * not made by this list answers 400 here, before any statement runs. `total` replaces the count
 * of `where` as the page's total where the database keeps the list's size.
 */
export function keyset(o: Ordering, query: PageQuery, from: SQL, where: SQL | undefined, total?: SQL<number>): Keyset {
  const orderBy = orderTerms(o);
  const after = afterCursor(o, decodeCursor(o, query.cursor));
  return {
    columns: { key: cursorKey(o), total: total ?? totalOf(from, where) },
    where: after ? (where ? sql`(${where}) and ${after}` : after) : where,
    orderBy,
    orderBySql: sql.join(orderBy, sql`, `),
    limit: query.limit + 1,
    page: (db, rows, toItem) => pageOf(o, query, rows, toItem, () => countRows(db, from, where)),
  };
}

/**
 * A kept statement's placeholders for a cursor's key values (`cursor<from>`, `cursor<from + 1>`…),
 * and a decoded cursor's values under the same names: the two sides of one spelling.
 */
export const cursorPlaceholders = (keys: readonly unknown[], from = 0) => keys.map((_, i) => bound<string>(`cursor${i + from}`));
export const cursorValues = (keys: readonly string[] | undefined, from = 0): BoundValues =>
  Object.fromEntries((keys ?? []).map((v, i) => [`cursor${i + from}`, v]));

/** A kept keyset read's shape: the same parts as Keyset's, with the cursor and the limit as placeholders. */
export interface KeptKeysetShape {
  columns: { key: SQL<unknown>; total: SQL<number> };
  where: SQL | undefined;
  orderBy: SQL[];
  limit: ReturnType<typeof bound<number>>;
}

/** A request's place in a kept keyset read: which of its two statements runs, with which values. */
export interface KeptKeysetCall {
  afterCursor: boolean;
  values: BoundValues;
}

/**
 * `keyset` for a list read by kept statements (db/kept-statement.ts): its filter is written once
 * with placeholders, so the list has two statements, the first page's and the one after a cursor
 * (`shape(afterCursor)`). `call` decodes a request's cursor (400 when it is not this list's) into
 * the values to run with, `values` merged in; `page` is Keyset's, its rare recount (`count`) kept
 * as well. `total` replaces the count of `where` as keyset's does.
 */
export function keptKeyset(name: string, o: Ordering, from: SQL, where: SQL | undefined, total?: SQL<number>) {
  const after = afterCursor(o, cursorPlaceholders(o.keys))!;
  const listTotal = total ?? totalOf(from, where);
  const countRead = keptRows<{ n: number }>(`${name}_count`, () => sql`select ${listTotal} as n`);
  const count = async (db: Db, values: BoundValues) => Number((await countRead(db, values))[0]?.n ?? 0);
  return {
    count,
    shape: (afterCursorRow: boolean): KeptKeysetShape => ({
      columns: { key: cursorKey(o), total: listTotal },
      where: afterCursorRow ? (where ? sql`(${where}) and ${after}` : after) : where,
      orderBy: orderTerms(o),
      limit: bound<number>("limit"),
    }),
    call(query: PageQuery, values: BoundValues): KeptKeysetCall {
      const keys = decodeCursor(o, query.cursor);
      return { afterCursor: keys !== undefined, values: { ...values, ...cursorValues(keys), limit: query.limit + 1 } };
    },
    async page<R extends { key: unknown; total: number | string }, T>(
      db: Db,
      query: PageQuery,
      values: BoundValues,
      rows: R[],
      toItem: (row: R) => T | undefined,
    ): Promise<Page<T>> {
      return pageOf(o, query, rows, toItem, () => count(db, values));
    },
  };
}
