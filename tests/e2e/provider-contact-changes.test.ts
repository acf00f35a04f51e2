// A provider's contact change at 390×844: Bob (any member may edit) replaces the phone of Ann's
// provider; Ann's inbox says so, the provider's page shows "Phone changed by Bob on {date} · Undo",
// and Undo (confirmed) puts her number back and the line goes. axe finds no serious or critical
// violation on the page, the confirmation or the inbox.
import { expect, it } from "vitest";
import { formatDate } from "../../common/format";
import { dateIn } from "../../common/time-zone";
import { seriousViolations } from "../support/axe";
import { expectVisible, PHONE_TIME_ZONE, poll, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it("shows a contact change on the provider's page and in the inbox, and undoes it", { timeout: 180_000 }, async () => {
  const { context: annContext, page: ann, errors: annErrors } = await e2e.newPhone();
  await signUpThroughApi(ann, uniqueEmail("ann"), {
    firstName: "Ann",
    lastName: "Keeper",
    phone: "555-0401",
    homeAddress: "4 Elm St",
  });
  const created = await ann.request.post("/api/providers", {
    data: { name: "Reliable Roofing", category: "General Contractor", phone: "555-201-0000" },
  });
  expect(created.status()).toBe(201);
  const providerId = ((await created.json()) as { id: string }).id;

  const { context: bobContext, page: bob } = await e2e.newPhone();
  await signUpThroughApi(bob, uniqueEmail("bob"), {
    firstName: "Bob",
    lastName: "Builder",
    phone: "555-0402",
    homeAddress: "5 Elm St",
  });
  const edited = await bob.request.patch(`/api/providers/${providerId}`, { data: { phone: "555-999-6666" } });
  expect(edited.status()).toBeLessThan(300);
  await bobContext.close();

  // Ann's inbox: the provider on her list has a new phone number.
  await ann.goto("/notifications");
  const item = ann.getByRole("link", {
    name: /Bob Builder changed the phone number of Reliable Roofing, who is on your list/,
  });
  await expectVisible(item);
  await screenshot(ann, "contact-change-01-inbox");

  // The provider's page: the line, with Undo.
  await item.click();
  await ann.waitForURL(`**/providers/${providerId}?from=notification`);
  await ann.getByRole("heading", { name: "Reliable Roofing" }).waitFor();
  await expectVisible(ann.getByRole("link", { name: "555-999-6666" }));
  const changes = ann.getByRole("list", { name: "Recent contact changes" });
  const today = formatDate(dateIn(new Date(), PHONE_TIME_ZONE));
  await expectVisible(changes.getByText(`Phone changed by Bob on ${today}`));
  await screenshot(ann, "contact-change-02-detail");
  await poll(() => seriousViolations(ann)).toEqual([]);

  await changes.getByRole("button", { name: "Undo: phone changed by Bob" }).click();
  const confirm = ann.getByRole("alertdialog", { name: "Undo this change?" });
  await expectVisible(confirm.getByText(`Phone goes back to what it was before Bob's change on ${today}.`, { exact: false }));
  await screenshot(ann, "contact-change-03-confirm");
  await poll(() => seriousViolations(ann, '[role="alertdialog"]')).toEqual([]);
  await confirm.getByRole("button", { name: "Undo" }).click();
  await toast(ann, "Phone restored.").waitFor();
  await confirm.waitFor({ state: "detached" });
  await expectVisible(ann.getByRole("link", { name: "555-201-0000" }));
  await poll(() => changes.count()).toBe(0);
  await screenshot(ann, "contact-change-04-undone");

  expect(annErrors).toEqual([]);
  await annContext.close();
});
