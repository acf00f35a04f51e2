// Search that starts from the problem: people type what is wrong ("leak", "furnace", "breaker"),
// not the trade that fixes it. This table maps problems (and the project categories the app
// offers) to the provider category that fixes them; the provider lists use it so a search word
// that names a problem also finds the providers of its trade. Shared by server and client.
import { PROVIDER_CATEGORIES, type ProviderCategory } from "./constants.js";

/** Problem words and phrases (lower case, singular) and the trade that fixes each. */
export const PROBLEM_TRADES: Readonly<Record<string, ProviderCategory>> = {
  // Plumber
  leak: "Plumber",
  leaking: "Plumber",
  drip: "Plumber",
  clog: "Plumber",
  clogged: "Plumber",
  drain: "Plumber",
  pipe: "Plumber",
  toilet: "Plumber",
  faucet: "Plumber",
  sink: "Plumber",
  "water heater": "Plumber",
  "sump pump": "Plumber",
  sewer: "Plumber",
  "garbage disposal": "Plumber",
  plumbing: "Plumber",
  // HVAC
  ac: "HVAC",
  "air conditioning": "HVAC",
  "air conditioner": "HVAC",
  furnace: "HVAC",
  "heat pump": "HVAC",
  heating: "HVAC",
  boiler: "HVAC",
  thermostat: "HVAC",
  duct: "HVAC",
  "hvac maintenance": "HVAC",
  // Electrician
  outlet: "Electrician",
  breaker: "Electrician",
  wiring: "Electrician",
  "light fixture": "Electrician",
  "ceiling fan": "Electrician",
  "electrical work": "Electrician",
  electrical: "Electrician",
  "ev charger": "Electrician",
  // Other trades
  "drywall patch": "Painter",
  painting: "Painter",
  cabinet: "Carpenter",
  trim: "Carpenter",
  deck: "Carpenter",
  fence: "Fencing",
  gate: "Fencing",
  driveway: "Concrete",
  sidewalk: "Concrete",
  foundation: "Concrete",
  lawn: "Lawn Care",
  mowing: "Lawn Care",
  "leaf removal": "Lawn Care",
  cleaning: "House Cleaning",
  "deep clean": "House Cleaning",
  "oil change": "Mechanic",
  brake: "Mechanic",
  tire: "Mechanic",
  toothache: "Dentist",
  cavity: "Dentist",
  "eye exam": "Eye Care",
  glasses: "Eye Care",
  "back pain": "Physical Therapist",
  wedding: "Photographer",
  headshot: "Photographer",
  photography: "Photographer",
  "estate planning": "Lawyer",
  divorce: "Lawyer",
  remodel: "General Contractor",
  renovation: "General Contractor",
  "kitchen renovation": "General Contractor",
  "bathroom remodel": "General Contractor",
};

/** A word's singular-ish form: "leaks" → "leak", "outlets" → "outlet", "brakes" → "brake". */
function singular(word: string): string {
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/**
 * The trades a search names by problem: the whole search, each word and each pair of adjacent
 * words looked up in the table (lower case, punctuation ignored, a plural's "s" dropped). Empty
 * when no word is a problem the table knows.
 */
export function tradesForSearch(search: string): ProviderCategory[] {
  const raw = search
    .toLowerCase()
    .split(/[^a-z0-9/]+/)
    .filter(Boolean);
  const phrases = new Set<string>();
  for (const words of [raw, raw.map(singular)]) {
    phrases.add(words.join(" "));
    words.forEach((word, i) => {
      phrases.add(word);
      if (i + 1 < words.length) phrases.add(`${word} ${words[i + 1]}`);
    });
  }
  const trades = new Set<ProviderCategory>();
  for (const phrase of phrases) {
    if (Object.hasOwn(PROBLEM_TRADES, phrase)) trades.add(PROBLEM_TRADES[phrase]!);
  }
  return [...trades];
}

/**
 * The trades a request or project category asks for: the category itself when it is a provider
 * category, else the trades the table gives it ("Plumbing" → Plumber).
 */
export function tradesForCategory(category: string): ProviderCategory[] {
  const exact = PROVIDER_CATEGORIES.find((c) => c.toLowerCase() === category.trim().toLowerCase());
  return exact ? [exact] : tradesForSearch(category);
}
