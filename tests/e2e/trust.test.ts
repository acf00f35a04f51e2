// Trust from the address book on a phone (390×844): a demo neighbour sees the people in their address book first
// (Friends, Home), recommendations say what backs them, provider cards say why they are listed,
// and the "Your contacts" screen imports a .vcf and lists who is on Vowch. axe-core finds no
// serious or critical violation. Screenshots to look at.
import { beforeAll, expect, it } from "vitest";
import { DEMO_MARKER_EMAIL, DEMO_PASSWORD, seedDemo } from "../../scripts/seed/demo";
import { seriousViolations } from "../support/axe";
import { expectVisible, poll, screenshot, useE2E } from "../support/e2e";

const e2e = useE2E();
beforeAll(() => seedDemo(e2e.db), 180_000);

const VCF = ["BEGIN:VCARD", "VERSION:3.0", "FN:Tom From File", "TEL;TYPE=CELL:503-555-0199", "END:VCARD", ""].join("\r\n");

it("puts Maya's contacts first and shows what backs each recommendation", { timeout: 240_000 }, async () => {
  const { page, errors } = await e2e.newPhone();
  const login = await page.request.post("/api/auth/login", { data: { email: DEMO_MARKER_EMAIL, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);

  // Friends: Maya's book holds Daniel, Priya and Sofia — they come first, badged.
  await page.goto("/contacts");
  const friends = page.getByRole("list", { name: "Friends" });
  await friends.waitFor();
  await poll(() => friends.getByRole("listitem").count()).toBeGreaterThan(3);
  const cards = friends.getByRole("listitem");
  for (const i of [0, 1, 2]) await expectVisible(cards.nth(i).getByText("In your contacts"));
  await poll(() => cards.nth(3).getByText("In your contacts").count()).toBe(0);
  await screenshot(page, "trust-01-friends");
  expect(await seriousViolations(page)).toEqual([]);

  // Home: every activity item says what backs it.
  await page.goto("/");
  const activity = page.getByRole("list", { name: "Recent friend activity" });
  await activity.waitFor();
  await poll(() => activity.getByRole("listitem").count()).toBe(3);
  await poll(() => activity.getByText(/^\s*(Verified hire|Past hire|Vowched)\s*$/).count()).toBe(3);
  await screenshot(page, "trust-02-home");

  // Providers, From Friends: cards explain why they are listed and what the rating is made of.
  await page.goto("/providers");
  await page.getByRole("tab", { name: "From Friends" }).click();
  await expectVisible(
    page
      .getByText(
        /(recommends them|hired them( \(\d★\))?|got a quote|contacted them|^On \S+'s list)( · \d+ more of your contacts)?$/,
      )
      .first(),
  );
  await expectVisible(page.getByText(/^(\d+ hires?( · \d+ vowch(es)?)?|\d+ vowch(es)?)$/).first());
  await screenshot(page, "trust-03-from-friends");
  expect(await seriousViolations(page)).toEqual([]);

  // Your contacts: reached from the Friends screen; import a .vcf, see who is on Vowch, remove one.
  await page.goto("/contacts");
  await page.getByRole("link", { name: "Your contacts", exact: true }).click();
  await page.waitForURL(/\/contacts\/book$/);
  const book = page.getByRole("list", { name: "Your contacts" });
  await book.waitFor();
  await expectVisible(book.getByText("On Vowch: Daniel Okafor"));
  await page.getByLabel("Address book file (.vcf or .csv)").setInputFiles({
    name: "contacts.vcf",
    mimeType: "text/vcard",
    buffer: Buffer.from(VCF),
  });
  await expectVisible(page.getByRole("status").filter({ hasText: "1 imported · 0 are on Vowch" }));
  await expectVisible(book.getByText("Tom From File"));
  await screenshot(page, "trust-04-address-book");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Remove Tom From File" }).click();
  await poll(() => book.getByText("Tom From File").count()).toBe(0);

  // And from Profile.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Your contacts", exact: true }).click();
  await page.waitForURL(/\/contacts\/book$/);

  expect(errors).toEqual([]);
});
