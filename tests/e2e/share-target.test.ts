// "Share into Vowch" at 390×844: a share from another app is what the installed app's share sheet
// does, a multipart POST navigation to the manifest's share_target (/share-target). Here a real
// form on a page of the app posts it (a text, or a vCard file), so the real service worker answers:
// the server never sees the POST, the Add Provider wizard opens pre-filled, nothing is saved until
// it is submitted (then the spec's duplicate check), and a signed-out share goes through sign-in to
// the wizard with the shared fields still there. Without a worker, the server sends the POST on
// to the wizard too.
import type { BrowserContext, Page } from "playwright-core";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { providers } from "../../server/db/schema";
import { choose, collectPageErrors, expectVisible, poll, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { TEST_PASSWORD, uniqueEmail } from "../support/test-app";

const FLOW_TIMEOUT = 240_000;
const e2e = useE2E();

/** A phone whose service worker is installed and active (as an installed app's is). */
async function phoneWithWorker(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await e2e.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  return { context, page, errors };
}

async function workerReady(page: Page) {
  await poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state ?? null))).toBe("activated");
}

/** What the server received for /share-target (it must be nothing while a worker is installed). */
function shareTargetPostsSeen() {
  const seen: string[] = [];
  const listener = (req: { method?: string; url?: string }) => {
    if (req.url?.startsWith("/share-target")) seen.push(`${req.method} ${req.url}`);
  };
  e2e.app.server.on("request", listener);
  return { seen, stop: () => e2e.app.server.off("request", listener) };
}

/**
 * Shares into the app as the share sheet does: a multipart form POSTed by navigation to
 * /share-target, with the manifest's field names (title, text, url, files).
 */
async function share(page: Page, fields: { title?: string; text?: string; url?: string; vcard?: string }) {
  await page.evaluate((values) => {
    const form = document.createElement("form");
    form.method = "POST";
    form.action = "/share-target";
    form.enctype = "multipart/form-data";
    for (const name of ["title", "text", "url"] as const) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = values[name] ?? "";
      form.append(input);
    }
    if (values.vcard) {
      const files = document.createElement("input");
      files.type = "file";
      files.name = "files";
      const list = new DataTransfer();
      list.items.add(new File([values.vcard], "contact.vcf", { type: "text/x-vcard" }));
      files.files = list.files;
      form.append(files);
    }
    document.body.append(form);
    form.submit();
  }, fields);
}

/** Steps 2 and 3 of the wizard for a completed job, then "Add Provider". */
async function finishWizard(page: Page) {
  const wizard = page.getByRole("dialog", { name: "Add Provider" });
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByText("Step 2 of 3").waitFor();
  await wizard.getByLabel("Completed project").check();
  await wizard.getByLabel("Project title").fill("Fix the kitchen sink");
  await wizard.getByLabel("Final amount paid").fill("180");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByText("Step 3 of 3").waitFor();
  await wizard.getByRole("radio", { name: "5 stars" }).click();
  await wizard.getByLabel("Your review").fill("Came the same day and fixed it for good.");
  await wizard.getByRole("button", { name: "Add Provider" }).click();
}

const providersNamed = (name: string) => e2e.db.select().from(providers).where(eq(providers.name, name));

it(
  "opens the Add Provider wizard filled in from shared text; nothing is saved until it is submitted",
  async () => {
    const { context, page, errors } = await phoneWithWorker();
    await signUpThroughApi(page, uniqueEmail("share"));
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await workerReady(page);

    const server = shareTargetPostsSeen();
    await share(page, { text: "Joe's Plumbing 555-201-3344 joe@example.com https://joe.example" });
    await page.waitForURL((url) => url.pathname === "/providers");
    const wizard = page.getByRole("dialog", { name: "Add Provider" });
    await wizard.getByText("Step 1 of 3").waitFor();
    await poll(() => wizard.getByLabel("Provider name").inputValue()).toBe("Joe's Plumbing");
    expect(await wizard.getByLabel("Phone").inputValue()).toBe("555-201-3344");
    expect(await wizard.getByLabel("Email").inputValue()).toBe("joe@example.com");
    expect(await wizard.getByLabel("Website").inputValue()).toBe("https://joe.example");
    await expectVisible(wizard.getByText("Filled in from what you shared. Check it and choose a category."));
    // The worker answered: the share never reached the server, and `?shared=1` has left the address.
    server.stop();
    expect(server.seen).toEqual([]);
    expect(new URL(page.url()).search).toBe("");
    // No welcome dialog over the wizard, and nothing saved yet.
    expect(await page.getByRole("heading", { name: "Welcome to Providers" }).count()).toBe(0);
    expect(await providersNamed("Joe's Plumbing")).toEqual([]);
    await screenshot(page, "share-01-wizard-filled");

    await choose(page, "Category", "Plumber");
    await finishWizard(page);
    await toast(page, "Provider and project experience added successfully").waitFor();
    await wizard.waitFor({ state: "hidden" });
    await expectVisible(page.getByRole("region", { name: "Just added" }).getByRole("link", { name: "Joe's Plumbing" }));
    const saved = await providersNamed("Joe's Plumbing");
    expect(saved).toEqual([
      expect.objectContaining({
        category: "Plumber",
        phone: "555-201-3344",
        email: "joe@example.com",
        website: "https://joe.example",
      }),
    ]);

    // The share was read once: nothing is left in the worker's keeping, and the wizard opened
    // afterwards is blank.
    expect(
      await page.evaluate(() =>
        caches
          .open("vowch-share")
          .then((c) => c.keys())
          .then((keys) => keys.length),
      ),
    ).toBe(0);
    await toast(page, "Provider and project experience added successfully").waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Add Provider" }).first().click();
    await wizard.getByText("Step 1 of 3").waitFor();
    expect(await wizard.getByLabel("Provider name").inputValue()).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  },
  FLOW_TIMEOUT,
);

