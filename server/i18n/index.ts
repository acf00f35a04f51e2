// The server's i18next: e-mails, pushes, calendar files, vCards and the handover PDF speak their
// reader's language (`users.language`), and write dates and amounts in that language's locale.
// Its namespaces are the server's own (email, calendar, pdf), the shared `notices` and `errors`;
// the client never loads email, calendar or pdf. Catalogues are bundled (static JSON imports), so
// the instance is ready synchronously.
import i18next from "i18next";
import type { NoticeTranslate } from "../../common/notification-text.js";
import { LANGUAGES, localeOf, type Language } from "../../common/i18n/languages.js";
import calendarDe from "../../common/locales/de/calendar.json" with { type: "json" };
import emailDe from "../../common/locales/de/email.json" with { type: "json" };
import errorsDe from "../../common/locales/de/errors.json" with { type: "json" };
import noticesDe from "../../common/locales/de/notices.json" with { type: "json" };
import pdfDe from "../../common/locales/de/pdf.json" with { type: "json" };
import calendarEn from "../../common/locales/en/calendar.json" with { type: "json" };
import emailEn from "../../common/locales/en/email.json" with { type: "json" };
import errorsEn from "../../common/locales/en/errors.json" with { type: "json" };
import noticesEn from "../../common/locales/en/notices.json" with { type: "json" };
import pdfEn from "../../common/locales/en/pdf.json" with { type: "json" };
import calendarEs from "../../common/locales/es/calendar.json" with { type: "json" };
import emailEs from "../../common/locales/es/email.json" with { type: "json" };
import errorsEs from "../../common/locales/es/errors.json" with { type: "json" };
import noticesEs from "../../common/locales/es/notices.json" with { type: "json" };
import pdfEs from "../../common/locales/es/pdf.json" with { type: "json" };

const resources = {
  en: { calendar: calendarEn, email: emailEn, errors: errorsEn, notices: noticesEn, pdf: pdfEn },
  es: { calendar: calendarEs, email: emailEs, errors: errorsEs, notices: noticesEs, pdf: pdfEs },
  de: { calendar: calendarDe, email: emailDe, errors: errorsDe, notices: noticesDe, pdf: pdfDe },
};

type Namespace = keyof (typeof resources)["en"];

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources,
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(resources.en),
  defaultNS: "email",
  // The texts go into plain text, headers, iCalendar and PDF; the HTML e-mail escapes its own.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A stored language ("en" | "es" | "de"), anything else English. */
export const languageFrom = (value: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? "") ? (value as Language) : "en";

/** i18next's translator without the client's typed keys (keys here are built at run time). */
type LooseT = (key: string, options: object) => unknown;
const fixedT = (language: Language, ns: Namespace) =>
  (instance as unknown as { getFixedT: (lng: string, ns: string) => LooseT }).getFixedT(language, ns);

/** The texts of one namespace in a reader's language (English when a key is missing). */
export function translator(language: Language, ns: Namespace): NoticeTranslate {
  const t = fixedT(language, ns);
  return (key, options) => String(t(key, options ?? {}));
}

/** The locale a reader's dates and amounts are written in: the spec's formats in English, es-ES, de-DE. */
export const localeFor = (language: Language): string => localeOf(language, []);

/** What a reader's texts need: their translator for a namespace and their locale. */
export function readerOf(language: string | null | undefined, ns: Namespace) {
  const lng = languageFrom(language);
  return { language: lng, t: translator(lng, ns), locale: localeFor(lng) };
}
