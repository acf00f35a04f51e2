// Compare quotes compares like with like, at 390×844: a mixed project (two plumbers quoted, a house
// cleaner with a scheduled estimate and no quote, a plumber in progress and one rejected, two
// electricians quoted and a lone carpenter quote) compares one trade at a time; accepting a plumber
// names and rejects only the other plumber's quote, and the toast's Undo brings it back; a
// rejection from the card is undone from the toast and from the rejected card. axe finds no
// serious or critical violation.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { expectVisible, poll, screenshot, screenshotAt320, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

async function api<T>(page: Page, method: "post" | "put", url: string, data?: unknown): Promise<T> {
  const res = await page.request[method](url, data === undefined ? {} : { data });
  expect([200, 201], `${method} ${url}: ${await res.text()}`).toContain(res.status());
  return (await res.json()) as T;
}

type Step = "contacted" | "estimate_scheduled" | "quoted" | "in_progress" | "rejected";

async function link(page: Page, projectId: string, name: string, category: string, to: Step, amount = "1000") {
  const provider = await api<{ id: string }>(page, "post", "/api/providers", { name, category });
  const { id } = await api<{ id: string }>(page, "post", `/api/projects/${projectId}/providers`, { providerId: provider.id });
  const put = (data: unknown) => api(page, "put", `/api/project-providers/${id}`, data);
  if (to === "contacted") return id;
  await put({ status: "estimate_scheduled", estimateScheduledDate: "2026-12-01T15:00:00.000Z", estimateScheduledTime: "10:00" });
  if (to === "estimate_scheduled") return id;
  await put({ status: "quoted", quoteAmount: amount });
  if (to === "rejected") await put({ status: "rejected" });
  if (to === "in_progress") {
    await put({ status: "accepted" });
    await put({ status: "in_progress", workStartDate: "2026-12-10" });
  }
  return id;
}

const statusOf = async (page: Page, projectId: string, linkId: string) =>
  (
    (await page.request.get(`/api/projects/${projectId}/providers`).then((r) => r.json())) as { id: string; status: string }[]
  ).find((l) => l.id === linkId)?.status;

