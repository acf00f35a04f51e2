// Each account may have at most IMAGE_UPLOADS_PER_HOUR images decoded per hour: an image costs
// seconds of CPU and hundreds of megabytes to clean (images.ts), so one account must not keep the
// decode queue busy for everyone. Counted in the database's fixed-window counters (rate_limits,
// as sign-in attempts are), so every app process shares the budget.
import type { Db } from "../../db/client.js";
import { enforceRateLimits } from "../auth/rate-limit.js";

export const IMAGE_UPLOADS_PER_HOUR = 20;
const WINDOW_SECONDS = 60 * 60;
export const IMAGE_BUDGET_MESSAGE = "You have uploaded too many photos in the last hour. Please try again later.";

/**
 * Counts `count` images toward the account's hour, or refuses (429 with Retry-After, the seconds
 * until its hour is over) once they would pass the budget. A refused image counts too, as a
 * refused sign-in attempt does.
 */
export async function spendImageBudget(db: Db, userId: string, count = 1): Promise<void> {
  for (let i = 0; i < count; i++) {
    await enforceRateLimits(
      db,
      [{ key: `images:user:${userId}`, limit: IMAGE_UPLOADS_PER_HOUR }],
      WINDOW_SECONDS,
      IMAGE_BUDGET_MESSAGE,
    );
  }
}
