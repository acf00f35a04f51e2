// The network views (the spec's Home screen, Friends, Friend detail; the spec's entities recommendations, friend project list entry).
import { z } from "zod";
import { PROJECT_PROVIDER_STATUSES, PROJECT_STATUSES } from "../constants";
import { personItemSchema, publicUserSchema } from "./users";

/** The spec's route parameter keeps its name: /api/contacts/:contactId. */
export const friendIdParamsSchema = z.object({ contactId: z.uuid("Friend not found") });

/** One item of friend activity (GET /api/recommendations). */
export const recommendationItemSchema = z.object({
  id: z.string(),
  source: z.string(),
  /** From a job tracked in Vowch to its end (a "Verified hire"), not a vouch or a past experience. */
  verifiedHire: z.boolean(),
  /** By one of the viewer's contacts, within the last 30 days (listed first). */
  fromContact: z.boolean(),
  fromUser: z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  provider: z.object({ id: z.string(), name: z.string(), category: z.string() }),
  project: z.object({ id: z.string(), title: z.string(), category: z.string().nullable() }).nullable(),
  message: z.string().nullable(),
  comment: z.string().nullable(),
  /** The same text as comment: the spec's client reads both names. */
  review: z.string().nullable(),
  rating: z.number().int().nullable(),
  finalAmount: z.string().nullable(),
  /** The ISO 4217 code of the amounts. */
  currency: z.string(),
  /** The author keeps amounts to themselves: shown as "Hired" without a number. */
  amountHidden: z.boolean(),
  createdAt: z.string(),
});
export type RecommendationItem = z.infer<typeof recommendationItemSchema>;

/** A friend's provider summary on the Friends list cards. */
const friendSummarySchema = z.object({
  providerCount: z.number().int(),
  hiredCount: z.number().int(),
  /** Up to 3 distinct categories of those providers, alphabetical. */
  categories: z.array(z.string()),
});
export type FriendSummary = z.infer<typeof friendSummarySchema>;

/** A Friends card: `email` only when the person has no name, the card's fallback (the spec's Friends screen). */
export const friendListItemSchema = personItemSchema.extend({ summary: friendSummarySchema });
export type FriendListItem = z.infer<typeof friendListItemSchema>;

/** GET /api/contacts/{contactId}: a friend's public profile (e-mail for the Ask drafts) and counts. */
export const friendProfileSchema = publicUserSchema.extend({
  projectCount: z.number().int(),
  providerCount: z.number().int(),
});
export type FriendProfile = z.infer<typeof friendProfileSchema>;

const friendProjectProviderSchema = z.object({
  linkId: z.string(),
  id: z.string(),
  name: z.string(),
  category: z.string(),
  phone: z.string().nullable(),
  /** The phone in E.164, what the Call link dials (providerSchema's phoneKey). */
  phoneKey: z.string().nullable(),
  email: z.string().nullable(),
  rating: z.string(),
  reviewCount: z.number().int(),
  quoteAmount: z.string().nullable(),
  finalAmount: z.string().nullable(),
  /** The ISO 4217 code of the amounts. */
  currency: z.string(),
  /** The raw link status (the spec's states and transitions: quoted entries show it as is). */
  status: z.enum(PROJECT_PROVIDER_STATUSES),
  /** The spec's states and transitions: hired links show Active / Completed / In Progress; quoted ones the raw status. */
  displayStatus: z.string(),
  /** The friend's own rating and review of the job, when they gave one. */
  friendRating: z.number().int().nullable(),
  friendReview: z.string().nullable(),
  /** The friend finished this job in Vowch and rated it ("Verified hire"), not only told of it. */
  verifiedHire: z.boolean(),
});
export type FriendProjectProvider = z.infer<typeof friendProjectProviderSchema>;

export const friendProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  projectType: z.string(),
  recurringFrequency: z.string().nullable(),
  budget: z.string().nullable(),
  /** The ISO 4217 code of the amounts. */
  currency: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  category: z.string().nullable(),
  createdAt: z.string(),
  /** The friend keeps amounts to themselves: budget, quotes and final amounts are null. */
  amountsHidden: z.boolean(),
  providers: z.object({
    total: z.number().int(),
    hired: z.array(friendProjectProviderSchema),
    quoted: z.array(friendProjectProviderSchema),
  }),
});
export type FriendProject = z.infer<typeof friendProjectSchema>;

export const FRIEND_PROJECTS_MAX = 100;
export const FRIEND_LINKS_MAX = 2000;
