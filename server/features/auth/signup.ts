// Sign-up by e-mailed link (with SMTP_URL set): registering stores a pending sign-up and e-mails a
// single-use link valid 24 hours; opening it creates the account, proves its e-mail and signs in
// (docs/decisions/117-sign-up-by-e-mail-link.md). No account exists before the link is opened, so
// a sign-up neither takes nor reveals an address, and whoever opens the link proved the mailbox.
import type { Language } from "../../../common/i18n/languages.js";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { SIGNUP_LINK_HOURS, SIGNUP_LINK_INVALID_MESSAGE } from "../../../common/schemas/auth.js";
import type { Db } from "../../db/client.js";
import { pendingSignups, userCredentials, users, type User } from "../../db/schema.js";
import { AppError, conflict } from "../../errors.js";
import { hashPassword, verifyPassword } from "./passwords.js";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A random secret for a link or a browser cookie (43 base64url characters). */
export const newSecret = () => randomBytes(32).toString("base64url");

/** Whether a local or identity-provider account already has this e-mail. */
/** The language of the account that has this e-mail already (its mails speak it), else null. */
export async function takenAccountLanguage(db: Db, email: string): Promise<Language | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.email, email)).limit(1);
  return row?.language ?? null;
}

/**
 * Stores a sign-up waiting for its link: the password's hash, the link token's and the asking
 * browser's secret's SHA-256. Returns the link's token. Earlier pending sign-ups of the address
 * stay valid until one of them is finished (so a stranger's sign-up cannot spend the owner's link).
 */
export async function createPendingSignup(db: Db, email: string, password: string, browserSecret: string): Promise<string> {
  const token = newSecret();
  await db.insert(pendingSignups).values({
    email,
    passwordHash: await hashPassword(password),
    tokenHash: sha256(token),
    browserHash: sha256(browserSecret),
    expiresAt: sql`now() + make_interval(hours => ${SIGNUP_LINK_HOURS})`,
  });
  return token;
}

const linkInvalid = () => new AppError("SIGNUP_LINK_INVALID", SIGNUP_LINK_INVALID_MESSAGE);

const sameSecret = (hash: string, secret: string | null) =>
  !!secret && timingSafeEqual(Buffer.from(hash), Buffer.from(sha256(secret)));

/**
 * Finishes a sign-up from its link: only an unused, unexpired link works, and only in the browser
 * that asked (its cookie's secret) or with the password chosen at sign-up, so a link someone else
 * asked for with their own password cannot make an account the mailbox's owner would then use.
 * Creates the account with its e-mail proven and spends every pending sign-up of the address.
 */
export async function finishSignup(
  db: Db,
  token: string,
  proof: { browserSecret: string | null; password: string | undefined },
): Promise<User> {
  const live = and(
    eq(pendingSignups.tokenHash, sha256(token)),
    isNull(pendingSignups.usedAt),
    gt(pendingSignups.expiresAt, sql`now()`),
  );
  const [pending] = await db.select().from(pendingSignups).where(live).limit(1);
  if (!pending) throw linkInvalid();
  const fromSameBrowser = sameSecret(pending.browserHash, proof.browserSecret);
  if (!fromSameBrowser) {
    if (proof.password === undefined) {
      throw new AppError("SIGNUP_PASSWORD_NEEDED", "Enter the password you chose when you signed up to finish.");
    }
    if (!(await verifyPassword(proof.password, pending.passwordHash))) {
      throw new AppError("SIGNUP_PASSWORD_NEEDED", "That is not the password you chose when you signed up.", [
        { path: "password", message: "Wrong password" },
      ]);
    }
  }
  return db.transaction(async (tx) => {
    // Spent in the statement that checks it, so two tabs opening one link make one account.
    const [spent] = await tx
      .update(pendingSignups)
      .set({ usedAt: sql`now()` })
      .where(live)
      .returning({ id: pendingSignups.id });
    if (!spent) throw linkInvalid();
    await tx
      .update(pendingSignups)
      .set({ usedAt: sql`now()` })
      .where(and(eq(pendingSignups.email, pending.email), isNull(pendingSignups.usedAt)));
    const [user] = await tx
      .insert(users)
      .values({ email: pending.email, emailVerifiedAt: sql`now()` })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict("EMAIL_TAKEN", "An account with this e-mail already exists. Sign in instead.");
    await tx.insert(userCredentials).values({ userId: user.id, passwordHash: pending.passwordHash });
    return user;
  });
}

export async function purgeExpiredSignups(db: Db) {
  await db.delete(pendingSignups).where(sql`${pendingSignups.expiresAt} < now() - interval '1 day'`);
}
