// WebAuthn challenges live in the database, so the process that answers the second half of a
// ceremony need not be the one that issued the first. Each is taken (deleted) when checked:
// single-use whatever the outcome, and worthless after CHALLENGE_TTL_SECONDS.
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import type { Db } from "../../db/client.js";
import { webauthnChallenges } from "../../db/schema.js";
import { AppError, badRequest } from "../../errors.js";

const CHALLENGE_TTL_SECONDS = 5 * 60;

/** register: adding a passkey; sign-in: no account known yet; confirm: the owner approves a step. */
export type ChallengePurpose = "register" | "sign-in" | "confirm";

export async function saveChallenge(db: Db, challenge: string, purpose: ChallengePurpose, userId: string | null) {
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})`,
  });
}

/** The challenge the browser signed, read from its clientDataJSON. */
export function signedChallenge(clientDataJSON: string): string {
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    if (typeof challenge === "string" && challenge.length > 0 && challenge.length <= 128) return challenge;
  } catch {
    // fall through: unreadable client data is bad input
  }
  throw badRequest("The passkey answer could not be read.");
}

/**
 * Takes the challenge issued for this purpose (and account): passes once, while it is fresh.
 * Deleted whatever happens next, so an answer can never be replayed.
 */
export async function takeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, userId: string | null) {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId ? eq(webauthnChallenges.userId, userId) : isNull(webauthnChallenges.userId),
      ),
    )
    .returning({ fresh: sql<boolean>`${webauthnChallenges.expiresAt} > now()` });
  if (!rows[0]?.fresh) {
    throw new AppError("PASSKEY_CHALLENGE_EXPIRED", "This passkey request has expired. Please try again.");
  }
}

export async function purgeExpiredChallenges(db: Db) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
}
