// Idempotency keys (server/plugins/idempotency.ts, docs/decisions/124-idempotency-keys.md): every
// create call sent twice with one Idempotency-Key answers the first answer and creates one row; the
// key is the account's and the route's; another body is refused (422), a call still running
// answers 409 with Retry-After, a failed first call leaves the key free, a bad key is a 400.
import { createHash, randomUUID } from "node:crypto";
import zlib from "node:zlib";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { idempotencyKeys } from "../../server/db/schema";
import { purgeExpiredIdempotencyKeys } from "../../server/plugins/idempotency";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let ann: SignedInUser;
let bob: SignedInUser;
let projectId: string;
let providerId: string;
let friendRequestId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ann = await createUser(t.app, { profile: { firstName: "Ann", lastName: "Once" } });
  bob = await createUser(t.app, { profile: { firstName: "Bob", lastName: "Twice" } });
  projectId = (await ann.request({ method: "POST", url: "/api/projects", payload: { title: "Kitchen for attaching" } })).json<{
    id: string;
  }>().id;
  providerId = (await insertProvider(t.db, bob.user.id, { name: "Once Plumbing", category: "Plumber" })).id;
  friendRequestId = (
    await bob.request({
      method: "POST",
      url: "/api/provider-requests",
      payload: { title: "Need a roofer soon", category: "Roofing" },
    })
  ).json<{ id: string }>().id;
});
afterAll(() => t.close());

