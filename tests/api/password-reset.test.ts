// "Forgot password?": the same 202 for every e-mail, a single-use link valid 30
// minutes that a real SMTP server receives, only its hash at rest, a new password by sign-up's
// rules, every other session ended (through the sessions trigger the session caches listen to),
// the requests rate-limited; without SMTP the link goes to the info log, never the error log.
import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import type { Database } from "../../server/db/client";
import { passwordResetTokens } from "../../server/db/schema";
import { startSmtp, linkIn, type TestSmtp } from "../support/smtp";
import { MAILBOX_BUDGET, spendMailboxBudget } from "../../server/features/auth/mailbox-budget";
import {
  buildTestApp,
  createUser,
  sessionCookie,
  TEST_PASSWORD,
  testConfig,
  uniqueEmail,
  type TestApp,
} from "../support/test-app";
import { openTestDatabase } from "../support/test-db";

const PUBLIC_URL = "https://vowch.example";
const NEW_PASSWORD = "tangerine kayak orbit";

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

const askReset = (email: string, app = t.app) =>
  app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email } });
const confirm = (token: string, password: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/password-reset/confirm",
    payload: { token, password },
    headers: cookie ? { cookie } : {},
  });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const me = (cookie: string, app = t.app) => app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

/** Waits until the reset's after-the-answer work has run `n` more times. */
async function settled(before: number, n = 1, app = t.app) {
  await expect.poll(() => app.background.settled, { timeout: 10_000, interval: 20 }).toBe(before + n);
}

/** Asks for a reset and returns the token from the e-mail that arrived. */
async function tokenFor(email: string): Promise<string> {
  const count = smtp.to(email).length;
  expect((await askReset(email)).statusCode).toBe(202);
  await expect.poll(() => smtp.to(email).length, { timeout: 10_000, interval: 20 }).toBe(count + 1);
  const link = linkIn(smtp.to(email).at(-1)!.text, `${PUBLIC_URL}/reset-password#token=`);
  return link.split("#token=")[1]!;
}

describe("asking for a reset", () => {
  it("answers 202 with the same empty body whether or not the account exists, and e-mails only the account", async () => {
    const user = await createUser(t.app);
    const unknown = uniqueEmail("nobody");
    const before = t.app.background.settled;
    const [known, missing] = await Promise.all([askReset(user.user.email!), askReset(unknown)]);
    expect(known.statusCode).toBe(202);
    expect(missing.statusCode).toBe(202);
    expect(known.body).toBe("");
    expect(missing.body).toBe(known.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(missing.headers).sort());
    await settled(before, 2);
    expect(smtp.to(user.user.email!)).toHaveLength(1);
    expect(smtp.to(unknown)).toHaveLength(0);

    const mail = smtp.to(user.user.email!)[0]!;
    expect(mail.subject).toBe("Reset your Vowch password");
    expect(mail.text).toContain("30 minutes");
    expect(mail.html).toContain(`${PUBLIC_URL}/reset-password#token=`);
  });

  it("stores only the token's hash", async () => {
    const user = await createUser(t.app);
    const token = await tokenFor(user.user.email!);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(30);
  });

  it("refuses a malformed e-mail with the one error shape", async () => {
    const res = await askReset("not an e-mail");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });
});

