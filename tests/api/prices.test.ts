// Prices from your contacts (docs/decisions/135-prices-and-spending.md): GET /api/prices counts
// the finished jobs of the viewer's proven contacts in one trade, over the last 3 years, only where
// the viewer may already see the amount, each person once by their latest job, and answers no
// amount at all below 3 people. Vera is the viewer; her book holds everyone named below but Sid.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExperienceResult } from "../../common/schemas/providers";
import { projectProviders, users } from "../../server/db/schema";
import { buildTestApp, createUser, uniqueEmail, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let vera: SignedInUser;
const TRADE = "Electrician";
let jobCount = 0;

async function ok<T>(user: SignedInUser, method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown): Promise<T> {
  const res = await user.request({ method, url, payload: payload as Record<string, unknown> });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<T>();
}

/** A person with a completed profile, in Vera's book by e-mail unless `inBook` is false. */
async function person(name: string, options: { proven?: boolean; inBook?: boolean } = {}): Promise<SignedInUser> {
  const email = uniqueEmail(name.toLowerCase());
  const user = await createUser(t.app, { email, proven: options.proven, profile: { firstName: name, lastName: "Prices" } });
  if (options.inBook !== false) {
    await ok(vera, "POST", "/api/contacts/import/picked", { contacts: [{ name: [`${name} Prices`], email: [email], tel: [] }] });
  }
  return user;
}

/** A finished job of `user` for `amount` in `category`; returns its link id. */
async function job(user: SignedInUser, amount: string, category = TRADE): Promise<{ linkId: string; projectId: string }> {
  jobCount += 1;
  const done = await ok<ExperienceResult>(user, "POST", "/api/providers/experience", {
    name: `Sparks Number ${jobCount}`,
    category,
    experienceType: "completed",
    projectTitle: `Job ${jobCount}`,
    projectType: "one_time",
    finalAmount: amount,
    rating: 4,
    wouldVouch: false,
  });
  const [link] = await t.db
    .select({ id: projectProviders.id })
    .from(projectProviders)
    .where(eq(projectProviders.projectId, done.project.id));
  return { linkId: link!.id, projectId: done.project.id };
}

const prices = (viewer: SignedInUser, category = TRADE) =>
  ok<Record<string, unknown>>(viewer, "GET", `/api/prices?category=${encodeURIComponent(category)}`);

/** Moves a job's finishing date `years` back. */
const finishedYearsAgo = (linkId: string, years: number) =>
  t.db
    .update(projectProviders)
    .set({ completedAt: sql`now() - make_interval(years => ${years})` })
    .where(eq(projectProviders.id, linkId));

beforeAll(async () => {
  t = await buildTestApp();
  vera = await createUser(t.app, { profile: { firstName: "Vera", lastName: "Viewer" } });
});
afterAll(() => t.close());

describe("GET /api/prices", () => {
  let ann: SignedInUser;
  let ben: SignedInUser;
  let cat: SignedInUser;

  it("answers no amount at all below 3 people, and the quartiles rounded to 10 from 3", async () => {
    ann = await person("Ann");
    ben = await person("Ben");
    cat = await person("Cat");
    expect(await prices(vera)).toEqual({ category: TRADE, currency: "USD", enough: false, jobs: 0 });
    await job(ann, "183");
    await job(ben, "262.50");
    // Two jobs from two people: only how many.
    const two = await prices(vera);
    expect(two).toEqual({ category: TRADE, currency: "USD", enough: false, jobs: 2 });
    expect(JSON.stringify(two)).not.toMatch(/183|262|low|median|high/);
    await job(cat, "421");
    // 183, 262.5, 421: P25 = 222.75 → 220, median 262.5 → 260, P75 = 341.75 → 340.
    expect(await prices(vera)).toEqual({
      category: TRADE,
      currency: "USD",
      enough: true,
      jobs: 3,
      people: 3,
      low: 220,
      median: 260,
      high: 340,
    });
    // Another trade is another question.
    expect(await prices(vera, "Roofer")).toEqual({ category: "Roofer", currency: "USD", enough: false, jobs: 0 });
  });

  it("counts one person with two jobs once, by the latest", async () => {
    const older = await job(ann, "900");
    await finishedYearsAgo(older.linkId, 1);
    // Ann's latest is still her 183 job: 900 is older and not used, yet counted as a job.
    expect(await prices(vera)).toMatchObject({ enough: true, jobs: 4, people: 3, low: 220, median: 260, high: 340 });
    const newer = await job(ann, "1000");
    // Now Ann's latest is 1000: 262.5, 421, 1000 → P25 341.75 → 340, median 420, P75 710.5 → 710.
    expect(await prices(vera)).toMatchObject({ enough: true, jobs: 5, people: 3, low: 340, median: 420, high: 710 });
    await finishedYearsAgo(newer.linkId, 2);
    await finishedYearsAgo(older.linkId, 3);
  });

  it("two people with many jobs are still too few", async () => {
    const viewer = await createUser(t.app, { profile: { firstName: "Quinn", lastName: "Viewer" } });
    for (const who of [ann, ben]) {
      const email = (await t.db.select({ email: users.email }).from(users).where(eq(users.id, who.user.id)))[0]!.email!;
      await ok(viewer, "POST", "/api/contacts/import/picked", { contacts: [{ name: ["Someone"], email: [email], tel: [] }] });
    }
    // Ann's two jobs of the last 3 years (her 900 job finished just over 3 years ago) and Ben's.
    const answer = await prices(viewer);
    expect(answer).toEqual({ category: TRADE, currency: "USD", enough: false, jobs: 3 });
  });

  it("leaves out the 3-year window's older jobs, unproven contacts, strangers, hidden amounts and hidden projects", async () => {
    const base = await prices(vera);
    const old = await person("Olga");
    await finishedYearsAgo((await job(old, "5000")).linkId, 4);
    const unproven = await person("Uma", { proven: false });
    await job(unproven, "5000");
    const stranger = await person("Sid", { inBook: false });
    await job(stranger, "5000");
    const hidesAmounts = await person("Hal");
    await job(hidesAmounts, "5000");
    await ok(hidesAmounts, "PATCH", "/api/privacy", { amounts: false });
    const hidesProjects = await person("Pia");
    await job(hidesProjects, "5000");
    await ok(hidesProjects, "PATCH", "/api/privacy", { projects: "nobody" });
    const hidesOneProject = await person("Ola");
    const hidden = await job(hidesOneProject, "5000");
    await ok(hidesOneProject, "PUT", `/api/projects/${hidden.projectId}`, { title: "Hidden", visibility: "nobody" });
    expect(await prices(vera)).toEqual(base);

    // Each rule is what kept the amount out: lifting it lets the job in.
    await ok(hidesAmounts, "PATCH", "/api/privacy", { amounts: true });
    expect(await prices(vera)).toMatchObject({ jobs: (base.jobs as number) + 1, people: 4 });
    await ok(hidesOneProject, "PUT", `/api/projects/${hidden.projectId}`, { title: "Hidden", visibility: "everyone" });
    expect(await prices(vera)).toMatchObject({ jobs: (base.jobs as number) + 2, people: 5 });
  });

  it("reads in one statement after the session", async () => {
    t.statements.count = 0;
    await prices(vera);
    expect(t.statements.count).toBe(2);
  });

  it("refuses a missing or overlong category (400) and a signed-out caller (401)", async () => {
    for (const url of [
      "/api/prices",
      "/api/prices?category=",
      "/api/prices?category=%20",
      `/api/prices?category=${"x".repeat(101)}`,
    ]) {
      const res = await vera.request({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
    }
    const out = await t.app.inject({ method: "GET", url: "/api/prices?category=Plumber" });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ message: "Unauthorized" });
  });
});
