// Sign-in limits hold against forged forwarding headers and cannot lock an account's owner out.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { buildTestApp, TEST_PASSWORD, uniqueEmail } from "../support/test-app";

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
