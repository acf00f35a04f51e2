import { describe, expect, it } from "vitest";
import { APP_ROUTE_PATTERNS, isAppRoute } from "./app-routes";

describe("isAppRoute (the spec's screens: route table)", () => {
  it("knows every screen, with or without a trailing slash", () => {
    for (const path of [
      "/",
      "/complete-profile",
      "/projects",
      "/projects/",
      "/projects/3f2a",
      "/providers",
      "/providers/3f2a",
      "/contacts",
      "/contacts/projects",
      "/contacts/3f2a/projects",
      "/requests",
      "/profile",
      "/profile/privacy",
      "/contacts/book",
      "/notifications",
      "/money",
      "/household/join",
      "/home",
      "/home/items",
      "/home/who-to-call",
      "/forgot-password",
      "/reset-password",
      "/unsubscribe",
      "/verify-email",
      "/finish-signup",
      "/r/AbCdEfGhIjKlMnOpQrStUvWxYz012345",
    ])
      expect(isAppRoute(path), path).toBe(true);
    expect(APP_ROUTE_PATTERNS).toHaveLength(25);
  });

  it("refuses every other path", () => {
    for (const path of ["/nope", "/projects/1/2", "/contacts/a/b/projects", "/requestsx", "/profile/me", "//"])
      expect(isAppRoute(path), path).toBe(false);
  });
});
