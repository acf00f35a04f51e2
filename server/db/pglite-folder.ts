// The embedded database in DATA_DIR/pglite: the data-folder lock taken, its worker started (a new
// folder filled from the build's migrated snapshot), migrations run. A light module (no drizzle,
// no server code), so `npm start` can begin this before it loads the server bundle: the worker
// compiles PGlite's WebAssembly and unpacks the snapshot on its own thread meanwhile (the
// first answer within 2 s). The server's own open (open.ts) then takes what was started.
import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "../paths.js";
import { lockDataDir } from "./data-dir-lock.js";
import { PgliteWorkerClient } from "./pglite-worker-client.js";
import { freshSnapshotFile } from "./pglite-snapshot.js";

export interface PgliteFolder {
  /** Usable at once: what is sent before `ready` waits in the worker. */
  client: PgliteWorkerClient;
  /** Resolves once the database is open and migrated. */
  ready: Promise<void>;
  /** Where the database lives, for log lines. */
  dir: string;
  /** Releases the data-folder lock (after the database is closed). */
  release(): Promise<void>;
}

async function openFolder(dataDir: string): Promise<PgliteFolder> {
  const release = await lockDataDir(dataDir);
  const dir = path.join(dataDir, "pglite");
  try {
    // A new data folder starts from the build's migrated snapshot when there is a fresh one.
    const snapshotFile = fs.existsSync(path.join(dir, "PG_VERSION")) ? undefined : freshSnapshotFile();
    const client = new PgliteWorkerClient({ dataDir: dir, snapshotFile });
    // A fresh snapshot is stamped with exactly these migrations (pglite-snapshot.ts): nothing to
    // run, and the worker need not load the migrator on a first start.
    const ready = client.waitReady.then(() => (snapshotFile ? undefined : client.migrate(migrationsFolder)));
    // Reported to whoever awaits `ready`; the folder is given up here either way.
    ready.catch(() => {});
    return { client, dir, release, ready };
  } catch (err) {
    await release();
    throw err;
  }
}

let early: { dataDir: string; opening: Promise<PgliteFolder> } | undefined;

/** Starts opening `dataDir`'s database now; `openPgliteFolder` of the same folder takes it over. */
export function startOpeningPgliteFolder(dataDir: string): void {
  const opening = openFolder(path.resolve(dataDir));
  // Its failure is reported by the open that takes it over.
  opening.catch(() => {});
  early = { dataDir: path.resolve(dataDir), opening };
}

/** Opens `dataDir`'s database, or takes over the open started early for it. */
export async function openPgliteFolder(dataDir: string): Promise<PgliteFolder> {
  const started = early;
  early = undefined;
  if (started?.dataDir === path.resolve(dataDir)) return started.opening;
  if (started) {
    // Started for another folder (the configuration said otherwise): give that one up first.
    const other = await started.opening.catch(() => undefined);
    await other?.client.close().catch(() => {});
    await other?.release();
  }
  return openFolder(dataDir);
}
