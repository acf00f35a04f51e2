// Contacts you prove: an identifier makes someone a match in another person's address book only once
// its owner proved it — the phone by a 6-digit SMS code (through a local fake of a Twilio-compatible
// API, over real HTTP), the e-mail by a single-use link (through a real SMTP server). Until then a
// match is shown in the book, marked not verified, and gives no contacts audience, no "In your
// contacts" badge and no trust order. The impersonation: Mallory completes her profile with Kate's
// number typed with dashes; Eve registers an unused e-mail from Olive's book.
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerificationStatus } from "../../common/schemas/verification";
import { PHONE_CODE_TRIES } from "../../common/schemas/verification";
import { emailVerificationTokens, phoneVerificationCodes, rateLimits, users } from "../../server/db/schema";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp";
import { startSms, type TestSms } from "../support/sms";
import { buildTestApp, createUser, uniqueEmail, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

const PUBLIC_URL = "https://vowch.example";
let smtp: TestSmtp;
let sms: TestSms;
let t: TestApp;

beforeAll(async () => {
  [smtp, sms] = await Promise.all([startSmtp(), startSms()]);
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL, sms: { url: sms.url, from: sms.from } });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), sms?.close()]);
});

async function ok<T>(user: SignedInUser, method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown): Promise<T> {
  const res = await user.request({ method, url, payload: payload as Record<string, unknown> });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return (res.body ? res.json<T>() : undefined) as T;
}
const status = (user: SignedInUser) => ok<VerificationStatus>(user, "GET", "/api/verification");
const sendCode = (user: SignedInUser) => user.request({ method: "POST", url: "/api/verification/phone" });
const enterCode = (user: SignedInUser, code: string) =>
  user.request({ method: "POST", url: "/api/verification/phone/confirm", payload: { code } });
const confirmLink = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/verification/email/confirm", payload: { token } });

/** Lets the account ask for its next code now: its one-a-minute window is over. */
async function endMinuteWindow(user: SignedInUser) {
  await t.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, `sms:account:minute:${user.user.id}`));
}

/** Sends a code to the account's phone and enters the one the fake SMS API received. */
async function provePhone(user: SignedInUser, e164: string) {
  const sent = await sendCode(user);
  expect(sent.statusCode, sent.body).toBe(202);
  const proven = await enterCode(user, sms.lastCode(e164));
  expect(proven.statusCode, proven.body).toBe(200);
}

/** Asks for a verification link and returns its token from the e-mail that arrived. */
async function emailToken(user: SignedInUser): Promise<string> {
  const email = user.user.email!;
  const count = smtp.to(email).length;
  const res = await user.request({ method: "POST", url: "/api/verification/email" });
  expect(res.statusCode, res.body).toBe(202);
  await expect.poll(() => smtp.to(email).length, { timeout: 10_000, interval: 20 }).toBe(count + 1);
  return linkIn(smtp.to(email).at(-1)!.text, `${PUBLIC_URL}/verify-email#token=`).split("#token=")[1]!;
}

