// Links e-mailed to one mailbox — password reset links, e-mail verification links, sign-up mails — are bounded per
// mailbox and kind, whoever asks: past the budget nothing more is sent (a reset request still
// answers 202, so the asker learns nothing and the owner is not flooded), and within it each new
// link replaces the older ones (docs/decisions/103-proven-contacts.md).
import type { Db } from "../../db/client.js";
import { hitRateLimit } from "./rate-limit.js";

export type MailboxLinkKind = "reset" | "verify-email" | "signup";

/** Links of one kind one mailbox may be sent: a few an hour, a few more a day. */
export const MAILBOX_BUDGET = [
  { name: "hour", limit: 3, windowSeconds: 60 * 60 },
  { name: "day", limit: 6, windowSeconds: 24 * 60 * 60 },
] as const;

export interface WindowCheck {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit on each check in order and stops at the first past its limit: null when all held,
 * else the seconds until that window ends.
 */
export async function spendWindows(db: Db, checks: readonly WindowCheck[]): Promise<number | null> {
  for (const check of checks) {
    const secondsLeft = await hitRateLimit(db, check.key, check.limit, check.windowSeconds);
    if (secondsLeft !== null) return secondsLeft;
  }
  return null;
}

/**
 * Spends one link of `kind` to `email` (lower-cased) from its budget: null when it may be sent, else
 * the seconds until it may.
 */
export function spendMailboxBudget(db: Db, kind: MailboxLinkKind, email: string): Promise<number | null> {
  return spendWindows(
    db,
    MAILBOX_BUDGET.map((w) => ({ key: `mailbox:${kind}:${w.name}:${email}`, limit: w.limit, windowSeconds: w.windowSeconds })),
  );
}
