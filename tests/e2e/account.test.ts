// The account on a phone at 390×844: add a passkey from the profile with Chromium's virtual
// authenticator after confirming with the password (a wrong one is refused in the dialog), named by
// the device; a second one on the same device is refused; sign out, sign back in with the passkey; edit the profile
// and photo by tapping the profile card; export the data as a zip; delete the account. axe finds no
// serious or critical violation on the profile, the sign-in page and the dialogs.
import fs from "node:fs";
import yauzl from "yauzl";
import { expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { expectVisible, poll, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { TEST_PASSWORD, uniqueEmail } from "../support/test-app";
import { tinyPng } from "../api/projects-helpers";
import { userIdentities, users } from "../../server/db/schema";
import { createSession } from "../../server/features/auth/sessions";
import { markSessionConfirmed } from "../../server/features/passkeys/confirmation";

const e2e = useE2E({ host: "localhost" });

/** The text of one entry of a zip file. */
function zipEntry(file: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error("no zip"));
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        });
      });
      zip.on("end", () => reject(new Error(`${name} not in the zip`)));
      zip.readEntry();
    });
  });
}

it("adds a passkey, signs in with it, edits the profile, exports and deletes the account", { timeout: 240_000 }, async () => {
  const { context, page, errors } = await e2e.newPhone();
  // A phone's platform authenticator: discoverable credentials, verified by the screen lock.
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const email = uniqueEmail("keeper");
  await signUpThroughApi(page, email, { firstName: "Kim", lastName: "Keeper", phone: "415-555-0110", homeAddress: "3 Key St" });

  // The profile: the spec's entries stay; passkeys and "Your data" are added below them.
  await page.goto("/profile");
  await page.getByRole("heading", { name: "Kim Keeper" }).waitFor();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await toast(page, "Edit Profile settings will be available soon!").waitFor();
  await expectVisible(page.getByText("No passkeys yet."));
  await page.getByRole("button", { name: "Add a passkey" }).click();
  // A session alone adds no passkey: the owner confirms first.
  const confirmIt = page.getByRole("dialog", { name: "Confirm it's you" });
  await expectVisible(confirmIt.getByText(/We e-mail you about every passkey added or removed/));
  await confirmIt.getByLabel("Your password").fill("not my password");
  await confirmIt.getByRole("button", { name: "Continue" }).click();
  await expectVisible(confirmIt.getByText("That password is not right."));
  await screenshot(page, "account-01a-confirm-passkey");
  await poll(() => seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await confirmIt.getByLabel("Your password").fill(TEST_PASSWORD);
  await confirmIt.getByRole("button", { name: "Continue" }).click();
  await toast(page, "Passkey added").waitFor();
  await confirmIt.waitFor({ state: "detached" });
  const passkeys = page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
  await poll(() => passkeys.count()).toBe(1);
  // Named by the device the browser reports.
  await expectVisible(passkeys.first().getByText("Chrome on Linux", { exact: true }));
  await screenshot(page, "account-01-profile-passkey");
  await poll(() => seriousViolations(page)).toEqual([]);

  // A second passkey on the same device, confirmed with the first passkey this time: the browser
  // refuses it (the account's passkeys are excluded), and the card says why.
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await confirmIt.getByRole("button", { name: "Confirm with a passkey" }).click();
  await toast(page, "This device already has a passkey for Vowch").waitFor();
  await screenshot(page, "account-01b-same-device");
  await poll(() => passkeys.count()).toBe(1);

  // Sign out, then back in with the passkey alone.
  await page.getByRole("link", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/api/login");
  const withPasskey = page.getByRole("button", { name: "Continue with a passkey" });
  await withPasskey.waitFor();
  await screenshot(page, "account-02-sign-in");
  await poll(() => seriousViolations(page)).toEqual([]);
  await withPasskey.click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("link", { name: "Profile of Kim Keeper" }).click();
  await page.waitForURL("**/profile");
  await expectVisible(page.getByRole("list", { name: "Your passkeys" }).getByText(/Last used/));

  // Tap the profile card: edit names and add a photo.
  await page.getByRole("button", { name: "Edit your details" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit profile" });
  await poll(() => dialog.getByLabel("Last name").inputValue()).toBe("Keeper");
  await dialog.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: tinyPng() });
  await expectVisible(dialog.getByRole("button", { name: "Remove photo" }));
  await dialog.getByLabel("Last name").fill("Keeper-Lane");
  await dialog.getByLabel("Home address").fill("");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectVisible(dialog.getByText("Home address is required"));
  await dialog.getByLabel("Home address").fill("8 Lane Rd");
  await screenshot(page, "account-03-edit-profile");
  await poll(() => seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await toast(page, "Profile updated").waitFor();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("heading", { name: "Kim Keeper-Lane" }).waitFor();
  await expectVisible(page.getByRole("link", { name: "Profile of Kim Keeper-Lane" }).locator('img[src^="/api/files/"]'));
  await screenshot(page, "account-04-profile-edited");

  // Export: one zip, the profile as now edited inside.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vowch-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = await download.path();
  const data = JSON.parse(await zipEntry(file, "export.json")) as { profile: Record<string, unknown>; passkeys: unknown[] };
  expect(data.profile).toMatchObject({ email, lastName: "Keeper-Lane", homeAddress: "8 Lane Rd" });
  expect(data.passkeys).toHaveLength(1);
  fs.rmSync(file, { force: true });

  // Delete: the dialog says what goes; a wrong password is refused; then the account is gone.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.getByLabel("Your password").fill("not my password");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expectVisible(confirm.getByRole("alert").getByText("That password is not right."));
  await confirm.getByLabel("Your password").fill(TEST_PASSWORD);
  await expectVisible(confirm.getByRole("button", { name: "Confirm with a passkey" }));
  await screenshot(page, "account-05-delete-dialog");
  await poll(() => seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("link", { name: "Get Started" }).waitFor();
  await screenshot(page, "account-06-deleted");
  await poll(async () => (await page.request.get("/api/auth/user")).status()).toBe(401);
  // The passkey signs in no more.
  await page.goto("/api/login");
  await page.getByRole("button", { name: "Continue with a passkey" }).click();
  await expectVisible(page.getByRole("alert").getByText(/This passkey could not be verified/));
  expect(errors).toEqual([]);
  await context.close();
});

it(
  "asks an account with only an identity provider to sign in there again, then adds the passkey straight away",
  { timeout: 240_000 },
  async () => {
    // An account made by signing in through an identity provider: no password, no passkey.
    const [user] = await e2e.db
      .insert(users)
      .values({
        email: uniqueEmail("idp"),
        firstName: "Ida",
        lastName: "Provider",
        phone: "555-0177",
        homeAddress: "7 Issuer Way",
        isProfileComplete: true,
      })
      .returning({ id: users.id });
    await e2e.db.insert(userIdentities).values({ userId: user!.id, issuer: "https://idp.example", subject: "ida-77" });
    const sid = await createSession(e2e.db, user!.id, e2e.app.config.sessionMaxAgeSeconds);
    const { context, page, errors } = await e2e.newPhone();
    await context.addCookies([{ name: "vowch.sid", value: e2e.app.signCookie(sid), url: e2e.baseUrl }]);
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto("/profile");
    await page.getByRole("heading", { name: "Ida Provider" }).waitFor();
    await page.getByRole("button", { name: "Add a passkey" }).click();
    const confirmIt = page.getByRole("dialog", { name: "Confirm it's you" });
    // Nothing to type: the identity provider confirms.
    await expectVisible(confirmIt.getByText(/Sign in again at your identity provider/));
    await expectVisible(confirmIt.getByRole("button", { name: "Sign in again" }));
    expect(await confirmIt.getByLabel("Your password").count()).toBe(0);
    await screenshot(page, "account-07-confirm-at-identity-provider");
    await poll(() => seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await confirmIt.getByRole("button", { name: "Cancel" }).click();

    // Back from signing in again there (the callback marked the session, oidc.test.ts): the
    // profile says so once, and "Add a passkey" goes straight to the device's prompt.
    await markSessionConfirmed(e2e.db, sid);
    await page.goto("/profile?confirmed=1");
    await toast(page, "Confirmed").waitFor();
    await page.waitForURL((url) => url.search === "");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await toast(page, "Passkey added").waitFor();
    const passkeys = page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
    await poll(() => passkeys.count()).toBe(1);
    await screenshot(page, "account-08-passkey-after-identity-provider");
    expect(errors).toEqual([]);
    await context.close();
  },
);
