// Every case of the words for what backs a provider, as a table: what happened → what the screen says.
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import common from "./locales/en/common.json";
import providers from "./locales/en/providers.json";
import * as words from "./trust";
import { BACKING_KINDS, recommends, verifiedHireDetails, type PersonBacking, type TrustTranslate } from "./trust";

// The words in English, from the catalogue the app reads them from.
const english = i18next.createInstance();
void english.init({
  initAsync: false,
  lng: "en",
  resources: { en: { common, providers } },
  interpolation: { escapeValue: false },
});
const inPart =
  (part: string): TrustTranslate =>
  (key, options) =>
    String((english.t as (k: string, o?: object) => unknown)(`${part}${key}`, options));
const t = inPart("providers:trust.");
const backingWords = (name: string, b: PersonBacking) => words.backingWords(t, name, b);
const trustReason = (trust: Parameters<typeof words.trustReason>[1]) => words.trustReason(t, trust);
const ratingBreakdownText = (b: Parameters<typeof words.ratingBreakdownText>[1]) => words.ratingBreakdownText(t, b);
const vouchedHiresText = (b: Parameters<typeof words.vouchedHiresText>[1]) => words.vouchedHiresText(t, b);
const activityWords = (item: Parameters<typeof words.activityWords>[1]) => words.activityWords(t, item);
const sourceLabel = (source: string) => words.sourceLabel(inPart("common:trust."), source);
const TRUST_GLOSSARY = words.trustGlossary(t);

const daniel = { firstName: "Daniel", lastName: "Okafor" };

describe("backingWords: what one person did", () => {
  it.each<[string, PersonBacking, string, boolean]>([
    ["a vouch", { kind: "vouch", rating: null }, "Daniel recommends them", true],
    ["a job rated 5★", { kind: "hired", rating: 5 }, "Daniel hired them (5★) and recommends them", true],
    ["a job rated 4★", { kind: "hired", rating: 4 }, "Daniel hired them (4★) and recommends them", true],
    ["a job rated 3★", { kind: "hired", rating: 3 }, "Daniel hired them (3★)", false],
    ["a job rated 2★", { kind: "hired", rating: 2 }, "Daniel hired them (2★)", false],
    ["a job rated 1★", { kind: "hired", rating: 1 }, "Daniel hired them (1★)", false],
    ["a hire not yet rated", { kind: "hired", rating: null }, "Daniel hired them", false],
    ["a quote only", { kind: "quote", rating: null }, "Daniel got a quote", false],
    ["a contact only", { kind: "contacted", rating: null }, "Daniel contacted them", false],
    ["a project, not contacted yet", { kind: "added", rating: null }, "Daniel added them to a project", false],
    ["on the list only", { kind: "list", rating: null }, "On Daniel's list", false],
  ])("%s → %j", (_, backing, words, recommending) => {
    expect(backingWords("Daniel", backing)).toBe(words);
    expect(recommends(backing)).toBe(recommending);
    // "recommends" appears exactly where a recommendation is.
    expect(words.includes("recommends")).toBe(recommending);
  });

  it("has words for every kind", () => {
    for (const kind of BACKING_KINDS) expect(backingWords("Ann", { kind, rating: null })).toMatch(/Ann/);
  });
});

describe("trustReason: why a provider is listed", () => {
  it.each<[string, Parameters<typeof trustReason>[0], string | null]>([
    ["no contacts", { contactCount: 0, firstContact: null, firstContactBacking: null }, null],
    [
      "one contact who got a quote",
      { contactCount: 1, firstContact: daniel, firstContactBacking: { kind: "quote", rating: null } },
      "Daniel got a quote",
    ],
    [
      "one contact, on their list",
      { contactCount: 1, firstContact: daniel, firstContactBacking: { kind: "list", rating: null } },
      "On Daniel's list",
    ],
    [
      "one contact who hired them and rated 2★",
      { contactCount: 1, firstContact: daniel, firstContactBacking: { kind: "hired", rating: 2 } },
      "Daniel hired them (2★)",
    ],
    [
      "three contacts, the first vouched",
      { contactCount: 3, firstContact: daniel, firstContactBacking: { kind: "vouch", rating: null } },
      "Daniel recommends them · 2 more of your contacts",
    ],
    [
      "a contact without a first name",
      {
        contactCount: 2,
        firstContact: { firstName: " ", lastName: "Okafor" },
        firstContactBacking: { kind: "hired", rating: 5 },
      },
      "Okafor hired them (5★) and recommends them · 1 more of your contacts",
    ],
    [
      "a contact without a name",
      {
        contactCount: 1,
        firstContact: { firstName: null, lastName: null },
        firstContactBacking: { kind: "contacted", rating: null },
      },
      "A contact contacted them",
    ],
  ])("%s", (_, trust, words) => {
    expect(trustReason(trust)).toBe(words);
  });
});

