// Writes to the address book: importing entries (a file or picked contacts) and removing them.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { CONTACTS_BOOK_MAX } from "../../../common/schemas/contacts.js";
import { queryRows, type Db } from "../../db/client.js";
import { pgArray } from "../../db/sql.js";
import { contacts, rateLimits, users } from "../../db/schema.js";
import { notFound, tooLarge, tooManyRequests } from "../../errors.js";
import { mutualIfContactsOnly } from "./in-book.js";
import type { ContactEntry } from "./parse.js";

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

/** Adds `count` people to the owner's day (a new window once the last one is over); a query, for a CTE or alone. */
function spendMatches(ownerId: string, count: number | SQL): SQL {
  return sql`insert into ${rateLimits} (key, count, reset_at)
    select ${matchesKey(ownerId)}::text, ${count}::int, now() + make_interval(secs => ${MATCHES_WINDOW_SECONDS}::int)
    where ${count}::int > 0
    on conflict (key) do update set
      count = case when ${rateLimits.resetAt} <= now() then excluded.count else ${rateLimits.count} + excluded.count end,
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`;
}

interface ImportState {
  held: number;
  spent: number;
  secondsLeft: number;
  matched: number;
  revealed: number;
}

/**
 * The owner's state and what these entries find, in one statement whatever their number: `held`,
 * the book's size; `spent`, the people the day's imports already showed, with the seconds left in
 * that day; `matched`, the other users with completed profiles the entries match by an identifier
 * those users proved (the contacts the import gives the owner); and `revealed`, everyone they would
 * show in the book (a proven match or not) whom no entry of the book shows yet — what the day's
 * budget counts. Someone whose details are "contacts only" counts in neither unless their own
 * book holds the owner (in-book.ts). users_phone_key_idx and the users' e-mail index find the
 * people from the entries' keys (one array each); the owner's book (contacts_user_name_idx), its
 * keys read once and anti-joined by hash, says whom it shows already.
 */
async function readState(db: Db, ownerId: string, entries: ContactEntry[]): Promise<ImportState> {
  const phoneKeys = pgArray([...new Set(entries.flatMap((e) => e.phoneKeys))], "varchar");
  const emailKeys = pgArray([...new Set(entries.flatMap((e) => e.emailKeys))], "varchar");
  const [row] = await queryRows<ImportState>(
    db,
    sql`with day as (
          select r.count, r.reset_at from ${rateLimits} r where r.key = ${matchesKey(ownerId)} and r.reset_at > now()
        ),
        found as (
          select u.id, u.phone_key, u.email,
            (u.proven_phone_key = any(${phoneKeys}) or u.proven_email = any(${emailKeys})) as proven
          from ${users} u
          where u.is_profile_complete and u.id <> ${ownerId}
            and (u.phone_key = any(${phoneKeys}) or u.email = any(${emailKeys}))
            and ${mutualIfContactsOnly(ownerId, "u")}
        ),
        shown_phones as (select k.key from ${contacts} b, unnest(b.phone_keys) k(key) where b.user_id = ${ownerId}),
        shown_emails as (select k.key from ${contacts} b, unnest(b.email_keys) k(key) where b.user_id = ${ownerId})
        select (select count(*)::int from ${contacts} where user_id = ${ownerId}) as held,
          coalesce((select count from day), 0)::int as spent,
          coalesce((select greatest(1, ceil(extract(epoch from reset_at - now())))::int from day), ${MATCHES_WINDOW_SECONDS}::int) as "secondsLeft",
          (select count(*)::int from found where proven) as matched,
          (select count(*)::int from found f
            where not exists (select 1 from shown_phones s where s.key = f.phone_key)
              and not exists (select 1 from shown_emails s where s.key = f.email)) as revealed`,
  );
  return {
    held: Number(row?.held ?? 0),
    spent: Number(row?.spent ?? 0),
    secondsLeft: Number(row?.secondsLeft ?? MATCHES_WINDOW_SECONDS),
    matched: Number(row?.matched ?? 0),
    revealed: Number(row?.revealed ?? 0),
  };
}

/**
 * Writes the entries (one JSON parameter, however many), the sync time and the day's spending in
 * one statement; an entry already there (same name, numbers and e-mails) is skipped: the owner's
 * book is read once and anti-joined by hash (a re-import costs one read of the book, not a
 * speculative insert per entry), and contacts_user_entry_idx still skips duplicates within the
 * import. Answers how many entries were added.
 */
async function writeEntries(db: Db, ownerId: string, entries: ContactEntry[], revealed: number): Promise<number> {
  const rows = JSON.stringify(
    entries.map((e) => ({ name: e.name, phone: e.phone, email: e.email, phone_keys: e.phoneKeys, email_keys: e.emailKeys })),
  );
  const [row] = await queryRows<{ imported: number }>(
    db,
    sql`with added as (
          insert into ${contacts} (user_id, name, phone, email, phone_keys, email_keys)
          select ${ownerId}::uuid, e.name, e.phone, e.email, e.phone_keys, e.email_keys
            from jsonb_to_recordset(${rows}::jsonb) as e(name varchar, phone varchar, email varchar, phone_keys varchar[], email_keys varchar[])
           where not exists (select 1 from ${contacts} c where c.user_id = ${ownerId} and c.linked_user_id is null
             and c.name = e.name and c.phone_keys = e.phone_keys and c.email_keys = e.email_keys)
          on conflict do nothing
          returning 1
        ),
        synced as (update ${users} set contacts_last_synced = now() where id = ${ownerId}),
        spent as (${spendMatches(ownerId, revealed)})
        select count(*)::int as imported from added`,
  );
  return Number(row?.imported ?? 0);
}

/**
 * Adds the entries to the owner's book in one transaction of four statements whatever their
 * number (the owner's lock, the state with the matches, the write): importing a book again adds
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
      // One import at a time per owner, so the bounds hold under concurrent imports; what follows
      // reads after the lock (a statement of its own), so it sees the previous import committed.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('contacts:' || ${ownerId}, 0))`);
      const state = await readState(tx, ownerId, entries);
      if (state.spent >= matchesPerDay) throw tooManyRequests(MATCHES_MESSAGE, state.secondsLeft);
      if (state.spent + state.revealed > matchesPerDay) throw new OverBudget(state.secondsLeft);
      const imported = await writeEntries(tx, ownerId, entries, state.revealed);
      if (state.held + imported > CONTACTS_BOOK_MAX) {
        throw tooLarge(`Your address book can hold up to ${CONTACTS_BOOK_MAX.toLocaleString("en-US")} contacts`);
      }
      return { imported, matched: state.matched };
    });
  } catch (err) {
    if (!(err instanceof OverBudget)) throw err;
    // The refused import stored nothing; the rest of the day's budget is spent all the same.
    await db.execute(spendMatches(ownerId, matchesPerDay));
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
