// The provider book: my history with one provider and my own private notes about them.
import { z } from "zod";
import { PROJECT_PROVIDER_STATUSES } from "../constants";
import { isoDate } from "./fields";

export const PROVIDER_NOTES_MAX = 5000;

const providerJobSchema = z.object({
  linkId: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  status: z.enum(PROJECT_PROVIDER_STATUSES),
  addedAt: isoDate,
  workStartDate: z.string().nullable(),
  /** When the link last changed (the finish date of a completed job). */
  updatedAt: isoDate,
  /** The final amount, else the quote. */
  amount: z.string().nullable(),
  /** My own rating of the job (my review; on my own project the link's rating). */
  myRating: z.number().nullable(),
});
export type ProviderJob = z.output<typeof providerJobSchema>;

export const providerHistorySchema = z.object({
  jobs: z.array(providerJobSchema),
  /** The sum of the hired jobs' amounts (final, else the accepted quote), "0.00" when none. */
  totalSpent: z.string(),
  /** The latest hire: its work start date, else the day it was added (YYYY-MM-DD). */
  lastHiredAt: z.string().nullable(),
  notes: z.string().nullable(),
  doNotHire: z.boolean(),
});
export type ProviderHistory = z.output<typeof providerHistorySchema>;

export const providerNotesUpdateSchema = z
  .object({
    notes: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      z.string({ error: "Notes must be text" }).max(PROVIDER_NOTES_MAX, "Notes are too long").nullable().optional(),
    ),
    doNotHire: z.boolean({ error: "doNotHire must be true or false" }).optional(),
  })
  .refine((v) => v.notes !== undefined || v.doNotHire !== undefined, { message: "Nothing to update" });
export type ProviderNotesUpdate = z.output<typeof providerNotesUpdateSchema>;

/** The private-notes form on provider detail: the notes as typed (the textarea holds at most the limit). */
export const providerNotesFormSchema = z.object({
  notes: z.string().max(PROVIDER_NOTES_MAX, "Notes are too long"),
});
export type ProviderNotesForm = z.output<typeof providerNotesFormSchema>;

export const doNotHireListSchema = z.object({ providerIds: z.array(z.string()) });
export type DoNotHireList = z.output<typeof doNotHireListSchema>;
