// Sign-up by e-mailed link (with SMTP_URL set): the same 202 and empty answer for every address,
// nobody signed in; a new address gets "Finish creating your Vowch account", a taken one "Someone
// tried to sign up with your address" (both under the per-mailbox budget); the link works once,
// for 24 hours, in the asking browser or with the password chosen, and its account's e-mail is
// proven. Without SMTP_URL registration is as before (tests/api/auth.test.ts).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { pendingSignups, users } from "../../server/db/schema";
import { MAILBOX_BUDGET } from "../../server/features/auth/mailbox-budget";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp";
import { buildTestApp, createUser, sessionCookie, TEST_PASSWORD, uniqueEmail, type TestApp } from "../support/test-app";

const PUBLIC_URL = "https://vowch.example";

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const register = (email: string, extra: Record<string, unknown> = {}, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: TEST_PASSWORD, ...extra },
    headers: cookie ? { cookie } : {},
  });
const finish = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/register/finish", payload, headers: cookie ? { cookie } : {} });
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

/** The sign-up browser cookie ("vowch.signup=…") a 202 set. */
function signupCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === "vowch.signup");
  if (!cookie) throw new Error(`no sign-up cookie in ${res.statusCode}`);
  return `vowch.signup=${cookie.value}`;
}

/** Waits for the mail number `count` to `email` and returns it. */
async function mailTo(email: string, count = 1) {
  await expect.poll(() => smtp.to(email).length, { timeout: 10_000, interval: 20 }).toBe(count);
  return smtp.to(email)[count - 1]!;
}

/** Registers `email` and returns the finishing link's fragment values and the browser's cookie. */
async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const before = smtp.to(email).length;
  const res = await register(email, extra);
  expect(res.statusCode).toBe(202);
  const mail = await mailTo(email, before + 1);
  expect(mail.subject).toBe("Finish creating your Vowch account");
  const link = linkIn(mail.text, `${PUBLIC_URL}/finish-signup#`);
  const fragment = new URLSearchParams(link.split("#")[1]);
  return { link, token: fragment.get("token")!, invite: fragment.get("invite"), cookie: signupCookie(res), mail };
}

describe("registering with SMTP_URL set", () => {
  it("answers 202 with the same empty body and the same headers for a new and a taken address, and signs nobody in", async () => {
    const taken = await createUser(t.app);
    const fresh = uniqueEmail("fresh");
    const before = t.app.background.settled;
    const [a, b] = await Promise.all([register(fresh), register(taken.user.email!)]);
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe("");
      expect(res.cookies.map((c) => c.name)).toEqual(["vowch.signup"]);
    }
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    expect(a.headers["content-type"]).toBe(b.headers["content-type"]);
    expect(a.headers["content-length"]).toBe(b.headers["content-length"]);
    await expect.poll(() => t.app.background.settled, { timeout: 10_000, interval: 20 }).toBe(before + 2);

    const newMail = await mailTo(fresh);
    expect(newMail.subject).toBe("Finish creating your Vowch account");
    expect(newMail.text).toContain("24 hours");
    const takenMail = await mailTo(taken.user.email!);
    expect(takenMail.subject).toBe("Someone tried to sign up with your address");
    expect(takenMail.text).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(takenMail.text).not.toContain("finish-signup");
    // No account was made, and the password is in no e-mail.
    expect(await t.db.select().from(users).where(eq(users.email, fresh))).toHaveLength(0);
    for (const mail of [newMail, takenMail]) {
      expect(mail.text).not.toContain(TEST_PASSWORD);
      expect(mail.html).not.toContain(TEST_PASSWORD);
    }
  });

  it("stores only hashes: no password, no token in the pending sign-up", async () => {
    const email = uniqueEmail("hashes");
    const { token } = await signUp(email);
    const rows = await t.db.select().from(pendingSignups).where(eq(pendingSignups.email, email));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(TEST_PASSWORD);
    const hours = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(24);
  });

  it("still refuses bad input and common passwords before answering", async () => {
    expect((await register("not an e-mail")).json()).toMatchObject({ code: "VALIDATION_FAILED" });
    const common = await register(uniqueEmail("common"), { password: "password123" });
    expect(common.statusCode).toBe(400);
    expect((await register(uniqueEmail("invite"), { inviteToken: "has spaces" })).statusCode).toBe(400);
  });
});

