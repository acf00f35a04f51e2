// Community-wide totals (docs/decisions/040-totals-kept-by-the-database.md): the totals of
// From Friends, Recommended and friend activity come from counts the database keeps
// (provider_backing, backing_totals) corrected by the viewer's own rows. Through every kind of
// write that changes them, each list's X-Total-Count must equal the items a viewer pages through
// (every page walked), and the kept counts must equal a count from scratch.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExperienceResult } from "../../common/schemas/providers";
import { queryRows } from "../../server/db/client";
import { expectCountsKept } from "../support/kept-totals";
import { providerRequests, providers, recommendations, userProviders } from "../../server/db/schema";
import { buildTestApp, createUser, TEST_PASSWORD, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let vera: SignedInUser; // the viewer
let ann: SignedInUser; // a friend
let col: SignedInUser; // a friend who collaborates
let dora: SignedInUser; // an incomplete profile: the directory's providers are hers, so no friend backs them
const p: string[] = [];

const LISTS = [
  "/api/providers/contact-recommended",
  "/api/providers/contact-recommended?order=trust",
  "/api/providers/contact-recommended?category=Electrician",
  "/api/providers/contact-recommended?search=elec",
  "/api/providers/recommended",
  "/api/providers/recommended?order=trust",
  "/api/recommendations",
  "/api/friends",
  "/api/provider-suggestions",
];

async function ok<T>(user: SignedInUser, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) {
  const res = await user.request({ method, url, payload: payload as Record<string, unknown> });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return (res.body ? res.json<T>() : undefined) as T;
}

/** Every page of a list (2 items a page): the ids seen and each page's X-Total-Count. */
async function walk(user: SignedInUser, list: string): Promise<{ ids: string[]; totals: number[] }> {
  const ids: string[] = [];
  const totals: number[] = [];
  let url: string | undefined = `${list}${list.includes("?") ? "&" : "?"}limit=2`;
  while (url) {
    const res = await user.request({ method: "GET", url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    ids.push(...res.json<{ id: string }[]>().map((item) => item.id));
    totals.push(Number(res.headers["x-total-count"]));
    url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1];
  }
  return { ids, totals };
}

/** Each list's total equals what the viewer pages through; returns the sizes for the step's own checks. */
async function sizes(user: SignedInUser): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const list of LISTS) {
    const { ids, totals } = await walk(user, list);
    expect(new Set(ids).size, `${list}: no item twice`).toBe(ids.length);
    for (const total of totals) expect(total, `${list}: X-Total-Count`).toBe(ids.length);
    out[list] = ids.length;
  }
  return out;
}

/** After a write: both users' totals are exact and the kept counts hold. */
async function check() {
  const seen = { vera: await sizes(vera), ann: ann ? await sizes(ann) : undefined };
  await expectCountsKept(t.db);
  return seen;
}

const fromFriends = "/api/providers/contact-recommended";
const recommended = "/api/providers/recommended";
const activity = "/api/recommendations";

beforeAll(async () => {
  t = await buildTestApp();
  vera = await createUser(t.app, { profile: { firstName: "Vera", lastName: "Viewer", phone: "415 555 0171" } });
  ann = await createUser(t.app, { profile: { firstName: "Ann", lastName: "Friend", phone: "415 555 0172" } });
  col = await createUser(t.app, { profile: { firstName: "Col", lastName: "Helper", phone: "415 555 0173" } });
  dora = await createUser(t.app, { profile: false });
  for (let i = 0; i < 7; i++)
    p.push((await insertProvider(t.db, dora.user.id, { category: "Electrician", name: `Elec ${i}` })).id);
});
afterAll(() => t.close());

