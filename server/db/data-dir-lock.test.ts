import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

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
function holdLockInChild(dir: string) {
  const module = path.resolve(import.meta.dirname, "data-dir-lock.ts");
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `const { lockDataDir } = await import(${JSON.stringify(module)}); await lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000);`,
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
