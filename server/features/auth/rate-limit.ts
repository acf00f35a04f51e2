// Fixed-window counters in the database, so every app process shares them (architecture brief:
// nothing another process would need is kept in memory).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rateLimits } from "../../db/schema.js";
import { tooManyRequests } from "../../errors.js";

/** Counts one hit on `key`; returns false when the key is over `limit` in the current window. */
async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<boolean> {
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
    .returning({ count: rateLimits.count });
  return (rows[0]?.count ?? 0) <= limit;
}

export async function enforceRateLimits(db: Db, checks: { key: string; limit: number }[], windowSeconds: number) {
  for (const check of checks) {
    if (!(await hitRateLimit(db, check.key, check.limit, windowSeconds))) {
      throw tooManyRequests("Too many sign-in attempts. Please wait a few minutes and try again.");
    }
  }
}

export async function purgeExpiredRateLimits(db: Db) {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now()`);
}
