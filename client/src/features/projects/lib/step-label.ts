// The next-step buttons' labels (common/status-flow.ts, the spec's English) in the page's language.
import i18next from "i18next";

const STEP_KEYS = {
  "Mark Contacted": "projects:steps.markContacted",
  "Schedule Estimate": "projects:steps.scheduleEstimate",
  "Edit Quote": "projects:steps.editQuote",
  "Add Quote": "projects:steps.addQuote",
  "Accept Offer": "projects:steps.acceptOffer",
  "Schedule Work": "projects:steps.scheduleWork",
  "Mark Active": "projects:steps.markActive",
  "Mark Completed": "projects:steps.markCompleted",
  "Update Review": "projects:steps.updateReview",
  "Update Service": "projects:steps.updateService",
} as const;

export const stepLabel = (label: string): string =>
  label in STEP_KEYS ? i18next.t(STEP_KEYS[label as keyof typeof STEP_KEYS]) : label;
