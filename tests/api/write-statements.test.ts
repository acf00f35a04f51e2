// What the most common writes cost in SQL statements, counted through the app's own connection
// (transaction control apart; the writes are called without an Idempotency-Key, so the idempotency
// bookkeeping is not in them). The session lookup is the first statement of every call. Counts,
// never times: a count that grows past its bound fails here.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Provider } from "../../common/schemas/providers";
import { queryRows } from "../../server/db/client";
import { notifications, recommendations, userProviders } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { multipart } from "../support/multipart";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let voucher: SignedInUser;
let friend: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  voucher = await createUser(t.app, { profile: { firstName: "Vera", lastName: "Voucher", phone: "+1 415 555 0301" } });
  friend = await createUser(t.app, { profile: { firstName: "Fred", lastName: "Friend", phone: "+1 415 555 0302" } });
  // Fred has Vera in his book, so her first vouch for a provider on his list notifies him.
  const picked = await friend.request({
    method: "POST",
    url: "/api/contacts/import/picked",
    payload: { contacts: [{ name: ["Vera"], email: [], tel: ["+1 415 555 0301"] }] },
  });
  expect(picked.statusCode, picked.body).toBe(200);
});
afterAll(() => t.close());

/** The statements one call sends, once the push queue a previous write nudged has finished. */
async function counted<T>(call: () => Promise<T>): Promise<{ result: T; statements: number }> {
  await t.app.push.queue.idle();
  t.statements.count = 0;
  const result = await call();
  await t.app.push.queue.idle();
  return { result, statements: t.statements.count };
}

const vouch = (providerId: string, payload: Record<string, unknown>) =>
  counted(() => voucher.request({ method: "POST", url: `/api/providers/${providerId}/vouch`, payload }));

async function vouchNotices(providerId: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.providerId, providerId), eq(notifications.type, "vouch")));
}

describe("a vouch", () => {
  it("is four statements: the session, the vouch, the first vouch's notices, the answer; a re-vouch three", async () => {
    const provider = await insertProvider(t.db, friend.user.id);

    const first = await vouch(provider.id, { rating: 5, comment: "Great" });
    expect(first.result.statusCode, first.result.body).toBe(200);
    expect(first.statements).toBe(4);
    expect(first.result.json<Provider>()).toMatchObject({ isVouched: true, rating: "5.0", reviewCount: 1, isSaved: true });
    expect((await vouchNotices(provider.id)).map((n) => n.userId)).toEqual([friend.user.id]);

    // A re-vouch updates the same list entry and recommendation and notifies nobody again.
    const again = await vouch(provider.id, { rating: 3, comment: "" });
    expect(again.result.statusCode, again.result.body).toBe(200);
    expect(again.statements).toBe(3);
    expect(again.result.json<Provider>()).toMatchObject({ isVouched: true, rating: "3.0", reviewCount: 1 });
    expect(await vouchNotices(provider.id)).toHaveLength(1);
    const recs = await t.db
      .select()
      .from(recommendations)
      .where(and(eq(recommendations.fromUserId, voucher.user.id), eq(recommendations.providerId, provider.id)));
    expect(recs.map((r) => [r.source, r.rating, r.comment])).toEqual([["vouch", 3, null]]);
    const [entry] = await t.db
      .select()
      .from(userProviders)
      .where(and(eq(userProviders.userId, voucher.user.id), eq(userProviders.providerId, provider.id)));
    expect(entry).toMatchObject({ sourceType: "vouched", isVouched: true, vouchRating: 3, vouchComment: null });
  });

  it("answers an unknown provider with the same 404 and writes nothing", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const res = await vouch(missing, { rating: 5 });
    expect(res.result.statusCode).toBe(404);
    expect(res.result.json()).toMatchObject({ code: "NOT_FOUND", message: "Provider not found" });
    expect(res.statements).toBe(2);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from recommendations where provider_id = ${missing}`,
    );
    expect(Number(row?.n)).toBe(0);
  });
});

describe("the other common writes", () => {
  it("add to my list, a project, a link, a status change and an experience stay within their counts", async () => {
    const created = await counted(() =>
      voucher.request({ method: "POST", url: "/api/providers", payload: { name: "Counted Plumbing", category: "Plumber" } }),
    );
    expect(created.result.statusCode, created.result.body).toBe(201);
    expect(created.statements).toBeLessThanOrEqual(4);

    const project = await counted(() => voucher.request({ method: "POST", url: "/api/projects", payload: { title: "Kitchen" } }));
    expect(project.result.statusCode, project.result.body).toBe(201);
    expect(project.statements).toBeLessThanOrEqual(2);

    const providerId = created.result.json<Provider>().id;
    const projectId = project.result.json<{ id: string }>().id;
    const link = await counted(() =>
      voucher.request({ method: "POST", url: `/api/projects/${projectId}/providers`, payload: { providerId } }),
    );
    expect(link.result.statusCode, link.result.body).toBe(201);
    expect(link.statements).toBeLessThanOrEqual(6);

    const body = multipart({
      status: "estimate_scheduled",
      estimateScheduledDate: "2026-12-01T15:00:00.000Z",
      estimateScheduledTime: "10:30",
    });
    const status = await counted(() =>
      voucher.request({
        method: "PUT",
        url: `/api/project-providers/${link.result.json<{ id: string }>().id}`,
        payload: body.payload,
        headers: body.headers,
      }),
    );
    expect(status.result.statusCode, status.result.body).toBe(200);
    expect(status.statements).toBeLessThanOrEqual(5);

    const experience = await counted(() =>
      voucher.request({
        method: "POST",
        url: "/api/providers/experience",
        payload: {
          name: "Finish Line Painting",
          category: "Painter",
          experienceType: "completed",
          projectTitle: "Repaint the hall",
          rating: 5,
          reviewText: "Clean lines",
          projectType: "one_time",
          wouldVouch: true,
        },
      }),
    );
    expect(experience.result.statusCode, experience.result.body).toBe(201);
    // A new provider, list entry, project, link, job review and recommendation, rating, notices, answer.
    expect(experience.statements).toBeLessThanOrEqual(12);
  });
});

describe("an address-book import", () => {
  const picked = (size: number, tag: string) =>
    Array.from({ length: size }, (_, i) => ({
      name: [`${tag} ${i}`],
      email: [`${tag}.${i}@Example.com`],
      tel: [`+1 628 555 ${String(i).padStart(4, "0")}`],
    }));

  it("sends as many statements for 500 picked contacts as for 50, first time and again", async () => {
    const importer = await createUser(t.app);
    const run = (contacts: ReturnType<typeof picked>) =>
      counted(() => importer.request({ method: "POST", url: "/api/contacts/import/picked", payload: { contacts } }));
    const small = picked(50, "small");
    const large = picked(500, "large");
    const counts: number[] = [];
    for (const contacts of [small, large, small, large]) {
      const res = await run(contacts);
      expect(res.result.statusCode, res.result.body).toBe(200);
      counts.push(res.statements);
    }
    // The session, the day's imports, the owner's lock, the state with the matches, the write.
    expect(counts).toEqual([5, 5, 5, 5]);
  });
});
