// `npm run bench [-- --users 2000 --iterations 30 --pglite --write]`: the app in-process on a
// database seeded at scale (scripts/seed/scale.ts), measuring every list and detail endpoint a
// user hits with app.inject: p50/p95/max latency and SQL statements per request.
//
// PostgreSQL (default): creates vowch_bench_<random> through the admin URL BENCH_DATABASE_URL
// (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), migrates, seeds,
// measures and drops it. --pglite: a temporary PGlite folder instead. --write: also writes
// docs/PERFORMANCE.md. A benchmark, not a test: it always exits 0 unless it cannot run.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../server/app.js";
import { loadConfig } from "../server/config.js";
import { openPglite, openPostgres, runMigrations, type Database, type Db } from "../server/db/client.js";
import * as schema from "../server/db/schema.js";
import { parseUsers } from "./seed-scale.js";
import { SCALE_PASSWORD, scaleEmail, seedScale, type ScaleCounts } from "./seed/scale.js";

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  const n = i >= 0 ? Number(argv[i + 1]) : fallback;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

const usePglite = flag("--pglite");
const write = flag("--write");
const iterations = option("--iterations", 30);
const users = parseUsers(argv);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Counts every statement the app sends (drizzle's logger sees each one). */
const counter = { queries: 0 };
const logger = { logQuery: () => void counter.queries++ };

interface Opened {
  database: Database;
  /** The same connection with the counting logger, for the app. */
  countingDb: Db;
  where: string;
  cleanup(): Promise<void>;
}

async function openBenchDatabase(): Promise<Opened> {
  if (usePglite) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-bench-"));
    const database = await openPglite({ dataDir: dir });
    const client = (database as Database & { client: PGlite }).client;
    return {
      database,
      countingDb: drizzlePglite(client, { schema, logger }) as unknown as Db,
      where: "PGlite (temporary folder)",
      cleanup: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `vowch_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  const pool = (database as Database & { pool: pg.Pool }).pool;
  const version = (await pool.query<{ server_version: string }>("show server_version")).rows[0]!.server_version;
  return {
    database,
    countingDb: drizzlePg(pool, { schema, logger }) as unknown as Db,
    where: `PostgreSQL ${version.split(" ")[0]}`,
    cleanup: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

interface Viewer {
  email: string;
  id: string;
  cookie: string;
  projectId: string;
  providerId: string;
}

async function signIn(app: FastifyInstance, n: number): Promise<Viewer> {
  const email = scaleEmail(n);
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: SCALE_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
  const sid = res.cookies.find((c) => c.name === "vowch.sid");
  const cookie = `vowch.sid=${sid!.value}`;
  const get = async <T>(url: string) => (await app.inject({ method: "GET", url, headers: { cookie } })).json<T>();
  const projects = await get<{ id: string; providerCount: number }[]>("/api/projects");
  const project = projects.find((p) => p.providerCount > 0) ?? projects[0];
  // A provider on the viewer's own project, so "user-projects" and "projects" have something to show.
  const links = await get<{ providerId: string }[]>(`/api/projects/${project!.id}/providers`);
  const saved = await get<{ id: string }[]>("/api/providers/saved");
  const providerId = links[0]?.providerId ?? saved[0]!.id;
  return { email, id: res.json<{ id: string }>().id, cookie, projectId: project!.id, providerId };
}

interface Endpoint {
  name: string;
  url(viewer: Viewer, friend: Viewer): string;
}

const endpoints: Endpoint[] = [
  { name: "GET /api/auth/user (baseline: session only)", url: () => "/api/auth/user" },
  { name: "GET /api/projects", url: () => "/api/projects" },
  { name: "GET /api/projects/{id}", url: (v) => `/api/projects/${v.projectId}` },
  { name: "GET /api/projects/{id}/providers", url: (v) => `/api/projects/${v.projectId}/providers` },
  { name: "GET /api/projects/{id}/collaborators", url: (v) => `/api/projects/${v.projectId}/collaborators` },
  { name: "GET /api/user/stats", url: () => "/api/user/stats" },
  { name: "GET /api/providers", url: () => "/api/providers" },
  { name: "GET /api/providers?category=Plumber", url: () => "/api/providers?category=Plumber" },
  { name: "GET /api/providers?search=acme", url: () => "/api/providers?search=acme" },
  { name: "GET /api/providers/browse", url: () => "/api/providers/browse" },
  { name: "GET /api/providers/saved", url: () => "/api/providers/saved" },
  { name: "GET /api/providers/contact-recommended", url: () => "/api/providers/contact-recommended" },
  { name: "GET /api/providers/recommended", url: () => "/api/providers/recommended" },
  { name: "GET /api/providers/{id}", url: (v) => `/api/providers/${v.providerId}` },
  { name: "GET /api/providers/{id}/projects", url: (v) => `/api/providers/${v.providerId}/projects` },
  { name: "GET /api/providers/{id}/user-projects", url: (v) => `/api/providers/${v.providerId}/user-projects` },
  { name: "GET /api/providers/{id}/contact-projects", url: (v) => `/api/providers/${v.providerId}/contact-projects` },
  { name: "GET /api/recommendations", url: () => "/api/recommendations" },
  { name: "GET /api/friends", url: () => "/api/friends" },
  { name: "GET /api/friends?search=gar", url: () => "/api/friends?search=gar" },
  { name: "GET /api/users/all?search=gar", url: () => "/api/users/all?search=gar" },
  { name: "GET /api/contacts/{id}/projects", url: (_v, f) => `/api/contacts/${f.id}/projects` },
  { name: "GET /api/provider-requests", url: () => "/api/provider-requests" },
  { name: "GET /api/provider-suggestions", url: () => "/api/provider-suggestions" },
];

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
    counter.queries = 0;
    const started = performance.now();
    const res = await app.inject({ method: "GET", url, headers: { cookie: viewer.cookie } });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
    if (i < 3) continue; // warm-up: plans, JIT, caches
    times.push(ms);
    queries = Math.max(queries, counter.queries);
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

function datasetLine(counts: ScaleCounts): string {
  return Object.entries(counts)
    .map(([k, v]: [string, number]) => `${v.toLocaleString("en-US")} ${k}`)
    .join(", ");
}

function machineNote(where: string): string {
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  return `${where}; Node ${process.version}; ${os.cpus().length} × ${cpu}; ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM (shared machine, other work running)`;
}

const HISTORY_MARKER = "<!-- Kept by --write: notes and earlier runs below this line. -->";

function writeReport(where: string, counts: ScaleCounts, results: Result[], seedSeconds: number) {
  const file = path.resolve(import.meta.dirname, "../docs/PERFORMANCE.md");
  const text = [
    "# Performance",
    "",
    "Written by `npm run bench -- --write` (scripts/bench.ts). Every endpoint a signed-in user hits,",
    "through `app.inject` (no network), on a freshly seeded scale database (scripts/seed/scale.ts).",
    `Latencies are over ${iterations} requests after 3 warm-ups, rotating over 3 signed-in users; "SQL/request"`,
    "is the most statements one request sent (the session lookup included); rows = items returned.",
    "",
    `- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    `- Machine: ${machineNote(where)}`,
    `- Dataset (${users.toLocaleString("en-US")} users, seeded in ${seedSeconds.toFixed(1)} s): ${datasetLine(counts)}`,
    "",
    table(results),
    "",
  ].join("\n");
  // Hand-written notes below the marker (e.g. earlier runs) survive a rewrite.
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const at = previous.indexOf(HISTORY_MARKER);
  fs.writeFileSync(file, `${text}\n${at >= 0 ? previous.slice(at) : `${HISTORY_MARKER}\n`}`);
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
}

async function main(): Promise<number> {
  const opened = await openBenchDatabase();
  let app: FastifyInstance | undefined;
  try {
    console.log(`Seeding ${users} users on ${opened.where}…`);
    await runMigrations(opened.database);
    const seedStarted = performance.now();
    const counts = await seedScale(opened.database.db, { users });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(`Seeded in ${seedSeconds.toFixed(1)} s: ${datasetLine(counts)}\n`);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-bench-data-"));
    const base = loadConfig({ SESSION_SECRET: "bench-secret-bench-secret-bench", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const config = { ...base, rateLimit: { perIp: 100_000, perEmail: 100_000, windowSeconds: 900 } };
    app = await buildApp({ config, db: opened.countingDb, logger: false });
    await app.ready();
    const viewers = [await signIn(app, 1), await signIn(app, 2), await signIn(app, 3)];

    const results: Result[] = [];
    for (const endpoint of endpoints) {
      const r = await measure(app, viewers, endpoint);
      results.push(r);
      console.log(
        `${r.name.padEnd(52)} p50 ${r.p50.toFixed(1).padStart(7)}  p95 ${r.p95.toFixed(1).padStart(7)}  max ${r.max.toFixed(1).padStart(7)}  sql ${String(r.queries).padStart(2)}  rows ${r.rows}`,
      );
    }
    console.log(`\n${table(results)}`);
    if (write) writeReport(opened.where, counts, results, seedSeconds);
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

process.exitCode = await main();
