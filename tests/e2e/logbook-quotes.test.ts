// 2 and 5 at 390×844: comparing quotes side by side and accepting one with the
// others rejected, the project's status following as a one-tap suggestion, the provider book
// ("Your history", private notes, "Don't hire again") and starting work from a provider (Request a
// quote → an e-mail draft, logged as contacted). axe finds no serious or critical violation.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { expectVisible, poll, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

async function api<T>(page: Page, method: "post" | "put" | "patch", url: string, data: unknown, status = [200, 201]): Promise<T> {
  const res = await page.request[method](url, { data });
  expect(status, `${method} ${url}: ${await res.text()}`).toContain(res.status());
  return (await res.json()) as T;
}

async function quotedLink(page: Page, projectId: string, name: string, amount: string, notes: string) {
  const provider = await api<{ id: string }>(page, "post", "/api/providers", {
    name,
    category: "General Contractor",
    email: `${name.replace(/\W/g, "").toLowerCase()}@example.com`,
  });
  const link = await api<{ id: string }>(page, "post", `/api/projects/${projectId}/providers`, { providerId: provider.id });
  await api(page, "put", `/api/project-providers/${link.id}`, {
    status: "estimate_scheduled",
    estimateScheduledDate: "2026-12-01T15:00:00.000Z",
    estimateScheduledTime: "10:00",
  });
  await api(page, "put", `/api/project-providers/${link.id}`, { status: "quoted", quoteAmount: amount, notes });
  return { providerId: provider.id, linkId: link.id };
}

it("compares quotes, accepts one with the others rejected, and confirms the project's status", { timeout: 240_000 }, async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("mia"), {
    firstName: "Mia",
    lastName: "Mason",
    phone: "415-555-0601",
    homeAddress: "6 Elm St",
  });
  const project = await api<{ id: string }>(page, "post", "/api/projects", {
    title: "Kitchen refit",
    category: "Kitchen Renovation",
  });
  await quotedLink(page, project.id, "Cabinet Crew", "8200", "Solid oak, 3 weeks");
  const cheaper = await quotedLink(page, project.id, "Budget Kitchens", "6900", "Laminate fronts, 2 weeks");
  const third = await quotedLink(page, project.id, "Premium Fitters", "11500", "Includes worktops");

  await page.goto(`/projects/${project.id}`);
  const compare = page.getByRole("button", { name: "Compare quotes (3)" });
  await compare.click();
  const dialog = page.getByRole("dialog", { name: "Compare quotes" });
  const quotes = dialog.getByRole("list", { name: "Quotes" });
  await expectVisible(quotes.getByRole("listitem", { name: "Budget Kitchens" }).getByText("$6,900"));
  await expectVisible(quotes.getByRole("listitem", { name: "Cabinet Crew" }).getByText("Solid oak, 3 weeks"));
  // Side by side and swipeable: a horizontal scroll-snap row wider than the phone.
  expect(await quotes.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe("x mandatory");
  await poll(() => quotes.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await screenshot(page, "logbook-01-compare-quotes");
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);

  // Swipe to the second column, accept it, rejecting the others in the same step.
  await quotes.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
  await quotes.getByRole("button", { name: "Accept Budget Kitchens" }).click();
  const confirm = page.getByRole("dialog", { name: "Accept Budget Kitchens's quote?" });
  const rejectOthers = confirm.getByRole("switch", {
    name: "Also reject: Cabinet Crew ($8,200), Premium Fitters ($11,500)",
  });
  await poll(() => rejectOthers.getAttribute("aria-checked")).toBe("true");
  await screenshot(page, "logbook-02-accept-confirm");
  await confirm.getByRole("button", { name: "Accept Offer" }).click();
  await toast(page, "Offer accepted").waitFor();
  await confirm.waitFor({ state: "detached" });

  const providers = page.getByRole("list", { name: "Project providers" });
  await expectVisible(providers.getByRole("listitem", { name: "Budget Kitchens" }).getByText("Accepted"));
  await expectVisible(providers.getByRole("listitem", { name: "Cabinet Crew" }).getByText("Rejected"));
  await expectVisible(providers.getByRole("listitem", { name: "Premium Fitters" }).getByText("Rejected"));
  expect(third.linkId).toBeTruthy();

  // The project's status follows as a suggestion the owner confirms.
  const suggestion = page.getByRole("note", { name: "Project status" });
  await expectVisible(suggestion.getByText("Mark project In Progress?"));
  await screenshot(page, "logbook-03-status-suggestion");
  expect(await seriousViolations(page)).toEqual([]);
  await suggestion.getByRole("button", { name: "Mark In Progress" }).click();
  await suggestion.waitFor({ state: "detached" });
  await expectVisible(page.getByRole("main").getByText("In Progress", { exact: true }).first());

  // The last provider finishes: "Mark project Completed?".
  await api(page, "put", `/api/project-providers/${cheaper.linkId}`, { status: "in_progress", workStartDate: "2026-12-05" });
  await api(page, "put", `/api/project-providers/${cheaper.linkId}`, {
    status: "completed",
    finalAmount: "7000",
    rating: 5,
    review: "Quick, tidy and on budget.",
  });
  await page.reload();
  await expectVisible(suggestion.getByText("Mark project Completed?"));
  await suggestion.getByRole("button", { name: "Mark Completed" }).click();
  await suggestion.waitFor({ state: "detached" });
  await poll(
    async () => ((await page.request.get(`/api/projects/${project.id}`).then((r) => r.json())) as { status: string }).status,
  ).toBe("completed");
  expect(errors).toEqual([]);
  await context.close();
});

