import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions, userCredentials } from "../../server/db/schema";
import { buildTestApp, createUser, sessionCookie, TEST_PASSWORD, uniqueEmail, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: { perIp: 1000, perEmail: 3, windowSeconds: 900 } });
});
afterAll(() => t.close());

const register = (email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email, password }, headers });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, headers });

describe("register", () => {
  it("creates the account, signs in and returns the user fields", async () => {
    const email = uniqueEmail();
    const res = await register(email.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      email,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      phone: null,
      homeAddress: null,
      isProfileComplete: false,
      theme: "system",
      languageChoice: null,
      language: "en",
      phoneRegion: "US",
      phoneRegionChoice: null,
      currency: "USD",
    });
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
    expect(me.body).not.toContain("passwordHash");
  });

  it("stores a scrypt hash, never the password", async () => {
    const res = await register(uniqueEmail());
    const [row] = await t.db.select().from(userCredentials).where(eq(userCredentials.userId, res.json().id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it("refuses an e-mail that is taken, whatever its case", async () => {
    const email = uniqueEmail();
    expect((await register(email)).statusCode).toBe(201);
    const again = await register(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "EMAIL_TAKEN",
      message: "An account with this e-mail already exists. Sign in instead.",
    });
  });

  it("refuses a password under 8 characters and a bad e-mail with clear messages", async () => {
    const short = await register(uniqueEmail(), "1234567");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Password must be at least 8 characters");
    const bad = await register("not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please enter a valid e-mail address");
    const empty = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["email", "password"]);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", message: "Request body is not valid JSON" });
  });
});

describe("login", () => {
  it("signs in with the right password and rotates the session", async () => {
    const email = uniqueEmail();
    const first = sessionCookie(await register(email));
    const res = await login(email, TEST_PASSWORD, { cookie: first });
    expect(res.statusCode).toBe(200);
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    // The old session id no longer works.
    const old = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: second } });
    expect(fresh.json().email).toBe(email);
  });

  it("refuses a wrong password and an unknown e-mail the same way", async () => {
    const email = uniqueEmail();
    await register(email);
    const wrong = await login(email, "wrong password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "WRONG_CREDENTIALS", message: "Wrong e-mail or password." });
    expect(wrong.cookies.find((c) => c.name === "vowch.sid")).toBeUndefined();
    const unknown = await login(uniqueEmail(), TEST_PASSWORD);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: "WRONG_CREDENTIALS", message: "Wrong e-mail or password." });
  });

  it("limits attempts per e-mail with 429", async () => {
    const email = uniqueEmail();
    await register(email); // 1 hit of this e-mail's budget of 3
    expect((await login(email, "wrong one")).statusCode).toBe(401);
    expect((await login(email, "wrong two")).statusCode).toBe(401);
    const limited = await login(email, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("Too many sign-in attempts. Please wait a few minutes and try again.");
    // Another e-mail is not affected.
    const other = uniqueEmail();
    expect((await register(other)).statusCode).toBe(201);
  });
});

describe("rate limit per IP", () => {
  it("limits attempts from one address across e-mails", async () => {
    const strict = await buildTestApp({ rateLimit: { perIp: 2, perEmail: 100, windowSeconds: 900 } });
    try {
      const attempt = () =>
        strict.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: uniqueEmail(), password: "whatever1" } });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
      const elsewhere = await strict.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: uniqueEmail(), password: "whatever1" },
        remoteAddress: "10.1.2.3",
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, signed, path /, 7 days, not Secure over plain HTTP", async () => {
    const res = await register(uniqueEmail());
    const cookie = res.cookies.find((c) => c.name === "vowch.sid")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.path).toBe("/");
    expect(cookie.maxAge).toBe(7 * 24 * 60 * 60);
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toContain("."); // signature
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, cookie.value.split(".")[0]!));
    const days = (row!.expire.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("is Secure behind an HTTPS proxy", async () => {
    const proxied = await buildTestApp({ trustProxy: ["127.0.0.1"] });
    try {
      const res = await proxied.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: uniqueEmail(), password: TEST_PASSWORD },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === "vowch.sid")!.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it("refuses a tampered cookie", async () => {
    const cookie = sessionCookie(await register(uniqueEmail()));
    const tampered = cookie.slice(0, -2) + (cookie.endsWith("A") ? "BB" : "AA");
    const res = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: tampered } });
    expect(res.statusCode).toBe(401);
  });

  it("refuses an expired session", async () => {
    const res = await register(uniqueEmail());
    const sid = res.cookies.find((c) => c.name === "vowch.sid")!.value.split(".")[0]!;
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, sid));
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(401);
  });
});

describe("logout", () => {
  it("ends the session, clears the cookie and goes back to /", async () => {
    const alice = await createUser(t.app);
    const res = await alice.request({ method: "GET", url: "/api/logout" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const cleared = res.cookies.find((c) => c.name === "vowch.sid")!;
    expect(cleared.value).toBe("");
    const me = await alice.request({ method: "GET", url: "/api/auth/user" });
    expect(me.statusCode).toBe(401);
  });
});

describe("signed-out visitors", () => {
  it("get 401 {message: Unauthorized} from protected routes", async () => {
    for (const [method, url] of [
      ["GET", "/api/auth/user"],
      ["POST", "/api/auth/complete-profile"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
    }
  });

  it("get a JSON 404 for unknown API routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "Not found" });
  });
});

describe("complete-profile", () => {
  it("requires each field with the spec's message", async () => {
    const bob = await createUser(t.app, { profile: false });
    const cases: [Record<string, string>, string][] = [
      [{ lastName: "B", phone: "1", homeAddress: "x" }, "First name is required"],
      [{ firstName: "   ", lastName: "B", phone: "1", homeAddress: "x" }, "First name is required"],
      [{ firstName: "A", phone: "1", homeAddress: "x" }, "Last name is required"],
      [{ firstName: "A", lastName: "B", phone: "", homeAddress: "x" }, "Phone number is required"],
      [{ firstName: "A", lastName: "B", phone: "1" }, "Home address is required"],
    ];
    for (const [payload, message] of cases) {
      const res = await bob.request({ method: "POST", url: "/api/auth/complete-profile", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const me = await bob.request({ method: "GET", url: "/api/auth/user" });
    expect(me.json().isProfileComplete).toBe(false);
  });

  it("saves the profile (no format checks) and marks it complete", async () => {
    const carol = await createUser(t.app, { profile: false });
    const res = await carol.request({
      method: "POST",
      url: "/api/auth/complete-profile",
      payload: { firstName: " Carol ", lastName: "Ng", phone: "call me maybe", homeAddress: "1 Main St" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: "Carol", lastName: "Ng", phone: "call me maybe", isProfileComplete: true });
  });
});

describe("security", () => {
  it("refuses cross-origin state changes", async () => {
    const res = await register(uniqueEmail(), TEST_PASSWORD, { origin: "https://evil.example", host: "localhost:80" });
    expect(res.statusCode).toBe(403);
    const site = await register(uniqueEmail(), TEST_PASSWORD, { "sec-fetch-site": "cross-site" });
    expect(site.statusCode).toBe(403);
    const same = await register(uniqueEmail(), TEST_PASSWORD, { origin: "http://localhost:80", host: "localhost:80" });
    expect(same.statusCode).toBe(201);
  });

  it("answers /healthz and sends security headers and a request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-request-id"]).toEqual(expect.any(String));
  });
});
