// vCard files (.vcf) as phones and mail apps write them: vCard 2.1 (Android, Outlook 2003/2007,
// BlackBerry), 3.0 (iPhone, Mac, Gmail, Evolution, Lotus Notes) and 4.0 (Thunderbird), several
// cards one after the other, read as their bytes arrive. Tolerant where writers differ:
// - lines end in CRLF, LF, CR or CR CR LF (blank lines are ignored);
// - a line starting with a space or tab continues the one before (folding), and a quoted-printable
//   value ending in "=" goes on on the next line (vCard 2.1's soft line breaks);
// - values are quoted-printable or 8-bit, in the card's CHARSET (UTF-8 when it names none and the
//   bytes are UTF-8, else Windows-1252); groups ("item1.EMAIL") and 2.1's bare parameters
//   ("TEL;CELL;PREF") are read like any other.
// Bytes are read as latin1 (one character a byte) until a value is decoded, so a card's charset is
// applied to its own bytes. Every property but the few an entry is made of is dropped by its name
// as soon as the name is read, before its value: PHOTO, LOGO, KEY and SOUND values (base64, often
// megabytes, folded or on one line) go by without being held. A card that never ends, or holds a
// NUL byte in what is kept, cannot be read: it is handed over as null (skipped and counted).
import { isUtf8 } from "node:buffer";
import iconv from "iconv-lite";
import { VALUES_PER_ENTRY_MAX, type RawEntry, type RawItem } from "./parse.js";
import type { ContactsReader } from "./reader.js";

/** The properties an entry is made of (and AGENT, which may hold a card inside a card); any other is dropped unread. */
const KEPT = new Set(["BEGIN", "END", "VERSION", "FN", "N", "ORG", "TEL", "EMAIL", "AGENT"]);
/** How many of a card's lines of each kept property are kept (the rest dropped unread). */
const KEPT_PER_CARD: Record<string, number> = { TEL: VALUES_PER_ENTRY_MAX, EMAIL: VALUES_PER_ENTRY_MAX, FN: 3, N: 3, ORG: 3 };
/** A kept line past this many characters keeps its start (a name, a number or an e-mail is far shorter). */
export const KEPT_LINE_CHARS_MAX = 4096;
/** A property's name, group and parameters (up to the ":") are read within this many characters, else the line is dropped. */
const START_CHARS_MAX = 1024;

/** The name of the property a line starts with: "item1.TEL;TYPE=CELL:…" → "TEL". */
function propertyName(start: string): string {
  const name = start.split(/[;:]/, 1)[0]!.trim();
  return name.slice(name.lastIndexOf(".") + 1).toUpperCase();
}

/** The parameters of a line's start ("TEL;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:") as upper-cased NAME=value or bare words. */
function parametersOf(start: string): string[] {
  return start
    .slice(0, start.indexOf(":") === -1 ? start.length : start.indexOf(":"))
    .split(";")
    .slice(1)
    .map((p) => p.trim().toUpperCase());
}

const isQuotedPrintable = (start: string) =>
  parametersOf(start).some((p) => p === "QUOTED-PRINTABLE" || p === "ENCODING=QUOTED-PRINTABLE");

/**
 * Splits text into logical lines (unfolded) of the kept properties, as the text arrives. A line is
 * held only until its property's name is known; a dropped property's characters, continuation
 * lines included, are skipped as they come. `heldMax` says the longest text it ever held at once.
 */
export class VcardLines {
  /** The kept logical line being read (null: the current line is dropped, or none is open). */
  private line: string | null = null;
  /** The start of a logical line whose name and parameters are not known yet. */
  private pending: string | null = null;
  /** The current logical line's value is quoted-printable (kept or dropped: its soft line breaks count). */
  private quotedPrintable = false;
  /** The physical line before ended a quoted-printable value with "=": the next one goes on with it. */
  private softBreak = false;
  private lastChar = "";
  private atLineStart = true;
  /** The line ends (LF and CR) since the last physical line: two of them make a blank line. */
  private lineFeeds = 0;
  private carriageReturns = 0;
  heldMax = 0;

  constructor(private readonly emit: (line: string) => void) {}

