// End-to-end harness: the real app (built client + API) on a fresh database (a PostgreSQL template
// clone when TEST_DATABASE_URL is set, else a PGlite copy: vitest.config.ts) on a free port,
// and a real Chromium at a phone viewport (390×844) driven by playwright-core.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import type { AppConfig } from "../../server/config";
import type { Db } from "../../server/db/client";
import { clientDir } from "../../scripts/build-client";
import { CHROMIUM_ARGS } from "../../scripts/ensure-browser";
import { openTestDatabase } from "./test-db";
import { registerLocalUser } from "../../server/features/auth/service";
import { testConfig, TEST_PASSWORD } from "./test-app";
import { seriousViolations } from "./axe";

const PHONE = { width: 390, height: 844 };
/** The test phones' time zone: a day on screen is a day here, not in the test runner's zone. */
export const PHONE_TIME_ZONE = "America/New_York";
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

/**
 * The element's box once it is rendered: waits (up to ASSERT_TIMEOUT) through a first paint or a
 * re-render that briefly leaves no box, where a one-shot `boundingBox()` would read null.
 */
export async function renderedBox(locator: Locator) {
  let found: Awaited<ReturnType<Locator["boundingBox"]>> = null;
  await poll(async () => {
    found = await locator.boundingBox().catch(() => null);
    return found !== null;
  }, `${locator.toString()} has a box on screen`).toBe(true);
  return found!;
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
  /**
   * A new signed-out browser profile at phone size. Service workers are blocked unless the options
   * allow them (`serviceWorkers: "allow"`, tests/e2e/pwa.test.ts): every other test sees the page's
   * own requests, with no worker answering or precaching in between.
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * A new signed-out phone with one page whose errors fail the test (`errors`, checked by the
   * caller); `clipboard: true` lets the page read and write the clipboard (Copy buttons).
   */
  newPhone(options?: { clipboard?: boolean }): Promise<Phone>;
  close(): Promise<void>;
}

