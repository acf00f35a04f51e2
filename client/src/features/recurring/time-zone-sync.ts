// The browser's IANA time zone onto the profile: calendar files and "Coming up"
// use it. Kept apart from the recurring query module so the signed-in route table stays small.
import { useEffect, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@common/schemas/auth";
import { authKeys } from "@/features/auth/api/auth";
import { apiJson } from "@/lib/api-client";
import { whenIdle } from "@/lib/when-idle";

const ZONE_KEY = "vowch:time-zone";

/** The zone's offsets from UTC in January and July: cheap, and they change when the zone does. */
function zoneOffsets(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
}

/** Intl's zone on this thread, or null: the fallback where no worker can run. */
function zoneHere(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Intl's zone read in a dedicated worker (time-zone-worker.ts), so that loading ICU's locale data
 * keeps off the main thread; on this thread where workers are missing or the worker fails.
 */
function zoneFromIntl(): Promise<string | null> {
  if (typeof Worker !== "function") return Promise.resolve(zoneHere());
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./time-zone-worker.ts", import.meta.url), { type: "module" });
    } catch {
      resolve(zoneHere());
      return;
    }
    worker.onmessage = (event: MessageEvent<unknown>) => {
      worker.terminate();
      resolve(typeof event.data === "string" && event.data ? event.data : null);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(zoneHere());
    };
  });
}

/**
 * The browser's IANA time zone, or null when it reports none. The first `Intl.DateTimeFormat` of
 * a page loads ICU's locale data (28–53 ms of the main thread here, several times that on a
 * phone), so the answer is kept in this browser with the zone's offsets, and read again from Intl
 * (in a worker) only when the offsets have changed (travel, a new device setting). A switch
 * between two zones with the same offsets all year goes unnoticed: their clocks agree, so
 * calendar files and "Coming up" do too.
 */
async function browserTimeZone(): Promise<string | null> {
  const offsets = zoneOffsets();
  try {
    const kept = JSON.parse(localStorage.getItem(ZONE_KEY) ?? "null") as { offsets?: unknown; zone?: unknown } | null;
    if (kept?.offsets === offsets && typeof kept.zone === "string" && kept.zone) return kept.zone;
  } catch {
    // Storage refused or unreadable: ask Intl.
  }
  const zone = await zoneFromIntl();
  try {
    if (zone) localStorage.setItem(ZONE_KEY, JSON.stringify({ offsets, zone }));
  } catch {
    // Storage refused: Intl is asked again next time.
  }
  return zone;
}

/**
 * The account whose first zone could not be stored in this page (refused, or none to read; a
 * stored one shows in the account itself). Until its zone is settled, an account without one
 * would see "Coming up" in UTC, then again in its own zone, so Home waits (`useZoneSettled`).
 */
let settledFor: string | null = null;
const settledListeners = new Set<() => void>();
function settle(userId: string) {
  settledFor = userId;
  for (const listener of settledListeners) listener();
}
const subscribeSettled = (listener: () => void) => {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
};

/** Whether times can be shown in the account's zone: it has one, or the first one has been dealt with. */
export function useZoneSettled(user: AuthUser | null): boolean {
  const settledUser = useSyncExternalStore(subscribeSettled, () => settledFor);
  return Boolean(user?.timeZone) || (user !== null && settledUser === user.id);
}

/**
 * Once signed in with a complete profile: when the stored time zone is not this browser's, send
 * it (calendar files and "Coming up" use it). A refusal (a zone the server's Intl lacks) is quiet.
 * The browser's zone is read when idle, not while rendering, and from Intl only when this browser
 * has not read it before at the same offsets, and then in a worker (`browserTimeZone`).
 */
export function useTimeZoneSync(user: AuthUser | null) {
  const client = useQueryClient();
  const userId = user?.id ?? null;
  const stored = user?.isProfileComplete ? (user.timeZone ?? "") : null;
  useEffect(() => {
    if (stored === null || userId === null) return;
    let cancelled = false;
    // The zone stored, or refused (a zone the server's Intl lacks) or offline: then times stay in
    // the stored zone, or UTC.
    const store = async (zone: string) => {
      await apiJson<void>("PUT", "/api/account/time-zone", { timeZone: zone });
      if (cancelled) return;
      // The account now has a zone, which settles it for `useZoneSettled`.
      client.setQueryData<AuthUser | null>(authKeys.user(), (old) => (old ? { ...old, timeZone: zone } : old));
      // A first "Coming up" still in flight was answered in the old zone; invalidating alone
      // would join that fetch (it has no data to keep), so it is cancelled and asked again.
      const comingUp = { queryKey: ["/api/coming-up"] };
      await client.cancelQueries(comingUp);
      await client.invalidateQueries(comingUp);
    };
    const cancelIdle = whenIdle(() => {
      void browserTimeZone().then((zone) => {
        if (cancelled) return;
        if (!zone || zone === stored) return settle(userId);
        return store(zone).catch(() => settle(userId));
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [client, stored, userId]);
}