describe("using the link", () => {
  it("sets the new password once, ends every other session, and the old password stops working", async () => {
    const user = await createUser(t.app);
    const email = user.user.email!;
    const other = sessionCookie(await signIn(email, TEST_PASSWORD));
    const token = await tokenFor(email);

    expect((await confirm(token, "   ")).json()).toMatchObject({ code: "VALIDATION_FAILED" });
    const common = await confirm(token, "password123");
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe("This password is too common. Please choose a less predictable one.");

    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await confirm(token, "another fine passphrase");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "RESET_LINK_INVALID" });
  });

  it("keeps the caller's own session when they reset while signed in to that account", async () => {
    const user = await createUser(t.app);
    const other = sessionCookie(await signIn(user.user.email!, TEST_PASSWORD));
    const token = await tokenFor(user.user.email!);
    expect((await confirm(token, NEW_PASSWORD, user.cookie)).statusCode).toBe(204);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it("spends the account's other links too", async () => {
    const user = await createUser(t.app);
    const first = await tokenFor(user.user.email!);
    const second = await tokenFor(user.user.email!);
    expect((await confirm(second, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await confirm(first, "yet another passphrase")).json()).toMatchObject({ code: "RESET_LINK_INVALID" });
  });

  it("refuses a link past its 30 minutes and an unknown one", async () => {
    const user = await createUser(t.app);
    const token = await tokenFor(user.user.email!);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.user.id));
    expect((await confirm(token, NEW_PASSWORD)).json()).toMatchObject({ code: "RESET_LINK_INVALID" });
    expect((await signIn(user.user.email!, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await confirm("A".repeat(43), NEW_PASSWORD)).json()).toMatchObject({ code: "RESET_LINK_INVALID" });
    expect((await confirm("short", NEW_PASSWORD)).statusCode).toBe(400);
  });
});

describe("checking the link before the form", () => {
  const check = (token: string) => t.app.inject({ method: "POST", url: "/api/auth/password-reset/check", payload: { token } });

  it("answers 204 for a usable link and uses nothing; once used, replaced, expired or unknown: RESET_LINK_INVALID", async () => {
    const user = await createUser(t.app);
    const email = user.user.email!;
    const first = await tokenFor(email);
    expect((await check(first)).statusCode).toBe(204);
    // Checking twice changes nothing: the link still resets.
    expect((await check(first)).statusCode).toBe(204);
    const second = await tokenFor(email);
    for (const dead of [first, "A".repeat(43)]) {
      const res = await check(dead);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "RESET_LINK_INVALID" });
    }
    expect((await confirm(second, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await check(second)).json()).toMatchObject({ code: "RESET_LINK_INVALID" });

    const third = await tokenFor(email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.user.id));
    expect((await check(third)).json()).toMatchObject({ code: "RESET_LINK_INVALID" });
    expect((await check("short")).statusCode).toBe(400);
  });
});

describe("the per-mailbox budget", () => {
  it("past a small budget still answers 202 but sends nothing, and a newer link replaces the older one (never a 429 for the owner)", async () => {
    const user = await createUser(t.app);
    const email = user.user.email!;
    const hourly = MAILBOX_BUDGET[0].limit;
    const tokens: string[] = [];
    for (let i = 0; i < hourly; i += 1) tokens.push(await tokenFor(email));
    // Each newer link replaced the older ones.
    for (const older of tokens.slice(0, -1)) {
      expect((await confirm(older, NEW_PASSWORD)).json()).toMatchObject({ code: "RESET_LINK_INVALID" });
    }
    // Past the budget: the same 202 and empty body, for the owner's address and an unknown one alike.
    const unknown = uniqueEmail("nobody");
    const before = t.app.background.settled;
    for (let i = 0; i < hourly; i += 1) await askReset(unknown);
    const [over, overUnknown] = await Promise.all([askReset(email), askReset(unknown)]);
    expect(over.statusCode).toBe(202);
    expect(over.body).toBe("");
    expect(overUnknown.statusCode).toBe(202);
    await settled(before, hourly + 2);
    expect(smtp.to(email)).toHaveLength(hourly);
    // Nothing was sent, so the newest link the owner has still works.
    expect((await confirm(tokens.at(-1)!, NEW_PASSWORD)).statusCode).toBe(204);
  });

  it("keeps a separate budget for each kind of link and each mailbox", async () => {
    const a = uniqueEmail("budget-a");
    const b = uniqueEmail("budget-b");
    for (let i = 0; i < MAILBOX_BUDGET[0].limit; i += 1) expect(await spendMailboxBudget(t.db, "reset", a)).toBeNull();
    expect(await spendMailboxBudget(t.db, "reset", a)).toBeGreaterThan(0);
    expect(await spendMailboxBudget(t.db, "reset", b)).toBeNull();
    expect(await spendMailboxBudget(t.db, "verify-email", a)).toBeNull();
  });
});

