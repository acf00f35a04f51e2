// The offline copy belongs to one account, at 390×844 with the service worker on: a sign-out
// elsewhere (the next /api/auth/user answers 401) empties it, in the worker by itself too, and an
// offline deep link then shows the app's own offline page (axe-checked), which signs in again once
// back online; deleting the account empties it; and another person signing in on the same device
// never sees the previous person's copies, even offline.
import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import { API_CACHE, USER_TAG_HEADER } from "../../common/offline";
import { seriousViolations } from "../support/axe";
import { collectPageErrors, expectVisible, person, poll, screenshot, signUpThroughApi, useE2E } from "../support/e2e";
import { TEST_PASSWORD, uniqueEmail } from "../support/test-app";

const e2e = useE2E();

/** Waits until /sw.js is installed and active for this page. */
async function workerReady(page: Page) {
  await poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state ?? null))).toBe("activated");
}

/** Every kept API answer's path and the user it names, in the worker's cache. */
function keptCopies(page: Page) {
  return page.evaluate(
    async ({ cacheName, header }) => {
      if (!(await caches.has(cacheName))) return null;
      const cache = await caches.open(cacheName);
      const copies: { path: string; user: string | null }[] = [];
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        if (!path.startsWith("/api/")) continue;
        copies.push({ path, user: (await cache.match(request))?.headers.get(header) ?? null });
      }
      return copies.sort((a, b) => a.path.localeCompare(b.path));
    },
    { cacheName: API_CACHE, header: USER_TAG_HEADER },
  );
}

const hasCache = (page: Page) => page.evaluate((name) => caches.has(name), API_CACHE);

/**
 * The page's own requests skip the worker (the worker never sees their answers), so what the page
 * does by itself shows apart from what the worker does. The returned function puts the worker back.
 */
async function bypassWorker(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setBypassServiceWorker", { bypass: true });
  return async () => {
    await cdp.send("Network.setBypassServiceWorker", { bypass: false });
    await cdp.detach();
  };
}

/**
 * A signed-in person with a project, seen once with the worker in charge: the project's answer is
 * kept offline for them.
 */
async function personWithOfflineCopy(context: BrowserContext, email: string, n: number, title: string) {
  const page = await context.newPage();
  const user = await signUpThroughApi(page, email, person("Olivia", `Owner${n}`, n));
  const created = await page.request.post("/api/projects", { data: { title } });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: string };
  await page.goto("/");
  await workerReady(page);
  await page.goto(`/projects/${project.id}`);
  await expectVisible(page.getByRole("heading", { name: title }));
  await poll(async () => (await keptCopies(page))?.map((copy) => copy.path)).toEqual(
    expect.arrayContaining(["/api/auth/user", `/api/projects/${project.id}`]),
  );
  return { page, user, project };
}