  push(text: string): void {
    let at = 0;
    while (at < text.length) {
      if (this.atLineStart) {
        const first = text[at]!;
        // Blank lines (and the second CR of CR CR LF) end nothing and continue nothing, but a blank
        // line ends a quoted-printable value whose last line ended in "=" (Android writes them so).
        if (first === "\r" || first === "\n") {
          if (first === "\n") this.lineFeeds += 1;
          else this.carriageReturns += 1;
          at += 1;
          continue;
        }
        const blank = this.lineFeeds >= 2 || (this.lineFeeds === 0 && this.carriageReturns >= 2);
        this.lineFeeds = 0;
        this.carriageReturns = 0;
        this.atLineStart = false;
        if (blank) this.softBreak = false;
        if (this.softBreak) {
          this.softBreak = false; // quoted-printable goes on, as it is
        } else if (first === " " || first === "\t") {
          at += 1; // folding: the line before goes on (kept or dropped as it was)
        } else {
          this.flush();
          this.pending = "";
          this.quotedPrintable = false;
        }
      }
      const end = indexOfLineEnd(text, at);
      this.take(text.slice(at, end === -1 ? text.length : end));
      if (end === -1) return;
      this.endPhysicalLine();
      at = end;
    }
  }

  /** The text has ended. */
  end(): void {
    if (!this.atLineStart) this.endPhysicalLine();
    this.flush();
  }

  private take(piece: string) {
    if (piece.length === 0) return;
    this.lastChar = piece[piece.length - 1]!;
    let rest = piece;
    if (this.pending !== null) {
      const stop = rest.indexOf(":");
      if (stop === -1 && this.pending.length + rest.length <= START_CHARS_MAX) {
        this.pending += rest;
        return this.held(this.pending.length);
      }
      const start = stop === -1 ? "" : this.pending + rest.slice(0, stop + 1);
      this.pending = null;
      this.quotedPrintable = start !== "" && isQuotedPrintable(start);
      // No ":" within START_CHARS_MAX, or a property an entry is not made of: dropped unread.
      if (stop === -1 || start.length > START_CHARS_MAX || !KEPT.has(propertyName(start))) {
        this.line = null;
        return;
      }
      this.line = start;
      rest = rest.slice(stop + 1);
    }
    if (this.line === null || this.line.length >= KEPT_LINE_CHARS_MAX) return;
    this.line += rest.slice(0, KEPT_LINE_CHARS_MAX - this.line.length);
    this.held(this.line.length);
  }

  private endPhysicalLine() {
    this.atLineStart = true;
    // A line that ended before a ":" holds no property (a bare word, a base64 line of vCard 2.1
    // without indent): dropped.
    if (this.pending !== null) {
      this.pending = null;
      this.line = null;
      this.quotedPrintable = false;
    }
    if (this.quotedPrintable && this.lastChar === "=") {
      this.softBreak = true;
      if (this.line?.endsWith("=")) this.line = this.line.slice(0, -1);
    }
    this.lastChar = "";
  }

  private flush() {
    if (this.line !== null && this.line.trim()) this.emit(this.line);
    this.line = null;
  }

  private held(length: number) {
    if (length > this.heldMax) this.heldMax = length;
  }
}

const LINE_END = /[\r\n]/g;

/** Where the next CR or LF is from `from`, or -1 (one scan, however long the text). */
function indexOfLineEnd(text: string, from: number): number {
  LINE_END.lastIndex = from;
  return LINE_END.exec(text)?.index ?? -1;
}

/** Quoted-printable bytes decoded ("=C3=91" → 0xC3 0x91; a lone "=" stays). */
function decodeQuotedPrintable(bytes: Buffer): Buffer {
  const text = bytes.toString("latin1");
  return Buffer.from(
    text.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  );
}

/** Bytes as text: in `charset` when it is one iconv-lite knows, else UTF-8 when they are UTF-8, else Windows-1252. */
function decodeText(bytes: Buffer, charset: string | null): string {
  if (charset && iconv.encodingExists(charset)) return iconv.decode(bytes, charset);
  return isUtf8(bytes) ? bytes.toString("utf8") : iconv.decode(bytes, "windows-1252");
}

