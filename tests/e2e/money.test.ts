// Money and prices from contacts at 390×844 (docs/decisions/135-prices-and-spending.md): Mona's
// three proven contacts finished plumbing jobs for $200, $300 and $400, so Find a Provider tells her
// "Your contacts paid $250–$350, typically $300" and Compare quotes marks her $500 quote (and only
// it) "above what your contacts paid", as does the quote step. Her Money screen shows the year's
// charts by month and by category, each with its numbers as a table, budget against actual, and
// the CSV link; axe finds no serious or critical violation, at 390 and 320 px.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { homeTaskLog, homeTasks } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { dateIn } from "../../common/time-zone";
import {
  expectVisible,
  PHONE_TIME_ZONE,
  poll,
  screenshot,
  screenshotAt320,
  signUpThroughApi,
  person,
  useE2E,
} from "../support/e2e";
import { createUser, uniqueEmail } from "../support/test-app";

const e2e = useE2E();

async function api<T>(page: Page, method: "post" | "put", url: string, data?: unknown): Promise<T> {
  const res = await page.request[method](url, data === undefined ? {} : { data });
  expect([200, 201], `${method} ${url}: ${await res.text()}`).toContain(res.status());
  return (await res.json()) as T;
}

/** A quoted plumber on the project. */
async function quoted(page: Page, projectId: string, name: string, amount: string) {
  const provider = await api<{ id: string }>(page, "post", "/api/providers", { name, category: "Plumber" });
  const { id } = await api<{ id: string }>(page, "post", `/api/projects/${projectId}/providers`, { providerId: provider.id });
  await api(page, "put", `/api/project-providers/${id}`, {
    status: "estimate_scheduled",
    estimateScheduledDate: "2026-12-01T15:00:00.000Z",
    estimateScheduledTime: "10:00",
  });
  await api(page, "put", `/api/project-providers/${id}`, { status: "quoted", quoteAmount: amount });
  return id;
}

