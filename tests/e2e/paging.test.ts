// Paged lists end to end at 390×844: a long Providers list (80 providers) loads a page at a time as
// the user scrolls. The first page holds 30 cards, the friend-recommended provider first (the
// server's Browse order); scrolling to the end brings the next page (a `cursor` request), and
// the list ends with every provider once. No serious or critical axe-core violations.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { collectPageErrors, expectVisible, poll, SCREENSHOT_DIR, signUpThroughApi, startE2E, type E2E } from "../support/e2e";
import { seriousViolations } from "../support/axe";
import { uniqueEmail } from "../support/test-app";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const TOTAL = 80;
const name = (i: number) => `Scroll Provider ${String(i).padStart(2, "0")}`;

/** Saves what the phone shows now (not the whole 80-card page) to be looked at; axe checks it. */
async function viewportShot(page: Page, file: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${file}.png`) });
  await poll(() => seriousViolations(page), `axe on ${file}`).toEqual([]);
}

it("loads the Providers list a page at a time as the user scrolls", { timeout: 180_000 }, async () => {
  const context = await e2e.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signUpThroughApi(page, uniqueEmail("scroll"), {
    firstName: "Sam",
    lastName: "Scroller",
    phone: "415-555-0190",
    homeAddress: "9 Long Road",
  });
  await page.request.post("/api/providers/welcome");
  const friendContext = await e2e.newContext();
  const friend = await signUpThroughApi(await friendContext.newPage(), uniqueEmail("fren"), {
    firstName: "Fern",
    lastName: "Friend",
    phone: "415-555-0191",
    homeAddress: "10 Long Road",
  });
  // 80 providers, one a minute: newest is 80. The friend recommends the oldest, number 01.
  await e2e.db.execute(sql`
    insert into providers (name, category, phone, created_at)
    select 'Scroll Provider ' || lpad(i::text, 2, '0'), 'Painter', '555-01' || lpad(i::text, 2, '0'),
      '2025-05-01T00:00:00Z'::timestamptz + i * interval '1 minute'
    from generate_series(1, ${TOTAL}) as s(i)`);
  await e2e.db.execute(sql`
    insert into recommendations (from_user_id, provider_id, source, rating, comment)
    select ${friend.id}, id, 'vouch', 5, 'Neat and on time' from providers where name = ${name(1)}`);

  const browseCalls: string[] = [];
  let sessionCalls = 0;
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/api/providers/browse") browseCalls.push(url.search);
    if (url.pathname === "/api/auth/user") sessionCalls++;
  });
  // Index.html preloads the session call and the first page; a preload the page
  // does not use is reported by Chromium as a console warning.
  const preloadWarnings: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "warning" && /preload/i.test(msg.text())) preloadWarnings.push(msg.text());
  });

  await page.goto("/providers");
  const list = page.getByRole("tabpanel", { name: "Browse All" });
  const cards = list.getByRole("article");
  // First page: 30 cards, the friend-recommended provider first, then newest first.
  await expectVisible(list.getByRole("article", { name: name(1) }));
  await poll(() => cards.count()).toBe(30);
  await poll(() => cards.first().getAttribute("aria-label")).toBe(name(1));
  await poll(() => cards.nth(1).getAttribute("aria-label")).toBe(name(80));
  await poll(() => cards.nth(29).getAttribute("aria-label")).toBe(name(52));
  await poll(() => browseCalls.length).toBe(1);
  expect(browseCalls[0]).not.toContain("cursor=");
  // Named up front by index.html (server/plugins/route-preload.ts), and each fetched once.
  expect(
    await page.locator('link[rel="preload"][as="fetch"]').evaluateAll((ls) => ls.map((l) => l.getAttribute("href"))),
  ).toEqual(["/api/auth/user", "/api/providers/browse"]);
  expect(await page.locator('link[rel="modulepreload"][href*="/providers-"]').count()).toBeGreaterThan(0);
  expect(sessionCalls).toBe(1);

  // Scrolling to the end of the list brings the next page.
  await cards.nth(29).scrollIntoViewIfNeeded();
  await expectVisible(list.getByRole("article", { name: name(51) }));
  await poll(() => cards.count()).toBeGreaterThanOrEqual(60);
  expect(browseCalls[1]).toContain("cursor=");
  await list.getByRole("article", { name: name(51) }).scrollIntoViewIfNeeded();
  await viewportShot(page, "paging-01-next-page-arrived");

  // And so on to the end: every provider once, in order, and no more "Load more".
  await cards.last().scrollIntoViewIfNeeded();
  await poll(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    return cards.count();
  }).toBe(TOTAL);
  const names = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  expect(names).toEqual([name(1), ...Array.from({ length: TOTAL - 1 }, (_, i) => name(TOTAL - i))]);
  await poll(() => list.getByRole("button", { name: "Load more providers" }).count()).toBe(0);
  await cards.last().scrollIntoViewIfNeeded();
  await viewportShot(page, "paging-02-end-of-list");

  // The whole page, header included.
  await poll(() => seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  expect(preloadWarnings).toEqual([]);
  expect(sessionCalls).toBe(1);
  await context.close();
  await friendContext.close();
});

it("the wizard shows the first 3 and the total from X-Total-Count", { timeout: 120_000 }, async () => {
  const context = await e2e.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signUpThroughApi(page, uniqueEmail("wiz"), {
    firstName: "Wade",
    lastName: "Wizard",
    phone: "415-555-0192",
    homeAddress: "11 Long Road",
  });
  await page.goto("/");
  await page.getByRole("button", { name: /Find a Provider/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Painter" }).click();
  const matches = dialog.getByRole("list", { name: "Matching providers" });
  await poll(() => matches.getByRole("listitem").count()).toBe(3);
  // 80 painters in the directory: 3 shown, 77 more (a page of 3 was all that was fetched).
  await expectVisible(dialog.getByText("+77 more providers available"));
  await viewportShot(page, "paging-03-wizard-total");
  expect(errors).toEqual([]);
  await context.close();
});
