// The data-folder lock with real servers: a second server on the same DATA_DIR refuses to start
// with a clear message, as does one whose folder another container holds (its lock fresh, its
// socket out of sight); once that container's heartbeat has stopped for the stale period, the
// server starts.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port";
import { ageLock, foreignLock } from "../../tests/support/data-dir-lock";
import { DEFAULT_STALE_MS, OWNER_FILE_NAME } from "./data-dir-lock";

const root = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-lock-servers-"));
  dirs.push(dir);
  return dir;
}

/** A server on `dataDir` (the embedded database, never the developer's DATABASE_URL). */
async function startServer(dataDir: string) {
  const port = await freePort();
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...inherited, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

/** The pid the folder's owner record names (the lock's holder), or null. */
function holderPid(dir: string): number | null {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, OWNER_FILE_NAME), "utf8")) as { pid: number }).pid;
  } catch {
    return null;
  }
}

/** Waits until `server` holds the folder's lock (taken before the database opens). */
async function holdsLock(dir: string, server: { child: ChildProcess }) {
  await expect.poll(() => holderPid(dir), { timeout: 60_000, interval: 100 }).toBe(server.child.pid);
}

describe("two servers on one DATA_DIR", () => {
  it("refuses the second while the first runs", async () => {
    const dir = tempDir();
    const first = await startServer(dir);
    await holdsLock(dir, first);

    const second = await startServer(dir);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`Vowch cannot start: The data folder ${dir} is in use by another Vowch process.`);
    // The first one keeps it.
    expect(first.child.exitCode).toBeNull();
    expect(holderPid(dir)).toBe(first.child.pid);
  }, 90_000);

  it("refuses a folder another container holds, and starts once that container's heartbeat is stale", async () => {
    const dir = tempDir();
    foreignLock(dir, 0);
    const refused = await startServer(dir);
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toMatch(
      /Vowch cannot start: The data folder .* is in use by another Vowch process \(process 1 on vowch-container-b, since .*\), possibly in another container sharing this folder/,
    );
    expect(fs.existsSync(path.join(dir, "pglite"))).toBe(false);

    // That container's process died: its heartbeat stops, and after the stale period the folder is free.
    ageLock(dir, DEFAULT_STALE_MS + 1_000);
    const taken = await startServer(dir);
    await holdsLock(dir, taken);
    expect(taken.child.exitCode).toBeNull();
  }, 90_000);

  it("restarts at once after a crash on the same machine (SIGKILL leaves the lock directory behind)", async () => {
    const dir = tempDir();
    const first = await startServer(dir);
    await holdsLock(dir, first);
    first.child.kill("SIGKILL");
    await first.exited;
    expect(fs.readdirSync(dir)).toContain("vowch-data-dir.lock");
    // Its heartbeat is fresh, but its socket is gone with it: no waiting for the stale period.
    const again = await startServer(dir);
    await holdsLock(dir, again);
    expect(again.child.exitCode).toBeNull();
  }, 90_000);
});
