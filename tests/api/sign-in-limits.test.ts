// Sign-in limits hold against forged forwarding headers and cannot lock an account's owner out:
// successes clear their address's count; failures across addresses slow the account down (429 with
// Retry-After, 2 s more each, at most 30 s) and e-mail its owner once a day, never locking it.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { rateLimits } from "../../server/db/schema";
import { signInKeys } from "../../server/features/auth/rate-limit";
import { registerLocalUser } from "../../server/features/auth/service";
import { startSmtp } from "../support/smtp";
import { buildTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from "../support/test-app";

const PROXY = "10.0.0.1";
const ATTACKER = "203.0.113.9";

describe("TRUST_PROXY", () => {
  it("names proxies; true (trust anyone) is refused", () => {
    const base = { SESSION_SECRET: "test-secret-test-secret-test-secret", DATA_DIR: "/tmp/vowch-config-test" };
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.0/8, loopback,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "loopback",
      "::1",
    ]);
    expect(loadConfig({ ...base }).trustProxy).toEqual([]);
    expect(loadConfig({ ...base, TRUST_PROXY: "false" }).trustProxy).toEqual([]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });

  it("ignores X-Forwarded-For from anyone but the proxy, so forging it does not escape the per-IP limit", async () => {
    const t = await buildTestApp({ trustProxy: [PROXY], rateLimit: { perIp: 2, perEmail: 100, windowSeconds: 900 } });
    try {
      const attempt = (from: string, forwardedFor: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: uniqueEmail(), password: "whatever1" },
          remoteAddress: from,
          headers: { "x-forwarded-for": forwardedFor },
        });
      expect((await attempt(ATTACKER, "198.51.100.1")).statusCode).toBe(401);
      expect((await attempt(ATTACKER, "198.51.100.2")).statusCode).toBe(401);
      expect((await attempt(ATTACKER, "198.51.100.3")).statusCode).toBe(429);
      // Through the proxy, the forwarded address is the client's: other clients are not limited.
      expect((await attempt(PROXY, "198.51.100.4")).statusCode).toBe(401);
      expect((await attempt(PROXY, "198.51.100.5")).statusCode).toBe(401);
      expect((await attempt(PROXY, "198.51.100.6")).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe("per-account limit", () => {
  it("stops a stranger guessing one e-mail without locking its owner out", async () => {
    const t = await buildTestApp({ rateLimit: { perIp: 1000, perEmail: 3, windowSeconds: 900 } });
    try {
      const email = uniqueEmail();
      const registered = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email, password: TEST_PASSWORD },
        remoteAddress: "198.51.100.7",
      });
      expect(registered.statusCode).toBe(201);
      const guess = (password: string) =>
        t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: ATTACKER });
      expect((await guess("guess one")).statusCode).toBe(401);
      expect((await guess("guess two")).statusCode).toBe(401);
      expect((await guess("guess three")).statusCode).toBe(401);
      expect((await guess(TEST_PASSWORD)).statusCode).toBe(429);
      const owner = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: TEST_PASSWORD },
        remoteAddress: "198.51.100.7",
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe("successful sign-ins", () => {
  it(
    "clear their address's count for the account, so signing in often never locks its owner out",
    { timeout: 120_000 },
    async () => {
      const t = await buildTestApp({ rateLimit: { perIp: 1000, perEmail: 10, windowSeconds: 900 } });
      try {
        const email = uniqueEmail();
        const home = "198.51.100.20";
        // With SMTP on, registering e-mails a link: the account is made directly, as finishing it would.
        await registerLocalUser(t.db, email, TEST_PASSWORD);
        for (let i = 0; i < 12; i++) {
          const res = await t.app.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { email, password: TEST_PASSWORD },
            remoteAddress: home,
          });
          expect(res.statusCode, `sign-in ${i + 1}: ${res.body}`).toBe(200);
        }
        // A failure after them counts from one again.
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email, password: "wrong one" },
          remoteAddress: home,
        });
        const [row] = await t.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, signInKeys.address(email, home)));
        expect(row?.count).toBe(1);
      } finally {
        await t.close();
      }
    },
  );
});

