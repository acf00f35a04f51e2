// Sign-up by e-mailed link on a phone (390×844), with a real SMTP server: Create account says "Check
// your e-mail to finish."; the link finishes at once in the browser that signed up and lands on
// Complete Profile; in another browser it asks for the password chosen; a used link says so and
// leads back to Create account. axe-core on each screen.
import { afterAll, beforeAll, expect, it } from "vitest";
import { expectVisible, poll, screenshot, useE2E } from "../support/e2e";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp";
import { TEST_PASSWORD, uniqueEmail } from "../support/test-app";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp?.close());
const e2e = useE2E(() => ({ smtpUrl: smtp.url }));

async function createAccount(page: import("playwright-core").Page, email: string) {
  await page.goto("/api/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expectVisible(page.getByText("Check your e-mail to finish."));
}

async function linkFor(email: string): Promise<string> {
  await poll(() => smtp.to(email).length).toBe(1);
  const mail = smtp.to(email)[0]!;
  expect(mail.subject).toBe("Finish creating your Vowch account");
  return linkIn(mail.text, `${e2e.baseUrl}/finish-signup#token=`);
}

it(
  "finishes sign-up from the e-mailed link in the same browser and lands on Complete Profile",
  { timeout: 240_000 },
  async () => {
    const { page, errors } = await e2e.newPhone();
    const email = uniqueEmail("sam");
    await createAccount(page, email);
    await expectVisible(page.getByText(`We sent an e-mail to ${email}.`, { exact: false }));
    await screenshot(page, "signup-01-check-your-email");
    // Nobody is signed in yet.
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    const link = await linkFor(email);
    await page.goto(link);
    await page.waitForURL("**/complete-profile");
    await expectVisible(page.getByRole("heading", { name: "Complete Your Profile" }));
    expect(new URL(page.url()).hash).toBe("");
    await screenshot(page, "signup-02-complete-profile");

    // The link works once: opened again (here signed out, as on another day) it says so and leads
    // back to Create account.
    await page.context().clearCookies();
    await page.goto(link);
    await expectVisible(page.getByRole("heading", { name: "This link doesn't work" }));
    await expectVisible(page.getByText("This sign-up link is invalid, used or has expired. Please create your account again."));
    await screenshot(page, "signup-03-used-link");
    await page.getByRole("link", { name: "Create your account again" }).click();
    await expectVisible(page.getByRole("tab", { name: "Create account", selected: true }));
    expect(errors).toEqual([]);
  },
);

it("asks for the chosen password when the link is opened in another browser", { timeout: 240_000 }, async () => {
  const asking = await e2e.newPhone();
  const email = uniqueEmail("lee");
  await createAccount(asking.page, email);
  const link = await linkFor(email);

  const other = await e2e.newPhone();
  await other.page.goto(link);
  await expectVisible(other.page.getByRole("heading", { name: "Finish creating your account" }));
  await screenshot(other.page, "signup-04-password-elsewhere");
  await other.page.getByLabel("Password").fill("not the one I chose");
  await other.page.getByRole("button", { name: "Finish" }).click();
  await expectVisible(other.page.getByRole("alert").getByText("That is not the password you chose when you signed up."));
  await screenshot(other.page, "signup-05-wrong-password");
  await other.page.getByLabel("Password").fill(TEST_PASSWORD);
  await other.page.getByRole("button", { name: "Finish" }).click();
  await other.page.waitForURL("**/complete-profile");
  await expectVisible(other.page.getByRole("heading", { name: "Complete Your Profile" }));
  expect([...asking.errors, ...other.errors]).toEqual([]);
});
