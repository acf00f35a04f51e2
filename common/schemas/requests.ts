// Provider requests and suggestions (the spec's entities and validation rules). The same schemas validate the forms and the routes.
import { z } from "zod";
import { LIMITS } from "../constants";
import { DEFAULT_PHONE_REGION, type PhoneRegion } from "../phone-region";
import { optionalText } from "./blank";
import { providerPhoneField, websiteField } from "./providers";
import { personSchema } from "./person";

export const providerRequestSchema = z.object({
  title: z
    .string()
    .trim()
    .min(LIMITS.requestTitleMin, "Please describe what you need (at least 5 characters)")
    .max(LIMITS.titleMax, "Title is too long"),
  category: z.string().trim().min(1, "Please select a category").max(LIMITS.categoryMax, "Category is too long"),
  description: optionalText(2000, "Description is too long"),
  location: optionalText(255, "Location is too long"),
  budgetRange: optionalText(100, "Budget range is too long"),
  timeline: optionalText(255, "Timeline is too long"),
});
export type ProviderRequestInput = z.input<typeof providerRequestSchema>;

const providerRequestSchemaOut = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  location: z.string().nullable(),
  budgetRange: z.string().nullable(),
  timeline: z.string().nullable(),
  status: z.enum(["active", "resolved"]),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const suggestionSchemaOut = z.object({
  id: z.string(),
  requestId: z.string(),
  /** Null for a guest's suggestion through the request's link ("via link"): `guestName` says who. */
  suggestingUserId: z.string().nullable(),
  suggestingUser: personSchema.nullable(),
  guestName: z.string().nullable(),
  providerId: z.string().nullable(),
  providerName: z.string(),
  providerCategory: z.string().nullable(),
  providerPhone: z.string().nullable(),
  /** The phone in E.164 as read in the suggester's region, what the Call link dials; null when it is no number. */
  providerPhoneKey: z.string().nullable(),
  providerEmail: z.string().nullable(),
  providerWebsite: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** +1s from other users (suggestion_vouches). */
  vouchCount: z.number().int(),
  /** Whether the viewer has +1'd this suggestion. */
  vouchedByMe: z.boolean(),
  /** Whether the viewer already has this provider on their own list. */
  isSaved: z.boolean(),
});
export type ProviderSuggestion = z.infer<typeof suggestionSchemaOut>;

/** An own request's share link (`PUBLIC_URL/r/{token}`), when one is on. */
const shareLinkSchema = z.object({ url: z.string(), createdAt: z.string() });

/** An own request, with the suggestions friends (and guests through its link) made on it. */
export const myProviderRequestSchema = providerRequestSchemaOut.extend({
  suggestions: z.array(suggestionSchemaOut),
  shareLink: shareLinkSchema.nullable(),
});
export type MyProviderRequest = z.infer<typeof myProviderRequestSchema>;

/** A friend's request (GET /api/provider-suggestions): with fromUser and the suggestions made so far. */
export const friendProviderRequestSchema = providerRequestSchemaOut.extend({
  fromUser: personSchema,
  suggestions: z.array(suggestionSchemaOut),
});
export type FriendProviderRequest = z.infer<typeof friendProviderRequestSchema>;

const requestStatus = z.enum(["active", "resolved"], { message: "Status must be active or resolved" });

/**
 * PATCH of an own request: its status, the request form's fields (the form as a whole, with the
 * rules of creation: an optional field left out is emptied), or both.
 */
export const requestUpdateSchema = providerRequestSchema
  .partial()
  .extend({ status: requestStatus.optional() })
  .strict()
  .superRefine((value, ctx) => {
    const form = Object.keys(value).some((k) => k !== "status");
    if (!form && value.status === undefined) {
      ctx.addIssue({ code: "custom", path: ["status"], message: "Status must be active or resolved" });
    }
    if (form && value.title === undefined) {
      ctx.addIssue({ code: "custom", path: ["title"], message: "Please describe what you need (at least 5 characters)" });
    }
    if (form && value.category === undefined) {
      ctx.addIssue({ code: "custom", path: ["category"], message: "Please select a category" });
    }
  });
export type RequestUpdate = z.output<typeof requestUpdateSchema>;

const providerEmailField = z.union([z.literal(""), z.email("Invalid email address").max(255, "Email is too long")]).optional();

