// The scroll position of each history entry survives Back, Forward and reload: it is saved per
// entry (history-entries.ts key) in sessionStorage while the user scrolls and restored once the
// page is tall enough again (lists load after the route renders). A new screen starts at the top;
// a replaced entry (a tab or filter written into the URL) keeps its position.
import { useLayoutEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { currentEntry } from "./history-entries";

/** How long a restore waits for the page to grow tall enough (data arriving after a reload). */
const RESTORE_WAIT_MS = 5000;
const STORAGE_PREFIX = "vowch:scroll:";

type Navigation = "load" | "push" | "pop" | "replace";
let lastNavigation: Navigation = "load";
/** While set, scroll events are not saved: they are the browser clamping the old position. */
let restoring = false;
let cancelRestore: (() => void) | null = null;

function storageKey() {
  return STORAGE_PREFIX + currentEntry().key;
}

function savedPosition(): number | null {
  try {
    const value = sessionStorage.getItem(storageKey());
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

function savePosition() {
  if (restoring) return;
  try {
    sessionStorage.setItem(storageKey(), String(Math.round(window.scrollY)));
  } catch {
    // Storage full or disabled: the position is simply not kept.
  }
}

/** Scrolls to `y` once the page can scroll that far, or after RESTORE_WAIT_MS; the user's own scroll wins. */
function restoreTo(y: number) {
  cancelRestore?.();
  restoring = true;
  const deadline = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const finish = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) removeEventListener(type, finish);
    restoring = false;
    cancelRestore = null;
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || performance.now() > deadline) {
      window.scrollTo(0, y);
      finish();
    } else frame = requestAnimationFrame(attempt);
  };
  const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown"] as const;
  for (const type of USER_SCROLL_EVENTS) addEventListener(type, finish, { passive: true });
  cancelRestore = finish;
  attempt();
}

function isReturnVisit(): boolean {
  const nav = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return nav?.type === "reload" || nav?.type === "back_forward";
}

if (typeof window !== "undefined") {
  currentEntry(); // stamps the entry the tab opened on before anything listens
  if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  // Registered before the router subscribes, so the kind of navigation is known when it renders.
  addEventListener("popstate", () => {
    lastNavigation = "pop";
    restoring = true;
  });
  addEventListener("pushState", () => {
    lastNavigation = "push";
    restoring = true;
  });
  addEventListener("replaceState", () => {
    if (lastNavigation === "load") return;
    lastNavigation = "replace";
  });
  addEventListener("scroll", savePosition, { passive: true });
}

/** Applies the rule above after every location change; render once, inside the router. */
export function ScrollRestoration() {
  const [path] = useLocation();
  const search = useSearch();
  useLayoutEffect(() => {
    const navigation = lastNavigation;
    lastNavigation = "replace";
    if (navigation === "push") {
      cancelRestore?.();
      window.scrollTo(0, 0);
      restoring = false;
      return;
    }
    if (navigation === "pop" || (navigation === "load" && isReturnVisit())) {
      const y = savedPosition();
      if (y !== null && y > 0) {
        restoreTo(y);
        return;
      }
      if (navigation === "pop") window.scrollTo(0, 0);
    }
    restoring = false;
  }, [path, search]);
  return null;
}
