import { afterEach, describe, expect, it } from "vitest";
import { safeReturnPath } from "./paths";
import { forgetReturnPath, offeredReturnPath, offerReturnPathOnHome, waitingHouseholdJoin } from "./return-offer";
import { rememberReturnPath, takeReturnPath } from "./return-to";

afterEach(() => sessionStorage.clear());

describe("safeReturnPath", () => {
  it("keeps same-origin app paths with their query", () => {
    expect(safeReturnPath("/providers/0b7c9a4e-5d1f-4c2a-9e8b-1a2b3c4d5e6f")).toBe(
      "/providers/0b7c9a4e-5d1f-4c2a-9e8b-1a2b3c4d5e6f",
    );
    expect(safeReturnPath("/contacts/projects?contactId=abc")).toBe("/contacts/projects?contactId=abc");
  });

  it.each([
    "//evil.example",
    "//evil.example/providers/1",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/providers/1",
    "javascript:alert(1)",
    "providers/1",
    "/api/login",
    "/api/logout",
    "/api",
    "/\tevil",
    "/%0a",
    "",
    null,
    undefined,
  ])("refuses %s", (value) => {
    expect(safeReturnPath(value === "/%0a" ? "/\n" : value)).toBe("/");
  });
});

describe("the remembered path", () => {
  it("is taken once after sign-in", () => {
    rememberReturnPath("/providers/p1");
    expect(takeReturnPath()).toBe("/providers/p1");
    expect(takeReturnPath()).toBeNull();
  });

  it("is never another site, the API or Home", () => {
    for (const path of ["//evil.example", "https://evil.example/", "/api/logout", "/"]) {
      rememberReturnPath(path);
      expect(takeReturnPath()).toBeNull();
    }
  });

  it("is ignored when the stored value was tampered with", () => {
    sessionStorage.setItem("vowch.returnTo", JSON.stringify({ path: "//evil.example", mode: "go" }));
    expect(takeReturnPath()).toBeNull();
    sessionStorage.setItem("vowch.returnTo", "not json");
    expect(takeReturnPath()).toBeNull();
  });

  it("after a completed profile is offered on Home instead of taken, until forgotten", () => {
    rememberReturnPath("/providers/p1");
    offerReturnPathOnHome();
    expect(takeReturnPath()).toBeNull();
    expect(offeredReturnPath()).toBe("/providers/p1");
    forgetReturnPath();
    expect(offeredReturnPath()).toBeNull();
  });

  it("names a household link waiting, with its token, only for the household's join sheet", () => {
    rememberReturnPath("/household/join#token=abc_DEF-123");
    expect(waitingHouseholdJoin()).toBe("/household/join#token=abc_DEF-123");
    offerReturnPathOnHome();
    expect(waitingHouseholdJoin()).toBe("/household/join#token=abc_DEF-123");
    for (const path of ["/providers/p1", "/household/joined#token=x", "/household/join"]) {
      rememberReturnPath(path);
      expect(waitingHouseholdJoin()).toBeNull();
    }
    forgetReturnPath();
    expect(waitingHouseholdJoin()).toBeNull();
  });
});
