// A migrated, empty PGlite database dumped once at build time (`npm run build`, or `npm start`
// when it is missing), so a first start on an empty data folder unpacks it instead of running
// initdb and every migration (9 s before). It is stamped with the migrations and the
// PGlite version: a stale snapshot is ignored and the start falls back to initdb + migrations.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { migrationsFolder, projectRoot as root } from "../paths.js";

export const snapshotFile = path.join(root, "dist/pglite/migrated.tar.gz");
const stampFile = `${snapshotFile}.stamp`;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** What a snapshot must match: every migration file and the PGlite package's version. */
export function currentStamp(): string {
  const hash = createHash("sha256");
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update(fs.readFileSync(file));
  }
  const pglitePackage = path.join(root, "node_modules/@electric-sql/pglite/package.json");
  hash.update(
    fs.existsSync(pglitePackage) ? (JSON.parse(fs.readFileSync(pglitePackage, "utf8")) as { version: string }).version : "",
  );
  return hash.digest("hex");
}

/** A gzip tarball of an empty database with every committed migration applied (`initDbArgs`: initdb's extra arguments). */
export async function dumpMigratedDatabase(initDbArgs?: string[]): Promise<Blob> {
  // Loaded here only: a start with a fresh snapshot never needs drizzle before its server does.
  const { openPglite, pgliteClient, runMigrations } = await import("./client.js");
  const database = await openPglite({ initDbArgs });
  try {
    await runMigrations(database);
    return await pgliteClient(database).dumpDataDir("gzip");
  } finally {
    await database.close();
  }
}

/** Writes the snapshot unless an up-to-date one is there; returns whether it wrote one. */
export async function ensureMigratedSnapshot(): Promise<boolean> {
  const stamp = currentStamp();
  if (fs.existsSync(snapshotFile) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) return false;
  const dump = await dumpMigratedDatabase();
  fs.mkdirSync(path.dirname(snapshotFile), { recursive: true });
  const temporary = `${snapshotFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temporary, snapshotFile);
  fs.writeFileSync(stampFile, stamp);
  return true;
}

/** The snapshot's file, when one matching the current migrations and PGlite was built. */
export function freshSnapshotFile(): string | undefined {
  if (!fs.existsSync(snapshotFile) || !fs.existsSync(stampFile)) return undefined;
  if (fs.readFileSync(stampFile, "utf8") !== currentStamp()) return undefined;
  return snapshotFile;
}
