// Profile's "Money and phone numbers" at 390×844 (docs/decisions/148-currency-and-phone-region.md):
// the account picks a currency and a phone region; amounts entered afterwards show in the new
// currency, earlier ones keep theirs; the card is axe-clean and looked at.
import { expect, it } from "vitest";
import { expectVisible, person, poll, post, screenshot, signUpThroughApi, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it("changes the currency and phone region on Profile; later amounts take the new currency", { timeout: 300_000 }, async () => {
  const context = await e2e.newContext();
  const page = await context.newPage();
  await signUpThroughApi(page, uniqueEmail("euro"), person("Enzo", "Euro", 73));
  await post(page, "/api/projects", { title: "Dollar deck", budget: "1500" });

  await page.goto("/profile");
  await expectVisible(page.getByRole("heading", { name: "Money and phone numbers" }));
  const currency = page.getByLabel("Currency");
  const region = page.getByLabel("Phone region");
  await expect(currency.inputValue()).resolves.toBe("USD");
  await expect(region.inputValue()).resolves.toBe("");
  await currency.selectOption("EUR");
  await region.selectOption("GB");
  const me = async () => (await page.request.get("/api/auth/user")).json() as Promise<Record<string, unknown>>;
  await poll(me).toMatchObject({ currency: "EUR", phoneRegion: "GB", phoneRegionChoice: "GB" });
  await page.getByRole("heading", { name: "Money and phone numbers" }).scrollIntoViewIfNeeded();
  await screenshot(page, "profile-money-and-phone-numbers");

  // The earlier budget stays in dollars; one entered now is in euros.
  await post(page, "/api/projects", { title: "Euro roof", budget: "4200" });
  await page.goto("/projects");
  await expectVisible(page.getByRole("article", { name: "Euro roof" }).getByText("€4,200"));
  await expectVisible(page.getByRole("article", { name: "Dollar deck" }).getByText("$1,500"));
  await screenshot(page, "projects-two-currencies");

  // A reload keeps the choices (they are the account's).
  await page.goto("/profile");
  await poll(() => page.getByLabel("Currency").inputValue()).toBe("EUR");
  await poll(() => page.getByLabel("Phone region").inputValue()).toBe("GB");
  await context.close();
});
