// `npm run bench -- --http [--users N] [--pglite] [--duration S] [--write]`: the server as it
// runs in production (its own process, real HTTP, compression off because autocannon asks for
// none) on a seeded database, every screen's calls driven by autocannon at 4 and 32
// connections as signed-in users, next to a bare Fastify + primary-key SELECT floor in the same
// run, and a second floor sending the run's largest answer's bytes kept in one row (what those
// bytes cost with nothing to assemble). Prints req/s, p50, p99, bytes and SQL statements per
// request and the share of the floor.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../../../server/app.js";
import { loadConfig } from "../../../server/config.js";
import { freePort } from "../../free-port.js";
import { sql } from "drizzle-orm";
import { queryRows } from "../../../server/db/client.js";
import type { ScaleCounts } from "../seed/scale.js";
import {
  datasetLine,
  machineNote,
  openBenchDatabase,
  seedBenchDatabase,
  statementCounter,
  type BenchDatabase,
} from "./database.js";
import { writeRun } from "./report.js";
import { injectSend, readEndpoints, signInViewer, writeEndpoints, type Endpoint, type Send, type Viewer } from "./endpoints.js";

export interface HttpBenchOptions {
  users: number;
  pglite: boolean;
  adminUrl: string;
  /** Seconds per measurement. */
  duration: number;
  write: boolean;
  /** Only the calls whose name contains this text, or any of its comma-separated texts (a quick look at a few calls). */
  only?: string;
  /** Names the written section, e.g. "before" and "after" a change; a rerun replaces its own. */
  label: string;
  /** Only the writes-under-64-readers measurement: no floor, no per-call table, nothing written. */
  contentionOnly?: boolean;
}

const root = path.resolve(import.meta.dirname, "../../..");
const CONNECTIONS = [4, 32] as const;
const VIEWERS = 8;
/** On PGlite: reads at this many connections while one writer measures its latency. */
const READERS_AGAINST_WRITES = 64;

export interface Row {
  name: string;
  bytes: number;
  statements: number;
  at: Record<number, { rps: number; p50: number; p99: number; failed: number; serverErrors: number; completed: number }>;
}

