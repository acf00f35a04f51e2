// Sessions cached in the process (features/auth/session-cache.ts): a known session costs no
// statement, and a session ended or an account changed through another process — a second app
// on the same database, as behind a load balancer — stops being served from the cache as soon as
// the database's notification arrives.
import { eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { pgliteClient, type Database, type Db } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { createUser, testConfig, type SignedInUser } from "../support/test-app";
import { openTestDatabase } from "../support/test-db";

const statements = { count: 0 };
const logger = { logQuery: () => void statements.count++ };

/** The same database with every statement counted. */
function countingDb(database: Database): Db {
  if (database.kind === "pglite") return drizzlePglite(pgliteClient(database).asPglite(), { schema, logger });
  return drizzlePg((database as Database & { pool: pg.Pool }).pool, { schema, logger });
}

describe("session cache", () => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig();
    first = await buildApp({ config, db: countingDb(database), logger: false, notifications: database.notifications });
    second = await buildApp({ config, db: database.db, logger: false, notifications: database.notifications });
    await Promise.all([first.ready(), second.ready()]);
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  const currentUser = (app: FastifyInstance, user: SignedInUser) =>
    app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: user.cookie } });

  /** Statements one GET /api/auth/user costs; 0 once the session is cached. */
  const statementsFor = async (app: FastifyInstance, user: SignedInUser) => {
    statements.count = 0;
    expect((await currentUser(app, user)).statusCode).toBe(200);
    return statements.count;
  };

  it("answers a known session without a statement", async () => {
    const user = await createUser(first);
    // Polled: the notification of the sign-up's own profile write may arrive after the first
    // lookup and drop it once.
    await expect.poll(() => statementsFor(first, user), { timeout: 5_000, interval: 50 }).toBe(0);
  });

  it("stops serving a session signed out on another process", async () => {
    const user = await createUser(first);
    await expect.poll(() => statementsFor(first, user), { timeout: 5_000, interval: 50 }).toBe(0); // cached

    const out = await second.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: user.cookie } });
    expect(out.statusCode).toBeLessThan(300);
    await expect.poll(async () => (await currentUser(first, user)).statusCode, { timeout: 5_000, interval: 50 }).toBe(401);
    expect((await currentUser(first, user)).json()).toEqual({ message: "Unauthorized" });
  });

  it("serves an account's change made elsewhere", async () => {
    const user = await createUser(first, { profile: { firstName: "Ada", lastName: "Lovelace" } });
    expect((await currentUser(first, user)).json()).toMatchObject({ firstName: "Ada" });
    await database.db.update(schema.users).set({ firstName: "Grace" }).where(eq(schema.users.id, user.user.id));
    await expect
      .poll(async () => (await currentUser(first, user)).json<{ firstName: string }>().firstName, {
        timeout: 5_000,
        interval: 50,
      })
      .toBe("Grace");
  });

  it("drops every session of a deleted account", async () => {
    const user = await createUser(first);
    expect((await currentUser(first, user)).statusCode).toBe(200);
    await database.db.delete(schema.sessions);
    await expect.poll(async () => (await currentUser(first, user)).statusCode, { timeout: 5_000, interval: 50 }).toBe(401);
  });
});
