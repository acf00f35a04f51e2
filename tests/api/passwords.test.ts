// Sign-up refuses blank passwords and the 10,000 most common ones, with a clear message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
