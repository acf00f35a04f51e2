// "Who to call" for a household viewer (a sitter), at 390×844 with the service worker on: Home's
// first card is "Who to call"; the page lists the go-to plumber with tap-to-call and the household's
// notes; after that one visit it reads offline, reloaded. axe on each screen, 320 px too.
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { API_CACHE } from "../../common/offline";
import { householdMembers, projectProviders } from "../../server/db/schema";
import {
  collectPageErrors,
  expectVisible,
  person,
  poll,
  post,
  screenshot,
  screenshotAt320,
  signUpThroughApi,
  useE2E,
} from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

/** Whether the worker's API cache holds an answer for `path`. */
const kept = (page: Page, path: string) =>
  page.evaluate(
    async ({ cacheName, path }) => (await caches.has(cacheName)) && !!(await (await caches.open(cacheName)).match(path)),
    { cacheName: API_CACHE, path },
  );

it("a viewer opens Who to call from Home's first card, then reads it offline", { timeout: 300_000 }, async () => {
  // The owner hired a plumber on their project and wrote the house's notes.
  const owner = await e2e.newPhone();
  const ownerUser = await signUpThroughApi(owner.page, uniqueEmail("olga"), person("Olga", "Owner", 41));
  const provider = await post<{ id: string }>(owner.page, "/api/providers", {
    name: "Reliable Plumbing",
    category: "Plumber",
    phone: "415 555 0142",
  });
  const project = await post<{ id: string }>(owner.page, "/api/projects", { title: "Fix the leak" });
  const link = await post<{ id: string }>(owner.page, `/api/projects/${project.id}/providers`, { providerId: provider.id });
  await e2e.db.update(projectProviders).set({ status: "completed" }).where(eq(projectProviders.id, link.id));
  const notes = await owner.page.request.put("/api/home/notes", { data: { notes: "Water shut-off under the sink" } });
  expect(notes.status()).toBe(200);

  // The sitter, put in the owner's household as a viewer.
  const context = await e2e.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const sitter = await signUpThroughApi(page, uniqueEmail("sam"), person("Sam", "Sitter", 42));
  const [home] = await e2e.db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, ownerUser.id));
  await e2e.db
    .update(householdMembers)
    .set({ householdId: home!.householdId, role: "viewer" })
    .where(eq(householdMembers.userId, sitter.id));

  await page.goto("/");
  await poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state ?? null))).toBe("activated");
  // Opened again, the page is the worker's to answer (a first load is not).
  await page.reload();
  const card = page.getByRole("link", { name: /Who to call/ });
  await expectVisible(card);
  // The first card: above "Find Trusted Providers".
  const cardTop = (await card.boundingBox())!.y;
  const findTop = (await page.getByRole("heading", { name: "Find Trusted Providers" }).boundingBox())!.y;
  expect(cardTop).toBeLessThan(findTop);
  await screenshot(page, "who-to-call-01-home-viewer");

  await card.click();
  await page.waitForURL("**/home/who-to-call");
  await expectVisible(page.getByRole("heading", { name: "Who to call", level: 1 }));
  await expectVisible(page.getByText("Reliable Plumbing"));
  const call = page.getByRole("link", { name: "Call Reliable Plumbing, 415 555 0142" });
  await expectVisible(call);
  expect(await call.getAttribute("href")).toBe("tel:4155550142");
  await expectVisible(page.getByText("Water shut-off under the sink"));
  // A viewer reads: no "Save notes", no "Make go-to".
  expect(await page.getByRole("button", { name: "Save notes" }).count()).toBe(0);
  await screenshot(page, "who-to-call-02-page");
  await screenshotAt320(page, "who-to-call-02-page");

  // After this one visit, the page and its answer are on the device.
  await poll(() => kept(page, "/api/home/who-to-call")).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expectVisible(page.getByRole("heading", { name: "Who to call", level: 1 }));
  await expectVisible(page.getByText("Reliable Plumbing"));
  await expectVisible(page.getByText("Water shut-off under the sink"));
  await screenshot(page, "who-to-call-03-offline");
  await context.setOffline(false);
  // The offline reload's failed requests are the network's, not the page's.
  expect(errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  await context.close();
});
