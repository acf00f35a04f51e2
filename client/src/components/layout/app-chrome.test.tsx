import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { AuthUser } from "@common/schemas/auth";
import { authKeys } from "@/features/auth/api/auth";
import { displayName, initials } from "@/lib/display-name";
import { applyLanguage } from "@/lib/i18n";
import { renderInApp } from "@/test/render";
import { AppHeader } from "./app-header";
import { BottomNav } from "./bottom-nav";

const baseUser: AuthUser = {
  id: "u1",
  email: "a@example.com",
  firstName: null,
  lastName: null,
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

// The header's bell asks for the unread count (and polls): the test's server knows three.
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      url === "/api/notifications/unread-count"
        ? Promise.resolve(new Response(JSON.stringify({ unread: 3 }), { status: 200 }))
        : Promise.reject(new Error(`unexpected call ${url}`)),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderWith(ui: React.ReactNode, { path = "/", user = baseUser }: { path?: string; user?: AuthUser | null } = {}) {
  return renderInApp(ui, { path, seed: [[authKeys.user(), user]] });
}

describe("display name and initials (the spec's screens)", () => {
  it("uses first + last, else first, else User", () => {
    expect(displayName({ firstName: "Ana", lastName: "Lopez" })).toBe("Ana Lopez");
    expect(displayName({ firstName: "Ana", lastName: null })).toBe("Ana");
    expect(displayName({ firstName: null, lastName: "Lopez" })).toBe("User");
    expect(displayName(null)).toBe("User");
  });
  it("takes at most two uppercase initials", () => {
    expect(initials("ana lopez")).toBe("AL");
    expect(initials("Mary Ann Smith")).toBe("MA");
    expect(initials("User")).toBe("U");
  });
  it("skips words that start with neither a letter nor a digit", () => {
    expect(initials("Johnson & Sons")).toBe("JS");
    expect(initials("& - Roofing + Co")).toBe("RC");
    expect(initials("24/7 Plumbing")).toBe("2P");
  });
});

describe("AppHeader", () => {
  it("shows the tagline and an initials avatar linking to /profile", async () => {
    renderWith(<AppHeader />, { user: { ...baseUser, firstName: "ana", lastName: "lopez" } });
    expect(screen.getByText("Who your friends recommend")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Profile of ana lopez" });
    expect(link.getAttribute("href")).toBe("/profile");
    // The initials are shown; the name comes from hidden text, which the initials are not part of.
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe("AL");
    // The 40px avatar sits in a 44px touch target.
    expect(link.className).toContain("size-11");
    // The bell carries the unread count in its name.
    expect(await screen.findByRole("link", { name: "Notifications, 3 unread" })).toBeTruthy();
  });
  it("falls back to U for a user without names", () => {
    renderWith(<AppHeader />);
    const link = screen.getByRole("link", { name: "Profile of User" });
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe("U");
  });
});

describe("BottomNav", () => {
  it("has the five tabs and marks the current one", () => {
    renderWith(<BottomNav />, { path: "/providers/42" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Home", "Projects", "Providers", "Friends", "Requests"]);
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/", "/projects", "/providers", "/contacts", "/requests"]);
    expect(within(nav).getByRole("link", { name: "Providers" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
  });
  it("prefers the page key", () => {
    renderWith(<BottomNav pageKey="/" />, { path: "/providers" });
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
  });
});

describe("the chrome in the page's language", () => {
  afterEach(() => applyLanguage("en"));

  it("speaks German: the tabs, the header's tagline and the profile link", async () => {
    await applyLanguage("de");
    renderWith(
      <>
        <AppHeader />
        <BottomNav />
      </>,
      { path: "/projects" },
    );
    expect(screen.getByText("Wen deine Freunde empfehlen")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Profil von Benutzer" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Hauptmenü" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Start", "Projekte", "Anbieter", "Freunde", "Anfragen"]);
    expect(within(nav).getByRole("link", { name: "Projekte" }).getAttribute("aria-current")).toBe("page");
  });

  it("speaks Spanish, and back in English once switched", async () => {
    await applyLanguage("es");
    const { unmount } = renderWith(<BottomNav />);
    const nav = screen.getByRole("navigation", { name: "Principal" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Inicio", "Proyectos", "Proveedores", "Amigos", "Solicitudes"]);
    unmount();
    await applyLanguage("en");
    renderWith(<BottomNav />);
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
  });
});
