// The app's look: the system's (prefers-color-scheme), or always light or dark. Kept on the
// account (PUT /api/account/theme) so every device of the person follows the choice.
import { z } from "zod";

export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** PUT /api/account/theme */
export const themeSchema = z.object({
  theme: z.enum(THEMES, { error: "Theme must be system, light or dark" }),
});
