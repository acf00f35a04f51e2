// Exact words for what happened, on a phone (390×844): a provider card says what the viewer's
// contact did — a vouch, a job rated 4★ or more, a job below 4★, a quote only, a place on their
// list only — "recommends" only where a recommendation is; the breakdown counts each person once
// and says when a vowch counts as a hire; the ⓘ opens "What these words mean"; Home's activity
// uses the same words and shows each amount once. axe finds no serious or critical violation.
// Screenshots to look at.
import { beforeAll, expect, it } from "vitest";
import { providers, projectProviders, projects, userProviders } from "../../server/db/schema";
import { recordJobReview } from "../../server/features/reviews/record-review";
import { expectVisible, poll, screenshot, screenshotAt320, signUpThroughApi, useE2E } from "../support/e2e";
import { createUser, uniqueEmail, type SignedInUser } from "../support/test-app";

const e2e = useE2E();

const names = ["Dan", "Jo", "Lou", "Quinn", "Lee"] as const;
type Name = (typeof names)[number];
const emails = Object.fromEntries(names.map((n) => [n, uniqueEmail(n.toLowerCase())])) as Record<Name, string>;
const people = {} as Record<Name, SignedInUser>;
let ownerId: string;

async function provider(name: string) {
  const [row] = await e2e.db.insert(providers).values({ name, category: "Plumber", userId: ownerId }).returning();
  return row!.id;
}

/** A project of `who` with the provider on it in `status` (and a quote); its ids. */
async function link(who: Name, providerId: string, title: string, status: "quoted" | "completed", quoteAmount?: string) {
  const [project] = await e2e.db
    .insert(projects)
    .values({
      userId: people[who].user.id,
      title,
      category: "Plumbing",
      status: status === "completed" ? "completed" : "planning",
    })
    .returning();
  const [row] = await e2e.db
    .insert(projectProviders)
    .values({ projectId: project!.id, providerId, status, quoteAmount: quoteAmount ?? null })
    .returning();
  return { projectId: project!.id, linkId: row!.id };
}

async function ratedJob(who: Name, providerId: string, title: string, rating: number, finalAmount: string) {
  const l = await link(who, providerId, title, "completed");
  await e2e.db.transaction((tx) =>
    recordJobReview(tx, {
      userId: people[who].user.id,
      providerId,
      projectId: l.projectId,
      projectProviderId: l.linkId,
      rating,
      comment: null,
      finalAmount,
      source: "project",
    }),
  );
}

async function vouch(who: Name, providerId: string, rating: number) {
  const res = await people[who].request({ method: "POST", url: `/api/providers/${providerId}/vouch`, payload: { rating } });
  expect(res.statusCode, res.body).toBe(200);
}

let maya: Awaited<ReturnType<typeof e2e.newPhone>>;

beforeAll(async () => {
  ownerId = (await createUser(e2e.app, { profile: { firstName: "Olly", lastName: "Owner" } })).user.id;
  for (const [i, n] of names.entries()) {
    people[n] = await createUser(e2e.app, {
      email: emails[n],
      profile: { firstName: n, lastName: "Words", phone: `555-08${i}0`, homeAddress: `${i} Words Way` },
    });
  }
  maya = await e2e.newPhone();
  await signUpThroughApi(maya.page, uniqueEmail("maya"), {
    firstName: "Maya",
    lastName: "Words",
    phone: "555-0899",
    homeAddress: "9 Words Way",
  });
  await maya.page.request.post("/api/providers/welcome");
  const vcf = names.map((n) => `BEGIN:VCARD\r\nVERSION:4.0\r\nFN:${n} Words\r\nEMAIL:${emails[n]}\r\nEND:VCARD\r\n`).join("");
  const imported = await maya.page.request.post("/api/contacts/import", {
    multipart: { file: { name: "book.vcf", mimeType: "text/vcard", buffer: Buffer.from(vcf) } },
  });
  expect(await imported.json()).toMatchObject({ matched: names.length });

  // Dan vowched and then hired "Words Both", as Jo did: two people, two hires, no vowch left over.
  const both = await provider("Words Both");
  await vouch("Dan", both, 5);
  await ratedJob("Dan", both, "Water heater", 5, "1800.00");
  await ratedJob("Jo", both, "Garbage disposal", 4, "300.00");
  // One provider per kind of backing (the newest three are Home's activity, newest first).
  const quote = await provider("Words Quote");
  await link("Quinn", quote, "Kitchen sink", "quoted", "5900.00");
  const list = await provider("Words List");
  await e2e.db.insert(userProviders).values({ userId: people.Lee.user.id, providerId: list, sourceType: "user_added" });
  await vouch("Dan", await provider("Words Trusted"), 5);
  await ratedJob("Jo", await provider("Words Good Job"), "Shower valve", 5, "650.00");
  await ratedJob("Lou", await provider("Words Poor Job"), "Leaky faucet", 2, "410.00");
}, 180_000);

