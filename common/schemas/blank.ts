// Blank optional values (the spec's validation rules: empty optional values are sent as absent). The one place that
// decides what "blank" means: "", whitespace only, null or undefined.
import { z } from "zod";

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** For schema preprocessing: a blank value becomes absent. */
export const blankToUndefined = (value: unknown): unknown => (isBlank(value) ? undefined : value);

/** For storage: trimmed text, or NULL when blank or absent. */
export const blankToNull = (value: string | null | undefined): string | null => (isBlank(value) ? null : value!.trim());

/** Optional free text, trimmed; the server stores a blank one as NULL (blankToNull). */
export const optionalText = (max: number, message = "Too long") => z.string().trim().max(max, message).optional();