function startProcess(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function waitUntilReady(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const httpSend =
  (base: string): Send =>
  async ({ method, url, cookie, body }) => {
    const res = await fetch(base + url, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.text(), setCookie: res.headers.getSetCookie() };
  };

function requestFor(endpoint: Endpoint, viewer: Viewer, friend: Viewer): autocannon.Request {
  const body = endpoint.body?.(viewer);
  return {
    method: endpoint.method,
    path: endpoint.url(viewer, friend),
    headers: {
      cookie: viewer.cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** One autocannon run: every connection is one of the viewers, calling as them. */
async function load(base: string, connections: number, duration: number, request: (client: number) => autocannon.Request) {
  let next = 0;
  let firstFailure = "";
  const result = await autocannon({
    url: base,
    connections,
    duration,
    setupClient: (client) =>
      client.setRequests([
        {
          ...request(next++),
          onResponse: (status, body) => {
            if (status >= 300 && !firstFailure) firstFailure = `${status} ${body.slice(0, 200)}`;
          },
        },
      ]),
  });
  if (firstFailure) console.warn(`  a failed answer at ${connections} connections: ${firstFailure}`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    serverErrors: result["5xx"],
    completed: result.requests.total,
  };
}

/** SQL statements per request, counted in-process on the same database (one warm call each). */
async function countStatements(opened: Awaited<ReturnType<typeof openBenchDatabase>>, endpoints: Endpoint[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-bench-data-"));
  const base = loadConfig({ SESSION_SECRET: "bench-secret-bench-secret-bench", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const app = await buildApp({ config: base, db: opened.countingDb, logger: false });
  try {
    await app.ready();
    const send = injectSend(app);
    const viewer = await signInViewer(send, 1);
    const friend = await signInViewer(send, 2);
    const counts = new Map<string, { statements: number; bytes: number }>();
    for (const endpoint of endpoints) {
      const call = () =>
        send({
          method: endpoint.method,
          url: endpoint.url(viewer, friend),
          cookie: viewer.cookie,
          body: endpoint.body?.(viewer),
        });
      await call(); // warm: plans and caches
      statementCounter.queries = 0;
      const res = await call();
      if (res.status !== endpoint.ok) throw new Error(`${endpoint.name} → ${res.status} ${res.body.slice(0, 300)}`);
      counts.set(endpoint.name, { statements: statementCounter.queries, bytes: Buffer.byteLength(res.body) });
    }
    return counts;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatTable(rows: Row[], floor: Row): string {
  const head = [
    "| call | bytes | SQL | req/s at 4 | p50 at 4 | p99 at 4 | req/s at 32 | p99 at 32 | share of the floor at 32 |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const n = (v: number) => Math.round(v).toLocaleString("en-US");
  const ms = (v: number) => `${v} ms`;
  const line = (r: Row) => {
    const four = r.at[4]!;
    const many = r.at[32]!;
    const share = r === floor ? "100%" : `${((100 * many.rps) / floor.at[32]!.rps).toFixed(1)}%`;
    const failedCount = four.failed + many.failed;
    const serverErrors = four.serverErrors + many.serverErrors;
    const failed = failedCount > 0 ? ` (${failedCount} failed${serverErrors ? `, ${serverErrors} 5xx` : ""})` : "";
    return `| ${r.name}${failed} | ${n(r.bytes)} | ${r.statements} | ${n(four.rps)} | ${ms(four.p50)} | ${ms(four.p99)} | ${n(many.rps)} | ${ms(many.p99)} | ${share} |`;
  };
  return [...head, line(floor), ...rows.map(line)].join("\n");
}

/**
 * Writes while many connections read: the embedded engine's single connection must not starve
 * them (the target: a write's p99 under 500 ms while 64 connections read). One line for the report.
 */
async function writesUnderReaders(base: string, viewers: Viewer[], duration: number): Promise<string> {
  const as = (endpoint: Endpoint) => (client: number) =>
    requestFor(endpoint, viewers[client % viewers.length]!, viewers[(client + 1) % viewers.length]!);
  const readers = autocannon({
    url: base,
    connections: READERS_AGAINST_WRITES,
    duration: duration,
    setupClient: (() => {
      let next = 0;
      const list = readEndpoints.find((e) => e.name === "GET /api/providers")!;
      return (client: autocannon.Client) =>
        client.setRequests([requestFor(list, viewers[next % VIEWERS]!, viewers[(next++ + 1) % VIEWERS]!)]);
    })(),
  });
  const writer = load(base, 1, duration, as(writeEndpoints[1]!));
  const [readResult, writeResult] = await Promise.all([readers, writer]);
  const writes =
    writeResult.completed > 0
      ? `${writeResult.completed} writes, p50 ${writeResult.p50} ms, p99 ${writeResult.p99} ms`
      : `no write completed within ${duration} s`;
  return `Writes (PUT /api/projects/{id}, 1 connection) while ${READERS_AGAINST_WRITES} connections read GET /api/providers: ${writes}; reads ${Math.round(readResult.requests.average)} req/s, p99 ${readResult.latency.p99} ms.`;
}

/** One size's measurements, as `--http` prints them and `--growth` compares them. */
export interface HttpRun {
  where: string;
  users: number;
  /** Seconds the seed took, and the rows it left. */
  seconds: number;
  counts: ScaleCounts;
  /** The calls, the stored-bytes floor first. */
  rows: Row[];
  floor: Row;
  contended: string;
  /** The database's size after the seed, before the calls: PostgreSQL's pg_database_size, PGlite's folder. */
  databaseBytes: number;
  /** The server process's resident memory after every call, and its peak (VmRSS, VmHWM). */
  serverRss: { now: number; peak: number } | undefined;
}

/** The server's resident memory from /proc (Linux); undefined elsewhere. */
function residentMemory(pid: number | undefined): HttpRun["serverRss"] {
  if (pid === undefined) return undefined;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (key: string) => {
      const match = new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status);
      return match ? Number(match[1]) * 1024 : NaN;
    };
    const now = kb("VmRSS");
    return Number.isFinite(now) ? { now, peak: kb("VmHWM") } : undefined;
  } catch {
    return undefined;
  }
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : entry.isFile() ? fs.statSync(full).size : 0;
  }
  return total;
}

async function databaseBytes(opened: BenchDatabase): Promise<number> {
  if (opened.serverEnv.DATA_DIR) return folderBytes(opened.serverEnv.DATA_DIR);
  const [row] = await queryRows<{ bytes: string }>(
    opened.database.db,
    sql`select pg_database_size(current_database())::text as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

export async function runHttpBench(options: HttpBenchOptions): Promise<number> {
  try {
    const run = await measureHttp(options);
    if (!run) return 0;
    const table = formatTable(run.rows, run.floor);
    console.log(`\n${table}\n\n${run.contended}`);
    if (options.write) {
      const kind = options.pglite ? "PGlite" : "PostgreSQL";
      const at = new Date();
      const written = await writeRun({
        at,
        heading: `Under HTTP load: ${kind}, ${options.users.toLocaleString("en-US")} users (${options.label})`,
        body: [
          `Written by \`npm run bench -- --http${options.pglite ? " --pglite" : ""} --users ${options.users} --label ${options.label} --write\` on ${at.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
          runNote(run, options.duration),
          "",
          table,
          "",
          run.contended,
        ].join("\n"),
      });
      for (const file of written) console.log(`Wrote ${file}`);
    }
    return 0;
  } catch (err) {
    console.error(err);
    return 1;
  }
}

/** The machine, the dataset and how the cells were measured, for a written run. */
export function runNote(run: HttpRun, duration: number): string {
  return [
    `${machineNote(run.where)}. Dataset seeded in ${run.seconds.toFixed(1)} s: ${datasetLine(run.counts)}.`,
    `Each cell is one ${duration} s autocannon run (the floor: the mean of a run before and after all calls); bytes are the uncompressed JSON of one answer; SQL is statements per request (the session lookup included, BEGIN/COMMIT not counted).`,
  ].join("\n");
}

/**
 * Seeds a throw-away database at `options.users`, starts the server on it and measures every call
 * (undefined for `contentionOnly`, which only prints its line). The database is dropped after.
 */
export async function measureHttp(options: HttpBenchOptions): Promise<HttpRun | undefined> {
  const opened = await openBenchDatabase({ pglite: options.pglite, adminUrl: options.adminUrl });
  const children: ChildProcess[] = [];
  try {
    console.log(`Seeding ${options.users} users on ${opened.where}…`);
    const { counts, seconds } = await seedBenchDatabase(opened, options.users);
    console.log(`Seeded in ${seconds.toFixed(1)} s: ${datasetLine(counts)}`);
    const sizeOnDisk = opened.serverEnv.DATA_DIR ? 0 : await databaseBytes(opened);
    const endpoints = [...readEndpoints, ...writeEndpoints].filter(
      (e) => !options.only || options.only.split(",").some((part) => e.name.includes(part.trim())),
    );
    const perRequest = options.contentionOnly
      ? new Map<string, { statements: number; bytes: number }>()
      : await countStatements(opened, endpoints);
    await opened.release();
    // PGlite's folder is measured once this process has closed it (its last writes flushed).
    const measuredBytes = opened.serverEnv.DATA_DIR ? await databaseBytes(opened) : sizeOnDisk;

    const [appPort, floorPort] = [await freePort(), await freePort()];
    const dataDir = opened.serverEnv.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "vowch-bench-http-"));
    const server = startProcess("server/main.ts", {
      ...opened.serverEnv,
      DATA_DIR: dataDir,
      PORT: String(appPort),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SESSION_SECRET: "bench-secret-bench-secret-bench",
      // Eight sampled users load the people lists thousands of times a minute; a person would not.
      PEOPLE_LOOKUPS_PER_MINUTE: "1000000",
    });
    children.push(server);
    const base = `http://127.0.0.1:${appPort}`;
    if (options.contentionOnly) {
      await waitUntilReady(`${base}/readyz`, server);
      const viewers: Viewer[] = [];
      for (let n = 1; n <= VIEWERS; n++) viewers.push(await signInViewer(httpSend(base), n));
      console.log(await writesUnderReaders(base, viewers, options.duration));
      return undefined;
    }
    // The stored answer is as large as the run's largest: the cost of its bytes alone.
    const largest = Math.max(2, ...[...perRequest.values()].map((counted) => counted.bytes));
    const floorProcess = startProcess("scripts/perf/bench-floor.ts", {
      PORT: String(floorPort),
      DATABASE_URL: opened.serverEnv.DATABASE_URL ?? "",
      FLOOR_STORED_BYTES: String(largest),
    });
    children.push(floorProcess);
    const floorBase = `http://127.0.0.1:${floorPort}`;
    await Promise.all([waitUntilReady(`${base}/readyz`, server), waitUntilReady(`${floorBase}/floor`, floorProcess)]);

    const send = httpSend(base);
    const viewers: Viewer[] = [];
    for (let n = 1; n <= VIEWERS; n++) viewers.push(await signInViewer(send, n));
    const as = (endpoint: Endpoint) => (client: number) =>
      requestFor(endpoint, viewers[client % viewers.length]!, viewers[(client + 1) % viewers.length]!);

    const floor: Row = { name: "floor: bare Fastify + primary-key SELECT", bytes: 0, statements: 1, at: {} };
    floor.bytes = Buffer.byteLength(await (await fetch(`${floorBase}/floor`)).text());
    for (const connections of CONNECTIONS) {
      floor.at[connections] = await load(floorBase, connections, options.duration, () => ({ method: "GET", path: "/floor" }));
    }
    const storedFloor: Row = {
      name: "floor: the largest answer's bytes stored, one primary-key SELECT",
      bytes: Buffer.byteLength(await (await fetch(`${floorBase}/floor/stored`)).text()),
      statements: 1,
      at: {},
    };
    for (const connections of CONNECTIONS) {
      storedFloor.at[connections] = await load(floorBase, connections, options.duration, () => ({
        method: "GET",
        path: "/floor/stored",
      }));
    }
    const rows: Row[] = [storedFloor];
    for (const endpoint of endpoints) {
      const counted = perRequest.get(endpoint.name)!;
      const row: Row = { name: endpoint.name, bytes: counted.bytes, statements: counted.statements, at: {} };
      for (const connections of CONNECTIONS) {
        row.at[connections] = await load(base, connections, options.duration, as(endpoint));
      }
      rows.push(row);
      const r4 = row.at[4]!;
      const r32 = row.at[32]!;
      console.log(
        `${endpoint.name.padEnd(48)} ${String(Math.round(r4.rps)).padStart(6)} req/s p99 ${String(r4.p99).padStart(4)} ms @4   ${String(Math.round(r32.rps)).padStart(6)} req/s p99 ${String(r32.p99).padStart(4)} ms @32${r4.failed + r32.failed ? `  ${r4.failed + r32.failed} failed` : ""}`,
      );
    }

    // The floor again at the end: on a shared machine the two runs bracket the calls between.
    for (const connections of CONNECTIONS) {
      const again = await load(floorBase, connections, options.duration, () => ({ method: "GET", path: "/floor" }));
      const first = floor.at[connections]!;
      console.log(`floor at ${connections}: ${Math.round(first.rps)} req/s first, ${Math.round(again.rps)} req/s last`);
      floor.at[connections] = { ...first, rps: (first.rps + again.rps) / 2, p99: Math.max(first.p99, again.p99) };
    }

    const contended = await writesUnderReaders(base, viewers, options.duration);
    const serverRss = residentMemory(server.pid);

    return {
      where: opened.where,
      users: options.users,
      seconds,
      counts,
      rows,
      floor,
      contended,
      databaseBytes: measuredBytes,
      serverRss,
    };
  } finally {
    for (const child of children) await stopProcess(child);
    await opened.cleanup();
  }
}
