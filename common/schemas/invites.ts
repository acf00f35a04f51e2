// Invite links (/join/{token}): a member's links, the signed-out page's answer, the inviter's
// "Add" of someone who joined through one, and "Getting started"'s three steps.
import { z } from "zod";

/** At most this many links are active per account; each is good for INVITE_JOINS joins and INVITE_DAYS days. */
export const INVITES_ACTIVE_MAX = 5;
export const INVITE_JOINS = 10;
export const INVITE_DAYS = 30;

export const INVITE_LIMIT_MESSAGE = `You have ${INVITES_ACTIVE_MAX} invite links on. Switch one off to make a new one.`;

/** POST /api/invites → 201. */
export const createdInviteSchema = z.object({
  id: z.string(),
  token: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  joinsLeft: z.number().int(),
});
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

/** GET /api/invites: the account's links newest first. */
const inviteItemSchema = z.object({
  id: z.string(),
  /** Null only when the link was made under an earlier SESSION_SECRET: it still works, and can be switched off. */
  url: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  joins: z.number().int(),
  active: z.boolean(),
});
export type InviteItem = z.infer<typeof inviteItemSchema>;
export const inviteListSchema = z.array(inviteItemSchema);

export const inviteParamsSchema = z.object({ id: z.uuid("Invite link not found") });

/**
 * A link's token as it appears in /join/{token}: any text that is no live link's (a malformed one
 * included) is an unknown link, 404, like the shared requests' tokens.
 */
export const inviteTokenParamsSchema = z.object({ token: z.string().max(200) });

/** GET /api/public/invites/{token}: who invites, and nothing else of anyone. */
export const publicInviteSchema = z.object({ inviter: z.object({ firstName: z.string() }) });
export type PublicInvite = z.infer<typeof publicInviteSchema>;

/** POST /api/invites/joined/{userId}: the inviter adds someone who joined through their link. */
export const joinedParamsSchema = z.object({ userId: z.uuid("Not found") });

/** GET /api/getting-started: a new member's three first steps, each done or not. */
export const gettingStartedSchema = z.object({
  /** Whether any of the account's contacts is on Vowch (the steps show only while none is). */
  hasContactsOnVowch: z.boolean(),
  importedContacts: z.boolean(),
  createdInvite: z.boolean(),
  sharedRequest: z.boolean(),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;