it("tells what contacts paid, warns of a quote above it, and shows where the money went", { timeout: 300_000 }, async () => {
  // Three proven contacts, each with a finished plumbing job.
  const emails: string[] = [];
  for (const [i, amount] of ["200", "300", "400"].entries()) {
    const email = uniqueEmail(`paid${i}`);
    emails.push(email);
    const contact = await createUser(e2e.app, { email, profile: { firstName: `Paid${i}`, lastName: "Contact" } });
    const res = await contact.request({
      method: "POST",
      url: "/api/providers/experience",
      payload: {
        name: `Their Plumber ${i}`,
        category: "Plumber",
        experienceType: "completed",
        projectTitle: "Their sink",
        projectType: "one_time",
        finalAmount: amount,
        rating: 5,
        wouldVouch: false,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  const { page, errors } = await e2e.newPhone();
  const mona = await signUpThroughApi(page, uniqueEmail("mona"), person("Mona", "Money", 61));
  await api(page, "post", "/api/contacts/import/picked", {
    contacts: emails.map((email, i) => ({ name: [`Friend ${i}`], email: [email], tel: [] })),
  });

  // Find a Provider, filtered to plumbers.
  await page.goto("/providers?category=Plumber");
  await expectVisible(page.getByText("Your contacts paid $250\u2013$350, typically $300"));

  // Compare quotes: $500 is above what contacts paid, $320 is not.
  const project = await api<{ id: string }>(page, "post", "/api/projects", { title: "Leaky pipe", category: "Plumbing" });
  const dear = await quoted(page, project.id, "Dear Pipes", "500");
  await quoted(page, project.id, "Fair Pipes", "320");
  await page.goto(`/projects/${project.id}`);
  await page.getByRole("button", { name: "Compare quotes (2)" }).click();
  const sheet = page.getByRole("dialog", { name: "Compare quotes" });
  await expectVisible(sheet.getByText("Your contacts paid $250\u2013$350, typically $300"));
  const quotes = sheet.getByRole("list", { name: "Quotes" });
  await expectVisible(quotes.getByRole("listitem", { name: "Dear Pipes" }).getByText("above what your contacts paid"));
  await poll(() => quotes.getByRole("listitem", { name: "Fair Pipes" }).getByText("above what your contacts paid").count()).toBe(
    0,
  );
  await screenshot(page, "money-01-compare-above");
  await screenshotAt320(page, "money-01-compare-above");
  await page.keyboard.press("Escape");
  await poll(() => sheet.count()).toBe(0);
  expect(dear).toBeTruthy();

  // Mona's own year: a finished plumbing job over its budget, an electrician, an upkeep task's cost.
  const year = Number(dateIn(new Date(), PHONE_TIME_ZONE).slice(0, 4));
  for (const [name, category, title, budget, amount] of [
    ["Mona's Plumber", "Plumber", "Bathroom", "1000", "1200"],
    ["Mona's Electrician", "Electrician", "Porch light", "", "300"],
  ] as const) {
    await api(page, "post", "/api/providers/experience", {
      name,
      category,
      experienceType: "completed",
      projectTitle: title,
      projectType: "one_time",
      ...(budget ? { projectBudget: budget } : {}),
      finalAmount: amount,
      rating: 4,
      wouldVouch: false,
    });
  }
  const { householdId } = await householdOf(e2e.db, mona.id);
  const [task] = await e2e.db
    .insert(homeTasks)
    .values({ householdId, title: "Clean gutters", every: "yearly", category: "Gutters" })
    .returning();
  await e2e.db.insert(homeTaskLog).values({ taskId: task!.id, doneOn: `${year}-01-15`, cost: "80" });

  // From Profile to Money.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Money: where it went" }).click();
  await page.waitForURL("**/money");
  await expectVisible(page.getByRole("heading", { name: "Money", level: 1 }));
  await expectVisible(page.getByText("$1,580.00"));
  const byMonth = page.getByRole("img", { name: `Spending by month, ${year}` });
  const byCategory = page.getByRole("img", { name: `Spending by category, ${year}` });
  await expectVisible(byMonth);
  await expectVisible(byCategory);
  // The charts are drawn (chart.js paints pixels into the canvases).
  await poll(() =>
    byMonth.evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
      return data.some((v, i) => i % 4 === 3 && v > 0);
    }),
  ).toBe(true);
  // Each chart's numbers as text: the table it is described by.
  const table = page.getByRole("table", { name: `Spending by category, ${year}` });
  await page.getByText("Show as a table").nth(1).click();
  await expectVisible(table.getByRole("row", { name: "Plumber $1,200.00" }));
  await expectVisible(table.getByRole("row", { name: "Electrician $300.00" }));
  await expectVisible(table.getByRole("row", { name: "Gutters $80.00" }));
  expect(await byCategory.getAttribute("aria-describedby")).toBe(await table.getAttribute("id"));
  // Budget against actual: the bathroom went $200 over its $1,000.
  await expectVisible(page.getByText("$1,200 of $1,000 budget"));
  await expectVisible(page.getByText("$200 over"));
  expect(await page.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
    `/api/reports/spending.csv?year=${year}`,
  );
  await screenshot(page, "money-02-screen");
  await screenshotAt320(page, "money-02-screen");

  // The quote step warns too.
  await page.goto(`/projects/${project.id}`);
  await page
    .getByRole("button", { name: /Edit Quote/ })
    .first()
    .click();
  const step = page.getByRole("dialog");
  await expectVisible(step.getByText("Your contacts paid $250\u2013$350, typically $300"));
  await step.getByLabel("Quote amount").fill("340");
  await poll(() => step.getByText("above what your contacts paid").count()).toBe(0);
  await step.getByLabel("Quote amount").fill("360");
  await expectVisible(step.getByText("above what your contacts paid"));
  await screenshot(page, "money-03-quote-step");

  // Home links to Money.
  await page.goto("/");
  await expectVisible(page.getByRole("link", { name: "Where your money went" }));
  expect(errors).toEqual([]);
});
