// The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in
// DATA_DIR/pglite under the data-folder lock (pglite-folder.ts). Migrated before it is handed out. Used by the
// server and by the seed scripts, so they always agree on where the data lives.
import type { AppConfig } from "../config.js";
import { openPostgres, pgliteDatabase, runMigrations, type Database } from "./client.js";
import { openPgliteFolder } from "./pglite-folder.js";

export interface OpenedDatabase {
  database: Database;
  /** Where the data lives, for log lines. */
  where: string;
  /** Closes the database and releases the data-folder lock. */
  close(): Promise<void>;
}

/** The configured database, open and migrated. */
export async function openConfiguredDatabase(
  config: Pick<AppConfig, "databaseUrl" | "dataDir">,
  options: { poolSize?: number } = {},
): Promise<OpenedDatabase> {
  const opening = await startOpeningConfiguredDatabase(config, options);
  try {
    await opening.ready;
  } catch (err) {
    await opening.close().catch(() => {});
    throw err;
  }
  return opening;
}

/**
 * The configured database handed out while it opens, for the server to build its app meanwhile:
 * `ready` resolves once it is open and migrated (on PGlite, what is asked before waits in the
 * worker). Whoever calls this awaits `ready` before serving, and closes when it rejects.
 */
export async function startOpeningConfiguredDatabase(
  config: Pick<AppConfig, "databaseUrl" | "dataDir">,
  options: { poolSize?: number } = {},
): Promise<OpenedDatabase & { ready: Promise<void> }> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, options.poolSize);
    const ready = runMigrations(database);
    ready.catch(() => {});
    return { database, where: "PostgreSQL (DATABASE_URL)", close: () => database.close(), ready };
  }
  const folder = await openPgliteFolder(config.dataDir);
  const database = pgliteDatabase(folder.client);
  return {
    database,
    where: `PGlite in ${folder.dir}`,
    ready: folder.ready,
    close: async () => {
      try {
        await database.close();
      } finally {
        await folder.release();
      }
    },
  };
}