/**
 * A suggestion on a friend's request: one of the suggester's providers (providerId) or a typed one
 * (providerName + optional category, phone, e-mail), with an optional comment.
 */
export const providerSuggestionSchemaFor = (region: PhoneRegion | null) =>
  z
    .object({
      providerId: z.uuid("Unknown provider").optional(),
      providerName: optionalText(LIMITS.providerNameMax, "Name is too long"),
      providerCategory: optionalText(LIMITS.categoryMax, "Category is too long"),
      providerPhone: providerPhoneField("Phone is too long", region),
      providerEmail: providerEmailField,
      providerWebsite: websiteField("Invalid website"),
      comment: optionalText(1000, "Comment is too long"),
    })
    .refine((v) => !!v.providerId || !!v.providerName?.trim(), {
      message: "Provider name is required",
      path: ["providerName"],
    });
/** The suggestion form's values (the client builds the schema in the signed-in user's phone region). */
export type ProviderSuggestionInput = z.input<ReturnType<typeof providerSuggestionSchemaFor>>;

export const suggestionVouchSchema = z.object({
  comment: optionalText(1000, "Comment is too long"),
});

export const PROVIDER_REQUESTS_MAX = 100;
export const SUGGESTIONS_PER_REQUEST_MAX = 50;

/** POST /api/provider-suggestions/{id}/save: the provider now on the requester's list. */
export const savedSuggestionSchema = z.object({ providerId: z.string(), providerName: z.string() });
export type SavedSuggestion = z.infer<typeof savedSuggestionSchema>;

/** POST /api/provider-requests/{id}/link: the request's share link (201 new, 200 the one already on). */
export const requestLinkSchema = z.object({ token: z.string(), url: z.string() });
export type RequestLink = z.infer<typeof requestLinkSchema>;

/**
 * GET /api/public/requests/{token}: what anyone with the link reads. The asker's first name only;
 * the budget only when the asker shares amounts; the suggestions made through this link (provider
 * and comment, never who or how to reach them) and how many members suggested, without content.
 */
export const publicRequestSchema = z.object({
  title: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  timeline: z.string().nullable(),
  budgetRange: z.string().nullable(),
  status: z.enum(["active", "resolved"]),
  asker: z.object({ firstName: z.string() }),
  suggestions: z.array(
    z.object({ id: z.string(), providerName: z.string(), comment: z.string().nullable(), createdAt: z.string() }),
  ),
  memberSuggestionCount: z.number().int(),
});
export type PublicRequest = z.infer<typeof publicRequestSchema>;
export type PublicSuggestion = PublicRequest["suggestions"][number];

const GUEST_NAME_MAX = 100;
export const GUEST_NAME_REQUIRED = "Please tell the asker your name";
const REACH_MESSAGE = "Add a phone, e-mail or website so they can reach the provider";

/**
 * POST /api/public/requests/{token}/suggestions. A guest names themselves (`guestName`); a
 * signed-in member suggests as themselves and may leave it out. At least one way to reach the
 * provider. `company` is the honeypot: hidden from people, filled in by form-filling robots. With
 * a null region the phone's length alone is checked (the server reads it in the suggester's region).
 */
export const publicSuggestionSchemaFor = (region: PhoneRegion | null) =>
  z
    .object({
      guestName: optionalText(GUEST_NAME_MAX, "Name is too long"),
      providerName: z.string().trim().min(1, "Provider name is required").max(LIMITS.providerNameMax, "Name is too long"),
      providerPhone: providerPhoneField("Phone is too long", region),
      providerEmail: providerEmailField,
      providerWebsite: websiteField("Invalid website"),
      comment: optionalText(1000, "Comment is too long"),
      company: z.string().max(500).optional(),
    })
    .refine((v) => !!(v.providerPhone?.trim() || v.providerEmail?.trim() || v.providerWebsite?.trim()), {
      message: REACH_MESSAGE,
      path: ["providerPhone"],
    });
/** The guest form as the client checks it: the name is required there (a member's form has no name field). */
export const guestSuggestionSchema = publicSuggestionSchemaFor(DEFAULT_PHONE_REGION).refine((v) => !!v.guestName?.trim(), {
  message: GUEST_NAME_REQUIRED,
  path: ["guestName"],
});
export type PublicSuggestionInput = z.input<typeof guestSuggestionSchema>;
