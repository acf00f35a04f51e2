// The first paint: before the app's script has run, the server answers a screen with its first
// frame already in the page's HTML (the landing page at /, the signed-in shell on the signed-in
// screens), rendered from the app's own components when the client is built
// (scripts/build/first-paint.ts). The frame paints in this browser's language and theme: the client
// mirrors both choices into these cookies (the choices themselves live in localStorage and on the
// account), and the server reads them, else the browser's Accept-Language.
import type { Language } from "./i18n/languages.js";
import type { AppRoutePattern } from "./app-routes.js";

export const LANGUAGE_COOKIE = "vowch-language";
export const THEME_COOKIE = "vowch-theme";

/** Where the build writes the frames, beside its manifest in the client's build folder. */
export const FIRST_PAINT_FILE = ".vite/first-paint.json";

/** The built frames: each distinct HTML once, and which one a language and a screen's pattern paint. */
export interface FirstPaints {
  html: string[];
  /** `${language} ${pattern}` → index in `html`. */
  frames: Partial<Record<`${Language} ${AppRoutePattern}`, number>>;
}
