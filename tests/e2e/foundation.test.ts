// Landing → Get Started → create account → complete profile (validation error first) → Home →
// Profile → Sign Out → landing; the not-found page; a signed-out deep link.
import { expect, it } from "vitest";
import { expectVisible, poll, screenshot, signUpThroughUi, toast, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it("takes a new user from the landing page to Home and back out", async () => {
  const { context, page, errors } = await e2e.newPhone();

  await page.goto("/");
  await page.getByRole("heading", { name: "Get trusted provider recommendations from the friends who've hired them." }).waitFor();
  for (const title of ["Network Recommendations", "Project Tracking", "Verified Providers"]) {
    await expectVisible(page.getByRole("heading", { name: title }));
  }
  await expectVisible(page.getByText("Join thousands of homeowners finding trusted service providers"));
  await expectVisible(page.getByText("© 2024 Vowch. Who your friends recommend."));
  await screenshot(page, "foundation-01-landing");

  await page.getByRole("link", { name: "Get Started" }).click();
  await page.waitForURL("**/api/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  const email = uniqueEmail("jamie");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByText("Password must be at least 8 characters").waitFor();
  await screenshot(page, "foundation-02-login-error");
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();

  await page.waitForURL("**/complete-profile");
  await page.getByRole("heading", { name: "Complete Your Profile" }).waitFor();
  await expectVisible(page.getByText("Contacts can find you by phone"));
  await page.getByLabel("First name").fill("Jamie");
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await page.getByText("Last name is required").waitFor();
  await expectVisible(page.getByText("Phone number is required"));
  await expectVisible(page.getByText("Home address is required"));
  await screenshot(page, "foundation-03-complete-profile-errors");
  await page.getByLabel("Last name").fill("Rivera");
  await page.getByLabel("Phone number").fill("415-555-0100");
  await page.getByLabel("Home address").fill("12 Oak Lane");
  await page.getByRole("button", { name: "Complete Profile" }).click();

  await page.waitForURL((url) => url.pathname === "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await poll(() => nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
  await expectVisible(page.getByText("Who your friends recommend").first());
  // The link is named "Profile of …"; the initials it shows are hidden from that name.
  await poll(() =>
    page.getByRole("link", { name: "Profile of Jamie Rivera" }).locator('[aria-hidden="true"]').textContent(),
  ).toBe("JR");
  await screenshot(page, "foundation-04-home");

  await page.getByRole("link", { name: "Profile of Jamie Rivera" }).click();
  await page.waitForURL("**/profile");
  await page.getByRole("heading", { name: "Jamie Rivera" }).waitFor();
  // Exactly: the e-mail also appears in "Verify your e-mail" (not proven yet).
  await expectVisible(page.getByText(email, { exact: true }));
  await expectVisible(page.getByText("Verified User"));
  await page.getByRole("button", { name: "Notifications" }).click();
  await toast(page, "Notifications settings will be available soon!").waitFor();
  await expectVisible(toast(page, "Coming Soon"));
  await expectVisible(page.getByText("Vowch version 1.0.0"));
  await screenshot(page, "foundation-05-profile");

  await page.getByRole("link", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("link", { name: "Get Started" }).waitFor();
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(401);

  // Signing in again with the same account goes straight to Home (profile already complete).
  await page.goto("/api/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByText("Wrong e-mail or password.").waitFor();
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("navigation", { name: "Main" }).waitFor();

  expect(errors).toEqual([]);
  await context.close();
});

it("shows the not-found page for unknown paths", async () => {
  const context = await e2e.newContext();
  const page = await context.newPage();
  await signUpThroughUi(page, uniqueEmail("nf"));
  await page.goto("/no/such/page");
  await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
  await expectVisible(page.getByText("Did you forget to add the page to the router?"));
  await screenshot(page, "foundation-06-not-found");
  await context.close();
});

it("sends a signed-out visitor of a signed-in screen to sign-in after the spec's toast", async () => {
  const context = await e2e.newContext();
  const page = await context.newPage();
  await page.goto("/profile");
  await toast(page, "You are logged out. Logging in again...").waitFor();
  // Exactly /api/login (the spec's screens); where they were going waits in sessionStorage.
  await page.waitForURL((url) => url.pathname === "/api/login" && url.search === "");
  await page.getByRole("button", { name: "Sign in" }).waitFor();
  await context.close();
});
