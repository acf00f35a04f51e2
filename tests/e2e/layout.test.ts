// Layout robustness and polish at 390 and 320 px: with 255-character titles and
// names (also unbroken ones, like a pasted URL) no screen scrolls sideways, titles are clamped,
// dialogs are bottom sheets clear of the toasts and the header, and each polish fix holds.
// `screenshot()` also runs axe-core on each screen and dialog.
import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { projectProviders } from "../../server/db/schema";
import {
  choose,
  collectPageErrors,
  expectVisible,
  person,
  poll,
  renderedBox,
  post,
  screenshot,
  signUpThroughApi,
  signUpThroughUi,
  toast,
  useE2E,
  type E2E,
} from "../support/e2e";
import { tinyPdf, tinyPng } from "../api/projects-helpers";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

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
      widest: [...document.querySelectorAll("body *")]
        .filter((el) => getComputedStyle(el).overflowX === "visible" && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        .slice(-4)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}" ${el.scrollWidth}/${el.clientWidth}>${el.textContent?.slice(0, 40)}`,
        ),
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

/** A card's title shows at most two lines (line-clamp), however long it is. */
async function expectClamped(locator: Locator, what: string) {
  await poll(
    () => locator.evaluate((el) => el.getBoundingClientRect().height <= 2 * parseFloat(getComputedStyle(el).lineHeight) + 1),
    `${what} at most two lines`,
  ).toBe(true);
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

describe("at 390 and 320 px with 255-character titles and names", { timeout: 120_000 }, () => {
  // Fran, a friend with long names, a long provider, a project and a request; Olivia with long
  // projects and providers. Made once through the API: the tests below only look.
  let fran: Awaited<ReturnType<E2E["newPhone"]>>;
  let olivia: Awaited<ReturnType<E2E["newPhone"]>>;
  let franUser: { id: string };
  let franProvider: { id: string };
  let longProvider: { id: string };
  let planning: { id: string };
  let pasted: { id: string };

  beforeAll(async () => {
    // A friend with long names, a long provider, a project and a request.
    fran = await e2e.newPhone({ clipboard: true });
    franUser = await signUpThroughApi(
      fran.page,
      uniqueEmail("fran"),
      person("Franziska-Maximiliane-Alexandra", `Featherstonehaugh-${"Wolfeschlegelsteinhausen".repeat(3)}`, 1),
    );
    franProvider = await post<{ id: string }>(fran.page, "/api/providers", { name: URL_PROVIDER, category: "Painter" });
    const franProject = await post<{ id: string }>(fran.page, "/api/projects", { title: URL_TITLE, category: "Painting" });
    await post(fran.page, `/api/projects/${franProject.id}/providers`, { providerId: franProvider.id });
    await e2e.db.update(projectProviders).set({ status: "accepted" }).where(eq(projectProviders.projectId, franProject.id));
    await post(fran.page, "/api/provider-requests", { title: LONG_TITLE, category: "Painter", description: URL_TITLE });

    olivia = await e2e.newPhone({ clipboard: true });
    const page = olivia.page;
    await signUpThroughApi(page, uniqueEmail("olivia"), person("Olivia", "Owner", 2));
    await page.request.post("/api/providers/welcome");
    longProvider = await post<{ id: string }>(page, "/api/providers", {
      name: LONG_PROVIDER,
      category: "General Contractor",
      website: `https://${"w".repeat(200)}.example.com`,
      email: `${"e".repeat(60)}@example.com`,
    });
    const urlProvider = await post<{ id: string }>(page, "/api/providers", { name: URL_PROVIDER, category: "Painter" });
    planning = await post<{ id: string }>(page, "/api/projects", { title: LONG_TITLE, description: URL_TITLE });
    pasted = await post<{ id: string }>(page, "/api/projects", { title: URL_TITLE, description: LONG_TITLE });
    await post(page, "/api/projects", { title: `Underway ${LONG_TITLE}`.slice(0, 255), status: "in_progress" });
    await post(page, "/api/projects", { title: `Done ${URL_TITLE}`.slice(0, 255), status: "completed" });
    await post(page, "/api/projects", { title: `Held ${LONG_TITLE}`.slice(0, 255), status: "on_hold" });
    for (const providerId of [longProvider.id, urlProvider.id, franProvider.id])
      await post(page, `/api/projects/${pasted.id}/providers`, { providerId });
    await e2e.db
      .update(projectProviders)
      .set({ notes: `${LONG_TITLE} ${URL_TITLE}` })
      .where(eq(projectProviders.projectId, pasted.id));
    await e2e.db
      .update(projectProviders)
      .set({ status: "quoted", quoteAmount: "12500.00" })
      .where(eq(projectProviders.providerId, longProvider.id));
  }, 180_000);
  afterAll(async () => {
    await olivia?.context.close();
    await fran?.context.close();
  });

  /** A new page of Olivia's (signed in); its errors fail the test. */
  async function oliviaPage() {
    const page = await olivia.context.newPage();
    onTestFinished(() => page.close());
    return { page, errors: collectPageErrors(page) };
  }

  it("fits Home, its planning project and Find a Provider", async () => {
    const { page, errors } = await oliviaPage();
    // Home: the planning project and Find a Provider.
    await page.goto("/");
    const planningLink = page.getByRole("link", { name: new RegExp(LONG_TITLE.slice(0, 40)) });
    await atEachWidth(
      page,
      "home",
      () => planningLink.waitFor(),
      async () => {
        await expectClamped(planningLink.getByText(LONG_TITLE), "Home's planning title");
        await expectOnScreen(page, page.getByRole("button", { name: /Find a Provider/ }), "Find a Provider");
        await expectOnScreen(page, page.getByRole("button", { name: "Search providers" }), "Search providers");
      },
    );
    expect(errors).toEqual([]);
  });

  it("shows Find a Provider as a bottom sheet", async () => {
    const { page, errors } = await oliviaPage();
    await page.goto("/");
    await page.getByRole("button", { name: /Find a Provider/ }).click();
    const request = page.getByRole("dialog");
    await atEachWidth(
      page,
      "home-find-provider",
      () => request.getByText("Step 1 of 3").waitFor(),
      async () => {
        await expectBottomSheet(page, request, "Find a Provider");
      },
    );
    await page.keyboard.press("Escape");
    await request.waitFor({ state: "detached" });

    expect(errors).toEqual([]);
  });

  it("fits the projects list: the chips row and clamped card titles", async () => {
    const { page, errors } = await oliviaPage();
    // Projects: the chips row and the cards.
    await page.goto("/projects");
    await atEachWidth(
      page,
      "projects",
      () => page.getByRole("article").first().waitFor(),
      async () => {
        await expectOnScreen(page, page.getByRole("group", { name: "Filter by status" }), "status chips");
        await expectClamped(
          page.getByRole("article", { name: LONG_TITLE, exact: true }).getByRole("heading"),
          "a project card's title",
        );
      },
    );

    expect(errors).toEqual([]);
  });

  it("fits a project's detail: a long provider row with its badge, and a long title", async () => {
    const { page, errors } = await oliviaPage();
    // Project detail: a provider row with a long name and a badge; Edit and Delete on-screen.
    await page.goto(`/projects/${pasted.id}`);
    await atEachWidth(
      page,
      "project-detail",
      () => page.getByRole("heading", { name: URL_TITLE }).waitFor(),
      async () => {
        const row = page
          .getByRole("listitem")
          .filter({ hasText: LONG_PROVIDER.slice(0, 30) })
          .first();
        await expectOnScreen(page, row.getByText("Quoted", { exact: true }).first(), "the status badge");
        await expectOnScreen(page, row.getByRole("button", { name: "Reject" }), "Reject");
      },
    );
    await page.goto(`/projects/${planning.id}`);
    await atEachWidth(page, "project-detail-long-title", () => page.getByRole("heading", { name: LONG_TITLE }).waitFor());
    expect(errors).toEqual([]);
  });

  it("shows a project's Edit and Delete dialogs as bottom sheets", async () => {
    const { page, errors } = await oliviaPage();
    await page.goto(`/projects/${pasted.id}`);
    await page.getByRole("heading", { name: URL_TITLE }).waitFor();
    await page.getByRole("button", { name: "Edit", exact: true }).first().click();
    const edit = page.getByRole("dialog");
    await atEachWidth(
      page,
      "project-edit",
      () => edit.getByLabel(/Title/).first().waitFor(),
      async () => {
        await expectBottomSheet(page, edit, "Edit");
      },
    );
    await page.keyboard.press("Escape");
    await edit.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Delete project" }).click();
    const remove = page.getByRole("alertdialog");
    await atEachWidth(
      page,
      "project-delete",
      () => remove.waitFor(),
      async () => {
        await expectBottomSheet(page, remove, "Delete");
      },
    );
    await remove.getByRole("button", { name: "Cancel" }).click();

    expect(errors).toEqual([]);
  });

  it("fits the providers list with clamped names", async () => {
    const { page, errors } = await oliviaPage();
    // Providers; the Add Provider wizard, step 3's summary with an unbroken provider name.
    await page.goto("/providers");
    await atEachWidth(
      page,
      "providers",
      () => page.getByRole("article").first().waitFor(),
      () =>
        expectClamped(
          page.getByRole("article", { name: LONG_PROVIDER, exact: true }).getByRole("heading"),
          "a provider card's name",
        ),
    );
    expect(errors).toEqual([]);
  });

  it("shows the Add Provider wizard's step 3 with an unbroken name as a bottom sheet", async () => {
    const { page, errors } = await oliviaPage();
    await page.goto("/providers");
    await page.getByRole("button", { name: "Add Provider" }).first().click();
    const wizard = page.getByRole("dialog", { name: "Add Provider" });
    await wizard.getByLabel("Provider name").fill(`https://another.example.org/${"plumbing".repeat(20)}`);
    await choose(page, "Category", "Plumber");
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByText("Step 2 of 3").waitFor();
    await wizard.getByRole("button", { name: "Next" }).click();
    await atEachWidth(
      page,
      "wizard-step3",
      () => wizard.getByText("Step 3 of 3").waitFor(),
      async () => {
        await expectBottomSheet(page, wizard, "Add Provider");
        await expectOnScreen(page, wizard.getByRole("button", { name: "Add Provider" }), "the wizard's Add Provider");
      },
    );
    await page.keyboard.press("Escape");
    await wizard.waitFor({ state: "detached" });

    expect(errors).toEqual([]);
  });

  it("fits a provider's detail, its rating on one line beside a long name", async () => {
    const { page, errors } = await oliviaPage();
    // Provider detail.
    await page.goto(`/providers/${longProvider.id}`);
    await atEachWidth(
      page,
      "provider-detail",
      () => page.getByRole("heading", { name: LONG_PROVIDER }).waitFor(),
      // The rating and its count keep together on one line beside a squeezed name.
      () =>
        poll(() =>
          page
            .getByText("(0 reviews)", { exact: true })
            .evaluate((el) => el.getBoundingClientRect().height <= parseFloat(getComputedStyle(el).lineHeight) + 1),
        ).toBe(true),
    );
    await page.goto(`/providers/${franProvider.id}`);
    await atEachWidth(page, "provider-detail-url", () => page.getByRole("heading", { name: URL_PROVIDER }).waitFor());

    expect(errors).toEqual([]);
  });

  it("fits Friends and a friend's detail, both tabs", async () => {
    const { page, errors } = await oliviaPage();
    // Friends, friend detail (both tabs), Requests.
    await page.goto("/contacts");
    await atEachWidth(page, "friends", () =>
      page
        .getByText(/Franziska/)
        .first()
        .waitFor(),
    );
    await page.goto(`/contacts/${franUser.id}/projects`);
    await atEachWidth(
      page,
      "friend-detail",
      () => page.getByRole("heading", { name: /Franziska/ }).waitFor(),
      () => expectClamped(page.getByRole("heading", { name: URL_TITLE }), "a friend's project title"),
    );
    await page.getByRole("tab", { name: "Providers" }).click();
    await atEachWidth(page, "friend-detail-providers", () =>
      page.getByRole("tabpanel", { name: "Providers" }).getByText(URL_PROVIDER).first().waitFor(),
    );
    expect(errors).toEqual([]);
  });

  it("fits Requests, mine and my friends'", async () => {
    const { page, errors } = await oliviaPage();
    await post(page, "/api/provider-requests", { title: URL_TITLE, category: "Plumber", description: LONG_TITLE });
    await page.goto("/requests");
    await atEachWidth(
      page,
      "requests",
      () => page.getByRole("tabpanel").getByText(URL_TITLE).first().waitFor(),
      () => expectClamped(page.getByRole("tabpanel").getByRole("heading", { name: URL_TITLE }), "my request's title"),
    );
    await page.getByRole("tab", { name: "From Friends" }).click();
    await atEachWidth(
      page,
      "requests-friends",
      () => page.getByRole("tabpanel").getByText(LONG_TITLE).first().waitFor(),
      () => expectClamped(page.getByRole("tabpanel").getByRole("heading", { name: LONG_TITLE }), "a friend's request title"),
    );

    expect(errors).toEqual([]);
  });
});

it("keeps the header, avatars, rows, badges, counts and titles tidy (Polish)", { timeout: 300_000 }, async () => {
  // A requester, a friend who suggests a provider, and the viewer who gives the suggestion +1.
  const fran = await e2e.newPhone({ clipboard: true });
  await signUpThroughApi(fran.page, uniqueEmail("fran2"), person("Fran", "Asker", 3));
  const franRequest = await post<{ id: string }>(fran.page, "/api/provider-requests", {
    title: "Need a gutter cleaner",
    category: "Handyman",
  });
  const sam = await e2e.newPhone({ clipboard: true });
  await signUpThroughApi(sam.page, uniqueEmail("sam"), person("Sam", "Suggester", 4));
  await post(sam.page, `/api/provider-requests/${franRequest.id}/suggestions`, { providerName: "Gutter Gus", comment: "Quick" });

  const { context, page, errors } = await e2e.newPhone({ clipboard: true });
  await signUpThroughApi(page, uniqueEmail("pat"), person("Pat", "Polish", 5));
  await page.request.post("/api/providers/welcome");
  const johnson = await post<{ id: string }>(page, "/api/providers", { name: "Johnson & Sons", category: "Plumber" });
  const others = [];
  for (const name of ["Brush & Roll Painters", "Cedar Decks", "Dana Electric"])
    others.push(await post<{ id: string }>(page, "/api/providers", { name, category: "Painter" }));
  const project = await post<{ id: string }>(page, "/api/projects", { title: "Bathroom refit" });
  for (const providerId of [johnson.id, ...others.map((o) => o.id)])
    await post(page, `/api/projects/${project.id}/providers`, { providerId });
  await e2e.db
    .update(projectProviders)
    .set({ status: "quoted", quoteAmount: "900.00" })
    .where(eq(projectProviders.providerId, johnson.id));
  await e2e.db
    .update(projectProviders)
    .set({ status: "in_progress", workStartDate: "2026-01-05" })
    .where(eq(projectProviders.providerId, others[0]!.id));

  // Header: the wordmark starts where its tagline starts; each page names itself in the title.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    const home = page.getByRole("link", { name: /Vowch.*Who your friends recommend/ });
    await home.waitFor();
    // The drawn mark (the svg's first shape), not the svg's box, which may be wider than its drawing.
    const logo = await renderedBox(home.getByRole("img", { name: "Vowch" }).locator("rect").first());
    const tagline = await renderedBox(home.getByText("Who your friends recommend"));
    expect(Math.abs(logo.x - tagline.x), `logo at ${logo.x}, tagline at ${tagline.x} (${width} px)`).toBeLessThan(1);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await poll(() => page.title()).toBe("Home · Vowch");
  await expectVisible(page.getByText("Welcome back, Pat!"));

  // Projects: the card's provider avatars sit side by side, each a 44px target, initials skip "&".
  await page.goto("/projects");
  await poll(() => page.title()).toBe("Projects · Vowch");
  const card = page.getByRole("article", { name: "Bathroom refit" });
  const avatars = card.getByRole("link");
  await poll(() => avatars.count()).toBe(3);
  const boxes = await Promise.all([0, 1, 2].map((i) => renderedBox(avatars.nth(i))));
  for (const b of boxes) {
    expect(b.width).toBeGreaterThanOrEqual(44);
    expect(b.height).toBeGreaterThanOrEqual(44);
  }
  expect(boxesOverlap(boxes[0]!, boxes[1]!) || boxesOverlap(boxes[1]!, boxes[2]!)).toBe(false);
  await expectVisible(card.getByRole("link", { name: "Johnson & Sons" }).getByText("JS", { exact: true }));
  await expectVisible(card.getByRole("link", { name: "Brush & Roll Painters" }).getByText("BR", { exact: true }));
  await expectVisible(card.getByText("+1", { exact: true }));
  await screenshot(page, "layout-polish-projects");

  // Project detail: every provider row lies inside the card's padding.
  await page.goto(`/projects/${project.id}`);
  await poll(() => page.title()).toBe("Bathroom refit · Vowch");
  const rows = page.getByRole("list", { name: "Project providers" }).locator(":scope > li");
  await poll(() => rows.count()).toBe(4);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    const cardBox = await page.getByRole("list", { name: "Project providers" }).evaluate((list) => {
      const cardEl = list.closest("[data-slot=card]") ?? list.parentElement!.parentElement!;
      const r = cardEl.getBoundingClientRect();
      const style = getComputedStyle(list.parentElement!);
      return { left: r.left + parseFloat(style.paddingLeft), right: r.right - parseFloat(style.paddingRight), cardLeft: r.left };
    });
    for (let i = 0; i < 4; i++) {
      const row = await renderedBox(rows.nth(i));
      expect(row.x, `row ${i} starts inside the card's padding at ${width}`).toBeGreaterThanOrEqual(cardBox.left - 0.5);
      expect(row.x + row.width, `row ${i} ends inside the card's padding at ${width}`).toBeLessThanOrEqual(cardBox.right + 0.5);
      expect(row.x).toBeGreaterThan(cardBox.cardLeft + 8);
      // Nothing in the row (name, badge, notes, buttons) reaches past the card's padding either.
      const past = await rows
        .nth(i)
        .evaluate(
          (li, edges) =>
            [...li.querySelectorAll("*")]
              .filter(
                (el) =>
                  el.getBoundingClientRect().right > edges.right + 0.5 || el.getBoundingClientRect().left < edges.left - 0.5,
              )
              .map((el) => el.outerHTML.slice(0, 80)),
          cardBox,
        );
      expect(past, `row ${i} at ${width}`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // Styled file pickers: a button, and the chosen file listed (a PDF by name, photos as thumbnails).
  const johnsonRow = rows.filter({ hasText: "Johnson & Sons" });
  await johnsonRow.getByRole("button", { name: "Edit Quote" }).click();
  const quote = page.getByRole("dialog", { name: "Edit Quote" });
  await expectVisible(quote.getByText("Choose PDF"));
  await poll(() => quote.locator("#quote-pdf").evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await quote.getByLabel("Quote PDF").setInputFiles({ name: "quote-march.pdf", mimeType: "application/pdf", buffer: tinyPdf() });
  await expectVisible(quote.getByRole("list", { name: "Chosen files" }).getByText("quote-march.pdf"));
  await screenshot(page, "layout-polish-file-picker-pdf");
  await quote.getByRole("button", { name: "Cancel" }).click();
  await quote.waitFor({ state: "detached" });
  await rows.filter({ hasText: "Brush & Roll Painters" }).getByRole("button", { name: "Mark Completed" }).click();
  const done = page.getByRole("dialog");
  await done.getByLabel("Completion photos").setInputFiles([
    { name: "before.png", mimeType: "image/png", buffer: tinyPng() },
    { name: "after.png", mimeType: "image/png", buffer: tinyPng() },
  ]);
  const thumbs = done.getByRole("list", { name: "Chosen files" }).getByRole("img");
  await poll(() => thumbs.count()).toBe(2);
  await expectVisible(done.getByRole("img", { name: "after.png" }));
  await poll(() => thumbs.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The footer stays on screen while the form scrolls.
  await expectOnScreen(page, done.getByRole("button", { name: "Cancel" }), "the completion dialog's Cancel");
  await screenshot(page, "layout-polish-file-picker-photos");
  await done.getByRole("button", { name: "Cancel" }).click();
  await done.waitFor({ state: "detached" });

  // Providers: an unrated provider keeps "0.0 (0)" and gets "New"; the first card shows on the
  // first screen of a 390×844 and a 320×568 phone.
  for (const size of [
    { width: 390, height: 844 },
    { width: 320, height: 568 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/providers");
    const first = page.getByRole("article").first();
    await first.waitFor();
    const navTop = (await renderedBox(page.getByRole("navigation").last())).y;
    expect((await renderedBox(first)).y + 40, `first card at ${size.width}×${size.height}`).toBeLessThan(navTop);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await poll(() => page.title()).toBe("Providers · Vowch");
  const unrated = page.getByRole("article", { name: "Cedar Decks" });
  await expectVisible(unrated.getByText("0.0", { exact: true }));
  await expectVisible(unrated.getByText("(0)", { exact: true }));
  await expectVisible(unrated.getByText("New", { exact: true }));
  await screenshot(page, "layout-polish-providers");

  // A toast shown while a dialog opens covers neither the dialog nor the header's buttons. The
  // toast's 5 s timer is paused as when the phone switches apps (the toast pauses while the page
  // is hidden), so a busy machine's slow opening of the lazy wizard cannot outlast the toast.
  await unrated.getByRole("button", { name: "Share Cedar Decks" }).click();
  const copied = toast(page, "Provider details copied!");
  await copied.waitFor();
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  // From the keyboard: the toast lies over part of the button, and a pointer would wait for it.
  await page.getByRole("button", { name: "Add Provider" }).first().focus();
  await page.keyboard.press("Enter");
  const wizard = page.getByRole("dialog", { name: "Add Provider" });
  await wizard.getByText("Step 1 of 3").waitFor();
  // By CSS: a modal dialog hides the rest of the page from the accessibility tree.
  const toastItem = page.locator("[data-sonner-toast]").first();
  const headerButtons = [page.locator('header a[href="/profile"]'), page.locator('header a[href="/notifications"]')];
  // Polled: the toast slides in from above, the sheet from below, before they settle.
  for (const button of headerButtons)
    await poll(
      async () => boxesOverlap(await renderedBox(toastItem), await renderedBox(button)),
      "a toast over a header button",
    ).toBe(false);
  await poll(async () => boxesOverlap(await renderedBox(toastItem), await renderedBox(wizard)), "a toast over the dialog").toBe(
    false,
  );
  await expectBottomSheet(page, wizard, "Add Provider");
  await screenshot(page, "layout-polish-toast-and-dialog");
  await page.keyboard.press("Escape");
  await wizard.waitFor({ state: "detached" });
  await page.evaluate(() => {
    delete (document as { hidden?: boolean }).hidden;
    document.dispatchEvent(new Event("visibilitychange"));
  });

  // Requests: the "+1" count is plain text, unlike the bordered "+1" button.
  await page.goto("/requests");
  await poll(() => page.title()).toBe("Requests · Vowch");
  await page.getByRole("tab", { name: "From Friends" }).click();
  const suggestion = page.getByRole("article", { name: "Suggestion: Gutter Gus" });
  await suggestion.getByRole("button", { name: "+1 Gutter Gus" }).click();
  const count = suggestion.getByText("+1", { exact: true }).and(page.locator(":not(button)"));
  await count.waitFor();
  const looks = (locator: Locator) =>
    locator.evaluate((el) => {
      const styled = el.closest("button") ?? el.parentElement!;
      const s = getComputedStyle(styled);
      return { border: s.borderTopWidth, background: s.backgroundColor };
    });
  const countLook = await looks(count);
  const buttonLook = await looks(suggestion.getByRole("button", { name: "+1 Gutter Gus" }));
  expect(countLook).toEqual({ border: "0px", background: "rgba(0, 0, 0, 0)" });
  expect(countLook).not.toEqual(buttonLook);
  await screenshot(page, "layout-polish-plus-one");

  // One dialog footer: Back, Cancel and Send Request in that order, the same outline style for the
  // secondary ones, the primary last.
  await page.goto("/");
  await page.getByRole("button", { name: /Find a Provider/ }).click();
  const ask = page.getByRole("dialog");
  await ask.getByLabel("Search", { exact: true }).fill("gutters");
  await ask.getByRole("button", { name: "Search providers" }).click();
  await ask.getByRole("button", { name: "Request from Friends" }).click();
  const send = ask.getByRole("button", { name: "Send Request" });
  await send.waitFor();
  const order = await ask.getByRole("button", { name: /^(Back|Cancel|Send Request)$/ }).evaluateAll((buttons) =>
    buttons.map((b) => ({
      text: b.textContent,
      border: getComputedStyle(b).borderTopWidth,
      x: b.getBoundingClientRect().x,
      y: b.getBoundingClientRect().y,
    })),
  );
  expect(order.map((b) => b.text)).toEqual(["Back", "Cancel", "Send Request"]);
  expect(order[0]!.border).toBe(order[1]!.border);
  expect(order[0]!.border).not.toBe("0px");
  // Read left to right, top to bottom: secondary actions come first.
  const reading = (b: { x: number; y: number }) => b.y * 10_000 + b.x;
  expect(reading(order[0]!)).toBeLessThan(reading(order[1]!));
  expect(reading(order[1]!)).toBeLessThan(reading(order[2]!));
  await expectOnScreen(page, send, "Send Request");
  await screenshot(page, "layout-polish-dialog-footer");

  expect(errors).toEqual([]);
  await context.close();
  await fran.context.close();
  await sam.context.close();
});

it("welcomes a new user, and welcomes a returning one back", { timeout: 120_000 }, async () => {
  const { context, page, errors } = await e2e.newPhone({ clipboard: true });
  await signUpThroughUi(page, uniqueEmail("newbie"), person("Nia", "New", 6));
  await expectVisible(page.getByText("Welcome, Nia!"));
  await page.reload();
  await expectVisible(page.getByText("Welcome, Nia!"));
  await screenshot(page, "layout-welcome-new");
  await context.close();

  const returning = await e2e.newPhone({ clipboard: true });
  await signUpThroughApi(returning.page, uniqueEmail("back"), person("Rex", "Return", 7));
  await returning.page.goto("/");
  await expectVisible(returning.page.getByText("Welcome back, Rex!"));
  expect([...errors, ...returning.errors]).toEqual([]);
  await returning.context.close();
});
