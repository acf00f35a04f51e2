// Account storage: local e-mail/password accounts and OpenID Connect identities.
import { and, eq } from "drizzle-orm";
import type { AuthUser, CompleteProfileRequest } from "../../../common/schemas/auth.js";
import { normalisePhone } from "../../../common/phone.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import type { Db } from "../../db/client.js";
import { userCredentials, userIdentities, users, type User } from "../../db/schema.js";
import { conflict } from "../../errors.js";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.js";
import { joinThroughInvite, welcomeInvited } from "../invites/service.js";
import type { NotifyOptions } from "../notifications/fan-out.js";

/** The region the server reads the account's typed numbers in: its own, else the instance's. */
export const phoneRegionOf = (user: Pick<User, "phoneRegion">, instanceRegion: PhoneRegion): PhoneRegion =>
  (user.phoneRegion as PhoneRegion | null) ?? instanceRegion;

/** The signed-in user's answer; `phoneRegion` is the region the server reads their phones in (theirs, else the instance's). */
export function toAuthUser(user: User, instanceRegion: PhoneRegion): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    phone: user.phone,
    homeAddress: user.homeAddress,
    isProfileComplete: user.isProfileComplete,
    ...(user.timeZone ? { timeZone: user.timeZone } : {}),
    theme: user.theme,
    languageChoice: user.languageChoice,
    language: user.language,
    // Absent until the account was asked who sees its projects and amounts.
    ...(user.privacyAskedAt ? { privacyAskedAt: user.privacyAskedAt.toISOString() } : {}),
    phoneRegion: phoneRegionOf(user, instanceRegion),
    phoneRegionChoice: user.phoneRegion,
    currency: user.currency,
  };
}

const EMAIL_TAKEN_MESSAGE = "An account with this e-mail already exists. Sign in instead.";
export const WRONG_CREDENTIALS_MESSAGE = "Wrong e-mail or password.";

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export async function registerLocalUser(db: Db, email: string, password: string): Promise<User> {
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email }).returning();
      await tx.insert(userCredentials).values({ userId: user!.id, passwordHash });
      return user!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("EMAIL_TAKEN", EMAIL_TAKEN_MESSAGE);
    throw err;
  }
}

/** The user when e-mail and password match, else null (in constant time for unknown e-mails). */
export async function verifyLocalUser(db: Db, email: string, password: string): Promise<User | null> {
  const rows = await db
    .select({ user: users, passwordHash: userCredentials.passwordHash })
    .from(users)
    .innerJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  const row = rows[0];
  if (!row) {
    await verifyAgainstDummy(password);
    return null;
  }
  return (await verifyPassword(password, row.passwordHash)) ? row.user : null;
}

export interface OidcProfile {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
}

/** Finds or creates the user of an OpenID Connect identity; a verified e-mail links an existing account. */
export async function upsertOidcUser(db: Db, profile: OidcProfile): Promise<User> {
  return db.transaction(async (tx) => {
    const linked = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.issuer, profile.issuer), eq(userIdentities.subject, profile.subject)))
      .limit(1);
    const email = profile.email?.trim().toLowerCase();
    let user = linked[0]?.user;
    if (!user && email && profile.emailVerified) {
      user = (await tx.select().from(users).where(eq(users.email, email)).limit(1))[0];
    }
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({
          email: email ?? null,
          // An e-mail the identity provider says it verified counts as proven (address-book matches).
          emailVerifiedAt: email && profile.emailVerified ? new Date() : null,
          firstName: profile.firstName ?? null,
          lastName: profile.lastName ?? null,
          profileImageUrl: profile.picture ?? null,
        })
        .returning();
    } else {
      // Fill what the identity provider knows and the user has not set; never overwrite their edits.
      [user] = await tx
        .update(users)
        .set({
          firstName: user.firstName ?? profile.firstName ?? null,
          lastName: user.lastName ?? profile.lastName ?? null,
          // A photo the user uploaded (a stored file) stays; the provider's picture follows theirs.
          profileImageUrl: user.profileImageUrl?.startsWith("/api/files/")
            ? user.profileImageUrl
            : (profile.picture ?? user.profileImageUrl),
          // The provider verified the account's own e-mail: it counts as proven.
          emailVerifiedAt: user.emailVerifiedAt ?? (email && profile.emailVerified && user.email === email ? new Date() : null),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
    }
    if (!linked[0]) {
      await tx.insert(userIdentities).values({ userId: user!.id, issuer: profile.issuer, subject: profile.subject });
    }
    return user!;
  });
}

/**
 * Completes the profile. The first time, a new account that came through an invite link (carried
 * here or earlier in sign-up) gets its inviter into its book, and the inviter hears of it.
 */
export async function completeProfile(
  db: Db,
  userId: string,
  request: CompleteProfileRequest,
  region: PhoneRegion,
  notify: NotifyOptions,
): Promise<User> {
  const { inviteToken, ...profile } = request;
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ complete: users.isProfileComplete }).from(users).where(eq(users.id, userId)).for("update");
    await joinThroughInvite(tx, userId, inviteToken);
    const [user] = await tx
      .update(users)
      // phone_key goes with every write of the phone: address books match people by it.
      .set({ ...profile, phoneKey: normalisePhone(profile.phone, region), isProfileComplete: true, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (before && !before.complete) await welcomeInvited(tx, userId, notify);
    return user!;
  });
}
