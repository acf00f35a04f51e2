// At 390×844: replacing a quote PDF keeps the one before under "Earlier quotes" on the link, with
// who uploaded each and when, each opening like the current quote for the project's people and
// answering 404 to anyone else. axe finds no serious or critical violation.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { tinyPdf } from "../api/projects-helpers";
import { seriousViolations } from "../support/axe";
import { expectVisible, person, poll, post, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

async function uploadQuote(page: Page, linkId: string, name: string) {
  const res = await page.request.put(`/api/project-providers/${linkId}`, {
    multipart: { quotePdf: { name, mimeType: "application/pdf", buffer: tinyPdf(name) } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

it("lists earlier quotes with who uploaded each, downloadable by the project's people only", { timeout: 240_000 }, async () => {
  const { page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("olivia"), person("Olivia", "Owens", 41));
  const hank = await e2e.newPhone();
  const hankUser = await signUpThroughApi(hank.page, uniqueEmail("hank"), person("Hank", "Hill", 42));
  const stranger = await e2e.newPhone();
  await signUpThroughApi(stranger.page, uniqueEmail("sam"), person("Sam", "Stone", 43));

  const project = await post<{ id: string }>(page, "/api/projects", { title: "Bathroom refit" });
  await post(page, `/api/projects/${project.id}/collaborators`, { userId: hankUser.id });
  const provider = await post<{ id: string }>(page, "/api/providers", { name: "Tile Masters", category: "General Contractor" });
  const link = await post<{ id: string }>(page, `/api/projects/${project.id}/providers`, { providerId: provider.id });
  await uploadQuote(page, link.id, "quote-march.pdf");
  await uploadQuote(hank.page, link.id, "quote-april.pdf");

  // Olivia replaces Hank's quote through the Edit Quote dialog.
  await page.goto(`/projects/${project.id}`);
  const row = page.getByRole("list", { name: "Project providers" }).getByRole("listitem", { name: "Tile Masters" });
  await row.getByRole("button", { name: "Edit Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Quote" });
  await dialog
    .getByLabel("Quote PDF")
    .setInputFiles({ name: "quote-may.pdf", mimeType: "application/pdf", buffer: tinyPdf("may") });
  await dialog.getByRole("button", { name: "Save Quote" }).click();
  await toast(page, "Quote saved").waitFor();
  await dialog.waitFor({ state: "detached" });

  await expectVisible(row.getByRole("link", { name: "quote-may.pdf" })).catch(async (err: unknown) => {
    // Seen twice under a full run's load and never alone: keep what the page showed for the next reader.
    await page.screenshot({ path: "test-results/screenshots/earlier-quotes-failure.png", fullPage: true });
    const shown = await page.evaluate(() => ({
      hidden: [...document.querySelectorAll("[aria-hidden=true]")].length,
      dialogs: [...document.querySelectorAll("[role=dialog]")].map((d) => d.textContent?.slice(0, 80)),
      main: document.querySelector("main")?.textContent?.slice(0, 600),
    }));
    throw new Error(`${String(err)}; the page: ${JSON.stringify(shown)}; page errors: ${errors.join(" | ")}`);
  });
  const summary = row.getByText("Earlier quotes (2)");
  await expectVisible(summary);
  await summary.click();
  const earlier = row.getByRole("list", { name: "Earlier quotes" });
  const items = earlier.getByRole("listitem");
  await poll(() => items.count()).toBe(2);
  // Newest first, each with its uploader ("you" for the viewer) and date.
  await expectVisible(items.nth(0).getByRole("link", { name: "quote-april.pdf" }));
  await expectVisible(items.nth(0).getByText(/^Uploaded by Hank on [A-Z][a-z]{2} \d{1,2}, \d{4}$/));
  await expectVisible(items.nth(1).getByRole("link", { name: "quote-march.pdf" }));
  await expectVisible(items.nth(1).getByText(/^Uploaded by you on /));
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, "earlier-quotes-01-expanded");
  expect(await seriousViolations(page)).toEqual([]);

  // The earlier quote opens as the current one does (a new tab), for Olivia and for Hank; a
  // stranger gets 404.
  const href = (await items.nth(1).getByRole("link").getAttribute("href"))!;
  expect(await items.nth(1).getByRole("link").getAttribute("target")).toBe("_blank");
  const mine = await page.request.get(href);
  expect(mine.status()).toBe(200);
  expect(mine.headers()["content-type"]).toBe("application/pdf");
  expect((await mine.body()).equals(tinyPdf("quote-march.pdf"))).toBe(true);
  expect((await hank.page.request.get(href)).status()).toBe(200);
  expect((await stranger.page.request.get(href)).status()).toBe(404);

  // Hank sees Olivia's name on the quote she replaced.
  await hank.page.goto(`/projects/${project.id}`);
  const hankRow = hank.page.getByRole("list", { name: "Project providers" }).getByRole("listitem", { name: "Tile Masters" });
  await hankRow.getByText("Earlier quotes (2)").click();
  await expectVisible(hankRow.getByRole("list", { name: "Earlier quotes" }).getByText(/^Uploaded by Olivia on /));
  await expectVisible(hankRow.getByRole("list", { name: "Earlier quotes" }).getByText(/^Uploaded by you on /));
  await screenshot(hank.page, "earlier-quotes-02-collaborator");

  expect(errors).toEqual([]);
  expect(hank.errors).toEqual([]);
});