describe("the impersonation: numbers and e-mails nobody proved", () => {
  const KATE_E164 = "+12015550123";
  const UNUSED_EMAIL = uniqueEmail("unused.in.book");
  let olive: SignedInUser;
  let mallory: SignedInUser;
  let eve: SignedInUser;
  let providerId: string;

  beforeAll(async () => {
    olive = await createUser(t.app, { profile: { firstName: "Olive", lastName: "Owner", phone: "415 555 0140" } });
    await ok(olive, "POST", "/api/projects", { title: "Olive's contacts-only attic" });
    await ok(olive, "PATCH", "/api/privacy", { projects: "contacts", contactDetails: "contacts" });
    const imported = await ok<{ imported: number; matched: number }>(olive, "POST", "/api/contacts/import/picked", {
      contacts: [
        { name: ["Kate Real"], email: [], tel: ["(201) 555-0123"] },
        { name: ["Ed Real"], email: [UNUSED_EMAIL], tel: [] },
      ],
    });
    expect(imported).toEqual({ imported: 2, matched: 0, skipped: 0, truncated: false });
    mallory = await createUser(t.app, {
      proven: false,
      profile: { firstName: "Mallory", lastName: "Mimic", phone: "201-555-0123" },
    });
    eve = await createUser(t.app, { email: UNUSED_EMAIL, proven: false, profile: { firstName: "Eve", lastName: "Mimic" } });
    // Mallory vouches for a provider: unproven, it must not rank first for Olive.
    providerId = (await insertProvider(t.db, mallory.user.id, { name: "Mimic Roofing", category: "Impersonation" })).id;
  });

  /** How many of Olive's contacts back Mallory's provider on the trust-ordered list. */
  async function backing() {
    const cards = await ok<{ id: string; trust: { contactCount: number } }[]>(
      olive,
      "GET",
      "/api/providers?order=trust&category=Impersonation",
    );
    return cards.find((c) => c.id === providerId)?.trust.contactCount;
  }

  /** What `viewer` gets of Olive's, and how Olive's screens treat `viewer`. */
  async function access(viewer: SignedInUser) {
    const projects = await ok<{ title: string }[]>(viewer, "GET", `/api/contacts/${olive.user.id}/projects`);
    const profile = await ok<{ email: string | null }>(viewer, "GET", `/api/contacts/${olive.user.id}`);
    const friends = await ok<{ id: string; isContact: boolean }[]>(
      olive,
      "GET",
      `/api/friends?search=${encodeURIComponent(viewer.user.firstName!)}`,
    );
    const search = await ok<{ id: string; isContact: boolean }[]>(olive, "GET", `/api/users/all?search=Mimic`);
    const book = await ok<{ name: string; onVowch: { id: string; verified: boolean } | null }[]>(
      olive,
      "GET",
      "/api/address-book",
    );
    return {
      projects: projects.map((p) => p.title),
      email: profile.email,
      badge: friends.find((f) => f.id === viewer.user.id)?.isContact,
      searchBadge: search.find((f) => f.id === viewer.user.id)?.isContact,
      bookEntry: book.find((b) => b.onVowch?.id === viewer.user.id),
    };
  }

  it("before proof: no contacts audience, no badge, no trust order — the book shows the match marked not verified", async () => {
    for (const [viewer, entryName] of [
      [mallory, "Kate Real"],
      [eve, "Ed Real"],
    ] as const) {
      const a = await access(viewer);
      expect(a.projects).toEqual([]);
      expect(a.email).toBeNull();
      expect(a.badge).toBe(false);
      expect(a.searchBadge).toBe(false);
      expect(a.bookEntry).toMatchObject({ name: entryName, onVowch: { id: viewer.user.id, verified: false } });
    }
    expect(await backing()).toBe(0);
    // Importing again counts no match either.
    const again = await ok<{ matched: number }>(olive, "POST", "/api/contacts/import/picked", {
      contacts: [{ name: ["Kate Again"], email: [UNUSED_EMAIL], tel: ["201 555 0123"] }],
    });
    expect(again.matched).toBe(0);
  });

  it("after proof (the SMS code reached the number's holder; the link reached the mailbox): a contact", async () => {
    await provePhone(mallory, KATE_E164);
    await confirmLinkOk(await emailToken(eve));
    for (const viewer of [mallory, eve]) {
      const a = await access(viewer);
      expect(a.projects).toEqual(["Olive's contacts-only attic"]);
      expect(a.email).toBe(olive.user.email);
      expect(a.badge).toBe(true);
      expect(a.searchBadge).toBe(true);
      expect(a.bookEntry?.onVowch?.verified).toBe(true);
    }
    expect(await backing()).toBe(1);
    expect(await status(mallory)).toMatchObject({ phone: { verified: true }, email: { verified: false } });
    expect(await status(eve)).toMatchObject({ email: { verified: true } });
  });

  async function confirmLinkOk(token: string) {
    const res = await confirmLink(token);
    expect(res.statusCode, res.body).toBe(204);
  }
});

