// vCard files (.vcf, vCard 3 and 4; several cards one after the other), read as their bytes
// arrive. Lines are unfolded (a line starting with a space or tab continues the one before) and
// every property but the few an entry is made of is dropped by its name as soon as the name is
// read, before its value: PHOTO, LOGO, KEY and SOUND values (base64, often megabytes, folded or on
// one line) go by without being held. A card's kept lines are parsed by ical.js at END:VCARD.
import ICAL from "ical.js";
import { CONTACTS_FILE_UNREADABLE } from "../../../common/schemas/contacts.js";
import { badRequest } from "../../errors.js";
import { VALUES_PER_ENTRY_MAX, type RawEntry } from "./parse.js";
import type { ContactsReader } from "./reader.js";

/** The properties an entry is made of; any other is dropped unread. */
const KEPT = new Set(["BEGIN", "END", "VERSION", "FN", "N", "ORG", "TEL", "EMAIL"]);
/** How many of a card's lines of each kept property are kept (the rest dropped unread). */
const KEPT_PER_CARD: Record<string, number> = { TEL: VALUES_PER_ENTRY_MAX, EMAIL: VALUES_PER_ENTRY_MAX, FN: 3, N: 3, ORG: 3 };
/** A kept line past this many characters keeps its start (a name, a number or an e-mail is far shorter). */
export const KEPT_LINE_CHARS_MAX = 4096;
/** A property's name (with its group, e.g. "item1.TEL") is read within this many characters, else the line is dropped. */
const NAME_CHARS_MAX = 128;

const unreadable = () => badRequest(CONTACTS_FILE_UNREADABLE);

/** The name of the property a line starts with: "item1.TEL;TYPE=CELL:…" → "TEL". */
function propertyName(start: string): string {
  const name = start.split(/[;:]/, 1)[0]!.trim();
  return name.slice(name.lastIndexOf(".") + 1).toUpperCase();
}

/**
 * Splits text into logical lines (unfolded) of the kept properties, as the text arrives. A line is
 * held only until its property's name is known; a dropped property's characters, continuation
 * lines included, are skipped as they come. `heldMax` says the longest text it ever held at once.
 */
export class VcardLines {
  /** The kept logical line being read (null: the current line is dropped). */
  private line: string | null = null;
  /** The start of a physical line whose property name is not known yet. */
  private pending: string | null = null;
  /** At the first character of a physical line (which says whether it continues the line before). */
  private atLineStart = true;
  private afterCr = false;
  heldMax = 0;

  constructor(private readonly emit: (line: string) => void) {}

  push(text: string): void {
    let at = 0;
    while (at < text.length) {
      if (this.afterCr) {
        this.afterCr = false;
        if (text[at] === "\n") {
          at += 1;
          continue;
        }
      }
      if (this.atLineStart) {
        this.atLineStart = false;
        const first = text[at]!;
        if (first === " " || first === "\t") {
          at += 1; // a continuation: the line before goes on (kept or dropped as it was)
        } else if (first !== "\r" && first !== "\n") {
          this.flush();
          this.pending = "";
        }
      }
      const end = indexOfLineEnd(text, at);
      const piece = text.slice(at, end === -1 ? text.length : end);
      this.take(piece);
      if (end === -1) return;
      this.endPhysicalLine();
      this.afterCr = text[end] === "\r";
      at = end + 1;
    }
  }

  /** The text has ended. */
  end(): void {
    this.endPhysicalLine();
    this.flush();
  }

  private take(piece: string) {
    let rest = piece;
    if (this.pending !== null) {
      const stop = rest.search(/[;:]/);
      if (stop === -1 && this.pending.length + rest.length <= NAME_CHARS_MAX) {
        this.pending += rest;
        return this.held(this.pending.length);
      }
      const start = stop === -1 ? "" : this.pending + rest.slice(0, stop + 1);
      this.pending = null;
      // No property name within NAME_CHARS_MAX, or one an entry is not made of: dropped unread.
      if (stop === -1 || start.length > NAME_CHARS_MAX || !KEPT.has(propertyName(start))) {
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
    // A line that ended before a ";" or ":" holds no property (a bare word, a base64 line of
    // vCard 2.1 without indent): dropped.
    if (this.pending !== null) {
      this.pending = null;
      this.line = null;
    }
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

function valuesOf(card: ICAL.Component, property: string): string[] {
  const values: unknown[] = card.getAllProperties(property).flatMap((p) => p.getValues() as unknown[]);
  return values.map((v) => (Array.isArray(v) ? v.join(" ") : String(v)));
}

function toRawEntry(lines: string[]): RawEntry {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(lines.join("\r\n"));
  } catch {
    throw unreadable();
  }
  const card = new ICAL.Component(parsed as unknown[]);
  // N is family;given;additional;prefix;suffix.
  const n = card.getFirstPropertyValue("n");
  const structured = Array.isArray(n) ? [n[1], n[0]].filter(Boolean).join(" ") : "";
  return {
    names: [...valuesOf(card, "fn"), structured, ...valuesOf(card, "org")],
    phones: valuesOf(card, "tel"),
    emails: valuesOf(card, "email"),
  };
}

/** Groups kept lines into cards: a card's lines from BEGIN:VCARD to its END:VCARD, at most KEPT_PER_CARD of each property. */
class Cards {
  private lines: string[] = [];
  private counts = new Map<string, number>();
  /** Cards open: a vCard 2.1 AGENT may hold a card inside a card, whose lines are not the outer one's. */
  private depth = 0;
  readonly done: RawEntry[] = [];

  line(text: string) {
    const name = propertyName(text);
    const value = text.slice(text.indexOf(":") + 1).trim();
    if (name === "BEGIN" && /^vcard$/i.test(value)) {
      this.depth += 1;
      if (this.depth === 1) {
        this.lines = ["BEGIN:VCARD"];
        this.counts.clear();
      }
      return;
    }
    if (name === "END" && /^vcard$/i.test(value)) {
      if (this.depth === 0) throw unreadable();
      this.depth -= 1;
      if (this.depth === 0) {
        this.lines.push("END:VCARD");
        this.done.push(toRawEntry(this.lines));
        this.lines = [];
      }
      return;
    }
    if (this.depth !== 1) return;
    const count = (this.counts.get(name) ?? 0) + 1;
    this.counts.set(name, count);
    if (count <= (KEPT_PER_CARD[name] ?? 1)) this.lines.push(text);
  }

  end() {
    if (this.depth !== 0) throw unreadable();
  }
}

/** The vCard reader (a ContactsReader): one raw entry per card, as the bytes arrive. */
export const readVcards: ContactsReader = async function* (bytes) {
  const decoder = new TextDecoder("utf-8");
  const cards = new Cards();
  const lines = new VcardLines((line) => cards.line(line));
  for await (const chunk of bytes) {
    lines.push(decoder.decode(chunk, { stream: true }));
    yield* cards.done.splice(0);
  }
  lines.push(decoder.decode());
  lines.end();
  cards.end();
  yield* cards.done.splice(0);
};
