// The browser's IANA time zone onto the profile (issue 13 part 3): calendar files and "Coming up"
// use it. Kept apart from the recurring query module so the signed-in route table stays small.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@common/schemas/auth";
import { authKeys } from "@/features/auth/api/auth";
import { apiJson } from "@/lib/api-client";
import { whenIdle } from "@/lib/when-idle";

/** The browser's IANA time zone, or null when it reports none. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Once signed in with a complete profile: when the stored time zone is not this browser's, send
 * it (calendar files and "Coming up" use it). A refusal (a zone the server's Intl lacks) is quiet.
 * The browser's zone is read when idle, not while rendering: the first `Intl.DateTimeFormat` of a
 * page loads the locale's date data, 50–90 ms of a phone's main thread (issue 9 part 6).
 */
export function useTimeZoneSync(user: AuthUser | null) {
  const client = useQueryClient();
  const stored = user?.isProfileComplete ? (user.timeZone ?? "") : null;
  useEffect(() => {
    if (stored === null) return;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      const zone = browserTimeZone();
      if (cancelled || !zone || zone === stored) return;
      apiJson<void>("PUT", "/api/account/time-zone", { timeZone: zone })
        .then(async () => {
          if (cancelled) return;
          client.setQueryData<AuthUser | null>(authKeys.user(), (old) => (old ? { ...old, timeZone: zone } : old));
          // A first "Coming up" still in flight was answered in the old zone; invalidating alone
          // would join that fetch (it has no data to keep), so it is cancelled and asked again.
          const comingUp = { queryKey: ["/api/coming-up"] };
          await client.cancelQueries(comingUp);
          await client.invalidateQueries(comingUp);
        })
        .catch(() => {});
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [client, stored]);
}
