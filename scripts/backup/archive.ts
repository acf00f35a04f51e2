// Backup and restore of everything a Vowch instance keeps: the database and the uploaded files.
// PGlite: a dump of the data directory (the app must be stopped: the folder is locked while it
// runs). PostgreSQL: pg_dump's custom format, restored with pg_restore into an empty database
// (both must be on PATH, of the server's major version or newer).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "../../server/config.js";
import { openPglite, pgliteClient } from "../../server/db/client.js";
import { openConfiguredDatabase } from "../../server/db/open.js";

type Target = Pick<AppConfig, "databaseUrl" | "dataDir" | "uploadsDir">;

const PGLITE_FILE = "database.pglite.tar.gz";
const POSTGRES_FILE = "database.pgdump";

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (result.error) throw new Error(`${command} could not run (${result.error.message}); is it installed and on PATH?`);
  if (result.status !== 0) throw new Error(`${command} failed with exit code ${result.status}`);
}

/** Writes the backup into `outDir` (created; must not exist yet). */
export async function backup(source: Target, outDir: string): Promise<void> {
  if (fs.existsSync(outDir)) throw new Error(`${outDir} already exists; choose a new folder for the backup`);
  fs.mkdirSync(outDir, { recursive: true });
  if (source.databaseUrl) {
    run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${path.join(outDir, POSTGRES_FILE)}`,
      source.databaseUrl,
    ]);
  } else {
    const opened = await openConfiguredDatabase(source);
    try {
      const dump = await pgliteClient(opened.database).dumpDataDir("gzip");
      fs.writeFileSync(path.join(outDir, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await opened.close();
    }
  }
  if (fs.existsSync(source.uploadsDir)) fs.cpSync(source.uploadsDir, path.join(outDir, "uploads"), { recursive: true });
}

/** Restores a backup into an empty target (a data folder without a database, or an empty PostgreSQL database). */
export async function restore(fromDir: string, target: Target): Promise<void> {
  if (target.databaseUrl) {
    const file = path.join(fromDir, POSTGRES_FILE);
    if (!fs.existsSync(file)) throw new Error(`${fromDir} holds no PostgreSQL backup (${POSTGRES_FILE})`);
    run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${target.databaseUrl}`, file]);
  } else {
    const file = path.join(fromDir, PGLITE_FILE);
    if (!fs.existsSync(file)) throw new Error(`${fromDir} holds no embedded-database backup (${PGLITE_FILE})`);
    const dir = path.join(target.dataDir, "pglite");
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty; restore into a new DATA_DIR`);
    const restored = await openPglite({ dataDir: dir, snapshotFile: file });
    await restored.close();
  }
  const uploads = path.join(fromDir, "uploads");
  if (fs.existsSync(uploads)) fs.cpSync(uploads, target.uploadsDir, { recursive: true, errorOnExist: true, force: false });
}