it("limits reset requests per source address with 429", async () => {
  const limited = await buildTestApp({ rateLimit: { perIp: 2, perEmail: 1000, windowSeconds: 900 } });
  try {
    expect((await askReset(uniqueEmail("ip"), limited.app)).statusCode).toBe(202);
    expect((await askReset(uniqueEmail("ip"), limited.app)).statusCode).toBe(202);
    const third = await askReset(uniqueEmail("ip"), limited.app);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: "RATE_LIMITED" });
  } finally {
    await limited.close();
  }
});

it("without SMTP, writes the link to the info log with a warning and never to the error log", async () => {
  const stream = new PassThrough();
  const lines: { level: number; msg: string; resetUrl?: string }[] = [];
  stream.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
  });
  const plain = await buildTestApp({ logLevel: "info", publicUrl: PUBLIC_URL }, stream);
  try {
    expect(lines.some((l) => l.level === 40 && l.msg.includes("SMTP_URL is not set"))).toBe(true);
    const user = await createUser(plain.app);
    const before = plain.app.background.settled;
    expect((await askReset(user.user.email!, plain.app)).statusCode).toBe(202);
    await settled(before, 1, plain.app);
    const entry = lines.find((l) => l.resetUrl);
    expect(entry?.level).toBe(30);
    expect(entry?.msg).toContain("SMTP_URL is not set");
    expect(entry?.resetUrl).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password#token=[A-Za-z0-9_-]{43}$`));
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    // The logged link works.
    const token = entry!.resetUrl!.split("#token=")[1]!;
    const res = await plain.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
  } finally {
    await plain.close();
  }
});

it("without PUBLIC_URL, builds the logged link on http://localhost:PORT, never on the Host the asker sent", async () => {
  const stream = new PassThrough();
  const links: string[] = [];
  stream.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) {
      const entry = JSON.parse(line) as { resetUrl?: string };
      if (entry.resetUrl) links.push(entry.resetUrl);
    }
  });
  const plain = await buildTestApp({ logLevel: "info" }, stream);
  try {
    expect(plain.config.publicUrl).toBeUndefined();
    const user = await createUser(plain.app);
    const before = plain.app.background.settled;
    const res = await plain.app.inject({
      method: "POST",
      url: "/api/auth/password-reset",
      payload: { email: user.user.email },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(res.statusCode).toBe(202);
    await settled(before, 1, plain.app);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^http://localhost:${plain.config.port}/reset-password#token=[A-Za-z0-9_-]{43}$`));
  } finally {
    await plain.close();
  }
});

it("ends the other sessions in every process's session cache", async () => {
  const database: Database = await openTestDatabase();
  const config = testConfig();
  const first = await buildApp({ config, db: database.db, logger: false, notifications: database.notifications });
  const second = await buildApp({ config, db: database.db, logger: false, notifications: database.notifications });
  try {
    await Promise.all([first.ready(), second.ready()]);
    const user = await createUser(first);
    // The second process has the session cached (a known session is served from memory).
    await expect.poll(async () => (await me(user.cookie, second)).statusCode).toBe(200);
    const before = first.background.settled;
    expect((await askReset(user.user.email!, first)).statusCode).toBe(202);
    await settled(before, 1, first);
    // Without SMTP the token is only in the log; make a known one the way the server does.
    const token = "B".repeat(43);
    await database.db
      .update(passwordResetTokens)
      .set({ tokenHash: createHash("sha256").update(token).digest("hex") })
      .where(eq(passwordResetTokens.userId, user.user.id));
    const res = await first.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    await expect.poll(async () => (await me(user.cookie, second)).statusCode, { timeout: 5_000 }).toBe(401);
  } finally {
    await first.close();
    await second.close();
    await database.close();
  }
});
