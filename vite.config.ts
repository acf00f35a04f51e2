import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./scripts/build/precompress.js";
import { pwaManifest, pwaWorkbox } from "./scripts/build/pwa.js";
import { workerScripts } from "./scripts/build/worker-scripts.js";
import { chunkGroups } from "./scripts/build/chunks.js";
import { firstPaint } from "./scripts/build/first-paint.js";

const chunks = chunkGroups();

export default defineConfig({
  root: path.resolve(import.meta.dirname, "client"),
  plugins: [
    react(),
    tailwindcss(),
    // The service worker's own handlers, /sw-push.js and /sw-share.js (imported by /sw.js).
    workerScripts(),
    // Installable app and offline shell: the manifest, /sw.js, and a new version waiting
    // for the next visit or the "Reload for the new version" prompt. The page registers the worker
    // itself, after load (client/src/lib/pwa/register.ts).
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
      manifest: pwaManifest,
      workbox: pwaWorkbox,
    }),
    precompress(),
    chunks.plugin,
    // The landing page and the signed-in shell as HTML, for the server to send before the script runs.
    firstPaint(),
  ],
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "client/src"),
      "@common": path.resolve(import.meta.dirname, "common"),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/client"),
    emptyOutDir: true,
    // Read by the bundle budget test (tests/e2e/budget.test.ts).
    manifest: true,
    chunkSizeWarningLimit: 1024,
    // A few chunks per screen instead of one per set of screens sharing a module (scripts/build/chunks.ts).
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
});
