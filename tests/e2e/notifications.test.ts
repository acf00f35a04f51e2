// Notifications and e-mail in Chromium at 390×844, with a real SMTP server: the bell's
// unread count, the inbox and its e-mail switches, an e-mail's unsubscribe link signed out (one tap);
// "Forgot password?" through the e-mailed link to signing in with the new password, the other
// device signed out.
import { afterAll, beforeAll, expect, it } from "vitest";
import { contacts } from "../../server/db/schema";
import { seriousViolations } from "../support/axe";
import { expectVisible, poll, screenshot, signUpThroughApi, useE2E } from "../support/e2e";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp";
import { proveIdentifiers } from "../support/proofs";
import { TEST_PASSWORD, uniqueEmail } from "../support/test-app";

/** Each flow walks many screens; the shared two-core machine can be slow (no assertion on time). */
const FLOW_TIMEOUT = 240_000;

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp?.close());
const e2e = useE2E(() => ({ smtpUrl: smtp.url }));

it(
  "shows a contact's request under the bell, in the inbox, by e-mail, and unsubscribes with one tap",
  async () => {
    const annContext = await e2e.newContext();
    const ann = await annContext.newPage();
    const annEmail = uniqueEmail("ann");
    const annUser = await signUpThroughApi(ann, annEmail, {
      firstName: "Ann",
      lastName: "Asker",
      phone: "+1 415 555 0134",
      homeAddress: "1 Bay St",
    });
    // Ann proved her number: only proven numbers match address books.
    await proveIdentifiers(e2e.db, annUser.id);

    const { context: benContext, page: ben, errors } = await e2e.newPhone();
    const benEmail = uniqueEmail("ben");
    const benUser = await signUpThroughApi(ben, benEmail, {
      firstName: "Ben",
      lastName: "Book",
      phone: "+1 415 555 0177",
      homeAddress: "2 Bay St",
    });
    // Ann is in Ben's address book.
    await e2e.db
      .insert(contacts)
      .values({ userId: benUser.id, name: "Ann Asker", phone: "(415) 555-0134", phoneKeys: ["+14155550134"] });

    await ben.goto("/");
    const bell = ben.getByRole("link", { name: /^Notifications/ });
    await poll(() => bell.textContent()).toBe("Notifications");

    const sent = await ann.request.post("/api/provider-requests", {
      data: { title: "Need a roofer", category: "General Contractor" },
    });
    expect(sent.status()).toBe(201);

    // The bell polls about once a minute; a new visit reads it at once.
    await ben.goto("/");
    await expectVisible(ben.getByRole("link", { name: "Notifications, 1 unread" }));
    await poll(() => ben.getByTestId("unread-badge").textContent()).toBe("1");
    await screenshot(ben, "notifications-01-bell");
    await poll(() => seriousViolations(ben, "header")).toEqual([]);

    await ben.getByRole("link", { name: "Notifications, 1 unread" }).click();
    await ben.waitForURL("**/notifications");
    await ben.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
    const item = ben.getByRole("link", { name: /Ann Asker is asking friends for a provider: “Need a roofer”/ });
    await expectVisible(item);
    await expectVisible(ben.getByRole("heading", { name: "E-mail me about" }));
    const requestSwitch = ben.getByRole("switch", { name: "A contact asks for a provider" });
    await poll(() => requestSwitch.getAttribute("aria-checked")).toBe("true");
    await screenshot(ben, "notifications-02-inbox");
    await poll(() => seriousViolations(ben)).toEqual([]);

    // A switch is saved: still off after a reload.
    await ben.getByRole("switch", { name: /vowches for a provider/ }).click();
    await poll(() => ben.getByRole("switch", { name: /vowches for a provider/ }).getAttribute("aria-checked")).toBe("false");
    await ben.reload();
    await poll(() => ben.getByRole("switch", { name: /vowches for a provider/ }).getAttribute("aria-checked")).toBe("false");

    // The weekly e-mail is off until turned on, and stays on after a reload.
    const weekly = ben.getByRole("switch", { name: "This week at home, every Monday" });
    await poll(() => weekly.getAttribute("aria-checked")).toBe("false");
    await weekly.click();
    await poll(() => weekly.getAttribute("aria-checked")).toBe("true");
    await ben.reload();
    await poll(() => weekly.getAttribute("aria-checked")).toBe("true");
    await weekly.scrollIntoViewIfNeeded();
    await screenshot(ben, "notifications-02c-weekly-digest");
    await poll(() => seriousViolations(ben)).toEqual([]);

    // Opening the item leads to the request on Requests' "From Friends", highlighted, and marks it
    // read; the bell follows.
    await ben.getByRole("link", { name: /Need a roofer/ }).click();
    await ben.waitForURL(/\/requests\?tab=friends#request-[0-9a-f-]+$/);
    await poll(() => ben.getByRole("tab", { name: "From Friends" }).getAttribute("aria-selected")).toBe("true");
    const linked = ben.locator("li[data-linked]");
    await poll(() => linked.getByRole("article").getAttribute("aria-label")).toBe("Need a roofer");
    await expectVisible(linked);
    await screenshot(ben, "notifications-02b-request-highlighted");
    await poll(() => ben.getByRole("link", { name: /^Notifications/ }).textContent()).toBe("Notifications");
    await ben.getByRole("link", { name: "Notifications" }).click();
    await ben.waitForURL("**/notifications");
    await poll(() => ben.getByRole("link", { name: /Need a roofer/ }).textContent()).not.toContain("Unread");

    // The same event by e-mail; its unsubscribe link works in a signed-out browser, with one tap.
    await poll(() => smtp.to(benEmail).length).toBe(1);
    const mail = smtp.to(benEmail)[0]!;
    expect(mail.subject).toBe("Ann Asker is asking friends for a provider: “Need a roofer”");
    const unsubscribeUrl = linkIn(mail.text, `${e2e.baseUrl}/unsubscribe?token=`);
    const strangerContext = await e2e.newContext();
    const stranger = await strangerContext.newPage();
    await stranger.goto(unsubscribeUrl);
    // Opening the link changes nothing (mail scanners open links): it asks for one tap.
    await stranger.getByRole("heading", { name: "Unsubscribe?" }).waitFor();
    await expectVisible(stranger.getByText("Stop e-mails about “A contact asks for a provider”?", { exact: false }));
    await screenshot(stranger, "notifications-03-unsubscribe-asks");
    await poll(() => seriousViolations(stranger)).toEqual([]);
    const stillOn = await ben.request.get("/api/notifications/preferences");
    expect((await stillOn.json()).email.request).toBe(true);
    await stranger.getByRole("button", { name: "Unsubscribe" }).click();
    await stranger.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
    await expectVisible(stranger.getByText("You won't get e-mails about “A contact asks for a provider” any more."));
    await screenshot(stranger, "notifications-04-unsubscribed");
    await poll(() => seriousViolations(stranger)).toEqual([]);
    await ben.reload();
    await poll(() => ben.getByRole("switch", { name: "A contact asks for a provider" }).getAttribute("aria-checked")).toBe(
      "false",
    );
    await stranger.getByRole("button", { name: "Undo" }).click();
    await stranger.getByRole("heading", { name: "You're subscribed again" }).waitFor();

    expect(errors).toEqual([]);
    await Promise.all([annContext.close(), benContext.close(), strangerContext.close()]);
  },
  FLOW_TIMEOUT,
);

it(
  "resets a forgotten password through the e-mailed link and signs in with the new one",
  async () => {
    const NEW_PASSWORD = "tangerine kayak orbit";
    const email = uniqueEmail("forgetful");
    // Another device stays signed in until the reset.
    const otherContext = await e2e.newContext();
    const other = await otherContext.newPage();
    await signUpThroughApi(other, email);

    const { context, page, errors } = await e2e.newPhone();
    await page.goto("/api/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password");
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
    await expectVisible(page.getByText(email));
    await screenshot(page, "forgot-password-01-sent");
    await poll(() => seriousViolations(page)).toEqual([]);

    await poll(() => smtp.to(email).length).toBe(1);
    const link = linkIn(smtp.to(email)[0]!.text, `${e2e.baseUrl}/reset-password#token=`);
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await expectVisible(page.getByText(/signs you out everywhere else and removes your passkeys/));
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Repeat the new password").fill("not the same");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expectVisible(page.getByText("The passwords do not match"));
    await page.getByLabel("New password", { exact: true }).fill("password123");
    await page.getByLabel("Repeat the new password").fill("password123");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expectVisible(page.getByRole("alert").getByText("This password is too common. Please choose a less predictable one."));
    await screenshot(page, "forgot-password-02-new-password");
    await poll(() => seriousViolations(page)).toEqual([]);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("heading", { name: "Password changed" }).waitFor();
    await expectVisible(page.getByText(/Any passkeys on your account were removed/));
    await screenshot(page, "forgot-password-03-changed");

    // The other device is signed out.
    await poll(async () => (await other.request.get("/api/auth/user")).status()).toBe(401);

    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL("**/api/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectVisible(page.getByText("Wrong e-mail or password."));
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("navigation", { name: "Main" }).waitFor();

    // The link was single-use: opened again, it says so at once, without the form.
    await page.goto(link);
    await page.getByRole("heading", { name: "This link doesn't work" }).waitFor();
    await expectVisible(page.getByText("This reset link is invalid or has expired. Ask for a new one."));
    expect(await page.getByLabel("New password", { exact: true }).count()).toBe(0);
    await screenshot(page, "forgot-password-04-used-link");
    await poll(() => seriousViolations(page)).toEqual([]);

    expect(errors).toEqual([]);
    await Promise.all([context.close(), otherContext.close()]);
  },
  FLOW_TIMEOUT,
);
