// `npm run bench -- --first-start [--runs 3]`: how long `npm start`'s server (scripts/start.js)
// takes on an empty data folder to answer `GET /readyz` 200 (the target: within 2 s). Each run is a
// new process on a new DATA_DIR with the embedded database, timed from spawn to the first 200.
// One untimed run first builds what `npm start` would build (client, server bundle) and warms
// the file cache, so the runs measure the start itself, not a build.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { freePort } from "../../free-port.js";

const POLL_MS = 10;
const GIVE_UP_MS = 120_000;

/** Milliseconds from spawning the server on an empty data folder to its first `/readyz` 200. */
async function timeFirstStart(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-first-start-"));
  const port = await freePort();
  const started = performance.now();
  // The embedded database: whatever DATABASE_URL the caller has is not passed on.
  const { DATABASE_URL: _unused, ...env } = process.env;
  const child = spawn(process.execPath, ["scripts/start.js"], {
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error("the server was not ready within 2 minutes");
      const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await delay(POLL_MS);
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runFirstStartBench(runs: number): Promise<number> {
  console.log("Warm-up start (builds what npm start would, fills the file cache)…");
  await timeFirstStart();
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const ms = await timeFirstStart();
    times.push(ms);
    console.log(`run ${i}: ${Math.round(ms).toLocaleString("en-US")} ms to /readyz 200`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`median of ${runs}: ${Math.round(sorted[Math.floor(runs / 2)]!).toLocaleString("en-US")} ms (target: 2,000 ms)`);
  return 0;
}
