// A review, rating and recommendation can only be written, changed or removed by their author.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recommendations, reviews } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { projectWithLink, tinyPng } from "./projects-helpers";
import { multipart } from "../support/multipart";

let t: TestApp;
let owner: SignedInUser;
let collaborator: SignedInUser;
let friend: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  collaborator = await createUser(t.app);
  friend = await createUser(t.app);
});
afterAll(() => t.close());

/** A link walked to "completed" (the last step by `finisher`, with its rating and review). */
async function finishedLink(
  finisher = owner,
  review: Record<string, string | number> = { rating: 5, review: "Great roofers, spotless." },
) {
  const { projectId, linkId, providerId } = await projectWithLink(t.db, owner, "Roof");
  await owner.request({
    method: "POST",
    url: `/api/projects/${projectId}/collaborators`,
    payload: { userId: collaborator.user.id },
  });
  const link = { id: linkId };
  const put = (who: SignedInUser, fields: Record<string, string | number>) =>
    who.request({ method: "PUT", url: `/api/project-providers/${link.id}`, ...multipart(fields) });
  const steps: Record<string, string | number>[] = [
    { status: "estimate_scheduled", estimateScheduledDate: "2026-12-01", estimateScheduledTime: "10:00" },
    { status: "quoted", quoteAmount: "900" },
    { status: "accepted" },
    { status: "in_progress", workStartDate: "2026-12-05" },
  ];
  for (const fields of steps) {
    expect((await put(owner, fields)).statusCode).toBe(200);
  }
  expect((await put(finisher, { status: "completed", finalAmount: "950", ...review })).statusCode).toBe(200);
  return { linkId: link.id, projectId, providerId, put };
}

/** What a friend of the owner reads about the job: Network Projects and the friend's project view. */
async function friendsViews(projectId: string, providerId: string) {
  const network = (await friend.request({ method: "GET", url: `/api/providers/${providerId}/contact-projects` })).json<
    { project: { id: string }; user: { id: string }; recommendation: unknown }[]
  >();
  const projects = (await friend.request({ method: "GET", url: `/api/contacts/${owner.user.id}/projects` })).json<
    { id: string; providers: { hired: { id: string; friendRating: number | null; friendReview: string | null }[] } }[]
  >();
  const hired = projects.find((p) => p.id === projectId)!.providers.hired.find((h) => h.id === providerId)!;
  return { network: network.filter((n) => n.project.id === projectId), hired };
}

const reviewsOf = (linkId: string, userId: string) =>
  t.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.projectProviderId, linkId), eq(reviews.userId, userId)));

type Fields = Record<string, string | number>;
const cases = (...c: Fields[]) => c;

const OWNER_ONLY = { code: "OWNER_ONLY", message: "Only the project owner can rate this job" };

