// PGlite does not lock its folder, and two processes writing one folder corrupt it. The lock is a
// listening Unix socket named after the folder: the kernel frees it with the process, however the
// process ends (SIGKILL, crash), so no stale lock survives and a reused PID cannot fake an owner.
// On Linux the socket lives in the abstract namespace (no file); elsewhere it is a socket file in
// the folder, which a later start removes when nothing answers on it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export class DataDirLockedError extends Error {}

function lockAddress(dir: string): string {
  const id = createHash("sha256").update(fs.realpathSync(dir)).digest("hex").slice(0, 32);
  return process.platform === "linux" ? `\0vowch-data-dir-${id}` : path.join(dir, "vowch.lock.sock");
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

/** True when a process answers on the socket file (a live owner), false when it is stale. */
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

/** Takes the lock or throws DataDirLockedError; resolves to the release function. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const address = lockAddress(dir);
  const server = net.createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE") throw err;
    const isFile = !address.startsWith("\0");
    if (!isFile || (await answers(address))) {
      throw new DataDirLockedError(
        `The data folder ${dir} is in use by another Vowch process. ` +
          `Stop it first, or start this one with another DATA_DIR or with DATABASE_URL.`,
      );
    }
    fs.rmSync(address, { force: true });
    await listen(server, address);
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  let released: Promise<void> | undefined;
  return () => (released ??= new Promise((resolve) => server.close(() => resolve())));
}
