// The page's look: the system's (no data-theme: CSS `color-scheme: light dark` follows
// prefers-color-scheme), or the account's choice (data-theme="light"|"dark"). The choice is also
// kept in this browser, so the next visit paints in it before the account has loaded.
import { useSyncExternalStore } from "react";
import type { Theme } from "@common/theme";
import { THEME_COOKIE } from "@common/first-paint";
import { rememberForFirstPaint } from "./first-paint-cookie";

const STORAGE_KEY = "vowch.theme";
const THEME_COLOR = 'meta[name="theme-color"]';

/** The colours the browser's own chrome takes (index.css's --color-background, both themes). */
const BACKGROUND = { light: "#f6f8f7", dark: "#0d1513" } as const;

function stored(): Theme {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

/** The theme-color metas: one per scheme for the system's theme, one fixed colour for a choice. */
function setThemeColor(theme: Theme) {
  for (const meta of document.querySelectorAll<HTMLMetaElement>(THEME_COLOR)) meta.remove();
  const schemes = theme === "system" ? (["light", "dark"] as const) : [theme];
  for (const scheme of schemes) {
    const meta = document.createElement("meta");
    meta.name = "theme-color";
    meta.content = BACKGROUND[scheme];
    if (theme === "system") meta.media = `(prefers-color-scheme: ${scheme})`;
    document.head.append(meta);
  }
}

/** Fired on the window when the account's choice changes (the system's has its media query). */
const CHANGED = "vowch:theme";

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  setThemeColor(theme);
  window.dispatchEvent(new Event(CHANGED));
  rememberForFirstPaint(THEME_COOKIE, theme === "system" ? undefined : theme);
  try {
    if (theme === "system") localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode): the account's choice still applies once it has loaded.
  }
}

/** Before the first render: the choice this browser last saw. */
export function applyStoredTheme() {
  const theme = stored();
  // The server may have painted the first frame in a theme this browser no longer holds (its cookie).
  if (theme !== "system" || document.documentElement.dataset.theme) applyTheme(theme);
}

const systemDark = () => window.matchMedia("(prefers-color-scheme: dark)");

function scheme(): "light" | "dark" {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === "light" || chosen === "dark") return chosen;
  return systemDark().matches ? "dark" : "light";
}

function subscribe(onChange: () => void) {
  const media = systemDark();
  media.addEventListener("change", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    media.removeEventListener("change", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The scheme the page shows now, for what CSS cannot colour (a canvas). */
export function useColorScheme() {
  return useSyncExternalStore(subscribe, scheme);
}

/** A colour token of index.css as the page resolves it now (light-dark() picked), e.g. for a canvas. */
export function resolvedColor(token: string): string {
  const probe = document.createElement("span");
  probe.style.color = `var(${token})`;
  probe.hidden = true;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}
