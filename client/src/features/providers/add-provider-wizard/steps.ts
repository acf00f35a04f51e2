// The wizard's steps (the spec's screens): titles, experience types, and the step that holds each field.
import type { ExperienceType } from "@common/constants";

/** The steps' title keys (providers:wizard.steps.*). */
export const STEP_TITLES = ["details", "experience", "review"] as const;

/** The experience types, in order; their label and hint are providers:wizard.types.<type>. */
export const TYPE_OPTIONS: readonly ExperienceType[] = ["completed", "existing", "future", "ongoing"];

export const STEP_OF_FIELD: Record<string, number> = {
  name: 1,
  category: 1,
  email: 1,
  phone: 1,
  website: 1,
  description: 1,
  address: 1,
  experienceType: 2,
  projectTitle: 2,
  projectCategory: 2,
  projectDescription: 2,
  projectBudget: 2,
  projectStartDate: 2,
  projectEndDate: 2,
  existingProjectId: 2,
  recurringFrequency: 2,
  recurringDayOfWeek: 2,
  recurringDayOfMonth: 2,
  nextServiceDate: 2,
  relationshipDuration: 2,
  finalAmount: 2,
  quoteAmount: 2,
  quoteNotes: 2,
};
