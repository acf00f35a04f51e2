// "Share into Vowch": what the service worker does with a share from the phone's share sheet (the
// manifest's share_target, a multipart POST to /share-target). It reads a provider's name, phone,
// e-mail and website from the shared title, text, link and first vCard (.vcf), keeps them in Cache
// Storage for the page, and answers 303 to the Add Provider wizard, which reads and forgets them
// (client/src/features/providers/shared-provider.ts). Nothing reaches the server and nothing is
// saved until the wizard is submitted. Built on its own into /sw-share.js
// (scripts/build/worker-scripts.ts); the entry (share-worker.ts) wires it to the worker's fetch event.
import { LIMITS } from "@common/constants";
import { SHARE_CACHE, SHARE_KEY, SHARE_TARGET_PATH, SHARED_WIZARD_PATH, type SharedProvider } from "@common/share-target";

type Fields = Omit<SharedProvider, "sharedAt">;

const BLANK: Fields = { name: "", phone: "", email: "", website: "" };

/** The longest field the wizard accepts: a name, an e-mail and a website (phone: 50). */
const FIELD_MAX: Record<keyof Fields, number> = { name: LIMITS.providerNameMax, phone: 50, email: 255, website: 255 };

/** The most of a shared file or text that is read (a card's name and numbers come first; photos are long). */
const SHARE_READ_MAX = 256 * 1024;

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/;
const WEBSITE = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+/i;
/** A phone number as people write it: 7 to 15 digits with spaces, dots, dashes, brackets and a leading "+". */
const PHONE = /(?:\+|\b)\d[\d\s().-]{5,}\d\b|\(\d{3}\)[\d\s.-]{6,}\d\b/;
/** Characters that separate what is shared and are left around a name once the rest is taken out. */
const SEPARATORS = /^[\s\-–—|,;:·•/]+|[\s\-–—|,;:·•/]+$/g;

const digitCount = (value: string) => value.replace(/\D/g, "").length;

/** A website as typed, without trailing punctuation a sentence adds ("see https://joe.example."). */
const trimLink = (value: string) => value.replace(/[.,;:!?)\]]+$/, "");

/**
 * A provider's fields from shared text ("Joe's Plumbing 555-201-3344 joe@example.com
 * https://joe.example"): the first e-mail, website and phone found, and the first line left as
 * the name.
 */
