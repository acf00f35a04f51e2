// Field schemas several forms share (a link's workflow step, a vouch, a recurring visit), so a
// rating or an amount is read and refused the same way everywhere.
import { z } from "zod";
import { LIMITS } from "../constants";
import { blankToUndefined } from "./blank";

const RATING_MESSAGE = "Rating must be between 1 and 5";

/** A whole-star rating, 1–5. */
export const ratingNumber = z
  .number({ error: RATING_MESSAGE })
  .int(RATING_MESSAGE)
  .min(LIMITS.ratingMin, RATING_MESSAGE)
  .max(LIMITS.ratingMax, RATING_MESSAGE);

/** An optional rating sent as text (multipart) or a number; blank means absent. */
export const optionalRating = z.preprocess((v) => {
  const b = blankToUndefined(v);
  return typeof b === "string" ? Number(b) : b;
}, ratingNumber.optional());

/** An optional amount of money as text or a number, stored with two decimals; blank means absent. */
export const optionalMoney = (message: string) =>
  z.preprocess(
    (v) => blankToUndefined(typeof v === "number" ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .refine((s) => /^(\d+(\.\d+)?|\.\d+)$/.test(s) && Number(s) <= LIMITS.moneyMax, message)
      .transform((s) => Number(s).toFixed(2))
      .optional(),
  );

/**
 * A moment in a response: ISO 8601 with its offset, as the server writes every timestamp
 * (`iso()` in server/db/sql.ts, always UTC "Z"), so the client reads a string.
 */
export const isoDate = z.iso.datetime({ offset: true });
