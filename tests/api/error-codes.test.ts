// Every error answer carries a code from common/error-codes.ts, except the signed-out 401.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../common/error-codes";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app, { profile: { firstName: "Cody", lastName: "Codes" } });
});
afterAll(() => t.close());

describe("error codes", () => {
  it("answers an unknown provider with 404 NOT_FOUND", async () => {
    const res = await user.request({ method: "GET", url: "/api/providers/00000000-0000-4000-8000-000000000000" });
    expect(res.statusCode).toBe(ERROR_CODES.NOT_FOUND);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "Provider not found" });
  });

  it("answers saving a provider twice with 409 PROVIDER_ALREADY_SAVED", async () => {
    const created = await user.request({
      method: "POST",
      url: "/api/providers",
      payload: { name: "Twice Co", category: "Plumber" },
    });
    const id = created.json().id as string;
    const res = await user.request({
      method: "POST",
      url: "/api/providers/save-contact-provider",
      payload: { contactProvider: { id } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "PROVIDER_ALREADY_SAVED",
      message: "This provider already exists in your provider list.",
    });
  });

  it("answers invalid input with 400 VALIDATION_FAILED and the field errors", async () => {
    const res = await user.request({ method: "POST", url: "/api/providers", payload: { category: "Plumber" } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(typeof body.message).toBe("string");
    expect(body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: expect.any(String), message: expect.any(String) })]),
    );
  });

  it("answers a signed-out call with exactly 401 {message: Unauthorized}, no code", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/providers" });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('{"message":"Unauthorized"}');
  });
});
