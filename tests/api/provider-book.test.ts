// The provider book: my history with a provider (jobs, total spent, last hired), my
// private notes and my "Don't hire again" mark — which leaves the provider out of my request
// wizard's matches (its total counted without it) and the providers I am offered when suggesting,
// keeps it in Browse, and is never shown to anyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DoNotHireList, ProviderHistory } from "../../common/schemas/provider-book";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let me: SignedInUser;
let friend: SignedInUser;
const NOTE = "Left the gate open twice - private note kqzx";

beforeAll(async () => {
  t = await buildTestApp();
  [me, friend] = await Promise.all([
    createUser(t.app, { profile: { firstName: "Mia", lastName: "Mine" } }),
    createUser(t.app, { profile: { firstName: "Fred", lastName: "Friend" } }),
  ]);
});
afterAll(() => t.close());

async function ok<T>(res: Promise<{ statusCode: number; body: string; json: <J>() => J }>, status = 200): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json<T>();
}
const put = (user: SignedInUser, linkId: string, payload: Record<string, unknown>) =>
  ok(user.request({ method: "PUT", url: `/api/project-providers/${linkId}`, payload }));

/** A project of `user` with `providerId` walked to `until` (with amounts and a rating when finished). */
async function job(
  user: SignedInUser,
  providerId: string,
  title: string,
  until: "contacted" | "quoted" | "accepted" | "in_progress" | "completed",
  amounts = { quote: "500", final: "480" },
  start = "2026-03-02",
) {
  const project = await ok<{ id: string }>(user.request({ method: "POST", url: "/api/projects", payload: { title } }), 201);
  const link = await ok<{ id: string }>(
    user.request({ method: "POST", url: `/api/projects/${project.id}/providers`, payload: { providerId } }),
    201,
  );
  const steps: Record<string, unknown>[] = [
    { status: "estimate_scheduled", estimateScheduledDate: "2026-02-01T15:00:00.000Z", estimateScheduledTime: "09:00" },
    { status: "quoted", quoteAmount: amounts.quote },
    { status: "accepted" },
    { status: "in_progress", workStartDate: start },
    { status: "completed", finalAmount: amounts.final, rating: 4, review: "Solid work, fair price." },
  ];
  const stop = { contacted: 0, quoted: 2, accepted: 3, in_progress: 4, completed: 5 }[until];
  for (const step of steps.slice(0, stop)) await put(user, link.id, step);
  return { projectId: project.id, linkId: link.id };
}

const history = (user: SignedInUser, providerId: string) =>
  ok<ProviderHistory>(user.request({ method: "GET", url: `/api/providers/${providerId}/history` }));
const mark = (user: SignedInUser, providerId: string, payload: Record<string, unknown>) =>
  ok<ProviderHistory>(user.request({ method: "PATCH", url: `/api/providers/${providerId}/history`, payload }));

