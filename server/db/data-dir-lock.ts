// PGlite does not lock its folder, and two processes writing one folder corrupt it. Two locks
// guard it, both taken before the database opens:
// - A listening Unix socket named after the folder: the kernel frees it with the process, however
//   the process ends (SIGKILL, crash), so a restart on the same machine never waits and a reused
//   PID cannot fake an owner. On Linux the socket lives in the abstract namespace (no file);
//   elsewhere it is a socket file in the folder, which a later start removes when nothing answers
//   on it. A process in another container does not see it (its own network namespace).
// - An exclusive lock directory in the folder (proper-lockfile: made with an atomic mkdir, its
//   time refreshed every few seconds as a heartbeat), which every process sharing the folder sees,
//   whichever container or machine it runs in. Beside it an owner record says who holds it: its
//   host, process, socket and socket namespace. A lock whose heartbeat stopped longer than the
//   stale period ago is taken over. One whose owner shares our socket namespace is taken over at
//   once when the owner's socket no longer answers (its process is gone: a crash and restart on
//   the same machine waits for nothing); any other live-looking lock refuses the start.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {}

/** The lock directory and its owner record, in the data folder. */
export const LOCK_DIR_NAME = "vowch-data-dir.lock";
export const OWNER_FILE_NAME = "vowch-data-dir.owner.json";

/** A lock whose heartbeat is older than this belongs to a process that is gone. */
export const DEFAULT_STALE_MS = 30_000;
/** How often the holder refreshes its heartbeat (well inside the stale period). */
const HEARTBEAT_MS = 5_000;

/** Who holds the lock directory, written beside it once it is taken. */
export interface LockOwner {
  host: string;
  pid: number;
  /** The socket namespace the owner's socket lives in (null when it cannot be told). */
  namespace: string | null;
  /** The owner's socket address (on Linux an abstract name starting with a NUL). */
  socket: string;
  since: string;
  /** Tells this holder's record from an earlier one's. */
  token: string;
}

export interface LockDataDirOptions {
  /** The stale period (proper-lockfile's minimum is 2 s). */
  staleMs?: number;
  /** Called when the lock was lost while held (another process took it): the database must stop. */
  onLost?: (err: Error) => void;
}

function lockAddress(dir: string): string {
  const id = createHash("sha256").update(fs.realpathSync(dir)).digest("hex").slice(0, 32);
  return process.platform === "linux" ? `\0vowch-data-dir-${id}` : path.join(dir, "vowch.lock.sock");
}

function readFirstLine(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim() || null;
  } catch {
    return null;
  }
}

/**
 * The namespace this process's sockets live in: on Linux the kernel's boot and the network
 * namespace (abstract sockets are per network namespace); elsewhere the host name (the socket
 * is a file, seen by every process of the machine). Null when it cannot be told, so no owner is
 * ever judged by its socket then.
 */
export function socketNamespace(): string | null {
  if (process.platform !== "linux") return `host:${os.hostname()}`;
  const boot = readFirstLine("/proc/sys/kernel/random/boot_id");
  let netns: string | null = null;
  try {
    netns = fs.readlinkSync("/proc/self/ns/net");
  } catch {
    netns = null;
  }
  return boot && netns ? `${boot}/${netns}` : null;
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** True when a process answers on the socket (a live owner), false when it is stale. */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function readOwner(dir: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dir, OWNER_FILE_NAME), "utf8")) as Partial<LockOwner>;
    return typeof owner.socket === "string" && typeof owner.host === "string" ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/** Writes the owner record whole or not at all (a temporary file renamed over it). */
function writeOwner(dir: string, owner: LockOwner): void {
  const file = path.join(dir, OWNER_FILE_NAME);
  const temporary = `${file}.${owner.token}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(owner)}\n`);
  fs.renameSync(temporary, file);
}

