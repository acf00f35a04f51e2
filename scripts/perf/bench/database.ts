// The benchmark's database: a fresh PostgreSQL database (created through an admin URL, dropped
// afterwards) or a temporary PGlite folder, migrated and seeded at scale. Shared by the
// in-process bench and the HTTP load bench.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { openPglite, openPostgres, pgliteClient, runMigrations, type Database, type Db } from "../../../server/db/client.js";
import * as schema from "../../../server/db/schema.js";
import { seedScale, type ScaleCounts } from "../seed/scale.js";

/** Counts every statement sent through `countingDb` (drizzle's logger sees each one). */
export const statementCounter = { queries: 0 };
const logger = { logQuery: () => void statementCounter.queries++ };

export interface BenchDatabase {
  database: Database;
  /** The same connection with the counting logger, for an in-process app. */
  countingDb: Db;
  /** "PostgreSQL 15.x" or "PGlite (temporary folder)". */
  where: string;
  /** How a server process reaches it: DATABASE_URL, or DATA_DIR holding `pglite/`. */
  serverEnv: { DATABASE_URL?: string; DATA_DIR?: string };
  /** For PGlite: closes this process's handle so a server process can open the folder. */
  release(): Promise<void>;
  cleanup(): Promise<void>;
}

export async function openBenchDatabase(options: { pglite: boolean; adminUrl: string }): Promise<BenchDatabase> {
  if (options.pglite) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-bench-"));
    const database = await openPglite({ dataDir: path.join(dataDir, "pglite") });
    const client = pgliteClient(database).asPglite();
    let open = true;
    const release = async () => {
      if (open) await database.close();
      open = false;
    };
    return {
      database,
      countingDb: drizzlePglite(client, { schema, logger }) as unknown as Db,
      where: "PGlite (temporary folder)",
      serverEnv: { DATA_DIR: dataDir },
      release,
      cleanup: async () => {
        await release();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `vowch_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  const pool = (database as Database & { pool: pg.Pool }).pool;
  const version = (await pool.query<{ server_version: string }>("show server_version")).rows[0]!.server_version;
  return {
    database,
    countingDb: drizzlePg(pool, { schema, logger }) as unknown as Db,
    where: `PostgreSQL ${version.split(" ")[0]}`,
    serverEnv: { DATABASE_URL: url.toString() },
    release: async () => {},
    cleanup: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Migrates and seeds `users` scale users; returns the row counts and the seconds it took. */
export async function seedBenchDatabase(opened: BenchDatabase, users: number) {
  await runMigrations(opened.database);
  const started = performance.now();
  const counts: ScaleCounts = await seedScale(opened.database.db, { users });
  return { counts, seconds: (performance.now() - started) / 1000 };
}

export function datasetLine(counts: ScaleCounts): string {
  return Object.entries(counts)
    .map(([k, v]: [string, number]) => `${v.toLocaleString("en-US")} ${k}`)
    .join(", ");
}

export function machineNote(where: string): string {
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  return `${where}; Node ${process.version}; ${os.cpus().length} × ${cpu}; ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM (shared machine, other work running)`;
}
