// Comparing a project's quotes, accepting one (optionally rejecting the others), asking
// a provider for a quote from its detail, and the project status the owner confirms.
import { z } from "zod";
import { PROJECT_STATUSES } from "../constants";
import { projectProviderWithProviderSchema } from "./project-providers";

/** Which of my contacts hired the provider (the address-book match). */
const hiredBySchema = z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() });

/** One quote of the comparison: the link, its provider (rating, review count) and who of my contacts hired them. */
const quoteItemSchema = projectProviderWithProviderSchema.extend({
  contactsHired: z.array(hiredBySchema),
});
export type QuoteItem = z.output<typeof quoteItemSchema>;

export const quoteComparisonSchema = z.object({ quotes: z.array(quoteItemSchema) });
export type QuoteComparison = z.output<typeof quoteComparisonSchema>;

export const acceptQuoteParamsSchema = z.object({ id: z.uuid("Not found"), linkId: z.uuid("Not found") });
export const acceptQuoteSchema = z.object({
  rejectOthers: z.boolean({ error: "rejectOthers must be true or false" }),
});
export const acceptQuoteResultSchema = z.object({
  accepted: projectProviderWithProviderSchema,
  /** The ids of the links this call rejected. */
  rejectedIds: z.array(z.string()),
});
export type AcceptQuoteResult = z.output<typeof acceptQuoteResultSchema>;

/** "Request a quote": the provider is put on the project as contacted, unless it is further along. */
export const quoteRequestSchema = z.object({ providerId: z.uuid("Please choose a provider") });
export const quoteRequestResultSchema = z.object({
  link: projectProviderWithProviderSchema,
  /** True when this call added the provider to the project or moved it to "contacted". */
  logged: z.boolean(),
});
export type QuoteRequestResult = z.output<typeof quoteRequestResultSchema>;

/** The one-tap project status the owner confirms (PATCH /api/projects/{id}/status). */
export const projectStatusSchema = z.object({ status: z.enum(PROJECT_STATUSES, { error: "Invalid project status" }) });
export const projectStatusResultSchema = z.object({ id: z.string(), status: z.enum(PROJECT_STATUSES) });
