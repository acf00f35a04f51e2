// The page's language: i18next with react-i18next. English (the source, word for word the spec's)
// comes with the app; Spanish and German each load on demand as one chunk. The language is the
// account's Profile choice, else the phone's (navigator.languages); this browser remembers the
// last one so the next visit starts in it. `<html lang>` and the formats (common/format.ts) follow.
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { setDisplayLocale } from "@common/format";
import { languageOf, localeOf, type Language } from "@common/i18n/languages";
import { LANGUAGE_COOKIE } from "@common/first-paint";
import { rememberForFirstPaint } from "./first-paint-cookie";
import en from "@/locales/en";
import type enSignedIn from "@/locales/en-signed-in";
import type enErrors from "@/locales/en-errors";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en & typeof enSignedIn & { errors: typeof enErrors };
  }
}

const STORAGE_KEY = "vowch.language";

/** The namespaces of en-signed-in.ts (a type-checked list: a missing or extra one fails to compile). */
const SIGNED_IN_NAMESPACES = [
  "account",
  "formats",
  "friends",
  "home",
  "household",
  "money",
  "notices",
  "notifications",
  "projects",
  "providers",
  "requests",
] as const satisfies ReadonlyArray<keyof typeof enSignedIn>;

type Catalogue = Record<string, Record<string, unknown>>;
const LOADERS: Record<Exclude<Language, "en">, () => Promise<{ default: Catalogue; englishErrors: Record<string, string> }>> = {
  es: () => import("@/locales/es"),
  de: () => import("@/locales/de"),
};

/** The phone's languages, most wanted first. */
const phoneLanguages = (): readonly string[] => (navigator.languages?.length ? navigator.languages : [navigator.language]);

/** The language the phone asks for, among those Vowch speaks. */
export const phoneLanguage = (): Language => languageOf(phoneLanguages());

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === "en" || value === "es" || value === "de" ? value : null;
  } catch {
    return null;
  }
}

const LANDING_TITLE_START = "Vowch — ";

/** Loads the language's catalogue (once), then switches the page to it. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language !== "en" && !i18next.hasResourceBundle(language, "common")) {
    const loaded = await LOADERS[language]();
    const catalogue = loaded.default;
    for (const [key, message] of Object.entries(loaded.englishErrors)) keyByMessage.set(message, key);
    for (const [namespace, resources] of Object.entries(catalogue)) i18next.addResourceBundle(language, namespace, resources);
  }
  setDisplayLocale(localeOf(language, phoneLanguages()));
  document.documentElement.lang = language === "en" ? "en" : localeOf(language, phoneLanguages());
  if (i18next.language !== language) await i18next.changeLanguage(language);
  // The landing title (client/index.html's, the only one with the tagline) in the language; each
  // page's own title follows through useDocumentTitle.
  if (document.title.startsWith(LANDING_TITLE_START))
    document.title = `${LANDING_TITLE_START}${i18next.t("common:header.tagline")}`;
  rememberForFirstPaint(LANGUAGE_COOKIE, language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the next visit starts from the phone's language.
  }
}

/** Before the first render: i18next ready in the language this browser last used, else the phone's. */
export async function startI18n(): Promise<void> {
  if (!i18next.isInitialized)
    await i18next.use(initReactI18next).init({
      lng: "en",
      fallbackLng: "en",
      resources: { en },
      ns: [...Object.keys(en), ...SIGNED_IN_NAMESPACES],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  await applyLanguage(storedLanguage() ?? phoneLanguage());
}

/** Adds English namespaces that load later than the first paint (the signed-in screens'). */
export function addEnglish(catalogue: Catalogue) {
  for (const [namespace, resources] of Object.entries(catalogue)) i18next.addResourceBundle("en", namespace, resources);
}

/** A server message in the page's language: its `key` in the errors catalogue, else its English text. */
export function translateServerMessage(key: unknown, message: string): string {
  if (typeof key !== "string" || !i18next.exists(`errors:${key}`)) return message;
  return i18next.t(`errors:${key}` as "errors:languageInvalid", { defaultValue: message });
}

/** English message → its key: filled when another language loads (English shows messages as they are). */
const keyByMessage = new Map<string, string>();

/** A validation message of the shared schemas (English, as the server sends it) in the page's language. */
export const translateMessage = (message: string): string => translateServerMessage(keyByMessage.get(message), message);