describe("GET /api/providers/{id}/history", () => {
  it("lists every job with the provider, the total spent and the last hire", async () => {
    const provider = await insertProvider(t.db, me.user.id, { name: "Gate Fixers", category: "Fencing" });
    const done = await job(me, provider.id, "Back gate", "completed", { quote: "500", final: "480.50" }, "2026-03-02");
    const going = await job(me, provider.id, "Front fence", "in_progress", { quote: "1000.25", final: "0" }, "2026-05-10");
    const asked = await job(me, provider.id, "Shed", "quoted", { quote: "300", final: "0" });
    // Someone else's job with the same provider is not in my history.
    await job(friend, provider.id, "Friend's fence", "completed");

    const h = await history(me, provider.id);
    expect(h.jobs.map((j) => j.projectTitle)).toEqual(["Shed", "Front fence", "Back gate"]);
    const byTitle = Object.fromEntries(h.jobs.map((j) => [j.projectTitle, j]));
    expect(byTitle["Back gate"]).toMatchObject({
      projectId: done.projectId,
      linkId: done.linkId,
      status: "completed",
      amount: "480.50",
      myRating: 4,
      workStartDate: "2026-03-02",
    });
    expect(byTitle["Front fence"]).toMatchObject({
      projectId: going.projectId,
      status: "in_progress",
      amount: "1000.25",
      myRating: null,
    });
    expect(byTitle["Shed"]).toMatchObject({
      projectId: asked.projectId,
      status: "quoted",
      amount: "300.00",
      workStartDate: null,
    });
    // Work done only: 480.50. The open quote of 300 is not money spent, and neither is the
    // scheduled job of 1000.25 (in progress: its start date may still be ahead).
    expect(h.totalSpent).toBe("480.50");
    expect(h.lastHiredAt).toBe("2026-05-10");
    expect(h).toMatchObject({ notes: null, doNotHire: false });
  });

  it("counts no job that has not started or finished in the total spent", async () => {
    const provider = await insertProvider(t.db, me.user.id, { name: "Roof Right", category: "Roofing" });
    await job(me, provider.id, "Roof", "accepted", { quote: "9000", final: "0" });
    const later = await job(me, provider.id, "Porch roof", "in_progress", { quote: "700", final: "0" }, "2027-01-15");
    expect((await history(me, provider.id)).totalSpent).toBe("0.00");
    // Finished, it counts its final amount.
    await put(me, later.linkId, { status: "completed", finalAmount: "650", rating: 5, review: "Dry at last." });
    expect((await history(me, provider.id)).totalSpent).toBe("650.00");
  });

  it("counts a recurring job by its logged visits when the provider is the project's one hired provider", async () => {
    const provider = await insertProvider(t.db, me.user.id, { name: "Green Lawns", category: "Lawn Care" });
    const other = await insertProvider(t.db, me.user.id, { name: "Hedge Heroes", category: "Landscaping Maintenance" });
    /** A recurring project with each provider hired (active) at `quote` a visit, and visits logged. */
    async function recurringJob(title: string, hired: string[], quote: string, costs: (string | null)[]) {
      const project = await ok<{ id: string }>(
        me.request({
          method: "POST",
          url: "/api/projects",
          payload: { title, category: "Lawn Care", projectType: "recurring", status: "active", recurringFrequency: "weekly" },
        }),
        201,
      );
      for (const providerId of hired) {
        const link = await ok<{ id: string }>(
          me.request({ method: "POST", url: `/api/projects/${project.id}/providers`, payload: { providerId } }),
          201,
        );
        await put(me, link.id, {
          status: "estimate_scheduled",
          estimateScheduledDate: "2026-03-01T15:00:00.000Z",
          estimateScheduledTime: "09:00",
        });
        await put(me, link.id, { status: "quoted", quoteAmount: quote });
        await put(me, link.id, { status: "accepted" });
        await put(me, link.id, { status: "in_progress", workStartDate: "2026-04-01" });
        await put(me, link.id, { status: "active" });
      }
      for (const [i, cost] of costs.entries()) {
        await ok(
          me.request({
            method: "POST",
            url: `/api/projects/${project.id}/services`,
            payload: { completedDate: `2026-04-0${i + 1}`, ...(cost ? { actualCost: cost } : {}) },
          }),
          201,
        );
      }
    }
    // One hired provider: the visits are theirs (40 + 45.50; a visit without a cost adds nothing),
    // in place of the quote, which is the price of one visit.
    await recurringJob("Front lawn", [provider.id], "40", ["40", "45.50", null]);
    expect((await history(me, provider.id)).totalSpent).toBe("85.50");
    // No visit with a cost yet: the agreed amount, like any other hired job.
    await recurringJob("Back lawn", [provider.id], "30", [null]);
    expect((await history(me, provider.id)).totalSpent).toBe("115.50");
    // Two providers hired on one project: its visits name neither, so each counts its quote.
    await recurringJob("Whole garden", [provider.id, other.id], "25", ["99"]);
    const h = await history(me, provider.id);
    expect(h.totalSpent).toBe("140.50");
    expect((await history(me, other.id)).totalSpent).toBe("25.00");
    // The job rows keep their own amount (the quote).
    expect(h.jobs.find((j) => j.projectTitle === "Front lawn")).toMatchObject({ status: "active", amount: "40.00" });
  });

  it("includes jobs on projects I work on as a collaborator, without a rating of mine (the job's review is the owner's)", async () => {
    const provider = await insertProvider(t.db, friend.user.id, { name: "Shared Sparks", category: "Electrician" });
    const theirs = await job(friend, provider.id, "Friend's wiring", "in_progress");
    await ok(
      friend.request({ method: "POST", url: `/api/projects/${theirs.projectId}/collaborators`, payload: { userId: me.user.id } }),
      201,
    );
    const finish = { status: "completed", finalAmount: "610", rating: 3, review: "Fine, a bit slow to start." };
    const refused = await me.request({ method: "PUT", url: `/api/project-providers/${theirs.linkId}`, payload: finish });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "OWNER_ONLY", message: "Only the project owner can rate this job" });
    await put(friend, theirs.linkId, finish);
    const h = await history(me, provider.id);
    expect(h.jobs).toHaveLength(1);
    expect(h.jobs[0]).toMatchObject({ projectTitle: "Friend's wiring", myRating: null, amount: "610.00" });
    expect((await history(friend, provider.id)).jobs[0]).toMatchObject({ projectTitle: "Friend's wiring", myRating: 3 });
  });

  it("is empty for a provider I never worked with, 404 for an unknown one, 401 signed out, 400 for a bad id", async () => {
    const provider = await insertProvider(t.db, friend.user.id);
    expect(await history(me, provider.id)).toEqual({
      jobs: [],
      totalSpent: "0.00",
      currency: "USD",
      otherTotalsSpent: [],
      lastHiredAt: null,
      notes: null,
      doNotHire: false,
      notesShared: false,
      doNotHireShared: false,
      household: [],
    });
    expect((await me.request({ method: "GET", url: `/api/providers/${crypto.randomUUID()}/history` })).statusCode).toBe(404);
    const out = await t.app.inject({ method: "GET", url: `/api/providers/${provider.id}/history` });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ message: "Unauthorized" });
    expect((await me.request({ method: "GET", url: "/api/providers/nope/history" })).statusCode).toBe(400);
  });
});

