import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage } from "@/lib/i18n";
import { screen } from "@testing-library/react";
import type { FriendListItem } from "@common/schemas/friends";
import { renderInApp } from "@/test/render";
import { FriendCard, friendCardInitials, friendCardName } from "./friend-card";

const base: FriendListItem = {
  id: "f1",
  email: "zoe@example.com",
  firstName: "Zoe",
  lastName: "Park",
  profileImageUrl: null,
  summary: { providerCount: 0, hiredCount: 0, categories: [] },
  isContact: false,
};

function renderCard(friend: FriendListItem) {
  return renderInApp(
    <ul>
      <FriendCard friend={friend} />
    </ul>,
    { path: "/contacts" },
  );
}

describe("friend card fallbacks (the spec's screens: Friends)", () => {
  it("names: full name, else e-mail, else Unknown User", () => {
    expect(friendCardName(base)).toBe("Zoe Park");
    expect(friendCardName({ ...base, firstName: null, lastName: null })).toBe("zoe@example.com");
    expect(friendCardName({ firstName: " ", lastName: null, email: null })).toBe("Unknown User");
  });
  it("avatar: initials, else first letter of the e-mail, else ?", () => {
    expect(friendCardInitials(base)).toBe("ZP");
    expect(friendCardInitials({ ...base, firstName: null, lastName: null })).toBe("Z");
    expect(friendCardInitials({ firstName: null, lastName: null, email: null })).toBe("?");
  });
});

describe("FriendCard summary", () => {
  it("says No providers yet and links to the friend's projects", () => {
    renderCard(base);
    expect(screen.getByText("No providers yet")).toBeTruthy();
    expect(screen.getByRole("link").getAttribute("href")).toBe("/contacts/f1/projects");
  });
  it("shows the count, hired count, at most 3 categories and +more over 3 providers", () => {
    renderCard({ ...base, summary: { providerCount: 5, hiredCount: 2, categories: ["HVAC", "Painter", "Plumber"] } });
    expect(screen.getByText(/5 providers/)).toBeTruthy();
    expect(screen.getByText("(2 hired)")).toBeTruthy();
    for (const c of ["HVAC", "Painter", "Plumber"]) expect(screen.getByText(c)).toBeTruthy();
    expect(screen.getByText("+more")).toBeTruthy();
  });
  it("uses the singular and no +more for one provider, no hired count when none", () => {
    renderCard({ ...base, summary: { providerCount: 1, hiredCount: 0, categories: ["Painter"] } });
    expect(screen.getByText("1 provider")).toBeTruthy();
    expect(screen.queryByText(/hired/)).toBeNull();
    expect(screen.queryByText("+more")).toBeNull();
  });
});

describe("FriendCard in German", () => {
  afterEach(() => applyLanguage("en"));
  it("counts providers and hires with German plurals; the name stays as typed", async () => {
    await applyLanguage("de");
    renderCard({ ...base, summary: { providerCount: 5, hiredCount: 1, categories: ["Painter"] } });
    expect(screen.getByText("Zoe Park")).toBeTruthy();
    expect(screen.getByText(/5 Anbieter/)).toBeTruthy();
    expect(screen.getByText("(1 beauftragt)")).toBeTruthy();
    expect(screen.getByText("+mehr")).toBeTruthy();
    expect(screen.queryByText(/providers|hired/)).toBeNull();
  });
});
