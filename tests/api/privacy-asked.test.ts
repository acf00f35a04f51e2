// Privacy asked, not assumed: after the first completed job the app asks once who sees the
// account's projects and amounts. The account records that it was asked (POST /api/privacy/asked,
// "Not now" too) and the signed-in user's answer says when (absent until then), so the question never comes back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../common/schemas/auth";
import { users } from "../../server/db/schema";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/privacy/asked", () => {
  it("records once that the account was asked, and the signed-in user's answer says so", async () => {
    const ann = await createUser(t.app, { profile: { firstName: "Ann" } });
    const bob = await createUser(t.app, { profile: { firstName: "Bob" } });
    const me = async (u: typeof ann) => (await u.request({ method: "GET", url: "/api/auth/user" })).json<AuthUser>();

    expect("privacyAskedAt" in (await me(ann))).toBe(false);

    const res = await ann.request({ method: "POST", url: "/api/privacy/asked" });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    const first = (await me(ann)).privacyAskedAt;
    expect(Number.isNaN(Date.parse(first ?? ""))).toBe(false);

    // Asked once: a second answer keeps the first time.
    expect((await ann.request({ method: "POST", url: "/api/privacy/asked", payload: {} })).statusCode).toBe(204);
    expect((await me(ann)).privacyAskedAt).toBe(first);

    // Only the caller's own account is marked, and the privacy settings stay the spec's defaults.
    expect("privacyAskedAt" in (await me(bob))).toBe(false);
    expect((await ann.request({ method: "GET", url: "/api/privacy" })).json()).toEqual({
      projects: "everyone",
      amounts: true,
      contactDetails: "everyone",
    });
    const [row] = await t.db.select({ at: users.privacyAskedAt }).from(users).where(eq(users.id, ann.user.id));
    expect(row!.at?.toISOString()).toBe(first);
  });

  it("answers 401 signed out and changes nothing", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/privacy/asked" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });
});
