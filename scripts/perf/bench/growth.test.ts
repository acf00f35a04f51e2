// `bench -- --growth`: its sizes, the growth table's cells (each size's value, then the last over
// the first) and the block of docs/PERFORMANCE.md it replaces.
import { expect, it } from "vitest";
import { growthTable, parseSizes, sizesTable } from "./growth";
import type { HttpRun, Row } from "./http";
import { GROWTH_END, GROWTH_START, LATEST_END, LATEST_START, withMarkedBlock } from "./report";

const cell = (rps: number, p50: number, p99: number) => ({ rps, p50, p99, failed: 0, serverErrors: 0, completed: 100 });
const row = (name: string, statements: number, rps: number, p50: number): Row => ({
  name,
  bytes: 100,
  statements,
  at: { 4: cell(rps, p50, p50 * 3), 32: cell(rps * 2, p50 * 4, p50 * 10) },
});
const run = (users: number, callRps: number, callP50: number): HttpRun => ({
  where: "PostgreSQL 15",
  users,
  seconds: users / 100,
  counts: {} as HttpRun["counts"],
  floor: row("floor", 1, 1000, 2),
  rows: [row("GET /api/providers?search=acme", 3, callRps, callP50)],
  contended: "",
  databaseBytes: users * 20 * 1024,
  serverRss: { now: 200 * 2 ** 20, peak: 300 * 2 ** 20 },
});

it("reads two or more sizes and refuses anything else", () => {
  expect(parseSizes("10000,100000")).toEqual([10000, 100000]);
  expect(parseSizes("1000, 2000, 4000")).toEqual([1000, 2000, 4000]);
  for (const bad of [undefined, "10000", "10000,abc", "5,100", "10000,2000000"])
    expect(() => parseSizes(bad)).toThrow(/--growth/);
});

it("writes each size's value and the last over the first, for every call and the floor", () => {
  const table = growthTable([run(10_000, 50, 20), run(100_000, 25, 40)]);
  const line = table.split("\n").find((l) => l.startsWith("| GET /api/providers?search=acme"))!;
  expect(line).toContain("| 3 |");
  expect(line).toContain("| 50 → 25 (0.50×) |"); // req/s at 4
  expect(line).toContain("| 20 ms → 40 ms (2.00×) |"); // p50 at 4
  expect(line).toContain("| 5.0% → 2.5% (0.50×) |"); // share of the floor at 32: 100 and 50 of 2,000
  expect(table).toContain("| floor | 1 | 1,000 → 1,000 (1.00×)");
  const sizes = sizesTable([run(10_000, 50, 20), run(100_000, 25, 40)]);
  expect(sizes).toContain("| 100,000 | 1000 s | 1953.1 MiB | 20.0 KiB | 200.0 MiB | 300.0 MiB |");
});

it("replaces only its own block of PERFORMANCE.md", () => {
  const doc = ["# P", LATEST_START, "latest", LATEST_END, "## Growth", GROWTH_START, "old growth", GROWTH_END, "end"].join("\n");
  const next = withMarkedBlock(doc, "new growth", GROWTH_START, GROWTH_END);
  expect(next).toContain("new growth");
  expect(next).not.toContain("old growth");
  expect(next).toContain(`${LATEST_START}\nlatest\n${LATEST_END}`);
  expect(next.endsWith(`${GROWTH_END}\nend`)).toBe(true);
});
