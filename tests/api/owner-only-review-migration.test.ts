// One review per job, the hirer's (docs/decisions/119-one-review-per-job-the-owners.md): the
// migration that moves the reviews collaborators wrote under the earlier rule into their own
// provider-book notes. The rows are seeded as the earlier code wrote them (a collaborator's review
// and recommendation of the owner's job, the link's rating filled by a collaborator while the owner
// had given none), then the migration's own statements run on them.
import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_NOTES_MAX } from "../../common/constants";
import { queryRows } from "../../server/db/client";
import { projectProviders, providerNotes, providers, recommendations, reviews } from "../../server/db/schema";
import { migrationsFolder } from "../../server/paths";
import { expectCountsKept } from "../support/kept-totals";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { multipart } from "../support/multipart";
import { projectWithLink } from "./projects-helpers";

let t: TestApp;
let alex: SignedInUser; // the owner
let tom: SignedInUser; // a collaborator
let hana: SignedInUser; // another collaborator

beforeAll(async () => {
  t = await buildTestApp();
  alex = await createUser(t.app, { profile: { firstName: "Alex", lastName: "Owner" } });
  tom = await createUser(t.app, { profile: { firstName: "Tom", lastName: "Helper" } });
  hana = await createUser(t.app, { profile: { firstName: "Hana", lastName: "Helper" } });
});
afterAll(() => t.close());

