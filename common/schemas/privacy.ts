// Privacy you control (docs/decisions/077-privacy-settings.md): the request and
// answer shapes of GET/PATCH /api/privacy. The audiences, labels and texts live in common/privacy.ts
// (no zod there, so screens that only show "Hired" stay small).
import { z } from "zod";
import { CONTACT_DETAILS_AUDIENCES, PROJECT_AUDIENCES } from "../privacy";

export const privacySettingsSchema = z.object({
  projects: z.enum(PROJECT_AUDIENCES),
  amounts: z.boolean(),
  contactDetails: z.enum(CONTACT_DETAILS_AUDIENCES),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** PATCH /api/privacy: any of the three, at least one. */
export const privacyPatchSchema = z
  .strictObject({
    projects: z.enum(PROJECT_AUDIENCES, { error: "Choose who sees your projects" }).optional(),
    amounts: z.boolean({ error: "Amounts must be true or false" }).optional(),
    contactDetails: z.enum(CONTACT_DETAILS_AUDIENCES, { error: "Choose who gets your e-mail and phone" }).optional(),
  })
  .refine((p) => p.projects !== undefined || p.amounts !== undefined || p.contactDetails !== undefined, {
    message: "Nothing to change",
  });
export type PrivacyPatch = z.infer<typeof privacyPatchSchema>;
