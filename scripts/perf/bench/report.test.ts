// `bench --write` keeps docs/PERFORMANCE.md a hand-written reference: a run replaces only the
// latest table between its markers, and the run itself goes to a dated file, where a rerun
// replaces its own section and keeps the day's other runs.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { LATEST_END, LATEST_START, performanceDoc, runDay, runFile, runsDir, withLatestTable, withRunSection } from "./report";

const doc = [
  "# Performance",
  "",
  "## Targets",
  "",
  "| target | latest |",
  "",
  "## Latest table",
  "",
  LATEST_START,
  "",
  "| old table |",
  "",
  LATEST_END,
  "",
  "## Test suite time",
  "",
  "Notes.",
  "",
].join("\n");

it("replaces only the latest table and keeps every line around it", () => {
  const next = withLatestTable(doc, "| new table |\n");
  expect(next).toContain("| new table |");
  expect(next).not.toContain("| old table |");
  expect(next.slice(0, next.indexOf(LATEST_START))).toBe(doc.slice(0, doc.indexOf(LATEST_START)));
  expect(next.slice(next.indexOf(LATEST_END))).toBe(doc.slice(doc.indexOf(LATEST_END)));
  expect(withLatestTable(next, "| old table |")).toBe(doc);
});

it("refuses a document without its markers instead of rewriting it", () => {
  expect(() => withLatestTable(doc.replace(LATEST_END, ""), "| new table |")).toThrow(/markers/);
  expect(() => withLatestTable("# Performance\n", "| new table |")).toThrow(/markers/);
});

it("starts a day's file with its title and adds each run as its own section", () => {
  const first = withRunSection("", "2026-11-27", "In process: PostgreSQL, 2,000 users", "| run 1 |");
  expect(first).toBe("# Performance runs, 2026-11-27\n\n## In process: PostgreSQL, 2,000 users\n\n| run 1 |\n");
  const second = withRunSection(first, "2026-11-27", "Under HTTP load: PGlite, 1,000 users (after)", "| run 2 |");
  expect(second.startsWith(first.trimEnd())).toBe(true);
  expect(second.endsWith("## Under HTTP load: PGlite, 1,000 users (after)\n\n| run 2 |\n")).toBe(true);
});

it("replaces a rerun's own section in place and keeps the sections before and after it", () => {
  const day = [
    "# Performance runs, 2026-11-27",
    "",
    "## Notes written by hand",
    "",
    "Kept.",
    "",
    "## In process: PostgreSQL, 2,000 users",
    "",
    "| run 1 |",
    "",
    "## Under HTTP load: PostgreSQL, 10,000 users (before)",
    "",
    "| http |",
    "",
  ].join("\n");
  const next = withRunSection(day, "2026-11-27", "In process: PostgreSQL, 2,000 users", "| run 2 |");
  expect(next).toBe(day.replace("| run 1 |", "| run 2 |"));
  const last = withRunSection(day, "2026-11-27", "Under HTTP load: PostgreSQL, 10,000 users (before)", "| again |");
  expect(last).toBe(day.replace("| http |", "| again |"));
});

it("names a run's file by its UTC day", () => {
  expect(runDay(new Date("2026-11-27T23:59:00Z"))).toBe("2026-11-27");
  expect(runFile("2026-11-27")).toBe(path.join(runsDir, "2026-11-27.md"));
});

it("finds the markers once each, in order, in the real document, and dated files in docs/performance", () => {
  const real = fs.readFileSync(performanceDoc, "utf8");
  expect(real.split(LATEST_START)).toHaveLength(2);
  expect(real.split(LATEST_END)).toHaveLength(2);
  expect(real.indexOf(LATEST_START)).toBeLessThan(real.indexOf(LATEST_END));
  const files = fs.readdirSync(runsDir);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}\.md$/);
});
