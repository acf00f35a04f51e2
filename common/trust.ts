// The one place that decides the words for what backs a provider (docs/trust.md,
// docs/decisions/116-exact-words-for-what-happened.md): what a person did, what a rating is made
// of, and the "What these words mean" sheet. The server classifies each person with the same
// kinds and threshold (server/features/providers/queries.ts). The screens say these words in the
// page's language through client/src/features/providers/lib/trust-words.ts (the same rules, the
// texts in the providers catalogue); these English functions are the reference the tests hold.
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

/** The name the words use for a person: first name, else last name, else "A contact". */
function personName(p: Person | null | undefined, fallback = "A contact"): string {
  return p?.firstName?.trim() || p?.lastName?.trim() || fallback;
}

const stars = (rating: number) => `${rating}★`;

/**
 * What one person did, in words: "Daniel recommends them", "Daniel hired them (5★) and
 * recommends them", "Daniel hired them (2★)", "Daniel hired them", "Daniel got a quote",
 * "Daniel contacted them", "Daniel added them to a project", "On Daniel's list".
 */
export function backingWords(name: string, b: PersonBacking): string {
  switch (b.kind) {
    case "vouch":
      return `${name} recommends them`;
    case "hired":
      if (b.rating === null) return `${name} hired them`;
      return recommends(b)
        ? `${name} hired them (${stars(b.rating)}) and recommends them`
        : `${name} hired them (${stars(b.rating)})`;
    case "quote":
      return `${name} got a quote`;
    case "contacted":
      return `${name} contacted them`;
    case "added":
      return `${name} added them to a project`;
    case "list":
      return `On ${name}'s list`;
  }
}

/**
 * Why a provider is listed: the words for the viewer's contact who did the most (the server
 * names them first), then how many more of the viewer's contacts are behind it; null without
 * contacts. "Daniel got a quote", "Ann recommends them · 2 more of your contacts".
 */
export function trustReason(trust: {
  contactCount: number;
  firstContact: Person | null;
  firstContactBacking: PersonBacking | null;
}): string | null {
  if (trust.contactCount === 0 || !trust.firstContact || !trust.firstContactBacking) return null;
  const words = backingWords(personName(trust.firstContact), trust.firstContactBacking);
  const others = trust.contactCount - 1;
  return others > 0 ? `${words} · ${others} more of your contacts` : words;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "3 hires · 5 vowches": what the rating and its count are made of, each person once (a job
 * review, else a vouch). A part that is zero is left out; "" when nobody counts.
 */
export function ratingBreakdownText(b: { hires: number; vouches: number }): string {
  return [b.hires > 0 ? plural(b.hires, "hire", "hires") : null, b.vouches > 0 ? plural(b.vouches, "vowch", "vowches") : null]
    .filter(Boolean)
    .join(" · ");
}

/**
 * The rule made visible when it applied: people who vowched and also rated a job count once, as
 * a hire. Names the person the viewer may see when there is one ("Daniel vowched and hired them:
 * counted once, as a hire"); null when nobody did both.
 */
export function vouchedHiresText(b: { vouchedHires: number; vouchedHire: Person | null }): string | null {
  const n = b.vouchedHires;
  if (n <= 0) return null;
  const who = b.vouchedHire
    ? n === 1
      ? personName(b.vouchedHire, "Someone")
      : `${personName(b.vouchedHire, "Someone")} and ${n - 1} more`
    : plural(n, "person", "people");
  return `${who} vowched and hired them: ${n === 1 ? "counted once" : "each counted once"}, as a hire`;
}

/** The label beside a recommendation's stars: "Vowched", "Verified hire" or "Past hire". */
export function sourceLabel(source: string): string {
  if (source === "project") return "Verified hire";
  if (source === "experience") return "Past hire";
  return "Vowched";
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
export function activityWords(item: { source: string; rating: number | null; projectTitle: string | null }): {
  verb: string;
  tail: string;
} {
  if (item.source === "vouch") return { verb: "recommends", tail: "" };
  const forProject = item.projectTitle ? ` for ${item.projectTitle}` : "";
  const backing: PersonBacking = { kind: "hired", rating: item.rating };
  return { verb: "hired", tail: `${forProject}${recommends(backing) ? " and recommends them" : ""}` };
}
