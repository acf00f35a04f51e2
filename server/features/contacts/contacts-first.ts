// Keyset pages of a list with the viewer's contacts first (docs/decisions/075-trust-order.md):
// the list's rows in two groups — those of the `first` condition, then the rest —
// each in the list's own order. The cursor's first key is the group. Each group is its own ordered,
// limited read; the second reads only what the first left of the page (a LIMIT of 0 reads
// nothing), so a page inside the first group never touches the rest. One statement with the total.
import { and, sql, type SQL } from "drizzle-orm";
import type { PageQuery } from "../../../common/schemas/paging.js";
import { queryRows, type Db } from "../../db/client.js";
import { bound, keptRows, type BoundValues } from "../../db/kept-statement.js";
import {
  afterCursor,
  cursorKey,
  cursorPlaceholders,
  cursorValues,
  decodeCursor,
  key,
  ordering,
  orderTerms,
  totalOf,
  type Ordering,
} from "../../paging.js";

/**
 * The grouped ordering of a list whose own order is `within`: the group, then `within`'s keys, read
 * from the union's columns k0, k1, … . Ascending lists put group 0 first, descending ones group 1.
 */
export function contactsFirstOrdering(name: string, within: Ordering): Ordering {
  const desc = !!within.keys[0]?.desc;
  return ordering(name, key.int(sql`g.grp`, desc), ...within.keys.map((k, i) => ({ ...k, expr: sql.raw(`g.k${i}`) })));
}

export interface ContactsFirstList {
  /** contactsFirstOrdering(…, within). */
  grouped: Ordering;
  /** The list's own order over its tables' columns. */
  within: Ordering;
  /** The select list of a row (aliased columns); the sort keys are added as k0, k1, … . */
  columns: SQL;
  from: SQL;
  where: SQL | undefined;
  /** CTEs that `from` or `where` read, each `name as materialized (…), `, written before the groups: read once for both and the total. */
  ctes?: SQL;
  /** The list's size as a scalar (defaults to counting `where`). */
  total?: SQL<number>;
  /** Rows of the first group: backed by the viewer's contacts. */
  first: SQL;
  /** Columns worked out for the page's rows only (after the limit), with the join they read (`g` is the row). */
  each?: PageRowColumns;
  cursor: string | undefined;
  limit: number;
}

/** Columns of each row of a page, from a (lateral) join on the page's row `g`: `join` is read once per row. */
export interface PageRowColumns {
  columns: SQL;
  join: SQL;
}

/** The first group's value of `grp` (what the rows carry), for the list's direction. */
export const firstGroupValue = (grouped: Ordering) => (grouped.keys[0]?.desc ? 1 : 0);

/**
 * `limit + 1` rows of the page in grouped order, each with its row's columns, `grp`, `key` (for
 * toPage) and `total` (the list's size, not the cursor's rest).
 */
export async function contactsFirstRows<T extends object>(
  db: Db,
  list: ContactsFirstList,
): Promise<(T & { grp: number; key: unknown; total: number })[]> {
  return queryRows(db, contactsFirstStatement(list));
}

/** The statement of contactsFirstRows, for a caller that reads more around it. */
export function contactsFirstStatement(list: ContactsFirstList): SQL {
  const { grouped, within } = list;
  const cursor = decodeCursor(grouped, list.cursor);
  const at = cursor ? position(grouped, Number(cursor[0])) : undefined;
  return statementOf(
    list,
    groupsAfter(at, () => afterCursor(within, cursor!.slice(1))!),
    sql`${list.limit + 1}`,
  );
}

/** Group order: the first group (position 0), then the rest (position 1). */
const position = (grouped: Ordering, grp: number) => (grp === firstGroupValue(grouped) ? 0 : 1);

/**
 * Each group's condition on the rows after a cursor at group position `at` (none: no cursor): all
 * of a later group, the keyset (`after`) inside its own, none of an earlier one.
 */
function groupsAfter(at: number | undefined, after: () => SQL): [SQL, SQL] {
  if (at === undefined) return [sql`true`, sql`true`];
  return at === 0 ? [after(), sql`true`] : [sql`false`, after()];
}

/** The statement with the groups' cursor conditions (first group's, the rest's) and the rows to read (`n`). */
function statementOf(list: Omit<ContactsFirstList, "cursor" | "limit">, after: [SQL, SQL], n: SQL): SQL {
  const { grouped, within } = list;
  const firstValue = firstGroupValue(grouped);
  const keys = sql.join(
    within.keys.map((k, i) => sql`${k.expr} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const branch = (grp: number, member: SQL, groupAfter: SQL, limit: SQL) => sql`
    select ${list.columns}, ${grp}::int as grp, ${keys} from ${list.from}
    where ${and(list.where, member, groupAfter)}
    order by ${sql.join(orderTerms(within), sql`, `)} limit ${limit}`;
  return sql`with ${list.ctes ?? sql``}a as materialized (${branch(firstValue, list.first, after[0], n)}),
      b as materialized (${branch(1 - firstValue, sql`not ${list.first}`, after[1], sql`greatest(${n} - (select count(*) from a), 0)`)})
    select g.*, ${list.each ? sql`${list.each.columns}, ` : sql``}${cursorKey(grouped)} as key,
      ${list.total ?? totalOf(list.from, list.where)} as total
    from (select * from a union all select * from b) g ${list.each?.join ?? sql``}
    order by ${sql.join(orderTerms(grouped), sql`, `)}`;
}

/**
 * contactsFirstRows as kept statements (db/kept-statement.ts), `list` written with placeholders for
 * the call's values: one statement for each place a cursor can be (none, in the first group, in
 * the rest), its keys and the rows to read as values too. `wrap` reads more around the statement
 * (the provider lists' cards' state).
 */
export function keptContactsFirst<T extends object>(
  name: string,
  list: Omit<ContactsFirstList, "cursor" | "limit">,
  wrap: (statement: SQL) => SQL = (statement) => statement,
) {
  // The cursor's first key is the group; the rest are the group's own keys.
  const after = () => afterCursor(list.within, cursorPlaceholders(list.within.keys, 1))!;
  const n = sql`${bound<number>("rows")}::int`;
  type Rows = T & { grp: number; key: unknown; total: number };
  const statements = [undefined, 0, 1].map((at) =>
    keptRows<Rows>(`${name}_${at === undefined ? "first_page" : `after_group_${at}`}`, () =>
      wrap(statementOf(list, groupsAfter(at, after), n)),
    ),
  );
  return (db: Db, query: PageQuery, values: BoundValues): Promise<Rows[]> => {
    const cursor = decodeCursor(list.grouped, query.cursor);
    const at = cursor ? position(list.grouped, Number(cursor[0])) : undefined;
    const within = cursorValues(cursor?.slice(1), 1);
    return statements[at === undefined ? 0 : at + 1]!(db, { ...values, ...within, rows: query.limit + 1 });
  };
}
