import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { foreignLock } from "../../tests/support/data-dir-lock";
import {
  DataDirLockedError,
  LOCK_DIR_NAME,
  lockDataDir,
  OWNER_FILE_NAME,
  socketNamespace,
  type LockOwner,
} from "./data-dir-lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A second process that takes the lock and says so, then waits to be killed. */
function holdLockInChild(dir: string, staleMs?: number) {
  const module = path.resolve(import.meta.dirname, "data-dir-lock.ts");
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `const { lockDataDir } = await import(${JSON.stringify(module)}); await lockDataDir(${JSON.stringify(dir)}, ${JSON.stringify({ staleMs })}); console.log("locked"); setInterval(() => {}, 1000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return { child, locked };
}

describe("data folder lock", () => {
  it("refuses a second owner until the first releases it", async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it("is freed by the kernel when its owner is killed, leaving nothing stale behind", async () => {
    const dir = tempDir();
    const { child, locked } = holdLockInChild(dir);
    await locked;
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    const release = await lockDataDir(dir);
    await release();
    // Only the database's own files may live in the folder: no PID file to go stale.
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("is not fooled by an old PID file naming a live, unrelated process (a reused PID)", async () => {
    const dir = tempDir();
    const unrelated = spawn("sleep", ["30"]);
    try {
      fs.writeFileSync(path.join(dir, "vowch.lock"), String(unrelated.pid));
      const release = await lockDataDir(dir);
      await release();
    } finally {
      unrelated.kill("SIGKILL");
    }
  });
});

describe("data folder lock across containers (a lock directory with a heartbeat)", () => {
  it("refuses while another container's lock is fresh, naming its holder, though no socket is seen", async () => {
    const dir = tempDir();
    foreignLock(dir, 0);
    const refused = lockDataDir(dir);
    await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(refused).rejects.toThrow(
      /in use by another Vowch process \(process 1 on vowch-container-b, since .*another container/,
    );
    await expect(refused).rejects.toThrow(/not been refreshed for 30 s/);
    // The refusal took nothing: the record still names the holder.
    expect(JSON.parse(fs.readFileSync(path.join(dir, OWNER_FILE_NAME), "utf8")).host).toBe("vowch-container-b");
  });

  it("takes over a lock whose heartbeat stopped longer than the stale period ago", async () => {
    const dir = tempDir();
    foreignLock(dir, 31_000);
    const release = await lockDataDir(dir);
    const owner = JSON.parse(fs.readFileSync(path.join(dir, OWNER_FILE_NAME), "utf8")) as LockOwner;
    expect(owner).toMatchObject({ host: os.hostname(), pid: process.pid, namespace: socketNamespace() });
    await release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("takes over once the holder's heartbeat has been silent for the stale period, and not before", async () => {
    const dir = tempDir();
    foreignLock(dir, 0);
    await expect(lockDataDir(dir, { staleMs: 4_000 })).rejects.toBeInstanceOf(DataDirLockedError);
    let release: (() => Promise<void>) | undefined;
    await expect
      .poll(
        async () => {
          release = await lockDataDir(dir, { staleMs: 4_000 }).catch(() => undefined);
          return release !== undefined;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(true);
    await release!();
  });

  it("keeps a live holder's lock fresh, so it is never taken over while it runs", async () => {
    const dir = tempDir();
    const { child, locked } = holdLockInChild(dir, 2_000);
    try {
      await locked;
      const lockDir = path.join(dir, LOCK_DIR_NAME);
      const first = fs.statSync(lockDir).mtimeMs;
      // The heartbeat moves the lock's time on; meanwhile a second owner is refused.
      await expect.poll(() => fs.statSync(lockDir).mtimeMs, { timeout: 10_000, interval: 200 }).toBeGreaterThan(first);
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("asks the socket of a holder in this namespace under another path, and refuses while it answers", async () => {
    const dir = tempDir();
    // The same folder mounted under another path in a sidecar: another socket name, same namespace.
    const address = process.platform === "linux" ? `\0vowch-test-${process.pid}-${Date.now()}` : path.join(tempDir(), "s.sock");
    const holder = net.createServer((s) => s.destroy());
    await new Promise<void>((resolve) => holder.listen(address, resolve));
    try {
      foreignLock(dir, 0, { namespace: socketNamespace(), socket: address });
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    // Its socket gone, the holder is gone: taken over at once, without waiting for the heartbeat to age.
    const release = await lockDataDir(dir);
    await release();
  });

  it("tells the holder when another process took its lock, so it stops", async () => {
    const dir = tempDir();
    let lost: Error | undefined;
    const release = await lockDataDir(dir, { staleMs: 3_000, onLost: (err) => (lost = err) });
    // Another process's takeover gives the lock directory a time that is not ours.
    const other = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, LOCK_DIR_NAME), other, other);
    await expect.poll(() => lost?.message, { timeout: 10_000, interval: 200 }).toMatch(/stale threshold|ECOMPROMISED/);
    await release();
  });
});
