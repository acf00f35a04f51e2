// A provider as a vCard 3.0 (RFC 2426), the version phones' contact apps import most reliably.
// Text values are escaped (backslash, comma, newline; semicolons too inside the structured N, ORG
// and ADR) and long lines folded at 75 octets without splitting a UTF-8 character, so any name or
// address survives the round trip. A phone saved before phones had to be numbers ("call me
// maybe") is no TEL: it goes in the NOTE, so a contact app never dials it.
import { isPhoneNumber } from "../../../common/phone.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import { websiteHref } from "../../../common/website.js";
import type { Language } from "../../../common/i18n/languages.js";
import { translator } from "../../i18n/index.js";

export interface ProviderCardFields {
  name: string;
  category: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  description: string | null;
}

const MAX_LINE_OCTETS = 75;

/** RFC 6350 section 3.4: in a text value backslash, comma and line breaks are escaped. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A component of a structured value (N, ORG, ADR): a semicolon would start the next component. */
function escapeComponent(value: string): string {
  return escapeText(value).replace(/;/g, "\\;");
}

/** A URI value is not text-escaped; line breaks are dropped so no value can start a new property. */
function uri(value: string): string {
  return value.replace(/[\r\n]/g, "");
}

/** Folds a content line: CRLF plus one space before each 75-octet piece after the first. */
function fold(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** The file name a phone saves the card under: the provider's name, safe on every file system. */
export function vcardFileName(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 60);
  return `${base || "provider"}.vcf`;
}

/**
 * The vCard of a provider with a link back to it in Vowch (`link`, absolute). The phone is a TEL
 * only when it is a phone number in `region` (the deployment's, as the writes check it).
 */
export function providerVcard(p: ProviderCardFields, link: string, region: PhoneRegion, language: Language): string {
  const t = translator(language, "calendar");
  const phone = p.phone?.trim() || null;
  const dialable = phone !== null && isPhoneNumber(phone, region);
  const note = [p.description?.trim(), phone && !dialable ? t("vcard.phone", { phone }) : null, t("vcard.saved", { link })]
    .filter(Boolean)
    .join("\n\n");
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `FN:${escapeText(p.name)}`,
    // A business: the whole name is the family name (sorting), and ORG marks it as a company.
    `N:${escapeComponent(p.name)};;;;`,
    `ORG:${escapeComponent(p.name)}`,
    `TITLE:${escapeText(p.category)}`,
    `CATEGORIES:${escapeText(p.category)}`,
    dialable ? `TEL;TYPE=WORK,VOICE:${escapeText(phone)}` : null,
    p.email ? `EMAIL;TYPE=INTERNET,WORK:${escapeText(p.email)}` : null,
    p.website ? `URL;TYPE=WORK:${uri(websiteHref(p.website))}` : null,
    // The address is one free-text field: it goes in the street part of the structured ADR.
    p.address ? `ADR;TYPE=WORK:;;${escapeComponent(p.address)};;;;` : null,
    `item1.URL:${uri(link)}`,
    "item1.X-ABLabel:Vowch",
    `NOTE:${escapeText(note)}`,
    "END:VCARD",
  ];
  return `${lines
    .filter((line): line is string => line !== null)
    .map(fold)
    .join("\r\n")}\r\n`;
}
