import { describe, expect, it } from "vitest";
import type { FriendProject, FriendProjectProvider } from "@common/schemas/friends";
import { friendProjectStatusLabel, friendProviders } from "./friend-providers";
import { askMessage, referenceRequestMessage, referralMailto } from "@/features/friends/lib/messages";

const link = (id: string, rating: string, status: FriendProjectProvider["status"] = "completed"): FriendProjectProvider => ({
  linkId: `l-${id}-${status}`,
  id,
  name: `Provider ${id}`,
  category: "Painter",
  phone: null,
  email: null,
  rating,
  reviewCount: 1,
  quoteAmount: null,
  finalAmount: null,
  currency: "USD",
  status,
  displayStatus: status,
  friendRating: null,
  friendReview: null,
  verifiedHire: false,
});

const project = (id: string, hired: FriendProjectProvider[], quoted: FriendProjectProvider[]): FriendProject => ({
  id,
  title: `Project ${id}`,
  amountsHidden: false,
  description: null,
  status: "planning",
  projectType: "one_time",
  recurringFrequency: null,
  budget: null,
  currency: "USD",
  startDate: null,
  endDate: null,
  category: null,
  createdAt: "2024-01-01T00:00:00.000Z",
  providers: { total: hired.length + quoted.length, hired, quoted },
});

describe("friendProviders (the spec's states and transitions)", () => {
  it("hired on any project wins; hired first, then rating descending", () => {
    const list = friendProviders([
      project("1", [link("a", "3.0")], [link("b", "5.0", "quoted"), link("c", "4.0", "quoted")]),
      project("2", [link("c", "4.0")], [link("a", "3.0", "quoted")]),
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
