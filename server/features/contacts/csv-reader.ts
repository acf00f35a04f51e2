// CSV exports of phone and mail apps (Google Contacts, Outlook and similar headers), read as
// their bytes arrive by csv-parse's stream. Columns are told by their headers; a cell may hold
// several values (Google's " ::: ", or ";"), of which only the first few of each kind are split
// off: a cell of half a million numbers costs no more than one of twenty.
import { pipeline, Readable } from "node:stream";
import { parse } from "csv-parse";
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

/** The CSV reader (a ContactsReader): the header row names the columns, then one raw entry per row. */
export const readCsv: ContactsReader = async function* (bytes) {
  const parser = parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true });
  // A failure of either side (a refused byte, a broken quote) ends both, and the loop below with it.
  pipeline(Readable.from(bytes, { objectMode: false }), parser, () => {});
  let columns: Columns | null = null;
  try {
    for await (const row of parser as AsyncIterable<string[]>) {
      if (!columns) columns = columnsOf(row);
      else yield toRawEntry(row, columns);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest(CONTACTS_FILE_UNREADABLE);
  } finally {
    parser.destroy();
  }
};
