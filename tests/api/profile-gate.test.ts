// Until the profile is complete (the spec's roles and permissions) every community call answers 403; the account's own
// calls (current user, complete-profile, sign-in and sign-out) still work.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes, fillParams, type RouteRef } from "../support/routes";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
let routes: RouteRef[];
const OWN_CALLS = new Set([
  "/api/auth/user",
  "/api/auth/complete-profile",
  "/api/auth/register",
  "/api/auth/register/finish",
  "/api/auth/login",
  // Signed-out calls: forgot password and the e-mails' unsubscribe links.
  "/api/auth/password-reset",
  "/api/auth/password-reset/check",
  "/api/auth/password-reset/confirm",
  "/api/notifications/unsubscribe",
  "/api/notifications/resubscribe",
  // The account's own: its passkeys, its data and leaving (a profile edit is a community call).
  "/api/auth/passkeys/authentication-options",
  "/api/auth/passkeys/sign-in",
  "/api/auth/passkeys/registration-options",
  "/api/auth/passkeys",
  "/api/auth/passkeys/:id",
  "/api/account",
  "/api/account/confirm-options",
  "/api/account/theme",
  "/api/account/language",
  "/api/account/currency",
  "/api/account/phone-region",
  "/api/export",
  // Proving the account's own e-mail and phone, and the e-mailed link (signed in or not).
  "/api/verification",
  "/api/verification/email",
  "/api/verification/email/confirm",
  "/api/verification/phone",
  "/api/verification/phone/confirm",
  // Pages for anyone holding a link, signed in or not: the link is the key, not the profile.
  "/api/public/requests/:token",
  "/api/public/requests/:token/suggestions",
  "/api/public/invites/:token",
]);

beforeAll(async () => {
  t = await buildTestApp();
  routes = apiRoutes(t.routes).filter((r) => !OWN_CALLS.has(r.url));
});
afterAll(() => t.close());

describe("an incomplete profile", () => {
  it("gets 403 'Complete your profile first' from every community call", async () => {
    const newcomer = await createUser(t.app, { profile: false });
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const res = await newcomer.request({
        method: route.method,
        url: fillParams(route.url, randomUUID()),
        payload: route.method === "GET" ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: "PROFILE_INCOMPLETE", message: "Complete your profile first" });
    }
  });

  it("still reaches its own calls, and everything once the profile is complete", async () => {
    const newcomer = await createUser(t.app, { profile: false });
    expect((await newcomer.request({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    expect((await newcomer.request({ method: "GET", url: "/api/users/all?search=example.com" })).statusCode).toBe(403);
    const done = await newcomer.request({
      method: "POST",
      url: "/api/auth/complete-profile",
      payload: { firstName: "New", lastName: "Comer", phone: "415 555 0199", homeAddress: "9 Elm St" },
    });
    expect(done.statusCode).toBe(200);
    expect((await newcomer.request({ method: "GET", url: "/api/users/all?search=example.com" })).statusCode).toBe(200);
    expect((await newcomer.request({ method: "POST", url: "/api/projects", payload: { title: "First" } })).statusCode).toBe(201);
  });
});
