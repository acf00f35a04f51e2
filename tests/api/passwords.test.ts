// Sign-up refuses blank passwords, one character repeated, the demo's published password and the
// 10,000 most common ones, with a clear message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PASSWORD_MESSAGE, REPEATED_CHARACTER_MESSAGE } from "../../common/schemas/auth";
import { userCredentials, users } from "../../server/db/schema";
import { hashPassword } from "../../server/features/auth/passwords";
import { buildTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: uniqueEmail(), password } });

describe("new passwords", () => {
  it.each(["12345678", "password", "PASSWORD", "qwertyuiop", "iloveyou"])("refuses the common password %s", async (password) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "This password is too common. Please choose a less predictable one." });
  });

  it("refuses a blank password of eight spaces", async () => {
    const res = await register("        ");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Password cannot be blank" });
  });

  it.each(["zzzzzzzzzzzz", "7777777777", "########"])("refuses the one character repeated %s", async (password) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: REPEATED_CHARACTER_MESSAGE,
      errors: [{ path: "password", message: REPEATED_CHARACTER_MESSAGE }],
    });
  });

  it("refuses the demo's published password at sign-up and at reset; a demo account still signs in with it", async () => {
    const res = await register(DEMO_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: DEMO_PASSWORD_MESSAGE,
      errors: [{ path: "password", message: DEMO_PASSWORD_MESSAGE }],
    });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token: "A".repeat(43), password: DEMO_PASSWORD },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ message: DEMO_PASSWORD_MESSAGE });
    // The demo seed stores it directly, and signing in never applies the new-password rules.
    const email = uniqueEmail("demo");
    const [user] = await t.db.insert(users).values({ email }).returning({ id: users.id });
    await t.db.insert(userCredentials).values({ userId: user!.id, passwordHash: await hashPassword(DEMO_PASSWORD) });
    const signedIn = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: DEMO_PASSWORD } });
    expect(signedIn.statusCode).toBe(200);
  });

  it("accepts an uncommon password", async () => {
    const res = await register(TEST_PASSWORD);
    expect(res.statusCode).toBe(201);
  });

  it("still signs in an account whose password predates the rule", async () => {
    // Sign-in never checks the list: refusing a stored password there would lock its owner out.
    const email = uniqueEmail();
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email, password: TEST_PASSWORD } })).statusCode,
    ).toBe(201);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
  });
});