interface Phone {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export interface E2EOptions {
  host?: "localhost";
  smtpUrl?: string;
  /** SMS_URL and SMS_FROM (tests/support/sms.ts's fake API): the app texts through it. */
  sms?: AppConfig["sms"];
  clientDir?: string;
  /** Settings of the app under test beyond these (e.g. a small people bound). */
  config?: Partial<AppConfig>;
}

/**
 * The usual set-up of an end-to-end file: the app and Chromium start before its tests and close
 * after them (a generous start-up time: a loaded machine). The handle is filled in by `beforeAll`; options given as a function are read then
 * (a value another `beforeAll`, registered first, has made).
 */
export function useE2E(options: E2EOptions | (() => E2EOptions) = {}): E2E {
  const e2e = {} as E2E;
  beforeAll(async () => {
    Object.assign(e2e, await startE2E(typeof options === "function" ? options() : options));
  }, 180_000);
  afterAll(async () => {
    if ("close" in e2e) await e2e.close();
  });
  return e2e;
}

/** A free loopback port, for an app that must know its own address before it listens. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const BROWSER = Symbol.for("vowch.e2e-browser");

/**
 * One Chromium per Vitest worker, shared by the files it runs one after another (isolate: false
 * in vitest.config.ts): each file and test still gets its own browser profile (a context: own
 * cookies, storage and cache), which is what keeps them apart; launching costs about a second
 * of CPU. Playwright ends the browser when the worker exits; a browser that crashed is replaced.
 */
async function workerBrowser(): Promise<Browser> {
  const holder = globalThis as { [BROWSER]?: Promise<Browser> };
  const running = await holder[BROWSER]?.catch(() => undefined);
  if (running?.isConnected()) return running;
  const launching = chromium.launch({ executablePath: inject("chromiumPath"), args: CHROMIUM_ARGS });
  holder[BROWSER] = launching;
  return launching;
}

/** The file's app (one per e2e file): the sign-up helpers make accounts in it directly when it e-mails. */
let runningApp: FastifyInstance | undefined;

/**
 * `host: "localhost"`: the app is reached at http://localhost:PORT, which is also its PUBLIC_URL
 * (passkeys: WebAuthn takes a domain as relying party, never an IP address).
 * `smtpUrl`: the app e-mails through it, with links to its own address (PUBLIC_URL).
 * `clientDir`: another copy of the built client (the update test changes its /sw.js).
 */
export async function startE2E(options: E2EOptions = {}): Promise<E2E> {
  const database = await openTestDatabase();
  const fixedPort = options.host || options.smtpUrl ? await freePort() : 0;
  const publicUrl = fixedPort ? `http://${options.host ?? "127.0.0.1"}:${fixedPort}` : undefined;
  const config = testConfig({
    clientDir: options.clientDir ?? clientDir,
    publicUrl,
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
    ...options.config,
  });
  const app = await buildApp({ config, db: database.db, logger: false });
  runningApp = app;
  await app.listen({ port: fixedPort, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const baseUrl = publicUrl ?? `http://127.0.0.1:${port}`;
  const browser = await workerBrowser();
  const contexts = new Set<BrowserContext>();
  const newContext = async (options?: BrowserContextOptions) => {
    const context = await browser.newContext({
      serviceWorkers: "block",
      baseURL: baseUrl,
      viewport: PHONE,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: "en-US",
      timezoneId: PHONE_TIME_ZONE,
      ...options,
    });
    contexts.add(context);
    context.once("close", () => contexts.delete(context));
    return context;
  };
  return {
    baseUrl,
    app,
    db: database.db,
    browser,
    newContext,
    newPhone: async ({ clipboard = false } = {}) => {
      const context = await newContext();
      if (clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      const page = await context.newPage();
      return { context, page, errors: collectPageErrors(page) };
    },
    close: async () => {
      // The file's profiles go; the browser stays for the worker's next file.
      await Promise.all([...contexts].map((context) => context.close()));
      await app.close();
      await database.close();
    },
  };
}

/**
 * Saves a screenshot under test-results/screenshots/ to be looked at, and checks the screen with
 * axe-core: no serious or critical violation (WCAG 2.1 A/AA) on any screen or dialog the suite
 * shows. The check retries while the screen settles (an opening dialog, a toast).
 */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  await poll(() => seriousViolations(page), `axe on ${name}`).toEqual([]);
}

/**
 * The same screen on a 320×568 phone: nothing scrolls sideways (the document is no wider than the
 * window, and the window no wider than the phone, which a phone browser widens to fit a page that
 * is too wide) and an open dialog fits the width; then a screenshot `{name}-320` with the axe
 * check. `show`, when given, runs at 320 px first (e.g. scrolls a sheet to what the screen is
 * about). The phone is 390×844 again afterwards.
 */
export async function screenshotAt320(page: Page, name: string, show?: () => Promise<void>) {
  await page.setViewportSize({ width: 320, height: 568 });
  try {
    await show?.();
    await poll(
      () =>
        page.evaluate(() => {
          const doc = document.scrollingElement ?? document.documentElement;
          const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
          const wide = dialogs.filter(
            (d) => d.getBoundingClientRect().right > window.innerWidth + 0.5 || d.scrollWidth > d.clientWidth + 1,
          );
          return {
            scrollWidth: doc.scrollWidth <= window.innerWidth ? "fits" : `${doc.scrollWidth} > ${window.innerWidth}`,
            innerWidth: window.innerWidth,
            wideDialogs: wide.map((d) => `${d.scrollWidth}/${d.clientWidth}`),
          };
        }),
      `${name} at 320 px`,
    ).toEqual({ scrollWidth: "fits", innerWidth: 320, wideDialogs: [] });
    await screenshot(page, `${name}-320`);
  } finally {
    await page.setViewportSize({ width: 390, height: 844 });
  }
}

/**
 * The words of the element's text drawn on more than one line (a name broken "Plumbin g"): a Range
 * over each word of each of its text nodes has one client rect per line the word is drawn on.
 * Polled by the caller; an empty list when every word keeps to one line.
 */
export function wordsSplitAcrossLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const split: string[] = [];
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node as Text;
      for (const match of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (range.getClientRects().length !== 1) split.push(match[0]);
      }
    }
    return split;
  });
}

