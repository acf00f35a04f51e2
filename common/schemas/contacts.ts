// The user's own address book (the spec's entities `contacts`; "Your contacts"): imported from a
// .vcf / .csv file or picked in the browser (Contact Picker API), listed and removed.
import { z } from "zod";
import { pageQueryFields } from "./paging";

/** One import adds at most this many entries, and a book holds at most CONTACTS_BOOK_MAX. */
export const CONTACTS_IMPORT_MAX = 5000;
export const CONTACTS_BOOK_MAX = 10_000;
/**
 * A .vcf or .csv export as uploaded: a phone's vCards carry every contact's photo, so a few hundred
 * contacts with photos take tens of MB. Photos, logos and keys are dropped as the upload arrives;
 * what is left (the text the entries are read from) may be at most CONTACTS_TEXT_BYTES_MAX.
 */
export const CONTACTS_FILE_BYTES_MAX = 32 * 1024 * 1024;
export const CONTACTS_TEXT_BYTES_MAX = 8 * 1024 * 1024;

/** The answer to a file in which not one card or row could be read (a file with some readable ones is imported). */
export const CONTACTS_FILE_UNREADABLE =
  "No contact in this file could be read. Vowch reads address books saved as vCard (.vcf) or as CSV (.csv).";

/** POST /api/contacts/import and /api/contacts/import/picked. */
export const importResultSchema = z.object({
  /** Entries added to the book (an entry already there is not added again). */
  imported: z.number().int(),
  /** People of the file or picked entries who are on Vowch (other users with completed profiles). */
  matched: z.number().int(),
  /** Cards or rows not imported: without a phone number or e-mail address, or unreadable. */
  skipped: z.number().int(),
  /** Reading stopped at CONTACTS_IMPORT_MAX entries: the entries after them were not read. */
  truncated: z.boolean(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

const pickedValues = (max: number, length: number) => z.array(z.string().max(length)).max(max).default([]);

/** What the browser's Contact Picker answers (navigator.contacts.select(["name", "email", "tel"])). */
export const pickedContactsSchema = z.object({
  contacts: z
    .array(z.object({ name: pickedValues(10, 255), email: pickedValues(20, 255), tel: pickedValues(20, 50) }))
    .min(1, "Pick at least one contact")
    .max(CONTACTS_IMPORT_MAX, `Import at most ${CONTACTS_IMPORT_MAX} contacts at a time`),
});
export type PickedContacts = z.infer<typeof pickedContactsSchema>;

/** An entry of the book as its owner sees it, with the person on Vowch it matches, if any. */
export const bookEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The person on Vowch the entry matches. `verified`: they proved the matching number or e-mail;
   * until then the match is only shown ("Not verified yet") and makes them no contact.
   */
  onVowch: z
    .object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable(), verified: z.boolean() })
    .nullable(),
});
export type BookEntry = z.infer<typeof bookEntrySchema>;

export const bookQuerySchema = z.object({ ...pageQueryFields });

export const bookEntryParamsSchema = z.object({ entryId: z.uuid("Contact not found") });