describe("ratingBreakdownText and vouchedHiresText: the rating's parts, each person once", () => {
  it.each<[{ hires: number; vouches: number }, string]>([
    [{ hires: 0, vouches: 0 }, ""],
    [{ hires: 1, vouches: 0 }, "1 hire"],
    [{ hires: 2, vouches: 0 }, "2 hires"],
    [{ hires: 0, vouches: 1 }, "1 vowch"],
    [{ hires: 0, vouches: 5 }, "5 vowches"],
    [{ hires: 3, vouches: 5 }, "3 hires · 5 vowches"],
    [{ hires: 1, vouches: 1 }, "1 hire · 1 vowch"],
  ])("%j → %j", (b, words) => {
    expect(ratingBreakdownText(b)).toBe(words);
    expect(words).not.toMatch(/vouch/);
  });

  it.each<[Parameters<typeof vouchedHiresText>[0], string | null]>([
    [{ vouchedHires: 0, vouchedHire: null }, null],
    [{ vouchedHires: 1, vouchedHire: daniel }, "Daniel vowched and hired them: counted once, as a hire"],
    [{ vouchedHires: 3, vouchedHire: daniel }, "Daniel and 2 more vowched and hired them: each counted once, as a hire"],
    [{ vouchedHires: 1, vouchedHire: null }, "1 person vowched and hired them: counted once, as a hire"],
    [{ vouchedHires: 2, vouchedHire: null }, "2 people vowched and hired them: each counted once, as a hire"],
  ])("%j → %j", (b, words) => {
    expect(vouchedHiresText(b)).toBe(words);
  });
});

describe("sourceLabel and verifiedHireDetails: one recommendation", () => {
  it.each([
    ["vouch", "Vowched"],
    ["project", "Verified hire"],
    ["experience", "Past hire"],
  ])("%s → %s", (source, label) => {
    expect(sourceLabel(source)).toBe(label);
  });

  it.each<[Parameters<typeof verifiedHireDetails>[0], string]>([
    [{ category: "Kitchen", createdAt: "2026-03-04T10:00:00.000Z", finalAmount: "4200.00" }, "Kitchen · Mar 2026 · $4,200"],
    [{ category: "Kitchen", createdAt: "2026-03-04T10:00:00.000Z" }, "Kitchen · Mar 2026"],
    [{ category: null, createdAt: "not a date", finalAmount: null }, ""],
  ])("%j → %j", (r, words) => {
    expect(verifiedHireDetails(r)).toBe(words);
  });
});

describe("activityWords: one item of friend activity", () => {
  it.each<[string, number | null, string | null, string]>([
    ["vouch", 5, null, "Tom recommends Acme"],
    ["vouch", 2, null, "Tom recommends Acme"],
    ["project", 5, "Faucet", "Tom hired Acme for Faucet and recommends them"],
    ["project", 4, "Faucet", "Tom hired Acme for Faucet and recommends them"],
    ["project", 2, "Faucet", "Tom hired Acme for Faucet"],
    ["experience", 3, "Deck", "Tom hired Acme for Deck"],
    ["experience", 5, null, "Tom hired Acme and recommends them"],
    ["project", null, "Faucet", "Tom hired Acme for Faucet"],
  ])("%s rated %s for %s → %j", (source, rating, projectTitle, sentence) => {
    const { verb, tail } = activityWords({ source, rating, projectTitle });
    expect(`Tom ${verb} Acme${tail}`).toBe(sentence);
  });
});

describe("the glossary", () => {
  it("explains every phrase the words use, spelled vowch", () => {
    const terms = TRUST_GLOSSARY.map((g) => g.term);
    for (const phrase of [
      "recommends them",
      "hired them (2★)",
      "got a quote",
      "contacted them",
      "added them to a project",
      "On Daniel's list",
      "Vowch",
    ]) {
      expect(terms).toContain(phrase);
    }
    for (const g of TRUST_GLOSSARY) expect(`${g.term} ${g.meaning}`).not.toMatch(/vouch/i);
  });
});
