// Projects: CRUD, the spec's validation messages, the paged list with card data, stats,
// and owner / collaborator / stranger access on every project route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let owner: SignedInUser;
let helper: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { profile: { firstName: "Olivia", lastName: "Owner" } });
  helper = await createUser(t.app, { profile: { firstName: "Hank", lastName: "Helper" } });
  stranger = await createUser(t.app, { profile: { firstName: "Sam", lastName: "Stranger" } });
});
afterAll(() => t.close());

const create = (user: SignedInUser, payload: Record<string, unknown>) =>
  user.request({ method: "POST", url: "/api/projects", payload });

describe("POST /api/projects", () => {
  it("creates a one-time project with defaults and empty optional values absent", async () => {
    const res = await create(owner, {
      title: "  Kitchen  ",
      description: "",
      budget: "",
      startDate: "",
      category: "Kitchen Renovation",
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      title: "Kitchen",
      description: null,
      budget: null,
      startDate: null,
      status: "planning",
      projectType: "one_time",
      category: "Kitchen Renovation",
      userId: owner.user.id,
    });
  });

  it("creates a recurring project with its schedule", async () => {
    const res = await create(owner, {
      title: "Lawn",
      projectType: "recurring",
      status: "active",
      category: "Lawn Care",
      recurringFrequency: "weekly",
      recurringDayOfWeek: "2",
      recurringBudget: "80",
      budget: 1200.5,
      nextServiceDate: "2026-12-01",
      recurringNotes: "Front and back",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      projectType: "recurring",
      recurringFrequency: "weekly",
      recurringDayOfWeek: 2,
      recurringBudget: "80.00",
      budget: "1200.50",
      nextServiceDate: "2026-12-01",
    });
  });

  it.each([
    [{ title: "" }, "Project title is required"],
    [{ title: "   " }, "Project title is required"],
    [{}, "Project title is required"],
    [{ title: "x".repeat(256) }, "Title is too long"],
    [{ title: "A", budget: "-5" }, "Budget must be a valid positive number"],
    [{ title: "A", budget: "abc" }, "Budget must be a valid positive number"],
    [{ title: "A", recurringBudget: "-1" }, "Recurring budget must be a valid positive number"],
    [{ title: "A", startDate: "1899-12-31" }, "Start date cannot be before 1900-01-01"],
    [{ title: "A", recurringDayOfWeek: 7 }, "Day of week must be between 0 and 6"],
    [{ title: "A", recurringDayOfMonth: 0 }, "Day of month must be between 1 and 31"],
    [{ title: "A", recurringDayOfMonth: 32 }, "Day of month must be between 1 and 31"],
    [{ title: "A", status: "done" }, "Invalid project status"],
    [{ title: "A", startDate: "2024-02-30" }, "Start date must be a valid date"],
  ])("refuses %j with %s", async (payload, message) => {
    const res = await create(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: { title: "x" } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });
});

describe("GET /api/projects", () => {
  it("lists owned and shared projects newest first with card data, never others'", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const first = (await create(a, { title: "First" })).json();
    const second = (await create(a, { title: "Second" })).json();
    const theirs = (await create(b, { title: "Theirs" })).json();
    await b.request({ method: "POST", url: `/api/projects/${theirs.id}/collaborators`, payload: { userId: a.user.id } });
    await create(stranger, { title: "Hidden" });

    const names = ["Ada", "Ben", "Cy", "Dee"];
    for (const name of names) {
      const provider = await insertProvider(t.db, a.user.id, { name });
      const res = await a.request({
        method: "POST",
        url: `/api/projects/${second.id}/providers`,
        payload: { providerId: provider.id },
      });
      expect(res.statusCode).toBe(201);
    }
    const links = (await a.request({ method: "GET", url: `/api/projects/${second.id}/providers` })).json();
    await a.request({ method: "PUT", url: `/api/project-providers/${links[0].id}`, payload: { status: "rejected" } });

    t.statements.count = 0;
    const res = await a.request({ method: "GET", url: "/api/projects" });
    expect(res.statusCode).toBe(200);
    // The session lookup and one statement for the whole list, card fields included.
    expect(t.statements.count).toBe(2);
    const list = res.json();
    expect(list.map((p: { title: string }) => p.title)).toEqual(["Theirs", "Second", "First"]);
    expect(list[0].isOwner).toBe(false);
    const card = list[1];
    expect(card.isOwner).toBe(true);
    expect(card.providerCount).toBe(4);
    expect(card.providers.map((p: { name: string }) => p.name)).toEqual(["Ada", "Ben", "Cy"]);
    expect(card.statusCounts).toEqual({ contacted: 3, rejected: 1 });
    expect(list[2]).toMatchObject({ id: first.id, providerCount: 0, providers: [], statusCounts: {} });
  });
});

