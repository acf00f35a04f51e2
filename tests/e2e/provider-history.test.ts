// A provider's edit history at 390×844 ("Provider edits"): Ann adds and edits a
// provider, Bob — any member may edit any provider (the spec's roles and permissions) — replaces its phone, Ann sees
// "Edited by Bob Builder" on the detail, opens the history, reverts Bob's change and has her
// phone number back. axe finds no serious or critical violation in the history dialog.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { expectVisible, poll, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

async function editProvider(page: Page, fields: Record<string, string>) {
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Provider Information" });
  await poll(() => dialog.getByLabel("Provider name").inputValue()).not.toBe("");
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await toast(page, "Provider information updated successfully!").waitFor();
  await dialog.waitFor({ state: "detached" });
}

it("shows who edited a provider, lists the changes and reverts one", { timeout: 180_000 }, async () => {
  const { context: annContext, page: ann, errors: annErrors } = await e2e.newPhone();
  await signUpThroughApi(ann, uniqueEmail("ann"), {
    firstName: "Ann",
    lastName: "Keeper",
    phone: "415-555-0401",
    homeAddress: "4 Elm St",
  });
  const created = await ann.request.post("/api/providers", {
    data: { name: "Reliable Roofing", category: "General Contractor", phone: "555-201-0000" },
  });
  expect(created.status()).toBe(201);
  const providerId = ((await created.json()) as { id: string }).id;

  // A new provider has no edits: no "Edited by".
  await ann.goto(`/providers/${providerId}`);
  await ann.getByRole("heading", { name: "Reliable Roofing" }).waitFor();
  await expectVisible(ann.getByRole("link", { name: "555-201-0000" }));
  await poll(() => ann.getByRole("button", { name: /^Edited by/ }).count()).toBe(0);

  // Ann fills in the address: her own edit.
  await editProvider(ann, { Address: "12 Shingle Way" });
  await ann.getByText("12 Shingle Way").waitFor();
  await ann.getByRole("button", { name: /^Edited by Ann Keeper/ }).waitFor();

  // Bob, another member, replaces the phone number.
  const { context: bobContext, page: bob, errors: bobErrors } = await e2e.newPhone();
  await signUpThroughApi(bob, uniqueEmail("bob"), {
    firstName: "Bob",
    lastName: "Builder",
    phone: "415-555-0402",
    homeAddress: "5 Elm St",
  });
  await bob.goto(`/providers/${providerId}`);
  await bob.getByRole("heading", { name: "Reliable Roofing" }).waitFor();
  await editProvider(bob, { Phone: "555-999-6666" });
  await expectVisible(bob.getByRole("link", { name: "555-999-6666" }));
  expect(bobErrors).toEqual([]);
  await bobContext.close();

  // Ann comes back: the detail names Bob as the last editor.
  await ann.reload();
  await expectVisible(ann.getByRole("link", { name: "555-999-6666" }));
  const editedBy = ann.getByRole("button", { name: /^Edited by Bob Builder · (just now|1 minute ago)$/ });
  await expectVisible(editedBy);
  await screenshot(ann, "history-01-detail-edited-by");

  // The history: newest first, field, old → new, who.
  await editedBy.click();
  const history = ann.getByRole("dialog", { name: "Edit history" });
  const entries = history.getByRole("list", { name: "Changes" }).getByRole("listitem");
  await poll(() => entries.count()).toBe(2);
  await expectVisible(entries.nth(0).getByText("Bob Builder"));
  await expectVisible(entries.nth(0).getByText("Phone"));
  await expectVisible(entries.nth(0).getByText("555-201-0000"));
  await expectVisible(entries.nth(0).getByText("555-999-6666"));
  await expectVisible(entries.nth(1).getByText("Ann Keeper"));
  await expectVisible(entries.nth(1).getByText("Address"));
  await expectVisible(entries.nth(1).getByText("12 Shingle Way"));
  await screenshot(ann, "history-02-dialog");
  await poll(() => seriousViolations(ann, '[role="dialog"]')).toEqual([]);

  // Revert Bob's change: confirm, toast, the detail shows Ann's number again.
  await history.getByRole("button", { name: "Revert Bob Builder's change to Phone" }).click();
  const confirm = ann.getByRole("alertdialog", { name: "Revert this change?" });
  await expectVisible(confirm.getByText("Phone goes back to “555-201-0000”. The revert is kept in the history."));
  await screenshot(ann, "history-03-confirm");
  await poll(() => seriousViolations(ann, '[role="alertdialog"]')).toEqual([]);
  await confirm.getByRole("button", { name: "Revert" }).click();
  await toast(ann, "Phone of Reliable Roofing restored.").waitFor();
  await history.waitFor({ state: "detached" });
  await expectVisible(ann.getByRole("link", { name: "555-201-0000" }));
  await expectVisible(ann.getByRole("button", { name: /^Edited by Ann Keeper/ }));
  await screenshot(ann, "history-04-reverted");

  // The revert is in the history too, and Bob's change is marked as reverted.
  await ann.getByRole("button", { name: /^Edited by Ann Keeper/ }).click();
  await poll(() => entries.count()).toBe(3);
  await expectVisible(entries.nth(0).getByText("reverted a change"));
  await expectVisible(entries.nth(1).getByText("Reverted by Ann Keeper", { exact: false }));
  await poll(() =>
    entries
      .nth(1)
      .getByRole("button", { name: /^Revert/ })
      .count(),
  ).toBe(0);
  await screenshot(ann, "history-05-dialog-after-revert");
  await poll(() => seriousViolations(ann, '[role="dialog"]')).toEqual([]);
  await ann.keyboard.press("Escape");
  await history.waitFor({ state: "detached" });

  expect(annErrors).toEqual([]);
  await annContext.close();
});
