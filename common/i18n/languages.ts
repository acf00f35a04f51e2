// The languages Vowch speaks. English is the source, word for word as the spec has it; Spanish and
// German translate it. A person's language is the phone's (navigator.languages) unless Profile
// sets one; the account keeps the one in use so e-mails, pushes and calendar files speak it too.
export const LANGUAGES = ["en", "es", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words, as the Profile switch lists them (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español", de: "Deutsch" };

/** The locale each language formats dates and money in when no phone says more (the server's e-mails). */
const DEFAULT_LOCALE: Record<Language, string> = { en: "en-US", es: "es-ES", de: "de-DE" };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? "";

/** The first of the phone's languages Vowch speaks ("de-AT" → "de"), else English. */
export function languageOf(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = primary(tag);
    if (isLanguage(language)) return language;
  }
  return "en";
}

/**
 * The locale dates and amounts are written in: English keeps the spec's formats whatever the
 * region ("en"); Spanish and German take the phone's own tag for that language ("es-MX"), else
 * the language's default.
 */
export function localeOf(language: Language, tags: readonly string[]): string {
  if (language === "en") return "en";
  const tag = tags.find((t) => primary(t) === language);
  if (!tag) return DEFAULT_LOCALE[language];
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? DEFAULT_LOCALE[language];
  } catch {
    return DEFAULT_LOCALE[language];
  }
}
