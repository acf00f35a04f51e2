import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteWorkerClient } from "./pglite-worker-client";

// PGlite has no autovacuum: the worker vacuums a table whose dead rows pass the threshold and
// analyzes one whose changes do, so the planner's statistics follow the data.
describe("the PGlite worker's vacuuming", () => {
  let client: PgliteWorkerClient;
  const stats = async (table: string) =>
    (
      await client.query<{ dead: number; analyzed: boolean; vacuumed: boolean; estimate: number }>(
        `select s.n_dead_tup::int as dead, s.last_analyze is not null as analyzed, s.last_vacuum is not null as vacuumed,
           c.reltuples::int as estimate
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = $1`,
        [table],
      )
    ).rows[0]!;

  beforeAll(async () => {
    // Looked at every 50 ms instead of every minute.
    client = new PgliteWorkerClient({ autovacuum: { everyMs: 50 } });
    await client.waitReady;
  }, 120_000);

  afterAll(() => client.close());

  it("analyzes a table once it has changed enough, so the planner knows its size", async () => {
    await client.exec("create table grown (id int primary key, label text)");
    await client.exec("insert into grown select g, 'row ' || g from generate_series(1, 5000) g");
    await expect.poll(() => stats("grown"), { timeout: 30_000 }).toMatchObject({ analyzed: true, estimate: 5000 });
  }, 60_000);

  it("vacuums a table once its dead rows pass the threshold", async () => {
    await client.exec("create table churned (id int primary key, label text)");
    await client.exec("insert into churned select g, 'row ' || g from generate_series(1, 2000) g");
    await expect.poll(() => stats("churned"), { timeout: 30_000 }).toMatchObject({ analyzed: true });
    await client.exec("delete from churned where id % 2 = 0");
    await expect.poll(() => stats("churned"), { timeout: 30_000 }).toMatchObject({ vacuumed: true, dead: 0, estimate: 1000 });
  }, 60_000);
});
