// The address book's upload filter (a HeldFilter of server/http/multipart.ts): a vCard file's
// PHOTO, LOGO, KEY and SOUND properties are dropped byte by byte as the upload arrives, so a phone's
// export with a photo on every card (tens of MB) is held as the few MB of text its entries are read
// from. It reads no more than a line's property name: a line starting with a space or tab continues
// the property before it (dropped with it), a line without a ":" after a dropped property is vCard
// 2.1 base64 (dropped too), every other line is kept whole for the reader in the worker thread
// (vcard-reader.ts), which unfolds, decodes and drops the rest. A file that does not start with
// BEGIN:VCARD (a CSV, a UTF-16 file) passes unchanged.
import type { HeldFilter } from "../../http/multipart.js";

/** Properties whose values are binary (or links to it), never an entry's name, number or e-mail. */
const DROPPED = new Set(["PHOTO", "LOGO", "KEY", "SOUND"]);
/** Enough of the start to tell a vCard file (a BOM, blank lines, "BEGIN:VCARD"). */
const SNIFF_BYTES = 256;
/** A property's name (with its group and parameters) is told within this many bytes, else the line is kept as it is. */
const NAME_BYTES_MAX = 256;
const VCARD_START = /^(\xEF\xBB\xBF)?\s*BEGIN:VCARD/i;

const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const COLON = 0x3a;
const SEMICOLON = 0x3b;

/**
 * Where the next CR or LF of `chunk` is from a position, or -1. Each byte's next is looked for again
 * only once the position has passed it, so a chunk of many lines and no CR (or no LF) is scanned
 * once, not once a line.
 */
function lineEnds(chunk: Buffer): (from: number) => number {
  let lf = -2;
  let cr = -2;
  return (from) => {
    if (lf !== -1 && lf < from) lf = chunk.indexOf(LF, from);
    if (cr !== -1 && cr < from) cr = chunk.indexOf(CR, from);
    if (lf === -1) return cr;
    if (cr === -1) return lf;
    return Math.min(lf, cr);
  };
}

const DROPPED_BYTES = [...DROPPED].map((name) => Buffer.from(name, "latin1"));
const DOT = 0x2e;
const UPPER_CASE = 0xdf;

/** Whether a line's start up to its ";" or ":" ("item1.PHOTO") names a dropped property, compared byte by byte. */
function namesDropped(start: Buffer): boolean {
  const from = start.lastIndexOf(DOT) + 1;
  const length = start.length - from;
  return DROPPED_BYTES.some((name) => {
    if (name.length !== length) return false;
    for (let i = 0; i < length; i++) if ((start[from + i]! & UPPER_CASE) !== name[i]) return false;
    return true;
  });
}

type LineState = "start" | "name" | "keep" | "drop";

class PhotoFilter implements HeldFilter {
  private mode: "sniff" | "vcard" | "pass" = "sniff";
  private head: Buffer[] = [];
  private headLength = 0;
  private state: LineState = "start";
  /** The current property is dropped, with its continuation lines. */
  private dropping = false;
  /** The bytes of a line's start, from an earlier chunk, whose property is not known yet. */
  private pendingName: Buffer | null = null;

  push(chunk: Buffer): Buffer[] {
    if (this.mode === "pass") return [chunk];
    if (this.mode === "vcard") return this.scan(chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    return this.headLength < SNIFF_BYTES ? [] : this.decide();
  }

  end(): Buffer[] {
    const out = this.mode === "sniff" ? this.decide() : [];
    // A last line whose name never ended: kept as it is (the reader drops what it cannot read).
    if (this.pendingName && !this.dropping) out.push(this.pendingName);
    this.pendingName = null;
    return out;
  }

  private decide(): Buffer[] {
    const head = Buffer.concat(this.head, this.headLength);
    this.head = [];
    this.mode = VCARD_START.test(head.subarray(0, SNIFF_BYTES).toString("latin1")) ? "vcard" : "pass";
    return this.mode === "pass" ? [head] : this.scan(head);
  }

  /** The kept parts of `chunk`, as slices of it (the dropped bytes are never copied). */
  private scan(chunk: Buffer): Buffer[] {
    const out: Buffer[] = [];
    const lineEnd = lineEnds(chunk);
    let runStart = 0;
    let nameStart = 0;
    let at = 0;
    const endRun = (end: number) => {
      if (end > runStart) out.push(chunk.subarray(runStart, end));
    };
    while (at < chunk.length) {
      if (this.state === "start") {
        const first = chunk[at]!;
        if (first === CR || first === LF) {
          at += 1;
          continue;
        }
        if (first === SPACE || first === TAB) {
          this.state = this.dropping ? "drop" : "keep";
        } else {
          this.state = "name";
          nameStart = at;
        }
      }
      if (this.state === "keep") {
        const end = lineEnd(at);
        if (end === -1) break;
        at = end;
        this.state = "start";
        continue;
      }
      if (this.state === "drop") {
        endRun(at);
        const end = lineEnd(at);
        runStart = end === -1 ? chunk.length : end;
        if (end === -1) break;
        at = end;
        this.state = "start";
        continue;
      }
      // "name": read on to the end of the name and parameters, or of the line.
      const held = this.pendingName?.length ?? 0;
      let stop = at;
      while (stop < chunk.length && stop - nameStart + held <= NAME_BYTES_MAX) {
        const byte = chunk[stop]!;
        if (byte === COLON || byte === SEMICOLON || byte === CR || byte === LF) break;
        stop += 1;
      }
      if (stop === chunk.length) {
        // The name goes on in the next chunk: held until it is known (at most NAME_BYTES_MAX).
        endRun(nameStart);
        const rest = chunk.subarray(nameStart);
        this.pendingName = this.pendingName ? Buffer.concat([this.pendingName, rest]) : Buffer.from(rest);
        runStart = chunk.length;
        at = chunk.length;
        break;
      }
      const byte = chunk[stop]!;
      const start = this.pendingName
        ? Buffer.concat([this.pendingName, chunk.subarray(nameStart, stop)])
        : chunk.subarray(nameStart, stop);
      const pending = this.pendingName;
      this.pendingName = null;
      if (byte === COLON || byte === SEMICOLON) {
        this.dropping = namesDropped(start);
      }
      // A line without a property after a dropped one (vCard 2.1 base64 without indent) is dropped too;
      // a long start without a ":" or ";" keeps the state it is in.
      if (this.dropping) {
        endRun(nameStart);
        runStart = stop;
        this.state = "drop";
        at = stop;
        continue;
      }
      if (pending) {
        // The start held from the chunk before is kept: it goes out before this chunk's part of the line.
        endRun(nameStart);
        out.push(pending);
        runStart = nameStart;
      }
      this.state = "keep";
      at = stop;
    }
    if (this.state !== "name") endRun(chunk.length);
    return out;
  }
}

/** A new filter for one upload. */
export function withoutPhotos(): HeldFilter {
  return new PhotoFilter();
}
