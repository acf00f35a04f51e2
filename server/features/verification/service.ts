// Proving an account's e-mail (a single-use link) and phone (a 6-digit SMS code): the rule that only
// proven identifiers match address books (docs/decisions/103-proven-contacts.md).
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import parsePhoneNumber from "libphonenumber-js/max";
import { EMAIL_LINK_HOURS, PHONE_CODE_MINUTES, PHONE_CODE_TRIES } from "../../../common/schemas/verification.js";
import { EMAIL_LINK_INVALID_MESSAGE } from "../../../common/schemas/verification.js";
import type { Db } from "../../db/client.js";
import { emailVerificationTokens, phoneVerificationCodes, users } from "../../db/schema.js";
import { AppError } from "../../errors.js";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Whether a text message can reach this E.164 number: a mobile number, or one that may be mobile. */
export function canReceiveSms(phoneKey: string | null): boolean {
  if (!phoneKey) return false;
  const type = parsePhoneNumber(phoneKey)?.getType();
  return type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE";
}

/** A new verification link's token for the account's current e-mail; older links stop working. */
export async function createEmailToken(db: Db, userId: string, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
    await tx.insert(emailVerificationTokens).values({
      userId,
      email,
      tokenHash: sha256(token),
      expiresAt: sql`now() + make_interval(hours => ${EMAIL_LINK_HOURS})`,
    });
  });
  return token;
}

/**
 * Spends a link (unused and unexpired, else nothing happens) and proves the e-mail it was sent to,
 * if the account still has it. Returns the account's id.
 */
export async function confirmEmailToken(db: Db, token: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, sha256(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    const proven = spent
      ? await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(and(eq(users.id, spent.userId), eq(users.email, spent.email)))
          .returning({ id: users.id })
      : [];
    if (!proven[0]) throw new AppError("VERIFICATION_LINK_INVALID", EMAIL_LINK_INVALID_MESSAGE);
    return proven[0].id;
  });
}

const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/** A new 6-digit code for the number `phoneKey`, replacing any code the account had. */
export async function createPhoneCode(db: Db, userId: string, phoneKey: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const values = {
    phoneKey,
    codeHash: codeHash(userId, code),
    triesLeft: PHONE_CODE_TRIES,
    expiresAt: sql`now() + make_interval(mins => ${PHONE_CODE_MINUTES})`,
    createdAt: sql`now()`,
  };
  await db
    .insert(phoneVerificationCodes)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: phoneVerificationCodes.userId, set: values });
  return code;
}

export async function discardPhoneCode(db: Db, userId: string) {
  await db.delete(phoneVerificationCodes).where(eq(phoneVerificationCodes.userId, userId));
}

const CODE_EXPIRED = "This code has expired. Send a new one.";

/**
 * Checks a code for the account's current number. Each check spends a try (in the statement that
 * reads the code, so parallel guesses cannot share one). A right code proves the number: its proof
 * moves from any other account that had it (carriers pass numbers on), whose ids are returned.
 */
export async function confirmPhoneCode(
  db: Db,
  userId: string,
  phoneKey: string | null,
  code: string,
): Promise<{ displaced: { id: string; email: string | null; language: string }[] }> {
  const [row] = await db
    .update(phoneVerificationCodes)
    .set({ triesLeft: sql`${phoneVerificationCodes.triesLeft} - 1` })
    .where(
      and(
        eq(phoneVerificationCodes.userId, userId),
        gt(phoneVerificationCodes.triesLeft, 0),
        gt(phoneVerificationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({
      phoneKey: phoneVerificationCodes.phoneKey,
      codeHash: phoneVerificationCodes.codeHash,
      triesLeft: phoneVerificationCodes.triesLeft,
    });
  if (!row || !phoneKey || row.phoneKey !== phoneKey) {
    if (row) await discardPhoneCode(db, userId);
    throw new AppError("VERIFICATION_CODE_INVALID", CODE_EXPIRED);
  }
  const right = timingSafeEqual(Buffer.from(row.codeHash), Buffer.from(codeHash(userId, code)));
  if (!right) {
    if (row.triesLeft <= 0) {
      await discardPhoneCode(db, userId);
      throw new AppError("VERIFICATION_CODE_INVALID", "That code is not right, and it has no tries left. Send a new one.");
    }
    throw new AppError(
      "VERIFICATION_CODE_INVALID",
      `That code is not right. ${row.triesLeft} ${row.triesLeft === 1 ? "try" : "tries"} left.`,
    );
  }
  return db.transaction(async (tx) => {
    // One proof of a number at a time, so two accounts proving it together end with one holder.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('proven-phone:' || ${phoneKey}, 0))`);
    await tx.delete(phoneVerificationCodes).where(eq(phoneVerificationCodes.userId, userId));
    const displaced = await tx
      .update(users)
      .set({ provenPhoneKey: null })
      .where(and(eq(users.provenPhoneKey, phoneKey), ne(users.id, userId)))
      .returning({ id: users.id, email: users.email, language: users.language });
    const [proven] = await tx
      .update(users)
      .set({ provenPhoneKey: phoneKey })
      .where(and(eq(users.id, userId), eq(users.phoneKey, phoneKey)))
      .returning({ id: users.id });
    if (!proven) throw new AppError("VERIFICATION_CODE_INVALID", CODE_EXPIRED);
    return { displaced };
  });
}

export async function purgeExpiredVerifications(db: Db) {
  await db.delete(phoneVerificationCodes).where(sql`${phoneVerificationCodes.expiresAt} < now()`);
  await db.delete(emailVerificationTokens).where(sql`${emailVerificationTokens.expiresAt} < now() - interval '1 day'`);
}