it(
  "a sign-out elsewhere empties the offline copy; an offline deep link then shows the offline page",
  { timeout: 180_000 },
  async () => {
    const context = await e2e.newContext({ serviceWorkers: "allow" });
    const { page, user, project } = await personWithOfflineCopy(context, uniqueEmail("remote"), 31, "Retile the bathroom");
    const errors = collectPageErrors(page);
    expect(new Set((await keptCopies(page))?.map((copy) => copy.user))).toEqual(new Set([user.id]));

    // Signed out from another device: the session is deleted on the server; this one still has its cookie.
    const elsewhere = await e2e.newContext();
    await elsewhere.addCookies(await context.cookies());
    expect((await elsewhere.request.post("/api/auth/logout")).status()).toBeLessThan(300);
    await elsewhere.close();

    // The worker empties the cache by itself on the 401, whatever asked (here a bare fetch the app never sees).
    expect(await page.evaluate(() => fetch("/api/auth/user").then((res) => res.status))).toBe(401);
    await poll(() => hasCache(page)).toBe(false);

    // Offline, a deep link to the project: the app's own offline page, nothing of the project.
    await context.setOffline(true);
    await page.goto(`/projects/${project.id}`);
    await expectVisible(page.getByRole("heading", { name: "You're offline" }));
    await expectVisible(page.getByText("Vowch needs a connection to open this page."));
    await expectVisible(page.getByRole("button", { name: "Try again" }));
    expect(await page.getByText("Retile the bathroom").count()).toBe(0);
    expect(await page.title()).toBe("Offline · Vowch");
    await screenshot(page, "offline-account-01-offline-page");
    expect(await seriousViolations(page)).toEqual([]);
    // Trying again while still offline stays here.
    await page.getByRole("button", { name: "Try again" }).click();
    await expectVisible(page.getByRole("heading", { name: "You're offline" }));

    // Back online, the page asks again by itself: nobody is signed in, so on to sign-in.
    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname === "/api/login");
    await expectVisible(page.getByRole("button", { name: "Sign in" }));
    expect(await hasCache(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  },
);

it("the page by itself empties the offline copy when /api/auth/user answers 401", { timeout: 180_000 }, async () => {
  const context = await e2e.newContext({ serviceWorkers: "allow" });
  const { page, project } = await personWithOfflineCopy(context, uniqueEmail("expired"), 32, "Paint the porch");
  const errors = collectPageErrors(page);
  // The session ends on the server; the page finds out on its next load.
  const elsewhere = await e2e.newContext();
  await elsewhere.addCookies(await context.cookies());
  expect((await elsewhere.request.post("/api/auth/logout")).status()).toBeLessThan(300);
  await elsewhere.close();
  const restoreWorker = await bypassWorker(context, page);
  await page.goto("/projects");
  await page.waitForURL((url) => url.pathname === "/api/login");
  await poll(() => hasCache(page)).toBe(false);

  await restoreWorker();
  await context.setOffline(true);
  await page.goto(`/projects/${project.id}`);
  await expectVisible(page.getByRole("heading", { name: "You're offline" }));
  expect(await page.getByText("Paint the porch").count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

it("deleting the account empties the offline copy", { timeout: 180_000 }, async () => {
  const context = await e2e.newContext({ serviceWorkers: "allow" });
  const { page, project } = await personWithOfflineCopy(context, uniqueEmail("deleted"), 33, "Fix the gutter");
  const errors = collectPageErrors(page);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.getByLabel("Your password").fill(TEST_PASSWORD);
  // The deletion alone must empty it: neither the worker nor a later 401 on the page gets the chance.
  const restoreWorker = await bypassWorker(context, page);
  await page.route("**/api/auth/user", (route) => route.abort());
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expectVisible(page.getByRole("heading", { name: "Can't reach Vowch" }));
  await poll(() => hasCache(page)).toBe(false);
  // Online without an answer: the same page, saying so.
  await screenshot(page, "offline-account-03-cant-reach");
  await page.unroute("**/api/auth/user");
  await restoreWorker();

  await context.setOffline(true);
  await page.goto(`/projects/${project.id}`);
  await expectVisible(page.getByRole("heading", { name: "You're offline" }));
  expect(await page.getByText("Fix the gutter").count()).toBe(0);
  await page.goto("/");
  await expectVisible(page.getByRole("heading", { name: "You're offline" }));
  expect(errors).toEqual([]);
  await context.close();
});

it(
  "another person signing in on the same device never sees the previous person's copies, even offline",
  { timeout: 180_000 },
  async () => {
    // Bea has an account of her own.
    const beaEmail = uniqueEmail("bea");
    const setup = await e2e.newContext();
    const setupPage = await setup.newPage();
    const bea = await signUpThroughApi(setupPage, beaEmail, { ...person("Bea", "Second", 35) });
    expect((await setupPage.request.post("/api/projects", { data: { title: "Paint the fence" } })).status()).toBe(201);
    await setup.close();

    const context = await e2e.newContext({ serviceWorkers: "allow" });
    const { page, project } = await personWithOfflineCopy(context, uniqueEmail("first"), 34, "Retile the kitchen");
    const errors = collectPageErrors(page);
    await page.goto("/projects");
    await expectVisible(page.getByText("Retile the kitchen"));

    // The first person's session ends and Bea signs in, without this page taking part (another tab,
    // an identity provider's redirect): nothing here emptied the cache on the way.
    expect((await page.request.post("/api/auth/logout")).status()).toBeLessThan(300);
    const signIn = await page.request.post("/api/auth/login", { data: { email: beaEmail, password: TEST_PASSWORD } });
    expect(signIn.status()).toBe(200);

    await page.goto("/projects");
    await expectVisible(page.getByRole("link", { name: "Profile of Bea Second" }));
    await expectVisible(page.getByText("Paint the fence"));
    // Offline, the first person's project: not shown to Bea.
    await context.setOffline(true);
    await page.goto(`/projects/${project.id}`);
    await expectVisible(page.getByRole("heading", { name: "Error loading project" }));
    await expectVisible(page.getByRole("link", { name: "Profile of Bea Second" }));
    expect(await page.getByText("Retile the kitchen").count()).toBe(0);
    await screenshot(page, "offline-account-02-previous-person-not-shown");
    await page.goto("/projects");
    await expectVisible(page.getByText("Paint the fence"));
    expect(await page.getByText("Retile the kitchen").count()).toBe(0);
    // Only Bea's answers are kept.
    expect(new Set((await keptCopies(page))?.map((copy) => copy.user))).toEqual(new Set([bea.id]));
    expect(errors).toEqual([]);
    await context.close();
  },
);
