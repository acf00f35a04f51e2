// Kept statements (server/db/kept-statement.ts): built and rendered once per database handle, then
// run with each call's values. They answer what the same statement built per call answers, run
// inside the transaction whose handle they are given, and two cannot share a name.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database } from "../../server/db/client";
import { bound, keptRows, keptSelect } from "../../server/db/kept-statement";
import { planPerCall } from "../../server/db/prepared-statements";
import { users } from "../../server/db/schema";
import { openTestDatabase } from "../support/test-db";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await queryRows(
    database.db,
    sql`insert into users (email, first_name) select 'kept-' || n || '@example.com', 'Kept ' || n from generate_series(1, 5) n`,
  );
});
afterAll(() => database.close());

const byEmail = keptSelect("test_user_by_email", (db) =>
  db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, bound<string>("email"))),
);
const namesLike = keptRows<{ first_name: string }>(
  "test_names_like",
  () =>
    sql`select first_name from users where email like ${bound<string>("pattern")} order by first_name limit ${bound<number>("limit")}`,
);

describe("kept statements", () => {
  it("answer as the statement built for each call does, whatever the values", async () => {
    for (const n of [1, 3, 5, 6]) {
      const email = `kept-${n}@example.com`;
      const built = await database.db
        .select({ id: users.id, firstName: users.firstName })
        .from(users)
        .where(eq(users.email, email));
      expect(await byEmail(database.db, { email })).toEqual(built);
    }
    for (const [pattern, limit] of [
      ["kept-%", 2],
      ["kept-%", 10],
      ["nobody-%", 3],
    ] as const) {
      const built = await queryRows<{ first_name: string }>(
        database.db,
        sql`select first_name from users where email like ${pattern} order by first_name limit ${limit}`,
      );
      expect(built.length).toBe(pattern === "nobody-%" ? 0 : Math.min(limit, 5));
      expect(await namesLike(database.db, { pattern, limit })).toEqual(built);
    }
  });

  it("run inside the transaction whose handle they get", async () => {
    await database.db
      .transaction(async (tx) => {
        await queryRows(tx, sql`insert into users (email, first_name) values ('kept-tx@example.com', 'Unsaved')`);
        expect(await byEmail(tx, { email: "kept-tx@example.com" })).toEqual([expect.objectContaining({ firstName: "Unsaved" })]);
        expect(await namesLike(tx, { pattern: "kept-tx%", limit: 5 })).toEqual([{ first_name: "Unsaved" }]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    expect(await byEmail(database.db, { email: "kept-tx@example.com" })).toEqual([]);
  });

  it("refuse a value left out, and a name declared twice", async () => {
    await expect(byEmail(database.db, {})).rejects.toThrow(/email/);
    expect(() => keptRows("test_names_like", () => sql`select 1`)).toThrow(/declared twice/);
  });

  it("refuse a statement that must be planned with its values at every call", async () => {
    const rows = keptRows("test_plan_per_call", () => sql`select 1 as n where ${planPerCall}`);
    await expect(rows(database.db, {})).rejects.toThrow(/planPerCall/);
    const select = keptSelect("test_select_plan_per_call", (db) =>
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, bound<string>("email")), planPerCall)),
    );
    await expect(select(database.db, { email: "kept-1@example.com" })).rejects.toThrow(/planPerCall/);
  });
});