describe("failures on one account across addresses", () => {
  const waitRow = async (t: TestApp, email: string) =>
    (
      await t.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, signInKeys.wait(email)))
    )[0];
  /** The wait has run out (the tests move the database's clock, never sleep). */
  const endWait = (t: TestApp, email: string) =>
    t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, signInKeys.wait(email)));

  // About forty password checks (scrypt): more than the default time on a busy machine.
  it(
    "make each further attempt wait 2 s more, up to 30 s, answered as 429 with Retry-After, and e-mail the owner once",
    { timeout: 120_000 },
    async () => {
      const smtp = await startSmtp();
      const t = await buildTestApp({
        smtpUrl: smtp.url,
        publicUrl: "https://vowch.example",
        rateLimit: { perIp: 1000, perEmail: 10, windowSeconds: 900 },
      });
      try {
        const email = uniqueEmail("owner");
        // With SMTP on, registering e-mails a link: the account is made directly, as finishing it would.
        await registerLocalUser(t.db, email, TEST_PASSWORD);
        const attempt = (password: string, n: number) =>
          t.app.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { email, password },
            // Many addresses, none past its own limit: only the account's count can stop them.
            remoteAddress: `203.0.113.${n % 250}`,
          });
        let n = 0;
        for (; n < 20; n++) expect((await attempt(`wrong guess ${n}`, n)).statusCode).toBe(401);
        // The 21st attempt waits 2 s, even with the right password (the wait tells nothing).
        const waiting = await attempt(TEST_PASSWORD, n++);
        expect(waiting.statusCode).toBe(429);
        expect(waiting.json()).toMatchObject({
          code: "RATE_LIMITED",
          message: expect.stringMatching(/^Too many failed sign-ins on this account\. Wait [12] seconds? and try again\.$/),
        });
        const retryAfter = Number(waiting.headers["retry-after"]);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(2);
        expect((await waitRow(t, email))?.count).toBe(2);

        // Each further failure waits 2 s more, at most 30.
        const waits: number[] = [];
        for (let i = 0; i < 16; i++) {
          await endWait(t, email);
          expect((await attempt(`wrong guess again ${i}`, n++)).statusCode).toBe(401);
          waits.push((await waitRow(t, email))!.count);
        }
        expect(waits).toEqual([4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 30, 30]);

        // Attempts sent together after a wait get one password check between them, not one each.
        await endWait(t, email);
        const together = await Promise.all([0, 1, 2, 3, 4].map((i) => attempt(`wrong together ${i}`, n + i)));
        n += 5;
        expect(together.map((r) => r.statusCode).sort()).toEqual([401, 429, 429, 429, 429]);
        const longest = await attempt(TEST_PASSWORD, n++);
        expect(longest.statusCode).toBe(429);
        expect(Number(longest.headers["retry-after"])).toBeLessThanOrEqual(30);

        // Never a lockout: once the wait is over, the owner signs in.
        await endWait(t, email);
        expect((await attempt(TEST_PASSWORD, n++)).statusCode).toBe(200);

        // The owner was e-mailed once, when the slowing began.
        await t.app.background.drain();
        const mails = smtp.to(email);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe("Someone is trying to sign in to your Vowch account");
        expect(mails[0]!.text).toContain("20 failed sign-ins in 15 minutes");
        expect(mails[0]!.text).toContain("Your account is not locked");
        expect(mails[0]!.text).toContain("https://vowch.example/forgot-password");
      } finally {
        await t.close();
        await smtp.close();
      }
    },
  );

  it("answer an e-mail without an account the same way, and e-mail nobody", { timeout: 120_000 }, async () => {
    const smtp = await startSmtp();
    const t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: "https://vowch.example" });
    try {
      const email = uniqueEmail("nobody");
      const attempt = () =>
        t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "a wrong guess" } });
      for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
      await t.app.background.drain();
      expect(smtp.received).toHaveLength(0);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
