// The spec's validation rules provider form, provider experience and vouch rules. The same schemas drive the
// react-hook-form resolvers and the routes (fastify-type-provider-zod).
import { z } from "zod";
import {
  EXPERIENCE_FREQUENCIES,
  EXPERIENCE_TYPES,
  LIMITS,
  PROJECT_PROVIDER_STATUSES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROVIDER_CATEGORIES,
} from "../constants";
import { isCalendarDate } from "../dates";
import { isPhoneNumber, PHONE_INVALID_MESSAGE } from "../phone";
import { DEFAULT_PHONE_REGION, type PhoneRegion } from "../phone-region";
import { BACKING_KINDS } from "../trust";
import { optionalText } from "./blank";
import { ratingNumber } from "./fields";
import { pageQueryFields } from "./paging";
import { personSchema } from "./person";

/** Websites may be typed without a scheme ("www.joes.com"); the detail page adds https://. */
export function isWebsite(value: string): boolean {
  const v = value.trim();
  if (!v || /\s/.test(v)) return false;
  try {
    const url = new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`);
    return (url.protocol === "http:" || url.protocol === "https:") && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
function isEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}

const categoryField = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .refine((v) => v === "" || (PROVIDER_CATEGORIES as readonly string[]).includes(v), "Please choose a category from the list");

const emailField = (message: string) =>
  z
    .string()
    .trim()
    .max(255, message)
    .refine((v) => v === "" || isEmail(v), message)
    .optional();

export const websiteField = (message: string) =>
  z
    .string()
    .trim()
    .max(255, message)
    .refine((v) => v === "" || isWebsite(v), message)
    .optional();

/**
 * A provider's phone, stored as typed: blank, or text with an E.164 form when read in `region`
 * (the writer's phone region on the server). Every write of a provider phone uses it; a null region
 * leaves the check to the server's route (server/http/phone-region.ts), which knows the writer.
 */
export const providerPhoneField = (tooLongMessage: string, region: PhoneRegion | null = DEFAULT_PHONE_REGION) =>
  optionalText(50, tooLongMessage).refine((v) => !v || region === null || isPhoneNumber(v, region), PHONE_INVALID_MESSAGE);

/** The spec's validation rules provider form (create and edit), phones read in `region`. */
export const providerFormSchemaFor = (region: PhoneRegion | null) =>
  z.object({
    name: z.string().trim().min(1, "Provider name is required").max(LIMITS.providerNameMax, "Name is too long"),
    category: categoryField("Category is required"),
    email: emailField("Invalid email address"),
    phone: providerPhoneField("Phone number is too long", region),
    website: websiteField("Invalid website URL"),
    description: optionalText(5000, "Description is too long"),
    address: optionalText(500, "Address is too long"),
  });
/** The provider form as the client checks it (phones read in the default region). */
export const providerFormSchema = providerFormSchemaFor(DEFAULT_PHONE_REGION);
export type ProviderForm = z.infer<typeof providerFormSchema>;

/** POST /api/providers: the form, optionally merged into an existing provider ("Merge Info"). */
export const createProviderSchemaFor = (region: PhoneRegion | null) =>
  providerFormSchemaFor(region).extend({
    mergeIntoProviderId: z.uuid().optional(),
  });
export type CreateProvider = z.infer<ReturnType<typeof createProviderSchemaFor>>;

/** PATCH /api/providers/{id}: any subset of the form fields. */
export const updateProviderSchemaFor = (region: PhoneRegion | null) => providerFormSchemaFor(region).partial();
export type UpdateProvider = z.infer<ReturnType<typeof updateProviderSchemaFor>>;

const providerFilterFields = {
  category: z.string().trim().max(LIMITS.categoryMax).optional(),
  search: z.string().trim().max(100, "Search is too long").optional(),
};
/** The filters of the provider lists (the spec's calls: category omitted when "all", search). */
export type ProviderListQuery = { category?: string; search?: string };
/** GET /api/providers(/saved|/contact-recommended|/browse): the filters plus the page (common/schemas/paging.ts). */
export const providerListQuerySchema = z.object({ ...providerFilterFields, ...pageQueryFields });

/**
 * `?order=trust`: providers backed by the viewer's contacts first, then by rating (and
 * count), then newest. Offered by the lists the network ranks — all providers (the request
 * wizard's matches), From Friends, Recommended; Browse keeps the spec's order.
 */
const trustOrderFields = { order: z.enum(["trust"], { error: 'order must be "trust"' }).optional() };
/**
 * `?exclude=do-not-hire`: leaves out the providers the viewer marked "Don't hire again"
 * (the request wizard's matches, the providers offered when suggesting; the total counts without them).
 */
const excludeFields = { exclude: z.enum(["do-not-hire"], { error: 'exclude must be "do-not-hire"' }).optional() };
export const rankedListQuerySchema = providerListQuerySchema.extend({ ...trustOrderFields, ...excludeFields });
export const savedListQuerySchema = providerListQuerySchema.extend(excludeFields);
export const recommendedQuerySchema = z.object({ ...pageQueryFields, ...trustOrderFields });
export type ListOrder = "trust" | undefined;

export const checkDuplicatesSchema = z.object({
  email: z.string().trim().max(255).optional(),
  phone: z.string().trim().max(50).optional(),
  website: z.string().trim().max(255).optional(),
  excludeId: z.uuid().optional(),
});
export type CheckDuplicates = z.infer<typeof checkDuplicatesSchema>;

/** The spec's validation rules vouch: rating 1–5 (default 5), optional comment. */
export const vouchSchema = z.object({
  rating: ratingNumber.default(LIMITS.ratingDefault),
  comment: z.string().trim().max(2000, "Comment is too long").optional(),
});
export type Vouch = z.infer<typeof vouchSchema>;

const moneyField = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d+(\.\d{1,2})?$/.test(v) && Number(v) <= LIMITS.moneyMax), message)
    .optional();

const dateField = z
  .string()
  .trim()
  .refine((v) => v === "" || isCalendarDate(v), "Invalid date")
  .optional();

/** The spec's entities "Provider experience submission" with the the spec's validation rules rules (phones read in `region`). */
export const experienceSchemaFor = (region: PhoneRegion | null) =>
  z
    .object({
      existingProviderId: z.uuid().optional(),
      name: z.string().trim().min(1, "Provider name is required").max(LIMITS.providerNameMax, "Name is too long"),
      category: categoryField("Category is required"),
      email: emailField("Invalid email"),
      phone: providerPhoneField("Phone number is too long", region),
      website: websiteField("Invalid website"),
      description: optionalText(5000, "Description is too long"),
      address: optionalText(500, "Address is too long"),
      experienceType: z.enum(EXPERIENCE_TYPES),
      projectTitle: z.string().trim().max(LIMITS.titleMax, "Title is too long").optional(),
      projectCategory: optionalText(LIMITS.categoryMax),
      projectDescription: optionalText(5000, "Description is too long"),
      projectBudget: moneyField("Budget must be a valid positive number"),
      projectStartDate: dateField,
      projectEndDate: dateField,
      existingProjectId: z.union([z.uuid("Please select an existing project"), z.literal("")]).optional(),
      projectType: z.enum(PROJECT_TYPES),
      recurringFrequency: z.union([z.enum(EXPERIENCE_FREQUENCIES), z.literal("")]).optional(),
      recurringDayOfWeek: z
        .number()
        .int()
        .min(LIMITS.dayOfWeekMin, "Day of week must be 0-6")
        .max(LIMITS.dayOfWeekMax, "Day of week must be 0-6")
        .nullable()
        .optional(),
      recurringDayOfMonth: z
        .number()
        .int()
        .min(LIMITS.dayOfMonthMin, "Day of month must be 1-31")
        .max(LIMITS.dayOfMonthMax, "Day of month must be 1-31")
        .nullable()
        .optional(),
      nextServiceDate: dateField,
      relationshipDuration: optionalText(100),
      ongoingDescription: optionalText(5000, "Description is too long"),
      wouldVouch: z.boolean(),
      rating: ratingNumber.nullable().optional(),
      reviewText: optionalText(5000, "Review is too long"),
      finalAmount: moneyField("Final amount must be a valid positive number"),
      quoteAmount: moneyField("Quote amount must be a valid positive number"),
      quoteNotes: optionalText(5000, "Notes are too long"),
    })
    .superRefine((v, ctx) => {
      const type = v.experienceType;
      if ((type === "completed" || type === "future") && !v.projectTitle?.trim()) {
        ctx.addIssue({ code: "custom", path: ["projectTitle"], message: "Project title is required" });
      }
      if (type === "existing" && !v.existingProjectId) {
        ctx.addIssue({ code: "custom", path: ["existingProjectId"], message: "Please select an existing project" });
      }
      if (type === "completed" && v.wouldVouch && v.rating != null && (v.reviewText ?? "").trim().length < LIMITS.reviewMin) {
        ctx.addIssue({
          code: "custom",
          path: ["reviewText"],
          message: "Please share at least 10 characters about your experience",
        });
      }
      if (type === "ongoing") {
        if (v.rating == null)
          ctx.addIssue({ code: "custom", path: ["rating"], message: "Rating is required for ongoing relationships" });
        if ((v.ongoingDescription ?? "").trim().length < LIMITS.ongoingDescriptionMin) {
          ctx.addIssue({
            code: "custom",
            path: ["ongoingDescription"],
            message: "Please provide at least 10 characters describing your relationship",
          });
        }
      }
    });
export const experienceSchema = experienceSchemaFor(DEFAULT_PHONE_REGION);
export type Experience = z.infer<typeof experienceSchema>;
export type ExperienceInput = z.input<typeof experienceSchema>;

export const experienceDefaults: ExperienceInput = {
  name: "",
  category: "",
  email: "",
  phone: "",
  website: "",
  description: "",
  address: "",
  experienceType: "completed",
  projectTitle: "",
  projectCategory: "",
  projectDescription: "",
  projectBudget: "",
  projectStartDate: "",
  projectEndDate: "",
  existingProjectId: "",
  projectType: "one_time",
  recurringFrequency: "",
  recurringDayOfWeek: null,
  recurringDayOfMonth: null,
  nextServiceDate: "",
  relationshipDuration: "",
  ongoingDescription: "",
  wouldVouch: true,
  rating: LIMITS.ratingDefault,
  reviewText: "",
  finalAmount: "",
  quoteAmount: "",
  quoteNotes: "",
};

export const saveContactProviderSchema = z.object({
  contactProvider: z.object({ id: z.uuid() }).loose(),
  sourceContactId: z.uuid().optional().nullable(),
});

// ---- Responses the client reads -------------------------------------------------------

const providerRecommendationSchema = z.object({
  id: z.string(),
  source: z.string(),
  rating: z.number().nullable(),
  comment: z.string().nullable(),
  finalAmount: z.string().nullable(),
  /** The ISO 4217 code of the amounts. */
  currency: z.string(),
  /** Its author keeps amounts to themselves: shown as "Hired" without a number. */
  amountHidden: z.boolean(),
  createdAt: z.string(),
  /** From a job tracked in Vowch to its end ("Verified hire"), not a vouch or a past experience. */
  verifiedHire: z.boolean(),
  /** The project's category, when the recommendation came with a project. */
  category: z.string().nullable(),
  fromUser: personSchema,
  project: z.object({ id: z.string(), title: z.string() }).nullable(),
});

/** What the rating and count are made of (provider_rating(): each person once, latest job review, else vouch). */
const ratingBreakdownSchema = z.object({
  hires: z.number().int(),
  vouches: z.number().int(),
  /** People counted among the hires who also vowched: their job review replaced their vouch. */
  vouchedHires: z.number().int(),
  /** One of them the viewer may see hired the provider (a friend whose job is shown), else null. */
  vouchedHire: personSchema.nullable(),
});

/** What the named contact did, strongest first (common/trust.ts BACKING_KINDS). */
const personBackingSchema = z.object({ kind: z.enum(BACKING_KINDS), rating: z.number().int().nullable() });

/** The viewer's contacts behind a provider: why it is listed ("Daniel got a quote · 2 more of your contacts"). */
const trustSchema = z.object({
  contactCount: z.number().int(),
  contactHiredCount: z.number().int(),
  /** The contact named on the card: the one who did the most (a recommendation before a hire, a quote, a contact, a list). */
  firstContact: personSchema.nullable(),
  /** What the named contact did (common/trust.ts backingWords). */
  firstContactBacking: personBackingSchema.nullable(),
});

export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /**
   * The phone in E.164 ("+14155550142"), as the server read it in the region of whoever wrote it:
   * what a Call link dials. Null when the phone is no number (one saved before phones were
   * checked), which the screens show as plain text.
   */
  phoneKey: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  rating: z.string(),
  reviewCount: z.number(),
  isVerified: z.boolean(),
  userId: z.string().nullable(),
  sourceType: z.string(),
  sourceContactId: z.string().nullable(),
  originalProviderId: z.string().nullable(),
  howDoYouKnow: z.string().nullable(),
  friendDescription: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  // Per viewer (computed in SQL for the page returned).
  isSaved: z.boolean(),
  isVouched: z.boolean(),
  vouchCount: z.number(),
  userHired: z.boolean(),
  quoteCount: z.number(),
  hireCount: z.number(),
  contactUsageCount: z.number(),
  recommendations: z.array(providerRecommendationSchema),
  recommendationCount: z.number(),
  projects: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(PROJECT_PROVIDER_STATUSES) })),
  projectCount: z.number(),
  savedMetadata: z
    .object({
      sourceType: z.string(),
      sourceContactId: z.string().nullable(),
      howDoYouKnow: z.string().nullable(),
      friendDescription: z.string().nullable(),
      vouchRating: z.number().nullable(),
      vouchComment: z.string().nullable(),
      vouchedAt: z.string().nullable(),
      savedAt: z.string(),
    })
    .nullable(),
  friendMetadata: z
    .object({
      count: z.number(),
      friends: z.array(personSchema.extend({ isVouched: z.boolean() })),
    })
    .nullable(),
  ratingBreakdown: ratingBreakdownSchema,
  trust: trustSchema,
});
export type Provider = z.infer<typeof providerSchema>;

/** A card shows a comment in two lines: list items carry at most this many characters of it. */
export const CARD_COMMENT_MAX = 160;

/**
 * A provider as a list card shows it (lean answers): name, category, rating and count,
 * contact lines for Call/Email/share, up to 2 projects and 2 friend recommendations with their
 * overflow counts, and the save/vouch state. The detail call (GET /api/providers/{id}) has the rest.
 */
export const providerListItemSchema = providerSchema
  .pick({
    id: true,
    name: true,
    category: true,
    email: true,
    phone: true,
    phoneKey: true,
    website: true,
    address: true,
    rating: true,
    reviewCount: true,
    createdAt: true,
    isSaved: true,
    isVouched: true,
    vouchCount: true,
    recommendationCount: true,
    projects: true,
    projectCount: true,
    friendMetadata: true,
    ratingBreakdown: true,
    trust: true,
  })
  .extend({
    recommendations: z.array(
      providerRecommendationSchema.pick({
        id: true,
        rating: true,
        comment: true,
        finalAmount: true,
        amountHidden: true,
        source: true,
        verifiedHire: true,
        category: true,
        createdAt: true,
        fromUser: true,
      }),
    ),
  });
export type ProviderListItem = z.infer<typeof providerListItemSchema>;

export const providerProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(PROJECT_PROVIDER_STATUSES),
  projectStatus: z.enum(PROJECT_STATUSES),
  isOwner: z.boolean(),
  contactName: z.string().nullable(),
  createdAt: z.string(),
});
export type ProviderProject = z.infer<typeof providerProjectSchema>;

export const userProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  category: z.string().nullable(),
  projectType: z.string(),
  createdAt: z.string(),
  projectProvider: z.object({
    id: z.string(),
    status: z.enum(PROJECT_PROVIDER_STATUSES),
    quoteAmount: z.string().nullable(),
    quotePdfUrl: z.string().nullable(),
    quotePdfName: z.string().nullable(),
    finalAmount: z.string().nullable(),
    /** The ISO 4217 code of the amounts. */
    currency: z.string(),
    rating: z.number().nullable(),
    review: z.string().nullable(),
  }),
});
export type UserProject = z.infer<typeof userProjectSchema>;

export const contactProjectSchema = z.object({
  project: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    category: z.string().nullable(),
    status: z.enum(PROJECT_STATUSES),
    createdAt: z.string(),
  }),
  user: personSchema.extend({ email: z.string().nullable() }),
  projectProvider: z.object({
    status: z.enum(PROJECT_PROVIDER_STATUSES),
    finalAmount: z.string().nullable(),
    quoteAmount: z.string().nullable(),
    /** The ISO 4217 code of the amounts. */
    currency: z.string(),
  }),
  /** The owner keeps amounts to themselves: the link's amounts are null, shown as "Hired". */
  amountsHidden: z.boolean(),
  recommendation: z
    .object({ rating: z.number().nullable(), comment: z.string().nullable(), createdAt: z.string().nullable() })
    .nullable(),
  /** The friend finished this job in Vowch ("Verified hire"), not only told of it afterwards. */
  verifiedHire: z.boolean(),
});
export type ContactProject = z.infer<typeof contactProjectSchema>;

export const experienceResultSchema = z.object({
  provider: providerSchema,
  project: z.object({ id: z.string(), title: z.string() }),
  projectProviderId: z.string(),
});
export type ExperienceResult = z.infer<typeof experienceResultSchema>;

export const welcomeStatusSchema = z.object({ seen: z.boolean() });
export type WelcomeStatus = z.infer<typeof welcomeStatusSchema>;
