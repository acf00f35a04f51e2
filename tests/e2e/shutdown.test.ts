// SIGTERM to the `npm start` process (what a supervisor or a container stop sends) must reach the
// server: the port and the data-folder lock are free again within 10 s.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { lockDataDir } from "../../server/db/data-dir-lock";
import { freePort } from "../../scripts/free-port";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-shutdown-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function lockIsFree(): Promise<boolean> {
  try {
    const release = await lockDataDir(dataDir);
    await release();
    return true;
  } catch {
    return false;
  }
}

it("frees the port and the data-folder lock after SIGTERM to the npm start process", async () => {
  const port = await freePort();
  // The embedded database in its own folder: never the developer's DATABASE_URL.
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const npm = spawn("npm", ["start"], { cwd: root, env, stdio: "ignore", detached: true });
  try {
    await expect.poll(() => healthy(port), { timeout: 60_000, interval: 250 }).toBe(true);
    expect(await lockIsFree()).toBe(false);

    npm.kill("SIGTERM");
    await expect.poll(() => portIsFree(port), { timeout: 10_000, interval: 100 }).toBe(true);
    await expect.poll(lockIsFree, { timeout: 10_000, interval: 100 }).toBe(true);
  } finally {
    // Whatever happened, leave no server behind: the whole process group goes.
    try {
      process.kill(-npm.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }
}, 90_000);
