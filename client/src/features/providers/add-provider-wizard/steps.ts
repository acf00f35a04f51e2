// The wizard's steps (the spec's screens): titles, experience types, and the step that holds each field.
import type { ExperienceType } from "@common/constants";

export const STEP_TITLES = ["Provider details", "Your experience", "Review and vowch"] as const;

export const TYPE_OPTIONS: { value: ExperienceType; label: string; hint: string }[] = [
  { value: "completed", label: "Completed project", hint: "They finished a job for you." },
  { value: "existing", label: "Add to an existing project", hint: "Attach them to one of your projects." },
  { value: "future", label: "Future project or quote", hint: "You're getting a quote or planning work." },
  { value: "ongoing", label: "Ongoing service", hint: "They work for you regularly." },
];

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
