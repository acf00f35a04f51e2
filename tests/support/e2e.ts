// End-to-end harness: the real app (built client + API) on a fresh PGlite copy on a free port,
// and a real Chromium at a phone viewport (390×844) driven by playwright-core.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import type { Db } from "../../server/db/client";
import { clientDir } from "../../scripts/build-client";
import { CHROMIUM_ARGS } from "../../scripts/ensure-browser";
import { openTestDatabase } from "./test-db";
import { testConfig, TEST_PASSWORD } from "./test-app";

const PHONE = { width: 390, height: 844 };
export const SCREENSHOT_DIR = path.resolve("test-results/screenshots");

/**
 * How long a retrying assertion waits. Generous: the suite runs on a loaded two-core machine, and a
 * passing assertion returns as soon as it holds.
 */
const ASSERT_TIMEOUT = 15_000;

/**
 * A retrying assertion on what the page shows now: `await poll(() => list.count()).toBe(3)`.
 * Never assert on a one-shot read (`isVisible()`, `count()`, `textContent()`): the screen may
 * still be rendering.
 */
export function poll<T>(read: () => Promise<T> | T, message?: string) {
  return expect.poll(read, { timeout: ASSERT_TIMEOUT, interval: 100, message });
}

/** Waits until the locator (exactly one element) is visible; fails after ASSERT_TIMEOUT. */
export async function expectVisible(locator: Locator) {
  await locator.waitFor({ state: "visible", timeout: ASSERT_TIMEOUT });
}

export interface E2E {
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  browser: Browser;
  /** A new signed-out browser profile at phone size. */
  newContext(): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function startE2E(): Promise<E2E> {
  const database = await openTestDatabase("pglite");
  const config = testConfig({ clientDir });
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: inject("chromiumPath"), args: CHROMIUM_ARGS });
  return {
    baseUrl,
    app,
    db: database.db,
    browser,
    newContext: () =>
      browser.newContext({
        baseURL: baseUrl,
        viewport: PHONE,
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        locale: "en-US",
        timezoneId: "America/New_York",
      }),
    close: async () => {
      await browser.close();
      await app.close();
      await database.close();
    },
  };
}

/** Saves a screenshot under test-results/screenshots/ to be looked at. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Creates an account through the real sign-in screen and completes the profile. */
export async function signUpThroughUi(
  page: Page,
  email: string,
  profile = { firstName: "Jamie", lastName: "Rivera", phone: "555-0100", homeAddress: "12 Oak Lane" },
) {
  await page.goto("/api/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/complete-profile");
  await page.getByLabel("First name").fill(profile.firstName);
  await page.getByLabel("Last name").fill(profile.lastName);
  await page.getByLabel("Phone number").fill(profile.phone);
  await page.getByLabel("Home address").fill(profile.homeAddress);
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** Signs in through the JSON endpoint with the page's own cookie jar (fast set-up for later steps). */
export async function signUpThroughApi(
  page: Page,
  email: string,
  profile = { firstName: "Jamie", lastName: "Rivera", phone: "555-0100", homeAddress: "12 Oak Lane" },
) {
  const reg = await page.request.post("/api/auth/register", { data: { email, password: TEST_PASSWORD } });
  if (reg.status() !== 201) throw new Error(`register failed: ${reg.status()} ${await reg.text()}`);
  const done = await page.request.post("/api/auth/complete-profile", { data: profile });
  if (done.status() !== 200) throw new Error(`complete-profile failed: ${done.status()} ${await done.text()}`);
  return (await done.json()) as { id: string };
}

/** Fails the test on any page error or console error (conventions: strict tests). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  page.on("console", (msg) => {
    // Expected 401/404 answers are logged by Chromium as "Failed to load resource"; they are not faults.
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) errors.push(msg.text());
  });
  return errors;
}

/**
 * A toast's text inside the toast viewport. Radix also copies toast text into a hidden live
 * region for screen readers for about a second, so a page-wide getByText can match twice.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text);
}
