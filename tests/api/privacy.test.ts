// Privacy you control: every setting × owner / contact / stranger (and the
// owner's collaborator) for each call that shows a person's projects, amounts or contact details
// (docs/decisions/077-privacy-settings.md). Olive owns everything; Cal is in Olive's address book;
// Sam is not (though Olive is in Sam's: the owner's own book decides, importing someone gives no
// access); Col collaborates on Olive's deck.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PrivacySettings } from "../../common/schemas/privacy";
import type { ExperienceResult } from "../../common/schemas/providers";
import { recommendations, userProviders } from "../../server/db/schema";
import { buildTestApp, createUser, uniqueEmail, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let olive: SignedInUser;
let cal: SignedInUser;
let sam: SignedInUser;
let col: SignedInUser;
let providerId: string;
let kitchenId: string;
let deckId: string;
const oliveEmail = uniqueEmail("olive.private");
const OLIVE_PHONE = "(415) 555-0199";
const OLIVE_PHONE_E164 = "+14155550199";
const OLIVE_ADDRESS = "12 Secret Garden Road";
const PROVIDER = "Privacy Plumbing Co";

async function ok<T>(user: SignedInUser, method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown): Promise<T> {
  const res = await user.request({ method, url, payload: payload as Record<string, unknown> });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<T>();
}
const pick = (user: SignedInUser, tel: string) =>
  ok(user, "POST", "/api/contacts/import/picked", { contacts: [{ name: ["Someone"], email: [], tel: [tel] }] });
const setPrivacy = (patch: Partial<PrivacySettings>) => ok<PrivacySettings>(olive, "PATCH", "/api/privacy", patch);

beforeAll(async () => {
  t = await buildTestApp();
  olive = await createUser(t.app, {
    email: oliveEmail,
    profile: { firstName: "Olive", lastName: "Owner", phone: OLIVE_PHONE, homeAddress: OLIVE_ADDRESS },
  });
  cal = await createUser(t.app, { profile: { firstName: "Cal", lastName: "Contact", phone: "415 555 0181" } });
  sam = await createUser(t.app, { profile: { firstName: "Sam", lastName: "Stranger", phone: "415 555 0182" } });
  col = await createUser(t.app, { profile: { firstName: "Col", lastName: "Collaborator", phone: "415 555 0183" } });
  await pick(olive, "+1 415-555-0181"); // Cal is in Olive's book
  await pick(sam, OLIVE_PHONE); // Olive is in Sam's book: gives Sam nothing

  // Olive's finished kitchen: budget, quote, final amount, a verified hire.
  const job = await ok<ExperienceResult>(olive, "POST", "/api/providers/experience", {
    name: PROVIDER,
    category: "Plumber",
    experienceType: "completed",
    projectTitle: "Olive's kitchen",
    projectType: "one_time",
    projectBudget: "5000",
    quoteAmount: "4100",
    finalAmount: "4321",
    rating: 5,
    wouldVouch: true,
    reviewText: "Quick, tidy and on budget.",
  });
  providerId = job.provider.id;
  kitchenId = job.project.id;
  // Olive's deck, shared with Col, with the same provider quoted.
  deckId = (await ok<{ id: string }>(olive, "POST", "/api/projects", { title: "Olive's deck", budget: "800" })).id;
  await ok(olive, "POST", `/api/projects/${deckId}/collaborators`, { userId: col.user.id });
  await ok(olive, "POST", "/api/providers/experience", {
    existingProviderId: providerId,
    name: PROVIDER,
    category: "Plumber",
    experienceType: "existing",
    existingProjectId: deckId,
    projectType: "one_time",
    quoteAmount: "777",
    wouldVouch: false,
  });
  await ok(olive, "POST", "/api/provider-requests", { title: "Need a roofer", category: "Roofer", budgetRange: "$2,000-3,000" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await setPrivacy({ projects: "everyone", amounts: true, contactDetails: "everyone" });
  await ok(olive, "PUT", `/api/projects/${kitchenId}`, { title: "Olive's kitchen", budget: "5000" });
});

type FriendProject = {
  title: string;
  budget: string | null;
  amountsHidden: boolean;
  providers: { hired: { finalAmount: string | null; quoteAmount: string | null }[]; quoted: { quoteAmount: string | null }[] };
};
type Rec = { fromUser: { id: string }; finalAmount: string | null; amountHidden: boolean; project?: { title: string } | null };

/** Everything a viewer can see of Olive, from every call that could show it. */
async function seenBy(viewer: SignedInUser) {
  const profile = await ok<{ email: string | null; projectCount: number; providerCount: number }>(
    viewer,
    "GET",
    `/api/contacts/${olive.user.id}`,
  );
  const projects = await ok<FriendProject[]>(viewer, "GET", `/api/contacts/${olive.user.id}/projects`);
  const card = (
    await ok<{ id: string; email: string | null; summary: { providerCount: number } }[]>(
      viewer,
      "GET",
      "/api/friends?search=Olive Owner",
    )
  ).find((f) => f.id === olive.user.id);
  const activity = (await ok<Rec[]>(viewer, "GET", "/api/recommendations?limit=100")).filter(
    (r) => r.fromUser.id === olive.user.id,
  );
  const detail = await ok<{ projects: { title: string }[]; recommendations: Rec[]; friendMetadata: unknown }>(
    viewer,
    "GET",
    `/api/providers/${providerId}`,
  );
  const cards = await ok<{ id: string; projects: { title: string }[]; recommendations: Rec[] }[]>(
    viewer,
    "GET",
    `/api/providers?search=${encodeURIComponent(PROVIDER)}`,
  );
  const providerCard = cards.find((c) => c.id === providerId)!;
  const network = await ok<
    {
      project: { title: string };
      user: { email: string | null };
      projectProvider: { finalAmount: string | null; quoteAmount: string | null };
      amountsHidden: boolean;
    }[]
  >(viewer, "GET", `/api/providers/${providerId}/contact-projects`);
  const providerProjects = await ok<{ title: string }[]>(viewer, "GET", `/api/providers/${providerId}/projects`);
  const requests = (
    await ok<{ userId: string; budgetRange: string | null }[]>(viewer, "GET", "/api/provider-suggestions")
  ).filter((r) => r.userId === olive.user.id);
  const search = async (term: string) =>
    (await ok<{ id: string; email: string | null }[]>(viewer, "GET", `/api/users/all?search=${encodeURIComponent(term)}`)).find(
      (p) => p.id === olive.user.id,
    );
  return {
    email: profile.email,
    projectCount: profile.projectCount,
    providerCount: profile.providerCount,
    projectTitles: projects.map((p) => p.title).sort(),
    projects,
    cardCount: card?.summary.providerCount,
    cardEmail: card?.email,
    activity,
    detailProjects: detail.projects.map((p) => p.title).sort(),
    detailRecs: detail.recommendations.filter((r) => r.fromUser.id === olive.user.id),
    cardProjects: providerCard.projects.map((p) => p.title).sort(),
    cardRecs: providerCard.recommendations.filter((r) => r.fromUser.id === olive.user.id),
    networkTitles: network.map((n) => n.project.title).sort(),
    network,
    providerProjectTitles: providerProjects.map((p) => p.title).sort(),
    requests,
    search,
  };
}

const BOTH = ["Olive's deck", "Olive's kitchen"];

describe("GET/PATCH /api/privacy", () => {
  it("answers the spec's behaviour by default and stores each setting alone", async () => {
    const fresh = await createUser(t.app);
    expect(await ok(fresh, "GET", "/api/privacy")).toEqual({ projects: "everyone", amounts: true, contactDetails: "everyone" });
    expect(await ok(fresh, "PATCH", "/api/privacy", { amounts: false })).toEqual({
      projects: "everyone",
      amounts: false,
      contactDetails: "everyone",
    });
    expect(await ok(fresh, "PATCH", "/api/privacy", { projects: "nobody", contactDetails: "contacts" })).toEqual({
      projects: "nobody",
      amounts: false,
      contactDetails: "contacts",
    });
    expect(await ok(fresh, "GET", "/api/privacy")).toEqual({ projects: "nobody", amounts: false, contactDetails: "contacts" });
    // Another user's settings are untouched.
    expect(await ok(cal, "GET", "/api/privacy")).toEqual({ projects: "everyone", amounts: true, contactDetails: "everyone" });
    for (const bad of [{}, { projects: "friends" }, { amounts: "no" }, { contactDetails: "nobody" }, { extra: 1 }]) {
      const res = await fresh.request({ method: "PATCH", url: "/api/privacy", payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
  });
});

describe("projects", () => {
  it("everyone: contact, stranger and collaborator see both projects everywhere", async () => {
    for (const viewer of [cal, sam, col]) {
      const v = await seenBy(viewer);
      expect(v.projectTitles).toEqual(BOTH);
      expect(v.projectCount).toBe(2);
      expect(v.providerCount).toBe(1);
      expect(v.cardCount).toBe(1);
      expect(v.activity).toHaveLength(1);
      expect(v.detailProjects).toEqual(BOTH);
      expect(v.cardProjects).toEqual(BOTH);
      expect(v.networkTitles).toEqual(BOTH);
      expect(v.providerProjectTitles).toEqual(BOTH);
      expect(v.detailRecs).toHaveLength(1);
    }
  });

  it("contacts: only people in Olive's own book see them; a collaborator sees the project shared", async () => {
    await setPrivacy({ projects: "contacts" });
    const c = await seenBy(cal);
    expect(c.projectTitles).toEqual(BOTH);
    expect(c.activity).toHaveLength(1);
    expect(c.networkTitles).toEqual(BOTH);
    // Sam holds Olive's number, but Sam is not in Olive's book.
    const s = await seenBy(sam);
    expect(s.projectTitles).toEqual([]);
    expect(s.projectCount).toBe(0);
    expect(s.providerCount).toBe(0);
    expect(s.cardCount).toBe(0);
    expect(s.activity).toEqual([]);
    expect(s.detailProjects).toEqual([]);
    expect(s.cardProjects).toEqual([]);
    expect(s.networkTitles).toEqual([]);
    expect(s.providerProjectTitles).toEqual([]);
    expect(s.detailRecs).toEqual([]);
    expect(s.cardRecs).toEqual([]);
    const k = await seenBy(col);
    expect(k.projectTitles).toEqual(["Olive's deck"]);
    expect(k.networkTitles).toEqual(["Olive's deck"]);
    expect(k.providerProjectTitles).toEqual(["Olive's deck"]);
  });

  it("nobody: friend detail has no projects, the Friends card counts none; the collaborator keeps the shared one", async () => {
    await setPrivacy({ projects: "nobody" });
    for (const viewer of [cal, sam]) {
      const v = await seenBy(viewer);
      expect(v.projectTitles).toEqual([]);
      expect([v.projectCount, v.providerCount, v.cardCount]).toEqual([0, 0, 0]);
      expect(v.activity).toEqual([]);
      expect(v.detailProjects).toEqual([]);
      expect(v.cardProjects).toEqual([]);
      expect(v.networkTitles).toEqual([]);
      expect(v.providerProjectTitles).toEqual([]);
    }
    const k = await seenBy(col);
    expect(k.projectTitles).toEqual(["Olive's deck"]);
    expect(k.detailProjects).toEqual(["Olive's deck"]);
    // The owner still sees all of their own.
    const own = await ok<{ title: string }[]>(olive, "GET", "/api/projects");
    expect(own.map((p) => p.title).sort()).toEqual(BOTH);
    const ownOnProvider = await ok<{ title: string; isOwner: boolean }[]>(olive, "GET", `/api/providers/${providerId}/projects`);
    expect(ownOnProvider.map((p) => p.title).sort()).toEqual(BOTH);
  });

  it("a project's own visibility wins over the owner's setting, both ways", async () => {
    await setPrivacy({ projects: "nobody" });
    await ok(olive, "PUT", `/api/projects/${kitchenId}`, { title: "Olive's kitchen", budget: "5000", visibility: "everyone" });
    expect((await ok<{ visibility: string | null }>(olive, "GET", `/api/projects/${kitchenId}`)).visibility).toBe("everyone");
    expect((await seenBy(sam)).projectTitles).toEqual(["Olive's kitchen"]);
    await setPrivacy({ projects: "everyone" });
    await ok(olive, "PUT", `/api/projects/${kitchenId}`, { title: "Olive's kitchen", budget: "5000", visibility: "contacts" });
    expect((await seenBy(sam)).projectTitles).toEqual(["Olive's deck"]);
    expect((await seenBy(cal)).projectTitles).toEqual(BOTH);
    // "default" (the form's "Follow my privacy setting") stores null.
    await ok(olive, "PUT", `/api/projects/${kitchenId}`, { title: "Olive's kitchen", budget: "5000", visibility: "default" });
    expect((await ok<{ visibility: string | null }>(olive, "GET", `/api/projects/${kitchenId}`)).visibility).toBeNull();
    expect((await seenBy(sam)).projectTitles).toEqual(BOTH);
  });
});

describe("amounts", () => {
  it("shared: budget, quote and final amount reach contact and stranger", async () => {
    for (const viewer of [cal, sam]) {
      const v = await seenBy(viewer);
      const kitchen = v.projects.find((p) => p.title === "Olive's kitchen")!;
      expect(kitchen).toMatchObject({ budget: "5000.00", amountsHidden: false });
      expect(kitchen.providers.hired[0]).toMatchObject({ finalAmount: "4321.00", quoteAmount: "4100.00" });
      expect(v.activity[0]).toMatchObject({ finalAmount: "4321.00", amountHidden: false });
      expect(v.detailRecs[0]).toMatchObject({ finalAmount: "4321.00", amountHidden: false });
      expect(v.cardRecs[0]).toMatchObject({ finalAmount: "4321.00", amountHidden: false });
      expect(v.network.find((n) => n.project.title === "Olive's kitchen")).toMatchObject({
        projectProvider: { finalAmount: "4321.00", quoteAmount: "4100.00" },
        amountsHidden: false,
      });
      expect(v.requests[0]?.budgetRange).toBe("$2,000-3,000");
    }
  });

  it("kept: hidden from contact and stranger everywhere, shown to the collaborator on the shared project and to the owner", async () => {
    await setPrivacy({ amounts: false });
    for (const viewer of [cal, sam]) {
      const v = await seenBy(viewer);
      for (const p of v.projects) {
        expect(p).toMatchObject({ budget: null, amountsHidden: true });
        for (const link of [...p.providers.hired, ...p.providers.quoted]) expect(link.quoteAmount).toBeNull();
        for (const link of p.providers.hired) expect(link.finalAmount).toBeNull();
      }
      expect(v.activity[0]).toMatchObject({ finalAmount: null, amountHidden: true });
      expect(v.detailRecs[0]).toMatchObject({ finalAmount: null, amountHidden: true });
      expect(v.cardRecs[0]).toMatchObject({ finalAmount: null, amountHidden: true });
      for (const n of v.network)
        expect(n).toMatchObject({ projectProvider: { finalAmount: null, quoteAmount: null }, amountsHidden: true });
      expect(v.requests[0]?.budgetRange).toBeNull();
      // The hire itself still shows.
      expect(v.projects.find((p) => p.title === "Olive's kitchen")!.providers.hired).toHaveLength(1);
    }
    const k = await seenBy(col);
    const deck = k.projects.find((p) => p.title === "Olive's deck")!;
    expect(deck).toMatchObject({ budget: "800.00", amountsHidden: false });
    expect(deck.providers.quoted[0]?.quoteAmount).toBe("777.00");
    expect(k.projects.find((p) => p.title === "Olive's kitchen")).toMatchObject({ budget: null, amountsHidden: true });
    // A hire finished on the shared deck: Col sees its amount in the activity, Sam does not.
    const [deckHire] = await t.db
      .insert(recommendations)
      .values({ fromUserId: olive.user.id, providerId, projectId: deckId, source: "project", rating: 4, finalAmount: "650.00" })
      .returning();
    try {
      const deckItem = async (viewer: SignedInUser) =>
        (await ok<(Rec & { id: string })[]>(viewer, "GET", "/api/recommendations?limit=100")).find((r) => r.id === deckHire!.id);
      expect(await deckItem(col)).toMatchObject({ finalAmount: "650.00", amountHidden: false });
      expect(await deckItem(sam)).toMatchObject({ finalAmount: null, amountHidden: true });
    } finally {
      await t.db.delete(recommendations).where(eq(recommendations.id, deckHire!.id));
    }
    const own = await ok<{ budget: string | null }>(olive, "GET", `/api/projects/${kitchenId}`);
    expect(own.budget).toBe("5000.00");
    const ownLinks = await ok<{ finalAmount: string | null }[]>(olive, "GET", `/api/projects/${kitchenId}/providers`);
    expect(ownLinks[0]?.finalAmount).toBe("4321.00");
  });
});

describe("contact details", () => {
  it("everyone: e-mail where the screens use it, found by a fragment of e-mail or phone", async () => {
    for (const viewer of [cal, sam, col]) {
      const v = await seenBy(viewer);
      expect(v.email).toBe(oliveEmail);
      expect(v.network[0]?.user.email).toBe(oliveEmail);
      expect((await v.search("olive.private"))?.email).toBe(oliveEmail);
      expect(await v.search("555-0199")).toBeDefined();
    }
  });

  it("contacts: e-mail only to people in Olive's book and her collaborators; found by the whole e-mail or number only", async () => {
    await setPrivacy({ contactDetails: "contacts" });
    for (const viewer of [cal, col]) {
      const v = await seenBy(viewer);
      expect(v.email).toBe(oliveEmail);
      expect(v.network[0]?.user.email).toBe(oliveEmail);
      expect((await v.search("olive.private"))?.email).toBe(oliveEmail);
    }
    const s = await seenBy(sam);
    expect(s.email).toBeNull();
    expect(s.network[0]?.user.email).toBeNull();
    expect(s.cardEmail).toBeNull();
    // Fragments of the e-mail or the number find nobody; the name, the whole e-mail and number do.
    expect(await s.search("olive.private")).toBeUndefined();
    expect(await s.search(oliveEmail.slice(0, -2))).toBeUndefined();
    expect(await s.search("555-0199")).toBeUndefined();
    expect(await s.search("5550199")).toBeUndefined();
    expect(await s.search("Olive Own")).toMatchObject({ email: null });
    expect(await s.search(oliveEmail.toUpperCase())).toMatchObject({ email: null });
    expect(await s.search(OLIVE_PHONE)).toMatchObject({ email: null });
    expect(await s.search(OLIVE_PHONE_E164)).toMatchObject({ email: null });
    // The Friends list's own search follows the same rule.
    const friends = await ok<{ id: string }[]>(sam, "GET", "/api/friends?search=olive.private");
    expect(friends.some((f) => f.id === olive.user.id)).toBe(false);
  });

  it("the home address goes to its owner only", async () => {
    expect((await ok<{ homeAddress: string }>(olive, "GET", "/api/auth/user")).homeAddress).toBe(OLIVE_ADDRESS);
    for (const viewer of [cal, sam, col]) {
      for (const url of [
        `/api/contacts/${olive.user.id}`,
        `/api/contacts/${olive.user.id}/projects`,
        "/api/friends?search=Olive",
        "/api/users/all?search=Olive",
        `/api/providers/${providerId}`,
        `/api/providers/${providerId}/contact-projects`,
        `/api/projects/${deckId}`,
        `/api/projects/${deckId}/collaborators`,
      ]) {
        const res = await viewer.request({ method: "GET", url });
        expect(res.body.includes(OLIVE_ADDRESS), url).toBe(false);
      }
    }
  });
});

describe("statements", () => {
  it("privacy is a condition of the same statements: a friend's view costs no more under any setting", async () => {
    const cost = async (viewer: SignedInUser) => {
      const counts: number[] = [];
      for (const url of [
        `/api/contacts/${olive.user.id}`,
        `/api/contacts/${olive.user.id}/projects`,
        `/api/providers/${providerId}`,
      ]) {
        t.statements.count = 0;
        await ok(viewer, "GET", url);
        counts.push(t.statements.count);
      }
      return counts;
    };
    const open = await cost(sam);
    await setPrivacy({ projects: "contacts", amounts: false, contactDetails: "contacts" });
    // Cal sees everything but the amounts: the same statements.
    expect(await cost(cal)).toEqual(open);
    for (const closed of [await cost(sam), (await setPrivacy({ projects: "nobody" }), await cost(sam))]) {
      // With nothing to show, the friend's project list stops after its first query.
      expect(closed[0]).toBe(open[0]);
      expect(closed[1]).toBeLessThanOrEqual(open[1]!);
      expect(closed[2]).toBe(open[2]);
    }
  });
});

describe("the trust order", () => {
  it("never ranks by a hire on a project the viewer may not see", async () => {
    // Sam's book holds Olive. Olive hired P2 on her kitchen; P3 is better rated and backed by nobody.
    const category = "Privacy Ranking";
    const p2 = await insertProvider(t.db, col.user.id, { name: "P2 Hired By Olive", category, rating: "3.0", reviewCount: 1 });
    const p3 = await insertProvider(t.db, col.user.id, { name: "P3 Best Rated", category, rating: "4.5", reviewCount: 1 });
    await t.db
      .insert(recommendations)
      .values({ fromUserId: olive.user.id, providerId: p2.id, projectId: kitchenId, source: "project", rating: 3 });
    const order = async () =>
      (await ok<{ name: string }[]>(sam, "GET", `/api/providers?order=trust&category=${encodeURIComponent(category)}`)).map(
        (p) => p.name,
      );
    expect(await order()).toEqual([p2.name, p3.name]);
    await setPrivacy({ projects: "nobody" });
    expect(await order()).toEqual([p3.name, p2.name]);
    await setPrivacy({ projects: "contacts" });
    expect(await order()).toEqual([p3.name, p2.name]);
  });
});

describe("From Friends and Recommended", () => {
  it("list no provider for a recommendation on a project the viewer may not see", async () => {
    // Only Olive's kitchen review backs this provider (it is on nobody's list).
    const only = await insertProvider(t.db, olive.user.id, { name: "Backed Only By The Kitchen" });
    await t.db.delete(userProviders).where(eq(userProviders.providerId, only.id));
    await t.db
      .insert(recommendations)
      .values({ fromUserId: olive.user.id, providerId: only.id, projectId: kitchenId, source: "project", rating: 5 });
    const listed = async (viewer: SignedInUser, list: "contact-recommended" | "recommended") => {
      const res = await viewer.request({ method: "GET", url: `/api/providers/${list}?limit=100` });
      expect(res.statusCode).toBe(200);
      return res.json<{ id: string }[]>().some((p) => p.id === only.id);
    };
    for (const list of ["contact-recommended", "recommended"] as const) {
      await setPrivacy({ projects: "everyone" });
      expect([await listed(cal, list), await listed(sam, list)]).toEqual([true, true]);
      await setPrivacy({ projects: "contacts" });
      expect([await listed(cal, list), await listed(sam, list)]).toEqual([true, false]);
      await setPrivacy({ projects: "nobody" });
      expect([await listed(cal, list), await listed(sam, list)]).toEqual([false, false]);
    }
  });
});
