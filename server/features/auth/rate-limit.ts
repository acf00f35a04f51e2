// Fixed-window counters in the database, so every app process shares them (architecture brief:
// nothing another process would need is kept in memory).
import { sql } from "drizzle-orm";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/client.js";
import { rateLimits } from "../../db/schema.js";
import { tooManyRequests } from "../../errors.js";

/**
 * Counts one hit on `key`; returns null within `limit` for the current window, else the seconds
 * until the window ends (at least 1).
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<number | null> {
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
  const row = rows[0];
  return !row || row.count <= limit ? null : row.secondsLeft;
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

/**
 * Counts one sign-in attempt from `ip` (any way of signing in: password, passkey) and, with an
 * e-mail, one for that account from that address; refuses with 429 past either limit.
 */
export function limitSignInAttempts(db: Db, config: Pick<AppConfig, "rateLimit">, ip: string, email?: string) {
  const checks = [{ key: `signin:ip:${ip}`, limit: config.rateLimit.perIp }];
  // By account AND source: a stranger who knows an e-mail exhausts only their own budget,
  // never its owner's (who signs in from another address).
  if (email) checks.push({ key: `signin:email:${email}:ip:${ip}`, limit: config.rateLimit.perEmail });
  return enforceRateLimits(db, checks, config.rateLimit.windowSeconds);
}

export async function purgeExpiredRateLimits(db: Db) {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now()`);
}
