// The web app manifest and the service worker's rules (vite-plugin-pwa, Workbox generateSW).
import type { ManifestOptions, VitePWAOptions } from "vite-plugin-pwa";
import { API_CACHE } from "../../common/offline.js";
import { offlineOwnerPlugin } from "./offline-owner.js";
import { SHARE_TARGET_PATH } from "../../common/share-target.js";
import { WORKER_SCRIPTS } from "./worker-scripts.js";

// The page background (client/src/index.css) and the brand green of the mark.
const BACKGROUND = "#f6f8f7";

export const pwaManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Vowch — Who your friends recommend",
  short_name: "Vowch",
  description: "Run your home projects and find trusted service providers through your friends.",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  theme_color: BACKGROUND,
  background_color: BACKGROUND,
  categories: ["lifestyle", "productivity"],
  // Made from client/public/favicon.svg by scripts/make-icons.ts.
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  // "Share into Vowch": a contact, a text or a link shared from another app opens the Add Provider
  // wizard pre-filled. The service worker answers the POST (client/src/sw/share-handlers.ts); the
  // server only redirects one that reaches it (no worker yet).
  share_target: {
    action: SHARE_TARGET_PATH,
    method: "POST",
    enctype: "multipart/form-data",
    params: {
      title: "title",
      text: "text",
      url: "url",
      files: [{ name: "files", accept: ["text/vcard", "text/x-vcard", ".vcf"] }],
    },
  },
};

export const pwaWorkbox: VitePWAOptions["workbox"] = {
  // The app shell: every built script, style, font and icon, so any screen opens offline.
  globPatterns: ["**/*.{js,css,html,svg,png,woff2,webmanifest}"],
  // The precompressed twins (scripts/build/precompress.ts) are the same files again.
  globIgnores: ["**/*.br", "**/*.gz", ".vite/**"],
  navigateFallback: "/index.html",
  // Sign-in, sign-out, files, downloads and the health checks are the server's, never the shell's.
  navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/healthz$/, /^\/readyz$/],
  cleanupOutdatedCaches: true,
  // One file: no separately fetched workbox-*.js beside /sw.js.
  inlineWorkboxRuntime: true,
  // The push events (show, tap, "Done", a replaced subscription) and the share target's POST:
  // built apart by scripts/build/worker-scripts.ts from client/src/sw/, loaded before Workbox's
  // own code (the share's fetch listener answers first).
  importScripts: WORKER_SCRIPTS.map((script) => `/${script.file}`),
  runtimeCaching: [
    {
      // The JSON calls: the network first, the last answer seen when there is none. Files, vCards
      // and the account's export are downloads and stay network-only: an export is never kept in
      // a cache nor answered from an old copy. (Serialized into sw.js: no outside names.)
      urlPattern: ({ url, request, sameOrigin }) =>
        sameOrigin &&
        request.mode !== "navigate" &&
        url.pathname.startsWith("/api/") &&
        !url.pathname.startsWith("/api/files/") &&
        !url.pathname.endsWith("/vcard") &&
        url.pathname !== "/api/export",
      handler: "NetworkFirst",
      method: "GET",
      options: {
        cacheName: API_CACHE,
        // One person's copies, shown only to them; a 401 empties the cache (offline-owner.ts).
        plugins: [offlineOwnerPlugin],
        // Only successful answers: a 401 never replaces the last known user.
        cacheableResponse: { statuses: [200] },
        // A week, the session's lifetime.
        expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
      },
    },
  ],
};
