// Where `--write` puts a bench run: the whole run in docs/performance/<date>.md (one file per UTC
// day, a rerun with the same heading replaces its own section there), and the in-process table
// also in docs/PERFORMANCE.md, between its two markers; everything else in PERFORMANCE.md is
// written by hand and kept. Files are formatted as `npm test`'s format check expects (oxfmt, with
// the repository's .oxfmtrc.json).
import fs from "node:fs";
import path from "node:path";
import { format, type FormatConfig } from "oxfmt";

export const performanceDoc = path.resolve(import.meta.dirname, "../../../docs/PERFORMANCE.md");
export const runsDir = path.resolve(import.meta.dirname, "../../../docs/performance");

/** Around the latest in-process table in PERFORMANCE.md; only what is between them is replaced. */
export const LATEST_START = "<!-- bench --write: the latest in-process run, replaced by the next one. -->";
export const LATEST_END = "<!-- /bench --write -->";

/** The UTC day a run belongs to, `YYYY-MM-DD`: its file's name. */
export const runDay = (at: Date) => at.toISOString().slice(0, 10);

export const runFile = (day: string) => path.join(runsDir, `${day}.md`);

/** The day's file with the section `## heading` replaced in place, or added at the end. */
export function withRunSection(previous: string, day: string, heading: string, body: string): string {
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const base = previous.trim() === "" ? `# Performance runs, ${day}\n` : previous;
  const start = base.indexOf(`\n## ${heading}\n`);
  if (start < 0) return `${base.trimEnd()}\n\n${section}`;
  const next = base.indexOf("\n## ", start + 1);
  const rest = next < 0 ? "" : `\n${base.slice(next + 1)}`;
  return `${base.slice(0, start + 1)}${section}${rest}`;
}

/** Around the latest growth table (`bench -- --growth`) in PERFORMANCE.md. */
export const GROWTH_START = "<!-- bench --growth: the latest growth run, replaced by the next one. -->";
export const GROWTH_END = "<!-- /bench --growth -->";

/** `previous` with only the block between the markers `start` and `end` replaced by `text`. */
export function withMarkedBlock(previous: string, text: string, start = LATEST_START, end = LATEST_END): string {
  const from = previous.indexOf(start);
  const to = previous.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/PERFORMANCE.md has lost its markers: "${start}" … "${end}"`);
  return `${previous.slice(0, from + start.length)}\n\n${text.trim()}\n\n${previous.slice(to)}`;
}

/** PERFORMANCE.md with only the block between its markers replaced by `table`. */
export const withLatestTable = (previous: string, table: string) => withMarkedBlock(previous, table);

const formatterConfig = path.resolve(import.meta.dirname, "../../../.oxfmtrc.json");

async function writeFormatted(file: string, text: string) {
  // Every formatting option of the file; which files the check covers is not the formatter's business here.
  const options = JSON.parse(fs.readFileSync(formatterConfig, "utf8")) as FormatConfig & { $schema?: string };
  delete options.$schema;
  delete options.ignorePatterns;
  const formatted = await format(file, text, options);
  if (formatted.errors.length > 0) throw new Error(`${file} could not be formatted: ${JSON.stringify(formatted.errors)}`);
  fs.writeFileSync(file, formatted.code);
}

const readOrEmpty = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");

/**
 * Writes a run: its section in the day's file, and when `latest` is given (the in-process run),
 * that table into PERFORMANCE.md. Returns the files written, relative to the working folder.
 */
export async function writeRun(run: {
  at: Date;
  heading: string;
  body: string;
  latest?: string;
  growth?: string;
}): Promise<string[]> {
  const day = runDay(run.at);
  const file = runFile(day);
  fs.mkdirSync(runsDir, { recursive: true });
  await writeFormatted(file, withRunSection(readOrEmpty(file), day, run.heading, run.body));
  const written = [file];
  if (run.latest !== undefined) {
    await writeFormatted(performanceDoc, withLatestTable(fs.readFileSync(performanceDoc, "utf8"), run.latest));
    written.push(performanceDoc);
  }
  if (run.growth !== undefined) {
    await writeFormatted(
      performanceDoc,
      withMarkedBlock(fs.readFileSync(performanceDoc, "utf8"), run.growth, GROWTH_START, GROWTH_END),
    );
    written.push(performanceDoc);
  }
  return written.map((f) => path.relative(process.cwd(), f));
}
