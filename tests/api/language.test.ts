// Profile's language: the account keeps its choice (or null: the phone's) and the language in use,
// which its e-mails, pushes and calendar files speak. A refused value keeps the stored one, and
// the refusal's message carries its catalogue key for the client to translate.
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Me = { language: string; languageChoice: string | null };

it("follows the phone until Profile chooses, and answers both with the signed-in user", async () => {
  const user = await createUser(t.app);
  const me = async () => (await user.request({ method: "GET", url: "/api/auth/user" })).json<Me>();
  expect(await me()).toMatchObject({ language: "en", languageChoice: null });
  const put = async (payload: object) => {
    const res = await user.request({ method: "PUT", url: "/api/account/language", payload });
    expect(res.statusCode, res.body).toBe(204);
    return me();
  };
  expect(await put({ choice: null, phone: "de" })).toMatchObject({ language: "de", languageChoice: null });
  expect(await put({ choice: "es", phone: "de" })).toMatchObject({ language: "es", languageChoice: "es" });
  expect(await put({ choice: null, phone: "en" })).toMatchObject({ language: "en", languageChoice: null });
});

it("refuses another value with 400, a clear message and its key, and keeps the stored one", async () => {
  const user = await createUser(t.app);
  await user.request({ method: "PUT", url: "/api/account/language", payload: { choice: "de", phone: "en" } });
  let keyed = 0;
  for (const payload of [
    { choice: "fr", phone: "en" },
    { choice: null, phone: "EN" },
    { choice: "es" },
    {},
    { choice: 1, phone: "en" },
  ]) {
    const res = await user.request({ method: "PUT", url: "/api/account/language", payload });
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    const body = res.json<{ message: string; key?: string; errors?: Array<{ key?: string }> }>();
    expect(body.message, JSON.stringify(payload)).toMatch(/^(Language must be en, es or de|Invalid input.*)$/);
    if (body.message === "Language must be en, es or de") {
      expect(body.key).toBe("languageInvalid");
      expect(body.errors?.[0]?.key).toBe("languageInvalid");
      keyed++;
    }
  }
  expect(keyed).toBeGreaterThanOrEqual(2);
  const me = await user.request({ method: "GET", url: "/api/auth/user" });
  expect(me.json<Me>()).toMatchObject({ language: "de", languageChoice: "de" });
});

it("answers 401 signed out", async () => {
  const res = await t.app.inject({ method: "PUT", url: "/api/account/language", payload: { choice: null, phone: "en" } });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: "Unauthorized" });
});