const inUse = (dir: string, detail: string) =>
  new DataDirLockedError(
    `The data folder ${dir} is in use by another Vowch process${detail}. ` +
      `Stop it first, or start this one with another DATA_DIR or with DATABASE_URL.`,
  );

/** Takes the socket lock or throws DataDirLockedError; resolves to the listening server. */
async function takeSocket(dir: string, address: string): Promise<net.Server> {
  const server = net.createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE") throw err;
    const isFile = !address.startsWith("\0");
    if (!isFile || (await answers(address))) throw inUse(dir, "");
    fs.rmSync(address, { force: true });
    await listen(server, address);
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  return server;
}

function lostLock(err: Error): void {
  console.error(`\nVowch stops: the data-folder lock was lost (${err.message}). Another process may have taken it.\n`);
  process.exit(1);
}

/**
 * Takes the lock directory, or throws DataDirLockedError naming its holder. Called with the
 * socket already ours: an owner in our socket namespace whose socket is silent is gone.
 */
/** Takes the lock, or answers null when another process holds it (ELOCKED). */
async function tryLock(target: string, options: lockfile.LockOptions): Promise<(() => Promise<void>) | null> {
  try {
    return await lockfile.lock(target, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ELOCKED") throw err;
    return null;
  }
}

async function takeLockDir(dir: string, options: Required<LockDataDirOptions>, namespace: string | null, ownSocket: string) {
  const lockOptions = {
    lockfilePath: path.join(dir, LOCK_DIR_NAME),
    realpath: false,
    stale: options.staleMs,
    update: Math.min(HEARTBEAT_MS, options.staleMs / 3),
    onCompromised: options.onLost,
  };
  const target = path.join(dir, "vowch-data-dir");
  const taken = await tryLock(target, lockOptions);
  if (taken) return taken;
  const owner = readOwner(dir);
  const sameNamespace = namespace !== null && owner?.namespace === namespace;
  // Our own socket address is ours alone now, so an owner recorded under it is gone; another
  // address in our namespace (the folder mounted under another path) is asked.
  if (sameNamespace && (owner.socket === ownSocket || !(await answers(owner.socket)))) {
    // Its process is gone (a crash on this machine): no need to wait for the heartbeat to age.
    fs.rmSync(lockOptions.lockfilePath, { recursive: true, force: true });
    const retaken = await tryLock(target, lockOptions);
    if (retaken) return retaken;
  }
  const seconds = Math.round(options.staleMs / 1000);
  const who = owner ? ` (process ${owner.pid} on ${owner.host}, since ${owner.since})` : "";
  throw inUse(
    dir,
    `${who}, possibly in another container sharing this folder. ` +
      `If that process is gone, this start succeeds once its lock has not been refreshed for ${seconds} s`,
  );
}

/** Takes the lock or throws DataDirLockedError; resolves to the release function. */
export async function lockDataDir(dir: string, options: LockDataDirOptions = {}): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const settings = { staleMs: options.staleMs ?? DEFAULT_STALE_MS, onLost: options.onLost ?? lostLock };
  const address = lockAddress(dir);
  const server = await takeSocket(dir, address);
  const closeSocket = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const namespace = socketNamespace();
  const token = randomUUID();
  let unlock: (() => Promise<void>) | undefined;
  try {
    unlock = await takeLockDir(dir, settings, namespace, address);
    writeOwner(dir, {
      host: os.hostname(),
      pid: process.pid,
      namespace,
      socket: address,
      since: new Date().toISOString(),
      token,
    });
  } catch (err) {
    await unlock?.().catch(() => {});
    await closeSocket();
    throw err;
  }
  const held = unlock;
  let released: Promise<void> | undefined;
  const release = async () => {
    // The record goes first, while the lock is still held: nobody else can have written it.
    if (readOwner(dir)?.token === token) fs.rmSync(path.join(dir, OWNER_FILE_NAME), { force: true });
    await held().catch(() => {});
    await closeSocket();
  };
  return () => (released ??= release());
}
