import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let viewer: SignedInUser;
let maria: SignedInUser;
let incomplete: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createUser(t.app, { profile: { firstName: "Viewer", lastName: "Person" } });
  maria = await createUser(t.app, { profile: { firstName: "María", lastName: "O'Neil", phone: "+1 (555) 777-1234" } });
  await createUser(t.app, { profile: { firstName: "Bob", lastName: "Stone", phone: "555 100" } });
  incomplete = await createUser(t.app, { profile: false });
});
afterAll(() => t.close());

describe("GET /api/users/all", () => {
  it("lists other users with completed profiles and no private fields", async () => {
    // Every test account's e-mail is at example.com: a search that finds everyone.
    const res = await viewer.request({ method: "GET", url: "/api/users/all?search=example.com" });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: string }[]>();
    const ids = list.map((u) => u.id);
    expect(ids).toContain(maria.user.id);
    expect(ids).not.toContain(viewer.user.id);
    expect(ids).not.toContain(incomplete.user.id);
    // The phone stays private (e-mail and phone only where a screen uses them).
    expect(Object.keys(list[0]!).sort()).toEqual(["email", "firstName", "id", "isContact", "lastName", "profileImageUrl"]);
    expect(res.body).not.toMatch(/password|homeAddress|Token/);
  });

  it("searches names, e-mail and phone case-insensitively", async () => {
    const search = async (term: string) =>
      (await viewer.request({ method: "GET", url: `/api/users/all?search=${encodeURIComponent(term)}` }))
        .json<{ id: string }[]>()
        .map((u) => u.id);
    expect(await search("marÍa o'")).toEqual([maria.user.id]);
    expect(await search(maria.user.email!.slice(0, 12).toUpperCase())).toEqual([maria.user.id]);
    expect(await search("777-12")).toEqual([maria.user.id]);
    expect(await search("%%%")).toEqual([]);
  });

  it("validates the query and needs a session", async () => {
    expect((await viewer.request({ method: "GET", url: "/api/users/all?search=mar&limit=0" })).statusCode).toBe(400);
    // The search's 3-character minimum holds on the server too (the spec's validation rules).
    for (const url of [
      "/api/users/all",
      "/api/users/all?search=",
      "/api/users/all?search=ma",
      "/api/users/all?search=%20%20ma%20",
    ]) {
      const short = await viewer.request({ method: "GET", url });
      expect(short.statusCode, url).toBe(400);
      expect(short.json()).toMatchObject({ code: "VALIDATION_FAILED", message: "Type at least 3 characters to search" });
    }
    const anon = await t.app.inject({ method: "GET", url: "/api/users/all" });
    expect(anon.statusCode).toBe(401);
  });
});
