// The texts of the one-time privacy question (Complete Profile's line is in the auth catalogue), apart from
// common/privacy.ts so that Home, which imports privacy labels, does not load them.
import type { ProjectAudience } from "./privacy";

/** The one-time question after the account's first completed job (PrivacyQuestionSheet). */
export const PRIVACY_QUESTION = {
  title: "Who sees this project?",
  description:
    "Your job is done and your review helps your friends. Choose who sees it; you can change this any time in Profile \u2192 Privacy.",
  audienceLabels: { everyone: "Everyone", contacts: "My contacts", nobody: "Nobody" } as Record<ProjectAudience, string>,
  audienceHints: {
    everyone: "Everyone on Vowch sees this project and its hire.",
    contacts: "Only people in your own address book see it.",
    nobody: "Only you and the project's collaborators see it.",
  } as Record<ProjectAudience, string>,
  amountsLabel: "Show what you paid on all your projects",
  amountsHintOn: "Budgets, quotes and final amounts show where your projects do.",
  amountsHintOff: "Others see \u201cHired\u201d without a number.",
  save: "Save",
  notNow: "Not now",
  saved: "Privacy updated",
} as const;
