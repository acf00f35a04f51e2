// Each account may have at most IMAGE_UPLOADS_PER_HOUR images decoded per hour: an image costs
// seconds of CPU and hundreds of megabytes to clean (images.ts), so one account must not keep the
// decode queue busy for everyone. Counted in the database's fixed-window counters (rate_limits,
// as sign-in attempts are), so every app process shares the budget.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rateLimits } from "../../db/schema.js";
import { AppError, tooManyRequests } from "../../errors.js";
import { enforceRateLimits } from "../auth/rate-limit.js";

export const IMAGE_UPLOADS_PER_HOUR = 20;
const WINDOW_SECONDS = 60 * 60;
export const IMAGE_BUDGET_MESSAGE = "You have uploaded too many photos in the last hour. Please try again later.";

const keyOf = (userId: string) => `images:user:${userId}`;

/**
 * Counts `count` images toward the account's hour, or refuses (429 with Retry-After, the seconds
 * until its hour is over) once they would pass the budget. A refused image counts too, as a
 * refused sign-in attempt does.
 */
export async function spendImageBudget(db: Db, userId: string, count = 1): Promise<void> {
  const key = keyOf(userId);
  try {
    for (let i = 0; i < count; i++) {
      await enforceRateLimits(db, [{ key, limit: IMAGE_UPLOADS_PER_HOUR }], WINDOW_SECONDS, IMAGE_BUDGET_MESSAGE);
    }
  } catch (err) {
    // Already told when its window ends, or not a refusal of ours.
    if (!(err instanceof AppError) || err.code !== "RATE_LIMITED" || err.retryAfterSeconds !== undefined) throw err;
    const [row] = await db
      .select({ seconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int` })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    throw tooManyRequests(IMAGE_BUDGET_MESSAGE, row?.seconds ?? WINDOW_SECONDS);
  }
}
