// A Vite plugin that builds the service worker's own handlers from client/src/sw/ into classic
// scripts, which the generated /sw.js loads with importScripts (scripts/build/pwa.ts): /sw-push.js
// (the push events, push-worker.ts) and /sw-share.js ("Share into Vowch", share-worker.ts).
// Workbox's generateSW keeps writing the precache and the offline answers; these only add events.
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

/** Each script: its entry under client/src/sw/ and where it is served (importScripts'd by /sw.js, in this order). */
export const WORKER_SCRIPTS = [
  { entry: "push-worker.ts", file: "sw-push.js" },
  { entry: "share-worker.ts", file: "sw-share.js" },
] as const;

export function workerScripts(): Plugin {
  let root = "";
  return {
    name: "vowch-worker-scripts",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      for (const script of WORKER_SCRIPTS) {
        const result = await build({
          entryPoints: [path.join(root, "src/sw", script.entry)],
          bundle: true,
          format: "iife",
          minify: true,
          target: "es2020",
          write: false,
          logLevel: "silent",
        });
        this.emitFile({ type: "asset", fileName: script.file, source: result.outputFiles[0]!.text });
      }
    },
  };
}
