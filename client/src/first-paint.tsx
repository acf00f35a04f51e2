// The first paint's frames, rendered to HTML when the client is built (scripts/build/first-paint.ts
// runs this module on Node): the landing page for /, and the signed-in shell (ShellSkeleton) for
// each screen that shows it while the user loads (app.tsx), in each language. The server puts the
// frame into index.html's #root (server/plugins/first-paint.ts); the app's first render replaces it
// with the same markup, so the page paints before its script has run and nothing moves when it has.
import { renderToStaticMarkup } from "react-dom/server";
import { createInstance, type Resource } from "i18next";
import { I18nextProvider } from "react-i18next";
import { Router } from "wouter";
import { APP_ROUTE_PATTERNS, OPEN_ROUTE_PATTERNS, type AppRoutePattern } from "@common/app-routes";
import type { FirstPaints } from "@common/first-paint";
import { LANGUAGES, type Language } from "@common/i18n/languages";
import { ShellSkeleton } from "@/components/layout/shell-skeleton";
import LandingPage from "@/pages/landing";
import en from "@/locales/en";
import es from "@/locales/es";
import de from "@/locales/de";

const CATALOGUES: Record<Language, Resource[string]> = { en, es, de };

function render(language: Language, path: string): string {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: "en",
    resources: { en, [language]: CATALOGUES[language] },
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={path}>{path === "/" ? <LandingPage /> : <ShellSkeleton />}</Router>
    </I18nextProvider>,
  );
}

/** Every frame, each distinct HTML once. */
export function renderFirstPaints(): FirstPaints {
  const paints: FirstPaints = { html: [], frames: {} };
  const open: readonly AppRoutePattern[] = OPEN_ROUTE_PATTERNS;
  const patterns = APP_ROUTE_PATTERNS.filter((pattern) => !open.includes(pattern));
  for (const language of LANGUAGES) {
    for (const pattern of patterns) {
      // A pattern's parameters take a sample value: the shell shows nothing of the item.
      const html = render(language, pattern.replace(/:\w+/g, "0"));
      let index = paints.html.indexOf(html);
      if (index < 0) index = paints.html.push(html) - 1;
      paints.frames[`${language} ${pattern}`] = index;
    }
  }
  return paints;
}