/** A property's value as text: its bytes (latin1 characters) unquoted and decoded in its charset. */
function valueOf(line: string): string {
  const colon = line.indexOf(":");
  const parameters = parametersOf(line.slice(0, colon + 1));
  let bytes: Buffer = Buffer.from(line.slice(colon + 1), "latin1");
  if (parameters.some((p) => p === "QUOTED-PRINTABLE" || p === "ENCODING=QUOTED-PRINTABLE")) {
    bytes = decodeQuotedPrintable(bytes);
  }
  const charset = parameters.find((p) => p.startsWith("CHARSET="))?.slice("CHARSET=".length) ?? null;
  return decodeText(bytes, charset);
}

/** A text value's escapes undone (\n, \, \; \\); a structured value (N, ORG) is split at its unescaped ";" first. */
const unescape = (text: string) => text.replace(/\\([nN,;:\\])/g, (_, c: string) => (c === "n" || c === "N" ? " " : c)).trim();
const components = (text: string) => text.split(/(?<!\\);/).map(unescape);

function toRawEntry(lines: string[]): RawEntry {
  const names: string[] = [];
  const phones: string[] = [];
  const emails: string[] = [];
  let structured = "";
  const orgs: string[] = [];
  for (const line of lines) {
    const name = propertyName(line);
    const value = valueOf(line);
    if (name === "FN") names.push(unescape(value));
    else if (name === "N" && !structured) {
      // N is family;given;additional;prefix;suffix.
      const [family = "", given = ""] = components(value);
      structured = [given, family].filter(Boolean).join(" ");
    } else if (name === "ORG") orgs.push(components(value).filter(Boolean).join(" "));
    else if (name === "TEL") phones.push(value.trim());
    else if (name === "EMAIL") emails.push(value.trim());
  }
  return { names: [...names, structured, ...orgs], phones, emails };
}

/** Groups kept lines into cards: a card's lines from BEGIN:VCARD to its END:VCARD, at most KEPT_PER_CARD of each property. */
class Cards {
  /** The open card's kept lines (null: between cards). */
  private lines: string[] | null = null;
  private counts = new Map<string, number>();
  /** Cards open inside the open one (a vCard 2.1 AGENT's card), whose lines are not the outer card's. */
  private inner = 0;
  /** The line before was an AGENT without a value: a BEGIN:VCARD now opens its card. */
  private afterAgent = false;
  /** The open card holds something that cannot be read. */
  private broken = false;
  readonly done: RawItem[] = [];

  line(text: string) {
    const name = propertyName(text);
    const value = text.slice(text.indexOf(":") + 1).trim();
    const afterAgent = this.afterAgent;
    this.afterAgent = false;
    if (name === "BEGIN" && /^vcard$/i.test(value)) {
      if (this.lines !== null && (this.inner > 0 || afterAgent)) {
        this.inner += 1;
        return;
      }
      // A card still open when the next begins never ended: it cannot be read.
      if (this.lines !== null) this.done.push(null);
      this.lines = [];
      this.counts.clear();
      this.broken = false;
      return;
    }
    if (name === "END" && /^vcard$/i.test(value)) {
      if (this.lines === null) return; // an END without its BEGIN: nothing to read
      if (this.inner > 0) {
        this.inner -= 1;
        return;
      }
      this.done.push(this.read(this.lines));
      this.lines = null;
      return;
    }
    if (this.lines === null || this.inner > 0) return;
    if (name === "AGENT") {
      this.afterAgent = value === "";
      return;
    }
    if (text.includes("\0")) this.broken = true;
    const count = (this.counts.get(name) ?? 0) + 1;
    this.counts.set(name, count);
    if (count <= (KEPT_PER_CARD[name] ?? 1)) this.lines.push(text);
  }

  end() {
    if (this.lines !== null) this.done.push(null);
    this.lines = null;
  }

  private read(lines: string[]): RawItem {
    if (this.broken) return null;
    try {
      return toRawEntry(lines);
    } catch {
      return null;
    }
  }
}

/** The vCard reader (a ContactsReader): one raw entry per card (null for a card that cannot be read), as the bytes arrive. */
export const readVcards: ContactsReader = async function* (bytes) {
  const cards = new Cards();
  const lines = new VcardLines((line) => cards.line(line));
  let first = true;
  for await (const chunk of bytes) {
    let text = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1");
    // A UTF-8 byte-order mark before the first card.
    if (first && text.startsWith("\xEF\xBB\xBF")) text = text.slice(3);
    first = false;
    lines.push(text);
    yield* cards.done.splice(0);
  }
  lines.end();
  cards.end();
  yield* cards.done.splice(0);
};
