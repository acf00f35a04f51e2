import { and, eq, ilike, like, ne, or, sql, type AnyColumn } from "drizzle-orm";
import { normalisePhone, type PhoneRegion } from "../../../common/phone.js";
import type { PersonItem, PublicUser } from "../../../common/schemas/users.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import type { Db } from "../../db/client.js";
import { keptTotal } from "../../db/kept-totals.js";
import { users } from "../../db/schema.js";
import { countRows, key, ordering, type Page, pageTotal, toPage } from "../../paging.js";
import { contactsFirstOrdering, contactsFirstRows, firstGroupValue, type PageRowColumns } from "../contacts/contacts-first.js";
import { inBookOf } from "../contacts/in-book.js";
import { contactDetailsShownTo } from "../privacy/rules.js";

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
/** The same with the viewer's contacts first, each group in name order. */
const peopleContactsFirst = contactsFirstOrdering("people", peopleOrder);

/** Whether the viewer gets this row's e-mail and phone (privacy/rules.ts). */
export const detailsShown = (viewerId: string) =>
  contactDetailsShownTo(viewerId, sql`${users.id}`, sql`${users.privacyContactDetails}`);

/** More of each person on a page (the Friends list's summaries), read in the page's own statement. */
export interface PersonColumns<Extra> extends PageRowColumns {
  read: (row: Record<string, unknown>) => Extra;
}

/**
 * The Friends list's size without a search: the completed profiles the database keeps count of
 * (backing_totals.completed_users, migration 0023), less the viewer's own. Counting them on each
 * request scanned every user.
 */
const everyoneElseCompleted = (viewerId: string) =>
  sql<number>`(${keptTotal("completedUsers")}
    - (select count(*) from ${users} where ${users.id} = ${viewerId} and ${users.isProfileComplete}))::int`;

/**
 * Friends are the other users with completed profiles (the spec's roles and permissions). The optional search is a
 * case-insensitive substring of the full name, e-mail or phone (served by trigram indexes); a
 * person who shares their e-mail and phone only with contacts is found by a fragment of
 * the name, or by the whole e-mail or phone number, never by a fragment of those.
 * The viewer's contacts come first (contacts/in-book.ts), each person marked `isContact`.
 * One statement: the page in that order, the total (kept by the database when there is no search)
 * and `each` person's extra columns.
 */
export async function listOtherUsers<Extra extends object = object>(
  db: Db,
  viewerId: string,
  query: { search?: string } & PageQuery,
  region: PhoneRegion = "US",
  each?: PersonColumns<Extra>,
): Promise<Page<PersonItem & Extra>> {
  const term = query.search?.trim();
  const pattern = term ? likeContains(term) : undefined;
  const nameMatch = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like lower(${pattern})`;
  const phoneKey = term ? normalisePhone(term, region) : null;
  const exact = term ? or(eq(users.email, term.toLowerCase()), phoneKey ? eq(users.phoneKey, phoneKey) : undefined) : undefined;
  const where = and(
    eq(users.isProfileComplete, true),
    ne(users.id, viewerId),
    pattern
      ? or(
          // lower(x) LIKE lower(p) is what ILIKE does, minus folding an already lower-cased
          // side again for every row: the same matches, about twice as fast on a scan.
          nameMatch,
          ilike(users.email, pattern),
          like(sql`lower(coalesce(${users.phone}, ''))`, sql`lower(${pattern})`),
          exact,
        )
      : undefined,
    // A fragment of the e-mail or phone finds only the people whose details the viewer gets.
    pattern ? or(nameMatch, exact, detailsShown(viewerId)) : undefined,
  );
  type Row = PublicUser & Record<string, unknown> & { grp: number; key: unknown; total: number };
  const rows = await contactsFirstRows<Row>(db, {
    grouped: peopleContactsFirst,
    within: peopleOrder,
    columns: sql`${users.id} as id, case when ${detailsShown(viewerId)} then ${users.email} end as email, ${users.firstName} as "firstName",
      ${users.lastName} as "lastName", ${users.profileImageUrl} as "profileImageUrl"`,
    from: sql`${users}`,
    where,
    first: inBookOf(viewerId, sql`${users.id}`),
    total: pattern ? undefined : everyoneElseCompleted(viewerId),
    each,
    cursor: query.cursor,
    limit: query.limit,
  });
  const total = await pageTotal(rows, query.cursor, () => countRows(db, users, where));
  const firstGroup = firstGroupValue(peopleContactsFirst);
  return toPage(
    peopleContactsFirst,
    rows.map((r) => ({
      key: r.key,
      item: {
        id: r.id,
        email: r.email,
        firstName: r.firstName,
        lastName: r.lastName,
        profileImageUrl: r.profileImageUrl,
        isContact: Number(r.grp) === firstGroup,
        ...(each ? each.read(r) : ({} as Extra)),
      },
    })),
    query.limit,
    total,
  );
}
