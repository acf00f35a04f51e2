// The directory and personal lists: POST /api/providers, GET /api/providers(/saved)?category=&search=,
// GET /api/providers/{id}, PATCH, check-duplicates, and bad input.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Provider } from "../../common/schemas/providers";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let viewer: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createUser(t.app, { profile: { firstName: "Viewer", lastName: "One" } });
  other = await createUser(t.app, { profile: { firstName: "Olga", lastName: "Other" } });
});
afterAll(() => t.close());

async function create(user: SignedInUser, payload: Record<string, unknown>) {
  const res = await user.request({ method: "POST", url: "/api/providers", payload });
  return res;
}

async function countProviders(name: string): Promise<number> {
  const result = await t.db.execute(sql`select count(*)::int as n from providers where name = ${name}`);
  return Number((result as { rows: { n: number }[] }).rows[0]!.n);
}

describe("POST /api/providers", () => {
  it("creates the provider in the directory and puts it on the caller's list", async () => {
    const res = await create(viewer, {
      name: "  Ace Plumbing ",
      category: "Plumber",
      email: "Ace@Example.com",
      phone: "(555) 201-3000",
      website: "www.aceplumbing.com",
      description: "Fast and tidy",
      address: "",
    });
    expect(res.statusCode).toBe(201);
    const p = res.json<Provider>();
    expect(p).toMatchObject({
      name: "Ace Plumbing",
      category: "Plumber",
      email: "Ace@Example.com",
      phone: "(555) 201-3000",
      website: "www.aceplumbing.com",
      description: "Fast and tidy",
      address: null,
      rating: "0.0",
      reviewCount: 0,
      isSaved: true,
      isVouched: false,
      vouchCount: 0,
      userHired: false,
      recommendations: [],
    });
    expect(p.savedMetadata?.sourceType).toBe("user_added");
    expect(new Date(p.createdAt).getTime()).toBeGreaterThan(0);

    const saved = (await viewer.request({ method: "GET", url: "/api/providers/saved" })).json<Provider[]>();
    expect(saved.map((s) => s.id)).toContain(p.id);
    const othersSaved = (await other.request({ method: "GET", url: "/api/providers/saved" })).json<Provider[]>();
    expect(othersSaved.map((s) => s.id)).not.toContain(p.id);
  });

  it.each([
    [{ name: "", category: "Plumber" }, "Provider name is required"],
    [{ name: "x".repeat(256), category: "Plumber" }, "Name is too long"],
    [{ name: "Bad Cat", category: "" }, "Category is required"],
    [{ name: "Bad Cat", category: "Astronaut" }, "Please choose a category from the list"],
    [{ name: "Bad Mail", category: "Painter", email: "not-an-email" }, "Invalid email address"],
    [{ name: "Bad Site", category: "Painter", website: "not a site" }, "Invalid website URL"],
  ])("rejects %j with the spec message and writes nothing", async (payload, message) => {
    const before = await countProviders(payload.name);
    const res = await create(viewer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countProviders(payload.name)).toBe(before);
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/providers", payload: { name: "X", category: "Plumber" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/providers and /api/providers/saved filters", () => {
  let painter: Provider;
  let electrician: Provider;
  beforeAll(async () => {
    painter = (await create(other, { name: "Brush & Roll 100%", category: "Painter" })).json<Provider>();
    electrician = (await create(other, { name: "Volt Brothers", category: "Electrician" })).json<Provider>();
    await create(viewer, { name: "Viewer Volt", category: "Electrician" });
  });

  it("lists the whole directory newest first with category and search filters", async () => {
    const all = (await viewer.request({ method: "GET", url: "/api/providers" })).json<Provider[]>();
    const ids = all.map((p) => p.id);
    expect(ids).toContain(painter.id);
    expect(ids).toContain(electrician.id);
    const times = all.map((p) => new Date(p.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const electricians = (await viewer.request({ method: "GET", url: "/api/providers?category=Electrician" })).json<Provider[]>();
    expect(electricians.every((p) => p.category === "Electrician")).toBe(true);
    expect(electricians.map((p) => p.name).sort()).toEqual(["Viewer Volt", "Volt Brothers"]);

    const allCategory = (await viewer.request({ method: "GET", url: "/api/providers?category=all" })).json<Provider[]>();
    expect(allCategory.length).toBe(all.length);

    const search = (await viewer.request({ method: "GET", url: "/api/providers?search=volt%20b" })).json<Provider[]>();
    expect(search.map((p) => p.name)).toEqual(["Volt Brothers"]);
    const percent = (await viewer.request({ method: "GET", url: `/api/providers?search=${encodeURIComponent("100%")}` })).json<
      Provider[]
    >();
    expect(percent.map((p) => p.name)).toEqual(["Brush & Roll 100%"]);
    // "%" and "_" are literal characters, not wildcards.
    expect(
      (await viewer.request({ method: "GET", url: "/api/providers?search=%25" })).json<Provider[]>().map((p) => p.name),
    ).toEqual(["Brush & Roll 100%"]);
    expect((await viewer.request({ method: "GET", url: "/api/providers?search=V_lt" })).json<Provider[]>().length).toBe(0);
  });

  it("filters the caller's own list and marks per-viewer fields for each viewer", async () => {
    const mine = (await viewer.request({ method: "GET", url: "/api/providers/saved?category=Electrician&search=volt" })).json<
      Provider[]
    >();
    expect(mine.map((p) => p.name)).toEqual(["Viewer Volt"]);
    expect(mine[0]!.isSaved).toBe(true);

    const asViewer = (await viewer.request({ method: "GET", url: `/api/providers/${electrician.id}` })).json<Provider>();
    const asOther = (await other.request({ method: "GET", url: `/api/providers/${electrician.id}` })).json<Provider>();
    expect(asViewer.isSaved).toBe(false);
    expect(asViewer.savedMetadata).toBeNull();
    // The other user is the viewer's friend: their list entry shows up as friend metadata.
    expect(asViewer.friendMetadata?.count).toBe(1);
    expect(asViewer.friendMetadata?.friends[0]).toMatchObject({ id: other.user.id, firstName: "Olga" });
    expect(asOther.isSaved).toBe(true);
    expect(asOther.friendMetadata).toBeNull();
  });
});

describe("GET /api/providers/{id}", () => {
  it("returns 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await viewer.request({ method: "GET", url: "/api/providers/00000000-0000-4000-8000-000000000000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Provider not found");
    expect((await viewer.request({ method: "GET", url: "/api/providers/nope" })).statusCode).toBe(400);
  });
});

describe("PATCH /api/providers/{id}", () => {
  it("updates fields, clears emptied ones and validates like the form", async () => {
    const p = (await create(viewer, { name: "Edit Me", category: "Carpenter", phone: "555 000 1111" })).json<Provider>();
    const res = await other.request({
      method: "PATCH",
      url: `/api/providers/${p.id}`,
      payload: {
        name: "Edited",
        category: "Fencing",
        email: "e@x.io",
        phone: "",
        website: "https://edited.io/about",
        address: "1 Way",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Edited",
      category: "Fencing",
      email: "e@x.io",
      phone: null,
      website: "https://edited.io/about",
      address: "1 Way",
    });

    const bad = await viewer.request({ method: "PATCH", url: `/api/providers/${p.id}`, payload: { website: "nope nope" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Invalid website URL");
    const after = (await viewer.request({ method: "GET", url: `/api/providers/${p.id}` })).json<Provider>();
    expect(after.website).toBe("https://edited.io/about");

    const missing = await viewer.request({
      method: "PATCH",
      url: "/api/providers/00000000-0000-4000-8000-000000000000",
      payload: { name: "Z" },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("POST /api/providers/check-duplicates", () => {
  let original: Provider;
  beforeAll(async () => {
    original = (
      await create(other, {
        name: "Dup Original",
        category: "HVAC",
        email: "Cool@Air.COM",
        phone: "+1 (555) 777-8899",
        website: "https://www.coolair.com/home",
      })
    ).json<Provider>();
  });

  it.each([
    [{ email: "  cool@air.com " }],
    [{ phone: "555.777.8899" }],
    [{ phone: "15557778899" }],
    [{ website: "coolair.com" }],
    [{ website: "http://COOLAIR.com/contact?x=1" }],
  ])("matches differently formatted %j", async (body) => {
    const res = await viewer.request({ method: "POST", url: "/api/providers/check-duplicates", payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json<Provider[]>().map((p) => p.id)).toContain(original.id);
  });

  it.each([
    ["+1 (555) 301-0001", "0001"],
    ["555-301-0002", "0002"],
    ["1 555 301 0003", "0003"],
  ])("matches a phone saved as %s in every +1 variant (E.164 keys)", async (stored, line) => {
    const original = (await create(other, { name: `Phone ${line}`, category: "Plumber", phone: stored })).json<Provider>();
    for (const phone of [`+1 (555) 301-${line}`, `555-301-${line}`, `1 555 301 ${line}`]) {
      const res = await viewer.request({ method: "POST", url: "/api/providers/check-duplicates", payload: { phone } });
      expect(
        res.json<Provider[]>().map((p) => p.id),
        `${stored} vs ${phone}`,
      ).toContain(original.id);
    }
  });

  it("does not match unrelated or too-short values", async () => {
    for (const body of [{ email: "other@air.com" }, { phone: "777" }, { website: "coolair.org" }, {}]) {
      const res = await viewer.request({ method: "POST", url: "/api/providers/check-duplicates", payload: body });
      expect(res.json<Provider[]>().map((p) => p.id)).not.toContain(original.id);
    }
  });

  it("Merge Info fills the existing provider's blanks and adds it to the caller's list", async () => {
    const res = await create(viewer, {
      name: "Dup Copy",
      category: "HVAC",
      email: "different@air.com",
      description: "Great with heat pumps",
      address: "5 Vent Road",
      mergeIntoProviderId: original.id,
    });
    expect(res.statusCode).toBe(200);
    const merged = res.json<Provider>();
    expect(merged).toMatchObject({
      id: original.id,
      name: "Dup Original",
      email: "Cool@Air.COM",
      description: "Great with heat pumps",
      address: "5 Vent Road",
      isSaved: true,
    });
    expect(await countProviders("Dup Copy")).toBe(0);
  });
});
