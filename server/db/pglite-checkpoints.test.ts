import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteWorkerClient } from "./pglite-worker-client";

// PGlite has no checkpointer: the worker checkpoints by itself once enough log is written, so the
// data folder's write-ahead log stays bounded instead of growing with every write.
describe("the PGlite worker's checkpoints", () => {
  let dataDir: string;
  let client: PgliteWorkerClient;
  const walFiles = () => fs.readdirSync(path.join(dataDir, "pg_wal")).filter((name) => /^[0-9A-F]{24}$/.test(name));
  const redo = async () =>
    (await client.query<{ redo: string }>("select redo_lsn::text as redo from pg_control_checkpoint()")).rows[0]!.redo;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-checkpoints-"));
    // Checked often and after 4 MB of log, so a test writes a few segments' worth, not a real day's.
    client = new PgliteWorkerClient({ dataDir, checkpoints: { everyMs: 50, walBytes: 4 * 1024 * 1024 } });
    await client.waitReady;
  }, 120_000);

  afterAll(async () => {
    await client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts PostgreSQL with a small log budget", async () => {
    const { rows } = await client.query<{ name: string; setting: string; unit: string }>(
      "select name, setting, unit from pg_settings where name in ('max_wal_size', 'min_wal_size') order by name",
    );
    expect(rows).toEqual([
      { name: "max_wal_size", setting: "64", unit: "MB" },
      { name: "min_wal_size", setting: "32", unit: "MB" },
    ]);
  });

  it("checkpoints after writes without being asked, and keeps the log to its budget", async () => {
    const before = await redo();
    await client.exec("create table filler (id serial primary key, body text)");
    // About 200 MB of log in 20 writes: without checkpoints all of it stays in pg_wal (16 MB segments).
    for (let i = 0; i < 20; i++) {
      await client.exec("insert into filler (body) select repeat(md5(g::text), 20) from generate_series(1, 10000) g");
    }
    await expect.poll(redo, { timeout: 30_000 }).not.toBe(before);
    // Whatever the last checkpoint recycled, the folder holds at most max_wal_size of log and the
    // segment being written (64 MB / 16 MB + 1 = 5), not the 13 that 200 MB would take.
    await expect.poll(() => walFiles().length, { timeout: 30_000 }).toBeLessThanOrEqual(6);
  }, 90_000);
});
