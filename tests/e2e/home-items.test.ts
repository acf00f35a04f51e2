// The home's items on a phone (390×844, and 320 px): the owner adds the furnace, opens it and
// attaches its manual (a PDF); the document is listed and opens. axe on each screen and dialog.
import { expect, it } from "vitest";
import {
  collectPageErrors,
  expectVisible,
  person,
  poll,
  screenshot,
  screenshotAt320,
  signUpThroughApi,
  toast,
  useE2E,
} from "../support/e2e";
import { uniqueEmail } from "../support/test-app";
import { tinyPdf } from "../api/projects-helpers";

const e2e = useE2E();

it("adds an item and a document to it", { timeout: 300_000 }, async () => {
  const { page } = await e2e.newPhone();
  const errors = collectPageErrors(page);
  await signUpThroughApi(page, uniqueEmail("hana"), person("Hana", "Home", 51));
  await page.goto("/home/items");
  await expectVisible(page.getByRole("heading", { name: "Appliances and records", level: 1 }));
  await screenshot(page, "home-items-01-empty");

  await page.getByRole("button", { name: "Add item" }).click();
  const dialog = page.getByRole("dialog", { name: "Add an item" });
  await expectVisible(dialog);
  await dialog.getByLabel("Name").fill("Furnace");
  await dialog.getByLabel("Trade (optional)").selectOption("HVAC");
  await dialog.getByLabel("Brand").fill("Carrier");
  await dialog.getByLabel("Model").fill("59TP6");
  await dialog.getByLabel("Warranty until").fill("2031-10-01");
  await screenshot(page, "home-items-02-add");
  await screenshotAt320(page, "home-items-02-add");
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expectVisible(toast(page, "Item added"));
  const row = page.getByRole("list", { name: "Items" }).getByRole("button", { name: /Furnace/ });
  await expectVisible(row);
  await expectVisible(row.getByText("HVAC · Carrier 59TP6"));

  await row.click();
  const details = page.getByRole("dialog", { name: "Furnace" });
  await expectVisible(details.getByText("Oct 1, 2031"));
  await details.getByLabel("Document file").setInputFiles({
    name: "furnace-manual.pdf",
    mimeType: "application/pdf",
    buffer: tinyPdf("Manual"),
  });
  await expectVisible(toast(page, "Document added"));
  const doc = details.getByRole("link", { name: "furnace-manual.pdf" });
  await expectVisible(doc);
  const href = await doc.getAttribute("href");
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  await screenshot(page, "home-items-03-document");
  await screenshotAt320(page, "home-items-03-document");
  await page.keyboard.press("Escape");
  await poll(() => page.getByRole("list", { name: "Items" }).getByText("1 document").count()).toBe(1);
  expect(errors).toEqual([]);
});
