// The household's people (docs/decisions/130-household.md): its members and roles, the owner's
// single-use links into it (/household/join#token=…), joining, changing roles, leaving, dissolving.
import { z } from "zod";
import { HOUSEHOLD_MAX_PEOPLE, HOUSEHOLD_ROLES } from "../household";

/** A household link is good for this many days, and for one join. */
export const HOUSEHOLD_INVITE_DAYS = 7;

/** The roles a link can give: the owner is only ever handed the house. */
export const HOUSEHOLD_INVITE_ROLES = ["member", "viewer"] as const;

export const HOUSEHOLD_FULL_MESSAGE = `A household has at most ${HOUSEHOLD_MAX_PEOPLE} people, open links included. A link no one used ends after ${HOUSEHOLD_INVITE_DAYS} days.`;

/** POST /api/household/invites. */
export const householdInviteBodySchema = z.object({
  role: z.enum(HOUSEHOLD_INVITE_ROLES, "Choose member or viewer"),
});

/** POST /api/household/invites → 201: the token, shown this once, and its link. */
export const createdHouseholdInviteSchema = z.object({ token: z.string(), url: z.string() });
export type CreatedHouseholdInvite = z.infer<typeof createdHouseholdInviteSchema>;

/** A link's token as the join page reads it from the URL's fragment (any other text is an unknown link). */
const tokenField = z
  .string("The link is not complete")
  .min(1, "The link is not complete")
  .max(200, "This household link is not valid");

/** POST /api/household/invites/preview: what the join page shows before joining. */
export const householdInvitePreviewBodySchema = z.object({ token: tokenField });

export const householdInvitePreviewSchema = z.object({
  inviter: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  role: z.enum(HOUSEHOLD_INVITE_ROLES),
  /** The people in the household now. */
  people: z.number().int(),
  /** Whether the caller is already in this household. */
  alreadyHere: z.boolean(),
  /** The caller's own household: how many people, and whether they own it. */
  current: z.object({ people: z.number().int(), role: z.enum(HOUSEHOLD_ROLES) }),
});
export type HouseholdInvitePreview = z.infer<typeof householdInvitePreviewSchema>;

/** POST /api/household/join; `leaveCurrent` leaves a household of more than one first. */
export const householdJoinBodySchema = z.object({
  token: tokenField,
  leaveCurrent: z.boolean("leaveCurrent is true or false").optional(),
});

const householdMemberSchema = z.object({
  user: z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  role: z.enum(HOUSEHOLD_ROLES),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

/** GET /api/household: the owner first, then everyone in the order they joined. */
export const householdSchema = z.object({ id: z.string(), members: z.array(householdMemberSchema) });
export type Household = z.infer<typeof householdSchema>;

export const householdMemberParamsSchema = z.object({ userId: z.uuid("Not found") });

/** PATCH /api/household/members/{userId}: "owner" hands the house over (the caller becomes a member). */
export const householdRoleBodySchema = z.object({ role: z.enum(HOUSEHOLD_ROLES, "Choose owner, member or viewer") });
