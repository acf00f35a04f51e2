// The server paints a screen's first frame before the app's script runs (common/first-paint.ts);
// these cookies tell it this browser's language and theme, which otherwise only localStorage holds.
const ONE_YEAR = 365 * 24 * 60 * 60;

/** Keeps a choice for the first paint; `undefined` forgets it (the default: Accept-Language, the system's theme). */
export function rememberForFirstPaint(name: string, value: string | undefined) {
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${name}=${value ?? ""}; path=/; max-age=${value === undefined ? 0 : ONE_YEAR}; samesite=lax${secure}`;
}
