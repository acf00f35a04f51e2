// A Vite plugin that builds the service worker's push handlers (client/src/sw/push-worker.ts) into
// one classic script, /sw-push.js, which the generated /sw.js loads with importScripts
// (scripts/build/pwa.ts `PUSH_WORKER_URL`). Workbox's generateSW keeps writing the precache and the
// offline answers; this file only adds the push events.
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

/** Where the built handlers are served; importScripts'd by /sw.js. */
export const PUSH_WORKER_FILE = "sw-push.js";

export function pushWorker(): Plugin {
  let root = "";
  return {
    name: "vowch-push-worker",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const result = await build({
        entryPoints: [path.join(root, "src/sw/push-worker.ts")],
        bundle: true,
        format: "iife",
        minify: true,
        target: "es2020",
        write: false,
        logLevel: "silent",
      });
      this.emitFile({ type: "asset", fileName: PUSH_WORKER_FILE, source: result.outputFiles[0]!.text });
    },
  };
}
