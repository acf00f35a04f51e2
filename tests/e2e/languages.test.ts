// Vowch in Spanish and German at 390×844 (docs/decisions/147-languages.md): a phone set to es-ES
// (light) or de-DE (dark) gets the landing page, sign-in, Home, Projects, a project, Providers (its first-visit explainer, then the list) and
// the notifications screen and Profile with no English text left (every text a person reads or hears checked
// against the English catalogue), `<html lang>` in the phone's locale, dates in its format, and
// each screen axe-clean in both light and dark. Screenshots are looked at.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { it } from "vitest";
import { homeTasks, notifications } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { seriousViolations } from "../support/axe";
import { expectVisible, person, poll, post, screenshot, signUpThroughApi, useE2E } from "../support/e2e";
import { englishLeftOn } from "../support/untranslated";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

const formats = (language: "es" | "de") =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../common/locales/${language}/formats.json`), "utf8")) as {
    card: { title: string };
    region: { label: string };
    currency: { label: string };
  };
const FORMATS_TITLE = { es: formats("es").card.title, de: formats("de").card.title };
const REGION_LABEL = { es: formats("es").region.label, de: formats("de").region.label };
const CURRENCY_LABEL = { es: formats("es").currency.label, de: formats("de").currency.label };
/** The instance's default region as the region select names it in each language (Intl's own names). */
const US_NAME = { es: "Estados Unidos", de: "Vereinigte Staaten" };

const PHONES = [
  { locale: "es-ES", language: "es", scheme: "light", other: "dark", n: 81 },
  { locale: "de-DE", language: "de", scheme: "dark", other: "light", n: 82 },
] as const;

for (const { locale, language, scheme, other, n } of PHONES) {
  it(`speaks ${locale} on the main screens, axe-clean in light and dark`, { timeout: 300_000 }, async () => {
    const context = await e2e.newContext({ locale, colorScheme: scheme });
    const page = await context.newPage();

    /** The screen is ready, in the language, looked at, and axe-clean in both schemes. */
    const check = async (name: string, ready: () => ReturnType<Page["getByRole"]>) => {
      await expectVisible(ready());
      // Loaded: no placeholder left, so what is checked is the screen's own text.
      await poll(() => page.locator('[data-slot="skeleton"]').count(), `${name} loaded`).toBe(0);
      await poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      await poll(() => englishLeftOn(page, language), `English on ${name}`).toEqual([]);
      await screenshot(page, `${language}-${name}`);
      await page.emulateMedia({ colorScheme: other });
      await poll(() => seriousViolations(page), `axe on ${name} (${other})`).toEqual([]);
      await page.emulateMedia({ colorScheme: scheme });
    };
    const h1 = () => page.getByRole("heading", { level: 1 }).first();

    await page.goto("/");
    await check("landing", h1);
    await page.goto("/api/login");
    await check("sign-in", () => page.getByRole("tablist"));

    const user = await signUpThroughApi(page, uniqueEmail(`lang-${language}`), person("Ana", "Núñez", n));
    const project = await post<{ id: string }>(page, "/api/projects", { title: "Baño", type: "one_time", category: "Plumber" });
    const provider = await post<{ id: string }>(page, "/api/providers", { name: "Fontanería Sol", category: "Plumber" });
    await post(page, `/api/projects/${project.id}/providers`, { providerId: provider.id });
    // A reminder in the inbox: the upkeep task is due today.
    const today = new Date().toISOString().slice(0, 10);
    const [task] = await e2e.db
      .insert(homeTasks)
      .values({
        householdId: (await householdOf(e2e.db, user.id)).householdId,
        title: "Filtro",
        every: "monthly",
        nextDue: today,
        category: "HVAC",
      })
      .returning();
    await e2e.db.insert(notifications).values({ userId: user.id, type: "task_due", taskId: task!.id, dueOn: today });

    await page.goto("/");
    await check("home", h1);
    await page.goto("/projects");
    await check("projects", () => page.getByRole("article", { name: "Baño" }));
    await page.goto(`/projects/${project.id}`);
    await check("project", () => page.getByRole("heading", { name: "Baño" }));
    // A first visit opens the explainer sheet over Providers: it is checked, then closed.
    await page.goto("/providers");
    await check("providers-welcome", () => page.getByRole("dialog"));
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await check("providers", h1);
    await page.goto("/notifications");
    await check("notifications", () => page.getByRole("link", { name: /Filtro/ }));
    // Profile with its language, theme, and money and phone number cards; the region's name in the language.
    await page.goto("/profile");
    await check("profile", () => page.getByRole("heading", { name: FORMATS_TITLE[language] }));
    await poll(() => page.getByLabel(REGION_LABEL[language]).textContent()).toContain(US_NAME[language]);
    // A select's chosen option is no text node the English check reads: the currency's name by itself.
    const dollar = `${new Intl.DisplayNames(language, { type: "currency" }).of("USD")} (USD)`;
    await poll(() =>
      page.getByLabel(CURRENCY_LABEL[language]).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
    ).toBe(dollar);

    // The account learned the phone's language: its e-mails and pushes speak it.
    await poll(async () => (await page.request.get("/api/auth/user")).json().then((u: { language: string }) => u.language)).toBe(
      language,
    );
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
    await context.close();
  });
}
