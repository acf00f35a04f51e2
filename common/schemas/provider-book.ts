// The provider book: my history with one provider, my own notes about them (private unless I
// share them with my household) and what my household shared.
import { z } from "zod";
import { PROJECT_PROVIDER_STATUSES, PROVIDER_NOTES_MAX } from "../constants";
import { isoDate } from "./fields";

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
  /** The ISO 4217 code of `amount`. */
  currency: z.string(),
  /** My own rating of the job (my review; on my own project the link's rating). */
  myRating: z.number().nullable(),
});
export type ProviderJob = z.output<typeof providerJobSchema>;

export const providerHistorySchema = z.object({
  jobs: z.array(providerJobSchema),
  /** The sum of the hired jobs' amounts (final, else the accepted quote) in my currency, "0.00" when none. */
  totalSpent: z.string(),
  /** My currency: the one totalSpent is in. */
  currency: z.string(),
  /** The sums in other currencies, by code (amounts in different currencies are never added together). */
  otherTotalsSpent: z.array(z.object({ currency: z.string(), total: z.string() })),
  /** The latest hire: its work start date, else the day it was added (YYYY-MM-DD). */
  lastHiredAt: z.string().nullable(),
  notes: z.string().nullable(),
  doNotHire: z.boolean(),
  /** "Share with my household" for my notes and for my mark (off until I turn it on). */
  notesShared: z.boolean(),
  doNotHireShared: z.boolean(),
  /**
   * What the others of my household shared about this provider, each with who wrote it (none for a
   * household viewer): the shared note (else null) and whether they shared a "Don't hire again".
   */
  household: z.array(
    z.object({
      author: z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
      notes: z.string().nullable(),
      doNotHire: z.boolean(),
    }),
  ),
});
export type ProviderHistory = z.output<typeof providerHistorySchema>;

export const providerNotesUpdateSchema = z
  .object({
    notes: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      z.string({ error: "Notes must be text" }).max(PROVIDER_NOTES_MAX, "Notes are too long").nullable().optional(),
    ),
    doNotHire: z.boolean({ error: "doNotHire must be true or false" }).optional(),
    notesShared: z.boolean({ error: "notesShared must be true or false" }).optional(),
    doNotHireShared: z.boolean({ error: "doNotHireShared must be true or false" }).optional(),
    /**
     * Another household person's shared note or mark to change (their id); only what they shared,
     * and never their sharing switches. Absent: my own.
     */
    authorId: z.uuid({ error: "authorId must be a user id" }).optional(),
  })
  .refine(
    (v) => v.notes !== undefined || v.doNotHire !== undefined || v.notesShared !== undefined || v.doNotHireShared !== undefined,
    { message: "Nothing to update" },
  )
  .refine((v) => v.authorId === undefined || (v.notesShared === undefined && v.doNotHireShared === undefined), {
    message: "Only its author shares a note",
  });
export type ProviderNotesUpdate = z.output<typeof providerNotesUpdateSchema>;

export const doNotHireListSchema = z.object({ providerIds: z.array(z.string()) });
export type DoNotHireList = z.output<typeof doNotHireListSchema>;
