// The place and the flows at 390×844: the place (tab, chip, scroll) survives Back and reload and the
// project's Back returns where the user came from; Add Provider from a project never dead-ends;
// the wizard's Next explains step 1; copy and workflow toasts say what happened; removing a
// collaborator asks first; Complete Profile can sign out; the sign-in forms keep their own
// values; the request wizard keeps its draft; Home names an untitled ongoing service once.
// axe-core checks every screen and dialog visited.
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { projectProviders, projects, providers, userProviders } from "../../server/db/schema";
import { seriousViolations } from "../support/axe";
import { choose, expectVisible, person, poll, post, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

/** No serious or critical axe-core violation on the page, or inside `selector`. */
async function noViolations(page: Page, selector?: string) {
  await poll(() => seriousViolations(page, selector)).toEqual([]);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const search = (page: Page) => new URL(page.url()).search;
const pathname = (page: Page) => new URL(page.url()).pathname;

it("keeps the tab, the chip and the scroll position across Back and reload", { timeout: 240_000 }, async () => {
  const fran = await e2e.newPhone({ clipboard: true });
  const franUser = await signUpThroughApi(fran.page, uniqueEmail("fran"), person("Fran", "Friend", 1));
  const franProvider = await post<{ id: string }>(fran.page, "/api/providers", {
    name: "Fran's Roofer",
    category: "General Contractor",
  });
  const franProject = await post<{ id: string }>(fran.page, "/api/projects", { title: "New roof" });
  await post(fran.page, `/api/projects/${franProject.id}/providers`, { providerId: franProvider.id });
  // Hired, so the friend's Providers tab lists it (merely contacted providers are not shown).
  await e2e.db.update(projectProviders).set({ status: "accepted" }).where(eq(projectProviders.projectId, franProject.id));

  const { context, page, errors } = await e2e.newPhone({ clipboard: true });
  await signUpThroughApi(page, uniqueEmail("olivia"), person("Olivia", "Owner", 2));
  await page.request.post("/api/providers/welcome");
  await post(page, "/api/providers", { name: "Olivia's Plumber", category: "Plumber" });
  const ids: Record<string, string> = {};
  for (let i = 1; i <= 7; i++) {
    const title = `Planning project 0${i}`;
    ids[title] = (await post<{ id: string }>(page, "/api/projects", { title, description: "Quotes first, then the work." })).id;
  }
  for (let i = 1; i <= 3; i++) {
    const title = `Underway project ${i}`;
    ids[title] = (await post<{ id: string }>(page, "/api/projects", { title, status: "in_progress" })).id;
  }

  // The status chip lives in ?status= and survives reload.
  await page.goto("/projects");
  const chips = page.getByRole("group", { name: "Filter by status" });
  await chips.getByRole("button", { name: "In Progress 3" }).click();
  await poll(() => search(page)).toBe("?status=in_progress");
  await poll(() => page.getByRole("article").count()).toBe(3);
  await page.reload();
  await poll(() => chips.getByRole("button", { name: "In Progress 3" }).getAttribute("aria-pressed")).toBe("true");
  await poll(() => page.getByRole("article").count()).toBe(3);
  await screenshot(page, "place-01-projects-chip-after-reload");
  await noViolations(page);

  // The project's Back returns to the filtered list it was opened from.
  await page.getByRole("article", { name: "Underway project 1" }).getByRole("button", { name: "View Details" }).click();
  await page.getByRole("heading", { name: "Underway project 1" }).waitFor();
  await noViolations(page);
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await poll(() => `${pathname(page)}${search(page)}`).toBe("/projects?status=in_progress");
  await poll(() => chips.getByRole("button", { name: "In Progress 3" }).getAttribute("aria-pressed")).toBe("true");

  // The scroll position comes back with Back (the in-app button and the browser's) and reload.
  await chips.getByRole("button", { name: "All 10" }).click();
  await poll(() => search(page)).toBe("");
  await poll(() => page.getByRole("article").count()).toBe(10);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await poll(() => scrollY(page)).toBeGreaterThan(600);
  const bottom = await scrollY(page);
  await screenshot(page, "place-02-projects-scrolled");
  // A DOM click: the pointer must not scroll the page before it leaves.
  await page
    .getByRole("article", { name: "Planning project 01" })
    .getByRole("button", { name: "View Details" })
    .dispatchEvent("click");
  await page.getByRole("heading", { name: "Planning project 01" }).waitFor();
  await poll(() => scrollY(page)).toBe(0);
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await poll(() => pathname(page)).toBe("/projects");
  await poll(() => scrollY(page)).toBe(bottom);
  await page.reload();
  await page.getByRole("article", { name: "Planning project 01" }).waitFor();
  await poll(() => scrollY(page)).toBe(bottom);
  await page
    .getByRole("article", { name: "Planning project 01" })
    .getByRole("button", { name: "View Details" })
    .dispatchEvent("click");
  await page.getByRole("heading", { name: "Planning project 01" }).waitFor();
  await page.goBack();
  await poll(() => scrollY(page)).toBe(bottom);
  await page.goForward();
  await page.getByRole("heading", { name: "Planning project 01" }).waitFor();
  await poll(() => scrollY(page)).toBe(0);

  // Back from a project opened on Home returns Home; opened from outside the app, it goes to /projects.
  await page.goto("/");
  await page.getByRole("link", { name: /Planning project 07/ }).click();
  await page.getByRole("heading", { name: "Planning project 07" }).waitFor();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await poll(() => pathname(page)).toBe("/");
  await page.goto(`/projects/${ids["Underway project 2"]}`);
  await page.getByRole("heading", { name: "Underway project 2" }).waitFor();
  await page.reload();
  await page.getByRole("heading", { name: "Underway project 2" }).waitFor();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await poll(() => `${pathname(page)}${search(page)}`).toBe("/projects");

  // The Providers tab lives in ?tab= and survives reload and Back from a provider.
  await page.goto("/providers");
  await page.getByRole("tab", { name: "My Providers" }).click();
  await poll(() => search(page)).toBe("?tab=saved");
  await page.reload();
  await poll(() => page.getByRole("tab", { name: "My Providers" }).getAttribute("aria-selected")).toBe("true");
  const mine = page.getByRole("tabpanel", { name: "My Providers" });
  await mine.getByRole("link", { name: "Olivia's Plumber" }).click();
  await page.waitForURL(/\/providers\/[0-9a-f-]{36}$/);
  await page.goBack();
  await poll(() => page.getByRole("tab", { name: "My Providers" }).getAttribute("aria-selected")).toBe("true");
  await expectVisible(mine.getByRole("article", { name: "Olivia's Plumber" }));
  await screenshot(page, "place-03-providers-tab-after-back");
  await noViolations(page);

  // The friend detail tab too, beside the contactId parameter of the spec's second route.
  await page.goto(`/contacts/projects?contactId=${franUser.id}`);
  await page.getByRole("heading", { name: "Fran Friend" }).waitFor();
  await page.getByRole("tab", { name: "Providers" }).click();
  await poll(() => new URL(page.url()).searchParams.get("tab")).toBe("providers");
  await page.reload();
  await poll(() => page.getByRole("tab", { name: "Providers" }).getAttribute("aria-selected")).toBe("true");
  await expectVisible(page.getByRole("tabpanel", { name: "Providers" }).getByText("Fran's Roofer"));
  expect(new URL(page.url()).searchParams.get("contactId")).toBe(franUser.id);
  await screenshot(page, "place-04-friend-tab-after-reload");
  await noViolations(page);
  await page.getByRole("tab", { name: "Projects" }).click();
  await poll(() => new URL(page.url()).searchParams.has("tab")).toBe(false);

  expect(errors).toEqual([]);
  await context.close();
  await fran.context.close();
});

it(
  "offers the trade first, all providers and a search when the project's category matches none",
  { timeout: 180_000 },
  async () => {
    const { context, page, errors } = await e2e.newPhone({ clipboard: true });
    await signUpThroughApi(page, uniqueEmail("kim"), person("Kim", "Kitchen", 3));
    for (const provider of [
      { name: "Brush Painters", category: "Painter" },
      { name: "Drip Plumbing", category: "Plumber" },
      { name: "Handy Hal", category: "General Contractor" },
    ])
      await post(page, "/api/providers", provider);
    const kitchen = await post<{ id: string }>(page, "/api/projects", {
      title: "Kitchen refresh",
      category: "Kitchen Renovation",
    });
    const den = await post<{ id: string }>(page, "/api/projects", { title: "Paint the den", category: "Painting" });

    // "Kitchen Renovation" names no provider category: the dialog says so, puts the trade the
    // problem table gives (General Contractor) first, then the directory and the other providers.
    await page.goto(`/projects/${kitchen.id}`);
    await page.getByRole("button", { name: "Add Provider" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Provider" });
    await dialog
      .getByText("None of your providers are in Kitchen Renovation. General Contractor providers come first.")
      .waitFor();
    await dialog
      .getByRole("list", { name: "Your General Contractor providers" })
      .getByRole("button", { name: "Add Handy Hal" })
      .waitFor();
    const others = dialog.getByRole("list", { name: "Your other providers" }).getByRole("button", { name: /^Add / });
    await poll(() => others.count()).toBe(2);
    await screenshot(page, "flows-01-add-provider-no-match");
    await noViolations(page, '[role="dialog"]');
    await dialog.getByLabel("Search all providers").fill("drip");
    await dialog.getByRole("heading", { name: "All providers matching “drip”" }).waitFor();
    await poll(() => others.count()).toBe(1);
    await dialog.getByRole("button", { name: "Add Drip Plumbing" }).click();
    await toast(page, "Provider added to project successfully!").waitFor();
    await page.getByRole("listitem", { name: "Drip Plumbing" }).waitFor();

    // A mapped category that matches: a removable filter, and back again.
    await page.goto(`/projects/${den.id}`);
    await page.getByRole("button", { name: "Add Provider" }).click();
    await dialog.getByText("Your Painter providers").waitFor();
    const rows = dialog.getByRole("list", { name: "Your providers" }).getByRole("button", { name: /^Add / });
    await poll(() => rows.count()).toBe(1);
    await expectVisible(dialog.getByRole("button", { name: "Add Brush Painters" }));
    await screenshot(page, "flows-02-add-provider-filter");
    await noViolations(page, '[role="dialog"]');
    await dialog.getByRole("button", { name: "Painter, remove filter" }).click();
    await dialog.getByText("All your providers").waitFor();
    await poll(() => rows.count()).toBe(3);
    await dialog.getByRole("button", { name: "Show only Painter" }).click();
    await poll(() => rows.count()).toBe(1);
    await dialog.getByLabel("Search your providers").fill("zzz");
    await dialog.getByText('No Painter providers match "zzz".').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  },
);

it(
  "explains step 1 of the Add Provider wizard and shows e-mail and website messages where typed",
  { timeout: 180_000 },
  async () => {
    const { context, page, errors } = await e2e.newPhone({ clipboard: true });
    await signUpThroughApi(page, uniqueEmail("walt"), person("Walt", "Wizard", 4));
    await page.request.post("/api/providers/welcome");
    await page.goto("/providers");
    await page.getByRole("button", { name: "Add Provider" }).first().click();
    const wizard = page.getByRole("dialog", { name: "Add Provider" });
    await wizard.getByText("Step 1 of 3").waitFor();

    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByText("Provider name is required").waitFor();
    await expectVisible(wizard.getByText("Category is required"));
    await expectVisible(wizard.getByText("Step 1 of 3"));
    await screenshot(page, "flows-03-wizard-step1-messages");
    await noViolations(page, '[role="dialog"]');
    await wizard.getByLabel("Provider name").fill("Drip Plumbing");
    await wizard.getByText("Provider name is required").waitFor({ state: "detached" });
    await wizard.getByLabel("Email").fill("not-an-email");
    await wizard.getByLabel("Email").blur();
    await wizard.getByText("Invalid email", { exact: true }).waitFor();
    await wizard.getByLabel("Website").fill("not a website");
    await wizard.getByLabel("Website").blur();
    await wizard.getByText("Invalid website", { exact: true }).waitFor();
    await choose(page, "Category", "Plumber");
    await wizard.getByText("Category is required").waitFor({ state: "detached" });
    await screenshot(page, "flows-04-wizard-step1-invalid-contact");

    // The e-mail and website do not hold Next…
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByText("Step 2 of 3").waitFor();
    await wizard.getByLabel("Future project or quote").check();
    await wizard.getByLabel("Project title").fill("Fix the kitchen sink");
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByText("Step 3 of 3").waitFor();
    // …but the submit refuses them and returns to step 1 with both messages.
    await wizard.getByRole("button", { name: "Add Provider" }).click();
    await wizard.getByText("Step 1 of 3").waitFor();
    await expectVisible(wizard.getByText("Invalid email", { exact: true }));
    await expectVisible(wizard.getByText("Invalid website", { exact: true }));
    await wizard.getByLabel("Email").fill("hello@drip.example.com");
    await wizard.getByLabel("Website").fill("https://drip.example.com");
    await wizard.getByText("Invalid email", { exact: true }).waitFor({ state: "detached" });
    await wizard.getByText("Invalid website", { exact: true }).waitFor({ state: "detached" });
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("button", { name: "Add Provider" }).click();
    await toast(page, "Provider and project experience added successfully").waitFor();

    expect(errors).toEqual([]);
    await context.close();
  },
);

it("says what each copy and each workflow step did", { timeout: 240_000 }, async () => {
  const { context, page, errors } = await e2e.newPhone({ clipboard: true });
  const user = await signUpThroughApi(page, uniqueEmail("tess"), person("Tess", "Toaster", 5));
  await page.request.post("/api/providers/welcome");
  const db = e2e.db;

  // Ten providers, each on a project at the status before its step (set directly: the app only
  // moves forward, and "pending" is never a new link's status).
  const steps = [
    { name: "P1 Pending Co", status: "pending" },
    { name: "P2 Contacted Co", status: "contacted" },
    { name: "P3 Estimate Co", status: "estimate_scheduled" },
    { name: "P4 Quoted Co", status: "quoted", quoteAmount: "900.00" },
    { name: "P5 Accepted Co", status: "accepted", quoteAmount: "900.00" },
    { name: "P6 Working Co", status: "in_progress", quoteAmount: "900.00" },
    { name: "P7 Done Co", status: "completed", finalAmount: "880.00", rating: 4 },
    { name: "P8 Rejected Co", status: "contacted" },
    { name: "P9 Mowing Co", status: "in_progress", recurring: true },
    { name: "P10 Hedge Co", status: "active", recurring: true },
  ] as const;
  const [oneTime] = await db.insert(projects).values({ userId: user.id, title: "Bathroom redo" }).returning();
  const [recurring] = await db
    .insert(projects)
    .values({ userId: user.id, title: "Garden care", projectType: "recurring", status: "active" })
    .returning();
  const providerIds: string[] = [];
  for (const step of steps) {
    const [provider] = await db
      .insert(providers)
      .values({ name: step.name, category: "Plumber", phone: "415-555-0800", userId: user.id })
      .returning();
    providerIds.push(provider!.id);
    await db.insert(userProviders).values({ userId: user.id, providerId: provider!.id });
    await db.insert(projectProviders).values({
      projectId: "recurring" in step ? recurring!.id : oneTime!.id,
      providerId: provider!.id,
      status: step.status,
      quoteAmount: "quoteAmount" in step ? step.quoteAmount : null,
      finalAmount: "finalAmount" in step ? step.finalAmount : null,
      rating: "rating" in step ? step.rating : null,
    });
  }

  // Copy Link and Share Provider: "Copied!" alone; the card's share copies the details.
  await page.goto(`/providers/${providerIds[0]}`);
  await page.getByRole("button", { name: "Copy Link" }).click();
  const region = page.getByRole("region", { name: /Notifications/ });
  await toast(page, /^Copied!$/).waitFor();
  await poll(() => region.getByText(/link copied/i).count()).toBe(0);
  await screenshot(page, "flows-05-copied-link");
  await noViolations(page);
  await page.goto("/providers?tab=saved");
  await page
    .getByRole("tabpanel", { name: "My Providers" })
    .getByRole("button", { name: `Share ${steps[0].name}` })
    .click();
  await toast(page, "Provider details copied!").waitFor();
  await expectVisible(toast(page, /^Copied!$/));

  // One-time project: every step's toast names what happened.
  await page.goto(`/projects/${oneTime!.id}`);
  const row = (name: string) => page.getByRole("listitem", { name });
  const dialog = page.getByRole("dialog");
  const done = async (title: string, provider: string) => {
    await toast(page, title).waitFor();
    await expectVisible(toast(page, provider));
  };
  await row(steps[0].name).getByRole("button", { name: "Mark Contacted" }).click();
  await done("Marked as contacted", steps[0].name);

  await row(steps[1].name).getByRole("button", { name: "Schedule Estimate" }).click();
  await dialog.getByLabel("Estimate date").fill("2026-04-02");
  await dialog.getByLabel("Estimate time").fill("09:00");
  await dialog.getByRole("button", { name: "Schedule Estimate" }).click();
  await done("Estimate scheduled", steps[1].name);

  // A stale "required" message goes once the amount is typed.
  await row(steps[2].name).getByRole("button", { name: "Add Quote" }).click();
  await dialog.getByRole("button", { name: "Save Quote" }).click();
  await dialog.getByText("Quote amount is required.").waitFor();
  await dialog.getByLabel("Quote amount").fill("1200");
  await dialog.getByText("Quote amount is required.").waitFor({ state: "detached" });
  await screenshot(page, "flows-06-quote-typed");
  await noViolations(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Save Quote" }).click();
  await done("Quote saved", steps[2].name);

  await row(steps[3].name).getByRole("button", { name: "Accept Offer" }).click();
  await done("Offer accepted", steps[3].name);

  await row(steps[4].name).getByRole("button", { name: "Schedule Work" }).click();
  await dialog.getByLabel("Work start date").fill("2026-04-10");
  await dialog.getByRole("button", { name: "Schedule Work" }).click();
  await done("Work scheduled", steps[4].name);

  await row(steps[5].name).getByRole("button", { name: "Mark Completed" }).click();
  await dialog.getByRole("button", { name: "Mark Completed" }).click();
  await done("Job completed", steps[5].name);

  await row(steps[6].name).getByRole("button", { name: "Update Review" }).click();
  await dialog.getByRole("button", { name: "Update Review" }).click();
  await done("Review updated", steps[6].name);

  await row(steps[7].name).getByRole("button", { name: "Reject" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reject" }).click();
  await done("Provider rejected", steps[7].name);
  await poll(() => page.getByText("Provider information updated successfully!").count()).toBe(0);
  await screenshot(page, "flows-07-workflow-toasts");
  await noViolations(page);

  // Recurring project.
  await page.goto(`/projects/${recurring!.id}`);
  await row(steps[8].name).getByRole("button", { name: "Mark Active" }).click();
  await done("Marked active", steps[8].name);
  await row(steps[9].name).getByRole("button", { name: "Update Service" }).click();
  await dialog.getByRole("button", { name: "Update Service" }).click();
  await done("Service updated", steps[9].name);

  expect(errors).toEqual([]);
  await context.close();
});

it("confirms removals, signs out from Complete Profile, keeps each form's own values", { timeout: 240_000 }, async () => {
  // Sign-in and create-account forms do not carry values into each other.
  const visitor = await e2e.newPhone({ clipboard: true });
  const login = visitor.page;
  await login.goto("/api/login");
  await login.getByLabel("E-mail").fill("someone@example.com");
  await login.getByLabel("Password").fill("a secret password");
  await login.getByRole("tab", { name: "Create account" }).click();
  await poll(() => login.getByLabel("E-mail").inputValue()).toBe("");
  await poll(() => login.getByLabel("Password").inputValue()).toBe("");
  await login.getByLabel("E-mail").fill("new@example.com");
  await login.getByRole("tab", { name: "Sign in" }).click();
  await poll(() => login.getByLabel("E-mail").inputValue()).toBe("");
  await screenshot(login, "flows-08-sign-in");
  await noViolations(login);
  expect(visitor.errors).toEqual([]);
  await visitor.context.close();

  // Complete Profile has a way out.
  const newcomer = await e2e.newPhone({ clipboard: true });
  const reg = await newcomer.page.request.post("/api/auth/register", {
    data: { email: uniqueEmail("nina"), password: "correct horse battery" },
  });
  expect(reg.status()).toBe(201);
  await newcomer.page.goto("/complete-profile");
  await newcomer.page.getByRole("heading", { name: "Complete Your Profile" }).waitFor();
  await screenshot(newcomer.page, "flows-09-complete-profile");
  await noViolations(newcomer.page);
  await newcomer.page.getByRole("link", { name: "Sign Out" }).click();
  await newcomer.page.getByRole("link", { name: "Get Started" }).first().waitFor();
  expect((await newcomer.page.request.get("/api/auth/user")).status()).toBe(401);
  expect(newcomer.errors).toEqual([]);
  await newcomer.context.close();

  // A friend's untitled ongoing service appears once on Home; removing a collaborator asks first.
  const fran = await e2e.newPhone({ clipboard: true });
  const franUser = await signUpThroughApi(fran.page, uniqueEmail("fran"), person("Fran", "Feed", 6));
  await post(fran.page, "/api/providers/experience", {
    name: "Green Lawn Crew",
    category: "Lawn Care",
    experienceType: "ongoing",
    recurringFrequency: "weekly",
    ongoingDescription: "They mow every Tuesday and edge nicely.",
    rating: 5,
    wouldVouch: true,
    projectType: "one_time",
  });
  const { context, page, errors } = await e2e.newPhone({ clipboard: true });
  await signUpThroughApi(page, uniqueEmail("omar"), person("Omar", "Owner", 7));
  const project = await post<{ id: string }>(page, "/api/projects", { title: "Porch repair" });
  await post(page, `/api/projects/${project.id}/collaborators`, { userId: franUser.id });

  await page.goto("/");
  const activity = page
    .getByRole("list", { name: "Recent friend activity" })
    .getByRole("listitem")
    .filter({ hasText: "Green Lawn Crew" });
  await activity.getByText("Lawn Care service").waitFor();
  await poll(() => activity.innerText()).toMatch(
    /Fran Feed hired\s+Green Lawn Crew\s+for Lawn Care service\s+and recommends them/,
  );
  await poll(() => activity.getByText("Green Lawn Crew service").count()).toBe(0);
  await screenshot(page, "flows-10-home-activity");
  await noViolations(page);

  // The request wizard keeps the typed title through Back.
  await page.getByRole("button", { name: /Find a Provider/ }).click();
  const wizard = page.getByRole("dialog");
  await wizard.getByRole("button", { name: "Plumber", exact: true }).click();
  await wizard.getByRole("button", { name: "Request from Friends" }).click();
  await wizard.getByLabel("What do you need?").fill("Leaky kitchen sink");
  await wizard.getByLabel("Location (optional)").fill("Downtown");
  await wizard.getByRole("button", { name: "Back", exact: true }).click();
  await wizard.getByRole("button", { name: "Request from Friends" }).click();
  await poll(() => wizard.getByLabel("What do you need?").inputValue()).toBe("Leaky kitchen sink");
  await poll(() => wizard.getByLabel("Location (optional)").inputValue()).toBe("Downtown");
  await screenshot(page, "flows-11-request-draft-kept");
  await noViolations(page, '[role="dialog"]');
  await wizard.getByRole("button", { name: "Cancel" }).click();
  await wizard.waitFor({ state: "detached" });

  await page.goto(`/projects/${project.id}`);
  await page.getByRole("heading", { name: "Collaborators (2)" }).waitFor();
  await page.getByRole("button", { name: "Remove Fran Feed" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Fran Feed?" });
  await expectVisible(confirm.getByText("Fran Feed will no longer see this project or work with its providers."));
  await screenshot(page, "flows-12-remove-collaborator");
  await noViolations(page, '[role="alertdialog"]');
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await confirm.waitFor({ state: "detached" });
  await expectVisible(page.getByRole("heading", { name: "Collaborators (2)" }));
  await page.getByRole("button", { name: "Remove Fran Feed" }).click();
  await confirm.getByRole("button", { name: "Remove" }).click();
  await toast(page, "Collaborator removed").waitFor();
  await page.getByRole("heading", { name: "Collaborators (1)" }).waitFor();

  expect(errors).toEqual([]);
  await context.close();
  await fran.context.close();
});
