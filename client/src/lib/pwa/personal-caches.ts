// The service worker keeps the last API answers for offline use (scripts/build/pwa.ts). They are
// one person's data: emptied when someone signs in or out on this device, when the account is
// deleted, and whenever the server says nobody is signed in (the worker does so too, and keeps and
// shows only the signed-in account's copies: scripts/build/offline-owner.ts).
import { API_CACHE } from "@common/offline";

export async function clearPersonalCaches(): Promise<void> {
  try {
    if (typeof caches !== "undefined") await caches.delete(API_CACHE);
  } catch {
    // No Cache Storage (private mode, insecure origin): nothing was kept.
  }
}
