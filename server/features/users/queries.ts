import { and, eq, ilike, like, ne, or, sql, type AnyColumn } from "drizzle-orm";
import type { PublicUser } from "../../../common/schemas/users.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema.js";
import {
  afterCursor,
  countRows,
  cursorKey,
  decodeCursor,
  key,
  ordering,
  orderTerms,
  type Page,
  pageTotal,
  toPage,
  totalOf,
} from "../../paging.js";

/** What other users see of a person (common/schemas/users.ts): no phone, no address. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const nameKey = (column: AnyColumn) => sql`lower(coalesce(${column}, ''))`;

/** Name order (first, last, id), served by users_name_order_idx. */
const peopleOrder = ordering(
  "people",
  key.text(nameKey(users.firstName)),
  key.text(nameKey(users.lastName)),
  key.uuid(users.id, false),
);

/**
 * Friends are the other users with completed profiles (spec §6). The optional search is a
 * case-insensitive substring of the full name, e-mail or phone (served by trigram indexes).
 * One statement: the page in name order and the total.
 */
export async function listOtherUsers(
  db: Db,
  viewerId: string,
  query: { search?: string } & PageQuery,
): Promise<Page<PublicUser>> {
  const term = query.search?.trim();
  const pattern = term ? likeContains(term) : undefined;
  const where = and(
    eq(users.isProfileComplete, true),
    ne(users.id, viewerId),
    pattern
      ? or(
          // lower(x) LIKE lower(p) is what ILIKE does, minus folding an already lower-cased
          // side again for every row: the same matches, about twice as fast on a scan.
          like(sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`, sql`lower(${pattern})`),
          ilike(users.email, pattern),
          like(sql`lower(coalesce(${users.phone}, ''))`, sql`lower(${pattern})`),
        )
      : undefined,
  );
  const rows = await db
    .select({ ...publicUserColumns, key: cursorKey(peopleOrder), total: totalOf(sql`${users}`, where) })
    .from(users)
    .where(and(where, afterCursor(peopleOrder, decodeCursor(peopleOrder, query.cursor))))
    .orderBy(...orderTerms(peopleOrder))
    .limit(query.limit + 1);
  const total = await pageTotal(rows, query.cursor, () => countRows(db, users, where));
  return toPage(
    peopleOrder,
    rows.map(({ key, total: _total, ...person }) => ({ key, item: person })),
    query.limit,
    total,
  );
}
