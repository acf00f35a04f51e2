// `npm run bench -- --growth 10000,100000 [--pglite --duration 5 --only PUT --no-write]`: the HTTP
// bench (./http.ts) at each size, back to back in one run, each on its own throw-away database
// seeded by the bulk scale seed. Writes the growth table (every call at each size and the ratio of
// the last size to the first: req/s, p50 and p99 at 4 and 32 connections, the share of the floor
// at 32), the database's size per user and the server's memory into docs/PERFORMANCE.md between
// its growth markers, and each size's full table into the day's file (./report.ts).
import { machineNote } from "./database.js";
import { formatTable, measureHttp, runNote, type HttpBenchOptions, type HttpRun, type Row } from "./http.js";
import { writeRun } from "./report.js";

export interface GrowthOptions extends Omit<HttpBenchOptions, "users" | "label" | "contentionOnly"> {
  sizes: number[];
}

/** `10000,100000` → [10000, 100000]; each a whole number from 10 to 1,000,000, at least two. */
export function parseSizes(text: string | undefined): number[] {
  const sizes = (text ?? "").split(",").map((s) => Number(s.trim()));
  if (sizes.length < 2 || sizes.some((n) => !Number.isInteger(n) || n < 10 || n > 1_000_000))
    throw new Error(`--growth takes two or more sizes, e.g. --growth 10000,100000 (got ${text ?? "nothing"})`);
  return sizes;
}

const whole = (v: number) => Math.round(v).toLocaleString("en-US");
const ratio = (from: number | undefined, to: number | undefined) =>
  from !== undefined && to !== undefined && from > 0 ? `${(to / from).toFixed(2)}×` : "–";
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** One measure of one call across the sizes: `a → b → c (c/a×)`; "none" where no request completed. */
function across(values: (number | undefined)[], format: (v: number) => string): string {
  return `${values.map((v) => (v === undefined ? "none" : format(v))).join(" → ")} (${ratio(values[0], values[values.length - 1])})`;
}

/** A latency or rate of one autocannon run; undefined when no request completed in it. */
const measured = (cell: Row["at"][number], key: "rps" | "p50" | "p99") => (cell.completed > 0 ? cell[key] : undefined);

const share = (row: Row, floor: Row) => (100 * row.at[32]!.rps) / floor.at[32]!.rps;

/** The growth table: a row per call, found by name in every run. */
export function growthTable(runs: HttpRun[]): string {
  const names = runs[0]!.rows.map((r) => r.name);
  const head = [
    "| call | SQL | req/s at 4 | p50 at 4 | p99 at 4 | req/s at 32 | p50 at 32 | p99 at 32 | share of the floor at 32 |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const floorLine = (() => {
    const at = (c: 4 | 32, key: "rps" | "p50" | "p99") => runs.map((r) => measured(r.floor.at[c]!, key));
    return `| ${runs[0]!.floor.name} | 1 | ${across(at(4, "rps"), whole)} | ${across(at(4, "p50"), (v) => `${v} ms`)} | ${across(at(4, "p99"), (v) => `${v} ms`)} | ${across(at(32, "rps"), whole)} | ${across(at(32, "p50"), (v) => `${v} ms`)} | ${across(at(32, "p99"), (v) => `${v} ms`)} | 100% |`;
  })();
  const lines = names.map((name) => {
    const rows = runs.map((run) => run.rows.find((r) => r.name === name)!);
    const at = (c: 4 | 32, key: "rps" | "p50" | "p99") => rows.map((r) => measured(r.at[c]!, key));
    const failed = rows.reduce((n, r) => n + r.at[4]!.failed + r.at[32]!.failed, 0);
    const sql = [...new Set(rows.map((r) => r.statements))].join(" → ");
    const shares = rows.map((r, i) => share(r, runs[i]!.floor));
    return `| ${name}${failed ? ` (${failed} failed)` : ""} | ${sql} | ${across(at(4, "rps"), whole)} | ${across(at(4, "p50"), (v) => `${v} ms`)} | ${across(at(4, "p99"), (v) => `${v} ms`)} | ${across(at(32, "rps"), whole)} | ${across(at(32, "p50"), (v) => `${v} ms`)} | ${across(at(32, "p99"), (v) => `${v} ms`)} | ${across(shares, (v) => `${v.toFixed(1)}%`)} |`;
  });
  return [...head, floorLine, ...lines].join("\n");
}

/** Per size: seed time, database size (per user) and the server's memory. */
export function sizesTable(runs: HttpRun[]): string {
  const head = [
    "| users | seeded in | database | per user | server RSS after the calls | server RSS peak |",
    "|---:|---:|---:|---:|---:|---:|",
  ];
  return [
    ...head,
    ...runs.map(
      (r) =>
        `| ${whole(r.users)} | ${r.seconds.toFixed(0)} s | ${mib(r.databaseBytes)} | ${(r.databaseBytes / r.users / 1024).toFixed(1)} KiB | ${r.serverRss ? mib(r.serverRss.now) : "–"} | ${r.serverRss ? mib(r.serverRss.peak) : "–"} |`,
    ),
  ].join("\n");
}

export async function runGrowthBench(options: GrowthOptions): Promise<number> {
  const started = new Date();
  const runs: HttpRun[] = [];
  try {
    for (const users of options.sizes) {
      console.log(`\n=== ${users.toLocaleString("en-US")} users ===`);
      const run = await measureHttp({ ...options, users, label: "growth" });
      runs.push(run!);
      console.log(`database ${mib(run!.databaseBytes)}, server RSS ${run!.serverRss ? mib(run!.serverRss.now) : "unknown"}`);
    }
  } catch (err) {
    console.error(err);
    return 1;
  }
  const sizes = options.sizes.map((n) => n.toLocaleString("en-US")).join(" → ");
  const kind = options.pglite ? "PGlite" : "PostgreSQL";
  const command = `npm run bench -- --growth ${options.sizes.join(",")}${options.pglite ? " --pglite" : ""}${options.only ? ` --only "${options.only}"` : ""}`;
  const growth = [
    `Written by \`${command}\`, ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, ${kind}, ${sizes} users back to back in one run.`,
    `${machineNote(runs[0]!.where)}. Each cell: the sizes' values in order, then the last over the first`,
    `(for req/s and the share of the floor, below 1× is slower; for p50 and p99, above 1× is slower). Each`,
    `value is one ${options.duration} s autocannon run; the floor is measured in each size's run.`,
    "",
    growthTable(runs),
    "",
    sizesTable(runs),
  ].join("\n");
  console.log(`\n${growth}`);
  if (options.write) {
    const body = [
      growth,
      ...runs.flatMap((run) => [
        "",
        `### ${run.users.toLocaleString("en-US")} users`,
        "",
        runNote(run, options.duration),
        "",
        formatTable(run.rows, run.floor),
        "",
        run.contended,
      ]),
    ].join("\n");
    const written = await writeRun({ at: started, heading: `Growth: ${kind}, ${sizes} users`, body, growth });
    for (const file of new Set(written)) console.log(`Wrote ${file}`);
  }
  return 0;
}
