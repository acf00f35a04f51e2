import { and, eq, like, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { normalisePhone } from "../../../common/phone.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import type { PersonItem, PublicUser } from "../../../common/schemas/users.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import type { Db } from "../../db/client.js";
import { keptTotal } from "../../db/kept-totals.js";
import { users } from "../../db/schema.js";
import { countRows, key, ordering, type Page, pageTotal, toPage } from "../../paging.js";
import {
  contactsFirstOrdering,
  contactsFirstRows,
  firstGroupValue,
  keptContactsFirst,
  type PageRowColumns,
} from "../contacts/contacts-first.js";
import { bound, type Bound } from "../../db/kept-statement.js";
import { inBookOf } from "../contacts/in-book.js";
import { contactDetailsShownTo } from "../privacy/rules.js";
import { hasWordCharacter, likeContains, candidateLimit } from "../../search.js";

/** What other users see of a person (common/schemas/users.ts): no phone, no address. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

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
export const detailsShown = (viewerId: Bound<string>) =>
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
const everyoneElseCompleted = (viewerId: Bound<string>) =>
  sql<number>`(${keptTotal("completedUsers")}
    - (select count(*) from ${users} where ${users.id} = ${viewerId} and ${users.isProfileComplete}))::int`;

/** The full name as one expression: the one users_name_trgm_idx is built on. */
const fullName = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/**
 * A search term's conditions on users: `any` (some field matches, each through its index) and
 * `name` (the name matches, or the whole e-mail or number: what finds a person whatever they
 * share): a substring of the full name, the e-mail or the phone, through the trigram indexes
 * (users_name_trgm_idx on the full name as one expression, users_email_trgm_idx,
 * users_phone_trgm_idx) when the term has three letters or digits in a row; a shorter term's read
 * stops at the candidate cap. A term without a letter or digit has no trigram: only
 * the whole e-mail (its unique index) or number (users_phone_key_idx) finds anyone, as always.
 */
function peopleMatch(term: string, region: PhoneRegion): { any: SQL; name: SQL } {
  const phoneKey = normalisePhone(term, region);
  const exact = or(eq(users.email, term.toLowerCase()), phoneKey ? eq(users.phoneKey, phoneKey) : undefined)!;
  // lower(x) LIKE p is ILIKE's own definition without re-folding the lower-cased side; the
  // stored e-mail is lower-cased already.
  if (!hasWordCharacter(term)) return { any: exact, name: exact };
  // Any term with a letter or digit is a substring (the spec's rule). With three in a row the
  // trigram indexes serve it; a shorter one has no trigram inside a word, so its candidate read
  // goes row by row — and stops at SEARCH_CANDIDATES_MAX, which a term that short soon fills.
  const pattern = likeContains(term);
  const name = like(fullName, pattern);
  return {
    any: or(name, like(users.email, pattern), like(sql`lower(coalesce(${users.phone}, ''))`, pattern), exact)!,
    name: or(name, exact)!,
  };
}

/**
 * A search's people: the candidates, at most SEARCH_CANDIDATES_MAX rows read through the match's
 * indexes alone (with "completed profile" in that read, the generic plan walked users_complete_idx,
 * nearly every user, and filtered each row by the match), then those of them the viewer may find.
 * Whole rows, each marked once with whether the viewer gets their details (`details_shown`) and
 * has them in their book (`in_book`), so the list reads them once (a materialized CTE) for both
 * groups and the total, never again by primary key, and asks privacy once. Named `users` where it
 * is read, so the list's columns apply.
 */
function visibleCandidates(viewerId: string, match: { any: SQL; name: SQL }, others: SQL | undefined): SQL {
  const candidates = sql`select * from ${users} where ${match.any} limit ${candidateLimit}`;
  // offset 0: each mark is worked out once per candidate, not again where the filter reads it.
  const marked = sql`select *, ${detailsShown(viewerId)} as details_shown, ${inBookOf(viewerId, sql`${users.id}`)} as in_book
    from (${candidates}) ${users} offset 0`;
  // A fragment of the e-mail or phone finds only the people whose details the viewer gets.
  return sql`select * from (${marked}) ${users} where ${and(others, or(match.name, sql`${users}.details_shown`))}`;
}

/** Columns a people list adds to each person (the Friends list's provider summary), written for a viewer. */
export interface PersonExtra<Extra> {
  /** Names the list's kept statements. */
  name: string;
  of: (viewerId: Bound<string>) => PersonColumns<Extra>;
}

type PersonRow = PublicUser & Record<string, unknown>;

/**
 * The list without a search as kept statements (db/kept-statement.ts), one set per extra: the
 * viewer, cursor and page size are their values.
 */
const keptPeople = new Map<string, ReturnType<typeof keptContactsFirst<PersonRow>>>();
function keptPeopleRows(extra: PersonExtra<object> | undefined) {
  const name = `people_${extra?.name ?? "plain"}`;
  let rows = keptPeople.get(name);
  if (!rows) {
    const viewerId = bound<string>("viewer");
    rows = keptContactsFirst<PersonRow>(name, {
      grouped: peopleContactsFirst,
      within: peopleOrder,
      columns: personColumns(detailsShown(viewerId)),
      from: sql`${users}`,
      where: and(eq(users.isProfileComplete, true), ne(users.id, viewerId)),
      first: inBookOf(viewerId, sql`${users.id}`),
      total: everyoneElseCompleted(viewerId),
      each: extra?.of(viewerId),
    });
    keptPeople.set(name, rows);
  }
  return rows;
}

/** A person's columns, the e-mail where `shown`. */
const personColumns = (shown: SQL) => sql`${users.id} as id, case when ${shown} then ${users.email} end as email,
  ${users.firstName} as "firstName", ${users.lastName} as "lastName", ${users.profileImageUrl} as "profileImageUrl"`;

/**
 * Friends are the other users with completed profiles (the spec's roles and permissions). The
 * optional search is a case-insensitive substring of the full name, e-mail or phone (peopleMatch); a person who
 * shares their e-mail and phone only with contacts is found by the name, or by the whole e-mail
 * or phone number, never by a fragment of those. A search reads at most SEARCH_CANDIDATES_MAX
 * matching people from the indexes, then keeps those the viewer may find by what matched and
 * orders them: its total is theirs, and its pages end with them.
 * The viewer's contacts come first (contacts/in-book.ts), each person marked `isContact`.
 * One statement: the page in that order, the total (kept by the database when there is no search)
 * and `each` person's extra columns.
 */
export async function listOtherUsers<Extra extends object = object>(
  db: Db,
  viewerId: string,
  query: { search?: string } & PageQuery,
  region: PhoneRegion = "US",
  extra?: PersonExtra<Extra>,
): Promise<Page<PersonItem & Extra>> {
  const term = query.search?.trim();
  const match = term ? peopleMatch(term, region) : undefined;
  const others = and(eq(users.isProfileComplete, true), ne(users.id, viewerId));
  const found = match ? visibleCandidates(viewerId, match, others) : undefined;
  const each = extra?.of(viewerId);
  type Row = PersonRow & { grp: number; key: unknown; total: number };
  const rows: Row[] = found
    ? await contactsFirstRows<PersonRow>(db, {
        grouped: peopleContactsFirst,
        within: peopleOrder,
        columns: personColumns(sql`${users}.details_shown`),
        from: sql`found ${users}`,
        ctes: sql`found as materialized (${found}), `,
        where: undefined,
        first: sql`${users}.in_book`,
        each,
        cursor: query.cursor,
        limit: query.limit,
      })
    : await keptPeopleRows(extra)(db, query, { viewer: viewerId });
  const total = await pageTotal(rows, query.cursor, () =>
    found ? countRows(db, sql`(${found}) ${users}`, undefined) : countRows(db, users, others),
  );
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
