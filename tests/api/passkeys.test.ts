// Passkeys: registration with a real "none" attestation and sign-in with real signatures from a
// software authenticator (tests/support/soft-authenticator.ts); challenges stored, single-use and
// short-lived; listing and removing; the sign-in session is a password sign-in's. Adding one needs
// the owner's confirmation (password or passkey); every change is e-mailed; a password reset
// removes them; a second passkey on one device is refused; passkeys are named by their device.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResetToken } from "../../server/features/auth/password-reset";
import { rateLimits, webauthnChallenges } from "../../server/db/schema";
import { SoftAuthenticator } from "../support/soft-authenticator";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { buildTestApp, createUser, sessionCookie, TEST_PASSWORD, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let smtp: TestSmtp;
let origin: string;
const RP_ID = "localhost";
const PUBLIC_URL = "http://localhost:5099";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  origin = PUBLIC_URL;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const registrationOptions = (user: SignedInUser, proof?: unknown) =>
  user.request({ method: "POST", url: "/api/auth/passkeys/registration-options", ...(proof ? { payload: proof } : {}) });

async function registerPasskey(
  user: SignedInUser,
  authenticator: SoftAuthenticator,
  name?: string,
  headers: Record<string, string> = {},
) {
  const options = await registrationOptions(user, { password: TEST_PASSWORD });
  expect(options.statusCode, options.body).toBe(200);
  const answer = authenticator.create(options.json());
  return user.request({ method: "POST", url: "/api/auth/passkeys", payload: { response: answer, name }, headers });
}

/** A confirmation by one of `user`'s passkeys: `key`'s answer to a confirm challenge. */
async function passkeyProof(user: SignedInUser, key: SoftAuthenticator) {
  const options = await user.request({ method: "POST", url: "/api/account/confirm-options" });
  expect(options.statusCode, options.body).toBe(200);
  return { passkey: key.get(options.json()) };
}

/** The e-mails `email` received, once `count` have arrived. */
async function mailsTo(email: string, count: number) {
  await expect.poll(() => smtp.to(email).length, { timeout: 10_000, interval: 20 }).toBe(count);
  return smtp.to(email);
}

async function signInOptions() {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/passkeys/authentication-options" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ challenge: string; rpId: string; userVerification: string }>();
}

const signIn = (response: unknown) => t.app.inject({ method: "POST", url: "/api/auth/passkeys/sign-in", payload: { response } });

describe("passkeys", () => {
  it("registers a passkey from the account and signs in with it, like a password sign-in", async () => {
    const user = await createUser(t.app, { profile: { firstName: "Pia", lastName: "Passkey" } });
    const phone = new SoftAuthenticator(origin, RP_ID);
    const options = await registrationOptions(user, { password: TEST_PASSWORD });
    const body = options.json<{ rp: { id: string; name: string }; authenticatorSelection: { residentKey: string } }>();
    expect(body.rp).toEqual({ id: "localhost", name: "Vowch" });
    expect(body.authenticatorSelection.residentKey).toBe("required");
    const added = await user.request({
      method: "POST",
      url: "/api/auth/passkeys",
      payload: { response: phone.create(options.json()), name: "Passkey on Android" },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: "Passkey on Android", backedUp: false, lastUsedAt: null });

    const account = await user.request({ method: "GET", url: "/api/account" });
    expect(account.json()).toMatchObject({ hasPassword: true, passkeys: [{ id: added.json().id, name: "Passkey on Android" }] });

    const login = await signInOptions();
    expect(login).toMatchObject({ rpId: "localhost", userVerification: "required" });
    const res = await signIn(phone.get(login));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.user.id, firstName: "Pia" });
    // The same session cookie as a password sign-in.
    const cookie = sessionCookie(res);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ id: user.user.id });
    const after = await user.request({ method: "GET", url: "/api/account" });
    expect(after.json<{ passkeys: { lastUsedAt: string | null }[] }>().passkeys[0]!.lastUsedAt).not.toBeNull();
  });

  it("stores challenges in the database and takes each one once", async () => {
    const user = await createUser(t.app);
    const key = new SoftAuthenticator(origin, RP_ID);
    expect((await registerPasskey(user, key)).statusCode).toBe(201);
    const login = await signInOptions();
    const [stored] = await t.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, login.challenge));
    expect(stored).toMatchObject({ purpose: "sign-in", userId: null });
    const answer = key.get(login);
    expect((await signIn(answer)).statusCode).toBe(200);
    // The same answer again: the challenge is gone.
    const replay = await signIn(answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: "PASSKEY_CHALLENGE_EXPIRED" });
    expect(await t.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, login.challenge))).toHaveLength(0);
  });

  it("refuses a challenge past its five minutes, and a failed answer uses it up", async () => {
    const user = await createUser(t.app);
    const key = new SoftAuthenticator(origin, RP_ID);
    await registerPasskey(user, key);
    const old = await signInOptions();
    await t.db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.challenge, old.challenge));
    expect((await signIn(key.get(old))).json()).toMatchObject({ code: "PASSKEY_CHALLENGE_EXPIRED" });

    // Signed for another site: rejected, and the challenge cannot be tried again.
    const fresh = await signInOptions();
    const foreign = await signIn(key.get(fresh, 0, "https://evil.example"));
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject({ code: "PASSKEY_REJECTED" });
    expect((await signIn(key.get(fresh))).json()).toMatchObject({ code: "PASSKEY_CHALLENGE_EXPIRED" });
  });

  it("binds a registration challenge to the account that asked for it", async () => {
    const ann = await createUser(t.app);
    const bob = await createUser(t.app);
    const options = await registrationOptions(ann, { password: TEST_PASSWORD });
    const answer = new SoftAuthenticator(origin, RP_ID).create(options.json());
    const stolen = await bob.request({ method: "POST", url: "/api/auth/passkeys", payload: { response: answer } });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: "PASSKEY_CHALLENGE_EXPIRED" });
    expect((await bob.request({ method: "GET", url: "/api/account" })).json()).toMatchObject({ passkeys: [] });
  });

  it("refuses an unknown passkey and a tampered signature", async () => {
    const user = await createUser(t.app);
    const key = new SoftAuthenticator(origin, RP_ID);
    await registerPasskey(user, key);
    const stranger = new SoftAuthenticator(origin, RP_ID);
    stranger.create({ challenge: "x", user: { id: "eA" } });
    expect((await signIn(stranger.get(await signInOptions()))).json()).toMatchObject({ code: "PASSKEY_REJECTED" });
    const answer = key.get(await signInOptions());
    const other = key.get({ challenge: "AAAA" });
    const tampered = { ...answer, response: { ...answer.response, signature: other.response.signature } };
    expect((await signIn(tampered)).statusCode).toBe(401);
  });

  it("removes a passkey: it signs in no more; others' passkeys are not found", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const key = new SoftAuthenticator(origin, RP_ID);
    const id = (await registerPasskey(user, key)).json<{ id: string }>().id;
    const foreign = await other.request({ method: "DELETE", url: `/api/auth/passkeys/${id}` });
    expect(foreign.statusCode).toBe(404);
    const removed = await user.request({ method: "DELETE", url: `/api/auth/passkeys/${id}` });
    expect(removed.statusCode).toBe(204);
    expect((await user.request({ method: "GET", url: "/api/account" })).json()).toMatchObject({ passkeys: [] });
    expect((await signIn(key.get(await signInOptions()))).json()).toMatchObject({ code: "PASSKEY_REJECTED" });
  });

  it("counts passkey sign-ins in the address's sign-in budget", async () => {
    await t.db.delete(rateLimits);
    const user = await createUser(t.app);
    const key = new SoftAuthenticator(origin, RP_ID);
    await registerPasskey(user, key);
    await signIn(key.get(await signInOptions()));
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, "signin:ip:127.0.0.1"));
    expect(row?.count).toBeGreaterThanOrEqual(1);
  });

  it("limits registration options per account with 429 and Retry-After", async () => {
    const user = await createUser(t.app);
    const options = (who: SignedInUser) => registrationOptions(who, { password: TEST_PASSWORD });
    // The account's window already holds all but two of its budget.
    const key = `passkey-register:user:${user.user.id}`;
    const windowSeconds = t.config.rateLimit.windowSeconds;
    await t.db.insert(rateLimits).values({
      key,
      count: t.config.rateLimit.perEmail - 2,
      resetAt: sql`now() + make_interval(secs => ${windowSeconds})`,
    });
    for (let i = 0; i < 2; i++) expect((await options(user)).statusCode).toBe(200);
    const refused = await options(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many passkey requests. Please wait a few minutes and try again.",
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    // No challenge was stored for the refused call; another account keeps its own budget.
    const challenges = await t.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, user.user.id));
    expect(challenges).toHaveLength(2);
    expect((await options(await createUser(t.app))).statusCode).toBe(200);
  });

  it("answers signed-out callers of the account's passkey calls with 401 and bad answers with 400", async () => {
    for (const [method, url] of [
      ["POST", "/api/auth/passkeys/registration-options"],
      ["POST", "/api/auth/passkeys"],
      ["DELETE", "/api/auth/passkeys/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
    }
    const garbage = await signIn({ id: "abc", rawId: "abc", type: "public-key", response: {} });
    expect(garbage.statusCode).toBe(400);
    const unreadable = await signIn({
      id: "abc",
      rawId: "abc",
      type: "public-key",
      response: { clientDataJSON: "bm90IGpzb24", authenticatorData: "AA", signature: "AA" },
      clientExtensionResults: {},
    });
    expect(unreadable.statusCode).toBe(400);
  });
});

