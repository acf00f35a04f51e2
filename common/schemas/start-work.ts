// The "Add to project" / "Request a quote" form of provider detail: an existing project of mine,
// or a new one by its title (with a description for the quote), the timeline the message states,
// and whether an address line goes into the message.
import { z } from "zod";
import { LIMITS } from "../constants";

/** The project choice that creates a new project from the title typed below it. */
export const NEW_PROJECT_CHOICE = "new";

export const startWorkFormSchema = z
  .object({
    projectId: z.string().min(1, "Please select an existing project"),
    title: z.string().trim().max(LIMITS.titleMax, "Title is too long"),
    description: z.string().trim(),
    timeline: z.string(),
    shareAddress: z.boolean(),
    address: z.string(),
  })
  .refine((v) => v.projectId !== NEW_PROJECT_CHOICE || v.title.length > 0, {
    message: "Project title is required",
    path: ["title"],
  });
export type StartWorkFormInput = z.input<typeof startWorkFormSchema>;
export type StartWorkForm = z.output<typeof startWorkFormSchema>;
