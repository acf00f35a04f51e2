import { describe, expect, it } from "vitest";
import { mergeBrowse, providerDetailsText, websiteHref } from "./merge";
import { makeProvider } from "./test-fixtures";

describe("mergeBrowse (spec §2 Browse tab)", () => {
  it("merges by id, friend-recommended first, then newest first", () => {
    const old = makeProvider({ id: "old", createdAt: "2026-01-01T00:00:00Z" });
    const newest = makeProvider({ id: "newest", createdAt: "2026-11-01T00:00:00Z" });
    const savedOnly = makeProvider({ id: "saved", createdAt: "2026-06-01T00:00:00Z", isSaved: true });
    const friendOld = makeProvider({ id: "friend-old", createdAt: "2025-01-01T00:00:00Z" });
    const recommended = makeProvider({ id: "rec", createdAt: "2025-06-01T00:00:00Z", recommendationCount: 1 });
    const merged = mergeBrowse([old, newest, recommended], [savedOnly, old], [friendOld]);
    expect(merged.map((p) => p.id)).toEqual(["rec", "friend-old", "newest", "saved", "old"]);
  });

  it("copes with lists still loading", () => {
    expect(mergeBrowse(undefined, undefined, undefined)).toEqual([]);
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