it("keeps a private provider book and starts the work from the provider", { timeout: 240_000 }, async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("ola"), {
    firstName: "Ola",
    lastName: "Owens",
    phone: "415-555-0602",
    homeAddress: "12 Birch Road, Springfield",
  });
  const provider = await api<{ id: string }>(page, "post", "/api/providers", {
    name: "Fence Pros",
    category: "Fencing",
    email: "office@fencepros.example",
    phone: "555-300-4000",
  });
  await api(page, "post", "/api/projects", {
    title: "Backyard fence",
    description: "60 ft of cedar with two gates.",
    startDate: "2027-06-01",
  });

  await page.goto(`/providers/${provider.id}`);
  await page.getByRole("heading", { name: "Fence Pros", level: 1 }).waitFor();
  const book = page.getByRole("region", { name: "Your history" });
  await expectVisible(book.getByText("No jobs with this provider on your projects yet."));

  // Request a quote: the e-mail draft carries the title, description, chosen address and timeline.
  await page.getByRole("button", { name: "Request a quote: Fence Pros" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a quote" });
  await poll(() => dialog.getByLabel("Project").inputValue()).not.toBe("");
  await expectVisible(dialog.getByLabel("Timeline"));
  await poll(() => dialog.getByLabel("Timeline").inputValue()).toBe("Starting Jun 1, 2027");
  await dialog.getByRole("switch", { name: "Share an address" }).click();
  await dialog.getByLabel("Address line to share").fill("Birch Road, Springfield");
  const draft = dialog.getByRole("link", { name: "Open e-mail draft" });
  const href = decodeURIComponent((await draft.getAttribute("href")) ?? "");
  expect(href).toContain("mailto:office@fencepros.example?subject=Quote request: Backyard fence");
  expect(href).toContain("60 ft of cedar with two gates.");
  expect(href).toContain("Address: Birch Road, Springfield");
  expect(href).not.toContain("12 Birch Road");
  expect(href).toContain("Timeline: Starting Jun 1, 2027");
  expect(decodeURIComponent((await dialog.getByRole("link", { name: "Open text message" }).getAttribute("href")) ?? "")).toMatch(
    /^sms:5553004000\?body=Hi Fence Pros,/,
  );
  await screenshot(page, "logbook-04-request-quote");
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
  // Opening the draft: the mail app is the phone's; here the click's own navigation is stopped.
  await page.evaluate(() =>
    document.addEventListener(
      "click",
      (e) => {
        if ((e.target as Element).closest("a[href^='mailto:']")) e.preventDefault();
      },
      { once: true, capture: false },
    ),
  );
  await draft.click();
  await toast(page, "Logged as contacted").waitFor();
  await dialog.waitFor({ state: "detached" });

  // Your history now holds the job; private notes and the mark.
  await expectVisible(book.getByRole("link", { name: "Backyard fence" }));
  await expectVisible(book.getByText("Contacted"));
  await book.getByLabel("Private notes").fill("Ask for Sam; gate code 4411");
  await book.getByRole("button", { name: "Save notes" }).click();
  await toast(page, "Notes saved").waitFor();
  await book.getByRole("switch", { name: "Don't hire again", exact: true }).click();
  await toast(page, "Marked Don't hire again").waitFor();
  await expectVisible(page.getByText('You marked this provider "Don\'t hire again"'));
  await screenshot(page, "logbook-05-provider-book");
  expect(await seriousViolations(page)).toEqual([]);

  // Add to project: a new project, the provider on it as contacted.
  await page.getByRole("button", { name: "Add to project: Fence Pros" }).click();
  const add = page.getByRole("dialog", { name: "Add to project" });
  await poll(() => add.getByLabel("Project").inputValue()).not.toBe("");
  await add.getByLabel("Project").selectOption({ label: "+ New project" });
  await add.getByLabel("Project title").fill("Front gate");
  await screenshot(page, "logbook-06-add-to-project");
  await add.getByRole("button", { name: "Add to project" }).click();
  await toast(page, "Added to project").waitFor();
  await page.getByRole("heading", { name: "Front gate", level: 1 }).waitFor();
  await expectVisible(
    page.getByRole("list", { name: "Project providers" }).getByRole("listitem", { name: "Fence Pros" }).getByText("Contacted"),
  );

  // The card warns me; a friend sees neither the mark nor my notes.
  await api(page, "post", "/api/providers/welcome", {}); // the first-visit welcome, seen
  await page.goto("/providers?tab=saved");
  await expectVisible(page.getByRole("article", { name: "Fence Pros" }).getByText("Don't hire again"));
  await screenshot(page, "logbook-07-card-warning");
  expect(errors).toEqual([]);

  const friendContext = await e2e.newContext();
  const friend = await friendContext.newPage();
  await signUpThroughApi(friend, uniqueEmail("fay"), {
    firstName: "Fay",
    lastName: "Friend",
    phone: "415-555-0603",
    homeAddress: "7 Elm St",
  });
  await friend.goto(`/providers/${provider.id}`);
  const friendBook = friend.getByRole("region", { name: "Your history" });
  await expectVisible(friendBook.getByText("No jobs with this provider on your projects yet."));
  await poll(() => friendBook.getByLabel("Private notes").inputValue()).toBe("");
  await poll(() => friendBook.getByRole("switch", { name: "Don't hire again", exact: true }).getAttribute("aria-checked")).toBe(
    "false",
  );
  await poll(() => friend.getByText("You marked this provider").count()).toBe(0);
  await friendContext.close();
  await context.close();
});

