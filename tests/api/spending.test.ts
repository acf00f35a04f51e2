// Where the money went (docs/decisions/135-prices-and-spending.md): GET /api/reports/spending and
// its CSV count a household's finished jobs' final amounts by when they finished, recurring visits'
// costs by their date and upkeep tasks' costs by their done date, across every member's projects;
// projects' costKind is totalled per kind. Viewers of the household get 404; the CSV is
// formula-safe (read back with csv-parse, a reader nobody here wrote).
import fs from "node:fs";
import path from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeTaskLog, homeTasks, householdMembers, projectProviders, reviews, serviceOccurrences } from "../../server/db/schema";
import { migrationsFolder } from "../../server/paths";
import { householdOf } from "../../server/features/household/membership";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let olly: SignedInUser; // the household's owner
let mia: SignedInUser; // a member
let vic: SignedInUser; // a viewer
let sam: SignedInUser; // another household
let householdId: string;
const YEAR = 2025;

async function ok<T>(user: SignedInUser, method: "GET" | "POST" | "PUT", url: string, payload?: unknown): Promise<T> {
  const res = await user.request({ method, url, payload: payload as Record<string, unknown> });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<T>();
}

/** A project of `owner` with one finished job of `amount` at `provider`, finished at `when`. */
async function finishedJob(
  owner: SignedInUser,
  project: Record<string, unknown>,
  job: { provider: string; category: string; amount: string; when: string; status?: "completed" | "active" },
) {
  const { id: projectId } = await ok<{ id: string }>(owner, "POST", "/api/projects", project);
  const provider = await insertProvider(t.db, owner.user.id, { name: job.provider, category: job.category });
  await t.db.insert(projectProviders).values({
    projectId,
    providerId: provider.id,
    status: job.status ?? "completed",
    finalAmount: job.amount,
    rating: 5,
    completedAt: new Date(job.when),
  });
  return projectId;
}

const report = (user: SignedInUser, year = YEAR) =>
  ok<{
    year: number;
    total: string;
    byCategory: { category: string; total: string; jobs: number }[];
    byMonth: { month: string; total: string }[];
    byProject: { projectId: string; title: string; costKind: string | null; budget: string | null; total: string }[];
    byCostKind: { costKind: string | null; total: string }[];
  }>(user, "GET", `/api/reports/spending?year=${year}`);

let kitchenId: string;
let fixId: string;
let lawnId: string;

beforeAll(async () => {
  t = await buildTestApp();
  olly = await createUser(t.app, { profile: { firstName: "Olly", lastName: "Owner" } });
  mia = await createUser(t.app, { profile: { firstName: "Mia", lastName: "Member" } });
  vic = await createUser(t.app, { profile: { firstName: "Vic", lastName: "Viewer" } });
  sam = await createUser(t.app, { profile: { firstName: "Sam", lastName: "Elsewhere" } });
  householdId = (await householdOf(t.db, olly.user.id)).householdId;
  await t.db.update(householdMembers).set({ householdId, role: "member" }).where(eq(householdMembers.userId, mia.user.id));
  await t.db.update(householdMembers).set({ householdId, role: "viewer" }).where(eq(householdMembers.userId, vic.user.id));

  // Olly's kitchen (an improvement, budget 1500): a plumber for 1000 in March.
  kitchenId = await finishedJob(
    olly,
    { title: "=Kitchen", budget: "1500", costKind: "improvement" },
    { provider: "+Pipes & Co", category: "Plumber", amount: "1000", when: `${YEAR}-03-10T12:00:00Z` },
  );
  // Mia's fix (a repair): an electrician for 200.25 in March; the household's, so counted.
  fixId = await finishedJob(
    mia,
    { title: "Fix the lights", costKind: "repair" },
    { provider: "Volt", category: "Electrician", amount: "200.25", when: `${YEAR}-03-20T12:00:00Z` },
  );
  // Finished on the last day of the year before, and an active (not completed) job: neither counts.
  await finishedJob(
    olly,
    { title: "Last year" },
    { provider: "Old Roof", category: "Roofer", amount: "7000", when: `${YEAR - 1}-12-31T12:00:00Z` },
  );
  await finishedJob(
    olly,
    { title: "Ongoing" },
    { provider: "Still Going", category: "Roofer", amount: "333", when: `${YEAR}-06-01T12:00:00Z`, status: "active" },
  );
  // Sam's job in another household.
  await finishedJob(
    sam,
    { title: "Sam's" },
    { provider: "Elsewhere", category: "Plumber", amount: "9999", when: `${YEAR}-03-10T12:00:00Z` },
  );
  // Olly's recurring lawn care (upkeep, category Landscaping): two paid visits, one unpaid, one next year.
  ({ id: lawnId } = await ok<{ id: string }>(olly, "POST", "/api/projects", {
    title: "Lawn",
    projectType: "recurring",
    category: "Landscaping",
    costKind: "upkeep",
  }));
  await t.db.insert(serviceOccurrences).values([
    { projectId: lawnId, scheduledDate: `${YEAR}-04-05`, completedDate: `${YEAR}-04-06`, status: "completed", actualCost: "40" },
    { projectId: lawnId, scheduledDate: `${YEAR}-04-19`, status: "completed", actualCost: "40" },
    { projectId: lawnId, scheduledDate: `${YEAR}-05-03`, status: "completed" },
    { projectId: lawnId, scheduledDate: `${YEAR + 1}-01-03`, status: "completed", actualCost: "40" },
    { projectId: lawnId, scheduledDate: `${YEAR}-05-17`, status: "skipped", actualCost: "40" },
  ]);
  // An upkeep task with a paid and an unpaid log entry; another household's task.
  const [gutters] = await t.db
    .insert(homeTasks)
    .values({ householdId, title: "@Gutters", every: "yearly", category: "Gutter cleaning" })
    .returning();
  await t.db.insert(homeTaskLog).values([
    { taskId: gutters!.id, doneOn: `${YEAR}-05-01`, cost: "50" },
    { taskId: gutters!.id, doneOn: `${YEAR}-11-01` },
  ]);
  const samHousehold = (await householdOf(t.db, sam.user.id)).householdId;
  const [samTask] = await t.db.insert(homeTasks).values({ householdId: samHousehold, title: "Sam's", every: "none" }).returning();
  await t.db.insert(homeTaskLog).values({ taskId: samTask!.id, doneOn: `${YEAR}-05-01`, cost: "777" });
});
afterAll(() => t.close());

