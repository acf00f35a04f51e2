// Names the service worker and the page share (offline). scripts/build/offline-owner.ts spells
// them out again (its functions are written into sw.js as source text); its unit test holds them equal.

/** Cache Storage name of the last-seen API answers (personal data: emptied on sign-in and sign-out). */
export const API_CACHE = "vowch-api";

/**
 * The header every API answer to a signed-in request carries: the id of the user it was made for.
 * The service worker keeps it on the stored copy and shows a copy only to that same user.
 */
export const USER_TAG_HEADER = "x-vowch-user";

/**
 * Where, inside the API cache, the service worker notes whose copies the cache holds (outside
 * /api/, so no request is ever answered with it).
 */
export const CACHE_OWNER_KEY = "/offline-copy-owner";
