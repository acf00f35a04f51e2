// Address-book files into entries: vCard 3/4 (.vcf, ical.js) and CSV exports of phone and mail
// apps (csv-parse; Google Contacts, Outlook and similar headers), plus the browser's Contact
// Picker entries. Every entry is reduced to a name, its numbers in E.164 and its e-mails
// lower-cased (the keys in-book.ts matches on); entries with neither are dropped (nothing to match).
import ICAL from "ical.js";
import { parse as parseCsv } from "csv-parse/sync";
import { normalisePhone, type PhoneRegion } from "../../../common/phone.js";
import { CONTACTS_FILE_UNREADABLE, type PickedContacts } from "../../../common/schemas/contacts.js";
import { badRequest } from "../../errors.js";

interface RawEntry {
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const clip = (text: string, max: number) => text.trim().slice(0, max);
const sortedUnique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))].sort();

function toEntry(raw: RawEntry, region: PhoneRegion): ContactEntry | null {
  const phones = raw.phones.map((p) => p.replace(/^tel:/i, "").trim()).filter(Boolean);
  const emails = raw.emails.map((e) => e.replace(/^mailto:/i, "").trim()).filter((e) => EMAIL.test(e));
  const phoneKeys = sortedUnique(phones.map((p) => normalisePhone(p, region)));
  const emailKeys = sortedUnique(emails.map((e) => e.toLowerCase().slice(0, 255)));
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

function valuesOf(card: ICAL.Component, property: string): string[] {
  const values: unknown[] = card.getAllProperties(property).flatMap((p) => p.getValues() as unknown[]);
  return values.map((v) => (Array.isArray(v) ? v.join(" ") : String(v)));
}

function readVcards(text: string): RawEntry[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw badRequest(CONTACTS_FILE_UNREADABLE);
  }
  // One card parses to a component, several to a list of them.
  const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  return list.map((jcard) => {
    const card = new ICAL.Component(jcard as unknown[]);
    // N is family;given;additional;prefix;suffix.
    const n = card.getFirstPropertyValue("n");
    const structured = Array.isArray(n) ? [n[1], n[0]].filter(Boolean).join(" ") : "";
    return {
      names: [...valuesOf(card, "fn"), structured, ...valuesOf(card, "org")],
      phones: valuesOf(card, "tel"),
      emails: valuesOf(card, "email"),
    };
  });
}

/** CSV headers by what they hold; "Phone 1 - Type" style label columns are not values. */
const isLabel = (h: string) => /\b(type|label)\b/i.test(h);
const isFullName = (h: string) => /^(name|full name|display name|contact name)$/i.test(h);
const isFirst = (h: string) => /^(first name|given name|firstname)$/i.test(h);
const isLast = (h: string) => /^(last name|family name|surname|lastname)$/i.test(h);
const isPhone = (h: string) => !isLabel(h) && /(phone|mobile|cell|tel\b|telephone)/i.test(h);
const isEmail = (h: string) => !isLabel(h) && /e-?mail/i.test(h);

function readCsv(text: string): RawEntry[] {
  let rows: string[][];
  try {
    rows = parseCsv(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true });
  } catch {
    throw badRequest(CONTACTS_FILE_UNREADABLE);
  }
  const [header, ...body] = rows;
  if (!header) return [];
  const columns = (test: (h: string) => boolean) => header.flatMap((h, i) => (test(h) ? [i] : []));
  const phones = columns(isPhone);
  const emails = columns(isEmail);
  if (phones.length === 0 && emails.length === 0) throw badRequest(CONTACTS_FILE_UNREADABLE);
  const [full, first, last] = [columns(isFullName), columns(isFirst), columns(isLast)];
  // Google Contacts puts several values in one cell, separated by " ::: ".
  const cells = (row: string[], at: number[]) => at.flatMap((i) => (row[i] ?? "").split(/\s*:::\s*|\s*;\s*/));
  return body.map((row) => ({
    names: [...cells(row, full), [...cells(row, first), ...cells(row, last)].filter(Boolean).join(" ")],
    phones: cells(row, phones),
    emails: cells(row, emails),
  }));
}

/** The entries of an uploaded file: vCard by its content (BEGIN:VCARD), else CSV. */
export function parseContactsFile(buffer: Buffer, region: PhoneRegion): ContactEntry[] {
  const text = buffer.toString("utf8");
  if (text.includes("\0")) throw badRequest(CONTACTS_FILE_UNREADABLE);
  const raw = /^\s*BEGIN:VCARD/i.test(text.replace(/^\uFEFF/, "")) ? readVcards(text) : readCsv(text);
  return raw.flatMap((r) => toEntry(r, region) ?? []);
}

export function pickedEntries(picked: PickedContacts, region: PhoneRegion): ContactEntry[] {
  return picked.contacts.flatMap((c) => toEntry({ names: c.name, phones: c.tel, emails: c.email }, region) ?? []);
}
