// The first frame the server puts in the HTML (decision 156), in Chromium at phone size: before the
// app's script has run, the landing page (at /) and the signed-in shell (a signed-in screen, with a
// session) are already on screen, readable and accessible; in the language the browser last chose;
// and when the app's first render takes over, it replaces the frame with the same page, so nothing
// moves (no layout shift).
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import enLanding from "../../common/locales/en/landing.json";
import deLanding from "../../common/locales/de/landing.json";
import { expectVisible, poll, screenshot, signUpThroughApi, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();
const SCRIPTS = /\/assets\/.+\.js$/;

/** A page whose app scripts never arrive: what a phone shows before they have loaded. */
async function withoutScripts(page: Page) {
  await page.route(SCRIPTS, (route) => route.abort());
}

describe("first paint", () => {
  it("shows the landing page before the app's script has run, in the browser's chosen language", async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await withoutScripts(page);
    await page.goto("/");
    await expectVisible(page.getByRole("heading", { level: 1, name: enLanding.headline }));
    await expectVisible(page.getByRole("link", { name: enLanding.getStarted }));
    await screenshot(page, "served-first-frame-landing");

    // The language this browser last chose (the app keeps it in a cookie for the server).
    await context.addCookies([{ name: "vowch-language", value: "de", url: page.url() }]);
    await page.goto("/");
    await expectVisible(page.getByRole("heading", { level: 1, name: deLanding.headline }));
    expect(await page.getAttribute("html", "lang")).toBe("de");
    await context.close();
  });

  it("shows the signed-in shell with the screen's tab before the app's script has run", async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await signUpThroughApi(page, uniqueEmail("first-paint"));
    await withoutScripts(page);
    await page.goto("/providers");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expectVisible(nav);
    expect(await nav.getByRole("link", { name: "Providers" }).getAttribute("aria-current")).toBe("page");
    await expectVisible(page.getByTestId("neutral-avatar"));
    await screenshot(page, "served-first-frame-shell");
    await context.close();
  });

  it("is replaced by the app's own render without a layout shift, and the app remembers the language for the next visit", async () => {
    const context = await e2e.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    // Every layout shift of the page's life, from its start.
    await page.addInitScript(`
      window.__shifts = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push(e.value); })
        .observe({ type: "layout-shift", buffered: true });
    `);
    // The entry script waits until the test has marked the server's heading.
    const held: Route[] = [];
    await page.route(SCRIPTS, (route) => (held.length === 0 ? void held.push(route) : route.continue()));
    await page.goto("/", { waitUntil: "commit" });
    const heading = page.getByRole("heading", { level: 1, name: deLanding.headline });
    await expectVisible(heading);
    await heading.evaluate((h1) => ((window as unknown as { __served: Element }).__served = h1));
    // The web font's swap may move the served text (the same with or without a first paint): the
    // take-over is measured from when the fonts are in.
    const before = await page.evaluate(() =>
      document.fonts.ready.then(() => (window as unknown as { __shifts: number[] }).__shifts.length),
    );
    await poll(() => held.length).toBe(1);
    await held[0]!.continue();
    // The app's render has replaced the served heading with its own (the same words).
    await poll(() =>
      page.evaluate(() => {
        const h1 = document.querySelector("h1");
        return h1 !== (window as unknown as { __served: Element }).__served ? h1?.textContent : null;
      }),
    ).toBe(deLanding.headline);
    expect(await page.evaluate((n) => (window as unknown as { __shifts: number[] }).__shifts.slice(n), before)).toEqual([]);
    // The app mirrored the language it started in (the phone's) into the cookie the server reads.
    await poll(async () => (await context.cookies()).find((c) => c.name === "vowch-language")?.value).toBe("de");
    await context.close();
  });
});
