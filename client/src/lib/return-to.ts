// Where a signed-out visitor was going: kept in this tab's sessionStorage while every
// sign-in still navigates to exactly /api/login. After signing in they land there; a new account
// first completes its profile (spec: then Home), and Home offers "Continue to …" instead.
import { safeReturnPath } from "./paths";

const KEY = "vowch.returnTo";
// Home's offer of the remembered path is in return-offer.ts, outside the first bundle.

interface Stored {
  path: string;
  /** "go": take them there after sign-in; "offer": Home offers it (after completing a profile). */
  mode: "go" | "offer";
}

/** The stored entry, if its path is still a safe one (the storage may have been tampered with). */
export function read(): Stored | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Stored | null;
    return stored && safeReturnPath(stored.path) !== "/" ? stored : null;
  } catch {
    return null;
  }
}

export function write(value: Stored | null) {
  try {
    if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the visitor lands on Home as before.
  }
}

/** Remembers an app path (only a same-origin path, never /, /api/… or another site). */
export function rememberReturnPath(path: string) {
  const safe = safeReturnPath(path);
  if (safe !== "/") write({ path: safe, mode: "go" });
}

/** The path to go to right after signing in, forgotten once taken. */
export function takeReturnPath(): string | null {
  const stored = read();
  if (stored?.mode !== "go") return null;
  write(null);
  return stored.path;
}
