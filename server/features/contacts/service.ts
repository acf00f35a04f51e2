// Writes to the address book: importing entries (a file or picked contacts) and removing them.
import { and, eq, sql } from "drizzle-orm";
import { CONTACTS_BOOK_MAX } from "../../../common/schemas/contacts.js";
import { queryRows, type Db } from "../../db/client.js";
import { pgArray } from "../../db/sql.js";
import { contacts, rateLimits, users } from "../../db/schema.js";
import { notFound, tooLarge, tooManyRequests } from "../../errors.js";
import { mutualIfContactsOnly } from "./in-book.js";
import type { ContactEntry } from "./parse.js";

const INSERT_CHUNK = 1000;

/**
 * The daily budget of people an account's imports may newly show it (its book's matches): counted
 * in rate_limits over a fixed 24-hour window, so importing numbers one at a time cannot enumerate
 * who is on Vowch (docs/decisions/118-address-book-bounds-and-mutual-matches.md).
 */
const MATCHES_WINDOW_SECONDS = 24 * 60 * 60;
const matchesKey = (ownerId: string) => `contacts:matches:${ownerId}`;
const MATCHES_MESSAGE =
  "You have found as many people on Vowch through your contacts as one day allows. Please import more tomorrow.";

/** An import that would pass the day's budget: refused whole, after its transaction is undone. */
class OverBudget extends Error {
  constructor(readonly secondsLeft: number) {
    super(MATCHES_MESSAGE);
  }
}

/** Adds `count` people to the owner's day (a new window once the last one is over). */
async function spendMatches(db: Db, ownerId: string, count: number): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key: matchesKey(ownerId), count, resetAt: sql`now() + make_interval(secs => ${MATCHES_WINDOW_SECONDS})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then excluded.count else ${rateLimits.count} + excluded.count end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    });
}

/**
 * What these entries find, in one statement: `matched`, the other users with completed profiles
 * they match by an identifier those users proved (the contacts the import gives the owner); and
 * `revealed`, everyone they would show in the book (a proven match or not) whom no entry of the
 * book shows yet — what the day's budget counts. Someone whose details are "contacts only" counts
 * in neither unless their own book holds the owner (in-book.ts). users_phone_key_idx and the users'
 * e-mail index find the people; the GIN indexes on the entries' keys say whether the book has them.
 */
async function findMatches(db: Db, ownerId: string, entries: ContactEntry[]): Promise<{ matched: number; revealed: number }> {
  const phoneKeys = pgArray([...new Set(entries.flatMap((e) => e.phoneKeys))], "varchar");
  const emailKeys = pgArray([...new Set(entries.flatMap((e) => e.emailKeys))], "varchar");
  const [row] = await queryRows<{ matched: number; revealed: number }>(
    db,
    sql`select count(*) filter (where u.proven_phone_key = any(${phoneKeys}) or u.proven_email = any(${emailKeys}))::int as matched,
        count(*) filter (where not exists (select 1 from ${contacts} b where b.user_id = ${ownerId}
          and (b.phone_keys @> array[u.phone_key]::varchar[] or b.email_keys @> array[u.email]::varchar[])))::int as revealed
      from ${users} u
      where u.is_profile_complete and u.id <> ${ownerId}
        and (u.phone_key = any(${phoneKeys}) or u.email = any(${emailKeys}))
        and ${mutualIfContactsOnly(ownerId, "u")}`,
  );
  return { matched: Number(row?.matched ?? 0), revealed: Number(row?.revealed ?? 0) };
}

/**
 * Adds the entries to the owner's book in one transaction; an entry already there (same name,
 * numbers and e-mails) is skipped by contacts_user_entry_idx, so importing a book again adds
 * nothing. The book is bounded (CONTACTS_BOOK_MAX), so "is this person my contact" stays cheap.
 * The people the import newly shows count against the day's budget (`matchesPerDay`): once it is
 * spent every import answers 429 with Retry-After (whatever it holds, so the refusal tells
 * nothing about the file); an import that would pass it is refused whole and spends the rest of
 * the day, so a refusal tells at most once a day that a file held more people than were left.
 */
export async function importContacts(
  db: Db,
  ownerId: string,
  entries: ContactEntry[],
  matchesPerDay: number,
): Promise<{ imported: number; matched: number }> {
  try {
    return await db.transaction(async (tx) => {
      // One import at a time per owner, so the bounds hold under concurrent imports.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('contacts:' || ${ownerId}, 0))`);
      const [state] = await queryRows<{ held: number; spent: number; secondsLeft: number }>(
        tx,
        sql`select (select count(*)::int from ${contacts} where user_id = ${ownerId}) as held,
            coalesce(r.count, 0)::int as spent,
            coalesce(greatest(1, ceil(extract(epoch from r.reset_at - now())))::int, ${MATCHES_WINDOW_SECONDS}::int) as "secondsLeft"
          from (select 1) one left join ${rateLimits} r on r.key = ${matchesKey(ownerId)} and r.reset_at > now()`,
      );
      const spent = Number(state?.spent ?? 0);
      const secondsLeft = Number(state?.secondsLeft ?? MATCHES_WINDOW_SECONDS);
      if (spent >= matchesPerDay) throw tooManyRequests(MATCHES_MESSAGE, secondsLeft);
      const found = entries.length === 0 ? { matched: 0, revealed: 0 } : await findMatches(tx, ownerId, entries);
      if (spent + found.revealed > matchesPerDay) throw new OverBudget(secondsLeft);
      let imported = 0;
      for (let at = 0; at < entries.length; at += INSERT_CHUNK) {
        const rows = entries.slice(at, at + INSERT_CHUNK).map((e) => ({ userId: ownerId, ...e }));
        const added = await tx.insert(contacts).values(rows).onConflictDoNothing().returning({ id: contacts.id });
        imported += added.length;
      }
      if (Number(state?.held ?? 0) + imported > CONTACTS_BOOK_MAX) {
        throw tooLarge(`Your address book can hold up to ${CONTACTS_BOOK_MAX.toLocaleString("en-US")} contacts`);
      }
      await tx.update(users).set({ contactsLastSynced: new Date() }).where(eq(users.id, ownerId));
      if (found.revealed > 0) await spendMatches(tx, ownerId, found.revealed);
      return { imported, matched: found.matched };
    });
  } catch (err) {
    if (!(err instanceof OverBudget)) throw err;
    // The refused import stored nothing; the rest of the day's budget is spent all the same.
    await spendMatches(db, ownerId, matchesPerDay);
    throw tooManyRequests(MATCHES_MESSAGE, err.secondsLeft);
  }
}

export async function removeContact(db: Db, ownerId: string, entryId: string): Promise<void> {
  const removed = await db
    .delete(contacts)
    .where(and(eq(contacts.id, entryId), eq(contacts.userId, ownerId)))
    .returning({ id: contacts.id });
  if (removed.length === 0) throw notFound("Contact not found");
}

export async function removeAllContacts(db: Db, ownerId: string): Promise<void> {
  await db.delete(contacts).where(eq(contacts.userId, ownerId));
}
