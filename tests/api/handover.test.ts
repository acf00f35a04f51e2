// The home's hand-over record (GET /api/home/handover.pdf): a real PDF whose text is the
// household's address, completed work, upkeep log, items with documents and the providers who
// know the house; amounts only when asked; for the owner and members alone.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  homeItems,
  homeTaskLog,
  homeTasks,
  householdMembers,
  projectProviders,
  projects,
  storedFiles,
} from "../../server/db/schema";
import { HANDOVER_CAPS } from "../../server/features/handover/record";
import { householdOf } from "../../server/features/household/membership";
import { pdfPages, pdfText } from "../support/pdf-text";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let viewer: SignedInUser;
let stranger: SignedInUser;
let householdId: string;

const URL = "/api/home/handover.pdf";

async function join(user: SignedInUser, role: "member" | "viewer") {
  await t.db.update(householdMembers).set({ householdId, role }).where(eq(householdMembers.userId, user.user.id));
}

/** A completed job on `ownerId`'s project with a provider of that name and trade. */
async function completedJob(
  ownerId: string,
  title: string,
  provider: { name: string; category: string; phone?: string },
  amount: string | null,
) {
  const p = await insertProvider(t.db, ownerId, provider);
  const [project] = await t.db
    .insert(projects)
    .values({ userId: ownerId, title, status: "completed", endDate: "2026-03-05" })
    .returning();
  await t.db
    .insert(projectProviders)
    .values({ projectId: project!.id, providerId: p.id, status: "completed", finalAmount: amount });
  return p;
}

beforeAll(async () => {
  t = await buildTestApp();
  [owner, member, viewer, stranger] = await Promise.all([
    createUser(t.app, { profile: { homeAddress: "12 Ocean Drive, Portland" } }),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
  ]);
  householdId = (await householdOf(t.db, owner.user.id)).householdId;
  await join(member, "member");
  await join(viewer, "viewer");

  // Completed work on the owner's and on a member's projects; a stranger's never shows.
  const roofer = await completedJob(
    owner.user.id,
    "New roof",
    { name: "Ζήτα Στέγες", category: "Roofer", phone: "+30 21 0123 4567" },
    "4200.00",
  );
  await completedJob(member.user.id, "Fix the leak", { name: "Drip Plumbing", category: "Plumber" }, "185.50");
  await completedJob(stranger.user.id, "Stranger's deck", { name: "Elsewhere Decks", category: "Carpenter" }, "999.00");
  // A job not finished is no completed work.
  const pending = await insertProvider(t.db, owner.user.id, { name: "Not Yet Painters", category: "Painter" });
  const [open] = await t.db.insert(projects).values({ userId: owner.user.id, title: "Paint the hall" }).returning();
  await t.db
    .insert(projectProviders)
    .values({ projectId: open!.id, providerId: pending.id, status: "quoted", quoteAmount: "700.00" });

  // The upkeep log: a task done twice, once by the roofer.
  const [task] = await t.db
    .insert(homeTasks)
    .values({ householdId, createdBy: owner.user.id, title: "Clean the gutters", every: "yearly", nextDue: "2027-10-01" })
    .returning();
  await t.db.insert(homeTaskLog).values([
    { taskId: task!.id, doneOn: "2025-10-03", cost: "120.00", providerId: roofer.id, doneBy: owner.user.id },
    { taskId: task!.id, doneOn: "2024-10-07", doneBy: member.user.id },
  ]);

  // An item with its warranty and a manual.
  const [item] = await t.db
    .insert(homeItems)
    .values({
      householdId,
      createdBy: member.user.id,
      name: "Furnace",
      brand: "Lennox",
      model: "EL296V",
      serial: "5919K12345",
      purchasedOn: "2022-01-15",
      warrantyUntil: "2032-01-15",
    })
    .returning();
  await t.db.insert(storedFiles).values({
    homeItemId: item!.id,
    kind: "home_document",
    storageKey: `handover-test/${crypto.randomUUID()}`,
    contentType: "application/pdf",
    size: 100,
    originalName: "furnace-manual.pdf",
    uploadedBy: member.user.id,
  });
});
afterAll(() => t.close());

async function download(user: SignedInUser, query = "") {
  const res = await user.request({ method: "GET", url: `${URL}${query}` });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res;
}

