// Names the service worker and the page share (offline).

/** Cache Storage name of the last-seen API answers (personal data: emptied on sign-in and sign-out). */
export const API_CACHE = "vowch-api";