it(
  "a signed-out share of a contact card lands on sign-in, then on the filled-in wizard, with the duplicate check on submit",
  async () => {
    // The account, with a provider of the same phone already on it.
    const email = uniqueEmail("share-out");
    const setup = await e2e.newContext();
    const setupPage = await setup.newPage();
    await signUpThroughApi(setupPage, email);
    const made = await setupPage.request.post("/api/providers", {
      data: { name: "Ace Roofing", category: "General Contractor", phone: "(415) 555-0199" },
    });
    expect(made.status()).toBe(201);
    await setup.close();

    const { context, page, errors } = await phoneWithWorker();
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).waitFor();
    await workerReady(page);
    const card = [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:Roofer;Ace;;;",
      "FN:Ace Roofing & Gutters",
      "TEL;TYPE=WORK:415-555-0199",
      "EMAIL:office@ace-roofing.example",
      "URL:https://ace-roofing.example",
      "END:VCARD",
    ].join("\r\n");
    await share(page, { title: "Contact", vcard: card });

    // Signed out: the spec's toast, then sign-in; afterwards the wizard, with the card's fields.
    await page.waitForURL((url) => url.pathname === "/api/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/providers");
    const wizard = page.getByRole("dialog", { name: "Add Provider" });
    await wizard.getByText("Step 1 of 3").waitFor();
    await poll(() => wizard.getByLabel("Provider name").inputValue()).toBe("Ace Roofing & Gutters");
    expect(await wizard.getByLabel("Phone").inputValue()).toBe("415-555-0199");
    expect(await wizard.getByLabel("Email").inputValue()).toBe("office@ace-roofing.example");
    expect(await wizard.getByLabel("Website").inputValue()).toBe("https://ace-roofing.example");
    await screenshot(page, "share-02-signed-out-wizard-filled");

    // Submitting runs the spec's duplicate check: the same phone is already a provider.
    await choose(page, "Category", "General Contractor");
    await finishWizard(page);
    const prompt = wizard.getByRole("alert").filter({ hasText: "Similar provider found" });
    await prompt.waitFor();
    await expectVisible(prompt.getByText("Ace Roofing", { exact: true }));
    expect(await providersNamed("Ace Roofing & Gutters")).toEqual([]);
    await screenshot(page, "share-03-duplicate-prompt");
    await prompt.getByRole("button", { name: "Create Anyway" }).click();
    await toast(page, "Provider and project experience added successfully").waitFor();
    await poll(async () => (await providersNamed("Ace Roofing & Gutters")).map((p) => p.email)).toEqual([
      "office@ace-roofing.example",
    ]);
    expect(errors).toEqual([]);
    await context.close();
  },
  FLOW_TIMEOUT,
);

it("without a service worker, the server sends a share on to the wizard (303), reading nothing", async () => {
  const form = new FormData();
  form.append("text", "Joe's Plumbing 555-201-3344");
  form.append("files", new Blob(["BEGIN:VCARD\r\nFN:Joe\r\nEND:VCARD\r\n"], { type: "text/x-vcard" }), "joe.vcf");
  // As a browser navigation from the share sheet sends it: no page origin.
  const answer = await fetch(`${e2e.baseUrl}/share-target`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { "sec-fetch-site": "none", origin: "null" },
  });
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/providers?shared=1");
  const empty = await fetch(`${e2e.baseUrl}/share-target`, { method: "POST", redirect: "manual" });
  expect(empty.status).toBe(303);

  // The phone lands on the wizard, blank.
  const context = await e2e.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signUpThroughApi(page, uniqueEmail("share-none"));
  await page.goto("/providers?shared=1");
  const wizard = page.getByRole("dialog", { name: "Add Provider" });
  await wizard.getByText("Step 1 of 3").waitFor();
  expect(await wizard.getByLabel("Provider name").inputValue()).toBe("");
  expect(await page.locator("main").count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  expect(
    await e2e.db
      .select()
      .from(providers)
      .where(and(eq(providers.name, "Joe"), eq(providers.category, "Plumber"))),
  ).toEqual([]);
  await context.close();
});
