import { describe, expect, it } from "vitest";
import { websiteHref } from "@common/website";
import { isFriendRecommended, providerDetailsText } from "./merge";
import { makeProvider } from "@/test/provider-fixtures";

describe("isFriendRecommended (the spec's screens: Browse)", () => {
  it("is true for a friend's recommendation or a friend's list entry", () => {
    expect(isFriendRecommended(makeProvider({}))).toBe(false);
    expect(isFriendRecommended(makeProvider({ recommendationCount: 1 }))).toBe(true);
    expect(isFriendRecommended(makeProvider({ friendMetadata: { count: 1, friends: [] } }))).toBe(true);
  });
});

describe("provider text helpers", () => {
  it("prepends https:// unless the website starts with http", () => {
    expect(websiteHref("joes.com")).toBe("https://joes.com");
    expect(websiteHref("http://joes.com")).toBe("http://joes.com");
  });
  it("builds the copied details", () => {
    expect(providerDetailsText(makeProvider({ phone: "555", email: "a@b.co" }))).toBe(
      "Ace Plumbing\nPlumber\nPhone: 555\nEmail: a@b.co",
    );
  });
});
