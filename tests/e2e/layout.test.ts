// Issue 11 "Layout robustness" and "Polish" at 390 and 320 px: with 255-character titles and
// names (also unbroken ones, like a pasted URL) no screen scrolls sideways, titles are clamped,
// dialogs are bottom sheets clear of the toasts and the header, and each polish fix holds.
// `screenshot()` also runs axe-core on each screen and dialog.
import { eq } from "drizzle-orm";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { projectProviders } from "../../server/db/schema";
import {
  choose,
  collectPageErrors,
  expectVisible,
  poll,
  screenshot,
  signUpThroughApi,
  startE2E,
  toast,
  type E2E,
} from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const WIDTHS = [390, 320] as const;

/** 255 characters of words. */
const LONG_TITLE = (
  "Replace rotten fence boards in back yard and then repaint the whole fence, the gate and the shed " +
  "with two coats of exterior stain before the autumn rains arrive so that nothing rots again next year " +
  "while the neighbours are away on their holidays"
).slice(0, 255);
/** 255 characters without a break: a pasted URL. */
const URL_TITLE = `https://example.com/${"fence-boards-".repeat(30)}`.slice(0, 255);
const LONG_PROVIDER = `Johnson & Sons ${"Fencing Decking Painting Staining ".repeat(8)}`.slice(0, 255);
const URL_PROVIDER = `https://provider.example.com/${"fences".repeat(45)}`.slice(0, 255);

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

const person = (firstName: string, lastName: string, n: number) => ({
  firstName,
  lastName,
  phone: `555-08${String(n).padStart(2, "0")}`,
  homeAddress: `${n} Layout Street`,
});

async function phone(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await e2e.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.baseUrl });
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** The document's width, and the innermost elements that reach past the phone's width (for the message). */
const overflow = (page: Page, phoneWidth: number) =>
  page.evaluate((limit) => {
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== "visible" && up.getBoundingClientRect().right <= limit + 0.5) return true;
      return false;
    };
    const past = [...document.querySelectorAll("body *")].filter(
      (el) => el.getBoundingClientRect().right > limit + 0.5 && !clipped(el),
    );
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      widest: [...document.querySelectorAll("body *")].filter((el) => getComputedStyle(el).overflowX === "visible" && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0).slice(-4).map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}" ${el.scrollWidth}/${el.clientWidth}>${el.textContent?.slice(0, 40)}`),
      culprits: innermost.slice(0, 3).map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">`),
    };
  }, phoneWidth);

/**
 * No sideways scrolling: the document is no wider than the window. A phone browser widens its
 * layout viewport (innerWidth) to fit a page that is too wide, so the phone's width counts too.
 */
async function expectNoOverflow(page: Page, what: string) {
  const phoneWidth = page.viewportSize()!.width;
  await poll(async () => {
    const { scrollWidth, innerWidth, culprits, widest } = await overflow(page, phoneWidth);
    culprits.push(...widest);
    return scrollWidth <= innerWidth && innerWidth <= phoneWidth
      ? "fits"
      : `${what}: ${scrollWidth} px wide in ${innerWidth}; past the edge: ${culprits.join(" ")}`;
  }).toBe("fits");
}

/** The element, scrolled into view, lies entirely inside the viewport. */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  await poll(async () => {
    const box = await locator.boundingBox();
    const { width, height } = page.viewportSize()!;
    if (!box) return `${what}: not rendered`;
    if (box.x < 0 || box.x + box.width > width + 0.5) return `${what}: x ${box.x}..${box.x + box.width} outside 0..${width}`;
    if (box.y < 0 || box.y + box.height > height + 0.5) return `${what}: y ${box.y}..${box.y + box.height} outside 0..${height}`;
    return "on screen";
  }).toBe("on screen");
}

