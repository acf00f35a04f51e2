import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage } from "@/lib/i18n";
import { screen, within } from "@testing-library/react";
import { renderInApp } from "@/test/render";
import type { AuthUser } from "@common/schemas/auth";
import type { FriendProviderRequest, MyProviderRequest, ProviderSuggestion } from "@common/schemas/requests";
import { authKeys } from "@/features/auth/api/auth";
import { FriendRequestCard } from "./friend-request-card";
import { MyRequestCard } from "./my-request-card";

const me: AuthUser = {
  id: "me",
  email: "me@x.test",
  firstName: "Ben",
  lastName: "Ortiz",
  profileImageUrl: null,
  phone: null,
  homeAddress: null,
  isProfileComplete: true,
  theme: "system",
  languageChoice: null,
  language: "en",
  phoneRegion: "US",
  phoneRegionChoice: null,
  currency: "USD",
};

const suggestion: ProviderSuggestion = {
  id: "s1",
  requestId: "r1",
  suggestingUserId: "ann",
  suggestingUser: { id: "ann", firstName: "Ann", lastName: "Lee" },
  guestName: null,
  providerId: "p1",
  providerName: "Paint Pros",
  providerCategory: "Painter",
  providerPhone: "415-555-0100",
  providerPhoneKey: "+14155550100",
  providerEmail: null,
  providerWebsite: null,
  comment: "Great",
  createdAt: "2024-03-05T12:00:00.000Z",
  vouchCount: 2,
  vouchedByMe: false,
  isSaved: false,
};

const request: MyProviderRequest = {
  id: "r1",
  userId: "me",
  title: "Painter for the hall",
  description: "Two walls",
  category: "Painter",
  location: "Riverside",
  budgetRange: "$500 - $800",
  timeline: null,
  status: "active",
  createdAt: "2024-03-05T12:00:00.000Z",
  updatedAt: "2024-03-05T12:00:00.000Z",
  suggestions: [suggestion],
  shareLink: null,
};

function renderUi(ui: React.ReactNode) {
  return renderInApp(<ul>{ui}</ul>, { seed: [[authKeys.user(), me]] });
}

describe("MyRequestCard (the spec's screens: Requests)", () => {
  it("shows the fields, Active badge, Created date and suggestions with Save", () => {
    renderUi(<MyRequestCard request={request} />);
    const card = screen.getByRole("article", { name: "Painter for the hall" });
    for (const text of ["Painter", "Active", "Two walls", "Riverside", "$500 - $800", "Created Mar 5, 2024"]) {
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    }
    const item = within(card).getByRole("article", { name: "Suggestion: Paint Pros" });
    expect(within(item).getByText(/Suggested by Ann Lee/)).toBeTruthy();
    expect(within(item).getByText("+2")).toBeTruthy();
    expect(within(item).getByRole("button", { name: "Save Provider Paint Pros" })).toBeTruthy();
    // The requester saves; +1 is for their other friends.
    expect(within(item).queryByRole("button", { name: "+1 Paint Pros" })).toBeNull();
    expect(within(card).getByRole("button", { name: "Mark Resolved" })).toBeTruthy();
  });
  it("shows Resolved and Saved states", () => {
    renderUi(<MyRequestCard request={{ ...request, status: "resolved", suggestions: [{ ...suggestion, isSaved: true }] }} />);
    expect(screen.getByText("Resolved")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Saved" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Reopen Request" })).toBeTruthy();
  });
});

describe("FriendRequestCard", () => {
  it("shows From first last, Suggest Provider, the copy button and +1 on others' suggestions", () => {
    const friendRequest: FriendProviderRequest = {
      ...request,
      userId: "cy",
      fromUser: { id: "cy", firstName: "Cy", lastName: "Park" },
    };
    renderUi(<FriendRequestCard request={friendRequest} />);
    expect(screen.getByText("From Cy Park")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Suggest Provider" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy reference request" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "+1 Paint Pros" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByRole("button", { name: "Save Provider Paint Pros" })).toBeNull();
  });
});

describe("MyRequestCard in German", () => {
  afterEach(() => applyLanguage("en"));
  it("shows its words in German, a plural count and the request as typed", async () => {
    await applyLanguage("de");
    renderUi(<MyRequestCard request={{ ...request, suggestions: [suggestion, { ...suggestion, id: "s2" }] }} />);
    const card = screen.getByRole("article", { name: "Painter for the hall" });
    expect(within(card).getByText("Aktiv")).toBeTruthy();
    expect(within(card).getByText("2 Vorschläge")).toBeTruthy();
    expect(within(card).getAllByText(/Vorgeschlagen von Ann Lee/)).toHaveLength(2);
    expect(within(card).getByText("Two walls")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Als erledigt markieren" })).toBeTruthy();
  });
});
