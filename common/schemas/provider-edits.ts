// A provider's edit history (anyone may edit any provider, the spec's roles and permissions): who changed which field,
// old → new, and reverting one change. Shared by the routes and the history dialog.
import { z } from "zod";
import { providerSchema } from "./providers";

/** The directory fields an edit can change, in the order the edit form shows them. */
export const PROVIDER_EDIT_FIELDS = ["name", "category", "email", "phone", "website", "address", "description"] as const;
export type ProviderEditField = (typeof PROVIDER_EDIT_FIELDS)[number];

/** The fields people reach a provider by: a change of one notifies everyone with the provider on their list. */
export const PROVIDER_CONTACT_FIELDS = ["phone", "email", "website"] as const satisfies readonly ProviderEditField[];
export type ProviderContactField = (typeof PROVIDER_CONTACT_FIELDS)[number];

/** What the history shows for each field (the edit form's labels). */
export const PROVIDER_EDIT_FIELD_LABELS: Record<ProviderEditField, string> = {
  name: "Name",
  category: "Category",
  email: "Email",
  phone: "Phone",
  website: "Website",
  address: "Address",
  description: "Description",
};

const PROVIDER_EDITS_PAGE = { default: 30, max: 100 } as const;

/** GET /api/providers/{id}/edits: keyset paging; `cursor` is the opaque value of the Link header. */
export const providerEditsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "Limit must be a whole number from 1 to 100" })
    .int("Limit must be a whole number from 1 to 100")
    .min(1, "Limit must be a whole number from 1 to 100")
    .max(PROVIDER_EDITS_PAGE.max, "Limit must be a whole number from 1 to 100")
    .default(PROVIDER_EDITS_PAGE.default),
  cursor: z.string().max(200, "Invalid cursor").optional(),
});

const editorSchema = z.object({ id: z.string(), name: z.string() }).nullable();

const fieldChangeSchema = z.object({
  field: z.enum(PROVIDER_EDIT_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

/** One row of the history: an edit, or the revert of an earlier one (`revertsEditId`). */
export const providerEditSchema = z.object({
  id: z.string(),
  editedAt: z.string(),
  /** Null once the editor's account is gone. */
  editor: editorSchema,
  changes: z.array(fieldChangeSchema),
  revertsEditId: z.string().nullable(),
  /** The latest revert of this edit, if any. */
  revertedBy: z.object({ id: z.string(), editedAt: z.string(), editor: editorSchema }).nullable(),
  /** Every field of this edit still holds the value it set: a revert would apply. */
  revertible: z.boolean(),
});
export type ProviderEdit = z.infer<typeof providerEditSchema>;

/** The latest edit, for "Edited by {name}" on the provider's detail. */
const lastEditSchema = z.object({ id: z.string(), editedAt: z.string(), editor: editorSchema }).nullable();
export type LastEdit = z.infer<typeof lastEditSchema>;

/** How long the provider's page shows "Phone changed by {first name} on {date} · Undo". */
export const CONTACT_CHANGE_DAYS = 30;

/**
 * A recent change of the provider's phone, e-mail or website, for that line: the latest change of
 * each of those fields in the last CONTACT_CHANGE_DAYS days, unless it was itself an undo. One edit
 * that changed several of them is one line ("Phone and website changed by …").
 */
const contactChangeSchema = z.object({
  id: z.string(),
  editedAt: z.string(),
  fields: z.array(z.enum(PROVIDER_CONTACT_FIELDS)),
  /** Null once the editor's account is gone. */
  editor: z.object({ id: z.string(), firstName: z.string().nullable() }).nullable(),
  /** Undo (the edit's revert) would apply: every field of the edit still holds the value it set. */
  revertible: z.boolean(),
});
export type ContactChange = z.infer<typeof contactChangeSchema>;

/** GET /api/providers/{id}: the provider plus its latest edit and its recent contact changes. */
export const providerDetailSchema = providerSchema.extend({
  lastEdit: lastEditSchema,
  contactChanges: z.array(contactChangeSchema),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;