it("compares one trade at a time, rejects only what it names, and undoes it", { timeout: 300_000 }, async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("lena"), {
    firstName: "Lena",
    lastName: "Leak",
    phone: "555-0701",
    homeAddress: "7 Pipe Lane",
  });
  const project = await api<{ id: string }>(page, "post", "/api/projects", { title: "Burst pipe", category: "Plumbing" });
  const pipeworks = await link(page, project.id, "Pipeworks Plumbing", "Plumber", "quoted", "1100");
  const drip = await link(page, project.id, "Drip Fixers", "Plumber", "quoted", "950");
  const cleaner = await link(page, project.id, "Sparkle Cleaning", "House Cleaning", "estimate_scheduled");
  const busy = await link(page, project.id, "Busy Pipes", "Plumber", "in_progress");
  const old = await link(page, project.id, "Old Pipes", "Plumber", "rejected", "700");
  await link(page, project.id, "Volt Electric", "Electrician", "quoted", "400");
  await link(page, project.id, "Spark Bros", "Electrician", "quoted", "450");
  const handy = await link(page, project.id, "Handy Hank", "Carpenter", "quoted", "300");

  await page.goto(`/projects/${project.id}`);
  // Two plumbers and two electricians are compared; the lone carpenter quote is not.
  await page.getByRole("button", { name: "Compare quotes (4)" }).click();
  const sheet = page.getByRole("dialog", { name: "Compare quotes" });
  const quotes = sheet.getByRole("list", { name: "Quotes" });
  await expectVisible(quotes.getByRole("listitem", { name: "Pipeworks Plumbing" }).getByText("$1,100"));
  await poll(() => quotes.getByRole("listitem").evaluateAll((items) => items.map((i) => i.getAttribute("aria-label")))).toEqual([
    "Pipeworks Plumbing",
    "Drip Fixers",
  ]);
  // A bottom sheet like the others: along the phone's bottom edge, its full width.
  await poll(async () => {
    const box = (await sheet.boundingBox())!;
    return [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)];
  }).toEqual([0, 390, 844]);
  const trades = sheet.getByRole("group", { name: "Trade" });
  await screenshot(page, "compare-undo-01-plumbers");
  await screenshotAt320(page, "compare-undo-01-plumbers");
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);

  // The chips switch trades.
  await trades.getByRole("button", { name: /Electrician/ }).click();
  await poll(() => quotes.getByRole("listitem").evaluateAll((items) => items.map((i) => i.getAttribute("aria-label")))).toEqual([
    "Volt Electric",
    "Spark Bros",
  ]);
  await poll(() => trades.getByRole("button", { name: /Electrician/ }).getAttribute("aria-pressed")).toBe("true");
  await screenshot(page, "compare-undo-02-electricians");
  await trades.getByRole("button", { name: /Plumber/ }).click();

  // Accepting Drip Fixers names the one quote it rejects.
  await quotes.getByRole("button", { name: "Accept Drip Fixers" }).click();
  const confirm = page.getByRole("dialog", { name: "Accept Drip Fixers's quote?" });
  const alsoReject = confirm.getByRole("switch", { name: "Also reject: Pipeworks Plumbing ($1,100)" });
  await poll(() => alsoReject.getAttribute("aria-checked")).toBe("true");
  await screenshot(page, "compare-undo-03-also-reject");
  await confirm.getByRole("button", { name: "Accept Offer" }).click();
  await toast(page, "Drip Fixers; 1 other quote rejected (Pipeworks Plumbing)").waitFor();
  await screenshot(page, "compare-undo-04-accept-toast");

  // Exactly the other plumber's quote was rejected: not the cleaner, not the in-progress, not the other trades.
  await poll(() => statusOf(page, project.id, pipeworks)).toBe("rejected");
  expect(await statusOf(page, project.id, drip)).toBe("accepted");
  expect(await statusOf(page, project.id, cleaner)).toBe("estimate_scheduled");
  expect(await statusOf(page, project.id, busy)).toBe("in_progress");
  expect(await statusOf(page, project.id, handy)).toBe("quoted");

  // Undo in the toast brings the quote back.
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("button", { name: "Undo rejection" })
    .click();
  await toast(page, "Pipeworks Plumbing is back to Quoted").waitFor();
  await poll(() => statusOf(page, project.id, pipeworks)).toBe("quoted");
  const providers = page.getByRole("list", { name: "Project providers" });
  await expectVisible(providers.getByRole("listitem", { name: "Pipeworks Plumbing" }).getByText("Quoted", { exact: true }));

  // A rejection from the card, undone from its toast.
  const pipeCard = providers.getByRole("listitem", { name: "Pipeworks Plumbing" });
  await pipeCard.getByRole("button", { name: "Reject", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "Reject Pipeworks Plumbing?" })
    .getByRole("button", { name: "Reject", exact: true })
    .click();
  await toast(page, "Provider rejected").waitFor();
  await screenshot(page, "compare-undo-05-reject-toast");
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("button", { name: "Undo", exact: true })
    .click();
  await toast(page, "Pipeworks Plumbing is back to Quoted").waitFor();
  await poll(() => statusOf(page, project.id, pipeworks)).toBe("quoted");

  // A link rejected earlier is undone from its card.
  const oldCard = providers.getByRole("listitem", { name: "Old Pipes" });
  await oldCard.scrollIntoViewIfNeeded();
  await expectVisible(oldCard.getByText("You decided not to go with this provider."));
  await screenshot(page, "compare-undo-06-rejected-card");
  await screenshotAt320(page, "compare-undo-06-rejected-card", () =>
    oldCard.evaluate((el) => el.scrollIntoView({ block: "center" })),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await oldCard.getByRole("button", { name: "Undo reject: Old Pipes" }).click();
  await toast(page, "Old Pipes is back to Quoted").waitFor();
  await expectVisible(oldCard.getByText("Quoted", { exact: true }));
  expect(await statusOf(page, project.id, old)).toBe("quoted");
  expect(errors).toEqual([]);
  await context.close();
});