describe("finishing from the link", () => {
  it("in the asking browser: creates the account, signs in, proves the e-mail (it matches in a book), once", async () => {
    const email = uniqueEmail("finish");
    const { token, cookie } = await signUp(email);
    const owner = await createUser(t.app);
    const imported = await owner.request({
      method: "POST",
      url: "/api/contacts/import/picked",
      payload: { contacts: [{ name: ["New Friend"], email: [email], tel: [] }] },
    });
    expect(imported.statusCode).toBe(200);

    const res = await finish({ token }, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, isProfileComplete: false });
    const session = sessionCookie(res);
    expect((await me(session)).json()).toMatchObject({ email });
    const profile = { firstName: "New", lastName: "Friend", phone: "555-0188", homeAddress: "1 Link Lane" };
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/complete-profile", payload: profile, headers: { cookie: session } }))
        .statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerifiedAt).not.toBeNull();
    const book = (await owner.request({ method: "GET", url: "/api/address-book" })).json<
      { onVowch: { id: string; verified: boolean } | null }[]
    >();
    expect(book.map((b) => b.onVowch)).toContainEqual(expect.objectContaining({ id: row!.id, verified: true }));
    // The password chosen at sign-up signs in.
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);

    const again = await finish({ token }, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "SIGNUP_LINK_INVALID" });
  });

  it("in another browser: needs the password chosen at sign-up, so nobody else's sign-up can be finished into someone's mailbox", async () => {
    const email = uniqueEmail("elsewhere");
    const { token } = await signUp(email);
    const bare = await finish({ token });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: "SIGNUP_PASSWORD_NEEDED" });
    expect(bare.cookies.find((c) => c.name === "vowch.sid")).toBeUndefined();
    const wrong = await finish({ token, password: "not the chosen one" });
    expect(wrong.json()).toMatchObject({ code: "SIGNUP_PASSWORD_NEEDED", errors: [{ path: "password" }] });
    const right = await finish({ token, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(201);
    expect((await me(sessionCookie(right))).json()).toMatchObject({ email });
  });

  it("spends every pending sign-up of the address, and a later one for a taken address makes nothing", async () => {
    const email = uniqueEmail("twice");
    const first = await signUp(email);
    const second = await signUp(email);
    expect((await finish({ token: second.token }, second.cookie)).statusCode).toBe(201);
    expect((await finish({ token: first.token }, first.cookie)).json()).toMatchObject({ code: "SIGNUP_LINK_INVALID" });
    await register(email);
    const mail = await mailTo(email, 3);
    expect(mail.subject).toBe("Someone tried to sign up with your address");
  });

  it("refuses a link past its 24 hours, an unknown one and a malformed one", async () => {
    const email = uniqueEmail("expired");
    const { token, cookie } = await signUp(email);
    await t.db
      .update(pendingSignups)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(pendingSignups.email, email));
    expect((await finish({ token }, cookie)).json()).toMatchObject({ code: "SIGNUP_LINK_INVALID" });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await finish({ token: "A".repeat(43) }, cookie)).json()).toMatchObject({ code: "SIGNUP_LINK_INVALID" });
    expect((await finish({ token: "short" })).statusCode).toBe(400);
  });

  it("carries an invitation's token through the link to the finishing call, as an opaque string", async () => {
    const email = uniqueEmail("invited");
    const { token, invite, cookie } = await signUp(email, { inviteToken: "inv_abc-123" });
    expect(invite).toBe("inv_abc-123");
    expect((await finish({ token, inviteToken: "bad token!" }, cookie)).statusCode).toBe(400);
    expect((await finish({ token, inviteToken: invite }, cookie)).statusCode).toBe(201);
  });

  it("gives the account to whoever finishes first when an account appears meanwhile", async () => {
    const email = uniqueEmail("raced");
    const { token, cookie } = await signUp(email);
    await t.db.insert(users).values({ email });
    const res = await finish({ token }, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "EMAIL_TAKEN" });
  });
});

it("sends both kinds of sign-up mail under the per-mailbox budget: past it, 202 and nothing sent", async () => {
  const taken = await createUser(t.app);
  const email = taken.user.email!;
  const hourly = MAILBOX_BUDGET[0].limit;
  const before = t.app.background.settled;
  for (let i = 0; i < hourly + 2; i += 1) {
    const res = await register(email);
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe("");
  }
  await expect.poll(() => t.app.background.settled, { timeout: 10_000, interval: 20 }).toBe(before + hourly + 2);
  expect(smtp.to(email)).toHaveLength(hourly);
});
