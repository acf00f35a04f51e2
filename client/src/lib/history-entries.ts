// Every history entry the app makes carries its place in the app's own history: `idx` (0 for the
// entry the tab opened or reloaded into from outside, +1 per in-app push) and a unique `key`
// (scroll positions are stored per entry). Both live in history.state, so they survive Back,
// Forward and reload. The router navigates through `appNavigate` (see app.tsx).
import { useBrowserLocation, navigate as browserNavigate } from "wouter/use-browser-location";

export interface HistoryEntry {
  idx: number;
  key: string;
}

type EntryState = Partial<HistoryEntry> & Record<string, unknown>;

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function stateObject(): EntryState {
  const state: unknown = typeof history === "undefined" ? null : history.state;
  return state && typeof state === "object" ? (state as EntryState) : {};
}

/** This entry's place; an entry the app did not make (opened from outside) is stamped idx 0. */
export function currentEntry(): HistoryEntry {
  const state = stateObject();
  if (typeof state.idx === "number" && typeof state.key === "string") return { idx: state.idx, key: state.key };
  const entry = { idx: 0, key: newKey() };
  history.replaceState({ ...state, ...entry }, "");
  return entry;
}

/** True when the previous history entry is a screen of this app (the user came from inside it). */
export function cameFromInsideApp(): boolean {
  return currentEntry().idx > 0;
}

/** wouter's browser navigation, stamping the new entry (a replace keeps the entry's idx and key). */
export function appNavigate(to: string | URL, options: { replace?: boolean; state?: unknown } = {}) {
  const here = currentEntry();
  const given = options.state && typeof options.state === "object" ? options.state : {};
  const entry: HistoryEntry = options.replace ? here : { idx: here.idx + 1, key: newKey() };
  browserNavigate(to, { replace: options.replace, state: { ...given, ...entry } });
}

/** The router's location hook: the browser's path, navigation through appNavigate. */
export function useAppLocation(): [string, typeof appNavigate] {
  const [path] = useBrowserLocation();
  return [path, appNavigate];
}
