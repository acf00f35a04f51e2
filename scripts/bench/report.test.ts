// Each bench run replaces only its own block of docs/PERFORMANCE.md: a rewrite of the in-process
// table once dropped every `--http` section and hand-written note above the history marker.
import fs from "node:fs";
import { expect, it } from "vitest";
import { HISTORY_MARKER, IN_PROCESS_END, performanceDoc, withHttpSection, withInProcessBlock } from "./report";

const doc = [
  "# Performance",
  "",
  "| old in-process table |",
  "",
  IN_PROCESS_END,
  "",
  "## A hand-written section",
  "",
  "Notes.",
  "",
  "<!-- bench --http PostgreSQL 10000 after -->",
  "| old http table |",
  "<!-- /bench --http PostgreSQL 10000 after -->",
  "",
  HISTORY_MARKER,
  "",
  "## Earlier runs",
  "",
].join("\n");

it("replaces the in-process table and keeps every section and note after it", () => {
  const next = withInProcessBlock(doc, "# Performance\n\n| new in-process table |\n");
  expect(next).toContain("| new in-process table |");
  expect(next).not.toContain("| old in-process table |");
  expect(next.slice(next.indexOf(IN_PROCESS_END))).toBe(doc.slice(doc.indexOf(IN_PROCESS_END)));
});

it("keeps the sections of a file written before the end marker existed", () => {
  const older = doc.replace(`${IN_PROCESS_END}\n\n`, "");
  const next = withInProcessBlock(older, "# Performance\n\n| new in-process table |\n");
  expect(next).not.toContain("| old in-process table |");
  for (const kept of ["## A hand-written section", "| old http table |", HISTORY_MARKER, "## Earlier runs"])
    expect(next).toContain(kept);
});

it("replaces an --http section in place, or adds a new one above the history marker", () => {
  const replaced = withHttpSection(doc, "PostgreSQL 10000 after", "| new http table |");
  expect(replaced).toBe(doc.replace("| old http table |", "| new http table |"));
  const added = withHttpSection(doc, "PGlite 1000 after", "| pglite table |");
  expect(added.indexOf("| pglite table |")).toBeGreaterThan(added.indexOf("| old http table |"));
  expect(added.indexOf("| pglite table |")).toBeLessThan(added.indexOf(HISTORY_MARKER));
  expect(
    added.replace(
      /<!-- bench --http PGlite 1000 after -->\n\| pglite table \|\n<!-- \/bench --http PGlite 1000 after -->\n\n/,
      "",
    ),
  ).toBe(doc);
});

it("finds the end of the in-process block in the real document, above every section", () => {
  const real = fs.readFileSync(performanceDoc, "utf8");
  expect(real.indexOf(IN_PROCESS_END)).toBeGreaterThan(0);
  expect(real.indexOf(IN_PROCESS_END)).toBeLessThan(real.search(/^## /m));
});
