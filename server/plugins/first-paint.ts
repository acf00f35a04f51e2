// The first paint (common/first-paint.ts): a screen's HTML arrives with its first frame in #root, so
// a phone paints the landing page, or the signed-in shell, before the app's script has loaded and
// run. The frames were rendered from the app's components at build time; the app's first render
// replaces them with the same markup. The signed-in shell goes only to a visitor with a session
// (without one, the screen's next stop is the sign-in); the landing page to anyone at /.
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { appRouteOf } from "../../common/app-routes.js";
import { FIRST_PAINT_FILE, LANGUAGE_COOKIE, THEME_COOKIE, type FirstPaints } from "../../common/first-paint.js";
import { isLanguage, type Language } from "../../common/i18n/languages.js";
import { requestLanguage } from "../i18n/recipient.js";
import { builtFile } from "./built-file.js";

const ROOT = '<div id="root"></div>';

/** The language and theme the frame paints in: this browser's last choices, else its Accept-Language and the system's look. */
function lookOf(request: FastifyRequest): { language: Language; theme?: "light" | "dark" } {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  const theme = request.cookies[THEME_COOKIE];
  return {
    language: isLanguage(chosen) ? chosen : requestLanguage(request),
    theme: theme === "light" || theme === "dark" ? theme : undefined,
  };
}

/**
 * Reads the built frames (again after a rebuild). The painter answers `html` with the request's
 * frame in #root and its language and theme on <html>, or undefined when the screen has none.
 */
export function firstPainter(clientDir: string) {
  const read = builtFile(path.join(clientDir, FIRST_PAINT_FILE), (text): FirstPaints =>
    text ? (JSON.parse(text) as FirstPaints) : { html: [], frames: {} },
  );
  return (html: string, request: FastifyRequest, signedIn: boolean): string | undefined => {
    const pattern = appRouteOf(request.url.split("?")[0]!);
    if (!pattern || (pattern !== "/" && !signedIn)) return undefined;
    const paints = read();
    const { language, theme } = lookOf(request);
    const frame = paints.frames[`${language} ${pattern}`];
    if (frame === undefined || !html.includes(ROOT)) return undefined;
    const look = `<html lang="${language}"${theme ? ` data-theme="${theme}"` : ""}`;
    // Replacer functions: a frame's text may hold "$&" and the like.
    return html.replace(/<html lang="en"/, () => look).replace(ROOT, () => `<div id="root">${paints.html[frame]}</div>`);
  };
}