export function readSharedText(text: string): Fields {
  let rest = text.slice(0, SHARE_READ_MAX);
  const take = (pattern: RegExp, accept: (found: string) => boolean = () => true): string => {
    const match = pattern.exec(rest);
    if (!match || !accept(match[0])) return "";
    rest = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`;
    return match[0].trim();
  };
  const email = take(EMAIL);
  const website = trimLink(take(WEBSITE));
  const phone = take(PHONE, (found) => digitCount(found) >= 7 && digitCount(found) <= 15);
  const name =
    rest
      .split(/\r\n|\r|\n/)
      .map((line) => line.replace(/\s+/g, " ").replace(SEPARATORS, ""))
      .find((line) => line !== "") ?? "";
  return { name, phone, email, website };
}

/** A vCard value with its escapes read ("\," "\;" "\n"). */
const unescapeValue = (value: string) =>
  value.replace(/\\([\\,;:nN])/g, (_, c: string) => (c === "n" || c === "N" ? " " : c)).trim();

/** Quoted-printable bytes (vCard 2.1) as UTF-8 text. */
function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === "=" ? value.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(value.charCodeAt(i) & 0xff);
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** A property line whose value is quoted-printable ("TEL;ENCODING=QUOTED-PRINTABLE:…", 2.1's "TEL;QUOTED-PRINTABLE:…"). */
function isQuotedPrintable(line: string): boolean {
  const colon = line.indexOf(":");
  return (
    colon !== -1 &&
    line
      .slice(0, colon)
      .split(";")
      .slice(1)
      .some((p) => /^(ENCODING=)?QUOTED-PRINTABLE$/i.test(p.trim()))
  );
}

/**
 * The first card of a vCard file (2.1, 3.0 or 4.0): its FN (else ORG, else N) as the name, its
 * first TEL, EMAIL and URL. Lines folded with a leading space or tab, and quoted-printable values
 * with soft line breaks, are joined first; groups ("item1.TEL") and parameters are read past.
 */
export function readVcard(text: string): Fields {
  const lines: string[] = [];
  for (const line of text.slice(0, SHARE_READ_MAX).split(/\r\n|\r|\n/)) {
    const last = lines.length - 1;
    const before = lines[last];
    if (before !== undefined && isQuotedPrintable(before) && before.endsWith("=")) lines[last] = before.slice(0, -1) + line;
    else if (before !== undefined && /^[ \t]/.test(line)) lines[last] = before + line.slice(1);
    else lines.push(line);
  }
  const found: Record<string, string> = {};
  let inCard = false;
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon === -1) continue;
    const nameWithGroup = line.slice(0, colon).split(";")[0]!;
    const property = nameWithGroup.slice(nameWithGroup.lastIndexOf(".") + 1).toUpperCase();
    let value = line.slice(colon + 1);
    if (property === "BEGIN" && value.trim().toUpperCase() === "VCARD") inCard = true;
    if (!inCard) continue;
    if (property === "END" && value.trim().toUpperCase() === "VCARD") break;
    if (!["FN", "ORG", "N", "TEL", "EMAIL", "URL"].includes(property) || found[property]) continue;
    if (isQuotedPrintable(line)) value = decodeQuotedPrintable(value);
    if (property === "N") {
      // Family;Given;Additional;Prefix;Suffix → "Given Family"
      const [family = "", given = ""] = value.split(/(?<!\\);/);
      value = [given, family].map(unescapeValue).filter(Boolean).join(" ");
    } else if (property === "ORG") {
      value = unescapeValue(value.split(/(?<!\\);/)[0] ?? "");
    } else {
      value = unescapeValue(value).replace(/^(tel|mailto):/i, "");
    }
    if (value) found[property] = value;
  }
  return {
    name: found.FN ?? found.ORG ?? found.N ?? "",
    phone: found.TEL ?? "",
    email: found.EMAIL ?? "",
    website: found.URL ? trimLink(found.URL) : "",
  };
}

/** What a share holds, as the worker reads it from the POSTed form. */
export interface Share {
  title: string;
  text: string;
  url: string;
  /** The first vCard file's text, if one was shared. */
  vcard: string | null;
}

/**
 * The wizard's fields from a share: the vCard's first, then what the text reads, then the shared
 * link as the website and the title as the name; each cut to what the wizard accepts.
 */
export function sharedProvider(share: Share, now: number): SharedProvider {
  const fromCard = share.vcard ? readVcard(share.vcard) : BLANK;
  const fromText = readSharedText(share.text);
  const fromTitle = readSharedText(share.title);
  const link = trimLink(share.url.trim());
  const pick = (field: keyof Fields, ...values: string[]) =>
    (values.find((v) => v.trim() !== "") ?? "").trim().slice(0, FIELD_MAX[field]);
  return {
    name: pick("name", fromCard.name, fromTitle.name, fromText.name),
    phone: pick("phone", fromCard.phone, fromText.phone, fromTitle.phone),
    email: pick("email", fromCard.email, fromText.email, fromTitle.email),
    website: pick("website", fromCard.website, fromText.website, link, fromTitle.website),
    sharedAt: now,
  };
}

/** A shared file is a vCard: by its type or its name. */
const isVcardFile = (file: { name: string; type: string }) => /^text\/(x-)?vcard\b/i.test(file.type) || /\.vcf$/i.test(file.name);

/** The form's values the share target names (manifest: title, text, url, files). */
async function readShare(form: FormData): Promise<Share> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, SHARE_READ_MAX) : "";
  };
  const card = form.getAll("files").find((f): f is File => typeof f !== "string" && isVcardFile(f));
  return {
    title: text("title"),
    text: text("text"),
    url: text("url"),
    vcard: card ? await card.slice(0, SHARE_READ_MAX).text() : null,
  };
}

/** The parts of ServiceWorkerGlobalScope the handler uses. */
export interface ShareScope {
  origin: string;
  caches: { open(name: string): Promise<{ put(key: string, response: Response): Promise<void> }> };
  now(): number;
}

/** The worker answers this request: a POST to the share target of its own origin. */
export function isShareTarget(request: { method: string; url: string }, origin: string): boolean {
  const url = new URL(request.url);
  return request.method === "POST" && url.origin === origin && url.pathname === SHARE_TARGET_PATH;
}

/** A request another site's page sent (its referrer is a page of another origin): not the share sheet's. */
function fromAnotherSite(referrer: string, origin: string): boolean {
  if (!referrer || referrer === "about:client") return false;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * Keeps what the share holds for the wizard and answers 303 to it. A share that cannot be read (not
 * a form) still opens the wizard, blank; one that cannot be kept (no Cache Storage) too. A form
 * another site posts here opens it blank as well: only the share sheet (no referrer) and the app's
 * own pages fill it in.
 */
export async function onShareTarget(
  scope: ShareScope,
  request: { referrer: string; formData(): Promise<FormData> },
): Promise<Response> {
  const blank: Share = { title: "", text: "", url: "", vcard: null };
  const share = fromAnotherSite(request.referrer, scope.origin)
    ? blank
    : await request
        .formData()
        .then(readShare)
        .catch(() => blank);
  const fields = sharedProvider(share, scope.now());
  try {
    const cache = await scope.caches.open(SHARE_CACHE);
    await cache.put(SHARE_KEY, new Response(JSON.stringify(fields), { headers: { "content-type": "application/json" } }));
  } catch {
    // Nothing kept: the wizard opens blank.
  }
  return new Response(null, { status: 303, headers: { location: SHARED_WIZARD_PATH } });
}
