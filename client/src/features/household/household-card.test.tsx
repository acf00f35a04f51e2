// Profile's Household card in German: the roles' names, the owner's menu and a person's name as typed.
import { afterEach, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { Household } from "@common/schemas/household";
import { authKeys } from "@/features/auth/api/auth";
import { applyLanguage } from "@/lib/i18n";
import { renderInApp } from "@/test/render";
import { HouseholdCard } from "./household-card";

afterEach(() => applyLanguage("en"));

function renderCard() {
  const household: Household = {
    id: "h1",
    members: [
      { user: { id: "u1", firstName: "Pat", lastName: "Lee" }, role: "owner" },
      { user: { id: "u2", firstName: "Sam", lastName: "Ortiz" }, role: "viewer" },
    ],
  };
  return renderInApp(<HouseholdCard />, {
    seed: [
      [authKeys.user(), { id: "u1", firstName: "Pat", lastName: "Lee" }],
      [["/api/household", {}], household],
    ],
  });
}

it("says the household in English", () => {
  renderCard();
  expect(screen.getByRole("heading", { name: "Household" })).toBeTruthy();
  expect(screen.getByText("Viewer")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Change Sam Ortiz's role" })).toBeTruthy();
});

it("says the household in German", async () => {
  await applyLanguage("de");
  renderCard();
  expect(screen.getByRole("heading", { name: "Haushalt" })).toBeTruthy();
  expect(screen.getByText("Eigentümer")).toBeTruthy();
  expect(screen.getByText("Betrachter")).toBeTruthy();
  expect(screen.getByText("(du)")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Rolle von Sam Ortiz ändern" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "In den Haushalt einladen" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Haushalt auflösen" })).toBeTruthy();
});