/** The migration's statements, as drizzle runs them (split at its breakpoints), in one transaction. */
async function runMigration() {
  const file = fs.readdirSync(migrationsFolder).find((f) => f.endsWith("_owner-only-review.sql"))!;
  const statements = fs
    .readFileSync(path.join(migrationsFolder, file), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
  await t.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** A job of Alex's, shared with both collaborators, walked to completed by Alex (rated when `rating`). */
async function alexsJob(title: string, rating?: number) {
  const job = await projectWithLink(t.db, alex, title);
  for (const who of [tom, hana]) {
    const res = await alex.request({
      method: "POST",
      url: `/api/projects/${job.projectId}/collaborators`,
      payload: { userId: who.user.id },
    });
    expect(res.statusCode).toBe(201);
  }
  const steps: Record<string, string | number>[] = [
    { status: "estimate_scheduled", estimateScheduledDate: "2026-10-01", estimateScheduledTime: "10:00" },
    { status: "quoted", quoteAmount: "400" },
    { status: "accepted" },
    { status: "in_progress", workStartDate: "2026-10-05" },
  ];
  for (const fields of steps) {
    const res = await alex.request({ method: "PUT", url: `/api/project-providers/${job.linkId}`, ...multipart(fields) });
    expect(res.statusCode, res.body).toBe(200);
  }
  if (rating) {
    const res = await alex.request({
      method: "PUT",
      url: `/api/project-providers/${job.linkId}`,
      ...multipart({ status: "completed", finalAmount: "410", rating, review: "Quick and tidy." }),
    });
    expect(res.statusCode, res.body).toBe(200);
  } else {
    await t.db
      .update(projectProviders)
      .set({ status: "completed", finalAmount: "410" })
      .where(eq(projectProviders.id, job.linkId));
  }
  return job;
}

/**
 * What the earlier code wrote when a collaborator rated the job: their review and their
 * recommendation (to the network, source "project", with the final amount), and the link's rating
 * and review when the owner had given none.
 */
async function collaboratorRated(
  who: SignedInUser,
  job: { providerId: string; projectId: string; linkId: string },
  rating: number,
  comment: string | null,
  at: string,
) {
  const values = { providerId: job.providerId, projectId: job.projectId, projectProviderId: job.linkId, rating, comment };
  await t.db.insert(reviews).values({ userId: who.user.id, ...values, createdAt: new Date(at) });
  await t.db
    .insert(recommendations)
    .values({ fromUserId: who.user.id, ...values, source: "project", finalAmount: "410", createdAt: new Date(at) });
  await t.db
    .update(projectProviders)
    .set({ rating, review: comment })
    .where(and(eq(projectProviders.id, job.linkId), sql`${projectProviders.rating} is null`));
  await t.db.execute(
    sql`update ${providers} set (rating, review_count) = (select avg_rating, people from provider_rating(${providers.id})) where ${providers.id} = ${job.providerId}`,
  );
}

const notesOf = async (who: SignedInUser, providerId: string) =>
  (
    await t.db
      .select({ notes: providerNotes.notes })
      .from(providerNotes)
      .where(and(eq(providerNotes.userId, who.user.id), eq(providerNotes.providerId, providerId)))
  )[0]?.notes ?? null;

const storedRating = async (providerId: string) =>
  (
    await t.db
      .select({ rating: providers.rating, reviewCount: providers.reviewCount })
      .from(providers)
      .where(eq(providers.id, providerId))
  )[0]!;

describe("migration owner-only-review", () => {
  it("moves collaborators' reviews into their own notes, deletes their recommendations, recomputes ratings and kept totals", async () => {
    // The faucet: Alex rated it 5; Tom rated it 2 under the earlier rule.
    const faucet = await alexsJob("Kitchen faucet", 5);
    await collaboratorRated(tom, faucet, 2, "Slow to call back.", "2026-10-14T12:00:00Z");
    // Tom already keeps notes about that plumber: the review is appended after them.
    await t.db.insert(providerNotes).values({ userId: tom.user.id, providerId: faucet.providerId, notes: "Ask for Sam." });
    // The deck: only collaborators rated it (Hana first, so the link shows hers), Tom without text.
    const deck = await alexsJob("Back deck");
    await collaboratorRated(hana, deck, 4, "  Solid work.  ", "2026-09-03T12:00:00Z");
    await collaboratorRated(tom, deck, 1, null, "2026-09-20T12:00:00Z");
    // A collaborator whose notes are nearly full: the review is cut at the notes' limit.
    const roof = await alexsJob("Roof", 5);
    await t.db
      .insert(providerNotes)
      .values({ userId: hana.user.id, providerId: roof.providerId, notes: "x".repeat(PROVIDER_NOTES_MAX - 20) });
    await collaboratorRated(hana, roof, 3, "Fine.", "2026-08-01T12:00:00Z");
    // Before: the faucet's plumber counts Tom's 2 (two people, 3.5), the deck's builder two people.
    expect(await storedRating(faucet.providerId)).toEqual({ rating: "3.5", reviewCount: 2 });
    expect(await storedRating(deck.providerId)).toEqual({ rating: "2.5", reviewCount: 2 });
    await expectCountsKept(t.db);

    await runMigration();

    expect(await notesOf(tom, faucet.providerId)).toBe(
      "Ask for Sam.\n\nReview of Kitchen faucet, Oct 2026: ★2 Slow to call back.",
    );
    expect(await notesOf(tom, deck.providerId)).toBe("Review of Back deck, Sep 2026: ★1");
    expect(await notesOf(hana, deck.providerId)).toBe("Review of Back deck, Sep 2026: ★4 Solid work.");
    const cut = await notesOf(hana, roof.providerId);
    expect(cut).toHaveLength(PROVIDER_NOTES_MAX);
    expect(cut).toBe(`${"x".repeat(PROVIDER_NOTES_MAX - 20)}\n\nReview of Roof, Aug 2026: ★3 Fine.`.slice(0, PROVIDER_NOTES_MAX));
    // The owner's notes are untouched (none).
    expect(await notesOf(alex, faucet.providerId)).toBeNull();

    // Only the owner's reviews and recommendations are left.
    const left = await queryRows<{ user_id: string }>(
      t.db,
      sql`select user_id from reviews where project_provider_id in (${faucet.linkId}, ${deck.linkId}, ${roof.linkId})
        union all select from_user_id from recommendations where project_provider_id in (${faucet.linkId}, ${deck.linkId}, ${roof.linkId})`,
    );
    expect(left.map((r) => r.user_id)).toEqual([alex.user.id, alex.user.id, alex.user.id, alex.user.id]);
    // The faucet keeps Alex's word on its link; the deck's link loses Hana's (Alex gave none).
    const links = await t.db
      .select({ id: projectProviders.id, rating: projectProviders.rating, review: projectProviders.review })
      .from(projectProviders)
      .where(sql`${projectProviders.id} in (${faucet.linkId}, ${deck.linkId})`);
    expect(links.find((l) => l.id === faucet.linkId)).toMatchObject({ rating: 5, review: "Quick and tidy." });
    expect(links.find((l) => l.id === deck.linkId)).toMatchObject({ rating: null, review: null });
    // Ratings as a fresh computation gives them, and the kept totals as a count from scratch.
    expect(await storedRating(faucet.providerId)).toEqual({ rating: "5.0", reviewCount: 1 });
    expect(await storedRating(deck.providerId)).toEqual({ rating: "0.0", reviewCount: 0 });
    expect(await storedRating(roof.providerId)).toEqual({ rating: "5.0", reviewCount: 1 });
    await expectCountsKept(t.db);

    // Run again, it finds nothing more to move.
    await runMigration();
    expect(await notesOf(tom, deck.providerId)).toBe("Review of Back deck, Sep 2026: ★1");
  });
});
