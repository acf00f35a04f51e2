// The quote-to-completion workflow (the spec's states and transitions) on the server: every step's required input,
// every refusal, files checked by content with real bytes, access, concurrent completions.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectProviders, providers, recommendations, reviews, storedFiles, userProviders } from "../../server/db/schema";
import { isStored } from "../support/file-store";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider, tinyPdf, tinyPng, TINY_JPEG } from "./projects-helpers";
import { multipart } from "../support/multipart";

let t: TestApp;
let owner: SignedInUser;
let helper: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { profile: { firstName: "Olivia", lastName: "Owner" } });
  helper = await createUser(t.app, { profile: { firstName: "Hank", lastName: "Helper" } });
  stranger = await createUser(t.app);
});
afterAll(() => t.close());

async function newProject(user: SignedInUser, payload: Record<string, unknown> = {}) {
  const res = await user.request({ method: "POST", url: "/api/projects", payload: { title: "Bathroom", ...payload } });
  return res.json().id as string;
}

async function attach(user: SignedInUser, projectId: string, providerId: string) {
  const res = await user.request({ method: "POST", url: `/api/projects/${projectId}/providers`, payload: { providerId } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const put = (
  user: SignedInUser,
  linkId: string,
  fields: Record<string, string | number>,
  files: Parameters<typeof multipart>[1] = [],
) => {
  const body = multipart(fields, files);
  return user.request({ method: "PUT", url: `/api/project-providers/${linkId}`, payload: body.payload, headers: body.headers });
};

const photos = (user: SignedInUser, linkId: string, files: Parameters<typeof multipart>[1]) => {
  const body = multipart({}, files);
  return user.request({
    method: "POST",
    url: `/api/project-providers/${linkId}/photos`,
    payload: body.payload,
    headers: body.headers,
  });
};

const png = (name = "after.png") => ({ field: "photos", filename: name, contentType: "image/png", data: tinyPng() });

describe("attaching providers", () => {
  it("attaches as contacted, adds it to the caller's list as hired, refuses duplicates", async () => {
    const projectId = await newProject(owner);
    // A provider someone else added to the directory.
    const provider = await insertProvider(t.db, stranger.user.id, { name: "Pipes Inc", category: "Plumber" });
    const link = await attach(owner, projectId, provider.id);
    expect(link).toMatchObject({
      status: "contacted",
      projectId,
      provider: { id: provider.id, name: "Pipes Inc", category: "Plumber" },
    });
    const [entry] = await t.db.select().from(userProviders).where(eq(userProviders.userId, owner.user.id));
    expect(entry).toMatchObject({ providerId: provider.id, sourceType: "hired" });

    const dup = await owner.request({
      method: "POST",
      url: `/api/projects/${projectId}/providers`,
      payload: { providerId: provider.id },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("This provider is already part of this project.");
    const missing = await owner.request({
      method: "POST",
      url: `/api/projects/${projectId}/providers`,
      payload: { providerId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await owner.request({ method: "POST", url: `/api/projects/${projectId}/providers`, payload: {} });
    expect(bad.statusCode).toBe(400);

    t.statements.count = 0;
    const list = await owner.request({ method: "GET", url: `/api/projects/${projectId}/providers` });
    expect(list.json()).toHaveLength(1);
    // The session lookup and one statement: who may see the project is a condition of the read.
    expect(t.statements.count).toBe(2);
    const hidden = await stranger.request({ method: "GET", url: `/api/projects/${projectId}/providers` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: "NOT_FOUND", message: "Project not found" });
  });
});

describe("the one-time status flow", () => {
  let projectId: string;
  let linkId: string;
  let providerId: string;
  beforeAll(async () => {
    projectId = await newProject(owner);
    await owner.request({ method: "POST", url: `/api/projects/${projectId}/collaborators`, payload: { userId: helper.user.id } });
    providerId = (await insertProvider(t.db, owner.user.id, { name: "Flow Co" })).id;
    linkId = (await attach(owner, projectId, providerId)).id;
  });

  it("walks contacted → estimate → quote (PDF) → accepted → in progress → completed with a review", async () => {
    // Skipping a step is refused.
    let res = await put(owner, linkId, { status: "quoted", quoteAmount: "100" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot move from Contacted to Quoted. The next step is "Schedule Estimate".');

    res = await put(owner, linkId, { status: "estimate_scheduled", estimateScheduledDate: "2026-12-01T15:00:00.000Z" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Estimate date and time are required to schedule an estimate.");
    res = await put(owner, linkId, {
      status: "estimate_scheduled",
      estimateScheduledDate: "2026-12-01T15:00:00.000Z",
      estimateScheduledTime: "25:00",
    });
    expect(res.json().message).toBe("Estimate time must be a valid time of day");
    res = await put(owner, linkId, {
      status: "estimate_scheduled",
      estimateScheduledDate: "2026-12-01T15:00:00.000Z",
      estimateScheduledTime: "10:30",
    });
    expect(res.statusCode, res.body).toBe(200);
    // The typed time wins, on that day, in the scheduler's zone (none stored: UTC).
    expect(res.json()).toMatchObject({
      status: "estimate_scheduled",
      estimateScheduledTime: "10:30:00",
      estimateTimeZone: "UTC",
    });
    expect(new Date(res.json().estimateScheduledDate).toISOString()).toBe("2026-12-01T10:30:00.000Z");

    // The collaborator edits the appointment (staying on the step).
    res = await put(helper, linkId, { estimateScheduledTime: "11:00" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "estimate_scheduled", estimateScheduledTime: "11:00:00" });

    res = await put(owner, linkId, { status: "quoted" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Quote amount is required.");
    res = await put(owner, linkId, { status: "quoted", quoteAmount: "-3" });
    expect(res.json().message).toBe("Quote amount must be a valid positive number");

    // A quote file that is not a PDF is refused by its content, whatever its name says.
    res = await put(owner, linkId, { status: "quoted", quoteAmount: "4200" }, [
      { field: "quotePdf", filename: "quote.pdf", contentType: "application/pdf", data: tinyPng() },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Please select a PDF file only.");

    res = await put(owner, linkId, { status: "quoted", quoteAmount: "4200", notes: "Includes tiles" }, [
      { field: "quotePdf", filename: "Quote – Flow Co.pdf", contentType: "application/pdf", data: tinyPdf() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const quoted = res.json();
    expect(quoted).toMatchObject({
      status: "quoted",
      quoteAmount: "4200.00",
      notes: "Includes tiles",
      quotePdfName: "Quote – Flow Co.pdf",
    });
    expect(quoted.quotePdfUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    // The PDF is served to owner and collaborator with safe headers; strangers get 404.
    const file = await helper.request({ method: "GET", url: quoted.quotePdfUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-disposition"]).toContain("filename*=UTF-8''Quote%20%E2%80%93%20Flow%20Co.pdf");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await stranger.request({ method: "GET", url: quoted.quotePdfUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: quoted.quotePdfUrl })).statusCode).toBe(401);

    // Replacing the quote keeps the old file as an earlier quote (tests/api/earlier-quotes.test.ts).
    res = await put(owner, linkId, {}, [
      { field: "quotePdf", filename: "v2.pdf", contentType: "application/pdf", data: tinyPdf("v2") },
    ]);
    expect(res.json().quotePdfName).toBe("v2.pdf");
    expect(res.json().earlierQuotes).toMatchObject([{ url: quoted.quotePdfUrl, name: "Quote – Flow Co.pdf" }]);
    expect((await owner.request({ method: "GET", url: quoted.quotePdfUrl })).statusCode).toBe(200);

    res = await put(owner, linkId, { status: "accepted" });
    expect(res.json().status).toBe("accepted");

    res = await put(owner, linkId, { status: "in_progress" });
    expect(res.json().message).toBe("Work start date is required to schedule work.");
    res = await put(owner, linkId, { status: "in_progress", workStartDate: "2026-12-10" });
    expect(res.json()).toMatchObject({ status: "in_progress", workStartDate: "2026-12-10" });

    res = await put(owner, linkId, { status: "active", rating: 5, finalAmount: "4000" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A one-time project's provider becomes Completed, not Active.");
    res = await put(owner, linkId, { status: "completed", rating: 5 });
    expect(res.json().message).toBe("Final amount and rating are required to complete the job.");
    res = await put(owner, linkId, { status: "completed", finalAmount: "4100" });
    expect(res.json().message).toBe("Final amount and rating are required to complete the job.");
    res = await put(owner, linkId, { status: "completed", finalAmount: "4100", rating: 6 });
    expect(res.json().message).toBe("Rating must be between 1 and 5");

    // One review per job, the hirer's: a collaborator may not complete and rate it.
    res = await put(helper, linkId, { status: "completed", finalAmount: "4100", rating: 4, review: "Tidy work, on time." });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "OWNER_ONLY", message: "Only the project owner can rate this job" });
    res = await put(owner, linkId, { status: "completed", finalAmount: "4100", rating: 4, review: "Tidy work, on time." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "completed", finalAmount: "4100.00", rating: 4, review: "Tidy work, on time." });

    const [provider] = await t.db.select().from(providers).where(eq(providers.id, providerId));
    expect(provider).toMatchObject({ rating: "4.0", reviewCount: 1 });
    const [rec] = await t.db.select().from(recommendations).where(eq(recommendations.projectProviderId, linkId));
    expect(rec).toMatchObject({ rating: 4, finalAmount: "4100.00", fromUserId: owner.user.id });

    // "Update Review" rewrites the owner's one review of the job.
    res = await put(owner, linkId, { rating: 2, review: "Leak came back." });
    expect(res.json()).toMatchObject({ status: "completed", rating: 2 });
    res = await put(owner, linkId, { rating: 3, review: "Leak fixed on a second visit." });
    const linkReviews = await t.db.select().from(reviews).where(eq(reviews.projectProviderId, linkId));
    expect(linkReviews.map((r) => [r.userId, r.rating, r.comment])).toEqual([
      [owner.user.id, 3, "Leak fixed on a second visit."],
    ]);
    const [after] = await t.db.select().from(providers).where(eq(providers.id, providerId));
    expect(after).toMatchObject({ rating: "3.0", reviewCount: 1 });

    // Going back is refused; rejecting a finished job deletes no one's review.
    res = await put(owner, linkId, { status: "in_progress" });
    expect(res.statusCode).toBe(409);
    res = await put(owner, linkId, { status: "rejected" });
    expect(res.json().status).toBe("rejected");
    const [rejected] = await t.db.select().from(providers).where(eq(providers.id, providerId));
    expect(rejected).toMatchObject({ rating: "3.0", reviewCount: 1 });
    res = await put(owner, linkId, { status: "contacted" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This provider was rejected; its status can no longer change.");
  });

  it("refuses bad input and strangers on PUT", async () => {
    let res = await put(owner, linkId, { status: "done" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid status");
    res = await put(stranger, linkId, { notes: "x" });
    expect(res.statusCode).toBe(404);
    res = await owner.request({
      method: "PUT",
      url: "/api/project-providers/00000000-0000-4000-8000-000000000000",
      payload: { notes: "x" },
    });
    expect(res.statusCode).toBe(404);
    res = await put(owner, linkId, {}, [{ field: "other", filename: "a.pdf", contentType: "application/pdf", data: tinyPdf() }]);
    expect(res.statusCode).toBe(400);
  });
});

describe("recurring links and manual rejection", () => {
  it("goes to active (with an optional rating) and can be rejected from any step", async () => {
    const projectId = await newProject(owner, { projectType: "recurring", status: "active" });
    const p1 = await insertProvider(t.db, owner.user.id, { category: "Lawn Care" });
    const p2 = await insertProvider(t.db, owner.user.id, { category: "Lawn Care" });
    const link = (await attach(owner, projectId, p1.id)).id;
    await put(owner, link, {
      status: "estimate_scheduled",
      estimateScheduledDate: "2026-12-01T15:00:00Z",
      estimateScheduledTime: "09:00",
    });
    await put(owner, link, { status: "quoted", quoteAmount: "60" });
    await put(owner, link, { status: "accepted" });
    await put(owner, link, { status: "in_progress", workStartDate: "2026-12-05" });
    let res = await put(owner, link, { status: "completed", finalAmount: "60", rating: 5 });
    expect(res.json().message).toBe("A recurring project's provider becomes Active, not Completed.");
    res = await put(owner, link, { status: "active" });
    expect(res.json()).toMatchObject({ status: "active", rating: null });
    expect(await t.db.select().from(reviews).where(eq(reviews.providerId, p1.id))).toHaveLength(0);
    // Update Service with a rating records the review.
    res = await put(owner, link, { rating: 5, review: "Great every week" });
    expect(res.json()).toMatchObject({ status: "active", rating: 5 });
    const [p] = await t.db.select().from(providers).where(eq(providers.id, p1.id));
    expect(p).toMatchObject({ rating: "5.0", reviewCount: 1 });

    // Rating fields sent on an unfinished step are not stored.
    const other = (await attach(owner, projectId, p2.id)).id;
    res = await put(owner, other, { rating: 3, notes: "Called twice" });
    expect(res.json()).toMatchObject({ status: "contacted", rating: null, notes: "Called twice" });
    res = await put(owner, other, { status: "rejected" });
    expect(res.json().status).toBe("rejected");
  });

  it("lets only the owner reject a finished job; a collaborator may reject one still under way", async () => {
    const oneTime = await newProject(owner);
    const recurring = await newProject(owner, { projectType: "recurring", status: "active" });
    for (const projectId of [oneTime, recurring]) {
      await owner.request({
        method: "POST",
        url: `/api/projects/${projectId}/collaborators`,
        payload: { userId: helper.user.id },
      });
    }
    const link = async (projectId: string, status: "completed" | "active" | "quoted") => {
      const id = (await attach(owner, projectId, (await insertProvider(t.db, owner.user.id)).id)).id;
      await t.db.update(projectProviders).set({ status }).where(eq(projectProviders.id, id));
      return id;
    };
    for (const [projectId, status] of [
      [oneTime, "completed"],
      [recurring, "active"],
    ] as const) {
      const finished = await link(projectId, status);
      let res = await put(helper, finished, { status: "rejected" });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN", message: "Only the project's owner can reject a finished job." });
      const [kept] = await t.db.select().from(projectProviders).where(eq(projectProviders.id, finished));
      expect(kept!.status).toBe(status);
      res = await put(owner, finished, { status: "rejected" });
      expect(res.json().status).toBe("rejected");
    }
    const underWay = await link(oneTime, "quoted");
    const res = await put(helper, underWay, { status: "rejected" });
    expect(res.json().status).toBe("rejected");
  });
});

describe("completion photos", () => {
  let linkId: string;
  beforeAll(async () => {
    const projectId = await newProject(owner);
    await owner.request({ method: "POST", url: `/api/projects/${projectId}/collaborators`, payload: { userId: helper.user.id } });
    linkId = (await attach(owner, projectId, (await insertProvider(t.db, owner.user.id)).id)).id;
  });

  it("stores real images, refuses non-images, keeps at most 5 including existing ones", async () => {
    let res = await photos(owner, linkId, [
      png("a.png"),
      { field: "photos", filename: "b.jpg", contentType: "image/jpeg", data: TINY_JPEG },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const urls: string[] = res.json().completionPhotos;
    expect(urls).toHaveLength(2);

    const img = await helper.request({ method: "GET", url: urls[1]! });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/jpeg");
    expect(img.headers["x-content-type-options"]).toBe("nosniff");
    // Stored as sharp encoded it again: the same 16×16 picture, not the same bytes.
    const served = await sharp(img.rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(["jpeg", 16, 16]);
    expect((await stranger.request({ method: "GET", url: urls[0]! })).statusCode).toBe(404);

    // A PDF renamed to .png is not an image.
    res = await photos(owner, linkId, [{ field: "photos", filename: "fake.png", contentType: "image/png", data: tinyPdf() }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("fake.png is not an image file");
    // A truncated PNG header is not an image either.
    res = await photos(owner, linkId, [
      { field: "photos", filename: "cut.png", contentType: "image/png", data: tinyPng().subarray(0, 10) },
    ]);
    expect(res.statusCode).toBe(415);

    res = await photos(helper, linkId, [png(), png(), png(), png()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Maximum 5 photos allowed");
    res = await photos(helper, linkId, [png(), png(), png()]);
    expect(res.statusCode).toBe(200);
    expect(res.json().completionPhotos).toHaveLength(5);
    res = await photos(owner, linkId, [png()]);
    expect(res.json().message).toBe("Maximum 5 photos allowed");

    // Removing a photo frees a slot and deletes the file.
    const fileId = urls[0]!.split("/").pop()!;
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    res = await owner.request({ method: "DELETE", url: `/api/project-providers/${linkId}/photos/${fileId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().completionPhotos).toHaveLength(4);
    expect((await owner.request({ method: "GET", url: urls[0]! })).statusCode).toBe(404);
    expect(await isStored(t.config, row!.storageKey)).toBe(false);

    expect((await photos(stranger, linkId, [png()])).statusCode).toBe(404);
    const other = urls[1]!.split("/").pop()!;
    expect(
      (await stranger.request({ method: "DELETE", url: `/api/project-providers/${linkId}/photos/${other}` })).statusCode,
    ).toBe(404);
    expect((await helper.request({ method: "GET", url: urls[1]! })).statusCode).toBe(200);
    expect(
      (await owner.request({ method: "POST", url: `/api/project-providers/${linkId}/photos`, payload: {} })).statusCode,
    ).toBe(400);
  });

  it("answers 413 for files over the size limit", async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await photos(owner, linkId, [{ field: "photos", filename: "big.png", contentType: "image/png", data: big }]);
    expect(res.statusCode).toBe(413);
    const pdf = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const put413 = await put(owner, linkId, {}, [
      { field: "quotePdf", filename: "big.pdf", contentType: "application/pdf", data: pdf },
    ]);
    expect(put413.statusCode).toBe(413);
  });

  it("deletes stored files with the project", async () => {
    const projectId = await newProject(owner);
    const link = (await attach(owner, projectId, (await insertProvider(t.db, owner.user.id)).id)).id;
    await photos(owner, link, [png()]);
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.projectProviderId, link));
    expect(await isStored(t.config, row!.storageKey)).toBe(true);
    expect((await owner.request({ method: "DELETE", url: `/api/projects/${projectId}` })).statusCode).toBe(204);
    expect(await isStored(t.config, row!.storageKey)).toBe(false);
    expect(await t.db.select().from(projectProviders).where(eq(projectProviders.id, link))).toHaveLength(0);
  });
});

describe("concurrent completions", () => {
  it("keeps the provider's rating and review count exact", async () => {
    const provider = await insertProvider(t.db, owner.user.id);
    const users = [owner, helper, stranger, await createUser(t.app)];
    const links: { user: SignedInUser; id: string }[] = [];
    for (const user of users) {
      const projectId = await newProject(user);
      const id = (await attach(user, projectId, provider.id)).id;
      await put(user, id, {
        status: "estimate_scheduled",
        estimateScheduledDate: "2026-12-01T15:00:00Z",
        estimateScheduledTime: "09:00",
      });
      await put(user, id, { status: "quoted", quoteAmount: "100" });
      await put(user, id, { status: "accepted" });
      await put(user, id, { status: "in_progress", workStartDate: "2026-12-05" });
      links.push({ user, id });
    }
    const ratings = [5, 4, 2, 4];
    const results = await Promise.all(
      links.map((l, i) => put(l.user, l.id, { status: "completed", finalAmount: "100", rating: ratings[i]! })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const [p] = await t.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(p).toMatchObject({ rating: "3.8", reviewCount: 4 });
  });
});