describe("adding a passkey needs the owner", () => {
  it("refuses a session alone, and a wrong password, before any challenge is issued", async () => {
    const user = await createUser(t.app);
    const bare = await registrationOptions(user);
    expect(bare.statusCode, bare.body).toBe(403);
    expect(bare.json()).toMatchObject({ code: "CONFIRMATION_REQUIRED" });
    const empty = await registrationOptions(user, {});
    expect(empty.json()).toMatchObject({ code: "CONFIRMATION_REQUIRED" });
    const wrong = await registrationOptions(user, { password: "not the password" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: "CONFIRMATION_FAILED", message: "That password is not right." });
    expect(await t.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, user.user.id))).toHaveLength(0);
    expect((await user.request({ method: "GET", url: "/api/account" })).json()).toMatchObject({
      passkeys: [],
      hasIdentityProvider: false,
      recentlyConfirmed: false,
    });
  });

  it("accepts one of the account's own passkeys as the confirmation, never another account's", async () => {
    const user = await createUser(t.app);
    const laptop = new SoftAuthenticator(origin, RP_ID);
    expect((await registerPasskey(user, laptop)).statusCode).toBe(201);
    const options = await registrationOptions(user, await passkeyProof(user, laptop));
    expect(options.statusCode, options.body).toBe(200);
    const phone = new SoftAuthenticator(origin, RP_ID);
    const added = await user.request({
      method: "POST",
      url: "/api/auth/passkeys",
      payload: { response: phone.create(options.json()) },
    });
    expect(added.statusCode, added.body).toBe(201);

    // Another account's passkey, on a confirm challenge of this account: refused.
    const other = await createUser(t.app);
    const otherKey = new SoftAuthenticator(origin, RP_ID);
    await registerPasskey(other, otherKey);
    const challenge = await user.request({ method: "POST", url: "/api/account/confirm-options" });
    const foreign = await registrationOptions(user, { passkey: otherKey.get(challenge.json()) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: "CONFIRMATION_FAILED" });
  });
});

