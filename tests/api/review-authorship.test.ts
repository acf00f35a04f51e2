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

describe("review authorship", () => {
  it("keeps the owner's published review when a collaborator rates the job, and records the collaborator's as their own", async () => {
    const { linkId, put } = await finishedLink();
    const res = await put(collaborator, { status: "completed", finalAmount: "950", rating: 1, review: "Scam artist" });
    expect(res.statusCode).toBe(200);
    // The link shows the owner's rating and review.
    expect(res.json()).toMatchObject({ rating: 5, review: "Great roofers, spotless." });
    expect(await reviewsOf(linkId, owner.user.id)).toMatchObject([{ rating: 5, comment: "Great roofers, spotless." }]);
    expect(await reviewsOf(linkId, collaborator.user.id)).toMatchObject([{ rating: 1, comment: "Scam artist" }]);
    const recs = await t.db.select().from(recommendations).where(eq(recommendations.projectProviderId, linkId));
    expect(recs.map((r) => [r.fromUserId, r.rating]).sort()).toEqual(
      [
        [owner.user.id, 5],
        [collaborator.user.id, 1],
      ].sort(),
    );
  });

  it("a collaborator walking a step without a rating writes no review in anyone's name", async () => {
    const { linkId, put } = await finishedLink();
    expect((await put(collaborator, { status: "completed" })).statusCode).toBe(200);
    expect(await reviewsOf(linkId, collaborator.user.id)).toEqual([]);
    expect(await reviewsOf(linkId, owner.user.id)).toMatchObject([{ rating: 5 }]);
  });

  // Only the owner may reject a finished job (docs/decisions/096-only-the-owner-rejects-a-finished-job.md).
  it("rejecting deletes no one's review", async () => {
    const { linkId, put } = await finishedLink();
    await put(collaborator, { status: "completed", rating: 2, review: "Slow to answer the phone." });
    expect((await put(owner, { status: "rejected" })).statusCode).toBe(200);
    expect(await reviewsOf(linkId, owner.user.id)).toHaveLength(1);
    expect(await reviewsOf(linkId, collaborator.user.id)).toHaveLength(1);
  });

  it("shows friends only the owner's own word beside the owner's name", async () => {
    const { projectId, providerId, put } = await finishedLink();
    expect((await put(collaborator, { status: "completed", rating: 1, review: "Scam artist" })).statusCode).toBe(200);
    const { network, hired } = await friendsViews(projectId, providerId);
    expect(network).toHaveLength(1);
    expect(network[0]).toMatchObject({
      user: { id: owner.user.id },
      recommendation: { rating: 5, comment: "Great roofers, spotless." },
    });
    expect(hired).toMatchObject({ friendRating: 5, friendReview: "Great roofers, spotless." });
  });

  it("puts no word under the owner's name for a job only a collaborator rated", async () => {
    const { projectId, providerId } = await finishedLink(collaborator, { rating: 2, review: "Slow to answer the phone." });
    const { network, hired } = await friendsViews(projectId, providerId);
    expect(network).toMatchObject([{ user: { id: owner.user.id }, recommendation: null }]);
    expect(hired).toMatchObject({ friendRating: null, friendReview: null });
  });

  it("lets a collaborator add completion photos and remove only their own", async () => {
    const { linkId } = await finishedLink();
    const upload = (who: SignedInUser) =>
      who.request({
        method: "POST",
        url: `/api/project-providers/${linkId}/photos`,
        ...multipart({}, [{ field: "photos", filename: "p.png", contentType: "image/png", data: tinyPng() }]),
      });
    const ownersPhoto = (await upload(owner)).json<{ completionPhotos: string[] }>().completionPhotos[0]!;
    const mine = (await upload(collaborator)).json<{ completionPhotos: string[] }>().completionPhotos[1]!;
    const remove = (who: SignedInUser, url: string) =>
      who.request({ method: "DELETE", url: `/api/project-providers/${linkId}/photos/${url.split("/").pop()!}` });
    const refused = await remove(collaborator, ownersPhoto);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: "FORBIDDEN", message: "You can remove only the photos you added" });
    expect((await remove(collaborator, mine)).statusCode).toBe(200);
    const left = (await remove(owner, ownersPhoto)).json<{ completionPhotos: string[] }>();
    expect(left.completionPhotos).toEqual([]);
  });
});
