// Starting a worker thread of ours, in both ways the server runs: from the prebuilt bundle
// (scripts/server-bundle.js builds each worker as an entry of its own, beside the bundle) and from
// the TypeScript source under tsx or Vitest, where the worker compiles its TypeScript with tsx
// (a dev dependency) before it loads.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * tsx's ESM API (`register`), located through its package's exports: Vitest's module runner has
 * no `import.meta.resolve`, and require's resolution picks the CommonJS build, which fails to
 * register from a worker's evaluated script.
 */
function tsxRegisterApi(from: string): string {
  const packageFile = createRequire(from).resolve("tsx/package.json");
  const { exports } = JSON.parse(fs.readFileSync(packageFile, "utf8")) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(path.join(path.dirname(packageFile), exports["./esm/api"]!.import.default)).href;
}

/**
 * A worker running the module `source` (relative to `caller`, the calling module's
 * import.meta.url, e.g. "./pglite-worker.ts"); in the bundle, the entry `bundled` beside it (e.g.
 * "./pglite-worker.js").
 */
export function spawnWorker(caller: string, files: { source: string; bundled: string }, options: WorkerOptions): Worker {
  if (!caller.endsWith(".ts")) return new Worker(new URL(files.bundled, caller), options);
  const tsx = tsxRegisterApi(caller);
  const script = new URL(files.source, caller).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
