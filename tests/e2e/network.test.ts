// Friends and requests end to end, two people on one instance at 390×844: Ann finishes a job with a rating;
// Ben sees it on Home, opens Ann in Friends, filters her providers, copies an Ask message and
// sends a provider request through the 3-step wizard; Ann suggests a provider from her list;
// Ben sees the suggestion, saves the provider and resolves the request.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { projectProviders, projects, providers, userProviders } from "../../server/db/schema";
import { recordJobReview } from "../../server/features/reviews/record-review";
import { expectVisible, poll, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

it("passes trusted providers between two friends", { timeout: 180_000 }, async () => {
  const ann = await e2e.newPhone({ clipboard: true });
  const ben = await e2e.newPhone({ clipboard: true });
  const annUser = await signUpThroughApi(ann.page, uniqueEmail("ann"), {
    firstName: "Ann",
    lastName: "Lee",
    phone: "415-555-0111",
    homeAddress: "1 Elm St",
  });
  await signUpThroughApi(ben.page, uniqueEmail("ben"), {
    firstName: "Ben",
    lastName: "Ortiz",
    phone: "415-555-0122",
    homeAddress: "2 Oak St",
  });

  // Ann's projects and providers; the painting job is finished with a 5-star review.
  const db = e2e.db;
  const [paint] = await db
    .insert(providers)
    .values({ name: "Paint Pros", category: "Painter", phone: "415-555-0190", email: "hello@paintpros.test", userId: annUser.id })
    .returning();
  const [pipes] = await db
    .insert(providers)
    .values({ name: "Pipe Masters", category: "Plumber", phone: "415-555-0191", userId: annUser.id })
    .returning();
  const [lawn] = await db
    .insert(providers)
    .values({ name: "Green Lawn Co", category: "Lawn Care", email: "mow@green.test", userId: annUser.id })
    .returning();
  const [kitchen] = await db
    .insert(projects)
    .values({
      userId: annUser.id,
      title: "Kitchen remodel",
      budget: "12500.00",
      startDate: "2024-03-05",
      category: "Kitchen Renovation",
      status: "completed",
    })
    .returning();
  const [weekly] = await db
    .insert(projects)
    .values({
      userId: annUser.id,
      title: "Weekly lawn care",
      projectType: "recurring",
      status: "active",
      recurringFrequency: "weekly",
      category: "Lawn Care",
    })
    .returning();
  const [paintLink] = await db
    .insert(projectProviders)
    .values({
      projectId: kitchen!.id,
      providerId: paint!.id,
      status: "completed",
      quoteAmount: "4200.00",
      finalAmount: "4000.00",
      rating: 5,
      review: "Spotless work, on time.",
    })
    .returning();
  await db.insert(projectProviders).values([
    { projectId: kitchen!.id, providerId: pipes!.id, status: "quoted", quoteAmount: "1500.00" },
    { projectId: weekly!.id, providerId: lawn!.id, status: "active", quoteAmount: "80.00" },
  ]);
  await db.transaction((tx) =>
    recordJobReview(tx, {
      userId: annUser.id,
      providerId: paint!.id,
      projectId: kitchen!.id,
      projectProviderId: paintLink!.id,
      rating: 5,
      comment: "Spotless work, on time.",
      finalAmount: "4000.00",
    }),
  );
  await db.insert(userProviders).values({ userId: annUser.id, providerId: paint!.id, sourceType: "hired" });

  // Ben: Home shows his planning project and Ann's recommendation under Recent Friend Activity.
  const b = ben.page;
  const created = await b.request.post("/api/projects", {
    data: { title: "Paint the living room", category: "Painting", budget: "1500" },
  });
  expect(created.status()).toBe(201);
  await b.goto("/");
  const activity = b.getByRole("list", { name: "Recent friend activity" });
  await activity.waitFor();
  await poll(() => activity.getByRole("listitem").first().textContent()).toMatch(
    /Ann Lee hired Paint Pros for Kitchen remodel and recommends them/,
  );
  await expectVisible(b.getByText("Find a Provider"));
  await expectVisible(b.getByText("Or ask friends for recommendations"));
  const planning = b.getByRole("region", { name: "Projects in Planning" });
  await poll(() => planning.getByRole("link", { name: /Paint the living room/ }).textContent()).toMatch(/Painting • \$1,500/);
  await screenshot(b, "network-01-home-friend-activity");

  // Friends: Ann's card and summary; search; open her.
  await b.getByRole("region", { name: "Recent Friend Activity" }).getByRole("link", { name: "View All" }).click();
  await b.waitForURL("**/contacts");
  await b.getByRole("heading", { name: "Friends" }).waitFor();
  const annCard = b.getByRole("link", { name: /Ann Lee/ });
  await annCard.waitFor();
  await poll(() => annCard.textContent()).toMatch(/3 providers\(2 hired\)/);
  await screenshot(b, "network-02-friends");
  await b.getByLabel("Search friends").fill("zzz-nobody");
  await b.getByText('No users match "zzz-nobody"').waitFor();
  await screenshot(b, "network-03-friends-no-match");
  await b.getByLabel("Search friends").fill("ANN");
  await annCard.waitFor();
  await annCard.click();

  // Friend detail: header, projects with hired and quoted providers.
  await b.waitForURL(`**/contacts/${annUser.id}/projects`);
  await b.getByRole("heading", { name: "Ann Lee" }).waitFor();
  await b.getByText("2 projects • 3 providers").waitFor();
  const kitchenCard = b.getByRole("article", { name: "Kitchen remodel" });
  await kitchenCard.waitFor();
  await expectVisible(kitchenCard.getByText("$12,500"));
  await expectVisible(kitchenCard.getByText("Mar 5, 2024"));
  const hired = kitchenCard.getByRole("region", { name: "Hired Providers for Kitchen remodel" });
  await expectVisible(hired.getByText("Completed"));
  await expectVisible(hired.getByText("5.0 (1 review)"));
  const quoted = kitchenCard.getByRole("region", { name: "Also Quoted for Kitchen remodel" });
  await expectVisible(quoted.getByText("Pipe Masters"));
  await expectVisible(quoted.getByText("quoted", { exact: true }));
  const askLink = kitchenCard.getByRole("link", { name: "Ask Ann about this project" });
  await poll(() => askLink.getAttribute("href")).toMatch(/^mailto:.*\?subject=.*Kitchen%20remodel/);
  const weeklyCard = b.getByRole("article", { name: "Weekly lawn care" });
  await expectVisible(weeklyCard.getByText("Recurring"));
  await expectVisible(weeklyCard.getByText("Active").first());
  await screenshot(b, "network-04-friend-projects");

  // Providers tab: filter by category, then Ask copies a prepared message.
  await b.getByRole("tab", { name: "Providers" }).click();
  const providerList = b.getByRole("list", { name: "Providers" });
  await providerList.waitFor();
  await poll(() => providerList.getByRole("article").allTextContents()).toHaveLength(3);
  await poll(() => providerList.getByRole("article").first().getAttribute("aria-label")).toBe("Paint Pros");
  await b.getByRole("combobox", { name: "Filter by category" }).click();
  await b.getByRole("option", { name: "Plumber" }).click();
  await b.getByRole("listbox").waitFor({ state: "detached" });
  await poll(() => providerList.getByRole("article").count()).toBe(1);
  await expectVisible(providerList.getByText("Quoted Only"));
  await b.getByRole("combobox", { name: "Filter by category" }).click();
  await b.getByRole("option", { name: "Painter" }).click();
  await b.getByRole("listbox").waitFor({ state: "detached" });
  const paintCard = providerList.getByRole("article", { name: "Paint Pros" });
  await expectVisible(paintCard.getByText("Hired", { exact: true }));
  await poll(() => paintCard.getByRole("link", { name: "Email Paint Pros" }).getAttribute("href")).toMatch(
    /^mailto:hello@paintpros\.test\?subject=Referral%20from%20Ann%20Lee/,
  );
  await screenshot(b, "network-05-friend-providers-filtered");
  await paintCard.getByRole("button", { name: "Ask Ann about Paint Pros" }).click();
  await toast(b, "Message Copied!").waitFor();
  const asked = await clipboard(b);
  expect(asked).toContain("Hi Ann!");
  expect(asked).toContain("Paint Pros");
  expect(asked).toContain("Kitchen remodel");
  await screenshot(b, "network-06-ask-copied");

  // The 3-step wizard from Home.
  await b.goto("/");
  await b.getByRole("button", { name: /Find a Provider/ }).click();
  const wizard = b.getByRole("dialog", { name: "Find a Provider" });
  await wizard.getByText("Step 1 of 3").waitFor();
  await screenshot(b, "network-07-wizard-step1");
  await wizard.getByRole("button", { name: "Painter" }).click();
  await wizard.getByText("Step 2 of 3").waitFor();
  await wizard.getByRole("list", { name: "Matching providers" }).getByText("Paint Pros").waitFor();
  await screenshot(b, "network-08-wizard-step2");
  await wizard.getByRole("button", { name: "Back" }).click();
  await wizard.getByText("Step 1 of 3").waitFor();
  await wizard.getByRole("button", { name: "Painter" }).click();
  await wizard.getByRole("button", { name: "Request from Friends" }).click();
  const form = b.getByRole("dialog", { name: "Ask Friends for a Provider" });
  await form.getByText("Step 3 of 3").waitFor();
  await form.getByLabel("What do you need?").fill("Pain");
  await form.getByRole("button", { name: "Send Request" }).click();
  await form.getByText("Please describe what you need (at least 5 characters)").waitFor();
  await screenshot(b, "network-09-wizard-step3-error");
  await form.getByLabel("What do you need?").fill("Painter for our living room");
  await form.getByLabel("Description (optional)").fill("Two walls and a ceiling, light colours.");
  await form.getByLabel("Location (optional)").fill("Riverside");
  await form.getByLabel("Budget range (optional)").fill("$800 - $1,500");
  await form.getByLabel("Timeline (optional)").fill("Next month");
  await form.getByRole("button", { name: "Send Request" }).click();
  await toast(b, "Request sent!").waitFor();
  await expectVisible(toast(b, "Your friends will be notified about your provider request."));
  await form.waitFor({ state: "detached" });
  await b.getByRole("button", { name: /Find a Provider/ }).click();
  await b.getByRole("dialog", { name: "Find a Provider" }).getByText("Step 1 of 3").waitFor();
  await b.keyboard.press("Escape");

  // Ann: the request under From Friends; copy it, then suggest Paint Pros from her list.
  const a = ann.page;
  await a.goto("/requests");
  await a.getByRole("heading", { name: "Requests" }).waitFor();
  await a.getByText("No requests yet").waitFor();
  await expectVisible(a.getByRole("button", { name: "Create Your First Request" }));
  await screenshot(a, "network-10a-requests-empty");
  await a.getByRole("tab", { name: "From Friends" }).click();
  const incoming = a.getByRole("article", { name: "Painter for our living room" });
  await incoming.waitFor();
  await expectVisible(incoming.getByText("From Ben Ortiz"));
  await incoming.getByRole("button", { name: "Copy reference request" }).click();
  await toast(a, "Reference request copied!").waitFor();
  await poll(() => clipboard(a)).toContain("Ben Ortiz is looking for a Painter provider");
  await incoming.getByRole("button", { name: "Suggest Provider" }).click();
  const suggest = a.getByRole("dialog", { name: "Suggest a Provider" });
  await suggest.getByRole("combobox", { name: "Provider" }).click();
  await a.getByRole("option", { name: /Paint Pros/ }).click();
  await suggest.getByLabel("Comment (optional)").fill("They did our kitchen, spotless work.");
  await screenshot(a, "network-10-suggest-dialog");
  await suggest.getByRole("button", { name: "Send Suggestion" }).click();
  await toast(a, "Suggestion sent!").waitFor();
  await incoming.getByText("Suggested by you").waitFor();
  await screenshot(a, "network-11-from-friends");

  // Ben: sees the suggestion, saves the provider, resolves the request.
  await b.goto("/requests");
  const mine = b.getByRole("article", { name: "Painter for our living room" });
  await mine.waitFor();
  await expectVisible(mine.getByText("Active", { exact: true }));
  await expectVisible(mine.getByText("Riverside"));
  await expectVisible(mine.getByText(/^Created /));
  const suggestion = mine.getByRole("article", { name: "Suggestion: Paint Pros" });
  await expectVisible(suggestion.getByText("Suggested by Ann Lee", { exact: false }));
  await expectVisible(suggestion.getByText("“They did our kitchen, spotless work.”"));
  await screenshot(b, "network-12-my-request-suggestion");
  await suggestion.getByRole("button", { name: "Save Provider Paint Pros" }).click();
  await toast(b, "Provider Saved!").waitFor();
  await suggestion.getByRole("button", { name: "Saved" }).waitFor();
  await mine.getByRole("button", { name: "Mark Resolved" }).click();
  await mine.getByText("Resolved", { exact: true }).waitFor();
  await screenshot(b, "network-13-request-resolved");
  const saved = await b.request.get("/api/providers/saved");
  expect(((await saved.json()) as { name: string }[]).map((p) => p.name)).toContain("Paint Pros");

  // Ann no longer sees the resolved request; an unknown friend shows the not-found state.
  await a.reload();
  await a.getByRole("tab", { name: "From Friends" }).click();
  await a.getByText("No requests from friends").waitFor();
  await b.goto(`/contacts/projects?contactId=${annUser.id}`);
  await b.getByText("2 projects • 3 providers").waitFor();
  await b.goto("/contacts/projects?contactId=6f1c1a9e-5a8e-4c39-9a55-0c2b4f0a8b11");
  await b.getByRole("heading", { name: "Friend Not Found" }).waitFor();
  await expectVisible(b.getByText("The friend you're looking for doesn't exist."));
  await screenshot(b, "network-14-friend-not-found");

  expect(ann.errors).toEqual([]);
  expect(ben.errors).toEqual([]);
});
