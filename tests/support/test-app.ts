// buildTestApp(): the real app on a fresh database, plus helpers that sign users in through the
// real endpoints. Every factory makes unique e-mails, so tests in one file never collide.
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../server/app";
import { loadConfig, type AppConfig } from "../../server/config";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database, Db } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import type { AuthUser } from "../../common/schemas/auth";
import { openTestDatabase } from "./test-db";
import { prepareStore, storeDriver, testS3Config } from "./file-store";
import { routeRecorder, type RouteRef } from "./routes";
import { proveIdentifiers } from "./proofs";
import { registerLocalUser } from "../../server/features/auth/service";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** Every route the app registered (tests/support/routes.ts), so a test that walks "every route" cannot miss one added later. */
  routes: RouteRef[];
  /**
   * SQL statements the app sent since the last reset (BEGIN/COMMIT/ROLLBACK/SAVEPOINT not
   * counted); `lookupBound`: those of the per-minute people bound (users/lookup-limit.ts), apart.
   */
  statements: CountedStatements;
  /** Moves the clock of what the app keeps in memory (e.g. the people bound's windows) forward. */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

/** What countingDb records: the counts, and the text and values of the last few statements. */
interface CountedStatements {
  count: number;
  lookupBound: number;
  /** The latest statements sent (at most 20), oldest first: what a plan test EXPLAINs. */
  sent?: { query: string; params: unknown[] }[];
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
// The people bound's one statement (users/lookup-limit.ts, the database's record_people_shown).
const LOOKUP_BOUND = /\brecord_people_shown\(/;

/**
 * The same connection with drizzle's logger counting every statement (the raw SQL of `execute`
 * included), so a test can assert how many statements one request sends.
 */
function countingDb(database: Database, statements: CountedStatements): Db {
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      statements.sent = [...(statements.sent ?? []).slice(-19), { query, params }];
      if (LOOKUP_BOUND.test(query)) statements.lookupBound += 1;
      else if (!TRANSACTION_CONTROL.test(query)) statements.count += 1;
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === "pglite"
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger });
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = path.join(os.tmpdir(), `vowch-test-${randomBytes(6).toString("hex")}`);
  const base = loadConfig({ SESSION_SECRET: "test-secret-test-secret-test-secret", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const s3 = storeDriver() === "s3" ? testS3Config() : undefined;
  // No push sweep: a test's counted statements are its own; a push test kicks the queue itself.
  const push = { ...base.push, sweepSeconds: 0 };
  // No reminder sweep nor weekly digest sweep either: their tests run them with the "now" they need.
  return {
    ...base,
    s3,
    push,
    reminderSweepSeconds: 0,
    rateLimit: { perIp: 1000, perEmail: 1000, windowSeconds: 900 },
    ...overrides,
  };
}

export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  /** Log lines go here (at config.logLevel) instead of nowhere. */
  logStream?: NodeJS.WritableStream,
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  // The run's bucket for this file (a test that names its own store sets it up itself).
  if (!("s3" in overrides)) await prepareStore(config);
  const statements: CountedStatements = { count: 0, lookupBound: 0 };
  let clockOffset = 0;
  const clock = () => Date.now() + clockOffset;
  const recorder = routeRecorder();
  const app = await buildApp({
    config,
    db: countingDb(database, statements),
    logger: !!logStream,
    logStream,
    clock,
    onRoute: recorder.onRoute,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    routes: recorder.routes,
    statements,
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(4).toString("hex")}@example.com`;
}

export const TEST_PASSWORD = "correct horse battery";

/** The signed session cookie ("vowch.sid=…") from a response. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === "vowch.sid");
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `vowch.sid=${cookie.value}`;
}

export interface SignedInUser {
  user: AuthUser;
  cookie: string;
  /** inject() with this user's session cookie. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  /** Complete the profile (default true): friends are users with completed profiles. */
  profile?: false | Partial<{ firstName: string; lastName: string; phone: string; homeAddress: string }>;
  /**
   * Mark the e-mail and phone proven (default true), as the verification flows would: only proven
   * identifiers match address books. `false` leaves them unproven (the impersonation tests).
   */
  proven?: boolean;
}

export async function createUser(app: FastifyInstance, options: CreateUserOptions = {}): Promise<SignedInUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  // With SMTP_URL set, registering e-mails a link instead of signing in: the account is made as
  // finishing that link would, then signed in with its password.
  if (app.mailer.enabled) await registerLocalUser(app.db, email, password);
  const res = await app.inject({
    method: "POST",
    url: app.mailer.enabled ? "/api/auth/login" : "/api/auth/register",
    payload: { email, password },
  });
  if (res.statusCode !== (app.mailer.enabled ? 200 : 201)) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  const cookie = sessionCookie(res);
  const request = (opts: InjectOptions) => app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie } });
  let user = res.json<AuthUser>();
  if (options.profile !== false) {
    const profile = {
      firstName: "Alex",
      lastName: `Tester${counter}`,
      phone: `555-01${String(counter).padStart(2, "0")}`,
      homeAddress: `${counter} Elm Street`,
      ...(options.profile ?? {}),
    };
    const done = await request({ method: "POST", url: "/api/auth/complete-profile", payload: profile });
    if (done.statusCode !== 200) throw new Error(`complete-profile failed ${done.statusCode}: ${done.body}`);
    user = done.json<AuthUser>();
  }
  if (options.proven !== false) await proveIdentifiers(app.db, user.id);
  return { user, cookie, request };
}
