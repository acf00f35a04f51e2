// "Forgot password?": a single-use link valid 30 minutes. Only the token's
// SHA-256 is stored. Using it sets the new password, ends every other session of the account
// (deleting their rows: the sessions trigger of migration 0011 tells every process's cache) and
// removes the account's passkeys: whoever took the account may have added one, and a reset must
// leave the password as the only way in.
import type { Language } from "../../../common/i18n/languages.js";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { RESET_LINK_INVALID_MESSAGE } from "../../../common/schemas/auth.js";
import type { Db } from "../../db/client.js";
import { passkeys, passwordResetTokens, sessions, userCredentials, users } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { hashPassword } from "./passwords.js";

export const RESET_LINK_MINUTES = 30;

const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new reset token for the local account with this e-mail, or null when there is none (an
 * identity-provider account has no password to reset). The raw token is returned once, never stored.
 * It replaces the account's older links: only the newest one works.
 */
export async function createResetToken(
  db: Db,
  email: string,
): Promise<{ token: string; email: string; language: string } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, language: users.language })
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
  return { token, email: user.email, language: user.language };
}

/** The row of a token that still resets: unused, unexpired (a newer link spends the older ones). */
const usable = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashResetToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** Whether a token would still reset (unused, unexpired, the account's newest); uses nothing. */
export async function resetTokenUsable(db: Db, token: string): Promise<boolean> {
  const [row] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(usable(token)).limit(1);
  return !!row;
}

/**
 * Uses a token: in one transaction the token is spent (only an unused, unexpired one: a second use
 * or a race finds nothing), the password replaced, the account's other links spent, its passkeys
 * removed and every session of the account deleted but the caller's own, when the caller is signed
 * in to that account. Returns the account and the names of the passkeys removed.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  caller: { sessionId: string | null; userId: string | null },
): Promise<{ userId: string; email: string | null; language: Language; removedPasskeys: string[] }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usable(token))
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
    const removed = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ name: passkeys.name });
    const [owner] = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return {
      userId,
      email: owner?.email ?? null,
      language: owner?.language ?? "en",
      removedPasskeys: removed.map((p) => p.name),
    };
  });
}

export async function purgeExpiredResetTokens(db: Db) {
  await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} < now() - interval '1 day'`);
}
