// CSV exports of phone and mail apps (Google Contacts, Outlook, Apple, Thunderbird, LinkedIn and
// similar headers), read as their bytes arrive by csv-parse's stream. The text is UTF-8 (a BOM or
// not) until a byte says it is not, then Windows-1252 (Outlook's and Excel's default); UTF-16 was
// turned into UTF-8 before (reader.ts). The delimiter (comma, semicolon or tab) and the header row
// are told from the first lines: the header is the first row naming a phone or e-mail column (a
// LinkedIn export has a "Notes:" preamble before it). Columns are told by their headers; a cell may
// hold several values (Google's " ::: ", or ";"), of which only the first few of each kind are
// split off: a cell of half a million numbers costs no more than one of twenty. A row csv-parse
// cannot read (a quote never closed) or holding a NUL byte is handed over as null.
import { isUtf8 } from "node:buffer";
import { pipeline, Readable } from "node:stream";
import { parse } from "csv-parse";
import iconv from "iconv-lite";
import { CONTACTS_FILE_UNREADABLE } from "../../../common/schemas/contacts.js";
import { AppError, badRequest } from "../../errors.js";
import { VALUES_PER_ENTRY_MAX, type RawEntry } from "./parse.js";
import type { ContactsReader } from "./reader.js";

/** CSV headers by what they hold; "Phone 1 - Type" style label columns are not values. */
const isLabel = (h: string) => /\b(type|label)\b/i.test(h);
const isFullName = (h: string) => /^(name|full name|display name|contact name)$/i.test(h);
const isFirst = (h: string) => /^(first name|given name|firstname)$/i.test(h);
const isLast = (h: string) => /^(last name|family name|surname|lastname)$/i.test(h);
const isPhone = (h: string) => !isLabel(h) && /(phone|mobile|cell|tel\b|telephone)/i.test(h);
const isEmail = (h: string) => !isLabel(h) && /e-?mail/i.test(h);
/** A header cell is a short name ("E-mail 1 - Value"); a preamble's sentence that mentions e-mail is none. */
const HEADER_CHARS_MAX = 64;
const isKeyHeader = (h: string) => h.length <= HEADER_CHARS_MAX && (isPhone(h) || isEmail(h));

const DELIMITERS = [",", ";", "\t"] as const;
type Delimiter = (typeof DELIMITERS)[number];
/** The header is looked for in the file's first lines, within its first characters. */
const HEADER_LINES_MAX = 20;
const SNIFF_CHARS = 64 * 1024;

/** A name's parts: a few are plenty to find one. */
const NAME_VALUES_MAX = 5;
/** Google Contacts puts several values in one cell, separated by " ::: "; others use ";". */
const SEPARATOR = /\s*:::\s*|\s*;\s*/g;

/** The first `max` values of the cells at `columns`, split as they are found (the rest of a cell is never split). */
function firstValues(row: string[], columns: number[], max: number): string[] {
  const values: string[] = [];
  for (const column of columns) {
    const cell = row[column] ?? "";
    let from = 0;
    while (values.length < max) {
      SEPARATOR.lastIndex = from;
      const found = SEPARATOR.exec(cell);
      // A separator matching nothing (it cannot, but a zero-length match would loop) ends the cell.
      const end = found && found[0].length > 0 ? found.index : cell.length;
      values.push(cell.slice(from, end));
      if (end >= cell.length) break;
      from = end + found![0].length;
    }
    if (values.length >= max) break;
  }
  return values;
}

interface Columns {
  full: number[];
  first: number[];
  last: number[];
  phones: number[];
  emails: number[];
}

function columnsOf(header: string[]): Columns {
  const columns = (test: (h: string) => boolean) => header.flatMap((h, i) => (test(h) ? [i] : []));
  const phones = columns(isPhone);
  const emails = columns(isEmail);
  if (phones.length === 0 && emails.length === 0) throw badRequest(CONTACTS_FILE_UNREADABLE);
  return { full: columns(isFullName), first: columns(isFirst), last: columns(isLast), phones, emails };
}

function toRawEntry(row: string[], at: Columns): RawEntry {
  const given = [...firstValues(row, at.first, NAME_VALUES_MAX), ...firstValues(row, at.last, NAME_VALUES_MAX)];
  return {
    names: [...firstValues(row, at.full, NAME_VALUES_MAX), given.filter(Boolean).join(" ")],
    // Empty values (",," or "; ;") do not take a place of the kind's twenty.
    phones: firstValues(row, at.phones, VALUES_PER_ENTRY_MAX * 2)
      .filter(Boolean)
      .slice(0, VALUES_PER_ENTRY_MAX),
    emails: firstValues(row, at.emails, VALUES_PER_ENTRY_MAX * 2)
      .filter(Boolean)
      .slice(0, VALUES_PER_ENTRY_MAX),
  };
}

