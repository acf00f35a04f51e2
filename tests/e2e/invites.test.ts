// Invite links on a phone (390×844, and 320 px for the narrowest): a new person opens Ivy's link
// in a fresh browser, joins, and lands with Ivy in their contacts; Ivy adds them back from the
// notification. A new member with nobody on Vowch sees Getting started on Home and Friends, and
// "Invite" on Your contacts opens the share sheet with the link. axe-core on each screen.
import { expect, it } from "vitest";
import { expectVisible, person, post, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { TEST_PASSWORD, uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it(
  "joins through an invite link in a fresh browser and lands with the inviter in their contacts",
  { timeout: 300_000 },
  async () => {
    const ivy = await e2e.newPhone();
    await signUpThroughApi(ivy.page, uniqueEmail("ivy"), person("Ivy", "Quartermain", 1));
    const link = await post<{ token: string; url: string }>(ivy.page, "/api/invites", {});
    expect(link.url).toBe(`${e2e.baseUrl}/join/${link.token}`);

    const sam = await e2e.newPhone();
    await sam.page.goto(`/join/${link.token}`);
    await expectVisible(sam.page.getByRole("heading", { name: "Ivy invited you to Vowch" }));
    await expectVisible(sam.page.getByRole("heading", { name: "What is Vowch?" }));
    // Only the first name: never the last name.
    expect(await sam.page.locator("body").innerText()).not.toContain("Quartermain");
    await screenshot(sam.page, "invite-01-join");
    await sam.page.setViewportSize({ width: 320, height: 700 });
    await screenshot(sam.page, "invite-02-join-320");
    await sam.page.setViewportSize({ width: 390, height: 844 });

    await sam.page.getByRole("button", { name: "Join" }).click();
    await expectVisible(sam.page.getByRole("tab", { name: "Create account", selected: true }));
    await sam.page.getByLabel("E-mail").fill(uniqueEmail("sam"));
    await sam.page.getByLabel("Password").fill(TEST_PASSWORD);
    await sam.page.getByRole("button", { name: "Create account" }).click();
    await sam.page.waitForURL("**/complete-profile");
    await sam.page.getByLabel("First name").fill("Sam");
    await sam.page.getByLabel("Last name").fill("Lee");
    await sam.page.getByLabel("Phone number").fill("415-555-0102");
    await sam.page.getByLabel("Home address").fill("2 Oak Lane");
    await sam.page.getByRole("button", { name: "Complete Profile" }).click();
    await sam.page.waitForURL((url) => url.pathname === "/");

    await sam.page.goto("/contacts/book");
    const entry = sam.page.getByRole("list", { name: "Your contacts" }).getByRole("listitem");
    await expectVisible(entry.getByText("Ivy Quartermain", { exact: true }));
    await expectVisible(entry.getByRole("link", { name: "On Vowch: Ivy Quartermain" }));
    await expect(entry.getByText("Not verified yet").count()).resolves.toBe(0);
    await screenshot(sam.page, "invite-03-invitee-contacts");

    // Signed in, the link leads Home.
    await sam.page.goto(`/join/${link.token}`);
    await sam.page.waitForURL((url) => url.pathname === "/");

    // Ivy hears of it, and adds Sam back.
    await ivy.page.goto("/notifications");
    await expectVisible(ivy.page.getByText("Sam joined through your link — add to your contacts?"));
    await screenshot(ivy.page, "invite-04-inviter-notified");
    await ivy.page.setViewportSize({ width: 320, height: 700 });
    await screenshot(ivy.page, "invite-05-inviter-notified-320");
    await ivy.page.setViewportSize({ width: 390, height: 844 });
    await ivy.page.getByRole("button", { name: "Add Sam to your contacts" }).click();
    await expectVisible(toast(ivy.page, "Sam is in your contacts."));
    await expectVisible(ivy.page.getByRole("list", { name: "Notifications list" }).getByText("Sam is in your contacts."));
    await ivy.page.goto("/contacts/book");
    await expectVisible(ivy.page.getByRole("link", { name: "On Vowch: Sam Lee" }));
    expect([...ivy.errors, ...sam.errors]).toEqual([]);
  },
);

it("shows a link that no longer works plainly", { timeout: 120_000 }, async () => {
  const { page, errors } = await e2e.newPhone();
  await page.goto(`/join/${"A".repeat(43)}`);
  await expectVisible(page.getByRole("heading", { name: "This invite link doesn't work" }));
  await screenshot(page, "invite-06-dead-link");
  expect(errors).toEqual([]);
});

it("offers a new member Getting started on Home and Friends, and Invite on Your contacts", { timeout: 300_000 }, async () => {
  const { page, errors } = await e2e.newPhone();
  // The device's share sheet, recorded.
  await page.addInitScript(() => {
    const w = window as unknown as { shared: ShareData[] };
    w.shared = [];
    navigator.share = (data?: ShareData) => {
      w.shared.push(data ?? {});
      return Promise.resolve();
    };
  });
  await signUpThroughApi(page, uniqueEmail("nia"), person("Nia", "Okafor", 3));
  await page.goto("/");
  const steps = page.getByRole("region", { name: "Getting started" });
  await expectVisible(steps);
  await expectVisible(steps.getByText("Import your contacts (to do)"));
  await expectVisible(page.getByText("No friend activity yet"));
  await screenshot(page, "invite-07-home-getting-started");
  await page.setViewportSize({ width: 320, height: 700 });
  await screenshot(page, "invite-08-home-getting-started-320");
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto("/contacts");
  await expectVisible(page.getByRole("region", { name: "Getting started" }));
  await screenshot(page, "invite-09-friends-getting-started");

  await post(page, "/api/contacts/import/picked", {
    contacts: [{ name: ["Pat Nobody"], tel: ["+1 415 555 0199"], email: [] }],
  });
  await page.goto("/contacts/book");
  await page.getByRole("button", { name: "Invite" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: "Join me on Vowch", text: expect.stringContaining("Vowch"), url: expect.stringContaining("/join/") }]);
  await screenshot(page, "invite-10-contacts-invite");

  await page.goto("/");
  await expectVisible(page.getByText("Import your contacts (done)"));
  await expectVisible(page.getByText("Invite people (done)"));
  expect(errors).toEqual([]);
});