/** At 390 and 320 px: the screen fits its width, then a screenshot (with the axe check) at each. */
async function atEachWidth(page: Page, name: string, ready: () => Promise<void>, more?: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await ready();
    await expectNoOverflow(page, `${name} at ${width}`);
    await more?.(width);
    await screenshot(page, `layout-${name}-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

const boxesOverlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A bottom sheet: the dialog sits on the bottom edge, full width, and shows its whole footer. */
async function expectBottomSheet(page: Page, dialog: Locator, what: string) {
  await poll(async () => {
    const box = await dialog.boundingBox();
    const { width, height } = page.viewportSize()!;
    if (!box) return `${what}: not rendered`;
    if (Math.abs(box.y + box.height - height) > 1) return `${what}: bottom at ${box.y + box.height}, not ${height}`;
    if (box.x > 0.5 || Math.abs(box.width - width) > 1) return `${what}: x ${box.x}, width ${box.width} of ${width}`;
    if (box.y < 0) return `${what}: top ${box.y} above the screen`;
    return "sheet";
  }).toBe("sheet");
}

it("fits 390 and 320 px with 255-character titles and names on every screen", { timeout: 480_000 }, async () => {
  // A friend with long names, a long provider, a project and a request.
  const fran = await phone();
  const franUser = await signUpThroughApi(
    fran.page,
    uniqueEmail("fran"),
    person("Franziska-Maximiliane-Alexandra", `Featherstonehaugh-${"Wolfeschlegelsteinhausen".repeat(3)}`, 1),
  );
  const franProvider = await post<{ id: string }>(fran.page, "/api/providers", { name: URL_PROVIDER, category: "Painter" });
  const franProject = await post<{ id: string }>(fran.page, "/api/projects", { title: URL_TITLE, category: "Painting" });
  await post(fran.page, `/api/projects/${franProject.id}/providers`, { providerId: franProvider.id });
  await e2e.db.update(projectProviders).set({ status: "accepted" }).where(eq(projectProviders.projectId, franProject.id));
  await post(fran.page, "/api/provider-requests", { title: LONG_TITLE, category: "Painter", description: URL_TITLE });

  const { context, page, errors } = await phone();
  await signUpThroughApi(page, uniqueEmail("olivia"), person("Olivia", "Owner", 2));
  await page.request.post("/api/providers/welcome");
  const longProvider = await post<{ id: string }>(page, "/api/providers", {
    name: LONG_PROVIDER,
    category: "General Contractor",
    website: `https://${"w".repeat(200)}.example.com`,
    email: `${"e".repeat(60)}@example.com`,
  });
  const urlProvider = await post<{ id: string }>(page, "/api/providers", { name: URL_PROVIDER, category: "Painter" });
  const planning = await post<{ id: string }>(page, "/api/projects", { title: LONG_TITLE, description: URL_TITLE });
  const pasted = await post<{ id: string }>(page, "/api/projects", { title: URL_TITLE, description: LONG_TITLE });
  await post(page, "/api/projects", { title: `Underway ${LONG_TITLE}`.slice(0, 255), status: "in_progress" });
  await post(page, "/api/projects", { title: `Done ${URL_TITLE}`.slice(0, 255), status: "completed" });
  await post(page, "/api/projects", { title: `Held ${LONG_TITLE}`.slice(0, 255), status: "on_hold" });
  for (const providerId of [longProvider.id, urlProvider.id, franProvider.id])
    await post(page, `/api/projects/${pasted.id}/providers`, { providerId });
  await e2e.db.update(projectProviders).set({ notes: `${LONG_TITLE} ${URL_TITLE}` }).where(eq(projectProviders.projectId, pasted.id));
  await e2e.db
    .update(projectProviders)
    .set({ status: "quoted", quoteAmount: "12500.00" })
    .where(eq(projectProviders.providerId, longProvider.id));

  // Home: the planning project and Find a Provider.
  await page.goto("/");
  const planningLink = page.getByRole("link", { name: new RegExp(LONG_TITLE.slice(0, 40)) });
  await atEachWidth(page, "home", () => planningLink.waitFor(), async () => {
    await expectOnScreen(page, page.getByRole("button", { name: /Find a Provider/ }), "Find a Provider");
    await expectOnScreen(page, page.getByRole("button", { name: "Search providers" }), "Search providers");
  });
  await page.getByRole("button", { name: /Find a Provider/ }).click();
  const request = page.getByRole("dialog");
  await atEachWidth(page, "home-find-provider", () => request.getByText("Step 1 of 3").waitFor(), async () => {
    await expectBottomSheet(page, request, "Find a Provider");
  });
  await page.keyboard.press("Escape");
  await request.waitFor({ state: "detached" });

  // Projects: the chips row and the cards.
  await page.goto("/projects");
  await atEachWidth(page, "projects", () => page.getByRole("article").first().waitFor(), async () => {
    await expectOnScreen(page, page.getByRole("group", { name: "Filter by status" }), "status chips");
  });

  // Project detail: a provider row with a long name and a badge; Edit and Delete on-screen.
  await page.goto(`/projects/${pasted.id}`);
  const providersCard = page.getByRole("region", { name: /Providers/ }).first();
  await atEachWidth(page, "project-detail", () => page.getByRole("heading", { name: URL_TITLE }).waitFor(), async () => {
    const row = page.getByRole("listitem").filter({ hasText: LONG_PROVIDER.slice(0, 30) }).first();
    await expectOnScreen(page, row.getByText("Quoted", { exact: true }).first(), "the status badge");
    await expectOnScreen(page, row.getByRole("button", { name: "Reject" }), "Reject");
    void providersCard;
  });
  await page.getByRole("button", { name: "Edit", exact: true }).first().click();
  const edit = page.getByRole("dialog");
  await atEachWidth(page, "project-edit", () => edit.getByLabel(/Title/).first().waitFor(), async () => {
    await expectBottomSheet(page, edit, "Edit");
  });
  await page.keyboard.press("Escape");
  await edit.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Delete project" }).click();
  const remove = page.getByRole("alertdialog");
  await atEachWidth(page, "project-delete", () => remove.waitFor(), async () => {
    await expectBottomSheet(page, remove, "Delete");
  });
  await remove.getByRole("button", { name: "Cancel" }).click();

  // Providers; the Add Provider wizard, step 3's summary with an unbroken provider name.
  await page.goto("/providers");
  await atEachWidth(page, "providers", () => page.getByRole("article").first().waitFor());
  await page.getByRole("button", { name: "Add Provider" }).first().click();
  const wizard = page.getByRole("dialog", { name: "Add Provider" });
  await wizard.getByLabel("Provider name").fill(`https://another.example.org/${"plumbing".repeat(20)}`);
  await choose(page, "Category", "Plumber");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByText("Step 2 of 3").waitFor();
  await wizard.getByRole("button", { name: "Next" }).click();
  await atEachWidth(page, "wizard-step3", () => wizard.getByText("Step 3 of 3").waitFor(), async () => {
    await expectBottomSheet(page, wizard, "Add Provider");
    await expectOnScreen(page, wizard.getByRole("button", { name: "Add Provider" }), "the wizard's Add Provider");
  });
  await page.keyboard.press("Escape");
  await wizard.waitFor({ state: "detached" });

  // Provider detail.
  await page.goto(`/providers/${longProvider.id}`);
  await atEachWidth(page, "provider-detail", () => page.getByRole("heading", { name: LONG_PROVIDER }).waitFor());
  await page.goto(`/providers/${franProvider.id}`);
  await atEachWidth(page, "provider-detail-url", () => page.getByRole("heading", { name: URL_PROVIDER }).waitFor());

  // Friends, friend detail (both tabs), Requests.
  await page.goto("/contacts");
  await atEachWidth(page, "friends", () => page.getByText(/Franziska/).first().waitFor());
  await page.goto(`/contacts/${franUser.id}/projects`);
  await atEachWidth(page, "friend-detail", () => page.getByRole("heading", { name: /Franziska/ }).waitFor());
  await page.getByRole("tab", { name: "Providers" }).click();
  await atEachWidth(page, "friend-detail-providers", () =>
    page.getByRole("tabpanel", { name: "Providers" }).getByText(URL_PROVIDER).first().waitFor(),
  );
  await post(page, "/api/provider-requests", { title: URL_TITLE, category: "Plumber", description: LONG_TITLE });
  await page.goto("/requests");
  await atEachWidth(page, "requests", () => page.getByRole("tabpanel").getByText(URL_TITLE).first().waitFor());
  await page.getByRole("tab", { name: "From Friends" }).click();
  await atEachWidth(page, "requests-friends", () => page.getByRole("tabpanel").getByText(LONG_TITLE).first().waitFor());

  expect(errors).toEqual([]);
  await context.close();
  await fran.context.close();
});
