// The browser's IANA time zone onto the profile (issue 13 part 3): calendar files and "Coming up"
// use it. Kept apart from the recurring query module so the signed-in route table stays small.
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@common/schemas/auth";
import { authKeys } from "@/features/auth/api/auth";
import { apiJson } from "@/lib/api-client";

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
 */
export function useTimeZoneSync(user: AuthUser | null) {
  const client = useQueryClient();
  const zone = browserTimeZone();
  const differs = !!user?.isProfileComplete && !!zone && user.timeZone !== zone;
  useEffect(() => {
    if (!differs || !zone) return;
    let cancelled = false;
    apiJson<void>("PUT", "/api/account/time-zone", { timeZone: zone })
      .then(() => {
        if (cancelled) return;
        client.setQueryData<AuthUser | null>(authKeys.user(), (old) => (old ? { ...old, timeZone: zone } : old));
        void client.invalidateQueries({ queryKey: ["/api/coming-up"] });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [client, differs, zone]);
}
