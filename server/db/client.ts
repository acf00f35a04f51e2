// Opens the database: PGlite in a local folder by default, PostgreSQL when a URL is given.
// Both run the same schema and the same committed SQL migrations.
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { pgliteNotifications, postgresNotifications, type Notifications } from "./notifications.js";
import { PgliteWorkerClient } from "./pglite-worker-client.js";
import type { PgliteWorkerOptions } from "./pglite-worker-protocol.js";
import { PreparingClient } from "./prepared-statements.js";
import { migrationsFolder } from "../paths.js";
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

// Any constant works; it only has to be the same for every Vowch process on one database.
const MIGRATION_LOCK_KEY = 720_411_337;

/** The PGlite worker's client behind a PGlite database (for dumps, counting loggers, tests). */
export function pgliteClient(database: Database): PgliteWorkerClient {
  return (database as Database & { client: PgliteWorkerClient }).client;
}

/**
 * A PGlite database on a worker that is starting or started (pglite-worker-client.ts); what it
 * is asked before the worker is ready waits there.
 */
export function pgliteDatabase(client: PgliteWorkerClient): Database {
  // Writes go before queued reads on the one connection: the worker's gate (pglite-fair-queue.ts).
  const db = drizzlePglite(client.asPglite(), { schema }) as unknown as Db;
  return { db, kind: "pglite", notifications: pgliteNotifications(client), close: () => client.close(), ...{ client } };
}

/**
 * Opens a PGlite database on its own worker thread: in a folder, or in memory; a dumped data
 * directory (`snapshotFile`, `snapshot`) fills a new one instead of initdb.
 */
export async function openPglite(options: PgliteWorkerOptions): Promise<Database> {
  const client = new PgliteWorkerClient(options);
  await client.waitReady;
  return pgliteDatabase(client);
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // Every parameterized statement is prepared once per connection (prepared-statements.ts) and
  // runs its generic plan from the first call: left to choose, PostgreSQL planned the provider
  // cards and a single provider again at every call
  // (docs/decisions/041-prepared-statements-and-plans.md). No JIT (the same record): the planner's
  // estimates for the lists' per-row probes pass jit_above_cost, and compiling took 0.2–1 s of a
  // statement that runs in a few milliseconds (EXPLAIN ANALYZE at 10,000 users). Short statements are
  // all Vowch runs. No parallel workers (docs/decisions/150-no-parallel-query.md): at 100,000 users
  // the generic plans of the paged lists passed the parallel thresholds, and starting two workers
  // took 40–60 ms of a page whose own work was under 5 ms. A small work_mem
  // (docs/decisions/165-small-work-mem.md): PostgreSQL sizes a hash table by the planner's estimate,
  // up to twice work_mem, and a generic plan expects some 16,000 address-book rows where a viewer
  // has twenty: at 100,000 users a provider's page allocated and zeroed four tables of 793 kB for
  // under twenty rows each, and ran 1.5× faster with the cap at 512 kB.
  const options = "-c jit=off -c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0 -c work_mem=256kB";
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient, options });
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
    // Run in the worker, where the database is.
    await pgliteClient(database).migrate(migrationsFolder);
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
