// Add Provider from a project keeps the spec's mapping and filter ("Plumbing" passes through and
// is no provider category, so the user's list filtered by it is empty). The fallback the dialog
// then shows is served by the existing lists: the user's providers of the table's trade
// (GET /api/providers/saved?category=Plumber), the whole directory in the trust order without the
// "Don't hire again" ones (GET /api/providers?category=…|search=…&order=trust&exclude=do-not-hire),
// and "Save and add" is one attach (POST /api/projects/{id}/providers puts the provider on the
// attacher's list too).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerCategoryForProject } from "../../common/constants";
import { tradesForCategory } from "../../common/problem-search";
import type { ProviderListItem } from "../../common/schemas/providers";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let owner: SignedInUser;
let neighbour: SignedInUser;
let projectId: string;
const ids = {} as Record<"myPlumber" | "myPainter" | "theirPlumber" | "theirLeakFixer" | "avoided", string>;

async function list(url: string) {
  const res = await owner.request({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json<ProviderListItem[]>(), total: Number(res.headers["x-total-count"]) };
}

async function createProvider(user: SignedInUser, payload: Record<string, unknown>) {
  const res = await user.request({ method: "POST", url: "/api/providers", payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { profile: { firstName: "Alex", lastName: "Owner" } });
  neighbour = await createUser(t.app, { profile: { firstName: "Nia", lastName: "Neighbour" } });
  // Creating a provider puts it on its creator's list.
  ids.myPlumber = await createProvider(owner, { name: "Alex's Own Plumbing", category: "Plumber" });
  ids.myPainter = await createProvider(owner, { name: "Brush Friends", category: "Painter" });
  ids.theirPlumber = await createProvider(neighbour, { name: "Pipeworks", category: "Plumber" });
  ids.theirLeakFixer = await createProvider(neighbour, {
    name: "Drip Stoppers",
    category: "General Contractor",
    description: "Any leak, any hour",
  });
  ids.avoided = await createProvider(neighbour, { name: "Flood Makers", category: "Plumber" });
  const dnh = await owner.request({
    method: "PATCH",
    url: `/api/providers/${ids.avoided}/history`,
    payload: { doNotHire: true },
  });
  expect(dnh.statusCode, dnh.body).toBeLessThan(300);
  const project = await owner.request({
    method: "POST",
    url: "/api/projects",
    payload: { title: "Kitchen sink", category: "Plumbing" },
  });
  expect(project.statusCode, project.body).toBe(201);
  projectId = project.json<{ id: string }>().id;
});
afterAll(() => t.close());

describe("Add Provider's fallback for a project category that is no provider category", () => {
  it("keeps the spec's mapping: Plumbing passes through, and the user's list filtered by it is empty", async () => {
    expect(providerCategoryForProject("Plumbing")).toBe("Plumbing");
    const filtered = await list("/api/providers/saved?category=Plumbing");
    expect(filtered).toEqual({ items: [], total: 0 });
  });

  it("finds the table's trade on the user's list", async () => {
    expect(tradesForCategory("Plumbing")).toEqual(["Plumber"]);
    const mine = await list("/api/providers/saved?category=Plumber");
    expect(mine.items.map((p) => [p.name, p.isSaved])).toEqual([["Alex's Own Plumbing", true]]);
  });

  it("lists the trade in the whole directory, trust order, without the user's Don't hire again", async () => {
    const all = await list("/api/providers?category=Plumber&order=trust&exclude=do-not-hire&limit=5");
    expect(all.items.map((p) => p.name).sort()).toEqual(["Alex's Own Plumbing", "Pipeworks"]);
    expect(all.total).toBe(2);
    expect(Object.fromEntries(all.items.map((p) => [p.name, p.isSaved]))).toEqual({
      "Alex's Own Plumbing": true,
      Pipeworks: false,
    });
  });

  it("searches the whole directory by the problem", async () => {
    const found = await list("/api/providers?search=leak&order=trust&exclude=do-not-hire&limit=5");
    expect(found.items.map((p) => p.name).sort()).toEqual(["Alex's Own Plumbing", "Drip Stoppers", "Pipeworks"]);
  });

  it("saves and adds in one call: the provider is on the project and on the user's list", async () => {
    const res = await owner.request({
      method: "POST",
      url: `/api/projects/${projectId}/providers`,
      payload: { providerId: ids.theirPlumber },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ providerId: ids.theirPlumber, status: "contacted" });
    const mine = await list("/api/providers/saved?category=Plumber");
    expect(mine.items.map((p) => p.name).sort()).toEqual(["Alex's Own Plumbing", "Pipeworks"]);
    const directory = await list("/api/providers?category=Plumber&order=trust&exclude=do-not-hire&limit=5");
    expect(directory.items.every((p) => p.isSaved)).toBe(true);
    // The neighbour's list is untouched.
    const theirs = await neighbour.request({ method: "GET", url: "/api/providers/saved?category=Plumber" });
    expect(
      theirs
        .json<ProviderListItem[]>()
        .map((p) => p.name)
        .sort(),
    ).toEqual(["Flood Makers", "Pipeworks"]);
  });
});
