import { describe, expect, it } from "vitest";
import { friendLink, friendProject } from "@/test/friend-fixtures";
import { friendProjectStatusLabel, friendProviders } from "./friend-providers";
import { askMessage, referenceRequestMessage, referralMailto } from "@/features/friends/lib/messages";

describe("friendProviders (the spec's states and transitions)", () => {
  it("hired on any project wins; hired first, then rating descending", () => {
    const list = friendProviders([
      friendProject("1", [friendLink("a", "3.0")], [friendLink("b", "5.0", "quoted"), friendLink("c", "4.0", "quoted")]),
      friendProject("2", [friendLink("c", "4.0")], [friendLink("a", "3.0", "quoted")]),
    ]);
    expect(list.map((e) => [e.provider.id, e.hired, e.projects.map((p) => p.id)])).toEqual([
      ["c", true, ["1", "2"]],
      ["a", true, ["1", "2"]],
      ["b", false, ["1"]],
    ]);
  });
  it("labels a friend's project Active for active and raw otherwise", () => {
    expect(friendProjectStatusLabel("active")).toBe("Active");
    expect(friendProjectStatusLabel("on_hold")).toBe("on_hold");
  });
});

describe("prepared messages", () => {
  it("Ask names the friend, the provider and the project", () => {
    const text = askMessage({
      friend: { firstName: "Ann", lastName: "Lee" },
      providerName: "Paint Pros",
      projectTitle: "Kitchen",
    });
    expect(text).toContain("Hi Ann!");
    expect(text).toContain("Paint Pros");
    expect(text).toContain('"Kitchen"');
  });
  it("the referral mail is an encoded mailto naming the friend", () => {
    const url = referralMailto({
      friend: { firstName: "Ann", lastName: "Lee" },
      providerName: "Paint & Co",
      providerEmail: "a@b.test",
      projectTitle: null,
    });
    expect(url.startsWith("mailto:a@b.test?subject=Referral%20from%20Ann%20Lee&body=")).toBe(true);
    expect(decodeURIComponent(url.split("body=")[1]!)).toContain("Hi Paint & Co,");
  });
  it("the reference request names the requester and the details given", () => {
    const text = referenceRequestMessage({
      request: { title: "Fix my roof", category: "General Contractor", location: "Uptown", budgetRange: null, timeline: null },
      from: { firstName: "Ben", lastName: "Ortiz" },
    });
    expect(text).toBe(
      'Ben Ortiz is looking for a General Contractor provider on Vowch:\n"Fix my roof"\nLocation: Uptown\nKnow someone you trust? Let them know!',
    );
  });
});
