// At 390×844: a household's shared provider notes (docs/decisions/131-household-sharing.md). Olivia
// shares her note on the plumber with her household; Max, a member, finds it under "From your
// household" on the provider's page, edits it and saves, and Olivia's note is changed; Vera, a
// viewer, is offered no Edit. axe finds no serious or critical violation.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { householdMembers } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { expectVisible, person, poll, post, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it("lets a member change the note a partner shared, and a viewer only read it", { timeout: 240_000 }, async () => {
  const olivia = await e2e.newPhone();
  const oliviaUser = await signUpThroughApi(olivia.page, uniqueEmail("olivia"), person("Olivia", "Owner", 64));
  const max = await e2e.newPhone();
  const maxUser = await signUpThroughApi(max.page, uniqueEmail("max"), person("Max", "Member", 65));
  const vera = await e2e.newPhone();
  const veraUser = await signUpThroughApi(vera.page, uniqueEmail("vera"), person("Vera", "Viewer", 66));
  // Max and Vera join Olivia's household (what the membership routes do, written directly).
  const { householdId } = await householdOf(e2e.db, oliviaUser.id);
  await e2e.db.update(householdMembers).set({ householdId, role: "member" }).where(eq(householdMembers.userId, maxUser.id));
  await e2e.db.update(householdMembers).set({ householdId, role: "viewer" }).where(eq(householdMembers.userId, veraUser.id));

  const provider = await post<{ id: string }>(olivia.page, "/api/providers", { name: "Pat Plumbing", category: "Plumber" });
  const shared = await olivia.page.request.patch(`/api/providers/${provider.id}/history`, {
    data: { notes: "Gate code 1234", notesShared: true },
  });
  expect(shared.status(), await shared.text()).toBe(200);

  await max.page.goto(`/providers/${provider.id}`);
  const fromHousehold = max.page.getByRole("region", { name: "Your history" });
  await expectVisible(fromHousehold.getByText("Gate code 1234"));
  await fromHousehold.getByRole("button", { name: "Edit Olivia Owner's notes" }).click();
  const box = fromHousehold.getByLabel("Olivia Owner's notes");
  await box.fill("Gate code 5678, ring twice");
  await screenshot(max.page, "household-note-editing");
  await fromHousehold.getByRole("button", { name: "Save notes" }).last().click();
  await expectVisible(toast(max.page, "Notes saved"));
  await expectVisible(fromHousehold.getByText("Gate code 5678, ring twice"));
  await poll(async () => {
    const res = await olivia.page.request.get(`/api/providers/${provider.id}/history`);
    return ((await res.json()) as { notes: string | null }).notes;
  }).toBe("Gate code 5678, ring twice");
  await screenshot(max.page, "household-note-saved");

  // A viewer reads providers, never notes, and is offered nothing to change.
  await vera.page.goto(`/providers/${provider.id}`);
  await expectVisible(vera.page.getByRole("heading", { name: "Pat Plumbing" }));
  // Her history has loaded (what she would edit would be there by now).
  await expectVisible(vera.page.getByRole("region", { name: "Your history" }).getByText("Total spent"));
  await expect(vera.page.getByRole("button", { name: /Edit Olivia Owner's notes/ }).count()).resolves.toBe(0);
  await expect(vera.page.getByText("Gate code 5678, ring twice").count()).resolves.toBe(0);

  for (const phone of [olivia, max, vera]) expect(phone.errors).toEqual([]);
});