const count = async (query: SQL) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from (${query}) x`))[0]!.n;

const send = (user: SignedInUser, url: string, payload: object, key?: string) =>
  user.request({ method: "POST", url, payload, headers: key === undefined ? {} : { "idempotency-key": key } });

interface CreateCase {
  name: string;
  url: () => string;
  payload: () => object;
  /** The rows this call creates (for Ann). */
  rows: () => SQL;
  status: number;
}

const CASES: CreateCase[] = [
  {
    name: "POST /api/projects",
    url: () => "/api/projects",
    payload: () => ({ title: "Bathroom once" }),
    rows: () => sql`select 1 from projects where user_id = ${ann.user.id} and title = 'Bathroom once'`,
    status: 201,
  },
  {
    name: "POST /api/providers",
    url: () => "/api/providers",
    payload: () => ({ name: "Single Tap Electric", category: "Electrician" }),
    rows: () => sql`select 1 from providers where name = 'Single Tap Electric'`,
    status: 201,
  },
  {
    name: "POST /api/provider-requests",
    url: () => "/api/provider-requests",
    payload: () => ({ title: "Need a painter once", category: "Painter" }),
    rows: () => sql`select 1 from provider_requests where user_id = ${ann.user.id} and title = 'Need a painter once'`,
    status: 201,
  },
  {
    name: "POST /api/provider-requests/:requestId/suggestions",
    url: () => `/api/provider-requests/${friendRequestId}/suggestions`,
    payload: () => ({ providerName: "Roof Once Co" }),
    rows: () =>
      sql`select 1 from provider_suggestions where suggesting_user_id = ${ann.user.id} and provider_name = 'Roof Once Co'`,
    status: 201,
  },
  {
    name: "POST /api/providers/experience",
    url: () => "/api/providers/experience",
    payload: () => ({
      name: "Experience Once Gardens",
      category: "Painter",
      experienceType: "completed",
      projectType: "one_time",
      projectTitle: "Front yard once",
      wouldVouch: true,
      rating: 5,
      reviewText: "Tidy and on time, once",
    }),
    rows: () => sql`select 1 from projects where user_id = ${ann.user.id} and title = 'Front yard once'`,
    status: 201,
  },
  {
    name: "POST /api/projects/:id/providers",
    url: () => `/api/projects/${projectId}/providers`,
    payload: () => ({ providerId }),
    rows: () => sql`select 1 from project_providers where project_id = ${projectId} and provider_id = ${providerId}`,
    status: 201,
  },
  {
    name: "POST /api/providers/:id/vouch",
    url: () => `/api/providers/${providerId}/vouch`,
    payload: () => ({ rating: 5, comment: "Came once, fixed it" }),
    rows: () =>
      sql`select 1 from recommendations where from_user_id = ${ann.user.id} and provider_id = ${providerId} and source = 'vouch'`,
    status: 200,
  },
];

describe("a create call sent twice with one Idempotency-Key", () => {
  it.each(CASES)("$name: the first answer again, one row", async (c) => {
    const key = randomUUID();
    const first = await send(ann, c.url(), c.payload(), key);
    expect(first.statusCode, first.body).toBe(c.status);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await send(ann, c.url(), c.payload(), key);
    expect(again.statusCode).toBe(c.status);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);
    expect(await count(c.rows())).toBe(1);
  });

  it("without a key, the call runs each time (the header is optional)", async () => {
    const payload = { title: "Twice without a key" };
    expect((await send(ann, "/api/projects", payload)).statusCode).toBe(201);
    expect((await send(ann, "/api/projects", payload)).statusCode).toBe(201);
    expect(await count(sql`select 1 from projects where title = 'Twice without a key'`)).toBe(2);
  });

  it("a compressed first answer is stored as its JSON and sent again compressed", async () => {
    const key = randomUUID();
    const payload = { ...CASES[4]!.payload(), name: "Compressed Once Co", projectTitle: "Compressed job" };
    const headers = { "idempotency-key": key, "accept-encoding": "gzip" };
    const first = await ann.request({ method: "POST", url: "/api/providers/experience", payload, headers });
    expect(first.statusCode).toBe(201);
    expect(first.headers["content-encoding"]).toBe("gzip");
    const firstJson = JSON.parse(zlib.gunzipSync(first.rawPayload).toString("utf8")) as unknown;
    const [row] = await queryRows<{ response: string }>(t.db, sql`select response from ${idempotencyKeys} where key = ${key}`);
    expect(JSON.parse(row!.response)).toEqual(firstJson);
    const again = await ann.request({ method: "POST", url: "/api/providers/experience", payload, headers });
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(JSON.parse(zlib.gunzipSync(again.rawPayload).toString("utf8"))).toEqual(firstJson);
    expect(await count(sql`select 1 from projects where title = 'Compressed job'`)).toBe(1);
  });

  it("the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, nothing created", async () => {
    const key = randomUUID();
    expect((await send(ann, "/api/projects", { title: "Reused key first" }, key)).statusCode).toBe(201);
    const other = await send(ann, "/api/projects", { title: "Reused key second" }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await count(sql`select 1 from projects where title = 'Reused key second'`)).toBe(0);
  });

  it("while the first call runs: 409 IDEMPOTENCY_KEY_IN_USE with Retry-After: 1", async () => {
    const key = randomUUID();
    const payload = { title: "Held by a first call" };
    // The first call holds the key: its row is claimed and not finished.
    const hash = createHash("sha256").update(JSON.stringify(payload)).digest("hex");
    await t.db.insert(idempotencyKeys).values({ userId: ann.user.id, route: "POST /api/projects", key, bodyHash: hash });
    const second = await send(ann, "/api/projects", payload, key);
    expect(second.statusCode).toBe(409);
    expect(second.headers["retry-after"]).toBe("1");
    expect(second.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_IN_USE" });
    expect(await count(sql`select 1 from projects where title = 'Held by a first call'`)).toBe(0);
  });

  it("two at once with one key: one row, both answers the same", async () => {
    const key = randomUUID();
    const payload = { title: "Two at once" };
    const answers = await Promise.all([send(ann, "/api/projects", payload, key), send(ann, "/api/projects", payload, key)]);
    expect(await count(sql`select 1 from projects where title = 'Two at once'`)).toBe(1);
    const created = answers.filter((a) => a.statusCode === 201);
    const waiting = answers.filter((a) => a.statusCode === 409);
    expect(created.length + waiting.length).toBe(2);
    expect(created.length).toBeGreaterThanOrEqual(1);
    if (created.length === 2) expect(created[0]!.body).toBe(created[1]!.body);
  });

  it("the same key from another account is another key", async () => {
    const key = randomUUID();
    const mine = await send(ann, "/api/provider-requests", { title: "Same key, Ann", category: "Plumber" }, key);
    const theirs = await send(bob, "/api/provider-requests", { title: "Same key, Bob", category: "Plumber" }, key);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(theirs.json<{ id: string }>().id).not.toBe(mine.json<{ id: string }>().id);
  });

  it("the same key on another route is another key", async () => {
    const key = randomUUID();
    expect((await send(ann, "/api/projects", { title: "Route one" }, key)).statusCode).toBe(201);
    const other = await send(ann, "/api/provider-requests", { title: "Route two request", category: "Plumber" }, key);
    expect(other.statusCode).toBe(201);
    expect(other.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("a failed first call is not the answer: the key may be sent again", async () => {
    const key = randomUUID();
    // A project that is not there: 404, nothing stored under the key.
    const missing = await send(ann, `/api/projects/${randomUUID()}/providers`, { providerId }, key);
    expect(missing.statusCode).toBe(404);
    expect(await count(sql`select 1 from ${idempotencyKeys} where key = ${key}`)).toBe(0);
    const fresh = (await send(ann, "/api/projects", { title: "After a failure" })).json<{ id: string }>().id;
    // Same key, same route pattern but another project: a new call, which now succeeds.
    const ok = await send(ann, `/api/projects/${fresh}/providers`, { providerId }, key);
    expect(ok.statusCode).toBe(201);
  });

  it.each([
    ["too short", "short"],
    ["too long", "k".repeat(129)],
    ["with a space", "has a space in it"],
  ])("a key %s: 400 VALIDATION_FAILED, nothing created", async (_, key) => {
    const res = await send(ann, "/api/projects", { title: "Bad key project" }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(await count(sql`select 1 from projects where title = 'Bad key project'`)).toBe(0);
  });

  it("keys of 8 and 128 characters are taken", async () => {
    for (const key of ["k".repeat(8), "K".repeat(128)]) {
      expect((await send(ann, "/api/projects", { title: `Edge key ${key.length}` }, key)).statusCode).toBe(201);
    }
  });

  it("a key older than a day is forgotten: the housekeeping purge removes it and the call runs again", async () => {
    const key = randomUUID();
    const payload = { title: "A day later" };
    expect((await send(ann, "/api/projects", payload, key)).statusCode).toBe(201);
    await t.db.execute(sql`update ${idempotencyKeys} set created_at = now() - interval '25 hours' where key = ${key}`);
    // Still in the table (no purge yet): a day-old row is claimed afresh.
    const later = await send(ann, "/api/projects", payload, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(await count(sql`select 1 from projects where title = 'A day later'`)).toBe(2);
    await t.db.execute(sql`update ${idempotencyKeys} set created_at = now() - interval '25 hours' where key = ${key}`);
    await purgeExpiredIdempotencyKeys(t.db);
    expect(await count(sql`select 1 from ${idempotencyKeys} where key = ${key}`)).toBe(0);
  });
});
