// The home's records (items with their manuals and receipts) and "Who to call" (the household's
// go-to provider per trade, and its notes). Shared by the forms and the routes
// (docs/decisions/133-home-items-and-who-to-call.md).
import { z } from "zod";
import { PROVIDER_CATEGORIES } from "../constants";
import { DATE_RANGE, isRealDate } from "../dates";
import { HOUSEHOLD_NOTES_MAX, HOUSEHOLD_ROLES } from "../household";
import { blankToUndefined } from "./blank";
import { isoDate } from "./fields";

/** Field lengths: short enough that the household's 200 items answer unpaged under 64 KB. */
export const HOME_ITEM_LIMITS = { name: 60, brand: 40, model: 40, serial: 60, notes: 5000 } as const;
/** Manuals and receipts per item. */
export const HOME_ITEM_DOCUMENTS_MAX = 10;
/** A warranty ending within this many days shows in Home's "Coming up". */
export const WARRANTY_COMING_UP_DAYS = 30;

const text = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} is too long`)
      .optional(),
  );

const day = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be a date` })
      .refine(isRealDate, `${label} must be a valid date`)
      .refine((s) => s >= DATE_RANGE.min && s <= DATE_RANGE.max, `${label} must be between 1900 and 2100`)
      .optional(),
  );

const itemFields = {
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(HOME_ITEM_LIMITS.name, `Name must be at most ${HOME_ITEM_LIMITS.name} characters`),
  category: z.preprocess(blankToUndefined, z.enum(PROVIDER_CATEGORIES, "Please choose a category from the list").optional()),
  brand: text(HOME_ITEM_LIMITS.brand, "Brand"),
  model: text(HOME_ITEM_LIMITS.model, "Model"),
  serial: text(HOME_ITEM_LIMITS.serial, "Serial number"),
  purchasedOn: day("Purchase date"),
  warrantyUntil: day("Warranty end"),
  providerId: z.preprocess(blankToUndefined, z.uuid("Unknown provider").optional()),
  notes: text(HOME_ITEM_LIMITS.notes, "Notes"),
};

/** POST /api/home/items. */
export const homeItemCreateSchema = z.object(itemFields);
export type HomeItemInput = z.input<typeof homeItemCreateSchema>;

/** PATCH /api/home/items/{id}: the fields sent change; a blank optional field is cleared. */
export const homeItemPatchSchema = z
  .strictObject({
    ...itemFields,
    name: itemFields.name.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");

export const homeItemParamsSchema = z.object({ id: z.uuid("Not found") });
export const homeDocumentParamsSchema = z.object({ id: z.uuid("Not found"), fileId: z.uuid("Not found") });

const householdRole = z.enum(HOUSEHOLD_ROLES);

/** What the list and the item both say of an item. */
const itemCardFields = {
  id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  warrantyUntil: z.string().nullable(),
};

/** One row of the items list: the lean card (serial, dates of purchase, notes are in the item itself). */
const homeItemRowSchema = z.object({ ...itemCardFields, documentCount: z.number() });

/** GET /api/home/items: every item of the household (at most 200, unpaged), and the caller's role. */
export const homeItemListSchema = z.object({ role: householdRole, items: z.array(homeItemRowSchema) });
export type HomeItemList = z.infer<typeof homeItemListSchema>;

/** A manual or a receipt: a PDF, or an image cleaned by the photo pipeline. Downloaded at /api/files/{id}. */
export const homeDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: isoDate,
});
export type HomeDocument = z.infer<typeof homeDocumentSchema>;

/** GET/POST/PATCH /api/home/items/{id}: the whole item with its documents. A viewer gets no notes and only PDFs. */
export const homeItemSchema = z.object({
  ...itemCardFields,
  serial: z.string().nullable(),
  purchasedOn: z.string().nullable(),
  provider: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }).nullable(),
  notes: z.string().nullable(),
  documents: z.array(homeDocumentSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type HomeItem = z.infer<typeof homeItemSchema>;

/** Home's "Coming up": a home item whose warranty ends within 30 days. */
export const warrantyComingUpSchema = z.object({
  kind: z.literal("warranty"),
  itemId: z.string(),
  name: z.string(),
  /** The warranty's last day, YYYY-MM-DD. */
  date: z.string(),
});
export type WarrantyComingUp = z.infer<typeof warrantyComingUpSchema>;

// ---- Who to call ----

const goToProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  /** The phone in E.164, what the Call link dials; null when the phone is no number (providerSchema's phoneKey). */
  phoneKey: z.string().nullable(),
});

/** One trade's go-to provider: picked with "Make go-to", else the one most recently hired on a household project. */
const goToSchema = z.object({
  category: z.string(),
  provider: goToProviderSchema,
  picked: z.boolean(),
  /** The trade's other providers hired on household projects, most recent first (for "Make go-to"). */
  others: z.array(goToProviderSchema),
});
export type GoTo = z.infer<typeof goToSchema>;

/** GET /api/home/who-to-call. */
export const whoToCallSchema = z.object({
  role: householdRole,
  goTo: z.array(goToSchema),
  notes: z.string(),
  notesUpdatedAt: isoDate.nullable(),
  notesUpdatedBy: z.string().nullable(),
});
export type WhoToCall = z.infer<typeof whoToCallSchema>;

export const goToParamsSchema = z.object({
  category: z.enum(PROVIDER_CATEGORIES, "Please choose a category from the list"),
});

/** PUT /api/home/go-to/{category}. */
export const goToPickSchema = z.object({ providerId: z.uuid("Please choose a provider") });

/** PUT /api/home/notes: the household's notes; blank empties them. */
export const householdNotesSchema = z.object({
  notes: z
    .string({ error: "Notes must be text" })
    .max(HOUSEHOLD_NOTES_MAX, `Notes must be at most ${HOUSEHOLD_NOTES_MAX.toLocaleString("en-US")} characters`),
});