describe("phone codes", () => {
  it("texts a 6-digit code through the SMS API and proves the number with it", async () => {
    const user = await createUser(t.app, { proven: false, profile: { phone: "+1 201 555 0101" } });
    expect(await status(user)).toMatchObject({ phone: { verified: false, smsAvailable: true, canReceiveSms: true } });
    const sent = await sendCode(user);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ sentTo: "+1 201 555 0101", expiresInMinutes: 10 });
    const message = sms.to("+12015550101").at(-1)!;
    expect(message.from).toBe(sms.from);
    expect(message.body).toMatch(/^\d{6} is your Vowch code\./);
    expect((await enterCode(user, "12")).json()).toMatchObject({ code: "VALIDATION_FAILED" });
    const code = sms.lastCode("+12015550101");
    const res = await enterCode(user, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: { verified: true } });
    // Spent: the same code proves nothing again, and a proven number needs no code.
    expect((await enterCode(user, code)).json()).toMatchObject({ code: "VERIFICATION_CODE_INVALID" });
    expect((await sendCode(user)).statusCode).toBe(400);
  });

  it("refuses a code past its 10 minutes, and after 5 wrong tries even the right one", async () => {
    const user = await createUser(t.app, { proven: false, profile: { phone: "+1 201 555 0102" } });
    expect((await sendCode(user)).statusCode).toBe(202);
    const code = sms.lastCode("+12015550102");
    await t.db
      .update(phoneVerificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneVerificationCodes.userId, user.user.id));
    expect((await enterCode(user, code)).json()).toMatchObject({ code: "VERIFICATION_CODE_INVALID", message: /expired/ });

    await endMinuteWindow(user);
    expect((await sendCode(user)).statusCode).toBe(202);
    const fresh = sms.lastCode("+12015550102");
    const wrong = fresh === "000000" ? "111111" : "000000";
    for (let i = 1; i <= PHONE_CODE_TRIES; i += 1) {
      const res = await enterCode(user, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(
        i < PHONE_CODE_TRIES ? `${PHONE_CODE_TRIES - i} tr` : /no tries left/,
      );
    }
    expect((await enterCode(user, fresh)).json()).toMatchObject({ code: "VERIFICATION_CODE_INVALID" });
    expect(await status(user)).toMatchObject({ phone: { verified: false } });
  });

  it("a new code replaces the old one", async () => {
    const user = await createUser(t.app, { proven: false, profile: { phone: "+1 201 555 0103" } });
    expect((await sendCode(user)).statusCode).toBe(202);
    const first = sms.lastCode("+12015550103");
    await endMinuteWindow(user);
    expect((await sendCode(user)).statusCode).toBe(202);
    const second = sms.lastCode("+12015550103");
    if (first !== second) expect((await enterCode(user, first)).statusCode).toBe(400);
    expect((await enterCode(user, second)).statusCode).toBe(200);
  });

  it("sends at most 1 a minute and 3 an hour per account (429 RATE_LIMITED with Retry-After)", async () => {
    const user = await createUser(t.app, { proven: false, profile: { phone: "+1 201 555 0104" } });
    expect((await sendCode(user)).statusCode).toBe(202);
    const soon = await sendCode(user);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(soon.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(soon.headers["retry-after"])).toBeLessThanOrEqual(60);
    for (let i = 0; i < 2; i += 1) {
      await endMinuteWindow(user);
      expect((await sendCode(user)).statusCode).toBe(202);
    }
    await endMinuteWindow(user);
    const hourly = await sendCode(user);
    expect(hourly.statusCode).toBe(429);
    expect(Number(hourly.headers["retry-after"])).toBeGreaterThan(60);
    expect(sms.to("+12015550104")).toHaveLength(3);
  });

  it("sends at most 5 a day per account", async () => {
    const user = await createUser(t.app, { proven: false, profile: { phone: "+1 201 555 0105" } });
    // Five codes went out today; the last hour's window is over.
    await t.db
      .insert(rateLimits)
      .values({ key: `sms:account:day:${user.user.id}`, count: 5, resetAt: sql`now() + interval '5 hours'` });
    const res = await sendCode(user);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(3600);
    expect(sms.to("+12015550105")).toHaveLength(0);
  });

  it("sends at most 3 a day to one number across accounts", async () => {
    const number = "+12015550106";
    const accounts = await Promise.all(
      [0, 1, 2, 3].map(() => createUser(t.app, { proven: false, profile: { phone: "201.555.0106" } })),
    );
    for (const a of accounts.slice(0, 3)) expect((await sendCode(a)).statusCode).toBe(202);
    const fourth = await sendCode(accounts[3]!);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(sms.to(number)).toHaveLength(3);
  });

  it("texts only numbers that may be mobile: a fixed line gets a clear 400", async () => {
    const user = await createUser(t.app, { proven: false, profile: { phone: "+44 20 7946 0958" } });
    expect(await status(user)).toMatchObject({ phone: { canReceiveSms: false } });
    const res = await sendCode(user);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: expect.stringMatching(/cannot receive text messages/),
    });
    expect(sms.to("+442079460958")).toHaveLength(0);
    const mobile = await createUser(t.app, { proven: false, profile: { phone: "+44 7400 123456" } });
    expect((await sendCode(mobile)).statusCode).toBe(202);
  });

  it("answers 502 SMS_FAILED when the SMS API refuses, and keeps no code", async () => {
    const user = await createUser(t.app, { proven: false, profile: { phone: "+1 201 555 0107" } });
    sms.failNext(400);
    const res = await sendCode(user);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: "SMS_FAILED" });
    expect(await t.db.select().from(phoneVerificationCodes).where(eq(phoneVerificationCodes.userId, user.user.id))).toEqual([]);
  });

  it("moves a number's proof to the second account that proves it, e-mailing the first", async () => {
    const first = await createUser(t.app, {
      proven: false,
      profile: { firstName: "Old", lastName: "Holder", phone: "+1 201 555 0108" },
    });
    const second = await createUser(t.app, {
      proven: false,
      profile: { firstName: "New", lastName: "Holder", phone: "(201) 555-0108" },
    });
    const owner = await createUser(t.app);
    await ok(owner, "POST", "/api/contacts/import/picked", {
      contacts: [{ name: ["The Holder"], email: [], tel: ["2015550108"] }],
    });
    await provePhone(first, "+12015550108");
    await provePhone(second, "+12015550108");
    expect(await status(first)).toMatchObject({ phone: { verified: false } });
    expect(await status(second)).toMatchObject({ phone: { verified: true } });
    await expect
      .poll(() => smtp.to(first.user.email!).map((m) => m.subject), { timeout: 10_000, interval: 20 })
      .toContain("Your phone number was verified on another account");
    const book = await ok<{ onVowch: { id: string; verified: boolean } | null }[]>(owner, "GET", "/api/address-book");
    expect(book[0]?.onVowch).toMatchObject({ id: second.user.id, verified: true });
    const friends = await ok<{ id: string; isContact: boolean }[]>(owner, "GET", "/api/friends?search=Holder");
    expect(friends.find((f) => f.id === first.user.id)?.isContact).toBe(false);
    expect(friends.find((f) => f.id === second.user.id)?.isContact).toBe(true);
  });

  it("changing the phone drops its proof, and changing it back does not restore it", async () => {
    const user = await createUser(t.app, { proven: false, profile: { phone: "+1 201 555 0109" } });
    await provePhone(user, "+12015550109");
    const profile = { firstName: "Alex", lastName: "Mover", phone: "+1 201 555 0110", homeAddress: "1 Elm" };
    await ok(user, "PUT", "/api/account/profile", profile);
    expect(await status(user)).toMatchObject({ phone: { verified: false } });
    await ok(user, "PUT", "/api/account/profile", { ...profile, phone: "+1 201 555 0109" });
    expect(await status(user)).toMatchObject({ phone: { verified: false } });
    // The same number written differently is the same number: the proof stays.
    await endMinuteWindow(user);
    await provePhone(user, "+12015550109");
    await ok(user, "PUT", "/api/account/profile", { ...profile, phone: "201-555-0109" });
    expect(await status(user)).toMatchObject({ phone: { verified: true } });
  });

  it("without SMS_URL phones cannot be proven, so they match nobody", async () => {
    const plain = await buildTestApp();
    try {
      const user = await createUser(plain.app, { proven: false, profile: { phone: "+1 201 555 0111" } });
      const s = await user.request({ method: "GET", url: "/api/verification" });
      expect(s.json()).toMatchObject({ phone: { smsAvailable: false, verified: false } });
      const res = await user.request({ method: "POST", url: "/api/verification/phone" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.stringMatching(/does not send text messages/) });
    } finally {
      await plain.close();
    }
  });
});

