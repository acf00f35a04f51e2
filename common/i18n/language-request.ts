// PUT /api/account/language (apart from languages.ts, which the first paint loads without zod).
import { z } from "zod";
import { LANGUAGES } from "./languages.js";

/** PUT /api/account/language: the Profile choice (null: follow the phone) and the phone's own language. */
export const languageRequestSchema = z.object({
  choice: z.enum(LANGUAGES, { error: "Language must be en, es or de" }).nullable(),
  phone: z.enum(LANGUAGES, { error: "Language must be en, es or de" }),
});
