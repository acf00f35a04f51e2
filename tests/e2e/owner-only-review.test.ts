// At 390×844: one review per job, the hirer's. Tom, a collaborator on Alex's faucet job, taps Mark
// Completed and later Update Review: each opens the notice "Only Alex can complete and rate this
// job" instead of the sheet, and nothing is sent. Remove photo is offered to Tom only on the photo he
// added, to Alex on both. axe finds no serious or critical violation.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { tinyPng } from "../api/projects-helpers";
import { expectVisible, person, post, screenshot, screenshotAt320, signUpThroughApi, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

async function put(page: Page, linkId: string, fields: Record<string, string>) {
  const res = await page.request.put(`/api/project-providers/${linkId}`, { multipart: fields });
  expect(res.status(), await res.text()).toBe(200);
}

async function addPhoto(page: Page, linkId: string, name: string) {
  const res = await page.request.post(`/api/project-providers/${linkId}/photos`, {
    multipart: { photos: { name, mimeType: "image/png", buffer: tinyPng() } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

it("shows a collaborator the owner-only notice and offers Remove only on their own photo", { timeout: 240_000 }, async () => {
  const alex = await e2e.newPhone();
  await signUpThroughApi(alex.page, uniqueEmail("alex"), person("Alex", "Owner", 51));
  const tom = await e2e.newPhone();
  const tomUser = await signUpThroughApi(tom.page, uniqueEmail("tom"), person("Tom", "Helper", 52));

  const project = await post<{ id: string }>(alex.page, "/api/projects", { title: "Kitchen faucet" });
  await post(alex.page, `/api/projects/${project.id}/collaborators`, { userId: tomUser.id });
  const provider = await post<{ id: string }>(alex.page, "/api/providers", { name: "Drip Fix Plumbing", category: "Plumber" });
  const link = await post<{ id: string }>(alex.page, `/api/projects/${project.id}/providers`, { providerId: provider.id });
  await put(alex.page, link.id, {
    status: "estimate_scheduled",
    estimateScheduledDate: "2026-12-01T10:00:00.000Z",
    estimateScheduledTime: "10:00",
  });
  await put(alex.page, link.id, { status: "quoted", quoteAmount: "400" });
  await put(tom.page, link.id, { status: "accepted" });
  await put(tom.page, link.id, { status: "in_progress", workStartDate: "2026-12-05" });
  await addPhoto(alex.page, link.id, "alex.png");
  await addPhoto(tom.page, link.id, "tom.png");

  // Tom taps Mark Completed: the notice, not the sheet.
  await tom.page.goto(`/projects/${project.id}`);
  const row = tom.page.getByRole("list", { name: "Project providers" }).getByRole("listitem", { name: "Drip Fix Plumbing" });
  const puts: string[] = [];
  tom.page.on("request", (req) => {
    if (req.method() === "PUT" && req.url().includes("/api/project-providers/")) puts.push(req.url());
  });
  await row.getByRole("button", { name: "Mark Completed" }).click();
  const notice = tom.page.getByRole("alertdialog", { name: "Only Alex can complete and rate this job" });
  await expectVisible(notice);
  await expect(tom.page.getByLabel("Final amount").count()).resolves.toBe(0);
  await screenshot(tom.page, "owner-only-01-mark-completed-notice");
  await screenshotAt320(tom.page, "owner-only-01-mark-completed-notice");
  await notice.getByRole("button", { name: "OK" }).click();
  await notice.waitFor({ state: "detached" });

  // Remove photo: only on the photo Tom added (the second).
  await expectVisible(row.getByRole("button", { name: "Remove photo 2" }));
  await expect(row.getByRole("button", { name: "Remove photo 1" }).count()).resolves.toBe(0);
  await row.getByRole("list", { name: "Completion photos" }).scrollIntoViewIfNeeded();
  await screenshot(tom.page, "owner-only-02-collaborator-photos");
  await screenshotAt320(tom.page, "owner-only-02-collaborator-photos", () =>
    row.getByRole("list", { name: "Completion photos" }).evaluate((el) => el.scrollIntoView({ block: "center" })),
  );

  // Alex completes and rates it; Tom's Update Review opens the notice too.
  await put(alex.page, link.id, { status: "completed", finalAmount: "410", rating: "5", review: "Quick and tidy." });
  await tom.page.reload();
  await row.getByRole("button", { name: "Update Review" }).click();
  await expectVisible(notice);
  await screenshot(tom.page, "owner-only-03-update-review-notice");
  await notice.getByRole("button", { name: "OK" }).click();
  expect(puts).toEqual([]);

  // Alex, the owner, may remove either photo and gets the Update Review sheet.
  await alex.page.goto(`/projects/${project.id}`);
  const alexRow = alex.page.getByRole("list", { name: "Project providers" }).getByRole("listitem", { name: "Drip Fix Plumbing" });
  await expectVisible(alexRow.getByRole("button", { name: "Remove photo 1" }));
  await expectVisible(alexRow.getByRole("button", { name: "Remove photo 2" }));
  await alexRow.getByRole("button", { name: "Update Review" }).click();
  await expectVisible(alex.page.getByRole("dialog", { name: "Update Review" }));
  await screenshot(alex.page, "owner-only-04-owner-update-review");

  expect(alex.errors).toEqual([]);
  expect(tom.errors).toEqual([]);
});
