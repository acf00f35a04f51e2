// At 390×844 and 320 px: a household shares its projects (docs/decisions/131-household-sharing.md).
// Max, a member of Olivia's household, opens her bathroom project from his own Projects list and
// accepts the quote; Vera, a viewer, sees the same project read-only: no amounts, no quote PDF, no
// Edit, Delete, Add Provider or step buttons. axe finds no serious or critical violation.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { householdMembers } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { tinyPdf } from "../api/projects-helpers";
import { seriousViolations } from "../support/axe";
import { expectVisible, person, poll, post, screenshot, screenshotAt320, signUpThroughApi, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const e2e = useE2E();

it("lets a member work on the partner's project and shows a viewer it read-only", { timeout: 240_000 }, async () => {
  const olivia = await e2e.newPhone();
  const oliviaUser = await signUpThroughApi(olivia.page, uniqueEmail("olivia"), person("Olivia", "Owner", 61));
  const max = await e2e.newPhone();
  const maxUser = await signUpThroughApi(max.page, uniqueEmail("max"), person("Max", "Member", 62));
  const vera = await e2e.newPhone();
  const veraUser = await signUpThroughApi(vera.page, uniqueEmail("vera"), person("Vera", "Viewer", 63));
  // Max and Vera join Olivia's household (what the membership routes do, written directly).
  const { householdId } = await householdOf(e2e.db, oliviaUser.id);
  await e2e.db.update(householdMembers).set({ householdId, role: "member" }).where(eq(householdMembers.userId, maxUser.id));
  await e2e.db.update(householdMembers).set({ householdId, role: "viewer" }).where(eq(householdMembers.userId, veraUser.id));

  const project = await post<{ id: string }>(olivia.page, "/api/projects", { title: "Bathroom refit", budget: "5000" });
  const provider = await post<{ id: string }>(olivia.page, "/api/providers", { name: "Pat Plumbing", category: "Plumber" });
  const link = await post<{ id: string }>(olivia.page, `/api/projects/${project.id}/providers`, { providerId: provider.id });
  const steps: Record<string, string>[] = [
    { status: "estimate_scheduled", estimateScheduledDate: "2026-12-01T10:00:00.000Z", estimateScheduledTime: "10:00" },
    { status: "quoted", quoteAmount: "400" },
  ];
  for (const fields of steps) {
    const res = await olivia.page.request.put(`/api/project-providers/${link.id}`, { multipart: fields });
    expect(res.status(), await res.text()).toBe(200);
  }
  const pdf = await olivia.page.request.put(`/api/project-providers/${link.id}`, {
    multipart: { quotePdf: { name: "quote.pdf", mimeType: "application/pdf", buffer: tinyPdf() } },
  });
  expect(pdf.status(), await pdf.text()).toBe(200);

  // Max finds it in his own Projects list and opens it.
  await max.page.goto("/projects");
  await max.page.getByRole("article", { name: "Bathroom refit" }).getByRole("heading", { name: "Bathroom refit" }).click();
  await max.page.waitForURL((url) => url.pathname === `/projects/${project.id}`);
  await expectVisible(max.page.getByText("Your household's"));
  await expectVisible(max.page.getByRole("button", { name: "Edit", exact: true }));
  await expect(max.page.getByRole("button", { name: "Delete project" }).count()).resolves.toBe(0);
  const row = max.page.getByRole("list", { name: "Project providers" }).getByRole("listitem", { name: "Pat Plumbing" });
  await expectVisible(row.getByText("$400", { exact: true }));
  await screenshot(max.page, "household-01-member-project");
  await screenshotAt320(max.page, "household-01-member-project");
  await row.getByRole("button", { name: "Accept Offer" }).click();
  await expectVisible(row.getByRole("button", { name: "Schedule Work" }));
  await poll(async () => {
    const res = await olivia.page.request.get(`/api/projects/${project.id}/providers`);
    return ((await res.json()) as { status: string }[])[0]?.status;
  }).toBe("accepted");
  expect(await seriousViolations(max.page)).toEqual([]);

  // Vera reads it: no amounts, no PDF, no write controls.
  await vera.page.goto("/projects");
  await vera.page.getByRole("article", { name: "Bathroom refit" }).getByRole("heading", { name: "Bathroom refit" }).click();
  await vera.page.waitForURL((url) => url.pathname === `/projects/${project.id}`);
  await expectVisible(vera.page.getByText("View only"));
  const veraRow = vera.page.getByRole("list", { name: "Project providers" }).getByRole("listitem", { name: "Pat Plumbing" });
  await expectVisible(veraRow);
  for (const name of ["Edit", "Delete project", "Add Provider", "Schedule Work", "Reject", "Edit Quote"]) {
    await expect(vera.page.getByRole("button", { name, exact: true }).count(), name).resolves.toBe(0);
  }
  await expect(vera.page.getByText(/\$400/).count()).resolves.toBe(0);
  await expect(vera.page.getByText(/\$5,000/).count()).resolves.toBe(0);
  await expect(vera.page.getByRole("link", { name: /quote\.pdf/i }).count()).resolves.toBe(0);
  await screenshot(vera.page, "household-02-viewer-project");
  await screenshotAt320(vera.page, "household-02-viewer-project");
  expect(await seriousViolations(vera.page)).toEqual([]);

  expect(olivia.errors).toEqual([]);
  expect(max.errors).toEqual([]);
  expect(vera.errors).toEqual([]);
});
