// The one CSV writer: every CSV the app hands out (the account export today, reports later) is
// written here, so a cell a spreadsheet would run as a formula is defused in one place.
import { stringify } from "csv-stringify/sync";

/**
 * A text cell beginning with one of these is read by Excel, LibreOffice and Google Sheets as a
 * formula (or, for tab and carriage return, shifted into one): OWASP's "CSV Injection" list.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text written as is, except that a cell a spreadsheet would run as a formula gets a leading `'`,
 * which spreadsheets show as text. Applied to every text cell, whoever wrote it: a provider's name
 * typed by one member appears in another member's export.
 */
const defuseCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const cast = {
  string: defuseCell,
  date: (value: Date) => value.toISOString(),
  boolean: (value: boolean) => String(value),
  // A JSON value starts with `{`, `[` or `"`, never a formula character.
  object: (value: object) => JSON.stringify(value),
};

/** A CSV with a header line of `columns` and one line per row (only the header when there are none). */
export function writeCsv(columns: string[], rows: Record<string, unknown>[]): string {
  return stringify(rows, { header: true, columns, cast });
}
