// The words for what backs a provider (common/trust.ts decides them; docs/trust.md) in the page's
// language: the same rules, each text a key of the providers catalogue, translated at call time.
import i18next from "i18next";
import { recommends, RECOMMENDS_FROM_RATING, type PersonBacking, type trustReason as englishReason } from "@common/trust";

interface Person {
  firstName: string | null;
  lastName: string | null;
}

/** The name the words use for a person: first name, else last name, else "A contact". */
const personName = (p: Person | null | undefined, fallback: string) => p?.firstName?.trim() || p?.lastName?.trim() || fallback;

/** What one person did, in words ("Daniel hired them (5★) and recommends them"). */
function backingWords(name: string, b: PersonBacking): string {
  const t = i18next.t;
  switch (b.kind) {
    case "vouch":
      return t("providers:trust.backing.vouch", { name });
    case "hired":
      if (b.rating === null) return t("providers:trust.backing.hired", { name });
      return recommends(b)
        ? t("providers:trust.backing.hiredRecommends", { name, rating: b.rating })
        : t("providers:trust.backing.hiredRated", { name, rating: b.rating });
    case "quote":
      return t("providers:trust.backing.quote", { name });
    case "contacted":
      return t("providers:trust.backing.contacted", { name });
    case "added":
      return t("providers:trust.backing.added", { name });
    case "list":
      return t("providers:trust.backing.list", { name });
  }
}

/** Why a provider is listed: "Ann recommends them · 2 more of your contacts"; null without contacts. */
export function trustReason(trust: Parameters<typeof englishReason>[0]): string | null {
  if (trust.contactCount === 0 || !trust.firstContact || !trust.firstContactBacking) return null;
  const words = backingWords(personName(trust.firstContact, i18next.t("providers:trust.aContact")), trust.firstContactBacking);
  const others = trust.contactCount - 1;
  return others > 0 ? i18next.t("providers:trust.moreContacts", { words, count: others }) : words;
}

/** "3 hires · 5 vowches": each part only when not zero; "" when nobody counts. */
export function ratingBreakdownText(b: { hires: number; vouches: number }): string {
  return [
    b.hires > 0 ? i18next.t("providers:trust.hires", { count: b.hires }) : null,
    b.vouches > 0 ? i18next.t("providers:trust.vouches", { count: b.vouches }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** "Daniel vowched and hired them: counted once, as a hire"; null when nobody did both. */
export function vouchedHiresText(b: { vouchedHires: number; vouchedHire: Person | null }): string | null {
  const n = b.vouchedHires;
  if (n <= 0) return null;
  if (!b.vouchedHire) return i18next.t("providers:trust.vouchedHires.people", { count: n });
  const name = personName(b.vouchedHire, i18next.t("providers:trust.someone"));
  return n === 1
    ? i18next.t("providers:trust.vouchedHires.one", { name })
    : i18next.t("providers:trust.vouchedHires.named", { name, count: n - 1 });
}

/** One item of friend activity: `{who} ${verb} {provider}${tail}` ("Tom hired Acme for Faucet"). */
export function activityWords(item: { source: string; rating: number | null; projectTitle: string | null }): {
  verb: string;
  tail: string;
} {
  const t = i18next.t;
  if (item.source === "vouch") return { verb: t("providers:trust.activity.recommends"), tail: "" };
  const forProject = item.projectTitle ? t("providers:trust.activity.forProject", { title: item.projectTitle }) : "";
  const rec = recommends({ kind: "hired", rating: item.rating }) ? t("providers:trust.activity.andRecommends") : "";
  return { verb: t("providers:trust.activity.hired"), tail: `${forProject}${rec}` };
}

/** The "What these words mean" sheet: each term as the app shows it, and what it means. */
export const trustGlossary = (): { term: string; meaning: string }[] =>
  (
    [
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
    ] as const
  ).map((key) => ({
    term: i18next.t(`providers:trust.glossary.${key}.term`),
    meaning: i18next.t(`providers:trust.glossary.${key}.meaning`, { stars: RECOMMENDS_FROM_RATING }),
  }));
