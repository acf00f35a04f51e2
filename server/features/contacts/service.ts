// Writes to the address book: importing entries (a file or picked contacts) and removing them.
import { and, eq, sql } from "drizzle-orm";
import { CONTACTS_BOOK_MAX, type ImportResult } from "../../../common/schemas/contacts.js";
import { queryRows, type Db } from "../../db/client.js";
import { pgArray } from "../../db/sql.js";
import { contacts, users } from "../../db/schema.js";
import { notFound, tooLarge } from "../../errors.js";
import type { ContactEntry } from "./parse.js";

const INSERT_CHUNK = 1000;

/**
 * How many other users with completed profiles these entries match by an identifier those users
 * proved (the answer's `matched`: the contacts the import gave the owner).
 */
async function countMatched(db: Db, ownerId: string, entries: ContactEntry[]): Promise<number> {
  const phoneKeys = [...new Set(entries.flatMap((e) => e.phoneKeys))];
  const emailKeys = [...new Set(entries.flatMap((e) => e.emailKeys))];
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${users}
      where ${users.isProfileComplete} and ${users.id} <> ${ownerId}
        and (${users.provenPhoneKey} = any(${pgArray(phoneKeys, "varchar")}) or ${users.provenEmail} = any(${pgArray(emailKeys, "varchar")}))`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Adds the entries to the owner's book in one transaction; an entry already there (same name,
 * numbers and e-mails) is skipped by contacts_user_entry_idx, so importing a book again adds
 * nothing. The book is bounded (CONTACTS_BOOK_MAX), so "is this person my contact" stays cheap.
 */
export async function importContacts(db: Db, ownerId: string, entries: ContactEntry[]): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    // One import at a time per owner, so the bound holds under concurrent imports.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('contacts:' || ${ownerId}, 0))`);
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(eq(contacts.userId, ownerId));
    let imported = 0;
    for (let at = 0; at < entries.length; at += INSERT_CHUNK) {
      const rows = entries.slice(at, at + INSERT_CHUNK).map((e) => ({ userId: ownerId, ...e }));
      const added = await tx.insert(contacts).values(rows).onConflictDoNothing().returning({ id: contacts.id });
      imported += added.length;
    }
    if (Number(held?.n ?? 0) + imported > CONTACTS_BOOK_MAX) {
      throw tooLarge(`Your address book can hold up to ${CONTACTS_BOOK_MAX.toLocaleString("en-US")} contacts`);
    }
    await tx.update(users).set({ contactsLastSynced: new Date() }).where(eq(users.id, ownerId));
    return { imported, matched: entries.length === 0 ? 0 : await countMatched(tx, ownerId, entries) };
  });
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