describe("e-mail links", () => {
  it("work once, with the token in the fragment, and prove the e-mail", async () => {
    const user = await createUser(t.app, { proven: false });
    expect(await status(user)).toMatchObject({ email: { verified: false } });
    const token = await emailToken(user);
    const stored = await t.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.user.id));
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);
    expect((await confirmLink(token)).statusCode).toBe(204);
    expect(await status(user)).toMatchObject({ email: { verified: true } });
    expect((await confirmLink(token)).json()).toMatchObject({ code: "VERIFICATION_LINK_INVALID" });
    expect((await user.request({ method: "POST", url: "/api/verification/email" })).statusCode).toBe(400);
  });

  it("expire after 24 hours; a newer link replaces the older one", async () => {
    const user = await createUser(t.app, { proven: false });
    const first = await emailToken(user);
    const second = await emailToken(user);
    expect((await confirmLink(first)).json()).toMatchObject({ code: "VERIFICATION_LINK_INVALID" });
    await t.db
      .update(emailVerificationTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerificationTokens.userId, user.user.id));
    expect((await confirmLink(second)).json()).toMatchObject({ code: "VERIFICATION_LINK_INVALID" });
    expect((await confirmLink("A".repeat(43))).statusCode).toBe(400);
    expect((await confirmLink("short")).statusCode).toBe(400);
    expect(await status(user)).toMatchObject({ email: { verified: false } });
  });

  it("are sent within the mailbox's budget (429 with Retry-After to the owner past it)", async () => {
    const user = await createUser(t.app, { proven: false });
    await t.db.delete(rateLimits).where(like(rateLimits.key, `mailbox:verify-email:%:${user.user.email}`));
    for (let i = 0; i < 3; i += 1) await emailToken(user);
    const res = await user.request({ method: "POST", url: "/api/verification/email" });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("prove nothing once the account's e-mail changed, and a change drops the proof", async () => {
    const user = await createUser(t.app, { proven: false });
    const token = await emailToken(user);
    const moved = uniqueEmail("moved");
    await t.db.update(users).set({ email: moved }).where(eq(users.id, user.user.id));
    expect((await confirmLink(token)).json()).toMatchObject({ code: "VERIFICATION_LINK_INVALID" });

    const proven = await createUser(t.app);
    expect(await status(proven)).toMatchObject({ email: { verified: true } });
    await t.db
      .update(users)
      .set({ email: uniqueEmail("changed") })
      .where(eq(users.id, proven.user.id));
    expect(await status(proven)).toMatchObject({ email: { verified: false } });
  });
});
