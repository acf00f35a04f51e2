// Friends, a friend's projects and the activity feed, on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectProviders, projects, providers, recommendations } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import type { FriendProfile, FriendListItem, FriendProject, RecommendationItem } from "../../common/schemas/friends";

let t: TestApp;
let viewer: SignedInUser;
let ann: SignedInUser;
let bob: SignedInUser;
let incomplete: SignedInUser;
const ids: Record<string, string> = {};

async function provider(name: string, category: string, rating = "0.0", reviewCount = 0) {
  const [row] = await t.db
    .insert(providers)
    .values({
      name,
      category,
      rating,
      reviewCount,
      phone: "415-555-0101",
      email: `${name.split(" ")[0]!.toLowerCase()}@pro.test`,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createUser(t.app, { profile: { firstName: "Viewer", lastName: "Person" } });
  ann = await createUser(t.app, { profile: { firstName: "Ann", lastName: "Lee", phone: "555 222 3333" } });
  bob = await createUser(t.app, { profile: { firstName: "Bob", lastName: "Stone" } });
  incomplete = await createUser(t.app, { profile: false });

  ids.paint = await provider("Paint Pros", "Painter", "4.5", 2);
  ids.plumb = await provider("Pipe Masters", "Plumber", "3.0", 1);
  ids.elec = await provider("Spark Co", "Electrician", "5.0", 4);
  ids.lawn = await provider("Green Lawn", "Lawn Care", "4.0", 1);
  ids.fence = await provider("Fence Guys", "Fencing");
  ids.contacted = await provider("Just Called", "HVAC");

  const [kitchen] = await t.db
    .insert(projects)
    .values({
      userId: ann.user.id,
      title: "Kitchen remodel",
      budget: "12500.00",
      startDate: "2024-03-05",
      category: "Kitchen Renovation",
    })
    .returning();
  const [lawn] = await t.db
    .insert(projects)
    .values({
      userId: ann.user.id,
      title: "Weekly lawn",
      projectType: "recurring",
      status: "active",
      recurringFrequency: "weekly",
      category: "Lawn Care",
    })
    .returning();
  const [empty] = await t.db.insert(projects).values({ userId: ann.user.id, title: "Empty project" }).returning();
  ids.kitchen = kitchen!.id;
  ids.lawnProject = lawn!.id;
  ids.empty = empty!.id;
  await t.db.insert(projectProviders).values([
    {
      projectId: kitchen!.id,
      providerId: ids.paint,
      status: "completed",
      quoteAmount: "4200.00",
      finalAmount: "4000.00",
      rating: 5,
      review: "Great work",
    },
    { projectId: kitchen!.id, providerId: ids.elec, status: "accepted", quoteAmount: "900.00" },
    { projectId: kitchen!.id, providerId: ids.plumb, status: "quoted", quoteAmount: "1500.00" },
    { projectId: kitchen!.id, providerId: ids.fence, status: "rejected", quoteAmount: "700.00" },
    { projectId: kitchen!.id, providerId: ids.contacted, status: "contacted" },
    { projectId: lawn!.id, providerId: ids.lawn, status: "active", quoteAmount: "80.00" },
    { projectId: lawn!.id, providerId: ids.plumb, status: "in_progress" },
  ]);
});
afterAll(() => t.close());

describe("GET /api/contacts/:id/projects", () => {
  it("groups a friend's providers into hired and quoted with the display statuses", async () => {
    const res = await viewer.request({ method: "GET", url: `/api/contacts/${ann.user.id}/projects` });
    expect(res.statusCode).toBe(200);
    const list = res.json<FriendProject[]>();
    expect(list.map((p) => p.title).sort()).toEqual(["Empty project", "Kitchen remodel", "Weekly lawn"]);
    const kitchen = list.find((p) => p.id === ids.kitchen)!;
    expect(kitchen.budget).toBe("12500.00");
    expect(kitchen.startDate).toBe("2024-03-05");
    // Hired: accepted / in_progress / completed / active; sorted by rating descending.
    expect(kitchen.providers.hired.map((h) => [h.name, h.status, h.displayStatus])).toEqual([
      ["Spark Co", "accepted", "In Progress"],
      ["Paint Pros", "completed", "Completed"],
    ]);
    const paint = kitchen.providers.hired.find((h) => h.id === ids.paint)!;
    expect(paint).toMatchObject({
      category: "Painter",
      rating: "4.5",
      reviewCount: 2,
      quoteAmount: "4200.00",
      finalAmount: "4000.00",
      friendRating: 5,
      phone: "415-555-0101",
    });
    // Quoted: others with a quote (raw status); merely contacted providers are not shown.
    expect(kitchen.providers.quoted.map((q) => [q.name, q.displayStatus]).sort()).toEqual([
      ["Fence Guys", "rejected"],
      ["Pipe Masters", "quoted"],
    ]);
    expect(kitchen.providers.total).toBe(4);
    const lawn = list.find((p) => p.id === ids.lawnProject)!;
    expect(lawn.projectType).toBe("recurring");
    expect(lawn.providers.hired.map((h) => [h.name, h.displayStatus]).sort()).toEqual([
      ["Green Lawn", "Active"],
      ["Pipe Masters", "In Progress"],
    ]);
    expect(list.find((p) => p.id === ids.empty)!.providers).toEqual({ total: 0, hired: [], quoted: [] });
  });

  it("answers 404 for unknown, incomplete and own ids, 400 for bad ids, 401 signed out", async () => {
    for (const id of ["6f1c1a9e-5a8e-4c39-9a55-0c2b4f0a8b11", incomplete.user.id, viewer.user.id]) {
      const res = await viewer.request({ method: "GET", url: `/api/contacts/${id}/projects` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "Friend not found" });
    }
    expect((await viewer.request({ method: "GET", url: "/api/contacts/not-a-uuid/projects" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: `/api/contacts/${ann.user.id}/projects` })).statusCode).toBe(401);
  });
});

describe("GET /api/contacts/:id", () => {
  it("returns the friend's public profile with project and provider counts", async () => {
    const res = await viewer.request({ method: "GET", url: `/api/contacts/${ann.user.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<FriendProfile>();
    expect(body).toMatchObject({ id: ann.user.id, firstName: "Ann", lastName: "Lee", projectCount: 3, providerCount: 5 });
    expect(res.body).not.toMatch(/homeAddress|password|Token/);
    expect((await viewer.request({ method: "GET", url: `/api/contacts/${incomplete.user.id}` })).statusCode).toBe(404);
  });
});

describe("GET /api/friends", () => {
  it("lists completed profiles except the viewer, with provider summaries", async () => {
    const res = await viewer.request({ method: "GET", url: "/api/friends" });
    expect(res.statusCode).toBe(200);
    const list = res.json<FriendListItem[]>();
    const listed = list.map((f) => f.id);
    expect(listed).toContain(ann.user.id);
    expect(listed).toContain(bob.user.id);
    expect(listed).not.toContain(viewer.user.id);
    expect(listed).not.toContain(incomplete.user.id);
    const annItem = list.find((f) => f.id === ann.user.id)!;
    // Paint, Spark, Pipe (quoted + in progress), Fence (quoted), Green Lawn; not the merely contacted one.
    expect(annItem.summary).toEqual({ providerCount: 5, hiredCount: 4, categories: ["Electrician", "Fencing", "Lawn Care"] });
    expect(list.find((f) => f.id === bob.user.id)!.summary).toEqual({ providerCount: 0, hiredCount: 0, categories: [] });
  });

  it("searches name, e-mail and phone case-insensitively", async () => {
    const search = async (term: string) =>
      (await viewer.request({ method: "GET", url: `/api/friends?search=${encodeURIComponent(term)}` }))
        .json<FriendListItem[]>()
        .map((f) => f.id);
    expect(await search("ANN LEE")).toEqual([ann.user.id]);
    expect(await search("222 33")).toEqual([ann.user.id]);
    expect(await search(bob.user.email!.slice(0, 10).toUpperCase())).toEqual([bob.user.id]);
  });
});

describe("GET /api/recommendations", () => {
  it("lists other users' recommendations newest first, bounded, with who, provider and project", async () => {
    const base = Date.parse("2025-01-01T00:00:00Z");
    const rows = Array.from({ length: 25 }, (_, i) => ({
      fromUserId: i % 2 ? ann.user.id : bob.user.id,
      providerId: ids.paint!,
      projectId: i === 24 ? ids.kitchen! : null,
      rating: 1 + (i % 5),
      comment: `comment ${i}`,
      finalAmount: i === 24 ? "4000.00" : null,
      createdAt: new Date(base + i * 60_000),
    }));
    await t.db.insert(recommendations).values(rows);
    // The viewer's own and incomplete users' recommendations are not friend activity.
    await t.db.insert(recommendations).values([
      { fromUserId: viewer.user.id, providerId: ids.elec!, rating: 5, createdAt: new Date(base + 3_600_000) },
      { fromUserId: incomplete.user.id, providerId: ids.elec!, rating: 5, createdAt: new Date(base + 3_600_000) },
    ]);
    const res = await viewer.request({ method: "GET", url: "/api/recommendations?limit=20" });
    expect(res.statusCode).toBe(200);
    const list = res.json<RecommendationItem[]>();
    expect(list).toHaveLength(20);
    // Paged (tests/api/paging.test.ts walks every page): the total and the next page in headers.
    expect(Number(res.headers["x-total-count"])).toBeGreaterThanOrEqual(25);
    expect(res.headers.link).toMatch(/^<\/api\/recommendations\?limit=20&cursor=[\w-]+>; rel="next"$/);
    expect(list.map((r) => r.comment)).toEqual(Array.from({ length: 20 }, (_, i) => `comment ${24 - i}`));
    expect(list[0]).toMatchObject({
      fromUser: { id: bob.user.id, firstName: "Bob", lastName: "Stone" },
      provider: { id: ids.paint, name: "Paint Pros" },
      project: { id: ids.kitchen, title: "Kitchen remodel" },
      rating: 5,
      review: "comment 24",
      finalAmount: "4000.00",
    });
    expect(list[1]!.project).toBeNull();
    const three = (await viewer.request({ method: "GET", url: "/api/recommendations?limit=3" })).json<RecommendationItem[]>();
    expect(three.map((r) => r.comment)).toEqual(["comment 24", "comment 23", "comment 22"]);
    expect((await viewer.request({ method: "GET", url: "/api/recommendations?limit=101" })).statusCode).toBe(400);
    // Ann sees the viewer's recommendation but not her own.
    const forAnn = (await ann.request({ method: "GET", url: "/api/recommendations?limit=100" })).json<RecommendationItem[]>();
    expect(forAnn[0]!.fromUser.id).toBe(viewer.user.id);
    expect(forAnn.some((r) => r.fromUser.id === ann.user.id)).toBe(false);
  });
});