describe("PATCH /api/providers/{id}/history", () => {
  it("keeps my notes and mark, and nobody else ever sees them", async () => {
    const provider = await insertProvider(t.db, me.user.id, { name: "Leaky Pipes Co", category: "Plumber" });
    await job(me, provider.id, "Sink", "completed");
    await job(friend, provider.id, "Friend's sink", "completed");
    expect(await mark(me, provider.id, { notes: `  ${NOTE}  ` })).toMatchObject({ notes: NOTE, doNotHire: false });
    expect(await mark(me, provider.id, { doNotHire: true })).toMatchObject({ notes: NOTE, doNotHire: true });
    expect(await ok<DoNotHireList>(me.request({ method: "GET", url: "/api/providers/do-not-hire" }))).toEqual({
      providerIds: [provider.id],
    });

    // The friend: their own empty book, no mark, and no trace of mine in anything they read.
    expect(await history(friend, provider.id)).toMatchObject({ notes: null, doNotHire: false });
    expect(await ok<DoNotHireList>(friend.request({ method: "GET", url: "/api/providers/do-not-hire" }))).toEqual({
      providerIds: [],
    });
    for (const url of [
      `/api/providers/${provider.id}`,
      `/api/providers/${provider.id}/history`,
      `/api/providers/${provider.id}/projects`,
      `/api/providers/${provider.id}/contact-projects`,
      `/api/providers/browse?search=Leaky`,
      `/api/providers?search=Leaky&order=trust&exclude=do-not-hire`,
      `/api/contacts/${me.user.id}/projects`,
      `/api/recommendations`,
    ]) {
      const res = await friend.request({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain("kqzx");
      expect(res.body, url).not.toMatch(/"doNotHire":true/);
    }
    const friendMatches = await friend.request({
      method: "GET",
      url: "/api/providers?search=Leaky&order=trust&exclude=do-not-hire&limit=3",
    });
    expect(friendMatches.json<{ id: string }[]>().map((p) => p.id)).toEqual([provider.id]);

    // Clearing: a blank note is none, the mark comes off.
    expect(await mark(me, provider.id, { notes: "   ", doNotHire: false })).toMatchObject({ notes: null, doNotHire: false });
  });

  it("refuses bad input (400), unknown providers (404) and the signed out (401)", async () => {
    const provider = await insertProvider(t.db, me.user.id);
    for (const payload of [{}, { doNotHire: "yes" }, { notes: 5 }, { notes: "x".repeat(5001) }]) {
      const res = await me.request({ method: "PATCH", url: `/api/providers/${provider.id}/history`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty("code");
    }
    expect(
      (await me.request({ method: "PATCH", url: `/api/providers/${crypto.randomUUID()}/history`, payload: { doNotHire: true } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "PATCH", url: `/api/providers/${provider.id}/history`, payload: { doNotHire: true } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/providers/do-not-hire" })).statusCode).toBe(401);
  });
});

describe("Don't hire again in the lists", () => {
  it("leaves the provider out of my wizard's matches (total without it) and my suggestion choices; Browse keeps it", async () => {
    const category = "Photographer";
    const mine = await Promise.all(
      ["Snap A", "Snap B", "Snap C", "Snap D", "Snap E"].map((name) => insertProvider(t.db, me.user.id, { name, category })),
    );
    const marked = mine[2]!;
    await mark(me, marked.id, { doNotHire: true });

    const matchesUrl = `/api/providers?category=${category}&order=trust&limit=3&exclude=do-not-hire`;
    const matches = await me.request({ method: "GET", url: matchesUrl });
    expect(matches.statusCode).toBe(200);
    const ids = new Set<string>(matches.json<{ id: string }[]>().map((p) => p.id));
    expect(ids.has(marked.id)).toBe(false);
    expect(Number(matches.headers["x-total-count"])).toBe(4); // "+1 more": counted without the mark
    // Walk every page: the marked provider never comes.
    let next = matches.headers.link?.toString().match(/<([^>]+)>/)?.[1];
    while (next) {
      const page = await me.request({ method: "GET", url: next });
      for (const p of page.json<{ id: string }[]>()) ids.add(p.id);
      next = page.headers.link?.toString().match(/<([^>]+)>/)?.[1];
    }
    expect(ids).toEqual(new Set(mine.filter((p) => p !== marked).map((p) => p.id)));

    // The friend's matches still count all five.
    const theirs = await friend.request({ method: "GET", url: matchesUrl });
    expect(Number(theirs.headers["x-total-count"])).toBe(5);

    // Suggesting: my own providers offered, without the mark.
    const choices = await me.request({ method: "GET", url: "/api/providers/saved?limit=100&exclude=do-not-hire" });
    expect(choices.json<{ id: string }[]>().map((p) => p.id)).not.toContain(marked.id);
    const saved = await me.request({ method: "GET", url: "/api/providers/saved?limit=100" });
    expect(saved.json<{ id: string }[]>().map((p) => p.id)).toContain(marked.id);
    expect(Number(saved.headers["x-total-count"]) - Number(choices.headers["x-total-count"])).toBe(1);

    // Browse (and the plain directory) keep it.
    const browse = await me.request({ method: "GET", url: `/api/providers/browse?category=${category}&limit=100` });
    expect(browse.json<{ id: string }[]>().map((p) => p.id)).toContain(marked.id);
    const all = await me.request({ method: "GET", url: `/api/providers?category=${category}&limit=100` });
    expect(all.json<{ id: string }[]>().map((p) => p.id)).toContain(marked.id);

    expect((await me.request({ method: "GET", url: "/api/providers?exclude=everything" })).statusCode).toBe(400);
  });
});
