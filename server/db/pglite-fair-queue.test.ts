import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerDatabaseLanes } from "../plugins/database-lanes";
import { inLane } from "./pglite-fair-queue";
import { PgliteWorkerClient } from "./pglite-worker-client";
import { ensureMigratedSnapshot, freshSnapshotFile } from "./pglite-snapshot";

// Order of completion, not time: with plain arrival order a write sent after 24 reads finishes
// after all of them; through the worker's gate each of its statements waits for one read at most.
// Each read is long enough (a few milliseconds) for the write's next operation to cross from the
// request thread to the worker while one read runs, even on a busy machine.
describe("PGlite fair queue", () => {
  let client: PgliteWorkerClient;
  const app = Fastify({ logger: false });
  const finished: string[] = [];

  beforeAll(async () => {
    await ensureMigratedSnapshot();
    client = new PgliteWorkerClient({ snapshotFile: freshSnapshotFile() });
    await client.waitReady;
    registerDatabaseLanes(app);
    app.get("/read/:n", async (request) => {
      await client.query("select count(*) from generate_series(1, 200000)");
      finished.push(`read ${(request.params as { n: string }).n}`);
      return {};
    });
    app.post("/write", async () => {
      await client.transaction(async (tx) => {
        await tx.query("create temporary table if not exists t (n int)");
        await tx.query("insert into t values (1)");
      });
      await client.query("select count(*) from t");
      await client.exec("select 1");
      finished.push("write");
      return {};
    });
    await app.ready();
  }, 120_000); // the snapshot is built when missing: an initdb, seconds on a busy machine

  afterAll(async () => {
    await app.close();
    await client.close();
  });

  it("lets a write's statements pass the reads queued before them", async () => {
    const reads = Array.from({ length: 24 }, (_, n) => app.inject({ method: "GET", url: `/read/${n}` }));
    const write = app.inject({ method: "POST", url: "/write" });
    const answers = await Promise.all([...reads, write]);
    expect(answers.map((a) => a.statusCode).every((s) => s === 200)).toBe(true);
    expect(finished).toHaveLength(25);
    // Three operations, each behind at most the one read in flight: done within the first few
    // (3; a little room for a thread hop that loses the race on a loaded machine), not last.
    expect(finished.indexOf("write")).toBeLessThanOrEqual(6);
  }, 60_000); // 25 statements of a few milliseconds each, one after another: seconds on a busy machine

  it("serves reads in arrival order among themselves", () => {
    const reads = finished.filter((f) => f !== "write").map((f) => Number(f.split(" ")[1]));
    expect(reads).toEqual([...reads].sort((a, b) => a - b));
  });

  it("lets the event loop take in a request between two queued operations", async () => {
    const order: string[] = [];
    // Reads of a few milliseconds each, as above: with `select 1` the worker could finish all ten
    // before a busy machine gave the request thread its turn to send the write (seen once under
    // the whole suite), which says nothing about the gate.
    const reads = Array.from({ length: 10 }, (_, n) =>
      inLane("read", () => client.query("select count(*) from generate_series(1, 200000)")).then(() => order.push(`read ${n}`)),
    );
    // A request arriving meanwhile reaches the worker after the reads already queued there.
    const write = new Promise<void>((resolve) =>
      setImmediate(() => resolve(inLane("write", () => client.query("select 2")).then(() => void order.push("write")))),
    );
    await Promise.all([...reads, write]);
    expect(order).toHaveLength(11);
    // Served right after the operation in flight when it arrived (one more for a thread hop that
    // loses the race), not after the whole queue: a gate that did not hand over through the
    // event loop would serve it eleventh.
    expect(order.indexOf("write")).toBeLessThanOrEqual(3);
  });
});
