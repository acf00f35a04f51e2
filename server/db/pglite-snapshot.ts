// A migrated, empty PGlite database dumped once at build time (`npm run build`, or `npm start`
// when it is missing), so a first start on an empty data folder unpacks it instead of running
// initdb and every migration (9 s before). It is stamped with the migrations and the
// PGlite version: a stale snapshot is ignored and the start falls back to initdb + migrations.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { migrationsFolder, projectRoot as root } from "../paths.js";

export const snapshotFile = path.join(root, "dist/pglite/migrated.tar.gz");

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** What a snapshot must match: every migration file and the PGlite package's version. */
function currentStamp(): string {
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

/** A snapshot: where it is kept, how it is packed, and initdb's arguments beyond PGlite's own. */
export interface SnapshotKind {
  file: string;
  compression: "gzip" | "none";
  initDbArgs?: string[];
}

/** The server's: what a first start on an empty data folder unpacks. */
const SERVER_SNAPSHOT: SnapshotKind = { file: snapshotFile, compression: "gzip" };

const stampOf = (kind: SnapshotKind) => [currentStamp(), ...(kind.initDbArgs ?? [])].join(" ");
const stampFileOf = (kind: SnapshotKind) => `${kind.file}.stamp`;

function isFresh(kind: SnapshotKind): boolean {
  const stamp = stampFileOf(kind);
  return fs.existsSync(kind.file) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === stampOf(kind);
}

/** An empty database with every committed migration applied, dumped as `kind` says. */
async function dumpMigratedDatabase(kind: SnapshotKind): Promise<Blob> {
  // Loaded here only: a start with a fresh snapshot never needs drizzle before its server does.
  const { openPglite, pgliteClient, runMigrations } = await import("./client.js");
  const database = await openPglite({ initDbArgs: kind.initDbArgs });
  try {
    await runMigrations(database);
    return await pgliteClient(database).dumpDataDir(kind.compression);
  } finally {
    await database.close();
  }
}

/** Writes the snapshot unless an up-to-date one is there; returns whether it wrote one. */
export async function ensureMigratedSnapshot(kind: SnapshotKind = SERVER_SNAPSHOT): Promise<boolean> {
  if (isFresh(kind)) return false;
  const dump = await dumpMigratedDatabase(kind);
  fs.mkdirSync(path.dirname(kind.file), { recursive: true });
  // Written aside and renamed: another process reading the file never sees half of it.
  const temporary = `${kind.file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temporary, kind.file);
  fs.writeFileSync(stampFileOf(kind), stampOf(kind));
  return true;
}

/** The server's snapshot file, when one matching the current migrations and PGlite was built. */
export function freshSnapshotFile(): string | undefined {
  return isFresh(SERVER_SNAPSHOT) ? snapshotFile : undefined;
}
