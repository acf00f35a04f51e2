// Prepared statements (server/db/prepared-statements.ts): on PostgreSQL the hot reads'
// statements are prepared once per connection, so a repeated call only binds and executes. The
// app runs on one connection here, so that connection's pg_prepared_statements is the app's.
// PGlite has no named statements: there the same calls answer with nothing prepared.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { openPostgres, queryRows, type Database } from "../../server/db/client";
import { planPerCall } from "../../server/db/prepared-statements";
import { createUser, testConfig, type SignedInUser } from "../support/test-app";
import { openTestDatabase } from "../support/test-db";

let database: Database;
/** The app's database: on PostgreSQL one connection of the same database. */
let single: Database;
let app: FastifyInstance;
let viewer: SignedInUser;

beforeAll(async () => {
  database = await openTestDatabase();
  single =
    database.kind === "postgres"
      ? await openPostgres((database as Database & { pool: pg.Pool }).pool.options.connectionString!, 1)
      : database;
  app = await buildApp({ config: testConfig(), db: single.db, logger: false });
  await app.ready();
  viewer = await createUser(app);
  const res = await viewer.request({
    method: "POST",
    url: "/api/providers",
    payload: { name: "Ace Plumbing", category: "Plumber" },
  });
  expect(res.statusCode).toBe(201);
});

afterAll(async () => {
  await app.close();
  if (single !== database) await single.close();
  await database.close();
});

const prepared = () =>
  queryRows<{ name: string; statement: string }>(single.db, sql`select name, statement from pg_prepared_statements`);

describe("prepared statements", () => {
  it("prepares the provider list's statements on PostgreSQL, once per text", async () => {
    const calls = ["/api/providers", "/api/providers/browse", "/api/providers/saved", "/api/projects", "/api/friends"];
    for (let round = 0; round < 2; round++) {
      for (const url of calls) expect((await viewer.request({ method: "GET", url })).statusCode).toBe(200);
    }
    const statements = await prepared();
    if (database.kind === "pglite") {
      expect(statements).toEqual([]);
      return;
    }
    const texts = statements.map((s) => s.statement);
    // The cards' per-viewer query and the directory's page of ids.
    expect(texts.some((t) => t.includes("with page as"))).toBe(true);
    expect(texts.some((t) => t.startsWith('select "providers"."id"'))).toBe(true);
    // Two rounds of the same calls prepared each text once.
    expect(new Set(texts).size).toBe(texts.length);
    expect(statements.every((s) => s.name.startsWith("vowch_"))).toBe(true);
    // The projects list is a kept statement (db/kept-statement.ts), named for itself.
    expect(statements.map((s) => s.name)).toContain("vowch_kept_projects_list_first");
  });

  it("reads a project's providers and collaborators through their kept statements", async () => {
    const created = await viewer.request({ method: "POST", url: "/api/projects", payload: { title: "Kept reads" } });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    for (const list of ["providers", "collaborators"]) {
      const res = await viewer.request({ method: "GET", url: `/api/projects/${id}/${list}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    const names = (await prepared()).map((s) => s.name);
    if (database.kind === "pglite") expect(names).toEqual([]);
    else expect(names).toEqual(expect.arrayContaining(["vowch_kept_project_providers", "vowch_kept_project_collaborators"]));
  });

  it("runs named statements on their generic plan from the first call (PostgreSQL)", async () => {
    const [mode] = await queryRows<{ plan_cache_mode: string }>(single.db, sql`show plan_cache_mode`);
    expect(mode?.plan_cache_mode).toBe(database.kind === "postgres" ? "force_generic_plan" : "auto");
  });

  it("starts no parallel workers for a statement", async () => {
    const [gather] = await queryRows<{ max_parallel_workers_per_gather: string }>(
      single.db,
      sql`show max_parallel_workers_per_gather`,
    );
    expect(gather?.max_parallel_workers_per_gather).toBe("0");
  });

  it("caps hash tables and sorts at a short statement's size (PostgreSQL)", async () => {
    const [memory] = await queryRows<{ work_mem: string }>(single.db, sql`show work_mem`);
    expect(memory?.work_mem).toBe(database.kind === "postgres" ? "256kB" : "4MB");
  });

  it("sends a planPerCall statement with its values written in: the same answer, nothing prepared", async () => {
    const before = (await prepared()).length;
    const values = ["o'brien \\ $1 -- x", null, 42, new Date("2026-01-02T03:04:05.678Z"), "{a,b'c}", true] as const;
    const statement = (
      perCall: boolean,
    ) => sql`select ${values[0]}::text as s, ${values[1]}::text as n, ${values[2]}::int + 1 as i,
      ${values[3]}::timestamptz as d, ${values[4]}::text[] as a, ${values[5]}::boolean as b
      where ${perCall ? planPerCall : sql`true`} and ${values[0]} = ${values[0]}`;
    const planned = await queryRows(single.db, statement(true));
    expect(planned).toEqual(await queryRows(single.db, statement(false)));
    expect(planned).toEqual([{ s: "o'brien \\ $1 -- x", n: null, i: 43, d: expect.anything(), a: ["a", "b'c"], b: true }]);
    const d = (planned[0] as { d: Date | string }).d;
    expect(new Date(d).toISOString()).toBe("2026-01-02T03:04:05.678Z");
    const after = await prepared();
    // Only the bound statement was prepared; the planPerCall one left nothing behind.
    expect(after.length).toBe(database.kind === "postgres" ? before + 1 : 0);
    expect(after.some((s) => s.statement.includes("vowch:plan-per-call"))).toBe(false);
  });
});