describe("review authorship", () => {
  it("refuses a collaborator's completion, rating, review and final amount with 403 OWNER_ONLY, and the owner's stand", async () => {
    const { linkId, put } = await finishedLink();
    for (const fields of cases(
      { status: "completed", finalAmount: "950", rating: 1, review: "Scam artist" },
      { status: "completed" },
      { rating: 1 },
      { review: "Scam artist" },
      { review: "" },
      { finalAmount: "10" },
    )) {
      const res = await put(collaborator, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(403);
      expect(res.json()).toMatchObject(OWNER_ONLY);
    }
    expect(await reviewsOf(linkId, owner.user.id)).toMatchObject([{ rating: 5, comment: "Great roofers, spotless." }]);
    expect(await reviewsOf(linkId, collaborator.user.id)).toEqual([]);
    const recs = await t.db.select().from(recommendations).where(eq(recommendations.projectProviderId, linkId));
    expect(recs.map((r) => [r.fromUserId, r.rating, r.finalAmount])).toEqual([[owner.user.id, 5, "950.00"]]);
    // The owner updates the review ("Update Review").
    const updated = await put(owner, { status: "completed", finalAmount: "975", rating: 4, review: "Good, a day late." });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ rating: 4, review: "Good, a day late.", finalAmount: "975.00" });
    expect(await reviewsOf(linkId, owner.user.id)).toMatchObject([{ rating: 4, comment: "Good, a day late." }]);
  });

  it("refuses a collaborator's Mark Completed on a one-time job; the collaborator's other steps pass", async () => {
    const { projectId, linkId } = await projectWithLink(t.db, owner, "Fence");
    await owner.request({
      method: "POST",
      url: `/api/projects/${projectId}/collaborators`,
      payload: { userId: collaborator.user.id },
    });
    const put = (who: SignedInUser, fields: Record<string, string | number>) =>
      who.request({ method: "PUT", url: `/api/project-providers/${linkId}`, ...multipart(fields) });
    for (const fields of cases(
      { status: "estimate_scheduled", estimateScheduledDate: "2026-12-01", estimateScheduledTime: "10:00" },
      { status: "quoted", quoteAmount: "900", notes: "Cedar, 40 ft" },
      { status: "accepted" },
      { status: "in_progress", workStartDate: "2026-12-05" },
      { notes: "Gate on the left" },
    )) {
      expect((await put(collaborator, fields)).statusCode, JSON.stringify(fields)).toBe(200);
    }
    const refused = await put(collaborator, { status: "completed", finalAmount: "950", rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(OWNER_ONLY);
    const done = await put(owner, { status: "completed", finalAmount: "950", rating: 5 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: "completed", rating: 5, finalAmount: "950.00" });
  });

  it("lets a collaborator Mark Active on a recurring job (no rating), but not rate it", async () => {
    const { projectId, linkId } = await projectWithLink(t.db, owner, "Lawn", { projectType: "recurring", status: "active" });
    await owner.request({
      method: "POST",
      url: `/api/projects/${projectId}/collaborators`,
      payload: { userId: collaborator.user.id },
    });
    const put = (who: SignedInUser, fields: Record<string, string | number>) =>
      who.request({ method: "PUT", url: `/api/project-providers/${linkId}`, ...multipart(fields) });
    for (const fields of cases(
      { status: "estimate_scheduled", estimateScheduledDate: "2026-12-01", estimateScheduledTime: "10:00" },
      { status: "quoted", quoteAmount: "40" },
      { status: "accepted" },
      { status: "in_progress", workStartDate: "2026-12-05" },
      { status: "active" },
      { status: "active", notes: "Every other Friday" },
    )) {
      expect((await put(collaborator, fields)).statusCode, JSON.stringify(fields)).toBe(200);
    }
    for (const fields of cases({ status: "active", rating: 4 }, { status: "active", review: "Tidy" }, { finalAmount: "40" })) {
      const res = await put(collaborator, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(403);
      expect(res.json()).toMatchObject(OWNER_ONLY);
    }
    expect(await reviewsOf(linkId, collaborator.user.id)).toEqual([]);
    const rated = await put(owner, { status: "active", rating: 4, review: "Tidy" });
    expect(rated.statusCode).toBe(200);
    expect(await reviewsOf(linkId, owner.user.id)).toMatchObject([{ rating: 4, comment: "Tidy" }]);
  });

  // Only the owner may reject a finished job (docs/decisions/096-only-the-owner-rejects-a-finished-job.md).
  it("rejecting deletes no one's review", async () => {
    const { linkId, put } = await finishedLink();
    expect((await put(owner, { status: "rejected" })).statusCode).toBe(200);
    expect(await reviewsOf(linkId, owner.user.id)).toHaveLength(1);
  });

  it("shows friends the owner's own word beside the owner's name", async () => {
    const { projectId, providerId } = await finishedLink();
    const { network, hired } = await friendsViews(projectId, providerId);
    expect(network).toHaveLength(1);
    expect(network[0]).toMatchObject({
      user: { id: owner.user.id },
      recommendation: { rating: 5, comment: "Great roofers, spotless." },
    });
    expect(hired).toMatchObject({ friendRating: 5, friendReview: "Great roofers, spotless." });
  });

  it("lets a collaborator add completion photos and remove only their own", async () => {
    const { linkId, projectId } = await finishedLink();
    const upload = (who: SignedInUser) =>
      who.request({
        method: "POST",
        url: `/api/project-providers/${linkId}/photos`,
        ...multipart({}, [{ field: "photos", filename: "p.png", contentType: "image/png", data: tinyPng() }]),
      });
    const ownersPhoto = (await upload(owner)).json<{ completionPhotos: string[] }>().completionPhotos[0]!;
    const both = (await upload(collaborator)).json<{ completionPhotos: string[]; completionPhotoUploaders: string[] }>();
    const mine = both.completionPhotos[1]!;
    // Each photo names who added it, so the app offers Remove only where it is allowed.
    expect(both.completionPhotoUploaders).toEqual([owner.user.id, collaborator.user.id]);
    const listed = (await collaborator.request({ method: "GET", url: `/api/projects/${projectId}/providers` })).json<
      { id: string; completionPhotoUploaders: string[] }[]
    >();
    expect(listed.find((l) => l.id === linkId)?.completionPhotoUploaders).toEqual([owner.user.id, collaborator.user.id]);
    const remove = (who: SignedInUser, url: string) =>
      who.request({ method: "DELETE", url: `/api/project-providers/${linkId}/photos/${url.split("/").pop()!}` });
    const refused = await remove(collaborator, ownersPhoto);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "FORBIDDEN", message: "You can remove only the photos you added" });
    expect((await remove(collaborator, mine)).statusCode).toBe(200);
    const left = (await remove(owner, ownersPhoto)).json<{ completionPhotos: string[] }>();
    expect(left.completionPhotos).toEqual([]);
  });
});
