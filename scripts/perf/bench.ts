// `npm run bench [-- --users 2000 --iterations 30 --pglite --write]`: the app in-process on a
// database seeded at scale (scripts/perf/seed/scale.ts), measuring every list and detail endpoint a
// user hits with app.inject: p50/p95/max latency and SQL statements per request.
// `npm run bench -- --first-start [--runs 3]`: a first start on an empty data folder, spawn to
// `/readyz` 200 (scripts/perf/bench/first-start.ts).
// `npm run bench -- --http [--users N --pglite --duration 5 --only PUT --label after --write]`: the load bench over real
// HTTP instead (scripts/perf/bench/http.ts); `--http --contention`: only its writes-under-64-readers line.
// `npm run bench -- --growth 10000,100000 [--pglite --duration 5 --only GET --no-write]`: that HTTP bench at
// each size back to back, the growth table with ratios written into docs/PERFORMANCE.md
// (scripts/perf/bench/growth.ts).
//
// PostgreSQL (default): creates vowch_bench_<random> through the admin URL BENCH_DATABASE_URL
// (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), migrates, seeds,
// measures and drops it. --pglite: a temporary PGlite folder instead. --write: also writes the
// run to docs/performance/<date>.md and its table into docs/PERFORMANCE.md (./bench/report.ts). A benchmark, not a test: it always exits 0 unless it cannot run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app.js";
import { loadConfig } from "../../server/config.js";
import { datasetLine, machineNote, openBenchDatabase, seedBenchDatabase, statementCounter } from "./bench/database.js";
import { injectSend, readEndpoints, signInViewer, type Endpoint, type Viewer } from "./bench/endpoints.js";
import { runFirstStartBench } from "./bench/first-start.js";
import { parseSizes, runGrowthBench } from "./bench/growth.js";
import { runHttpBench } from "./bench/http.js";
import { writeRun } from "./bench/report.js";
import { parseUsers } from "./seed-scale.js";
import type { ScaleCounts } from "./seed/scale.js";

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  const n = i >= 0 ? Number(argv[i + 1]) : fallback;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

const textOption = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};

const usePglite = flag("--pglite");
const write = flag("--write");
const iterations = option("--iterations", 30);
const users = parseUsers(argv);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

interface Result {
  name: string;
  p50: number;
  p95: number;
  max: number;
  queries: number;
  rows: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(app: FastifyInstance, viewers: Viewer[], endpoint: Endpoint): Promise<Result> {
  const times: number[] = [];
  let queries = 0;
  let rows = 0;
  const total = iterations + 3;
  for (let i = 0; i < total; i++) {
    const viewer = viewers[i % viewers.length]!;
    const friend = viewers[(i + 1) % viewers.length]!;
    const url = endpoint.url(viewer, friend);
    statementCounter.queries = 0;
    const started = performance.now();
    const res = await app.inject({ method: "GET", url, headers: { cookie: viewer.cookie } });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
    if (i < 3) continue; // warm-up: plans, JIT, caches
    times.push(ms);
    queries = Math.max(queries, statementCounter.queries);
    const body = res.json<unknown>();
    rows = Math.max(rows, Array.isArray(body) ? body.length : 1);
  }
  times.sort((a, b) => a - b);
  return {
    name: endpoint.name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1]!,
    queries,
    rows,
  };
}

function table(results: Result[]): string {
  const head = "| Endpoint | p50 ms | p95 ms | max ms | SQL/request | rows |";
  const sep = "|---|---:|---:|---:|---:|---:|";
  const f = (n: number) => n.toFixed(1);
  return [
    head,
    sep,
    ...results.map((r) => `| ${r.name} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.max)} | ${r.queries} | ${r.rows} |`),
  ].join("\n");
}

async function writeReport(where: string, counts: ScaleCounts, results: Result[], seedSeconds: number) {
  const at = new Date();
  const method = [
    "Every endpoint a signed-in user hits, through `app.inject` (no network), on a freshly seeded scale",
    `database. Latencies are over ${iterations} requests after 3 warm-ups, rotating over 3 signed-in users;`,
    `"SQL/request" is the most statements one request sent (the session lookup included); rows = items returned.`,
  ].join("\n");
  const latest = [
    `- Date: ${at.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    `- Machine: ${machineNote(where)}`,
    `- Dataset (${users.toLocaleString("en-US")} users, seeded in ${seedSeconds.toFixed(1)} s): ${datasetLine(counts)}`,
    "",
    table(results),
  ].join("\n");
  const kind = where.startsWith("PGlite") ? "PGlite" : "PostgreSQL";
  const heading = `In process: ${kind}, ${users.toLocaleString("en-US")} users`;
  for (const file of await writeRun({ at, heading, body: `${method}\n\n${latest}`, latest })) console.log(`Wrote ${file}`);
}

async function main(): Promise<number> {
  const opened = await openBenchDatabase({ pglite: usePglite, adminUrl });
  let app: FastifyInstance | undefined;
  try {
    console.log(`Seeding ${users} users on ${opened.where}…`);
    const { counts, seconds: seedSeconds } = await seedBenchDatabase(opened, users);
    console.log(`Seeded in ${seedSeconds.toFixed(1)} s: ${datasetLine(counts)}\n`);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-bench-data-"));
    const base = loadConfig({ SESSION_SECRET: "bench-secret-bench-secret-bench", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const config = {
      ...base,
      rateLimit: { perIp: 100_000, perEmail: 100_000, windowSeconds: 900 },
      peopleLookupsPerMinute: 1_000_000,
    };
    app = await buildApp({ config, db: opened.countingDb, logger: false });
    await app.ready();
    const send = injectSend(app);
    const viewers = [await signInViewer(send, 1), await signInViewer(send, 2), await signInViewer(send, 3)];

    const results: Result[] = [];
    for (const endpoint of readEndpoints) {
      const r = await measure(app, viewers, endpoint);
      results.push(r);
      console.log(
        `${r.name.padEnd(52)} p50 ${r.p50.toFixed(1).padStart(7)}  p95 ${r.p95.toFixed(1).padStart(7)}  max ${r.max.toFixed(1).padStart(7)}  sql ${String(r.queries).padStart(2)}  rows ${r.rows}`,
      );
    }
    console.log(`\n${table(results)}`);
    if (write) await writeReport(opened.where, counts, results, seedSeconds);
    fs.rmSync(dataDir, { recursive: true, force: true });
    return 0;
  } catch (err) {
    console.error(err);
    return 1;
  } finally {
    await app?.close();
    await opened.cleanup();
  }
}

process.exitCode = flag("--first-start")
  ? await runFirstStartBench(option("--runs", 3))
  : argv.includes("--growth")
    ? await runGrowthBench({
        sizes: parseSizes(textOption("--growth")),
        pglite: usePglite,
        adminUrl,
        duration: option("--duration", 5),
        write: !flag("--no-write"),
        only: textOption("--only"),
      })
    : flag("--http")
      ? await runHttpBench({
          users,
          pglite: usePglite,
          adminUrl,
          duration: option("--duration", 5),
          write,
          only: textOption("--only"),
          label: textOption("--label") ?? "current",
          contentionOnly: flag("--contention"),
        })
      : await main();
