// At 390×844: nothing twice. Every create button is double-tapped (two clicks without waiting, as a
// quick thumb does) and the API then holds ONE record: a new project, Quick add and the add-provider
// wizard, a new request, a suggestion, adding a provider to a project and a vowch. The page sends
// one call per tap pair (the form's guard), each carrying an Idempotency-Key. Then the author edits
// and deletes a request on the Requests screen. axe finds no serious or critical violation.
import type { Page, Request } from "playwright-core";
import { expect, it } from "vitest";
import {
  choose,
  closeToast,
  expectVisible,
  person,
  poll,
  post,
  screenshot,
  screenshotAt320,
  signUpThroughApi,
  toast,
  useE2E,
} from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

async function get<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** The page's POSTs to paths matching `path`: those sent, and a wait until every one has an answer. */
function watchPosts(page: Page, path: RegExp) {
  const sent: Request[] = [];
  let done = 0;
  const mine = (r: Request) => r.method() === "POST" && path.test(new URL(r.url()).pathname);
  page.on("request", (r) => mine(r) && sent.push(r));
  page.on("requestfinished", (r) => mine(r) && done++);
  page.on("requestfailed", (r) => mine(r) && done++);
  return {
    sent,
    /** Every POST sent has been answered; then exactly one was sent, with an Idempotency-Key. */
    async expectOneKeyed() {
      await poll(() => sent.length > 0 && done === sent.length).toBe(true);
      expect(sent.map((r) => r.url())).toHaveLength(1);
      expect(sent[0]!.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    },
  };
}

it("double-tapping every create button makes one record", { timeout: 300_000 }, async () => {
  const ann = await e2e.newPhone();
  const page = ann.page;
  await signUpThroughApi(page, uniqueEmail("tap.ann"), person("Ann", "Tapper", 71));
  await post(page, "/api/providers/welcome", {});
  const ben = await e2e.newPhone();
  await signUpThroughApi(ben.page, uniqueEmail("tap.ben"), person("Ben", "Asker", 72));

  // New project.
  const projectPosts = watchPosts(page, /^\/api\/projects$/);
  await page.goto("/projects");
  await page.getByRole("button", { name: "New Project" }).click();
  const newProject = page.getByRole("dialog", { name: "New Project" });
  await newProject.getByLabel("Title").fill("Double tap deck");
  await screenshot(page, "double-tap-01-new-project");
  await newProject.getByRole("button", { name: "Create Project" }).dblclick();
  await expectVisible(toast(page, "Project created successfully!"));
  await projectPosts.expectOneKeyed();
  const projects = await get<{ id: string; title: string }[]>(page, "/api/projects");
  expect(projects.filter((p) => p.title === "Double tap deck")).toHaveLength(1);
  const deckId = projects.find((p) => p.title === "Double tap deck")!.id;

  // Quick add (My Providers).
  const providerPosts = watchPosts(page, /^\/api\/providers$/);
  await page.goto("/providers");
  await page.getByRole("tab", { name: "My Providers" }).click();
  await page.getByRole("button", { name: "Quick add" }).click();
  const quickAdd = page.getByRole("dialog", { name: "Add Provider" });
  await quickAdd.getByLabel("Provider name").fill("Tap Once Plumbing");
  await choose(page, "Category", "Plumber");
  await quickAdd.getByRole("button", { name: "Add Provider" }).dblclick();
  await closeToast(page, "Provider added successfully!");
  await quickAdd.waitFor({ state: "detached" });
  await providerPosts.expectOneKeyed();
  const saved = await get<{ id: string; name: string }[]>(page, "/api/providers/saved");
  expect(saved.filter((p) => p.name === "Tap Once Plumbing")).toHaveLength(1);
  const plumberId = saved.find((p) => p.name === "Tap Once Plumbing")!.id;

  // The add-provider wizard (an experience).
  const experiencePosts = watchPosts(page, /^\/api\/providers\/experience$/);
  await page.getByRole("button", { name: "Add Provider" }).first().click();
  const wizard = page.getByRole("dialog", { name: "Add Provider" });
  await wizard.getByText("Step 1 of 3").waitFor();
  await wizard.getByLabel("Provider name").fill("Tap Once Painters");
  await choose(page, "Category", "Painter");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByText("Step 2 of 3").waitFor();
  await wizard.getByLabel("Completed project").check();
  await wizard.getByLabel("Project title").fill("Hallway painted once");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByText("Step 3 of 3").waitFor();
  await wizard.getByRole("radio", { name: "5 stars" }).click();
  await wizard.getByLabel("Your review").fill("Careful and quick, one visit.");
  await wizard.getByRole("button", { name: "Add Provider" }).dblclick();
  await expectVisible(toast(page, "Provider and project experience added successfully"));
  await experiencePosts.expectOneKeyed();
  const afterWizard = await get<{ title: string }[]>(page, "/api/projects");
  expect(afterWizard.filter((p) => p.title === "Hallway painted once")).toHaveLength(1);
  const painters = await get<{ name: string }[]>(page, "/api/providers/saved");
  expect(painters.filter((p) => p.name === "Tap Once Painters")).toHaveLength(1);

  // Add a provider to a project.
  const attachPosts = watchPosts(page, /^\/api\/projects\/[^/]+\/providers$/);
  await page.goto(`/projects/${deckId}`);
  await page.getByRole("button", { name: "Add Provider" }).click();
  const addToProject = page.getByRole("dialog", { name: "Add Provider" });
  await addToProject.getByRole("button", { name: "Add Tap Once Plumbing" }).dblclick();
  await expectVisible(toast(page, "Provider added to project successfully!"));
  await attachPosts.expectOneKeyed();
  expect(await get<unknown[]>(page, `/api/projects/${deckId}/providers`)).toHaveLength(1);

  // Vowch.
  const vouchPosts = watchPosts(page, /^\/api\/providers\/[^/]+\/vouch$/);
  await page.goto(`/providers/${plumberId}`);
  await page.getByRole("button", { name: /Vowch/ }).first().click();
  const vouch = page.getByRole("dialog", { name: "Vowch for Tap Once Plumbing" });
  await vouch.getByLabel("Comment (optional)").fill("Came once, fixed it");
  await vouch.getByRole("button", { name: "Vowch for Provider" }).dblclick();
  await expectVisible(toast(page, "You've vowched for Tap Once Plumbing. They've been added to your providers."));
  await vouchPosts.expectOneKeyed();
  const detail = await get<{ isVouched: boolean; vouchCount: number }>(page, `/api/providers/${plumberId}`);
  expect(detail).toMatchObject({ isVouched: true, vouchCount: 1 });

  // New request.
  const requestPosts = watchPosts(page, /^\/api\/provider-requests$/);
  await page.goto("/requests");
  await page.getByRole("button", { name: "New Request" }).click();
  const ask = page.getByRole("dialog", { name: "New Request" });
  await ask.getByLabel("What do you need?").fill("Need a plumber, asked once");
  await choose(page, "Category", "Plumber");
  await ask.getByRole("button", { name: "Send Request" }).dblclick();
  await expectVisible(toast(page, "Request sent!"));
  await requestPosts.expectOneKeyed();
  const mine = await get<{ title: string }[]>(page, "/api/provider-requests");
  expect(mine.filter((r) => r.title === "Need a plumber, asked once")).toHaveLength(1);

  // A suggestion on Ben's request.
  const bens = await post<{ id: string }>(ben.page, "/api/provider-requests", {
    title: "Ben needs a plumber",
    category: "Plumber",
  });
  const suggestPosts = watchPosts(page, /^\/api\/provider-requests\/[^/]+\/suggestions$/);
  await page.goto("/requests");
  await page.getByRole("tab", { name: "From Friends" }).click();
  const incoming = page.getByRole("article", { name: "Ben needs a plumber" });
  await incoming.getByRole("button", { name: "Suggest Provider" }).click();
  const suggest = page.getByRole("dialog", { name: "Suggest a Provider" });
  await suggest.getByRole("combobox", { name: "Provider" }).click();
  await page.getByRole("option", { name: /Tap Once Plumbing/ }).click();
  await suggest.getByRole("button", { name: "Send Suggestion" }).dblclick();
  await expectVisible(toast(page, "Suggestion sent!"));
  await suggestPosts.expectOneKeyed();
  const bensNow = await get<{ id: string; suggestions: unknown[] }[]>(ben.page, "/api/provider-requests");
  expect(bensNow.find((r) => r.id === bens.id)?.suggestions).toHaveLength(1);

  expect(ann.errors).toEqual([]);
  expect(ben.errors).toEqual([]);
});

it("the author edits and deletes a request on the Requests screen", { timeout: 180_000 }, async () => {
  const cy = await e2e.newPhone();
  const page = cy.page;
  await signUpThroughApi(page, uniqueEmail("tap.cy"), person("Cy", "Editor", 73));
  const request = await post<{ id: string }>(page, "/api/provider-requests", {
    title: "Fence needs fixing",
    category: "Fencing",
    location: "Back yard",
  });

  await page.goto("/requests");
  const card = page.getByRole("article", { name: "Fence needs fixing" });
  await expectVisible(card.getByRole("button", { name: "Edit Fence needs fixing" }));
  await screenshot(page, "double-tap-02-my-request");
  await card.getByRole("button", { name: "Edit Fence needs fixing" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Request" });
  await expect(edit.getByLabel("What do you need?").inputValue()).resolves.toBe("Fence needs fixing");
  await expectVisible(edit.getByRole("combobox", { name: "Category" }).getByText("Fencing"));
  await edit.getByLabel("What do you need?").fill("Fence and gate need fixing");
  await edit.getByLabel("Location (optional)").fill("");
  await edit.getByLabel("Timeline (optional)").fill("This month");
  await screenshot(page, "double-tap-03-edit-request");
  await screenshotAt320(page, "double-tap-03-edit-request", () =>
    edit.getByRole("heading", { name: "Edit Request" }).evaluate((el) => el.scrollIntoView({ block: "start" })),
  );
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectVisible(toast(page, "Request updated"));
  await edit.waitFor({ state: "detached" });
  const edited = page.getByRole("article", { name: "Fence and gate need fixing" });
  await expectVisible(edited.getByText("This month"));
  const stored = await get<{ id: string; title: string; location: string | null; timeline: string | null }[]>(
    page,
    "/api/provider-requests",
  );
  expect(stored).toEqual([
    expect.objectContaining({ id: request.id, title: "Fence and gate need fixing", location: null, timeline: "This month" }),
  ]);

  await edited.getByRole("button", { name: "Delete Fence and gate need fixing" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this request?" });
  await expectVisible(confirm);
  await screenshot(page, "double-tap-04-delete-request");
  await screenshotAt320(page, "double-tap-04-delete-request");
  await confirm.getByRole("button", { name: "Delete Request" }).click();
  await expectVisible(toast(page, "Request deleted"));
  await expectVisible(page.getByText("No requests yet"));
  expect(await get<unknown[]>(page, "/api/provider-requests")).toEqual([]);

  // At 320 px the card's buttons still fit.
  await post(page, "/api/provider-requests", { title: "Gutters overflowing again", category: "General Contractor" });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  const narrow = page.getByRole("article", { name: "Gutters overflowing again" });
  await expectVisible(narrow.getByRole("button", { name: "Delete Gutters overflowing again" }));
  await poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await screenshot(page, "double-tap-05-my-request-320");
  expect(cy.errors).toEqual([]);
});
