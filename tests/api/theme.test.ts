// Profile's Appearance: the account keeps its look (system, light or dark) for every device; the
// signed-in user's answer carries it; anything else is refused with a clear message.
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

it("starts with the system's look, keeps a choice, and answers it with the signed-in user", async () => {
  const user = await createUser(t.app);
  const me = async () => (await user.request({ method: "GET", url: "/api/auth/user" })).json<{ theme: string }>().theme;
  expect(await me()).toBe("system");
  for (const theme of ["dark", "light", "system"]) {
    const res = await user.request({ method: "PUT", url: "/api/account/theme", payload: { theme } });
    expect(res.statusCode, res.body).toBe(204);
    expect(await me()).toBe(theme);
  }
});

it("refuses another value with 400 and a clear message, and keeps the stored one", async () => {
  const user = await createUser(t.app);
  await user.request({ method: "PUT", url: "/api/account/theme", payload: { theme: "dark" } });
  for (const payload of [{ theme: "sepia" }, { theme: 1 }, {}, { theme: "DARK" }]) {
    const res = await user.request({ method: "PUT", url: "/api/account/theme", payload });
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json<{ message: string }>().message).toBe("Theme must be system, light or dark");
  }
  const me = await user.request({ method: "GET", url: "/api/auth/user" });
  expect(me.json<{ theme: string }>().theme).toBe("dark");
});

it("answers 401 signed out", async () => {
  const res = await t.app.inject({ method: "PUT", url: "/api/account/theme", payload: { theme: "dark" } });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: "Unauthorized" });
});
