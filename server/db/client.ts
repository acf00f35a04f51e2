// Opens the database: PGlite in a local folder by default, PostgreSQL when a URL is given.
// Both run the same schema and the same committed SQL migrations.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { pgliteNotifications, postgresNotifications, type Notifications } from "./notifications.js";
import { withFairQueue } from "./pglite-fair-queue.js";
import { PreparingClient } from "./prepared-statements.js";
import { projectRoot } from "../paths.js";
import * as schema from "./schema.js";

type Schema = typeof schema;
/** The database or a transaction: services accept either, so callers choose the transaction scope. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * The rows of a raw SQL statement. node-postgres and PGlite both answer `{ rows }`, but
 * drizzle types the two differently; this is the one place that bridges them.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** LISTEN/NOTIFY on this database. */
  notifications: Notifications;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot, "migrations");

// Any constant works; it only has to be the same for every Vowch process on one database.
const MIGRATION_LOCK_KEY = 720_411_337;

export const pgliteExtensions = { pg_trgm };

/**
 * Opens a PGlite database: in a folder, or in memory; `loadDataDir` (a dumped data directory)
 * fills a new one instead of initdb.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: pgliteExtensions });
  await client.waitReady;
  // Writes go before queued reads on the one connection (pglite-fair-queue.ts).
  const db = drizzlePglite(withFairQueue(client), { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    notifications: pgliteNotifications(client),
    close: async () => {
      if (!client.closed) await client.close();
    },
    ...{ client },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // Every parameterized statement is prepared once per connection (prepared-statements.ts).
  // No JIT (docs/DECISIONS.md "Totals kept by the database"): the planner's estimates for the
  // lists' per-row probes pass jit_above_cost, and compiling took 0.2–1 s of a statement that runs
  // in a few milliseconds (EXPLAIN ANALYZE at 10,000 users). Short statements are all Vowch runs.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient, options: "-c jit=off" });
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  await pool.query("select 1");
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: "postgres", notifications: postgresNotifications(url), close: () => pool.end(), ...{ pool } };
}

/** Runs the committed migrations. On PostgreSQL an advisory lock keeps concurrent starts apart. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    // PGlite is one connection owned by this process (see data-dir-lock.ts): nothing to race.
    const client = (database as Database & { client: PGlite }).client;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return;
  }
  const pool = (database as Database & { pool: pg.Pool }).pool;
  const conn = await pool.connect();
  try {
    await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(conn), { migrationsFolder });
    } finally {
      await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    conn.release();
  }
}