describe("a password reset", () => {
  it("removes the account's passkeys: one added with a stolen session signs in no more", async () => {
    const user = await createUser(t.app);
    const intruder = new SoftAuthenticator(origin, RP_ID);
    expect((await registerPasskey(user, intruder)).statusCode).toBe(201);
    const mailsBefore = (await mailsTo(user.user.email!, 1)).length;
    const created = await createResetToken(t.db, user.user.email!);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token: created!.token, password: "tangerine kayak orbit" },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await signIn(intruder.get(await signInOptions()))).json()).toMatchObject({ code: "PASSKEY_REJECTED" });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.user.email, password: "tangerine kayak orbit" },
    });
    const account = await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie: sessionCookie(again) } });
    expect(account.json()).toMatchObject({ passkeys: [] });
    const mails = await mailsTo(user.user.email!, mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ subject: "Your Vowch passkeys were removed" });
    expect(mails.at(-1)!.text).toContain("Passkey");
  });
});

describe("passkey e-mails, names and devices", () => {
  it("e-mails the account every passkey added and removed", async () => {
    const user = await createUser(t.app);
    const email = user.user.email!;
    const added = await registerPasskey(user, new SoftAuthenticator(origin, RP_ID), undefined, { "user-agent": IPHONE });
    expect(added.json()).toMatchObject({ name: "iPhone" });
    const [addedMail] = await mailsTo(email, 1);
    expect(addedMail!.subject).toBe("A passkey was added to your Vowch account");
    expect(addedMail!.text).toContain('The passkey "iPhone" was just added');
    expect(addedMail!.text).toContain(`${PUBLIC_URL}/profile`);
    expect(addedMail!.text).toContain(`${PUBLIC_URL}/forgot-password`);
    await user.request({ method: "DELETE", url: `/api/auth/passkeys/${added.json<{ id: string }>().id}` });
    const mails = await mailsTo(email, 2);
    expect(mails[1]!.subject).toBe("A passkey was removed from your Vowch account");
    expect(mails[1]!.text).toContain('"iPhone" was just removed');
  });

  it("names passkeys by device, numbering a second of the same kind", async () => {
    const user = await createUser(t.app);
    const name = async (headers: Record<string, string>) =>
      (await registerPasskey(user, new SoftAuthenticator(origin, RP_ID), undefined, headers)).json<{ name: string }>().name;
    expect(await name({ "user-agent": CHROME_ON_WINDOWS })).toBe("Chrome on Windows");
    expect(await name({ "user-agent": IPHONE })).toBe("iPhone");
    expect(await name({ "user-agent": IPHONE })).toBe("iPhone 2");
    expect(await name({})).toBe("Passkey");
  });

  it("refuses a second passkey on the same device, and lists the account's passkeys to exclude", async () => {
    const user = await createUser(t.app);
    const phone = new SoftAuthenticator(origin, RP_ID);
    const first = await registerPasskey(user, phone);
    expect(first.statusCode).toBe(201);
    const options = await registrationOptions(user, { password: TEST_PASSWORD });
    const body = options.json<{ excludeCredentials: { id: string }[] }>();
    expect(body.excludeCredentials.map((c) => c.id)).toEqual([phone.get({ challenge: "AAAA" }).id]);
    // The device itself refuses, as a browser does (InvalidStateError: the card says the words below).
    expect(() => phone.create(options.json())).toThrow(expect.objectContaining({ name: "InvalidStateError" }));
    // A faulty authenticator that answers with the same credential again.
    const resent = await user.request({
      method: "POST",
      url: "/api/auth/passkeys",
      payload: { response: phone.create(options.json(), 0) },
    });
    expect(resent.statusCode).toBe(409);
    expect(resent.json()).toMatchObject({ code: "PASSKEY_EXISTS", message: "This device already has a passkey for Vowch." });
  });
});
