// The one place that decides the words for what backs a provider (docs/trust.md,
// docs/decisions/116-exact-words-for-what-happened.md): what a person did, what a rating is made
// of, and the "What these words mean" sheet. The server classifies each person with the same
// kinds and threshold (server/features/providers/queries.ts). The texts are the providers
// catalogue's `trust.*` keys: each function takes the translator of the page's language
// (client/src/features/providers/lib/trust-words.ts binds i18next's).
import { formatMoney, formatMonth, isValidDate } from "./format";

/** A job rated this many stars or more is a recommendation; below it, only a hire. */
export const RECOMMENDS_FROM_RATING = 4;

/**
 * What one person did with a provider, strongest first. A person is classified once: their
 * latest job review (rated hire) replaces their vouch, as it does in the rating; without a job
 * review, a vouch, then a hire not yet rated, a quote, a contact, a project they added the
 * provider to without contacting them yet, a place on their list.
 */
export const BACKING_KINDS = ["vouch", "hired", "quote", "contacted", "added", "list"] as const;
type BackingKind = (typeof BACKING_KINDS)[number];

export interface PersonBacking {
  kind: BackingKind;
  /** The person's job rating for "hired" (null: hired, not rated yet). */
  rating: number | null;
}

/** Whether the words may say "recommends": a vouch, or a job rated 4★ or more. */
export function recommends(b: PersonBacking): boolean {
  return b.kind === "vouch" || (b.kind === "hired" && b.rating !== null && b.rating >= RECOMMENDS_FROM_RATING);
}

interface Person {
  firstName: string | null;
  lastName: string | null;
}

/** A translator of one catalogue part (keys relative to it, e.g. the providers catalogue's `trust.`). */
export type TrustTranslate = (key: string, options?: Record<string, unknown>) => string;

/** The name the words use for a person: first name, else last name, else the fallback. */
function personName(p: Person | null | undefined, fallback: string): string {
  return p?.firstName?.trim() || p?.lastName?.trim() || fallback;
}

/**
 * What one person did, in words: "Daniel recommends them", "Daniel hired them (5★) and
 * recommends them", "Daniel hired them (2★)", "Daniel hired them", "Daniel got a quote",
 * "Daniel contacted them", "Daniel added them to a project", "On Daniel's list".
 */
export function backingWords(t: TrustTranslate, name: string, b: PersonBacking): string {
  if (b.kind !== "hired") return t(`backing.${b.kind}`, { name });
  if (b.rating === null) return t("backing.hired", { name });
  return t(recommends(b) ? "backing.hiredRecommends" : "backing.hiredRated", { name, rating: b.rating });
}

/**
 * Why a provider is listed: the words for the viewer's contact who did the most (the server
 * names them first), then how many more of the viewer's contacts are behind it; null without
 * contacts. "Daniel got a quote", "Ann recommends them · 2 more of your contacts".
 */
export function trustReason(
  t: TrustTranslate,
  trust: { contactCount: number; firstContact: Person | null; firstContactBacking: PersonBacking | null },
): string | null {
  if (trust.contactCount === 0 || !trust.firstContact || !trust.firstContactBacking) return null;
  const words = backingWords(t, personName(trust.firstContact, t("aContact")), trust.firstContactBacking);
  const others = trust.contactCount - 1;
  return others > 0 ? t("moreContacts", { words, count: others }) : words;
}

/**
 * "3 hires · 5 vowches": what the rating and its count are made of, each person once (a job
 * review, else a vouch). A part that is zero is left out; "" when nobody counts.
 */
export function ratingBreakdownText(t: TrustTranslate, b: { hires: number; vouches: number }): string {
  return [b.hires > 0 ? t("hires", { count: b.hires }) : null, b.vouches > 0 ? t("vouches", { count: b.vouches }) : null]
    .filter(Boolean)
    .join(" · ");
}

/**
 * The rule made visible when it applied: people who vowched and also rated a job count once, as
 * a hire. Names the person the viewer may see when there is one ("Daniel vowched and hired them:
 * counted once, as a hire"); null when nobody did both.
 */
export function vouchedHiresText(t: TrustTranslate, b: { vouchedHires: number; vouchedHire: Person | null }): string | null {
  const n = b.vouchedHires;
  if (n <= 0) return null;
  if (!b.vouchedHire) return t("vouchedHires.people", { count: n });
  const name = personName(b.vouchedHire, t("someone"));
  return n === 1 ? t("vouchedHires.one", { name }) : t("vouchedHires.named", { name, count: n - 1 });
}

/**
 * The label beside a recommendation's stars: "Vowched", "Verified hire" or "Past hire" (`t`
 * translates the common catalogue's `trust.` keys).
 */
export function sourceLabel(t: TrustTranslate, source: string): string {
  return t(source === "project" ? "verifiedHire" : source === "experience" ? "pastHire" : "vowched");
}

/** "Kitchen · Mar 2026 · $4,200": a hire's details, each part only when known. */
export function verifiedHireDetails(r: {
  category?: string | null;
  createdAt?: string | null;
  finalAmount?: string | null;
  currency?: string;
}): string {
  const date = r.createdAt ? new Date(r.createdAt) : null;
  const month = date && isValidDate(date) ? formatMonth(date) : null;
  return [r.category, month, formatMoney(r.finalAmount, r.currency)].filter(Boolean).join(" · ");
}

/**
 * One item of friend activity as a sentence around the person and the provider (the screen
 * links them): `{who} ${verb} {provider}${tail}`. A vouch: "Tom recommends Acme"; a job rated 4★
 * or more: "Tom hired Acme for Faucet and recommends them"; below: "Tom hired Acme for Faucet".
 * The stars, category, amount and date are shown once beside it.
 */
export function activityWords(
  t: TrustTranslate,
  item: { source: string; rating: number | null; projectTitle: string | null },
): { verb: string; tail: string } {
  if (item.source === "vouch") return { verb: t("activity.recommends"), tail: "" };
  const forProject = item.projectTitle ? t("activity.forProject", { title: item.projectTitle }) : "";
  const rec = recommends({ kind: "hired", rating: item.rating }) ? t("activity.andRecommends") : "";
  return { verb: t("activity.hired"), tail: `${forProject}${rec}` };
}

const GLOSSARY_TERMS = [
  "recommends",
  "hiredLow",
  "quote",
  "contacted",
  "added",
  "list",
  "vouch",
  "verifiedHire",
  "pastHire",
  "breakdown",
  "vouchedHired",
] as const;

/** The "What these words mean" sheet: each term as the app shows it, and what it means. */
export const trustGlossary = (t: TrustTranslate): { term: string; meaning: string }[] =>
  GLOSSARY_TERMS.map((key) => ({
    term: t(`glossary.${key}.term`),
    meaning: t(`glossary.${key}.meaning`, { stars: RECOMMENDS_FROM_RATING }),
  }));
