// Compare quotes compares like with like, and a rejection can be undone: the comparison answers
// only links in status "quoted" whose trade has two or more; accepting with rejectOthers rejects
// exactly the other quoted links of the accepted provider's trade; POST
// /api/project-providers/{id}/undo-reject takes a rejected link back to the status it was
// rejected from (contacted for one rejected before that was kept).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectProviderWithProvider } from "../../common/schemas/project-providers";
import type { AcceptQuoteResult, QuoteComparison } from "../../common/schemas/quotes";
import { projectProviders } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let owner: SignedInUser;
let helper: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, helper, stranger] = await Promise.all([
    createUser(t.app, { profile: { firstName: "Olga", lastName: "Owner" } }),
    createUser(t.app, { profile: { firstName: "Hal", lastName: "Helper" } }),
    createUser(t.app, { profile: { firstName: "Sid", lastName: "Stranger" } }),
  ]);
});
afterAll(() => t.close());

async function ok<T>(res: Promise<{ statusCode: number; body: string; json: <J>() => J }>, status = 200): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json<T>();
}

const put = (user: SignedInUser, linkId: string, payload: Record<string, unknown>) =>
  ok<ProjectProviderWithProvider>(user.request({ method: "PUT", url: `/api/project-providers/${linkId}`, payload }));

const undo = (user: SignedInUser, linkId: string) =>
  user.request({ method: "POST", url: `/api/project-providers/${linkId}/undo-reject` });

const statusOf = async (linkId: string) =>
  (await t.db.select({ s: projectProviders.status }).from(projectProviders).where(eq(projectProviders.id, linkId)))[0]!.s;

/** A link of a new provider (`name`, `category`) on the project, taken through the workflow to `to`. */
async function link(
  projectId: string,
  name: string,
  category: string,
  to: "contacted" | "estimate_scheduled" | "quoted" | "in_progress" | "rejected",
  amount = "1000",
) {
  const provider = await insertProvider(t.db, owner.user.id, { name, category });
  const { id } = await ok<{ id: string }>(
    owner.request({ method: "POST", url: `/api/projects/${projectId}/providers`, payload: { providerId: provider.id } }),
    201,
  );
  if (to === "contacted") return id;
  await put(owner, id, {
    status: "estimate_scheduled",
    estimateScheduledDate: "2026-12-01T15:00:00.000Z",
    estimateScheduledTime: "10:00",
  });
  if (to === "estimate_scheduled") return id;
  await put(owner, id, { status: "quoted", quoteAmount: amount });
  if (to === "quoted") return id;
  if (to === "rejected") {
    await put(owner, id, { status: "rejected" });
    return id;
  }
  await put(owner, id, { status: "accepted" });
  await put(owner, id, { status: "in_progress", workStartDate: "2026-12-10" });
  return id;
}

/**
 * The mixed project: two plumbers quoted, a house cleaner with a scheduled estimate and no
 * quote, a plumber in progress and one rejected, two electricians quoted and one carpenter quoted
 * (a trade with one quote, no comparison).
 */
async function mixedProject() {
  const project = await ok<{ id: string }>(
    owner.request({ method: "POST", url: "/api/projects", payload: { title: "Leak" } }),
    201,
  );
  const pipeworks = await link(project.id, "Pipeworks Plumbing", "Plumber", "quoted", "1100");
  const drip = await link(project.id, "Drip Fixers", "Plumber", "quoted", "950");
  const cleaner = await link(project.id, "Sparkle Cleaning", "House Cleaning", "estimate_scheduled");
  const working = await link(project.id, "Busy Pipes", "Plumber", "in_progress");
  const rejected = await link(project.id, "Old Pipes", "Plumber", "rejected");
  const volt = await link(project.id, "Volt Electric", "Electrician", "quoted", "400");
  const spark = await link(project.id, "Spark Bros", "Electrician", "quoted", "450");
  const handy = await link(project.id, "Handy Hank", "Carpenter", "quoted", "300");
  return { projectId: project.id, pipeworks, drip, cleaner, working, rejected, volt, spark, handy };
}

describe("GET /api/projects/{id}/quotes: like with like", () => {
  it("answers only quoted links of a trade with two or more, each with its provider's category", async () => {
    const m = await mixedProject();
    const body = await ok<QuoteComparison>(owner.request({ method: "GET", url: `/api/projects/${m.projectId}/quotes` }));
    expect(body.quotes.map((q) => [q.id, q.provider.category, q.status])).toEqual([
      [m.pipeworks, "Plumber", "quoted"],
      [m.drip, "Plumber", "quoted"],
      [m.volt, "Electrician", "quoted"],
      [m.spark, "Electrician", "quoted"],
    ]);
  });
});