describe("community-wide totals stay exact through the writes that change them", () => {
  it("counts nothing while only an incomplete profile holds the providers", async () => {
    const seen = await check();
    expect(seen.vera[fromFriends]).toBe(0);
    expect(seen.vera[activity]).toBe(0);
  });

  it("vouches: a friend's counts, the viewer's own does not count for the viewer", async () => {
    await ok(ann, "POST", `/api/providers/${p[0]}/vouch`, { rating: 5 });
    await ok(vera, "POST", `/api/providers/${p[1]}/vouch`, { rating: 3 });
    let seen = await check();
    expect(seen.vera[fromFriends]).toBe(1); // p0 (ann's), not p1 (her own)
    expect(seen.vera[recommended]).toBe(1);
    expect(seen.ann?.[fromFriends]).toBe(1); // p1 (vera's)
    expect(seen.ann?.[recommended]).toBe(0); // 3 stars
    // A second backer on the viewer's own provider makes it a friend's too.
    await ok(ann, "POST", `/api/providers/${p[1]}/vouch`, { rating: 4 });
    seen = await check();
    expect(seen.vera[fromFriends]).toBe(2);
    expect(seen.vera[recommended]).toBe(2);
    expect(seen.ann?.[fromFriends]).toBe(1); // p1 (vera's and hers); p0 is only her own
  });

  it("saves and removals: list entries and recommendations leave the counts", async () => {
    await ok(col, "POST", "/api/providers/save-contact-provider", {
      contactProvider: { id: p[2] },
      sourceContactId: ann.user.id,
    });
    let seen = await check();
    expect(seen.vera[fromFriends]).toBe(3);
    // Removals (account deletion's cascades and any later path): the rows' own triggers subtract them.
    await t.db
      .delete(userProviders)
      .where(sql`${userProviders.userId} = ${col.user.id} and ${userProviders.providerId} = ${p[2]}`);
    await t.db
      .delete(userProviders)
      .where(sql`${userProviders.userId} = ${ann.user.id} and ${userProviders.providerId} = ${p[0]}`);
    seen = await check();
    expect(seen.vera[fromFriends]).toBe(2); // p0 still recommended by ann
    await t.db
      .delete(recommendations)
      .where(sql`${recommendations.fromUserId} = ${ann.user.id} and ${recommendations.providerId} = ${p[0]}`);
    seen = await check();
    expect(seen.vera[fromFriends]).toBe(1);
    expect(seen.vera[recommended]).toBe(1);
  });

  it("a project's audience: everyone → contacts (in the book or not) → nobody, collaborators, its own visibility, deletion", async () => {
    const job = await ok<ExperienceResult>(ann, "POST", "/api/providers/experience", {
      existingProviderId: p[3],
      name: "Elec 3",
      category: "Electrician",
      experienceType: "completed",
      projectTitle: "Ann's wiring",
      projectType: "one_time",
      finalAmount: "300",
      rating: 5,
      wouldVouch: false,
    });
    const projectId = job.project.id;
    // Ann's list entry for p3 keeps it "from friends"; only Recommended and activity follow the project.
    let seen = await check();
    expect(seen.vera[recommended]).toBe(2);
    const shown = seen.vera[activity]!;
    await ok(ann, "PATCH", "/api/privacy", { projects: "contacts" });
    seen = await check();
    expect(seen.vera[recommended]).toBe(1);
    expect(seen.vera[activity]).toBe(shown - 1);
    await ok(ann, "POST", "/api/contacts/import/picked", { contacts: [{ name: ["Vera"], email: [], tel: ["+1 415-555-0171"] }] });
    seen = await check();
    expect(seen.vera[recommended]).toBe(2);
    expect(seen.vera[activity]).toBe(shown);
    await ok(ann, "PATCH", "/api/privacy", { projects: "nobody" });
    seen = await check();
    expect(seen.vera[recommended]).toBe(1);
    await ok(ann, "POST", `/api/projects/${projectId}/collaborators`, { userId: vera.user.id });
    seen = await check();
    expect(seen.vera[recommended]).toBe(2);
    expect(seen.vera[activity]).toBe(shown);
    await ok(ann, "DELETE", `/api/projects/${projectId}/collaborators/${vera.user.id}`);
    seen = await check();
    expect(seen.vera[recommended]).toBe(1);
    await ok(ann, "PUT", `/api/projects/${projectId}`, { title: "Ann's wiring", visibility: "everyone" });
    seen = await check();
    expect(seen.vera[recommended]).toBe(2);
    await ok(ann, "PUT", `/api/projects/${projectId}`, { title: "Ann's wiring", visibility: "nobody" });
    seen = await check();
    expect(seen.vera[recommended]).toBe(1);
    // Deleting the project leaves a recommendation without one: everyone sees it again.
    await ok(ann, "DELETE", `/api/projects/${projectId}`);
    seen = await check();
    expect(seen.vera[recommended]).toBe(2);
    expect(seen.vera[activity]).toBe(shown);
  });

  it("a recommendation addressed to one person counts for that person only", async () => {
    await t.db.insert(recommendations).values([
      { fromUserId: ann.user.id, toUserId: vera.user.id, providerId: p[4]!, source: "vouch", rating: 5 },
      { fromUserId: ann.user.id, toUserId: col.user.id, providerId: p[5]!, source: "vouch", rating: 5 },
    ]);
    const seen = await check();
    expect(seen.vera[recommended]).toBe(3); // p4, not p5
    const other = await sizes(col);
    expect(other[recommended]).toBe(seen.vera[recommended]); // p5 instead of p4
  });

  it("profile completion makes a user's rows count", async () => {
    const ivy = await createUser(t.app, { profile: false });
    await t.db.insert(userProviders).values({ userId: ivy.user.id, providerId: p[6]!, sourceType: "user_added" });
    await t.db.insert(recommendations).values({ fromUserId: ivy.user.id, providerId: p[6]!, source: "vouch", rating: 5 });
    let seen = await check();
    const before = seen.vera[fromFriends]!;
    await ok(ivy, "POST", "/api/auth/complete-profile", {
      firstName: "Ivy",
      lastName: "Late",
      phone: "415 555 0174",
      homeAddress: "1 Late Lane",
    });
    const friendsBefore = seen.vera["/api/friends"]!;
    seen = await check();
    expect(seen.vera[fromFriends]).toBe(before + 1);
    expect(seen.vera["/api/friends"]).toBe(friendsBefore + 1);
  });

  it("account deletion takes every row of the account out of the counts", async () => {
    const friendsBefore = (await walk(vera, "/api/friends")).ids.length;
    await ok(ann, "DELETE", "/api/account", { confirm: "DELETE", password: TEST_PASSWORD });
    ann = undefined as unknown as SignedInUser;
    const seen = await check();
    expect(seen.vera[activity]).toBe(1); // ivy's recommendation
    expect(seen.vera["/api/friends"]).toBe(friendsBefore - 1);
  });

  it("friends' requests: kept through creation, resolution, reopening, a late profile and deletion", async () => {
    const requests = "/api/provider-suggestions";
    const ask = (user: SignedInUser, title: string) =>
      ok<{ id: string }>(user, "POST", "/api/provider-requests", { title, category: "Electrician" });
    const before = (await check()).vera[requests]!;
    const first = await ask(col, "Need an electrician soon");
    const second = await ask(col, "Another wiring job please");
    const own = await ask(vera, "My own request, not a friend's");
    let seen = await check();
    expect(seen.vera[requests]).toBe(before + 2);
    await ok(col, "PATCH", `/api/provider-requests/${first.id}`, { status: "resolved" });
    seen = await check();
    expect(seen.vera[requests]).toBe(before + 1);
    await ok(col, "PATCH", `/api/provider-requests/${first.id}`, { status: "active" });
    await ok(vera, "PATCH", `/api/provider-requests/${own.id}`, { status: "resolved" });
    seen = await check();
    expect(seen.vera[requests]).toBe(before + 2);
    // A request written for an account that has not completed its profile counts once it does.
    const late = await createUser(t.app, { profile: false });
    await t.db
      .insert(providerRequests)
      .values({ userId: late.user.id, title: "Written before the profile", category: "Electrician" });
    seen = await check();
    expect(seen.vera[requests]).toBe(before + 2);
    await ok(late, "POST", "/api/auth/complete-profile", {
      firstName: "Lea",
      lastName: "Late",
      phone: "415 555 0175",
      homeAddress: "2 Late Lane",
    });
    seen = await check();
    expect(seen.vera[requests]).toBe(before + 3);
    // The account goes, and its requests with it (after its own row).
    await ok(late, "DELETE", "/api/account", { confirm: "DELETE", password: TEST_PASSWORD });
    await t.db.delete(providerRequests).where(eq(providerRequests.id, second.id));
    seen = await check();
    expect(seen.vera[requests]).toBe(before + 1);
  });

  it("the directory's total: kept through provider inserts and deletes, equal to the providers paged through", async () => {
    const directoryLists = ["/api/providers", "/api/providers/browse", "/api/providers?category=Electrician"];
    const walkAll = async () => {
      const out: Record<string, number> = {};
      for (const list of directoryLists) {
        const { ids, totals } = await walk(vera, list);
        for (const total of totals) expect(total, `${list}: X-Total-Count`).toBe(ids.length);
        out[list] = ids.length;
      }
      return out;
    };
    const before = await walkAll();
    await ok(vera, "POST", "/api/providers", { name: "Kept Count Co", category: "Electrician" });
    const added = await t.db
      .insert(providers)
      .values([1, 2, 3].map((n) => ({ name: `Bulk ${n}`, category: "Painter", userId: vera.user.id })))
      .returning({ id: providers.id });
    const grown = await walkAll();
    expect(grown["/api/providers"]).toBe(before["/api/providers"]! + 4);
    expect(grown["/api/providers?category=Electrician"]).toBe(before["/api/providers?category=Electrician"]! + 1);
    await expectCountsKept(t.db);
    await t.db.delete(providers).where(
      inArray(
        providers.id,
        added.map((a) => a.id),
      ),
    );
    const shrunk = await walkAll();
    expect(shrunk["/api/providers"]).toBe(before["/api/providers"]! + 1);
    expect(shrunk["/api/providers/browse"]).toBe(shrunk["/api/providers"]);
    await expectCountsKept(t.db);
  });

  it("a category's total: kept through inserts, deletes and category changes, equal to a fresh count", async () => {
    const categoryLists = (category: string) => [
      `/api/providers?category=${category}`,
      `/api/providers?category=${category}&order=trust`,
      `/api/providers/browse?category=${category}`,
    ];
    /** Each list's X-Total-Count is the providers paged through and the category's count from scratch. */
    const sizeOf = async (category: string) => {
      const [fresh] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from providers where category = ${category}`,
      );
      for (const list of categoryLists(category)) {
        const { ids, totals } = await walk(vera, list);
        expect(totals.length, list).toBeGreaterThan(0);
        for (const total of totals) expect(total, `${list}: X-Total-Count`).toBe(ids.length);
        expect(ids.length, `${list}: a count from scratch`).toBe(fresh?.n);
      }
      return fresh!.n;
    };
    const sizes = async () => {
      await expectCountsKept(t.db);
      return { plumber: await sizeOf("Plumber"), carpenter: await sizeOf("Carpenter") };
    };
    const before = await sizes();
    // One provider through the API, then a multi-row statement over both categories.
    const made = await ok<{ id: string }>(vera, "POST", "/api/providers", { name: "Pipe Kept", category: "Plumber" });
    const bulk = await t.db
      .insert(providers)
      .values([
        { name: "Pipe A", category: "Plumber", userId: vera.user.id },
        { name: "Pipe B", category: "Plumber", userId: vera.user.id },
        { name: "Wood A", category: "Carpenter", userId: vera.user.id },
      ])
      .returning({ id: providers.id, category: providers.category });
    expect(await sizes()).toEqual({ plumber: before.plumber + 3, carpenter: before.carpenter + 1 });
    // A provider moved between categories through the API leaves one and joins the other.
    await ok(vera, "PATCH", `/api/providers/${made.id}`, { category: "Carpenter" });
    expect(await sizes()).toEqual({ plumber: before.plumber + 2, carpenter: before.carpenter + 2 });
    // One statement that swaps the categories of three providers, and one that changes no category.
    await t.db.execute(
      sql`update providers set category = case when category = 'Plumber' then 'Carpenter' else 'Plumber' end
        where id in (${sql.join(
          bulk.map((b) => sql`${b.id}::uuid`),
          sql`, `,
        )})`,
    );
    expect(await sizes()).toEqual({ plumber: before.plumber + 1, carpenter: before.carpenter + 3 });
    await t.db.update(providers).set({ description: "Still in its category" }).where(eq(providers.userId, vera.user.id));
    expect(await sizes()).toEqual({ plumber: before.plumber + 1, carpenter: before.carpenter + 3 });
    // A multi-row delete over both categories.
    await t.db.delete(providers).where(inArray(providers.id, [made.id, ...bulk.map((b) => b.id)]));
    expect(await sizes()).toEqual(before);
  });
});
