// "Share into Vowch": names the manifest's share target, its service worker handler
// (client/src/sw/share-handlers.ts), the server's fallback and the Providers page share.

/** Where the phone's share sheet POSTs (the manifest's share_target action). */
export const SHARE_TARGET_PATH = "/share-target";

/** The Add Provider wizard, opened with what was shared (the Providers page reads `?shared=1`). */
export const SHARED_WIZARD_PATH = "/providers?shared=1";

/** Cache Storage name holding the one share waiting for the page (not personal data of an account: kept across sign-in). */
export const SHARE_CACHE = "vowch-share";

/** The key, inside SHARE_CACHE, of the waiting share (outside /api/: no request is ever answered with it). */
export const SHARE_KEY = "/shared-provider";

/** A share older than this is dropped unread (it was never opened, or sign-in was abandoned). */
export const SHARE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What the worker could read from a share: the wizard's fields, each blank when not found. */
export interface SharedProvider {
  name: string;
  phone: string;
  email: string;
  website: string;
  /** Date.now() when the share arrived. */
  sharedAt: number;
}
