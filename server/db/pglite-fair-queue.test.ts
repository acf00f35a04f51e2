import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerDatabaseLanes } from "../plugins/database-lanes";
import { inLane, withFairQueue } from "./pglite-fair-queue";

// Order of completion, not time: with plain arrival order a write sent after 24 reads finishes
// after all of them; through the gate each of its statements waits for one read at most.
describe("PGlite fair queue", () => {
  let raw: PGlite;
  let client: PGlite;
  const app = Fastify({ logger: false });
  const finished: string[] = [];

  beforeAll(async () => {
    raw = await PGlite.create();
    client = withFairQueue(raw);
    registerDatabaseLanes(app);
    app.get("/read/:n", async (request) => {
      await client.query("select count(*) from generate_series(1, 20000)");
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
  }, 120_000); // an in-memory initdb: seconds on a busy machine

  afterAll(async () => {
    await app.close();
    await raw.close();
  });

  it("lets a write's statements pass the reads queued before them", async () => {
    const reads = Array.from({ length: 24 }, (_, n) => app.inject({ method: "GET", url: `/read/${n}` }));
    const write = app.inject({ method: "POST", url: "/write" });
    const answers = await Promise.all([...reads, write]);
    expect(answers.map((a) => a.statusCode).every((s) => s === 200)).toBe(true);
    expect(finished).toHaveLength(25);
    // Three operations, each behind at most the one read in flight: done within the first few.
    expect(finished.indexOf("write")).toBeLessThanOrEqual(4);
  });

  it("serves reads in arrival order among themselves", () => {
    const reads = finished.filter((f) => f !== "write").map((f) => Number(f.split(" ")[1]));
    expect(reads).toEqual([...reads].sort((a, b) => a - b));
  });

  it("lets the event loop take in a request between two queued operations", async () => {
    const order: string[] = [];
    const reads = Array.from({ length: 10 }, (_, n) =>
      inLane("read", () => client.query("select 1")).then(() => order.push(`read ${n}`)),
    );
    // A request arriving meanwhile reaches the gate from a later event-loop phase (its socket's
    // I/O), never from the microtasks of the reads already queued.
    const write = new Promise<void>((resolve) =>
      setImmediate(() => resolve(inLane("write", () => client.query("select 2")).then(() => void order.push("write")))),
    );
    await Promise.all([...reads, write]);
    expect(order).toHaveLength(11);
    // Served right after the operation in flight when it arrived, not after the whole queue.
    expect(order.indexOf("write")).toBeLessThanOrEqual(2);
  });
});
