// A failed query's log entry names the SQL and the database error, never the bound values.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { redactError } from "../../server/logging/redact-error";
import { buildTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it("keeps bound parameters and PostgreSQL's detail out of logged errors", async () => {
  const secret = "alice.private@example.com";
  const failure = await t.db.execute(sql`select ${secret}::int`).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(String((failure as Error).message)).toContain(secret); // what drizzle would have logged
  const logged = JSON.stringify(redactError(failure));
  expect(logged).not.toContain(secret);
  expect(logged).toContain("Failed query: select $1::int");
  expect(JSON.parse(logged)).toMatchObject({ code: "22P02" });
});