describe("the hand-over record", () => {
  it("is a PDF download, private and never cached, named by the day", async () => {
    const res = await download(owner);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="vowch-hand-over-record-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
  });

  it("holds the address, the household's completed work, the upkeep log, the items and the providers as text", async () => {
    const text = await pdfText((await download(owner)).rawPayload);
    expect(text).toContain("Hand-over record");
    expect(text).toContain("12 Ocean Drive, Portland");
    // Completed work of the owner and of a member, with trade, provider and amount.
    expect(text).toContain("New roof");
    expect(text).toContain("Mar 5, 2026 · Roofer · Ζήτα Στέγες · $4,200");
    expect(text).toContain("Fix the leak");
    expect(text).toContain("Drip Plumbing · $185.50");
    expect(text).not.toContain("Stranger's deck");
    expect(text).not.toContain("Elsewhere Decks");
    expect(text).not.toContain("Paint the hall");
    // The upkeep log, newest first, with who did it.
    expect(text).toContain("Oct 3, 2025 · Clean the gutters");
    expect(text).toContain("by Ζήτα Στέγες · $120");
    expect(text).toContain("Oct 7, 2024 · Clean the gutters");
    expect(text.indexOf("Oct 3, 2025")).toBeLessThan(text.indexOf("Oct 7, 2024"));
    // The item, its warranty and its documents.
    expect(text).toContain("Furnace");
    expect(text).toContain("Lennox · EL296V · serial 5919K12345");
    expect(text).toContain("warranty until Jan 15, 2032");
    expect(text).toContain("Documents: furnace-manual.pdf");
    // The providers who know the house: contact details and the jobs they did.
    expect(text).toContain("The providers who know this house");
    expect(text).toContain("Ζήτα Στέγες · Roofer");
    expect(text).toContain("+30 21 0123 4567");
    expect(text).toMatch(/Jobs: (New roof, Clean the gutters|Clean the gutters, New roof)/);
    expect(text).toContain("Drip Plumbing · Plumber");
    expect(text).not.toContain("Not Yet Painters");
  });

  it("leaves every amount out with ?amounts=false", async () => {
    const text = await pdfText((await download(owner, "?amounts=false")).rawPayload);
    expect(text).toContain("without amounts");
    expect(text).toContain("Ζήτα Στέγες");
    expect(text).not.toContain("$");
    expect(text).not.toMatch(/4,200|185\.50|120/);
  });

  it("is the same home for a member (the owner's address), 404 for a viewer, and a stranger's own home for a stranger", async () => {
    const text = await pdfText((await download(member)).rawPayload);
    expect(text).toContain("12 Ocean Drive, Portland");
    expect(text).toContain("Ζήτα Στέγες");
    const res = await viewer.request({ method: "GET", url: URL });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
    // The route names no household: someone outside gets their own home's record, nothing of this one.
    const theirs = await pdfText((await download(stranger)).rawPayload);
    expect(theirs).toContain("Stranger's deck");
    expect(theirs).not.toMatch(/12 Ocean Drive|Ζήτα Στέγες|Drip Plumbing|Clean the gutters|Furnace/);
  });

  it("answers 401 signed out and 400 for a switch that is not true or false, or misspelt", async () => {
    const out = await t.app.inject({ method: "GET", url: URL });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toStrictEqual({ message: "Unauthorized" });
    // A misspelt switch is refused, never read as "amounts in".
    for (const query of ["?amounts=maybe", "?amount=false"]) {
      const bad = await owner.request({ method: "GET", url: `${URL}${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
    }
  });

  it("is a valid PDF that says so when the household has nothing recorded", async () => {
    const text = await pdfText((await download(await createUser(t.app))).rawPayload);
    expect(text).toContain("Nothing is recorded for this home yet");
    expect(text).toContain("No jobs recorded yet.");
    expect(text).toContain("No upkeep entries recorded yet.");
    expect(text).toContain("No items recorded yet.");
    expect(text).toContain("No providers recorded yet.");
  });

  it("reads in two statements (the session and one read), however many rows", async () => {
    t.statements.count = 0;
    await download(owner);
    expect(t.statements.count).toBeLessThanOrEqual(2);
  });

  it("caps each list and says how many there are", async () => {
    const lone = await createUser(t.app);
    const home = (await householdOf(t.db, lone.user.id)).householdId;
    const [task] = await t.db
      .insert(homeTasks)
      .values({ householdId: home, title: "Test the smoke alarms", every: "monthly" })
      .returning();
    const extra = 5;
    await t.db.insert(homeTaskLog).values(
      Array.from({ length: HANDOVER_CAPS.log + extra }, (_, i) => ({
        taskId: task!.id,
        doneOn: new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10),
      })),
    );
    const bytes = (await download(lone)).rawPayload;
    const text = await pdfText(bytes);
    expect(text).toContain(`Showing the latest ${HANDOVER_CAPS.log} of ${HANDOVER_CAPS.log + extra} upkeep entries.`);
    // The oldest entries are the ones left out.
    expect(text).not.toContain("Jan 5, 2000");
    expect(text).toContain("Jan 6, 2000");
    expect(text).toContain("Jul 23, 2000");
    expect(await pdfPages(bytes)).toBeGreaterThan(1);
  });
});
