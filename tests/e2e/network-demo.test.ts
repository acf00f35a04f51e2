// The network screens on the demo community (scripts/seed): realistic volumes render without
// errors, within the display caps of the spec's constants and limits. Screenshots to look at.
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { DEMO_MARKER_EMAIL, DEMO_PASSWORD, seedDemo } from "../../scripts/seed/demo";
import { poll, screenshot, SCREENSHOT_DIR, useE2E } from "../support/e2e";

const e2e = useE2E();
beforeAll(() => seedDemo(e2e.db));

it("shows Home, Friends, a friend and Requests for a demo neighbour", { timeout: 120_000 }, async () => {
  const { page, errors } = await e2e.newPhone();
  const login = await page.request.post("/api/auth/login", { data: { email: DEMO_MARKER_EMAIL, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);

  await page.goto("/");
  const activity = page.getByRole("list", { name: "Recent friend activity" });
  await activity.waitFor();
  await poll(() => activity.getByRole("listitem").count()).toBe(3);
  const planning = page.getByRole("region", { name: "Projects in Planning" });
  await poll(() => planning.getByRole("listitem").count()).toBeLessThanOrEqual(3);
  await screenshot(page, "network-demo-01-home");
  // The viewport alone (what a phone shows) is the README picture, docs/screenshot.png.
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, "network-demo-01-home-viewport.png") });

  await page.goto("/contacts");
  const friends = page.getByRole("list", { name: "Friends" });
  await friends.waitFor();
  await poll(() => friends.getByRole("listitem").count()).toBeGreaterThan(3);
  for (const card of await friends.getByRole("link").all()) {
    const badges = card.locator("[data-slot=badge]");
    // At most 3 category badges; "In your contacts" is not one of them.
    const categories = async () =>
      (await badges.allTextContents()).filter((b) => !["+more", "In your contacts"].includes(b.trim()));
    await poll(async () => (await categories()).length).toBeLessThanOrEqual(3);
  }
  await screenshot(page, "network-demo-02-friends");

  // The friend with the most providers.
  const cards = await friends.getByRole("link").all();
  let best = cards[0]!;
  let most = -1;
  for (const card of cards) {
    const n = Number(/(\d+) providers?/.exec((await card.textContent()) ?? "")?.[1] ?? 0);
    if (n > most) [best, most] = [card, n];
  }
  await best.click();
  await page.waitForURL(/\/contacts\/[^/]+\/projects$/);
  await page.getByText(/\d+ projects • \d+ providers/).waitFor();
  await page.getByRole("list", { name: "Projects" }).waitFor();
  await screenshot(page, "network-demo-03-friend-projects");
  await page.getByRole("tab", { name: "Providers" }).click();
  const providers = page.getByRole("list", { name: "Providers" });
  await providers.waitFor();
  const badges = await providers
    .getByRole("article")
    .evaluateAll((els) => els.map((el) => (el.textContent?.includes("Quoted Only") ? "quoted" : "hired")));
  // Hired first (the spec's states and transitions).
  expect(badges.join(",")).toMatch(/^(hired,)*(quoted,?)*$/);
  await screenshot(page, "network-demo-04-friend-providers");

  await page.goto("/requests");
  await page.getByRole("list", { name: "My requests" }).or(page.getByText("No requests yet")).waitFor();
  await screenshot(page, "network-demo-05-my-requests");
  await page.getByRole("tab", { name: "From Friends" }).click();
  await page.getByRole("list", { name: "Requests from friends" }).or(page.getByText("No requests from friends")).waitFor();
  await screenshot(page, "network-demo-06-from-friends");

  expect(errors).toEqual([]);
});

it("brings Home's sections in without moving what is already on the screen", { timeout: 120_000 }, async () => {
  const { page, errors } = await e2e.newPhone();
  const login = await page.request.post("/api/auth/login", { data: { email: DEMO_MARKER_EMAIL, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  // Every layout shift of the page (what Lighthouse sums as CLS), none of them after input.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  // A slow network: "Coming up" (two rows for the demo neighbour, one skeleton row while it loads)
  // answers after the screen has rendered, the projects (one in planning, two skeleton rows) later.
  const slow = (pathname: string, ms: number) =>
    page.route(
      (url) => url.pathname === pathname,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.continue();
      },
    );
  await slow("/api/coming-up", 500);
  await slow("/api/projects", 1000);

  await page.goto("/");
  const activity = page.getByRole("list", { name: "Recent friend activity" });
  await activity.waitFor();
  await poll(() => page.getByRole("list", { name: "Coming up in the next 14 days" }).getByRole("listitem").count()).toBe(2);
  await poll(() => page.getByRole("region", { name: "Projects in Planning" }).getByRole("listitem").count()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  expect(errors).toEqual([]);
});
