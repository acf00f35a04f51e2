// The address book as its owner sees it: a keyset page in name order with its total, each entry
// with the person on Vowch it matches (one statement; a LATERAL index probe per returned entry).
// A match by a number or e-mail its owner has not proven is shown, marked not verified, beside the
// entry's own name (so a mismatch shows), and counts for nothing else: a proven match comes first.
// Someone whose contact details are "contacts only" shows only once their own book holds the owner
// (in-book.ts); the people a page shows count against the owner's people bound (routes.ts). An
// entry made by an invite link (linked_user_id) shows its person, proven.
import { sql } from "drizzle-orm";
import type { BookEntry } from "../../../common/schemas/contacts.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import { queryRows, type Db } from "../../db/client.js";
import { iso } from "../../db/sql.js";
import { key, keyset, ordering, type Page } from "../../paging.js";
import { contacts, users } from "../../db/schema.js";
import { mutualIfContactsOnly } from "./in-book.js";

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
  matchVerified: boolean | null;
  key: unknown;
  total: number;
};

export async function listBook(db: Db, ownerId: string, query: PageQuery): Promise<Page<BookEntry>> {
  const paged = keyset(bookOrder, query, sql`contacts c`, sql`c.user_id = ${ownerId}`);
  const rows = await queryRows<Row>(
    db,
    sql`select c.id, c.name, c.email, c.phone, c.created_at as "createdAt",
        m.id as "matchId", m.first_name as "matchFirstName", m.last_name as "matchLastName", m.verified as "matchVerified",
        ${paged.columns.key} as key, ${paged.columns.total} as total
      from ${contacts} c
      left join lateral (
        select u.id, u.first_name, u.last_name,
          (u.id = c.linked_user_id or u.proven_phone_key = any(c.phone_keys) or u.proven_email = any(c.email_keys)) is true as verified
        from ${users} u
        where u.is_profile_complete and u.id <> ${ownerId}
          and (u.id = c.linked_user_id
            or ((u.phone_key = any(c.phone_keys) or u.email = any(c.email_keys)) and ${mutualIfContactsOnly(ownerId, "u")}))
        order by 4 desc, u.id limit 1) m on true
      where ${paged.where}
      order by ${paged.orderBySql}
      limit ${paged.limit}`,
  );
  return paged.page(db, rows, (r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    createdAt: iso(r.createdAt),
    onVowch: r.matchId
      ? { id: r.matchId, firstName: r.matchFirstName, lastName: r.matchLastName, verified: !!r.matchVerified }
      : null,
  }));
}