describe("one project", () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = (await create(owner, { title: "Deck", category: "Deck/Patio", budget: "5000" })).json().id;
    const res = await owner.request({
      method: "POST",
      url: `/api/projects/${projectId}/collaborators`,
      payload: { userId: helper.user.id },
    });
    expect(res.statusCode).toBe(201);
  });

  it("shows the detail with the owner to owner and collaborator, 404 to a stranger", async () => {
    t.statements.count = 0;
    const mine = await owner.request({ method: "GET", url: `/api/projects/${projectId}` });
    expect(mine.statusCode).toBe(200);
    // The session lookup and one statement: the access rule and the owner are part of the read.
    expect(t.statements.count).toBe(2);
    expect(mine.json()).toMatchObject({ title: "Deck", isOwner: true, owner: { id: owner.user.id, firstName: "Olivia" } });
    const shared = await helper.request({ method: "GET", url: `/api/projects/${projectId}` });
    expect(shared.json()).toMatchObject({ isOwner: false });
    const hidden = await stranger.request({ method: "GET", url: `/api/projects/${projectId}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe("Project not found");
    expect((await owner.request({ method: "GET", url: "/api/projects/not-a-uuid" })).statusCode).toBe(400);
    expect((await owner.request({ method: "GET", url: "/api/projects/00000000-0000-4000-8000-000000000000" })).statusCode).toBe(
      404,
    );
  });

  it("lets only the owner edit (full form; absent optional values are cleared)", async () => {
    const edit = await owner.request({
      method: "PUT",
      url: `/api/projects/${projectId}`,
      payload: { title: "Deck rebuild", status: "in_progress", category: "Deck/Patio" },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ title: "Deck rebuild", status: "in_progress", budget: null });
    const bad = await owner.request({ method: "PUT", url: `/api/projects/${projectId}`, payload: { title: "" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Project title is required");
    const byHelper = await helper.request({ method: "PUT", url: `/api/projects/${projectId}`, payload: { title: "Mine now" } });
    expect(byHelper.statusCode).toBe(403);
    const byStranger = await stranger.request({
      method: "PUT",
      url: `/api/projects/${projectId}`,
      payload: { title: "Mine now" },
    });
    expect(byStranger.statusCode).toBe(404);
  });

  it("answers 404 to a stranger on every project route", async () => {
    const routes = [
      { method: "GET", url: `/api/projects/${projectId}/providers` },
      {
        method: "POST",
        url: `/api/projects/${projectId}/providers`,
        payload: { providerId: "00000000-0000-4000-8000-000000000000" },
      },
      { method: "GET", url: `/api/projects/${projectId}/collaborators` },
      { method: "POST", url: `/api/projects/${projectId}/collaborators`, payload: { userId: stranger.user.id } },
      { method: "DELETE", url: `/api/projects/${projectId}/collaborators/${helper.user.id}` },
      { method: "DELETE", url: `/api/projects/${projectId}` },
    ] as const;
    for (const route of routes) {
      const res = await stranger.request(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });

  it("counts stats by status, providers on the list and reviews", async () => {
    const u = await createUser(t.app);
    await create(u, { title: "A" });
    await create(u, { title: "B", status: "in_progress" });
    await create(u, { title: "C", status: "completed" });
    await insertProvider(t.db, u.user.id);
    t.statements.count = 0;
    const res = await u.request({ method: "GET", url: "/api/user/stats" });
    expect(res.statusCode).toBe(200);
    expect(t.statements.count, "the session lookup and one statement").toBe(2);
    expect(res.json()).toEqual({
      totalProjects: 3,
      projectsByStatus: { planning: 1, in_progress: 1, completed: 1 },
      activeProjects: 1,
      completedProjects: 1,
      totalProviders: 1,
      totalReviews: 0,
    });
    // Someone with nothing yet: zeros, not nulls.
    const fresh = await createUser(t.app);
    expect((await fresh.request({ method: "GET", url: "/api/user/stats" })).json()).toEqual({
      totalProjects: 0,
      projectsByStatus: {},
      activeProjects: 0,
      completedProjects: 0,
      totalProviders: 0,
      totalReviews: 0,
    });
  });

  it("lets only the owner delete; the project is gone for everyone", async () => {
    const id = (await create(owner, { title: "Temp" })).json().id;
    await owner.request({ method: "POST", url: `/api/projects/${id}/collaborators`, payload: { userId: helper.user.id } });
    expect((await helper.request({ method: "DELETE", url: `/api/projects/${id}` })).statusCode).toBe(403);
    expect((await owner.request({ method: "DELETE", url: `/api/projects/${id}` })).statusCode).toBe(204);
    expect((await owner.request({ method: "GET", url: `/api/projects/${id}` })).statusCode).toBe(404);
    expect((await helper.request({ method: "GET", url: `/api/projects/${id}` })).statusCode).toBe(404);
    expect((await owner.request({ method: "DELETE", url: `/api/projects/${id}` })).statusCode).toBe(404);
  });
});
