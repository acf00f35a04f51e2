// The first paint of a signed-in screen is the app: the header, the bottom navigation and a
// skeleton of the page, before GET /api/auth/user and the screen's chunk have answered, holding
// nothing of the user until it is known. The answers are held by page.route until the test lets
// them go. At / a visitor still loading sees the landing page; a signed-out one goes on as before.
import type { Page, Route } from "playwright-core";
import { expect, it } from "vitest";
import { expectVisible, person, poll, screenshot, screenshotAt320, signUpThroughApi, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

/** Holds every matching request until `release()`; `held()` counts those waiting. */
async function hold(page: Page, url: string | RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  await page.route(url, async (route: Route) => {
    waiting++;
    await gate;
    // A request the page dropped by navigating on is gone: nothing is left to continue.
    await route.continue().catch(() => undefined);
  });
  return { release, held: () => waiting };
}

/**
 * The visible one of a test id: while a chunk loads, React keeps the screen it replaces in the page,
 * hidden, beside the fallback on show.
 */
const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

/** The shell as painted before the user is known: no name anywhere, a neutral avatar. */
async function expectNeutralShell(page: Page) {
  await expectVisible(page.getByRole("navigation", { name: "Main" }));
  await expectVisible(page.getByRole("link", { name: "Who your friends recommend" }));
  await expectVisible(shown(page, "page-skeleton"));
  await expectVisible(shown(page, "neutral-avatar"));
  await expectVisible(page.getByRole("link", { name: "Profile", exact: true }));
  await expect(page.getByRole("link", { name: /Profile of/ }).count()).resolves.toBe(0);
}

it("paints the shell with a neutral avatar while the user is held, then fills in the screen", async () => {
  const { page, errors, context } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("paint"), person("Mina", "Marlowe", 1));
  const auth = await hold(page, "**/api/auth/user");

  await page.goto("/projects");
  await poll(auth.held).toBe(1);
  await expectNeutralShell(page);
  await expect(page.locator("body").innerText()).resolves.not.toMatch(/Mina|Marlowe/);
  await expect(page.getByRole("link", { name: "Projects" }).getAttribute("aria-current")).resolves.toBe("page");
  await screenshot(page, "first-paint-01-shell-before-user");
  await screenshotAt320(page, "first-paint-01-shell-before-user", async () => {
    await expectNeutralShell(page);
    expect(auth.held()).toBe(1);
  });

  auth.release();
  await expectVisible(page.getByRole("heading", { name: "Projects", level: 1 }));
  await expectVisible(page.getByRole("link", { name: "Profile of Mina Marlowe" }));
  await poll(() => page.getByTestId("page-skeleton").count()).toBe(0);
  await screenshot(page, "first-paint-02-filled-in");
  expect(errors).toEqual([]);
  await context.close();
});

it("paints the shell while the screen's chunk is on its way, the user known", async () => {
  const { page, errors, context } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("chunk"), person("Cora", "Chunk", 2));
  const chunk = await hold(page, /\/assets\/requests-[^/]+\.js$/);

  await page.goto("/requests");
  await poll(chunk.held).toBeGreaterThan(0);
  await expectNeutralShell(page);
  await expect(page.getByRole("link", { name: "Requests" }).getAttribute("aria-current")).resolves.toBe("page");

  chunk.release();
  await expectVisible(page.getByRole("link", { name: "Profile of Cora Chunk" }));
  await poll(() => page.getByTestId("page-skeleton").count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

it("signed out: the shell while unknown, then sign-in as before; at / the landing page throughout", async () => {
  const { page, errors, context } = await e2e.newPhone();
  const auth = await hold(page, "**/api/auth/user");

  await page.goto("/");
  await poll(auth.held).toBe(1);
  await expectVisible(page.getByRole("link", { name: "Get Started" }));
  await expect(page.getByRole("navigation", { name: "Main" }).count()).resolves.toBe(0);
  await screenshot(page, "first-paint-03-landing-while-loading");

  await page.goto("/providers");
  await poll(auth.held).toBe(2);
  await expectNeutralShell(page);
  auth.release();
  // The spec's session rule for a signed-in screen: "Unauthorized", then the sign-in.
  await page.waitForURL("**/api/login");
  await expectVisible(page.getByRole("tab", { name: "Create account" }));

  await page.goto("/");
  await expectVisible(page.getByRole("link", { name: "Get Started" }));
  expect(errors).toEqual([]);
  await context.close();
});
