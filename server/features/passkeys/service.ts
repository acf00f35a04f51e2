// Passkeys beside e-mail and password: registering one for the signed-in account,
// signing in with one, and confirming a step (deleting the account) with one. Every ceremony's
// challenge is stored (challenges.ts) and taken before the answer is verified.
import { and, asc, eq, sql } from "drizzle-orm";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import type { Db } from "../../db/client.js";
import { passkeys, users, type User } from "../../db/schema.js";
import { AppError, badRequest, notFound } from "../../errors.js";
import { saveChallenge, signedChallenge, takeChallenge, type ChallengePurpose } from "./challenges.js";
import { passkeyDeviceName } from "./device-name.js";
import type { RelyingParty } from "./relying-party.js";

/** How long the browser's prompt stays open. */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
/** More than anyone needs (phone, laptop, a security key or two), few enough to list on one screen. */
const MAX_PASSKEYS = 20;

/** A second passkey on an authenticator that already holds one for this account. */
const PASSKEY_EXISTS_MESSAGE = "This device already has a passkey for Vowch.";

const REJECTED = "This passkey could not be verified. Try another passkey or sign in with your e-mail and password.";

const passkeyItem = {
  id: passkeys.id,
  name: passkeys.name,
  backedUp: passkeys.backedUp,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

/** The WebAuthn user handle of an account: its id's bytes, so a passkey names whose it is. */
const userHandle = (userId: string) => isoUint8Array.fromUTF8String(userId);

export function listPasskeys(db: Db, userId: string) {
  return db
    .select(passkeyItem)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
    .limit(MAX_PASSKEYS);
}

async function credentialsOf(db: Db, userId: string) {
  return db
    .select({ id: passkeys.credentialId, transports: passkeys.transports, name: passkeys.name })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(MAX_PASSKEYS);
}

export async function registrationOptions(db: Db, rp: RelyingParty, user: User) {
  const existing = await credentialsOf(db, user.id);
  if (existing.length >= MAX_PASSKEYS) {
    throw badRequest(`You can keep up to ${MAX_PASSKEYS} passkeys. Remove one to add another.`);
  }
  const label = user.email ?? ([user.firstName, user.lastName].filter(Boolean).join(" ") || "Vowch account");
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandle(user.id),
    userName: label,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(" ") || label,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    // One passkey per authenticator and account: an authenticator already holding one refuses
    // (the browser's InvalidStateError, shown as PASSKEY_EXISTS_MESSAGE).
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    // Discoverable, so signing in needs no e-mail first; verified (PIN, fingerprint, face).
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await saveChallenge(db, options.challenge, "register", user.id);
  return options;
}

/**
 * Verifies a create() answer on the account's registration challenge and stores the passkey,
 * named `name` or else by its device (`userAgent`, the authenticator's AAGUID and transports).
 */
export async function addPasskey(
  db: Db,
  rp: RelyingParty,
  userId: string,
  response: RegistrationResponseJSON,
  name: string | undefined,
  userAgent?: string,
) {
  const challenge = signedChallenge(response.response.clientDataJSON);
  await takeChallenge(db, challenge, "register", userId);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw badRequest("This passkey could not be verified. Please try again.");
  const { credential, credentialDeviceType, credentialBackedUp, aaguid } = verification.registrationInfo;
  const transports = (credential.transports ?? []).slice(0, 10);
  const deviceName = async () =>
    passkeyDeviceName({
      userAgent,
      aaguid,
      transports,
      taken: (await credentialsOf(db, userId)).map((c) => c.name),
    });
  const rows = await db
    .insert(passkeys)
    .values({
      userId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: name ?? (await deviceName()),
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning(passkeyItem);
  if (!rows[0]) throw new AppError("PASSKEY_EXISTS", PASSKEY_EXISTS_MESSAGE);
  return rows[0];
}

/** Removes one of the account's passkeys; returns its name (for the e-mail that tells the owner). */
export async function removePasskey(db: Db, userId: string, passkeyId: string): Promise<string> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  if (!rows[0]) throw notFound("Passkey not found");
  return rows[0].name;
}

/**
 * Options for get(): for signing in, any discoverable passkey (the browser offers the ones it
 * holds for this site); for confirming, only the account's own.
 */
export async function authenticationOptions(db: Db, rp: RelyingParty, purpose: "sign-in" | "confirm", userId?: string) {
  let allowCredentials: { id: string; transports?: string[] }[] | undefined;
  if (purpose === "confirm") {
    allowCredentials = await credentialsOf(db, userId!);
    if (allowCredentials.length === 0) throw notFound("This account has no passkeys");
  }
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: "required",
    allowCredentials: allowCredentials?.map((c) => ({ id: c.id, transports: c.transports as never })),
  });
  await saveChallenge(db, options.challenge, purpose, purpose === "confirm" ? userId! : null);
  return options;
}

/**
 * Verifies a get() answer on a challenge issued for `purpose`; returns the passkey's account.
 * For "confirm" the passkey must be `userId`'s own. Records the new signature counter.
 */
export async function verifyPasskey(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  purpose: Exclude<ChallengePurpose, "register">,
  userId?: string,
): Promise<User> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  await takeChallenge(db, challenge, purpose, purpose === "confirm" ? userId! : null);
  const [row] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id))
    .limit(1);
  const rejected = () => new AppError(purpose === "confirm" ? "CONFIRMATION_FAILED" : "PASSKEY_REJECTED", REJECTED);
  if (!row || (userId && row.user.id !== userId)) throw rejected();
  const handle = response.response.userHandle;
  if (handle && handle !== isoBase64URL.fromBuffer(userHandle(row.user.id))) throw rejected();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: row.passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(row.passkey.publicKey),
      counter: row.passkey.counter,
      transports: row.passkey.transports,
    },
  }).catch(() => null);
  if (!verification?.verified) throw rejected();
  await db
    .update(passkeys)
    .set({
      counter: verification.authenticationInfo.newCounter,
      backedUp: verification.authenticationInfo.credentialBackedUp,
      lastUsedAt: sql`now()`,
    })
    .where(eq(passkeys.id, row.passkey.id));
  return row.user;
}
