// "Bad input never hurts": every route, fed malformed params, queries and bodies, answers a 4xx
// JSON message — never a 500, never a stack trace — and a stranger's made-up ids give 404.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes, fillParams, type RouteRef } from "../support/routes";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let user: SignedInUser;
let routes: RouteRef[];

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app);
  routes = apiRoutes(t.routes);
});
afterAll(() => t.close());

const fill = fillParams;

const BODIES: { payload?: string; contentType?: string }[] = [
  {},
  { payload: "{}", contentType: "application/json" },
  { payload: "[]", contentType: "application/json" },
  { payload: '"text"', contentType: "application/json" },
  { payload: "{not json", contentType: "application/json" },
  {
    payload: JSON.stringify({
      title: 1,
      name: ["x"],
      rating: "ten",
      status: "nope",
      userId: "x",
      providerId: 5,
    }),
    contentType: "application/json",
  },
  {
    payload: JSON.stringify({
      title: "x".repeat(10_000),
      name: "y".repeat(10_000),
      rating: 99,
      budget: "-1e309",
    }),
    contentType: "application/json",
  },
  { payload: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
  {
    payload: "--x\r\nnot really multipart",
    contentType: "multipart/form-data; boundary=x",
  },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="status"\r\n\r\nquo\u0000ted\r\n--x--\r\n',
    contentType: "multipart/form-data; boundary=x",
  },
  {
    payload: JSON.stringify({
      title: "a\u0000b",
      name: "n\u0000",
      email: "x\u0000@y.z",
    }),
    contentType: "application/json",
  },
];

const QUERIES = [
  "",
  "?category=%00&search=%00",
  "?category=Plumber&search=%25_%5C%27&limit=-1&contactId=x&status=nope&year=20x5",
];

function assertClientError(res: { statusCode: number; body: string; headers: Record<string, unknown> }, label: string) {
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(String(res.headers["content-type"]), label).toContain("application/json");
    const body = JSON.parse(res.body) as { message?: unknown };
    expect(typeof body.message, label).toBe("string");
    expect(res.body, label).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  }
}

describe("every API route", () => {
  it("is found (the route list is not empty)", () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it("answers signed-out callers of protected routes with 401 Unauthorized", async () => {
    const open = new Set([
      "/api/auth/register",
      // The e-mailed sign-up link is its own key: it signs in.
      "/api/auth/register/finish",
      "/api/auth/login",
      // Signed-out by design: forgot password and the e-mails' unsubscribe links.
      "/api/auth/password-reset",
      "/api/auth/password-reset/check",
      "/api/auth/password-reset/confirm",
      "/api/notifications/unsubscribe",
      "/api/notifications/resubscribe",
      // An e-mail verification link may be opened on any device: the token is the only key.
      "/api/verification/email/confirm",
      // Signing in with a passkey starts signed out.
      "/api/auth/passkeys/authentication-options",
      "/api/auth/passkeys/sign-in",
      // A shared request's page and its suggestions: the link's token is the key, signed in or not.
      "/api/public/requests/:token",
      "/api/public/requests/:token/suggestions",
      // An invite link's page asks who invites: the token is the key.
      "/api/public/invites/:token",
    ]);
    for (const route of routes.filter((r) => !open.has(r.url))) {
      const res = await t.app.inject({
        method: route.method,
        url: fill(route.url, randomUUID()),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
    }
  });

  it("never fails with a 5xx on malformed ids, queries and bodies", async () => {
    for (const route of routes) {
      for (const id of ["not-a-uuid", randomUUID(), "%00", "1".repeat(300)]) {
        for (const body of route.method === "GET" || route.method === "DELETE" ? [{}] : BODIES) {
          for (const query of route.method === "GET" ? QUERIES : [""]) {
            const url = `${fill(route.url, id)}${query}`;
            const res = await user.request({
              method: route.method,
              url,
              payload: body.payload,
              headers: body.contentType ? { "content-type": body.contentType } : {},
            });
            assertClientError(res, `${route.method} ${url} ${body.payload?.slice(0, 40) ?? ""}`);
          }
        }
      }
    }
    // Every route × 4 ids × every body or query: thousands of requests, longer than one call's limit.
  }, 120_000);

  it("gives 404 for well-formed ids that belong to nobody", async () => {
    for (const route of routes.filter((r) => r.url.includes(":") && r.method === "GET")) {
      const res = await user.request({
        method: "GET",
        url: fill(route.url, randomUUID()),
      });
      expect(res.statusCode, `${route.url} ${res.body}`).toBe(404);
    }
  });
});
