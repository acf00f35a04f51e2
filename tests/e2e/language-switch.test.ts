// Profile's Language card at 390×844 on a phone set to Spanish: the page starts in Spanish, Deutsch
// switches it to German at once (`<html lang>` too, Profile's own cards included), a reload stays
// German, and "Phone" ("Telefon") brings back the phone's language; each state axe-clean and looked at.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { expectVisible, person, poll, screenshot, signUpThroughApi, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

it(
  "switches Profile to German at once, keeps it on reload, and goes back to the phone's language",
  { timeout: 300_000 },
  async () => {
    const context = await e2e.newContext({ locale: "es-ES" });
    const page = await context.newPage();
    await signUpThroughApi(page, uniqueEmail("sprache"), person("Greta", "Lang", 73));

    // A Spanish phone: Profile in Spanish.
    await page.goto("/profile");
    const spanish = page.getByRole("radiogroup", { name: "Idioma" });
    await expectVisible(spanish);
    await expect(spanish.getByRole("radio", { name: "Teléfono" }).isChecked()).resolves.toBe(true);
    await expectVisible(page.getByRole("heading", { name: "Apariencia" }));
    await poll(() => htmlLang(page)).toBe("es-ES");

    // Deutsch: the page speaks German at once, without a reload.
    await spanish.getByRole("radio", { name: "Deutsch" }).click();
    const german = page.getByRole("radiogroup", { name: "Sprache" });
    await expectVisible(german);
    await poll(() => htmlLang(page)).toBe("de-DE");
    await expectVisible(page.getByRole("heading", { name: "Darstellung" }));
    await expectVisible(page.getByRole("heading", { name: "Haushalt" }));
    await expectVisible(page.getByRole("heading", { name: "Deine Daten" }));
    await expectVisible(page.getByRole("button", { name: "Meine Daten exportieren" }));
    await expect(german.getByRole("radio", { name: "Deutsch" }).isChecked()).resolves.toBe(true);
    await screenshot(page, "language-01-profile-german");
    await poll(() => seriousViolations(page)).toEqual([]);

    // The account keeps it: a reload (and Home after it) stays German.
    await page.reload();
    await expectVisible(page.getByRole("radiogroup", { name: "Sprache" }));
    await poll(() => htmlLang(page)).toBe("de-DE");
    await page.goto("/home");
    await expectVisible(page.getByRole("heading", { name: "Instandhaltung" }));
    await expectVisible(page.getByRole("heading", { name: "Geräte und Unterlagen" }));
    await screenshot(page, "language-02-home-record-german");
    await poll(() => seriousViolations(page)).toEqual([]);

    // "Telefon": back to the phone's language (Spanish), at once.
    await page.goto("/profile");
    await page.getByRole("radiogroup", { name: "Sprache" }).getByRole("radio", { name: "Telefon" }).click();
    await expectVisible(page.getByRole("radiogroup", { name: "Idioma" }));
    await poll(() => htmlLang(page)).toBe("es-ES");
    await expectVisible(page.getByRole("heading", { name: "Apariencia" }));
    await screenshot(page, "language-03-profile-phone");
    await page.reload();
    await expectVisible(page.getByRole("radiogroup", { name: "Idioma" }));
    await expect(
      page.getByRole("radiogroup", { name: "Idioma" }).getByRole("radio", { name: "Teléfono" }).isChecked(),
    ).resolves.toBe(true);
    await context.close();
  },
);
