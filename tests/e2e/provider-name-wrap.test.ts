// A provider's name on its detail page at 320×568: a long name of ordinary words wraps between
// words, never inside one ("Plumbin g"); an unbroken string (a pasted URL) still breaks to fit.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import {
  expectVisible,
  person,
  poll,
  post,
  screenshot,
  screenshotAt320,
  signUpThroughApi,
  useE2E,
  wordsSplitAcrossLines,
} from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

const LONG_NAME = "Northside Plumbing and Drain Cleaning Services";

/** How many lines the page's h1 is drawn on. */
function headingLines(page: Page): Promise<number> {
  return page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector("h1")!);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

it("wraps a long provider name between words at 320 px", { timeout: 120_000 }, async () => {
  const { page, errors, context } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("wrap"), person("Wren", "Wrapper", 1));
  await post(page, "/api/providers/welcome", {}); // the first-visit welcome, seen
  const provider = await post<{ id: string }>(page, "/api/providers", { name: LONG_NAME, category: "Plumber" });

  await page.goto(`/providers/${provider.id}`);
  const heading = page.getByRole("heading", { name: LONG_NAME, level: 1 });
  await expectVisible(heading);
  await poll(() => wordsSplitAcrossLines(heading)).toEqual([]);
  await screenshot(page, "provider-name-wrap-01-long-name");

  await screenshotAt320(page, "provider-name-wrap-01-long-name", async () => {
    await poll(() => wordsSplitAcrossLines(heading), "no word of the name on two lines at 320 px").toEqual([]);
    // The check above looks at a name that really wraps.
    await poll(() => headingLines(page)).toBeGreaterThan(1);
  });

  // An unbroken name still fits the card by breaking where it must.
  const pasted = `https://northside.example.com/${"plumbing".repeat(12)}`;
  const unbroken = await post<{ id: string }>(page, "/api/providers", { name: pasted, category: "Plumber" });
  await page.goto(`/providers/${unbroken.id}`);
  await expectVisible(page.getByRole("heading", { name: pasted, level: 1 }));
  await screenshotAt320(page, "provider-name-wrap-02-unbroken", async () => {
    await poll(() => headingLines(page)).toBeGreaterThan(1);
    await poll(() =>
      page.evaluate(() => {
        const h1 = document.querySelector("h1")!;
        return h1.scrollWidth <= h1.clientWidth;
      }),
    ).toBe(true);
  });

  expect(errors).toEqual([]);
  await context.close();
});
