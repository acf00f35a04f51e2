// Address-book entries as the book stores them: a reader's raw entry (a vCard, a CSV row, a
// picked contact; reader.ts) reduced to a name, its numbers in E.164 and its e-mails lower-cased
// (the keys in-book.ts matches on); entries with neither are dropped (nothing to match). Also the
// counting every import goes through: it stops reading at the first entry past the import's limit.
import { normalisePhone, type PhoneRegion } from "../../../common/phone.js";
import { CONTACTS_IMPORT_MAX, type PickedContacts } from "../../../common/schemas/contacts.js";
import { tooLarge } from "../../errors.js";

/** What a reader hands over: the values of one card or row, as written, at most VALUES_PER_ENTRY_MAX of each. */
export interface RawEntry {
  names: string[];
  phones: string[];
  emails: string[];
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

export const TOO_MANY_CONTACTS = `Import at most ${CONTACTS_IMPORT_MAX} contacts at a time`;

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
 * The entries of a reader's raw entries, counted as they come: past CONTACTS_IMPORT_MAX entries
 * (or RAW_ENTRIES_MAX cards or rows) it stops reading and refuses with 413, so a longer file is
 * never read to its end.
 */
export async function collectEntries(raws: AsyncIterable<RawEntry>, region: PhoneRegion): Promise<ContactEntry[]> {
  const entries: ContactEntry[] = [];
  let seen = 0;
  for await (const raw of raws) {
    seen += 1;
    if (seen > RAW_ENTRIES_MAX) throw tooLarge(TOO_MANY_CONTACTS);
    const entry = toEntry(raw, region);
    if (!entry) continue;
    if (entries.length >= CONTACTS_IMPORT_MAX) throw tooLarge(TOO_MANY_CONTACTS);
    entries.push(entry);
  }
  return entries;
}

export function pickedEntries(picked: PickedContacts, region: PhoneRegion): ContactEntry[] {
  return picked.contacts.flatMap((c) => toEntry({ names: c.name, phones: c.tel, emails: c.email }, region) ?? []);
}
