// The "What these words mean" sheet's texts, apart from common/trust.ts so that Home, which uses
// the words but not the sheet, does not load them.
import { RECOMMENDS_FROM_RATING } from "./trust";

/** The "What these words mean" sheet: each term as the app shows it, and what it means. */
export const TRUST_GLOSSARY: readonly { term: string; meaning: string }[] = [
  {
    term: "recommends them",
    meaning: `They vowched for the provider, or hired them and rated the job ${RECOMMENDS_FROM_RATING}★ or more.`,
  },
  {
    term: "hired them (2★)",
    meaning: `They hired the provider; the stars are their rating of the job, below ${RECOMMENDS_FROM_RATING}★ so not a recommendation.`,
  },
  { term: "got a quote", meaning: "They asked for a quote and got one, but haven't hired them." },
  { term: "contacted them", meaning: "They got in touch with the provider about a project, nothing more yet." },
  { term: "added them to a project", meaning: "They are considering the provider for a project and haven't contacted them yet." },
  { term: "On Daniel's list", meaning: "They keep the provider on their list, without a vowch or a hire." },
  { term: "Vowch", meaning: "Someone's word that they'd hire the provider again, with 1 to 5 stars." },
  { term: "Verified hire", meaning: "A job tracked in Vowch from the first contact to its rating." },
  { term: "Past hire", meaning: "A job they told Vowch about afterwards, with their rating." },
  {
    term: "3 hires · 5 vowches",
    meaning:
      "What the rating is made of. Each person counts once: their latest job rating, else their vowch. The count in brackets is the number of people.",
  },
  {
    term: "vowched and hired them: counted once, as a hire",
    meaning: "Someone who vowched and also rated a job counts once, with their job rating; their vowch no longer adds to it.",
  },
];
