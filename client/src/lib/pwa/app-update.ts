// A new version waiting: the service worker's registration reports it, the banner
// offers "Reload for the new version". Kept apart from the registration so the banner, which is in
// the first bundle, does not pull in workbox-window.
import { useSyncExternalStore } from "react";

let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Called by the registration when a new worker is installed and waiting. */
export function offerUpdate(apply: () => void) {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The action that activates the waiting version and reloads, or null when none is waiting. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => applyUpdate);
}
