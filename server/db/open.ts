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

export async function openConfiguredDatabase(
  config: Pick<AppConfig, "databaseUrl" | "dataDir">,
  options: { poolSize?: number } = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, options.poolSize);
    await runMigrations(database);
    return { database, where: "PostgreSQL (DATABASE_URL)", close: () => database.close() };
  }
  const folder = await openPgliteFolder(config.dataDir);
  try {
    const database = await pgliteDatabase(folder.client);
    return {
      database,
      where: `PGlite in ${folder.dir}`,
      close: async () => {
        try {
          await database.close();
        } finally {
          await folder.release();
        }
      },
    };
  } catch (err) {
    await folder.client.close();
    await folder.release();
    throw err;
  }
}
