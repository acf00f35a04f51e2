// Whether the browser has a network connection (navigator.onLine and its online/offline events).
import { useSyncExternalStore } from "react";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export function isOffline(): boolean {
  return !navigator.onLine;
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline);
}