describe("POST /api/projects/{id}/quotes/{linkId}/accept with rejectOthers", () => {
  it("rejects exactly the other quoted links of the accepted provider's trade", async () => {
    const m = await mixedProject();
    const res = await ok<AcceptQuoteResult>(
      owner.request({
        method: "POST",
        url: `/api/projects/${m.projectId}/quotes/${m.drip}/accept`,
        payload: { rejectOthers: true },
      }),
    );
    expect(res.accepted).toMatchObject({ id: m.drip, status: "accepted" });
    expect(res.rejectedIds).toEqual([m.pipeworks]);
    const statuses = Object.fromEntries(
      await Promise.all(
        Object.entries(m)
          .filter(([k]) => k !== "projectId")
          .map(async ([k, id]) => [k, await statusOf(id)]),
      ),
    );
    expect(statuses).toEqual({
      pipeworks: "rejected",
      drip: "accepted",
      cleaner: "estimate_scheduled",
      working: "in_progress",
      rejected: "rejected",
      volt: "quoted",
      spark: "quoted",
      handy: "quoted",
    });
    // Undo takes the rejected quote back to quoted.
    expect(await ok<ProjectProviderWithProvider>(undo(owner, m.pipeworks))).toMatchObject({
      id: m.pipeworks,
      status: "quoted",
      quoteAmount: "1100.00",
      rejectedFromStatus: null,
      provider: { name: "Pipeworks Plumbing" },
    });
  });
});

describe("POST /api/project-providers/{id}/undo-reject", () => {
  it("restores the status the link had when it was rejected, and keeps it while rejected", async () => {
    const m = await mixedProject();
    const rejectedCleaner = await put(owner, m.cleaner, { status: "rejected" });
    expect(rejectedCleaner).toMatchObject({ status: "rejected", rejectedFromStatus: "estimate_scheduled" });
    // An edit while rejected keeps the status it came from.
    await put(owner, m.cleaner, { status: "rejected", notes: "Too far away" });
    expect(await ok(undo(owner, m.cleaner))).toMatchObject({ status: "estimate_scheduled", notes: "Too far away" });
    await put(owner, m.working, { status: "rejected" });
    expect(await ok(undo(owner, m.working))).toMatchObject({ status: "in_progress" });
    // The Old Pipes link was rejected from quoted.
    expect(await ok(undo(owner, m.rejected))).toMatchObject({ status: "quoted", rejectedFromStatus: null });
  });

  it("takes a link rejected before the status was kept back to contacted", async () => {
    const m = await mixedProject();
    await t.db
      .update(projectProviders)
      .set({ status: "rejected", rejectedFromStatus: null })
      .where(eq(projectProviders.id, m.volt));
    expect(await ok(undo(owner, m.volt))).toMatchObject({ status: "contacted", quoteAmount: "400.00" });
  });

  it("answers 409 INVALID_STATUS_CHANGE for a link that is not rejected, changing nothing", async () => {
    const m = await mixedProject();
    for (const id of [m.drip, m.cleaner, m.working]) {
      const before = await statusOf(id);
      const res = await undo(owner, id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: "INVALID_STATUS_CHANGE",
        message: "This provider is not rejected; there is nothing to undo.",
      });
      expect(await statusOf(id)).toBe(before);
    }
  });

  it("is for whoever may reject: a collaborator undoes a rejection, but only the owner brings back a finished job", async () => {
    const m = await mixedProject();
    await ok(
      owner.request({ method: "POST", url: `/api/projects/${m.projectId}/collaborators`, payload: { userId: helper.user.id } }),
      201,
    );
    await put(helper, m.volt, { status: "rejected" });
    expect(await ok(undo(helper, m.volt))).toMatchObject({ status: "quoted" });
    // A finished job: only the owner rejects it, so only the owner undoes it.
    await t.db.update(projectProviders).set({ status: "completed" }).where(eq(projectProviders.id, m.working));
    await put(owner, m.working, { status: "rejected" });
    const refused = await undo(helper, m.working);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "FORBIDDEN",
      message: "Only the project's owner can bring back a finished job.",
    });
    expect(await statusOf(m.working)).toBe("rejected");
    expect(await ok(undo(owner, m.working))).toMatchObject({ status: "completed" });
  });

  it("refuses a stranger (404), the signed out (401) and a malformed id (400)", async () => {
    const m = await mixedProject();
    const strangerRes = await undo(stranger, m.rejected);
    expect(strangerRes.statusCode).toBe(404);
    expect(strangerRes.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await undo(stranger, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const out = await t.app.inject({ method: "POST", url: `/api/project-providers/${m.rejected}/undo-reject` });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ message: "Unauthorized" });
    expect((await undo(owner, "not-a-uuid")).statusCode).toBe(400);
    expect(await statusOf(m.rejected)).toBe("rejected");
  });
});
