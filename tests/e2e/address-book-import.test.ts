// Importing a real Android address book on a phone (390×844, then 320 px): the vCard 2.1 export of an Android
// phone (tests/fixtures/contacts/android.vcf, quoted-printable names, a photo) imports, and the
// screen says how many were imported and skipped; the names read as written. axe-core on it.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { expectVisible, screenshot, signUpThroughApi, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it("imports an Android phone's .vcf and says what was imported and skipped", { timeout: 120_000 }, async () => {
  const { page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("andy"), {
    firstName: "Andy",
    lastName: "Droid",
    phone: "(201) 555-0190",
    homeAddress: "3 Import Street",
  });
  await page.goto("/contacts/book");
  await expectVisible(page.getByRole("heading", { name: "Your contacts", level: 1 }));
  await page.getByLabel("Address book file (.vcf or .csv)").setInputFiles({
    name: "contacts.vcf",
    mimeType: "text/x-vcard",
    buffer: fs.readFileSync(path.resolve("tests/fixtures/contacts/android.vcf")),
  });
  await expectVisible(
    page.getByRole("status").filter({ hasText: "4 imported, 2 skipped (no phone or e-mail) · 0 are on Vowch" }),
  );
  const book = page.getByRole("list", { name: "Your contacts" });
  await expectVisible(book.getByRole("listitem").filter({ hasText: "ÑÑÑÑ" }).first());
  await expect.poll(() => book.getByRole("listitem").count()).toBe(4);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await screenshot(page, "address-book-import-01-android");
  expect(await seriousViolations(page)).toEqual([]);
  // The narrowest phone: the counts wrap, nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await screenshot(page, "address-book-import-02-android-320");
  expect(errors).toEqual([]);
});
