// Privacy you control on a phone (390×844): Olive changes her settings on the Privacy screen (reached
// from Profile) and Sam, a stranger to her address book, sees the effect on her friend page and on
// the provider's Network Projects: amounts become "Hired", the Ask drafts open without a recipient
// and say why, and with "Nobody" her page says the spec's "No Projects Yet". A project's own
// visibility on its form wins. The address book's "Remove all" asks first. axe-core finds no
// serious or critical violation. Screenshots to look at.
import { expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { collectPageErrors, expectVisible, poll, screenshot, signUpThroughApi, toast, useE2E } from "../support/e2e";

const e2e = useE2E();

it("Olive's choices on the Privacy screen change what Sam sees", { timeout: 240_000 }, async () => {
  const oliveContext = await e2e.newContext();
  const olive = await oliveContext.newPage();
  const samContext = await e2e.newContext();
  const sam = await samContext.newPage();
  const oliveErrors = collectPageErrors(olive);
  const samErrors = collectPageErrors(sam);
  const oliveUser = await signUpThroughApi(olive, "olive.e2e@example.com", {
    firstName: "Olive",
    lastName: "Owner",
    phone: "415-555-0190",
    homeAddress: "12 Secret Garden Road",
  });
  await signUpThroughApi(sam, "sam.e2e@example.com", {
    firstName: "Sam",
    lastName: "Stranger",
    phone: "415-555-0191",
    homeAddress: "3 Elsewhere Street",
  });
  const job = await olive.request.post("/api/providers/experience", {
    data: {
      name: "Privacy Plumbing Co",
      category: "Plumber",
      experienceType: "completed",
      projectTitle: "Olive's kitchen",
      projectType: "one_time",
      projectBudget: "5000",
      finalAmount: "4321",
      rating: 5,
      wouldVouch: true,
      reviewText: "Quick, tidy and on budget.",
    },
  });
  expect(job.status()).toBe(201);
  const { provider, project } = (await job.json()) as { provider: { id: string }; project: { id: string } };

  // Sam first sees what everyone sees: the amount, and a draft to Olive's e-mail.
  await sam.goto(`/contacts/${oliveUser.id}/projects`);
  await expectVisible(sam.getByText("Olive's kitchen"));
  await expectVisible(sam.getByText("$5,000").first());
  await expect
    .poll(() => sam.getByRole("link", { name: /Ask Olive about this project/ }).getAttribute("href"))
    .toMatch(/^mailto:olive\.e2e@example\.com\?/);

  // Olive: Profile → Privacy; amounts off, e-mail and phone to contacts only.
  await olive.goto("/profile");
  await olive.getByRole("link", { name: "Privacy: who sees what" }).click();
  await olive.waitForURL(/\/profile\/privacy$/);
  await expectVisible(olive.getByRole("heading", { name: "Privacy", level: 1 }));
  await olive.getByRole("switch", { name: /Show my amounts to others/ }).click();
  await expectVisible(toast(olive, "Privacy updated"));
  await olive.getByRole("radio", { name: /Only my contacts and collaborators/ }).click();
  await poll(() => olive.getByRole("radio", { name: /Only my contacts and collaborators/ }).getAttribute("aria-checked")).toBe(
    "true",
  );
  await expect
    .poll(async () => (await olive.request.get("/api/privacy")).json())
    .toEqual({
      projects: "everyone",
      amounts: false,
      contactDetails: "contacts",
    });
  await screenshot(olive, "privacy-01-settings");
  expect(await seriousViolations(olive)).toEqual([]);

  // Sam: "Hired" without a number, and the draft opens without a recipient and says why.
  await sam.reload();
  await expectVisible(sam.getByText("Olive's kitchen"));
  await expectVisible(sam.getByText("Hired", { exact: true }).first());
  await poll(() => sam.getByText("$4,321").count()).toBe(0);
  await poll(() => sam.getByText("$5,000").count()).toBe(0);
  await expect
    .poll(() => sam.getByRole("link", { name: /Ask Olive about this project/ }).getAttribute("href"))
    .toMatch(/^mailto:\?/);
  await expectVisible(
    sam.getByText("Their e-mail is shared only with their contacts, so the draft opens without a recipient.").first(),
  );
  await screenshot(sam, "privacy-02-friend-hidden-amounts");
  expect(await seriousViolations(sam)).toEqual([]);

  // The provider's Network Projects: the same.
  await sam.goto(`/providers/${provider.id}`);
  const network = sam.getByText("Olive's kitchen");
  await expectVisible(network.first());
  await expectVisible(sam.getByText("Hired", { exact: true }).first());
  await poll(() => sam.getByText("$4,321").count()).toBe(0);
  await screenshot(sam, "privacy-03-network-projects");

  // Olive: nobody sees her projects; Sam gets the spec's "No Projects Yet".
  await olive.getByRole("radio", { name: /^Nobody/ }).click();
  await poll(() => olive.getByRole("radio", { name: /^Nobody/ }).getAttribute("aria-checked")).toBe("true");
  await expect
    .poll(async () => ((await (await olive.request.get("/api/privacy")).json()) as { projects: string }).projects)
    .toBe("nobody");
  await sam.goto(`/contacts/${oliveUser.id}/projects`);
  await expectVisible(sam.getByText("No Projects Yet"));
  await screenshot(sam, "privacy-04-no-projects");

  // The project's own form: this one is for everyone after all.
  await olive.goto(`/projects/${project.id}`);
  await olive.getByRole("button", { name: "Edit", exact: true }).click();
  const visibility = olive.getByLabel("Who sees this project");
  await visibility.selectOption({ label: "Everyone on Vowch" });
  await screenshot(olive, "privacy-05-project-form");
  expect(await seriousViolations(olive)).toEqual([]);
  await olive.getByRole("button", { name: "Save Changes" }).click();
  await poll(() => olive.getByRole("dialog").count()).toBe(0);
  await sam.reload();
  await expectVisible(sam.getByText("Olive's kitchen"));

  // Loose end: the address book empties with one confirmed "Remove all".
  const picked = await olive.request.post("/api/contacts/import/picked", {
    data: {
      contacts: [
        { name: ["Sam Stranger"], email: [], tel: ["415-555-0191"] },
        { name: ["Tom"], email: [], tel: ["415-555-0192"] },
      ],
    },
  });
  expect(picked.status()).toBe(200);
  await olive.goto("/contacts/book");
  const book = olive.getByRole("list", { name: "Your contacts" });
  await expectVisible(book.getByText("Tom"));
  await olive.getByRole("button", { name: "Remove all" }).click();
  await expectVisible(olive.getByRole("alertdialog", { name: "Remove all contacts?" }));
  await screenshot(olive, "privacy-06-remove-all");
  await olive.getByRole("alertdialog").getByRole("button", { name: "Remove all" }).click();
  await expectVisible(olive.getByText("No contacts yet"));

  expect([...oliveErrors, ...samErrors]).toEqual([]);
});
