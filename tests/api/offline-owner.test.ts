// Whose answer it is: every API answer to a signed-in request names its user, so the service
// worker keeps an offline copy only for that user (scripts/build/offline-owner.ts); an answer to a
// signed-out request, or after the session has ended, names nobody.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_TAG_HEADER } from "../../common/offline";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the user an API answer was made for", () => {
  it("names the signed-in user on every answer, errors included", async () => {
    const alice = await createUser(t.app);
    const bob = await createUser(t.app);
    for (const url of [
      "/api/auth/user",
      "/api/projects",
      "/api/projects/00000000-0000-4000-8000-000000000000",
      "/api/nothing-here",
    ]) {
      expect((await alice.request({ method: "GET", url })).headers[USER_TAG_HEADER], url).toBe(alice.user.id);
      expect((await bob.request({ method: "GET", url })).headers[USER_TAG_HEADER], url).toBe(bob.user.id);
    }
  });

  it("names nobody when nobody is signed in, or once the session has ended", async () => {
    const signedOut = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers[USER_TAG_HEADER]).toBeUndefined();

    const carol = await createUser(t.app);
    expect((await carol.request({ method: "POST", url: "/api/auth/logout" })).statusCode).toBeLessThan(300);
    const ended = await carol.request({ method: "GET", url: "/api/auth/user" });
    expect(ended.statusCode).toBe(401);
    expect(ended.headers[USER_TAG_HEADER]).toBeUndefined();
  });
});
