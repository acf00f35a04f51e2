// GET /api/logout is a browser navigation (the spec's calls): a link on another site must not end the session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("GET /api/logout", () => {
  it.each(["cross-site", "same-site"])("keeps the session on a %s navigation and goes to /", async (site) => {
    const alice = await createUser(t.app);
    const res = await alice.request({ method: "GET", url: "/api/logout", headers: { "sec-fetch-site": site } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect(res.cookies.find((c) => c.name === "vowch.sid")).toBeUndefined();
    const me = await alice.request({ method: "GET", url: "/api/auth/user" });
    expect(me.statusCode).toBe(200);
  });

  it.each(["same-origin", "none", undefined])("ends the session when Sec-Fetch-Site is %s", async (site) => {
    const alice = await createUser(t.app);
    const res = await alice.request({ method: "GET", url: "/api/logout", headers: site ? { "sec-fetch-site": site } : {} });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const me = await alice.request({ method: "GET", url: "/api/auth/user" });
    expect(me.statusCode).toBe(401);
  });

  it("leaves POST /api/auth/logout as it is", async () => {
    const alice = await createUser(t.app);
    const res = await alice.request({ method: "POST", url: "/api/auth/logout", headers: { "sec-fetch-site": "same-origin" } });
    expect(res.statusCode).toBe(204);
    const me = await alice.request({ method: "GET", url: "/api/auth/user" });
    expect(me.statusCode).toBe(401);
  });
});
