// "Forgot password?": a single-use link valid 30 minutes. Only the token's
// SHA-256 is stored. Using it sets the new password and ends every other session of the account
// (deleting their rows: the sessions trigger of migration 0011 tells every process's cache).
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { RESET_LINK_INVALID_MESSAGE } from "../../../common/schemas/auth.js";
import type { Db } from "../../db/client.js";
import { passwordResetTokens, sessions, userCredentials, users } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { hashPassword } from "./passwords.js";

export const RESET_LINK_MINUTES = 30;

const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new reset token for the local account with this e-mail, or null when there is none (an
 * identity-provider account has no password to reset). The raw token is returned once, never stored.
 * It replaces the account's older links: only the newest one works.
 */
export async function createResetToken(db: Db, email: string): Promise<{ token: string; email: string } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  if (!user?.email) return null;
  const token = randomBytes(32).toString("base64url");
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashResetToken(token),
    expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
  });
  return { token, email: user.email };
}

/**
 * Uses a token: in one transaction the token is spent (only an unused, unexpired one: a second use
 * or a race finds nothing), the password replaced, the account's other links spent and every
 * session of the account deleted but the caller's own, when the caller is signed in to that account.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  caller: { sessionId: string | null; userId: string | null },
): Promise<string> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new AppError("RESET_LINK_INVALID", RESET_LINK_INVALID_MESSAGE);
    const { userId } = spent;
    await tx
      .update(userCredentials)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(userCredentials.userId, userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .delete(sessions)
      .where(
        and(
          sql`(${sessions.sess}->>'userId') = ${userId}`,
          caller.sessionId && caller.userId === userId ? ne(sessions.sid, caller.sessionId) : undefined,
        ),
      );
    return userId;
  });
}

export async function purgeExpiredResetTokens(db: Db) {
  await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} < now() - interval '1 day'`);
}
