// "Export my data" on the profile: the button says the export is being prepared while the server
// makes the zip (its answer held by page.route until the test lets it go), the zip is downloaded
// under the server's name, and a toast says it is done.
import fs from "node:fs";
import { expect, it } from "vitest";
import {
  expectVisible,
  person,
  poll,
  screenshot,
  screenshotAt320,
  signUpThroughApi,
  toast,
  useE2E,
  wordsSplitAcrossLines,
} from "../support/e2e";
import { uniqueEmail } from "../support/test-app";
import { unzip } from "../support/unzip";

const e2e = useE2E();

it("shows the export being prepared, downloads the zip and says it is ready", async () => {
  const { page, errors, context } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("export"), person("Esme", "Exporter", 1));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route("**/api/export", async (route) => {
    asked++;
    await gate;
    await route.continue();
  });

  await page.goto("/profile");
  const button = page.getByRole("button", { name: "Export my data" });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await poll(() => asked).toBe(1);
  const pending = page.getByRole("button", { name: "Preparing your export…" });
  await expectVisible(pending);
  await expect(pending.isDisabled()).resolves.toBe(true);
  await expect(pending.getAttribute("aria-busy")).resolves.toBe("true");
  await screenshot(page, "export-01-preparing");
  await screenshotAt320(page, "export-01-preparing", async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await poll(() => wordsSplitAcrossLines(pending)).toEqual([]);
  });
  await expect(pending.isDisabled()).resolves.toBe(true);

  const download = page.waitForEvent("download");
  release();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toMatch(/^vowch-export-\d{4}-\d{2}-\d{2}\.zip$/);
  await expectVisible(toast(page, "Your export is ready"));
  await expectVisible(page.getByRole("button", { name: "Export my data" }));
  await screenshot(page, "export-02-ready");

  const entries = await unzip(fs.readFileSync(file));
  expect(entries.get("README.txt")).toContain("service_visits.csv: ");
  expect(entries.get("profile.csv")!.startsWith("\uFEFF")).toBe(true);
  expect(entries.get("profile.csv")).toContain("Exporter");
  fs.rmSync(file, { force: true });
  expect(errors).toEqual([]);
  await context.close();
});
