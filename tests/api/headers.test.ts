// Caching and transport headers: API JSON is never stored; HSTS only over HTTPS.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ trustProxy: ["127.0.0.1"] });
});
afterAll(() => t.close());

describe("response headers", () => {
  it("marks signed-in JSON answers (and their errors) no-store", async () => {
    const alice = await createUser(t.app);
    for (const url of ["/api/auth/user", "/api/projects", "/api/projects/00000000-0000-4000-8000-000000000000"]) {
      const res = await alice.request({ method: "GET", url });
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("sends HSTS over HTTPS only", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const secure = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
