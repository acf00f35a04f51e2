// "E-mail me about" in Spanish: each event's switch named in the page's language, the weekly digest's too.
import { afterEach, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { NotificationPreferences } from "@common/schemas/notifications";
import { NOTIFICATION_TYPES } from "@common/notification-types";
import { applyLanguage } from "@/lib/i18n";
import { renderInApp } from "@/test/render";
import { EmailPreferences } from "./email-preferences";

afterEach(() => applyLanguage("en"));

const all = (on: boolean) => Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, on])) as NotificationPreferences["email"];

function renderPreferences() {
  const preferences: NotificationPreferences = {
    email: all(true),
    emailAvailable: true,
    push: all(true),
    pushAvailable: false,
    quietHours: { on: false, from: "22:00", until: "07:00" },
    weeklyDigest: false,
  };
  return renderInApp(<EmailPreferences />, { seed: [[["/api/notifications/preferences"], preferences]] });
}

it("names the e-mail switches in English", () => {
  renderPreferences();
  expect(screen.getByRole("heading", { name: "E-mail me about" })).toBeTruthy();
  expect(screen.getByRole("switch", { name: "A warranty ends within 30 days" })).toBeTruthy();
  expect(screen.getByRole("switch", { name: "This week at home, every Monday" })).toBeTruthy();
});

it("names the e-mail switches in Spanish", async () => {
  await applyLanguage("es");
  renderPreferences();
  expect(screen.getByRole("heading", { name: "Envíame un correo sobre" })).toBeTruthy();
  expect(screen.getByRole("switch", { name: "Una garantía termina en menos de 30 días" })).toBeTruthy();
  expect(screen.getByRole("switch", { name: "Esta semana en casa, cada lunes" })).toBeTruthy();
  expect(screen.getAllByRole("switch")).toHaveLength(NOTIFICATION_TYPES.length + 1);
});