/**
 * The levels of the page's headings, in document order (Lighthouse's heading-order audit: a
 * level may go down by one at a time). Polled by the caller, so a still-loading list settles first.
 */
export function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() => [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])));
}

/** No heading skips a level on the way down (h1 → h3 without an h2). */
export const skipsALevel = (levels: number[]) => levels.some((level, i) => level > (levels[i - 1] ?? 0) + 1);

/** Creates an account through the real sign-in screen and completes the profile. */
export async function signUpThroughUi(
  page: Page,
  email: string,
  profile = { firstName: "Jamie", lastName: "Rivera", phone: "415-555-0100", homeAddress: "12 Oak Lane" },
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
  profile = { firstName: "Jamie", lastName: "Rivera", phone: "415-555-0100", homeAddress: "12 Oak Lane" },
  // The one-time privacy question after a first completed job has its own test: elsewhere the
  // account has answered it, so a completion goes on as the test expects.
  { privacyAsked = true }: { privacyAsked?: boolean } = {},
) {
  // With SMTP_URL set, registering e-mails a link instead of signing in: the account is made as
  // finishing that link would (no sign-up mail in the file's mailbox), then signed in.
  if (runningApp?.mailer.enabled) await registerLocalUser(runningApp.db, email, TEST_PASSWORD);
  const reg = runningApp?.mailer.enabled
    ? await page.request.post("/api/auth/login", { data: { email, password: TEST_PASSWORD } })
    : await page.request.post("/api/auth/register", { data: { email, password: TEST_PASSWORD } });
  if (reg.status() >= 300) throw new Error(`register failed: ${reg.status()} ${await reg.text()}`);
  const done = await page.request.post("/api/auth/complete-profile", { data: profile });
  if (done.status() !== 200) throw new Error(`complete-profile failed: ${done.status()} ${await done.text()}`);
  if (privacyAsked) {
    const asked = await page.request.post("/api/privacy/asked");
    if (asked.status() !== 204) throw new Error(`privacy asked failed: ${asked.status()} ${await asked.text()}`);
  }
  return (await done.json()) as { id: string };
}

/** POSTs JSON with the page's cookies and returns the answer, failing on any status from 300 up. */
export async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A complete profile for `signUpThroughApi`: person number `n` of the file (phone 555-07nn). */
export const person = (firstName: string, lastName: string, n: number) => ({
  firstName,
  lastName,
  phone: `555-07${String(n).padStart(2, "0")}`,
  homeAddress: `${n} Test Street`,
});

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
 * A toast's text inside sonner's "Notifications" region, in the toast on screen: the one it
 * replaced stays in the list for a moment while it leaves (marked data-removed, or hidden behind
 * the new one), and must not match twice.
 */
export function toast(page: Page, text: string | RegExp) {
  return shownToasts(page).getByText(text);
}

const shownToasts = (page: Page) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])');

/**
 * Closes the toast showing `text` with its close button and waits until it has left. For a step
 * whose next click is on the top of the screen, where the toast sits: Playwright's retried click
 * hovers the toast, and a hovered toast does not time out.
 */
export async function closeToast(page: Page, text: string | RegExp) {
  const shown = shownToasts(page).filter({ hasText: text });
  await expectVisible(shown);
  await shown.getByRole("button", { name: "Close" }).click();
  await shown.waitFor({ state: "detached", timeout: ASSERT_TIMEOUT });
}

/**
 * Picks an option of a Radix select. On a loaded machine the option can be clicked while the list
 * is still opening, and Radix then ignores the click; so the pick is repeated until the select
 * shows it (an interaction retried, the assertion itself still waits and fails honestly).
 */
export async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole("combobox", { name: label });
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await page.getByRole("option", { name: option, exact: true }).isVisible())) await select.click();
    await page.getByRole("option", { name: option, exact: true }).click();
    try {
      await expect.poll(() => select.textContent(), { timeout: 3_000 }).toContain(option);
      return;
    } catch {
      // not taken: open the list again
    }
  }
  await expect.poll(() => select.textContent()).toContain(option);
}
