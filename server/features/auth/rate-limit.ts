// Fixed-window counters in the database, so every app process shares them (architecture brief:
// nothing another process would need is kept in memory).
//
// Signing in has three: per address, per account and address (a stranger who knows an e-mail
// exhausts only their own budget; the owner's success clears the owner's), and, per account across
// every address, a backoff that never locks anyone out: past SIGN_IN_BACKOFF.freeFailures failures
// in its window, each failed attempt makes the next one wait BACKOFF_STEP_SECONDS more (at most
// BACKOFF_MAX_SECONDS). The wait is answered, not slept: 429 with Retry-After, so no request holds
// a connection and the tests need no clock.
import { and, eq, gt, sql } from "drizzle-orm";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/client.js";
import { rateLimits } from "../../db/schema.js";
import { tooManyRequests } from "../../errors.js";

/**
 * Counts one hit on `key`; returns null within `limit` for the current window, else the seconds
 * until the window ends (at least 1).
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<number | null> {
  const row = await countHit(db, key, windowSeconds);
  return !row || row.count <= limit ? null : row.secondsLeft;
}

/** Counts one hit on `key` in its window; returns the window's count and the seconds it has left. */
async function countHit(db: Db, key: string, windowSeconds: number) {
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int`,
    });
  return rows[0];
}

const SIGN_IN_LIMIT_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";

export async function enforceRateLimits(
  db: Db,
  checks: { key: string; limit: number }[],
  windowSeconds: number,
  message = SIGN_IN_LIMIT_MESSAGE,
) {
  for (const check of checks) {
    const secondsLeft = await hitRateLimit(db, check.key, check.limit, windowSeconds);
    if (secondsLeft !== null) throw tooManyRequests(message, secondsLeft);
  }
}

/** The per-account backoff: failures across all addresses in a window, then a growing wait. */
export const SIGN_IN_BACKOFF = {
  windowSeconds: 15 * 60,
  /** Failures in the window before any wait. */
  freeFailures: 20,
  stepSeconds: 2,
  maxSeconds: 30,
  /** The owner is e-mailed about it at most once in this long. */
  alertEverySeconds: 24 * 60 * 60,
} as const;

const addressKey = (email: string, ip: string) => `signin:email:${email}:ip:${ip}`;
const failuresKey = (email: string) => `signin-failures:email:${email}`;
const waitKey = (email: string) => `signin-wait:email:${email}`;
const alertKey = (email: string) => `signin-alert:email:${email}`;

/** The wait after the account's `failures`-th failure in the window, in seconds (0: none). */
function backoffSeconds(failures: number): number {
  const over = failures - SIGN_IN_BACKOFF.freeFailures + 1;
  return over <= 0 ? 0 : Math.min(over * SIGN_IN_BACKOFF.stepSeconds, SIGN_IN_BACKOFF.maxSeconds);
}

/**
 * The account's wait: refused (429, Retry-After the seconds left) while it runs. An attempt after
 * it takes the turn by arming the same wait again at once, so attempts sent together after a wait
 * get one password check between them, not one each. A wait older than the failures' window is
 * over for good.
 */
async function passBackoff(db: Db, email: string) {
  const [turn] = await db
    .update(rateLimits)
    .set({ resetAt: sql`now() + make_interval(secs => ${rateLimits.count})` })
    .where(
      and(
        eq(rateLimits.key, waitKey(email)),
        sql`${rateLimits.resetAt} <= now()`,
        sql`${rateLimits.resetAt} > now() - make_interval(secs => ${SIGN_IN_BACKOFF.windowSeconds})`,
      ),
    )
    .returning({ key: rateLimits.key });
  if (turn) return;
  const [wait] = await db
    .select({ secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, waitKey(email)), gt(rateLimits.resetAt, sql`now()`)))
    .limit(1);
  if (!wait) return;
  const s = wait.secondsLeft;
  throw tooManyRequests(`Too many failed sign-ins on this account. Wait ${s} second${s === 1 ? "" : "s"} and try again.`, s);
}

/**
 * Before a sign-in attempt: refuses with 429 (Retry-After: the wait left) while the account's
 * backoff runs, then counts the attempt from `ip` (any way of signing in: password, passkey) and,
 * with an e-mail, one for that account from that address; refuses with 429 past either limit.
 */
export async function limitSignInAttempts(db: Db, config: Pick<AppConfig, "rateLimit">, ip: string, email?: string) {
  if (email) await passBackoff(db, email);
  const checks = [{ key: `signin:ip:${ip}`, limit: config.rateLimit.perIp }];
  // By account AND source: a stranger who knows an e-mail exhausts only their own budget,
  // never its owner's (who signs in from another address).
  if (email) checks.push({ key: addressKey(email, ip), limit: config.rateLimit.perEmail });
  return enforceRateLimits(db, checks, config.rateLimit.windowSeconds);
}

/**
 * A wrong password for `email` (whether or not an account has it, so nothing tells them apart):
 * counts it in the account's window and, past the free failures, starts the next wait. Returns
 * true when the owner should be told (the backoff has just begun, at most once a day).
 */
export async function recordSignInFailure(db: Db, email: string): Promise<boolean> {
  const hit = await countHit(db, failuresKey(email), SIGN_IN_BACKOFF.windowSeconds);
  const wait = backoffSeconds(hit?.count ?? 0);
  if (wait === 0) return false;
  await db
    .insert(rateLimits)
    .values({ key: waitKey(email), count: wait, resetAt: sql`now() + make_interval(secs => ${wait})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: wait, resetAt: sql`excluded.reset_at` },
    });
  const alert = await countHit(db, alertKey(email), SIGN_IN_BACKOFF.alertEverySeconds);
  return alert?.count === 1;
}

/** A successful sign-in clears this address's count for the account (never the account's backoff). */
export async function recordSignInSuccess(db: Db, email: string, ip: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, addressKey(email, ip)));
}

/** The counters' keys, for the tests. */
export const signInKeys = { address: addressKey, failures: failuresKey, wait: waitKey, alert: alertKey };

export async function purgeExpiredRateLimits(db: Db) {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now()`);
}