it("adds a friend's provider to my project from the friend's project entry", { timeout: 240_000 }, async () => {
  const friendContext = await e2e.newContext();
  const fay = await friendContext.newPage();
  const fayUser = await signUpThroughApi(fay, uniqueEmail("fay"), {
    firstName: "Fay",
    lastName: "Fields",
    phone: "415-555-0604",
    homeAddress: "8 Elm St",
  });
  const fayProject = await api<{ id: string }>(fay, "post", "/api/projects", { title: "Stone patio", category: "Deck/Patio" });
  const patio = await api<{ id: string }>(fay, "post", "/api/providers", {
    name: "Patio Masters",
    category: "Concrete",
    phone: "555-700-8000",
  });
  const link = await api<{ id: string }>(fay, "post", `/api/projects/${fayProject.id}/providers`, { providerId: patio.id });
  await api(fay, "put", `/api/project-providers/${link.id}`, {
    status: "estimate_scheduled",
    estimateScheduledDate: "2026-12-01T15:00:00.000Z",
    estimateScheduledTime: "10:00",
  });
  await api(fay, "put", `/api/project-providers/${link.id}`, { status: "quoted", quoteAmount: "5400" });
  await api(fay, "put", `/api/project-providers/${link.id}`, { status: "accepted" });
  await friendContext.close();

  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("ned"), {
    firstName: "Ned",
    lastName: "Neighbour",
    phone: "415-555-0605",
    homeAddress: "9 Elm St",
  });
  const mine = await api<{ id: string }>(page, "post", "/api/projects", { title: "Garden patio" });

  await page.goto(`/contacts/${fayUser.id}/projects`);
  const hired = page.getByRole("region", { name: "Hired Providers for Stone patio" });
  await hired.getByRole("button", { name: "Add to project: Patio Masters" }).click();
  const add = page.getByRole("dialog", { name: "Add to project" });
  await poll(() => add.getByLabel("Project").inputValue()).toBe(mine.id);
  await screenshot(page, "logbook-08-friend-entry-add");
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
  await add.getByRole("button", { name: "Add to project" }).click();
  await toast(page, "Added to project").waitFor();
  await page.getByRole("heading", { name: "Garden patio", level: 1 }).waitFor();
  await expectVisible(
    page.getByRole("list", { name: "Project providers" }).getByRole("listitem", { name: "Patio Masters" }).getByText("Contacted"),
  );
  expect(errors).toEqual([]);
  await context.close();
});
