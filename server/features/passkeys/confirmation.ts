// Adding a passkey gives a new way into the account, so a session alone is not enough (a session
// can be left open on a shared computer or stolen): the owner confirms first, with the password
// typed again, with one of the account's passkeys, or (an account with neither, signed up through
// an identity provider) by signing in again there with `prompt=login` and `max_age=0`. That last
// proof is kept on the session for CONFIRMED_WINDOW_SECONDS, since it comes back through a page
// navigation; the other two travel with the request that asks for the registration challenge.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { PasskeyRegistrationProof } from "../../../common/schemas/account.js";
import { queryRows, type Db } from "../../db/client.js";
import { sessions, userCredentials, userIdentities } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { currentUser } from "../../http/auth.js";
import { verifyPassword } from "../auth/passwords.js";
import type { RelyingParty } from "./relying-party.js";
import { verifyPasskey } from "./service.js";

/** How long a fresh sign-in at the identity provider lets this session add a passkey. */
const CONFIRMED_WINDOW_SECONDS = 5 * 60;

const CONFIRM_FIRST = "Confirm it is you first: enter your password, use one of your passkeys, or sign in again.";
const WRONG_PASSWORD = "That password is not right.";

async function passwordHashOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: userCredentials.passwordHash })
    .from(userCredentials)
    .where(eq(userCredentials.userId, userId))
    .limit(1);
  return row?.hash;
}

export async function hasIdentityProvider(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: userIdentities.id }).from(userIdentities).where(eq(userIdentities.userId, userId)).limit(1);
  return !!row;
}

/**
 * How this account can confirm who it is (one statement): a password, an identity provider, and
 * whether this session signed in again there within the window.
 */
export async function confirmationState(db: Db, userId: string, sid: string | null) {
  const [row] = await queryRows<{ has_password: boolean; has_identity_provider: boolean; recently_confirmed: boolean }>(
    db,
    sql`select
      exists (select 1 from ${userCredentials} where ${userCredentials.userId} = ${userId}) as has_password,
      exists (select 1 from ${userIdentities} where ${userIdentities.userId} = ${userId}) as has_identity_provider,
      coalesce((
        select (${sessions.sess}->>'confirmedAt')::timestamptz > now() - make_interval(secs => ${CONFIRMED_WINDOW_SECONDS})
        from ${sessions} where ${sessions.sid} = ${sid ?? ""}
      ), false) as recently_confirmed`,
  );
  return {
    hasPassword: row?.has_password === true,
    hasIdentityProvider: row?.has_identity_provider === true,
    recentlyConfirmed: row?.recently_confirmed === true,
  };
}

/** True when the identity provider's `issuer` + `subject` is linked to `userId`. */
export async function identityBelongsTo(db: Db, issuer: string, subject: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.userId === userId;
}

/** Notes on this session that its owner has just signed in again at the identity provider. */
export async function markSessionConfirmed(db: Db, sid: string) {
  await db
    .update(sessions)
    .set({ sess: sql`(${sessions.sess}::jsonb || jsonb_build_object('confirmedAt', now()))::json` })
    .where(eq(sessions.sid, sid));
}

/** True while this session's sign-in again at the identity provider is within its window. */
async function sessionRecentlyConfirmed(db: Db, sid: string | null): Promise<boolean> {
  if (!sid) return false;
  const [row] = await db
    .select({
      fresh: sql<boolean>`coalesce((${sessions.sess}->>'confirmedAt')::timestamptz > now() - make_interval(secs => ${CONFIRMED_WINDOW_SECONDS}), false)`,
    })
    .from(sessions)
    .where(eq(sessions.sid, sid))
    .limit(1);
  return row?.fresh === true;
}

/** Throws unless the request carries (or the session holds) fresh proof that the owner is there. */
export async function requireOwnerConfirmation(
  db: Db,
  rp: RelyingParty,
  request: FastifyRequest,
  proof: PasskeyRegistrationProof,
) {
  const user = currentUser(request);
  if (proof?.passkey) {
    await verifyPasskey(db, rp, proof.passkey, "confirm", user.id);
    return;
  }
  if (proof?.password !== undefined) {
    const hash = await passwordHashOf(db, user.id);
    if (!hash || !(await verifyPassword(proof.password, hash))) throw new AppError("CONFIRMATION_FAILED", WRONG_PASSWORD);
    return;
  }
  if (await sessionRecentlyConfirmed(db, request.sessionId)) return;
  throw new AppError("CONFIRMATION_REQUIRED", CONFIRM_FIRST);
}
