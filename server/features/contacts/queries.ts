// The address book as its owner sees it: a keyset page in name order with its total, each entry
// with the person on Vowch it matches (one statement; a LATERAL index probe per returned entry).
import { sql } from "drizzle-orm";
import type { BookEntry } from "../../../common/schemas/contacts.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import { queryRows, type Db } from "../../db/client.js";
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

/** Name order, served by contacts_user_name_idx (user_id, lower(name), id). */
const bookOrder = ordering("address-book", key.text(sql`lower(c.name)`), key.uuid(sql`c.id`, false));

type Row = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: string | Date;
  matchId: string | null;
  matchFirstName: string | null;
  matchLastName: string | null;
  key: unknown;
  total: number;
};

export async function listBook(db: Db, ownerId: string, query: PageQuery): Promise<Page<BookEntry>> {
  const from = sql`contacts c`;
  const where = sql`c.user_id = ${ownerId}`;
  const rows = await queryRows<Row>(
    db,
    sql`select c.id, c.name, c.email, c.phone, c.created_at as "createdAt",
        m.id as "matchId", m.first_name as "matchFirstName", m.last_name as "matchLastName",
        ${cursorKey(bookOrder)} as key, ${totalOf(from, where)} as total
      from contacts c
      left join lateral (
        select u.id, u.first_name, u.last_name from users u
        where u.is_profile_complete and u.id <> ${ownerId}
          and (u.phone_key = any(c.phone_keys) or u.email = any(c.email_keys))
        order by u.id limit 1) m on true
      where ${where} ${(() => {
        const after = afterCursor(bookOrder, decodeCursor(bookOrder, query.cursor));
        return after ? sql`and ${after}` : sql``;
      })()}
      order by ${sql.join(orderTerms(bookOrder), sql`, `)}
      limit ${query.limit + 1}`,
  );
  const total = await pageTotal(rows, query.cursor, () => countRows(db, from, where));
  return toPage(
    bookOrder,
    rows.map((r) => ({
      key: r.key,
      item: {
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        createdAt: new Date(r.createdAt).toISOString(),
        onVowch: r.matchId ? { id: r.matchId, firstName: r.matchFirstName, lastName: r.matchLastName } : null,
      },
    })),
    query.limit,
    total,
  );
}
