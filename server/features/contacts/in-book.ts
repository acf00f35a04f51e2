// "My contacts on Vowch" (docs/decisions/074-address-book.md): the
// other users with completed profiles whom an entry of MY address book matches by an identifier
// they PROVED (docs/decisions/103-proven-contacts.md) — its number (E.164) equals their
// proven_phone_key (an SMS code), or its e-mail (lower-cased) equals their proven_email (a link
// sent to it). A number or e-mail someone merely typed into their profile matches nobody's book.
// Someone whose contact details are "contacts only" (users.privacy_contact_details = 'contacts')
// is matched only when their own book holds me too, by an identifier I proved
// (docs/decisions/118-address-book-bounds-and-mutual-matches.md): nobody learns who they are from
// their number alone. Otherwise one-way: only the owner's own book decides. Every feature that asks
// "is this person one of my contacts" uses this block.
// An entry made by an invite link holds the person's account itself (contacts.linked_user_id,
// docs/decisions/128-invite-links.md): a link both people chose (one joined through the other's
// link; the inviter confirmed "Add"), so it is proven and passes the contacts-only rule.
import { sql, type SQL } from "drizzle-orm";
import { contacts, users } from "../../db/schema.js";
import type { Bound } from "../../db/kept-statement.js";

/**
 * The ids of the users whose own book holds `userId` by an identifier `userId` proved, before the
 * contacts-only rule (an unproven identifier is null, which no array contains). The GIN indexes on
 * the entries' keys serve it (contacts_phone_keys_idx, contacts_email_keys_idx).
 */
function holdersOf(userId: Bound<string> | SQL): SQL {
  return sql`(
    select c.user_id from ${contacts} c, ${users} a
      where a.id = ${userId} and c.user_id <> a.id
        and (c.phone_keys @> array[a.proven_phone_key]::varchar[] or c.email_keys @> array[a.proven_email]::varchar[])
    union
    select c.user_id from ${contacts} c where c.linked_user_id = ${userId} and c.user_id <> ${userId})`;
}

/**
 * The condition a matched person `person` (a users row alias) passes to count as `ownerId`'s
 * contact: their details are not "contacts only", or their own book holds the owner. The holders
 * are read once per statement (an array, an InitPlan), never per row.
 */
export function mutualIfContactsOnly(ownerId: Bound<string> | SQL, person: string): SQL {
  const p = sql.raw(person);
  return sql`(${p}.privacy_contact_details <> 'contacts' or ${p}.id = any(array${holdersOf(ownerId)}))`;
}

/**
 * The ids of the users in `ownerId`'s book, each once: a subquery for `in (…)` or a CTE. Its cost
 * follows the size of the owner's book (contacts_user_name_idx, then an index probe of
 * users_proven_phone_key_idx / users_proven_email_idx per entry), never the community's; the
 * contacts-only rule adds one GIN read of the books that hold the owner.
 */
export function bookUserIds(ownerId: Bound<string> | SQL): SQL {
  return sql`(
    select u.id from ${contacts} c join ${users} u on u.proven_phone_key = any(c.phone_keys)
      where c.user_id = ${ownerId} and u.id <> ${ownerId} and u.is_profile_complete and ${mutualIfContactsOnly(ownerId, "u")}
    union
    select u.id from ${contacts} c join ${users} u on u.proven_email = any(c.email_keys)
      where c.user_id = ${ownerId} and u.id <> ${ownerId} and u.is_profile_complete and ${mutualIfContactsOnly(ownerId, "u")}
    union
    select u.id from ${contacts} c join ${users} u on u.id = c.linked_user_id
      where c.user_id = ${ownerId} and u.id <> ${ownerId} and u.is_profile_complete)`;
}

/**
 * Condition: the user id `userId` (a column or value) is one of `ownerId`'s contacts on Vowch. The
 * book is read as an array made once per statement, so rows are matched against its few ids. As
 * `in (…)`, the generic plan of the users list hash-joined the book's people against a scan of
 * every user (10,000 rows for 16 people, EXPLAIN at 10,000 users); friend activity's plan is the
 * same either way (1.2–1.6 ms).
 */
export function inBookOf(ownerId: Bound<string>, userId: SQL): SQL {
  return sql`(${userId} = any(array${bookUserIds(ownerId)}))`;
}

/**
 * The other direction: the ids of the users whose own book holds `userId` (who hear about what
 * they do: notifications; whose contacts-only projects they see), by the identifiers `userId`
 * proved — the same relation as `inBookOf(owner, userId)`. When `userId`'s details are "contacts
 * only", a holder counts only if `userId`'s own book holds them back (by what the holder proved),
 * read once per statement.
 */
export function booksHolding(userId: Bound<string> | SQL): SQL {
  return sql`(
    select distinct c.user_id from ${contacts} c, ${users} a
      where a.id = ${userId} and c.user_id <> a.id
        and (c.phone_keys @> array[a.proven_phone_key]::varchar[] or c.email_keys @> array[a.proven_email]::varchar[])
        and (a.privacy_contact_details <> 'contacts' or c.user_id = any(array(
          select h.id from ${contacts} hc join ${users} h on h.proven_phone_key = any(hc.phone_keys) where hc.user_id = ${userId}
          union
          select h.id from ${contacts} hc join ${users} h on h.proven_email = any(hc.email_keys) where hc.user_id = ${userId}
          union
          select hc.linked_user_id from ${contacts} hc where hc.user_id = ${userId} and hc.linked_user_id is not null)))
    union
    select c.user_id from ${contacts} c where c.linked_user_id = ${userId} and c.user_id <> ${userId})`;
}
