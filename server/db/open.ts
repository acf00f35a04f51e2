// The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in
// DATA_DIR/pglite under the data-folder lock. Migrated before it is handed out. Used by the
// server and by the seed scripts, so they always agree on where the data lives.
import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "../config.js";
import { openPglite, openPostgres, runMigrations, type Database } from "./client.js";
import { lockDataDir } from "./data-dir-lock.js";
import { freshSnapshot } from "./pglite-snapshot.js";

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
  const release = await lockDataDir(config.dataDir);
  const dir = path.join(config.dataDir, "pglite");
  try {
    // A new data folder starts from the build's migrated snapshot when there is a fresh one.
    const isNew = !fs.existsSync(path.join(dir, "PG_VERSION"));
    const database = await openPglite({ dataDir: dir, loadDataDir: isNew ? freshSnapshot() : undefined });
    await runMigrations(database);
    return {
      database,
      where: `PGlite in ${dir}`,
      close: async () => {
        try {
          await database.close();
        } finally {
          await release();
        }
      },
    };
  } catch (err) {
    await release();
    throw err;
  }
}
