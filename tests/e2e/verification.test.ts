// Contacts you prove, on a phone (390×844): Profile says what is not proven yet and proves it — a
// 6-digit code texted through a local fake of a Twilio-compatible SMS API, a link e-mailed through a
// real SMTP server and opened from its fragment — and "Your contacts" marks a match whose owner has
// not proven the number "Not verified yet", beside the entry's own name. axe-core on each screen.
import { afterAll, beforeAll, expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { expectVisible, poll, screenshot, signUpThroughApi, useE2E } from "../support/e2e";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp";
import { startSms, type TestSms } from "../support/sms";
import { uniqueEmail } from "../support/test-app";

let smtp: TestSmtp;
let sms: TestSms;
beforeAll(async () => {
  [smtp, sms] = await Promise.all([startSmtp(), startSms()]);
});
afterAll(async () => {
  await Promise.all([smtp?.close(), sms?.close()]);
});
const e2e = useE2E(() => ({ smtpUrl: smtp.url, sms: { url: sms.url, from: sms.from } }));

it("proves the phone by a texted code and the e-mail by a link, from Profile", { timeout: 240_000 }, async () => {
  const { page, errors } = await e2e.newPhone();
  const email = uniqueEmail("kim");
  await signUpThroughApi(page, email, {
    firstName: "Kim",
    lastName: "Prover",
    phone: "(201) 555-0150",
    homeAddress: "3 Oak Lane",
  });

  await page.goto("/profile");
  await expectVisible(page.getByRole("heading", { name: "Prove it's you" }));
  await expectVisible(page.getByRole("heading", { name: "Verify your phone so your contacts can see you" }));
  await expectVisible(page.getByRole("heading", { name: "Verify your e-mail" }));
  await screenshot(page, "verification-01-profile");
  expect(await seriousViolations(page)).toEqual([]);

  // The phone: a code by text message; a wrong one says how many tries are left.
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expectVisible(page.getByText("We texted a code to (201) 555-0150. It works for 10 minutes."));
  await poll(() => sms.to("+12015550150").length).toBe(1);
  const code = sms.lastCode("+12015550150");
  await page.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expectVisible(page.getByRole("alert").getByText("That code is not right. 4 tries left."));
  await screenshot(page, "verification-02-wrong-code");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await poll(() => page.getByRole("heading", { name: "Verify your phone so your contacts can see you" }).count()).toBe(0);

  // The e-mail: a link, opened from the e-mail (its token in the fragment).
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expectVisible(page.getByText(`Check your inbox: we sent a link to ${email}. It works once, for 24 hours.`));
  await screenshot(page, "verification-03-link-sent");
  await poll(() => smtp.to(email).length).toBe(1);
  const link = linkIn(smtp.to(email)[0]!.text, `${e2e.baseUrl}/verify-email#token=`);
  await page.goto(link);
  await expectVisible(page.getByRole("heading", { name: "Your e-mail is verified" }));
  expect(new URL(page.url()).hash).toBe("");
  await screenshot(page, "verification-04-email-verified");
  expect(await seriousViolations(page)).toEqual([]);

  // Both proven: Profile asks for nothing more.
  await page.goto("/profile");
  await expectVisible(page.getByRole("link", { name: "Your contacts", exact: true }));
  await poll(() => page.getByRole("heading", { name: "Prove it's you" }).count()).toBe(0);

  // The same link again: spent.
  await page.goto(link);
  await expectVisible(page.getByRole("heading", { name: "This link doesn't work" }));
  await expectVisible(page.getByText("This verification link is invalid or has expired. Ask for a new one on your profile."));
  await screenshot(page, "verification-05-link-spent");
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

it("marks a match by an unproven number Not verified yet, beside the entry's own name", { timeout: 240_000 }, async () => {
  const { page: other } = await e2e.newPhone();
  await signUpThroughApi(other, uniqueEmail("mallory"), {
    firstName: "Mallory",
    lastName: "Mimic",
    phone: "201-555-0160",
    homeAddress: "4 Oak Lane",
  });
  const { page, errors } = await e2e.newPhone();
  await signUpThroughApi(page, uniqueEmail("olive"), {
    firstName: "Olive",
    lastName: "Owner",
    phone: "(201) 555-0161",
    homeAddress: "5 Oak Lane",
  });
  const picked = await page.request.post("/api/contacts/import/picked", {
    data: { contacts: [{ name: ["Kate Real"], email: [], tel: ["(201) 555-0160"] }] },
  });
  expect(picked.status()).toBe(200);
  expect(await picked.json()).toEqual({ imported: 1, matched: 0, skipped: 0, truncated: false });

  await page.goto("/contacts/book");
  const book = page.getByRole("list", { name: "Your contacts" });
  const entry = book.getByRole("listitem").filter({ hasText: "Kate Real" });
  await expectVisible(entry.getByText("On Vowch: Mallory Mimic"));
  await expectVisible(entry.getByText("Not verified yet"));
  await screenshot(page, "verification-06-book-not-verified");
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
