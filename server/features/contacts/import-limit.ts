// Each account may import its address book IMPORTS_PER_DAY times a day, a file or picked
// contacts alike: every import costs a read (read-workers.ts) and maps a book's worth of numbers
// and e-mails to people, and no one needs to import more often than a few times a day. Counted in
// the database's fixed-window counters (rate_limits, as sign-in attempts are), so every app
// process shares the budget; an import counts before its body is read, refused or not.
import type { Db } from "../../db/client.js";
import { enforceRateLimits } from "../auth/rate-limit.js";

export const IMPORTS_PER_DAY = 10;
const WINDOW_SECONDS = 24 * 60 * 60;
export const IMPORT_LIMIT_MESSAGE = `You can import contacts ${IMPORTS_PER_DAY} times a day. Please try again later.`;

/** Counts one import of the account's, or refuses it (429 RATE_LIMITED with Retry-After, the seconds left in its day). */
export function countImport(db: Db, userId: string): Promise<void> {
  return enforceRateLimits(
    db,
    [{ key: `contacts-import:user:${userId}`, limit: IMPORTS_PER_DAY }],
    WINDOW_SECONDS,
    IMPORT_LIMIT_MESSAGE,
  );
}