it("says exactly what each contact did, on cards, in the sheet and on Home", { timeout: 240_000 }, async () => {
  const { page, errors } = maya;

  await page.goto("/providers");
  await page.getByLabel("Search providers").fill("Words");
  const browse = page.getByRole("tabpanel", { name: "Browse All" });
  const card = (name: string) => browse.getByRole("article", { name });
  const cases: [string, string][] = [
    ["Words Trusted", "Dan recommends them"],
    ["Words Good Job", "Jo hired them (5★) and recommends them"],
    ["Words Poor Job", "Lou hired them (2★)"],
    ["Words Quote", "Quinn got a quote"],
    ["Words List", "On Lee's list"],
  ];
  for (const [name, words] of cases) {
    await expectVisible(card(name).getByText(words, { exact: true }));
    if (!words.includes("recommends"))
      await poll(() =>
        card(name)
          .getByText(/recommend/)
          .count(),
      ).toBe(0);
  }
  // One spelling on screen: the whole list, once it shows every card, never says "vouch".
  await poll(async () => {
    const text = (await browse.textContent()) ?? "";
    return cases.every(([name]) => text.includes(name)) && !/vouch/i.test(text);
  }).toBe(true);
  await screenshot(page, "trust-words-01-cards");

  // Each person once: Dan's vowch counts as his hire, and the card says so.
  const both = card("Words Both");
  await expectVisible(both.getByText("2 hires", { exact: true }));
  await expectVisible(both.getByText("Dan vowched and hired them: counted once, as a hire", { exact: true }));
  await poll(async () => {
    const text = (await both.textContent()) ?? "";
    return text.includes("2 hires") && !/\d+ vowch/.test(text);
  }).toBe(true);
  await screenshot(page, "trust-words-02-breakdown");
  await screenshotAt320(page, "trust-words-02-breakdown", () => both.evaluate((el) => el.scrollIntoView({ block: "start" })));

  // The ⓘ beside the breakdown opens the sheet; its texts are the words the cards use.
  await both.getByRole("button", { name: "What these words mean" }).click();
  const sheet = page.getByRole("dialog", { name: "What these words mean" });
  await expectVisible(sheet.getByText("got a quote", { exact: true }));
  await expectVisible(sheet.getByText("vowched and hired them: counted once, as a hire", { exact: true }));
  await screenshot(page, "trust-words-03-sheet");
  await screenshotAt320(page, "trust-words-03-sheet");
  await sheet.getByRole("button", { name: "Got it" }).click();
  await sheet.waitFor({ state: "detached" });
  expect(page.url()).toMatch(/\/providers$/);

  // The provider's page: the same words and breakdown, and the same sheet.
  await both.getByRole("link", { name: "Words Both" }).click();
  await page.waitForURL(/\/providers\/[0-9a-f-]+$/);
  await expectVisible(page.getByText("Dan hired them (5★) and recommends them · 1 more of your contacts", { exact: true }));
  await expectVisible(page.getByText("2 hires", { exact: true }));
  await expectVisible(page.getByText("Dan vowched and hired them: counted once, as a hire", { exact: true }));
  await screenshot(page, "trust-words-05-detail");
  await page.getByRole("button", { name: "What these words mean" }).click();
  await expectVisible(page.getByRole("dialog", { name: "What these words mean" }).getByText("On Daniel's list", { exact: true }));
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });

  // Home: the same words, each amount once.
  await page.goto("/");
  const activity = page.getByRole("list", { name: "Recent friend activity" });
  await poll(() => activity.getByRole("listitem").count()).toBe(3);
  const items = activity.getByRole("listitem");
  await poll(() => items.nth(0).locator("p").first().textContent()).toBe("Lou Words hired Words Poor Job for Leaky faucet");
  await poll(() => items.nth(1).locator("p").first().textContent()).toBe(
    "Jo Words hired Words Good Job for Shower valve and recommends them",
  );
  await poll(() => items.nth(2).locator("p").first().textContent()).toBe("Dan Words recommends Words Trusted");
  await poll(async () => (await items.nth(0).textContent())?.match(/\$410/g)?.length).toBe(1);
  await poll(async () => (await items.nth(1).textContent())?.match(/\$650/g)?.length).toBe(1);
  await poll(async () => {
    const text = (await activity.textContent()) ?? "";
    return text.includes("Words Trusted") && !/recommended|vouch/i.test(text);
  }).toBe(true);
  await screenshot(page, "trust-words-04-home");
  await screenshotAt320(page, "trust-words-04-home", () => activity.evaluate((el) => el.scrollIntoView({ block: "start" })));

  expect(errors).toEqual([]);
});
