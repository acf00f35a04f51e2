// The walk-through's smaller defects, each on the screen it was found on, at 390 and 320 px:
// titles and ways back, Quick Actions and the floating + at 320 px, a sheet's error above its
// footer, Try Again on a list that could not load, a page out of reach from a notification, the
// wizard's new provider on screen, service notes with their words, a used reset link and the
// unsubscribe page's one tap. `screenshot()` also runs axe-core on each screen.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { signUnsubscribeToken } from "../../server/features/notifications/unsubscribe-token";
import { choose, expectVisible, person, poll, post, renderedBox, screenshot, signUpThroughApi, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();
/** The Friends list's call, whatever its query. */
const FRIENDS_LIST = /\/api\/friends(\?|$)/;
const WIDTHS = [390, 320] as const;

/** A screenshot at each phone width, back at 390 after. */
async function atBothWidths(page: Page, name: string, check?: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await check?.(width);
    await screenshot(page, `walkthrough-${name}-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

it("Privacy has its own document title; Your contacts leads back to Friends", async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("tina"), person("Tina", "Title", 1));
  await page.goto("/profile/privacy");
  await page.getByRole("heading", { name: "Privacy", level: 1 }).waitFor();
  await poll(() => page.title()).toMatch(/^Privacy\b/);
  await atBothWidths(page, "privacy");

  await page.goto("/contacts/book");
  await page.getByRole("heading", { name: "Your contacts", level: 1 }).waitFor();
  await atBothWidths(page, "contacts");
  await page.getByRole("link", { name: "Friends", exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === "/contacts");
  await page.getByRole("heading", { name: "Friends", level: 1 }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it("Quick Actions fit at 320 px; the floating + leaves the last project's card clear", async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("quinn"), person("Quinn", "Quick", 2));
  const provider = await post<{ id: string }>(page, "/api/providers", { name: "Ace Plumbing", category: "Plumber" });
  await page.goto(`/providers/${provider.id}`);
  const actions = page.locator('[data-slot="card"]').filter({ has: page.getByRole("heading", { name: "Quick Actions" }) });
  await actions.waitFor();
  await atBothWidths(page, "quick-actions", async () => {
    const card = await renderedBox(actions);
    for (const button of await actions.locator("button, a").all()) {
      const b = await renderedBox(button);
      const label = (await button.textContent()) ?? "";
      expect(b.x + b.width, label).toBeLessThanOrEqual(card.x + card.width);
      // No label is cut: the button holds its text.
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), label).toBe(true);
    }
  });

  for (const title of ["Gutters", "Fence", "Porch"]) await post(page, "/api/projects", { title });
  await page.goto("/projects");
  await page.getByRole("article").first().waitFor();
  await atBothWidths(page, "projects-fab", async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole("article").last();
    const fab = page.getByRole("button", { name: "Add project" });
    await poll(async () => (await renderedBox(last)).y + (await renderedBox(last)).height <= (await renderedBox(fab)).y).toBe(
      true,
    );
  });
  expect(errors).toEqual([]);
  await context.close();
});

it("a refused account deletion shows its error above the sheet's footer and focuses the password", async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("dora"), person("Dora", "Delete", 3));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 640 });
    await page.goto("/profile");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const sheet = page.getByRole("alertdialog");
    await sheet.getByLabel("Type DELETE to confirm").fill("DELETE");
    await sheet.getByLabel("Your password").fill("not my password");
    await sheet.getByRole("button", { name: "Delete my account" }).click();
    const error = sheet.getByRole("alert");
    await error.waitFor();
    const footer = sheet.locator('[data-slot="dialog-footer"]');
    await poll(
      async () => (await renderedBox(error)).y + (await renderedBox(error)).height <= (await renderedBox(footer)).y + 1,
    ).toBe(true);
    await poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("password");
    await screenshot(page, `walkthrough-delete-error-${width}`);
  }
  expect(errors).toEqual([]);
  await context.close();
});

it("a list that could not load offers Try Again, which loads it", async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("otto"), person("Otto", "Offline", 4));
  await page.route(FRIENDS_LIST, (route) => route.abort("internetdisconnected"));
  await page.goto("/contacts");
  const retry = page.getByRole("button", { name: "Try Again" });
  await retry.waitFor({ timeout: 30_000 });
  await expectVisible(page.getByText("Friends could not be loaded. Please try again."));
  await atBothWidths(page, "list-retry");
  await page.unroute(FRIENDS_LIST);
  await retry.click();
  await page.getByText("Friends could not be loaded. Please try again.").waitFor({ state: "detached" });
  // The page failed its requests on purpose; the rest must be clean.
  expect(errors.filter((e) => !/friends|Failed to fetch|ERR_INTERNET_DISCONNECTED/i.test(e))).toEqual([]);
  await context.close();
});

it("a project opened from a notification that is out of reach says so; any other unknown one is not found", async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("nora"), person("Nora", "Notified", 5));
  const gone = "00000000-0000-4000-8000-000000000001";
  await page.goto(`/projects/${gone}?from=notification`);
  await page.getByRole("heading", { name: "You can no longer open this project" }).waitFor();
  await expectVisible(page.getByText("It was deleted, or you are no longer one of its collaborators."));
  await atBothWidths(page, "project-out-of-reach");
  await page.goto(`/projects/${gone}`);
  await page.getByRole("heading", { name: "Project not found" }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it("the wizard's new provider is on screen, highlighted, after it closes", async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("wendy"), person("Wendy", "Wizard", 6));
  await page.request.post("/api/providers/welcome");
  await page.goto("/providers");
  await page.getByRole("button", { name: "Add Provider" }).first().click();
  const wizard = page.getByRole("dialog");
  await wizard.getByLabel("Provider name").fill("Zephyr Painting");
  await choose(page, "Category", "Painter");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByLabel("Future project or quote").check();
  await wizard.getByLabel("Project title").fill("New roof");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByRole("button", { name: "Add Provider" }).click();
  await wizard.waitFor({ state: "hidden" });
  const added = page.getByRole("region", { name: "Just added" });
  await expectVisible(added.getByRole("link", { name: "Zephyr Painting" }));
  await expectVisible(added);
  await atBothWidths(page, "wizard-just-added");
  await added.getByRole("link", { name: "Zephyr Painting" }).click();
  await page.waitForURL(/\/providers\/[0-9a-f-]+$/);
  expect(errors).toEqual([]);
  await context.close();
});

it("an ongoing service's duration shows with its words under Service notes", async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("olga"), person("Olga", "Ongoing", 7));
  const made = await post<{ project: { id: string } }>(page, "/api/providers/experience", {
    name: "Green Lawn Crew",
    category: "Lawn Care",
    experienceType: "ongoing",
    recurringFrequency: "yearly",
    relationshipDuration: "1 year",
    ongoingDescription: "They aerate the lawn every spring.",
    rating: 5,
    wouldVouch: true,
    projectType: "one_time",
  });
  await page.goto(`/projects/${made.project.id}`);
  await expectVisible(page.getByText("Service notes"));
  await expectVisible(page.getByText("Used them for: 1 year"));
  await atBothWidths(page, "service-notes");
  expect(errors).toEqual([]);
  await context.close();
});

it("a used or unknown reset link says so without the form; the unsubscribe page waits for its tap", async () => {
  const { context, page, errors } = await e2e.newPhone();
  await page.goto(`/reset-password#token=${"A".repeat(43)}`);
  await page.getByRole("heading", { name: "This link doesn't work" }).waitFor();
  expect(await page.getByLabel("New password", { exact: true }).count()).toBe(0);
  await atBothWidths(page, "reset-link-dead");

  const reader = await e2e.newPhone();
  const user = await signUpThroughApi(reader.page, uniqueEmail("ursula"), person("Ursula", "Unsub", 8));
  await page.goto(`/unsubscribe?token=${signUnsubscribeToken(e2e.app.config.sessionSecret, user.id, "vouch")}`);
  await page.getByRole("heading", { name: "Unsubscribe?" }).waitFor();
  await atBothWidths(page, "unsubscribe-asks");
  const prefs = await reader.page.request.get("/api/notifications/preferences");
  expect((await prefs.json()).email.vouch).toBe(true);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
  await atBothWidths(page, "unsubscribed");
  expect(errors).toEqual([]);
  await Promise.all([context.close(), reader.context.close()]);
});
