// Search that starts from the problem at 390×844: on Providers, "leak" finds the plumber whose
// description says "24/7 emergency plumbing, water heaters" (a problem word names its trade), and
// "furnace" the HVAC provider; the providers of other trades drop out. Find a Provider's step 2:
// a result opens the provider, "+N more providers available" the Providers list filtered. Suggest
// Provider lists the request's trade first, under its heading. axe
// finds no serious or critical violation.
import { afterAll, beforeAll, expect, it } from "vitest";
import { collectPageErrors, poll, post, screenshot, screenshotAt320, signUpThroughApi, startE2E, type E2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

it("finds the plumber for a leak and the HVAC provider for a furnace", { timeout: 180_000 }, async () => {
  const { page } = await e2e.newPhone();
  const errors = collectPageErrors(page);
  await signUpThroughApi(page, uniqueEmail("leak"));
  await post(page, "/api/providers", {
    name: "Aqua Pros",
    category: "Plumber",
    description: "24/7 emergency plumbing, water heaters",
  });
  await post(page, "/api/providers", { name: "Climate Co", category: "HVAC" });
  await post(page, "/api/providers", { name: "Bright Sparks", category: "Electrician" });

  await page.goto("/providers");
  const browse = page.getByRole("tabpanel", { name: "Browse All" });
  const welcome = page.getByRole("dialog");
  await welcome.getByRole("heading", { name: "Welcome to Providers" }).waitFor();
  await page.keyboard.press("Escape");
  await welcome.waitFor({ state: "detached" });
  await browse.getByRole("article", { name: "Bright Sparks" }).waitFor();

  const names = () => browse.getByRole("article").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  await page.getByLabel("Search providers").fill("leak");
  await browse.getByRole("article", { name: "Bright Sparks" }).waitFor({ state: "detached" });
  await poll(names).toEqual(["Aqua Pros"]);
  await screenshot(page, "problem-search-01-leak");
  await screenshotAt320(page, "problem-search-01-leak");

  await page.getByLabel("Search providers").fill("furnace");
  await browse.getByRole("article", { name: "Aqua Pros" }).waitFor({ state: "detached" });
  await poll(names).toEqual(["Climate Co"]);
  await screenshot(page, "problem-search-02-furnace");
  expect(errors).toEqual([]);
});

it("Find a Provider: a result opens the provider, +N more opens the list filtered", { timeout: 180_000 }, async () => {
  const { page } = await e2e.newPhone();
  const errors = collectPageErrors(page);
  await signUpThroughApi(page, uniqueEmail("leak-more"));
  for (const name of ["Pipe One", "Pipe Two", "Pipe Three", "Pipe Four"]) {
    await post(page, "/api/providers", { name, category: "Plumber" });
  }
  const newest = await post<{ id: string }>(page, "/api/providers", { name: "Drain Kings", category: "Plumber" });

  await page.goto("/");
  await page
    .getByRole("button", { name: /Find a Provider/ })
    .first()
    .click();
  const wizard = page.getByRole("dialog", { name: "Find a Provider" });
  await wizard.getByLabel("Search", { exact: true }).fill("leak");
  await wizard.getByRole("button", { name: "Search providers" }).click();
  const results = wizard.getByRole("list", { name: "Matching providers" });
  await results.getByRole("link", { name: /Drain Kings/ }).waitFor();
  const more = wizard.getByRole("link", { name: /more providers available/ });
  await more.waitFor();
  await screenshot(page, "problem-search-03-find-a-provider");

  await results.getByRole("link", { name: /Drain Kings/ }).click();
  await page.waitForURL((url) => url.pathname === `/providers/${newest.id}`);
  await page.getByRole("heading", { name: "Drain Kings" }).first().waitFor();

  await page.goto("/");
  await page
    .getByRole("button", { name: /Find a Provider/ })
    .first()
    .click();
  await wizard.getByLabel("Search", { exact: true }).fill("leak");
  await wizard.getByRole("button", { name: "Search providers" }).click();
  await more.click();
  await page.waitForURL((url) => url.pathname === "/providers" && url.searchParams.get("search") === "leak");
  const welcome = page.getByRole("dialog", { name: "Welcome to Providers" });
  await welcome.waitFor();
  await page.keyboard.press("Escape");
  await welcome.waitFor({ state: "detached" });
  await poll(() => page.getByLabel("Search providers").inputValue()).toBe("leak");
  const browse = page.getByRole("tabpanel", { name: "Browse All" });
  await browse.getByRole("article", { name: "Pipe One" }).waitFor();
  const names = await browse.getByRole("article").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  expect(names).not.toContain("Climate Co");
  await screenshot(page, "problem-search-04-list-filtered");
  expect(errors).toEqual([]);
});

it("Suggest Provider lists the request's trade first, under its heading", { timeout: 180_000 }, async () => {
  const asker = await e2e.newPhone();
  await signUpThroughApi(asker.page, uniqueEmail("asker"), {
    firstName: "Ben",
    lastName: "Asks",
    phone: "415-555-0133",
    homeAddress: "3 Oak St",
  });
  await post(asker.page, "/api/provider-requests", { title: "Leaking kitchen tap", category: "Plumber" });

  const { page } = await e2e.newPhone();
  const errors = collectPageErrors(page);
  await signUpThroughApi(page, uniqueEmail("suggester"));
  await post(page, "/api/providers", { name: "Wood Works", category: "Carpenter" });
  await post(page, "/api/providers", { name: "Tap Doctors", category: "Plumber" });
  await post(page, "/api/providers", { name: "Trim Masters", category: "Carpenter" });

  await page.goto("/requests");
  await page.getByRole("tab", { name: "From Friends" }).click();
  const incoming = page.getByRole("article", { name: "Leaking kitchen tap" });
  await incoming.getByRole("button", { name: "Suggest Provider" }).click();
  const suggest = page.getByRole("dialog", { name: "Suggest a Provider" });
  await suggest.getByRole("combobox", { name: "Provider" }).click();
  const listbox = page.getByRole("listbox");
  await listbox.getByRole("option", { name: /Tap Doctors/ }).waitFor();
  const order = await listbox
    .locator('[data-slot="select-label"], [role="option"]')
    .evaluateAll((els) => els.map((e) => e.textContent));
  expect(order).toEqual([
    "Plumber",
    "Tap Doctors · Plumber",
    "Other providers",
    "Trim Masters · Carpenter",
    "Wood Works · Carpenter",
  ]);
  await screenshot(page, "problem-search-05-suggest-trade-first");
  expect(errors).toEqual([]);
});
