// A household by link, on a phone (390×844, and 320 px for the narrowest): the owner makes a
// member's link in Profile's Household card; the partner opens /household/join#token=… signed
// out, signs in and comes back to it (the fragment kept), sees who invites and what members see,
// joins, and both see each other in the card. The confirmation dialogs (remove, dissolve, leave)
// are looked at too. axe-core on each screen and dialog.
import { expect, it } from "vitest";
import { expectVisible, person, screenshot, screenshotAt320, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { TEST_PASSWORD, uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it("joins a household by its link and shows both people in the Household card", { timeout: 300_000 }, async () => {
  const olive = await e2e.newPhone();
  // The device's share sheet, recorded.
  await olive.page.addInitScript(() => {
    const w = window as unknown as { shared: ShareData[] };
    w.shared = [];
    navigator.share = (data?: ShareData) => {
      w.shared.push(data ?? {});
      return Promise.resolve();
    };
  });
  await signUpThroughApi(olive.page, uniqueEmail("olive"), person("Olive", "Hart", 1));
  await olive.page.goto("/profile");
  const card = olive.page.getByRole("list", { name: "People in your household" });
  await expectVisible(card.getByText("Olive Hart (you)"));
  await olive.page.getByRole("button", { name: "Invite to household" }).click();
  const dialog = olive.page.getByRole("dialog", { name: "Invite to household" });
  await expectVisible(dialog.getByRole("radio", { name: /^Member/ }));
  await screenshot(olive.page, "household-01-invite-dialog");
  await screenshotAt320(olive.page, "household-01-invite-dialog");
  await dialog.getByRole("button", { name: "Make a link" }).click();
  const linkField = dialog.getByLabel("Link for a member");
  await expectVisible(linkField);
  const url = await linkField.inputValue();
  expect(url).toMatch(new RegExp(`^${e2e.baseUrl}/household/join#token=[A-Za-z0-9_-]{43}$`));
  await dialog.getByRole("button", { name: "Share link" }).click();
  await expect
    .poll(() => olive.page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: "Join my household on Vowch", text: expect.stringContaining("household"), url }]);
  await screenshot(olive.page, "household-02-invite-link");
  await olive.page.keyboard.press("Escape");

  // The partner has an account, and opens the link signed out: sign in, then back to the link.
  const email = uniqueEmail("pia");
  const maker = await e2e.newPhone();
  await signUpThroughApi(maker.page, email, person("Pia", "Lund", 2));
  await maker.context.close();
  const pia = await e2e.newPhone();
  await pia.page.goto(url.replace(e2e.baseUrl, ""));
  await pia.page.waitForURL("**/api/login");
  await pia.page.getByLabel("E-mail").fill(email);
  await pia.page.getByLabel("Password").fill(TEST_PASSWORD);
  await pia.page.getByRole("button", { name: "Sign in" }).click();
  await expectVisible(pia.page.getByRole("heading", { name: "Olive Hart invites you to their household" }));
  expect(new URL(pia.page.url()).hash).toMatch(/^#token=/);
  const sheet = pia.page.getByRole("list", { name: "What becomes visible to members" });
  for (const item of ["Your projects", "Your provider list", "Your shared notes"]) await expectVisible(sheet.getByText(item));
  await screenshot(pia.page, "household-03-join-page");
  await screenshotAt320(pia.page, "household-03-join-page");
  await pia.page.getByRole("button", { name: "Join household" }).click();
  await expectVisible(toast(pia.page, "You joined the household"));
  await pia.page.waitForURL((u) => u.pathname === "/profile");
  const piaCard = pia.page.getByRole("list", { name: "People in your household" });
  await expectVisible(piaCard.getByText("Olive Hart", { exact: true }));
  await expectVisible(piaCard.getByText("Pia Lund (you)"));
  await expectVisible(piaCard.getByRole("listitem").filter({ hasText: "Pia Lund" }).getByText("Member"));
  await screenshot(pia.page, "household-04-partner-card");
  await pia.page.getByRole("button", { name: "Leave household" }).click();
  await expectVisible(pia.page.getByRole("alertdialog", { name: "Leave the household?" }));
  await screenshot(pia.page, "household-05-leave-dialog");
  await pia.page.getByRole("button", { name: "Cancel" }).click();

  // The owner sees the partner, with the owner's choices.
  await olive.page.reload();
  await expectVisible(card.getByText("Pia Lund", { exact: true }));
  await olive.page.getByRole("button", { name: "Change Pia Lund's role" }).click();
  await expectVisible(olive.page.getByRole("menuitem", { name: "Make viewer" }));
  await olive.page.getByRole("menuitem", { name: "Remove from household" }).click();
  await expectVisible(olive.page.getByRole("alertdialog", { name: "Remove Pia Lund from the household?" }));
  await screenshot(olive.page, "household-06-remove-dialog");
  await screenshotAt320(olive.page, "household-06-remove-dialog");
  await olive.page.getByRole("button", { name: "Cancel" }).click();
  await olive.page.getByRole("button", { name: "Dissolve household" }).click();
  await expectVisible(olive.page.getByRole("alertdialog", { name: "Dissolve the household?" }));
  await screenshot(olive.page, "household-07-dissolve-dialog");
  await olive.page.getByRole("button", { name: "Cancel" }).click();
  await screenshot(olive.page, "household-08-owner-card");
  await screenshotAt320(olive.page, "household-08-owner-card", () =>
    olive.page.getByRole("heading", { name: "Household" }).scrollIntoViewIfNeeded(),
  );

  // A used link says so plainly.
  const other = await e2e.newPhone();
  await signUpThroughApi(other.page, uniqueEmail("otto"), person("Otto", "Berg", 3));
  await other.page.goto(url.replace(e2e.baseUrl, ""));
  await expectVisible(other.page.getByRole("heading", { name: "This household link doesn't work" }));
  await screenshot(other.page, "household-09-used-link");
  expect([...olive.errors, ...pia.errors, ...other.errors]).toEqual([]);
});
