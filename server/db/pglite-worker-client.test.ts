import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inLane } from "./pglite-fair-queue";
import { PgliteWorkerClient } from "./pglite-worker-client";
import { ensureMigratedSnapshot, freshSnapshotFile } from "./pglite-snapshot";
import { users } from "./schema";

// The request thread's client of the PGlite worker: what drizzle and the app do with PGlite
// itself must give the same answers through it.
describe("PGlite worker client", () => {
  let client: PgliteWorkerClient;
  let local: PGlite;

  beforeAll(async () => {
    await ensureMigratedSnapshot();
    const file = freshSnapshotFile()!;
    client = new PgliteWorkerClient({ snapshotFile: file });
    // The same snapshot on this thread, to compare answers with PGlite's own.
    local = new PGlite({ loadDataDir: new Blob([(await import("node:fs")).readFileSync(file)]), extensions: { pg_trgm } });
    await Promise.all([client.waitReady, local.waitReady]);
    await client.exec("create table t (n int primary key, label text)");
  }, 120_000);

  afterAll(async () => {
    await client.close();
    await local.close();
  });

  it("answers queries with PGlite's own types, through drizzle too", async () => {
    const statement = `select 1::int as i, 2::int8 as big, 1.50::numeric as num, true as b, '{"a":[1]}'::jsonb as j,
      '\\x0102'::bytea as bytes, now() as ts, '2026-01-02'::date as d, array[1,2] as arr, null::text as nothing,
      interval '1 day' as iv`;
    const [remote, own] = await Promise.all([
      client.query<Record<string, unknown>>(statement),
      local.query<Record<string, unknown>>(statement),
    ]);
    expect(remote.rows).toEqual(own.rows.map((row) => ({ ...row, ts: (remote.rows[0] as { ts: Date }).ts })));
    expect(remote.fields).toEqual(own.fields);
    expect((remote.rows[0] as { ts: unknown }).ts).toBeInstanceOf(Date);

    // drizzle keeps dates, timestamps and intervals as text and maps rows from array mode.
    const db = drizzle(client.asPglite());
    const rows = await db.execute(sql`select '2026-01-02'::date as d, now() as ts, ${"x"}::text as p`);
    expect(rows.rows[0]).toMatchObject({ d: "2026-01-02", p: "x" });
    expect(typeof (rows.rows[0] as { ts: unknown }).ts).toBe("string");
    const withSchema = drizzle(client.asPglite(), { schema: { users } });
    expect(await withSchema.select({ id: users.id, createdAt: users.createdAt }).from(users)).toEqual([]);
  });

  it("keeps the database's error fields", async () => {
    await client.query("insert into t values (1, 'one')");
    const failure = await client.query("insert into t values (1, 'again')").catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: "23505", constraint: "t_pkey", table: "t" });
  });

  it("runs an interactive transaction and rolls it back when it throws", async () => {
    const attempt = client.transaction(async (tx) => {
      await tx.query("insert into t values (2, 'two')");
      // Awaits between statements, as a service does.
      await new Promise((resolve) => setImmediate(resolve));
      const seen = await tx.query<{ n: number }>("select count(*)::int as n from t");
      expect(seen.rows[0]!.n).toBe(2);
      throw new Error("changed my mind");
    });
    await expect(attempt).rejects.toThrow("changed my mind");
    expect((await client.query<{ n: number }>("select count(*)::int as n from t")).rows[0]!.n).toBe(1);

    await client.transaction(async (tx) => {
      await tx.query("insert into t values ($1, $2)", [3, "three"]);
      await tx.exec("update t set label = 'THREE' where n = 3");
    });
    expect((await client.query("select label from t where n = 3")).rows).toEqual([{ label: "THREE" }]);
  });

  it("lets other work wait while a transaction is open, then serves it", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun!: () => void;
    const isOpen = new Promise<void>((resolve) => (begun = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into t values (4, 'four')");
      begun();
      await held;
      // Two more round trips: reads the open transaction did not hold back would run meanwhile
      // (on the one connection they would see 'four').
      await tx.query("select 1");
      await tx.query("update t set label = 'FOUR' where n = 4");
      order.push("commit");
    });
    await isOpen;
    const reads = Array.from({ length: 5 }, () =>
      inLane("read", () => client.query<{ label: string }>("select label from t where n = 4")).then((r) => {
        order.push(`read ${r.rows[0]?.label}`);
      }),
    );
    release();
    await Promise.all([transaction, ...reads]);
    expect(order).toEqual(["commit", ...Array<string>(5).fill("read FOUR")]);
  });

  it("delivers notifications and stops on unlisten", async () => {
    const heard: string[] = [];
    const stop = await client.listen("vowch_test", (payload) => heard.push(payload));
    await client.query("select pg_notify('vowch_test', 'hello')");
    await expect.poll(() => heard).toEqual(["hello"]);
    await stop();
    await client.query("select pg_notify('vowch_test', 'unheard')");
    await client.query("select 1");
    expect(heard).toEqual(["hello"]);
  });

  it("dumps the data directory", async () => {
    const dump = await client.dumpDataDir("gzip");
    expect(dump.size).toBeGreaterThan(1000);
  });

  it("closes: later calls fail instead of hanging", async () => {
    const other = new PgliteWorkerClient({ snapshotFile: freshSnapshotFile() });
    await other.waitReady;
    await other.query("select 1");
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query("select 1")).rejects.toThrow();
  }, 60_000);
});
