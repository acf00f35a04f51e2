// "Hand-over record" on the profile: the switch leaves amounts out, "Download PDF" saves a real
// PDF under the server's name whose text holds the household's providers; a viewer of the
// household is told the record is not for them. 390 and 320 px, axe clean.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { householdMembers, projectProviders, projects, providers } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { pdfText } from "../support/pdf-text";
import {
  expectVisible,
  person,
  poll,
  screenshot,
  SCREENSHOT_DIR,
  screenshotAt320,
  signUpThroughApi,
  toast,
  useE2E,
} from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it("downloads the home's record as a PDF, with or without amounts, and tells a viewer it is not theirs", async () => {
  const { page, errors, context } = await e2e.newPhone();
  const owner = await signUpThroughApi(page, uniqueEmail("handover"), person("Hana", "Holder", 1));
  const [provider] = await e2e.db
    .insert(providers)
    .values({ name: "Ζήτα Στέγες", category: "Roofer", phone: "+30 21 0123 4567", userId: owner.id })
    .returning();
  const [project] = await e2e.db
    .insert(projects)
    .values({ userId: owner.id, title: "New roof", status: "completed" })
    .returning();
  await e2e.db
    .insert(projectProviders)
    .values({ projectId: project!.id, providerId: provider!.id, status: "completed", finalAmount: "4200.00" });

  await page.goto("/profile");
  const card = page.getByRole("heading", { name: "Hand-over record" });
  await card.scrollIntoViewIfNeeded();
  await expectVisible(card);
  const amounts = page.getByRole("switch", { name: /Include amounts/ });
  await expect(amounts.getAttribute("aria-checked")).resolves.toBe("true");
  const cardBox = page.locator('[data-slot="card"]', { has: card });
  await cardBox.screenshot({ path: path.join(SCREENSHOT_DIR, "handover-01-card-only.png") });
  await screenshot(page, "handover-01-card");
  await screenshotAt320(page, "handover-01-card", async () => {
    await card.scrollIntoViewIfNeeded();
    await cardBox.screenshot({ path: path.join(SCREENSHOT_DIR, "handover-01-card-only-320.png") });
  });

  // With amounts (the default).
  let download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  expect((await download).suggestedFilename()).toMatch(/^vowch-hand-over-record-\d{4}-\d{2}-\d{2}\.pdf$/);
  let bytes = fs.readFileSync(await (await download).path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  let text = await pdfText(bytes);
  expect(text).toContain("1 Test Street");
  expect(text).toContain("Ζήτα Στέγες");
  expect(text).toContain("$4,200");
  await expectVisible(toast(page, "Hand-over record ready"));

  // Without amounts.
  await amounts.click();
  await poll(() => amounts.getAttribute("aria-checked")).toBe("false");
  await expectVisible(page.getByText("The record leaves every amount out."));
  download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  bytes = fs.readFileSync(await (await download).path());
  text = await pdfText(bytes);
  expect(text).toContain("Ζήτα Στέγες");
  expect(text).not.toContain("$");
  await screenshot(page, "handover-02-without-amounts");
  expect(errors).toEqual([]);
  await context.close();

  // A viewer of the household (a sitter) sees the card, and the download says it is not for them.
  const sitter = await e2e.newPhone();
  const viewer = await signUpThroughApi(sitter.page, uniqueEmail("sitter"), person("Sid", "Sitter", 2));
  const { householdId } = await householdOf(e2e.db, owner.id);
  await e2e.db.update(householdMembers).set({ householdId, role: "viewer" }).where(eq(householdMembers.userId, viewer.id));
  await sitter.page.goto("/profile");
  const button = sitter.page.getByRole("button", { name: "Download PDF" });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expectVisible(toast(sitter.page, "Not available to viewers"));
  await sitter.page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(sitter.page, "handover-03-viewer");
  // The refused download is the one console error the page may log (the browser reports the 404).
  expect(sitter.errors.filter((e) => !e.includes("404"))).toEqual([]);
  await sitter.context.close();
});
