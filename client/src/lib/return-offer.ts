// After a new account completes its profile, Home offers the remembered path (return-to.ts)
// rather than jumping to it. Used only by signed-in screens, so it stays out of the first bundle.
import { paths } from "./paths";
import { read, write } from "./return-to";

/** A new account completed its profile: Home offers the remembered path rather than jumping to it. */
export function offerReturnPathOnHome() {
  const stored = read();
  if (stored) write({ ...stored, mode: "offer" });
}

/** The path Home offers to continue to, if any. */
export function offeredReturnPath(): string | null {
  const stored = read();
  return stored?.mode === "offer" ? stored.path : null;
}

export function forgetReturnPath() {
  write(null);
}

/**
 * A household link this tab opened before its account existed (/household/join#token=…, the
 * token only ever in this tab's storage): completing the profile goes straight back to its join
 * sheet, since joining is what the account was made for.
 */
export function waitingHouseholdJoin(): string | null {
  const path = read()?.path;
  return path?.startsWith(`${paths.householdJoin}#`) ? path : null;
}