describe("GET /api/reports/spending", () => {
  it("totals the household's jobs, visits and upkeep tasks of the year, by category, month, project and kind", async () => {
    const r = await report(olly);
    // 1000 + 200.25 + 40 + 40 + 50
    expect(r.year).toBe(YEAR);
    expect(r.total).toBe("1330.25");
    expect(r.byCategory).toEqual([
      { category: "Plumber", total: "1000.00", jobs: 1 },
      { category: "Electrician", total: "200.25", jobs: 1 },
      { category: "Landscaping", total: "80.00", jobs: 2 },
      { category: "Gutter cleaning", total: "50.00", jobs: 1 },
    ]);
    expect(r.byMonth).toHaveLength(12);
    expect(r.byMonth.filter((m) => m.total !== "0.00")).toEqual([
      { month: `${YEAR}-03`, total: "1200.25" },
      { month: `${YEAR}-04`, total: "80.00" },
      { month: `${YEAR}-05`, total: "50.00" },
    ]);
    expect(r.byProject).toEqual([
      {
        projectId: kitchenId,
        title: "=Kitchen",
        costKind: "improvement",
        budget: "1500.00",
        budgetCurrency: "USD",
        total: "1000.00",
      },
      { projectId: fixId, title: "Fix the lights", costKind: "repair", budget: null, budgetCurrency: "USD", total: "200.25" },
      { projectId: lawnId, title: "Lawn", costKind: "upkeep", budget: null, budgetCurrency: "USD", total: "80.00" },
    ]);
    expect(r.byCostKind).toEqual([
      { costKind: "repair", total: "200.25" },
      { costKind: "improvement", total: "1000.00" },
      { costKind: "upkeep", total: "130.00" },
      { costKind: null, total: "0.00" },
    ]);
    // A member reads the same household's report.
    expect(await report(mia)).toEqual(r);
    // The year before holds the roof; Sam's household holds only Sam's.
    expect((await report(olly, YEAR - 1)).total).toBe("7000.00");
    const sams = await report(sam);
    expect(sams.total).toBe("10776.00");
    expect(sams.byProject.map((p) => p.title)).toEqual(["Sam's"]);
  });

  it("counts a job by when it first finished; the project form keeps costKind", async () => {
    const { id: projectId } = await ok<{ id: string; costKind: string | null }>(olly, "POST", "/api/projects", {
      title: "Flow",
      costKind: "repair",
    });
    const project = await ok<{ costKind: string | null }>(olly, "GET", `/api/projects/${projectId}`);
    expect(project.costKind).toBe("repair");
    expect(
      (await ok<{ costKind: string | null }>(olly, "PUT", `/api/projects/${projectId}`, { title: "Flow", costKind: "" }))
        .costKind,
    ).toBeNull();
    const bad = await olly.request({
      method: "PUT",
      url: `/api/projects/${projectId}`,
      payload: { title: "Flow", costKind: "tax" },
    });
    expect(bad.statusCode).toBe(400);

    const provider = await insertProvider(t.db, olly.user.id, { category: "Plumber" });
    const [link] = await t.db
      .insert(projectProviders)
      .values({ projectId, providerId: provider.id, status: "in_progress" })
      .returning({ id: projectProviders.id });
    const completedAt = async () =>
      (
        await t.db.select({ at: projectProviders.completedAt }).from(projectProviders).where(eq(projectProviders.id, link!.id))
      )[0]!.at;
    expect(await completedAt()).toBeNull();
    await ok(olly, "PUT", `/api/project-providers/${link!.id}`, { status: "completed", finalAmount: "120", rating: 4 });
    const first = await completedAt();
    expect(first).toBeInstanceOf(Date);
    const thisYear = new Date().getUTCFullYear();
    expect((await report(olly, thisYear)).byProject.find((p) => p.projectId === projectId)?.total).toBe("120.00");
    // A later review, a rejection and its undo keep the first date.
    await ok(olly, "PUT", `/api/project-providers/${link!.id}`, { status: "completed", review: "Later words" });
    await ok(olly, "PUT", `/api/project-providers/${link!.id}`, { status: "rejected" });
    await ok(olly, "POST", `/api/project-providers/${link!.id}/undo-reject`);
    expect(await completedAt()).toEqual(first);
  });

  it("writes the items as a formula-safe CSV", async () => {
    const res = await olly.request({ method: "GET", url: `/api/reports/spending.csv?year=${YEAR}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="vowch-spending-${YEAR}.csv"`);
    const rows = parseCsv<Record<string, string>>(res.body, { columns: true, bom: true });
    expect(rows.map((r) => [r.date, r.source, r.category, r.project, r.costKind, r.what, r.amount])).toEqual([
      [`${YEAR}-03-10`, "job", "Plumber", "'=Kitchen", "improvement", "'+Pipes & Co", "1000.00"],
      [`${YEAR}-03-20`, "job", "Electrician", "Fix the lights", "repair", "Volt", "200.25"],
      [`${YEAR}-04-06`, "visit", "Landscaping", "Lawn", "upkeep", "", "40.00"],
      [`${YEAR}-04-19`, "visit", "Landscaping", "Lawn", "upkeep", "", "40.00"],
      [`${YEAR}-05-01`, "upkeep", "Gutter cleaning", "", "upkeep", "'@Gutters", "50.00"],
    ]);
    // No cell a spreadsheet would run as a formula.
    for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("answers 404 to the household's viewer, 401 signed out and 400 to a bad year", async () => {
    for (const url of [`/api/reports/spending?year=${YEAR}`, `/api/reports/spending.csv?year=${YEAR}`, "/api/reports/spending"]) {
      const res = await vic.request({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
      const out = await t.app.inject({ method: "GET", url });
      expect(out.statusCode, url).toBe(401);
      expect(out.json()).toEqual({ message: "Unauthorized" });
    }
    for (const year of ["25", "abcd", "1800", "20255", "2025.5", "-2025"]) {
      for (const path of ["spending", "spending.csv"]) {
        const res = await olly.request({ method: "GET", url: `/api/reports/${path}?year=${year}` });
        expect(res.statusCode, `${path} ${year}`).toBe(400);
        expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
      }
    }
    // No year: the current one.
    expect((await report(olly, new Date().getUTCFullYear())).year).toBe(new Date().getUTCFullYear());
    expect((await ok<{ year: number }>(olly, "GET", "/api/reports/spending")).year).toBe(new Date().getUTCFullYear());
  });
});

describe("the migration's completed_at", () => {
  it("fills finished links from their job review's date, else their last change, and leaves the rest", async () => {
    const { id: projectId } = await ok<{ id: string }>(olly, "POST", "/api/projects", { title: "Before completed_at" });
    const link = async (status: "completed" | "active" | "quoted" | "rejected", updatedAt: string, extra = {}) => {
      const provider = await insertProvider(t.db, olly.user.id);
      const [row] = await t.db
        .insert(projectProviders)
        .values({ projectId, providerId: provider.id, status, updatedAt: new Date(updatedAt), ...extra })
        .returning({ id: projectProviders.id, providerId: projectProviders.providerId });
      return row!;
    };
    const reviewed = await link("completed", "2024-02-02T00:00:00Z", { rating: 5 });
    await t.db.insert(reviews).values({
      userId: olly.user.id,
      providerId: reviewed.providerId,
      projectId,
      projectProviderId: reviewed.id,
      rating: 5,
      createdAt: new Date("2023-05-05T00:00:00Z"),
    });
    const unreviewed = await link("active", "2022-01-01T00:00:00Z");
    const rejectedAfter = await link("rejected", "2021-03-03T00:00:00Z", { rejectedFromStatus: "completed" });
    const open = await link("quoted", "2020-01-01T00:00:00Z");
    // The migration's last statement, the backfill, as drizzle runs it.
    const file = fs.readdirSync(migrationsFolder).find((f) => f.endsWith("_money.sql"))!;
    const statements = fs.readFileSync(path.join(migrationsFolder, file), "utf8").split("--> statement-breakpoint");
    await t.db.execute(sql.raw(statements.at(-1)!.trim()));
    const rows = await t.db
      .select({ id: projectProviders.id, at: projectProviders.completedAt })
      .from(projectProviders)
      .where(inArray(projectProviders.id, [reviewed.id, unreviewed.id, rejectedAfter.id, open.id]));
    const at = Object.fromEntries(rows.map((r) => [r.id, r.at?.toISOString() ?? null]));
    expect(at).toEqual({
      [reviewed.id]: "2023-05-05T00:00:00.000Z",
      [unreviewed.id]: "2022-01-01T00:00:00.000Z",
      [rejectedAfter.id]: "2021-03-03T00:00:00.000Z",
      [open.id]: null,
    });
  });
});