/** How many of a UTF-8 text's bytes end on a whole character (the rest may complete in the next chunk). */
function wholeUtf8Length(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: its lead is further back
    const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needs > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/** The file's text as it arrives: UTF-8 while its bytes are UTF-8, Windows-1252 from the first chunk that is not. */
async function* textOf(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let tail = Buffer.alloc(0);
  let windows1252 = false;
  let first = true;
  for await (const chunk of bytes) {
    const all = Buffer.concat([tail, chunk]);
    let text: string;
    if (!windows1252) {
      const whole = wholeUtf8Length(all);
      if (isUtf8(all.subarray(0, whole))) {
        text = all.subarray(0, whole).toString("utf8");
        tail = Buffer.from(all.subarray(whole));
      } else {
        windows1252 = true;
        text = iconv.decode(all, "windows-1252");
        tail = Buffer.alloc(0);
      }
    } else text = iconv.decode(all, "windows-1252");
    if (first && text.startsWith("\uFEFF")) text = text.slice(1);
    first = false;
    if (text) yield text;
  }
  if (tail.length > 0) yield isUtf8(tail) ? tail.toString("utf8") : iconv.decode(tail, "windows-1252");
}

/** A line's cells split at `delimiter` outside quotes (quotes dropped): enough to tell a header. */
function cellsOf(line: string, delimiter: Delimiter): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) {
      cells.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * The delimiter and the header's line (counted from 1) in the file's first lines: the first line
 * whose cells, split at one of the delimiters, name a phone or e-mail column, by the delimiter
 * naming most of them (then giving most cells). Null when no such line is there.
 */
function headerOf(sample: string): { delimiter: Delimiter; line: number } | null {
  const lines = sample.split(/\r\n|\r|\n/, HEADER_LINES_MAX);
  for (const [index, line] of lines.entries()) {
    let best: { delimiter: Delimiter; keys: number; cells: number } | null = null;
    for (const delimiter of DELIMITERS) {
      const cells = cellsOf(line, delimiter);
      const keys = cells.filter(isKeyHeader).length;
      if (keys === 0) continue;
      if (!best || keys > best.keys || (keys === best.keys && cells.length > best.cells)) {
        best = { delimiter, keys, cells: cells.length };
      }
    }
    if (best) return { delimiter: best.delimiter, line: index + 1 };
  }
  return null;
}

/** The CSV reader (a ContactsReader): the header row names the columns, then one raw entry per row (null for a row it cannot read). */
export const readCsv: ContactsReader = async function* (bytes) {
  const texts = textOf(bytes)[Symbol.asyncIterator]();
  let sample = "";
  let ended = false;
  while (sample.length < SNIFF_CHARS) {
    const next = await texts.next();
    if (next.done) {
      ended = true;
      break;
    }
    sample += next.value;
  }
  if (ended && !sample.trim()) return;
  const header = headerOf(sample);
  if (!header) {
    await texts.return?.(undefined);
    throw badRequest(CONTACTS_FILE_UNREADABLE);
  }
  async function* text(): AsyncGenerator<string> {
    yield sample;
    for (let next = await texts.next(); !next.done; next = await texts.next()) yield next.value;
  }
  const parser = parse({
    delimiter: header.delimiter,
    from_line: header.line,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    trim: true,
  });
  let unreadable = 0;
  parser.on("skip", () => (unreadable += 1));
  // A failure of either side ends both, and the loop below with it.
  pipeline(Readable.from(text(), { objectMode: false }), parser, () => {});
  let columns: Columns | null = null;
  try {
    for await (const row of parser as AsyncIterable<string[]>) {
      for (; unreadable > 0; unreadable--) yield null;
      if (!columns) columns = columnsOf(row);
      else yield row.some((cell) => cell.includes("\0")) ? null : toRawEntry(row, columns);
    }
    for (; unreadable > 0; unreadable--) yield null;
  } catch (err) {
    if (err instanceof AppError) throw err;
    // The rest of the file cannot be read: one more row that could not be read.
    yield null;
  } finally {
    parser.destroy();
    await texts.return?.(undefined);
  }
};
