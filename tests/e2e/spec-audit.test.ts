// Spec audit fixes at 390×844: the Friends page's own incomplete-profile notice (the spec's screens: Friends)
// and the 44px touch target of the header's profile avatar.
import { expect, it } from "vitest";
import { poll, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { TEST_PASSWORD, uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it("sends an incomplete profile from Friends to /complete-profile with the spec's toast", { timeout: 60_000 }, async () => {
  const { context, page, errors } = await e2e.newPhone();
  const reg = await page.request.post("/api/auth/register", { data: { email: uniqueEmail("half"), password: TEST_PASSWORD } });
  expect(reg.status()).toBe(201);

  await page.goto("/contacts");
  await page.waitForURL("**/complete-profile");
  await toast(page, /^Complete Your Profile$/).waitFor();
  await toast(page, "Please complete your profile to access friends.").waitFor();
  await page.getByRole("heading", { name: "Complete Your Profile" }).waitFor();
  await screenshot(page, "spec-audit-01-friends-incomplete");
  expect(errors).toEqual([]);
  await context.close();
});

it("gives the header's profile avatar a 44px touch target", { timeout: 60_000 }, async () => {
  const { context, page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("tap"), {
    firstName: "Tia",
    lastName: "Park",
    phone: "415-555-0133",
    homeAddress: "3 Pine St",
  });
  await page.goto("/");
  const avatar = page.getByRole("link", { name: "Profile of Tia Park" });
  await avatar.waitFor();
  await screenshot(page, "spec-audit-02-home");
  await poll(async () => (await avatar.boundingBox())?.width).toBeGreaterThanOrEqual(44);
  await poll(async () => (await avatar.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await avatar.click();
  await page.waitForURL("**/profile");
  await page.getByRole("heading", { name: "Tia Park" }).waitFor();
  await screenshot(page, "spec-audit-03-profile");
  expect(errors).toEqual([]);
  await context.close();
});
