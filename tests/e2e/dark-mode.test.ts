// Dark mode at 390×844 (docs/decisions/144-dark-mode.md): a phone set to dark gets the dark look
// on every main screen — landing, sign-in, Home, Projects, a project, Providers, a provider,
// Friends, notifications, Money, Profile — each axe-clean (colour contrast included) and looked
// at; Profile's Appearance then overrides the system (Light on a dark phone), keeps the choice on
// the account for another device, and paints it on the next visit before the account has loaded.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { expectVisible, poll, screenshot, signUpThroughApi, person, post, useE2E } from "../support/e2e";
import { uniqueEmail, TEST_PASSWORD } from "../support/test-app";

const e2e = useE2E();

const DARK_BACKGROUND = "rgb(13, 21, 19)";
const LIGHT_BACKGROUND = "rgb(246, 248, 247)";

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeColors = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => `${m.media || "all"} ${m.content}`),
  );

it("shows every main screen dark on a dark phone, axe-clean", { timeout: 420_000 }, async () => {
  const context = await e2e.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/");
  await expectVisible(page.getByRole("heading", { level: 1 }).first());
  await poll(() => background(page)).toBe(DARK_BACKGROUND);
  await screenshot(page, "dark-landing");
  await page.goto("/api/login");
  await expectVisible(page.getByRole("tab", { name: "Create account" }));
  await poll(() => background(page)).toBe(DARK_BACKGROUND);
  await screenshot(page, "dark-sign-in");

  await signUpThroughApi(page, uniqueEmail("dusk"), person("Dana", "Dusk", 71));
  const project = await post<{ id: string }>(page, "/api/projects", {
    title: "Paint the porch",
    type: "one_time",
    category: "Painter",
  });
  const provider = await post<{ id: string }>(page, "/api/providers", {
    name: "Night Owl Painting",
    category: "Painter",
    address: "12 Oak Lane, Portland",
  });
  await post(page, `/api/projects/${project.id}/providers`, { providerId: provider.id });

  // Each screen: its address, its screenshot's name, what shows it is there, and what follows.
  const screens: [string, string, () => ReturnType<Page["getByRole"]>, (() => Promise<void>)?][] = [
    ["/", "dark-home", () => page.getByRole("heading", { level: 1 }).first()],
    ["/projects", "dark-projects", () => page.getByRole("article", { name: "Paint the porch" })],
    [`/projects/${project.id}`, "dark-project", () => page.getByRole("heading", { name: "Paint the porch" })],
    // A first visit to Providers opens its welcome (the dialog in dark, then the list behind it).
    [
      "/providers",
      "dark-providers-welcome",
      () => page.getByRole("dialog", { name: "Welcome to Providers" }),
      async () => {
        await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
        await expectVisible(page.getByRole("heading", { level: 1, name: "Providers" }));
        await screenshot(page, "dark-providers");
      },
    ],
    [`/providers/${provider.id}`, "dark-provider", () => page.getByRole("heading", { name: "Night Owl Painting" })],
    ["/contacts", "dark-friends", () => page.getByRole("heading", { level: 1 }).first()],
    ["/notifications", "dark-notifications", () => page.getByRole("heading", { level: 1 }).first()],
    ["/money", "dark-money", () => page.getByRole("heading", { level: 1 }).first()],
    ["/profile", "dark-profile", () => page.getByRole("heading", { name: "Appearance" })],
  ];
  for (const [url, name, ready, then] of screens) {
    await page.goto(url);
    await expectVisible(ready());
    await poll(() => background(page)).toBe(DARK_BACKGROUND);
    await screenshot(page, name);
    await then?.();
  }
  // A provider with an address: "Directions" in the maps of the device (this browser: OpenStreetMap).
  await page.goto(`/providers/${provider.id}`);
  await expect
    .poll(() => page.getByRole("link", { name: "Directions" }).getAttribute("href"))
    .toBe("https://www.openstreetmap.org/search?query=12%20Oak%20Lane%2C%20Portland");
  await context.close();
});

it("lets Profile override the system's look, on every device of the account", { timeout: 300_000 }, async () => {
  const email = uniqueEmail("light");
  const context = await e2e.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await signUpThroughApi(page, email, person("Lou", "Light", 72));
  await page.goto("/profile");
  const appearance = page.getByRole("radiogroup", { name: "Appearance" });
  await expect(appearance.getByRole("radio", { name: "System" }).isChecked()).resolves.toBe(true);
  await poll(() => themeColors(page)).toEqual(["(prefers-color-scheme: light) #f6f8f7", "(prefers-color-scheme: dark) #0d1513"]);

  await appearance.getByRole("radio", { name: "Light" }).click();
  await poll(() => background(page)).toBe(LIGHT_BACKGROUND);
  await poll(() => themeColors(page)).toEqual(["all #f6f8f7"]);
  await poll(async () => (await page.request.get("/api/auth/user")).json().then((u: { theme: string }) => u.theme)).toBe("light");
  await screenshot(page, "profile-appearance-light");

  // The next visit paints light from the first frame: the choice is kept in this browser too.
  await page.reload();
  await poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
  // Even before the app's script runs: the server's first frame comes in the browser's choice.
  expect(await (await page.request.get("/profile")).text()).toMatch(/<html lang="en" data-theme="light"/);

  // Another device (a light phone) signs in and follows the account: dark.
  await appearance.getByRole("radio", { name: "Dark" }).click();
  await poll(() => background(page)).toBe(DARK_BACKGROUND);
  const other = await e2e.newContext({ colorScheme: "light" });
  const second = await other.newPage();
  const login = await second.request.post("/api/auth/login", { data: { email, password: TEST_PASSWORD } });
  expect(login.status()).toBeLessThan(300);
  await second.goto("/");
  await poll(() => background(second)).toBe(DARK_BACKGROUND);

  // Back to the system's: the light phone is light again.
  await second.goto("/profile");
  await second.getByRole("radiogroup", { name: "Appearance" }).getByRole("radio", { name: "System" }).click();
  await poll(() => background(second)).toBe(LIGHT_BACKGROUND);
  await poll(() => second.evaluate(() => localStorage.getItem("vowch.theme"))).toBe(null);
  expect((await other.cookies()).map((c) => c.name)).not.toContain("vowch-theme");
  await other.close();
  await context.close();
});
