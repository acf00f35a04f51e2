// The plan of a statement a request sent, as the app runs it on PostgreSQL: its generic plan
// (the app prepares its statements and plans them generically), with sequential scans priced out
// in the test's own transaction so the planner's choice does not depend on a test table's few rows.
import type pg from "pg";
import { expect } from "vitest";
import { withLiterals } from "../../server/db/prepared-statements";
import type { SignedInUser, TestApp } from "./test-app";

/** The EXPLAIN of the statement of `url` (requested as `user`) whose text matches `marker`. */
export async function planOf(t: TestApp, user: SignedInUser, url: string, marker: RegExp): Promise<string> {
  t.statements.sent = [];
  const res = await user.request({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  const statement = t.statements.sent.find((s) => marker.test(s.query));
  expect(statement, `a statement of ${url} matching ${marker}`).toBeDefined();
  const pool = (t.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("set local enable_seqscan = off");
    await client.query("set local plan_cache_mode = force_generic_plan");
    await client.query(`prepare plan_under_test as ${statement!.query}`);
    const args = statement!.params.map((_, i) => `$${i + 1}`).join(", ");
    const explained = await client.query<{ "QUERY PLAN": string }>(
      `explain ${withLiterals(`execute plan_under_test(${args})`, statement!.params)}`,
    );
    return explained.rows.map((r) => r["QUERY PLAN"]).join("\n");
  } finally {
    await client.query("rollback");
    // PREPARE outlives the transaction; the connection goes back to the app's pool.
    await client.query("deallocate plan_under_test");
    client.release();
  }
}
