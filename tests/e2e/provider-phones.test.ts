// Provider phones at 390×844: a value saved before phones were checked ("call me maybe") shows as
// plain text on the card and the detail page, never as a call link; the provider form refuses it
// with the field's message; a profile phone that is no number gets a warning (not a refusal) on
// Complete Profile and Profile.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { providers } from "../../server/db/schema";
import { collectPageErrors, expectVisible, poll, post, screenshot, signUpThroughApi, startE2E, type E2E } from "../support/e2e";
import { TEST_PASSWORD, uniqueEmail } from "../support/test-app";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const WARNING = "This doesn't look like a phone number, so contacts can't find you by it.";

it(
  "shows a provider phone that is no number as plain text, and the form asks for a valid one",
  { timeout: 180_000 },
  async () => {
    const { page } = await e2e.newPhone();
    const errors = collectPageErrors(page);
    await signUpThroughApi(page, uniqueEmail("phones"));
    const created = await post<{ id: string }>(page, "/api/providers", {
      name: "Maybe Movers",
      category: "General Contractor",
      phone: "415-555-0188",
    });
    // A value saved before the rule: the API no longer takes it, so it is written as old data was.
    await e2e.db.update(providers).set({ phone: "call me maybe", phoneKey: null }).where(eq(providers.id, created.id));

    await page.goto("/providers");
    // The first visit's welcome dialog goes first, so the card is seen.
    const welcome = page.getByRole("dialog");
    await welcome.getByRole("heading", { name: "Welcome to Providers" }).waitFor();
    await page.keyboard.press("Escape");
    await welcome.waitFor({ state: "detached" });
    const card = page.getByRole("article", { name: "Maybe Movers" });
    await expectVisible(card.getByText("call me maybe"));
    expect(await card.getByRole("link", { name: "Call Maybe Movers" }).count()).toBe(0);
    expect(await card.locator('a[href^="tel:"]').count()).toBe(0);
    await screenshot(page, "provider-phones-01-card-plain-text");

    await page.goto(`/providers/${created.id}`);
    await expectVisible(page.getByText("call me maybe"));
    expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
    await screenshot(page, "provider-phones-02-detail-plain-text");

    // Editing: the saved non-number is refused with the field's message until it is a number.
    await page.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Provider Information" });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expectVisible(dialog.getByText("Enter a valid phone number"));
    await poll(() => dialog.getByLabel("Phone").getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "provider-phones-03-form-error");
    await dialog.getByLabel("Phone").fill("(415) 555-0189");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });
    const call = page.locator('a[href^="tel:"]');
    await expectVisible(call);
    expect(await call.getAttribute("href")).toBe("tel:+14155550189");
    await expectVisible(call.getByText("(415) 555-0189"));
    expect(errors).toEqual([]);
  },
);

it(
  "warns about a profile phone that is no number on Complete Profile and Profile, and saves it",
  { timeout: 180_000 },
  async () => {
    const { page } = await e2e.newPhone();
    const errors = collectPageErrors(page);
    const reg = await page.request.post("/api/auth/register", {
      data: { email: uniqueEmail("nophone"), password: TEST_PASSWORD },
    });
    expect(reg.status()).toBe(201);
    await page.goto("/complete-profile");
    await page.getByLabel("First name").fill("Noor");
    await page.getByLabel("Last name").fill("Number");
    const phone = page.getByLabel("Phone number");
    await phone.fill("call me maybe");
    await page.getByLabel("Home address").fill("4 Elm St");
    await expectVisible(page.getByText(WARNING));
    await expectVisible(page.getByText("Contacts can find you by phone"));
    await screenshot(page, "provider-phones-04-complete-profile-warning");
    await page.getByRole("button", { name: "Complete Profile" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/profile");
    await expectVisible(
      page.getByText(
        "Your phone “call me maybe” doesn't look like a phone number, so contacts can't find you by it. Tap to change it.",
      ),
    );
    await screenshot(page, "provider-phones-05-profile-warning");
    await page.getByRole("button", { name: "Edit your details" }).click();
    const dialog = page.getByRole("dialog");
    await expectVisible(dialog.getByText(WARNING));
    await screenshot(page, "provider-phones-06-profile-edit-warning");
    await dialog.getByLabel("Phone number").fill("+44 20 7946 0958");
    await dialog.getByText(WARNING).waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  },
);
