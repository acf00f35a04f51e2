// "My contacts on Vowch" (docs/decisions/074-address-book.md): the
// other users with completed profiles whom an entry of MY address book matches by an identifier
// they PROVED (docs/decisions/103-proven-contacts.md) — its number (E.164) equals their
// proven_phone_key (an SMS code), or its e-mail (lower-cased) equals their proven_email (a link
// sent to it). A number or e-mail someone merely typed into their profile matches nobody's book. One-way: only the owner's own book decides; being in someone's book gives them
// nothing about me. Every feature that asks "is this person one of my contacts" uses this block.
import { sql, type SQL } from "drizzle-orm";
import { contacts, users } from "../../db/schema.js";

/**
 * The ids of the users in `ownerId`'s book, each once: a subquery for `in (…)` or a CTE. Its cost
 * follows the size of the owner's book (contacts_user_name_idx, then an index probe of
 * users_proven_phone_key_idx / users_proven_email_idx per entry), never the community's.
 */
export function bookUserIds(ownerId: string | SQL): SQL {
  return sql`(
    select u.id from ${contacts} c join ${users} u on u.proven_phone_key = any(c.phone_keys)
      where c.user_id = ${ownerId} and u.id <> ${ownerId} and u.is_profile_complete
    union
    select u.id from ${contacts} c join ${users} u on u.proven_email = any(c.email_keys)
      where c.user_id = ${ownerId} and u.id <> ${ownerId} and u.is_profile_complete)`;
}

/**
 * Condition: the user id `userId` (a column or value) is one of `ownerId`'s contacts on Vowch. The
 * book is read as an array made once per statement, so rows are matched against its few ids. As
 * `in (…)`, the generic plan of the users list hash-joined the book's people against a scan of
 * every user (10,000 rows for 16 people, EXPLAIN at 10,000 users); friend activity's plan is the
 * same either way (1.2–1.6 ms).
 */
export function inBookOf(ownerId: string, userId: SQL): SQL {
  return sql`(${userId} = any(array${bookUserIds(ownerId)}))`;
}

/**
 * The other direction: the ids of the users whose own book holds `userId` (who hear about what
 * they do: notifications), by the identifiers `userId` proved (an unproven one is null, which no
 * array contains). The GIN indexes on the entries' keys serve it.
 */
export function booksHolding(userId: string | SQL): SQL {
  return sql`(
    select distinct c.user_id from ${contacts} c, users a
      where a.id = ${userId} and c.user_id <> a.id
        and (c.phone_keys @> array[a.proven_phone_key]::varchar[] or c.email_keys @> array[a.proven_email]::varchar[]))`;
}
