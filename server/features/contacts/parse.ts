// Address-book entries as the book stores them: a reader's raw entry (a vCard, a CSV row, a
// picked contact; reader.ts) reduced to a name, its numbers in E.164 and its e-mails lower-cased
// (the keys in-book.ts matches on); entries with neither are skipped (nothing to match). Also the
// counting every import goes through: cards or rows skipped, and reading stopped at the import's limit.
import { normalisePhone } from "../../../common/phone.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import { CONTACTS_FILE_UNREADABLE, CONTACTS_IMPORT_MAX, type PickedContacts } from "../../../common/schemas/contacts.js";
import { badRequest } from "../../errors.js";

/** What a reader hands over: the values of one card or row, as written, at most VALUES_PER_ENTRY_MAX of each. */
export interface RawEntry {
  names: string[];
  phones: string[];
  emails: string[];
}

/** A reader's item: a card or row read, or null for one that could not be read (skipped and counted). */
export type RawItem = RawEntry | null;

/** A file's entries and what the reading left out. */
export interface CollectedEntries {
  entries: ContactEntry[];
  /** Cards or rows not imported: unreadable, or without a usable number or e-mail. */
  skipped: number;
  /** Reading stopped at CONTACTS_IMPORT_MAX entries (or RAW_ENTRIES_MAX cards or rows) with more to read. */
  truncated: boolean;
}

export interface ContactEntry {
  name: string;
  /** The first number and e-mail as written, shown in the book. */
  phone: string | null;
  email: string | null;
  phoneKeys: string[];
  emailKeys: string[];
}

/**
 * An entry keeps at most this many numbers and this many e-mails (the first ones): a person has a
 * handful, and every key is a cell of the book's unique index (contacts_user_entry_idx) and a
 * number to parse. Readers stop collecting a kind at this many values, however many the card has.
 */
export const VALUES_PER_ENTRY_MAX = 20;
/**
 * The e-mail keys of one entry together, in characters: an index row of PostgreSQL's B-tree holds at
 * most 2,704 bytes, and the unique index holds the name (up to 1,020 bytes), the numbers (20 × 16)
 * and the e-mails. 20 addresses of 50 characters fit; past the budget an entry keeps the ones before.
 */
export const EMAIL_KEYS_CHARS_MAX = 1000;
/** A file's cards or rows, counted with the ones that match nothing: four times the import's limit. */
export const RAW_ENTRIES_MAX = 4 * CONTACTS_IMPORT_MAX;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const clip = (text: string, max: number) => text.trim().slice(0, max);
const sortedUnique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))].sort();

/** The first keys whose lengths together stay within `budget` characters. */
function withinBudget(keys: string[], budget: number): string[] {
  let used = 0;
  return keys.filter((key) => {
    used += key.length;
    return used <= budget;
  });
}

export function toEntry(raw: RawEntry, region: PhoneRegion): ContactEntry | null {
  const phones = raw.phones
    .slice(0, VALUES_PER_ENTRY_MAX)
    .map((p) => p.replace(/^tel:/i, "").trim())
    .filter(Boolean);
  const emails = raw.emails
    .slice(0, VALUES_PER_ENTRY_MAX)
    .map((e) => e.replace(/^mailto:/i, "").trim())
    .filter((e) => EMAIL.test(e));
  const phoneKeys = sortedUnique(phones.map((p) => normalisePhone(p, region)));
  const emailKeys = withinBudget(sortedUnique(emails.map((e) => e.toLowerCase().slice(0, 255))), EMAIL_KEYS_CHARS_MAX);
  if (phoneKeys.length === 0 && emailKeys.length === 0) return null;
  const name = raw.names.map((n) => n.replace(/\s+/g, " ").trim()).find(Boolean) ?? emails[0] ?? phones[0]!;
  return {
    name: clip(name, 255),
    phone: phones[0] ? clip(phones[0], 50) : null,
    email: emails[0] ? clip(emails[0], 255) : null,
    phoneKeys,
    emailKeys,
  };
}

/**
 * The entries of a reader's items, counted as they come. A card or row that cannot be read, or has
 * no number or e-mail, is skipped and counted. Reading stops once CONTACTS_IMPORT_MAX entries (or
 * RAW_ENTRIES_MAX cards or rows) are in and one more item shows there is more: `truncated`, and the
 * rest of the file is never read. A file of which not one card or row could be read is refused (400).
 */
export async function collectEntries(items: AsyncIterable<RawItem>, region: PhoneRegion): Promise<CollectedEntries> {
  const entries: ContactEntry[] = [];
  let seen = 0;
  let unreadable = 0;
  let skipped = 0;
  let truncated = false;
  for await (const item of items) {
    if (entries.length >= CONTACTS_IMPORT_MAX || seen >= RAW_ENTRIES_MAX) {
      truncated = true;
      break;
    }
    seen += 1;
    if (item === null) {
      unreadable += 1;
      skipped += 1;
      continue;
    }
    const entry = toEntry(item, region);
    if (entry) entries.push(entry);
    else skipped += 1;
  }
  if (unreadable > 0 && unreadable === seen) throw badRequest(CONTACTS_FILE_UNREADABLE);
  return { entries, skipped, truncated };
}

/** The browser's picked contacts as entries; those without a usable number or e-mail are counted as skipped. */
export function pickedEntries(picked: PickedContacts, region: PhoneRegion): CollectedEntries {
  const entries = picked.contacts.flatMap((c) => toEntry({ names: c.name, phones: c.tel, emails: c.email }, region) ?? []);
  return { entries, skipped: picked.contacts.length - entries.length, truncated: false };
}
