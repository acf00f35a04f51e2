// Writes docs/PERFORMANCE.md formatted as `npm test`'s `prettier --check` expects. Each bench run
// owns one block of the file and replaces only that block: the in-process table at the top (up to
// IN_PROCESS_END), each `--http` section between its own markers; the notes written by hand
// between and below them survive every rewrite.
import fs from "node:fs";
import path from "node:path";
import prettier from "prettier";

export const performanceDoc = path.resolve(import.meta.dirname, "../../docs/PERFORMANCE.md");

/** Where the in-process run's block ends; everything after it is kept. */
export const IN_PROCESS_END = "<!-- /bench in-process: sections and notes below this line are kept. -->";
/** Where a new `--http` section goes when the file has none for its key yet. */
export const HISTORY_MARKER = "<!-- Kept by --write: notes and earlier runs below this line. -->";

/** The file with its top block (title, in-process table) replaced by `block`. */
export function withInProcessBlock(previous: string, block: string): string {
  const end = previous.indexOf(IN_PROCESS_END);
  // A file from before the end marker: its in-process block ran up to its first section.
  const firstSection = previous.search(/^## /m);
  const rest =
    end >= 0
      ? previous.slice(end + IN_PROCESS_END.length)
      : firstSection >= 0
        ? `\n\n${previous.slice(firstSection)}`
        : `\n\n${HISTORY_MARKER}\n`;
  return `${block.trimEnd()}\n\n${IN_PROCESS_END}${rest}`;
}

/** The file with the `--http` section of `key` replaced by (or added as) `text`. */
export function withHttpSection(previous: string, key: string, text: string): string {
  const start = `<!-- bench --http ${key} -->`;
  const end = `<!-- /bench --http ${key} -->`;
  const section = `${start}\n${text}\n${end}`;
  const from = previous.indexOf(start);
  const to = previous.indexOf(end);
  if (from >= 0 && to > from) return previous.slice(0, from) + section + previous.slice(to + end.length);
  const marker = previous.indexOf(HISTORY_MARKER);
  if (marker >= 0) return `${previous.slice(0, marker)}${section}\n\n${previous.slice(marker)}`;
  return `${previous}\n${section}\n`;
}

export async function writePerformanceDoc(text: string) {
  const options = (await prettier.resolveConfig(performanceDoc)) ?? {};
  fs.writeFileSync(performanceDoc, await prettier.format(text, { ...options, filepath: performanceDoc }));
}
