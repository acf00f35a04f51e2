// Starting a worker thread of ours, in both ways the server runs: from the prebuilt bundle
// (scripts/server-bundle.js builds each worker as an entry of its own, beside the bundle) and from
// the TypeScript source under tsx or Vitest, where the worker compiles its TypeScript with tsx
// (a dev dependency) before it loads, unless VOWCH_WORKERS_DIR names a folder of prebuilt workers
// (the test suite's: registering tsx cost each new worker about 0.25 s of CPU, and the suite starts
// a database worker for every test file).
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

/** This thread's id as the system knows it (Linux: /proc/thread-self), or null where it cannot tell. */
export function currentThreadId(): number | null {
  try {
    const thread = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isInteger(thread) && thread > 0 ? thread : null;
  } catch {
    return null;
  }
}

/**
 * Run first in a background worker, before its modules load (loading them is work too, seconds
 * under tsx): on Linux each thread has its own nice value, and this thread's is raised
 * (PRIORITY_BELOW_NORMAL), so when the cores are busy the request thread and the database's
 * thread run first. Elsewhere (no /proc/thread-self) the thread keeps the process's priority.
 */
const BELOW_NORMAL_PRIORITY = `try {
  const thread = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  if (thread > 0) require("node:os").setPriority(thread, require("node:os").constants.priority.PRIORITY_BELOW_NORMAL);
} catch {}`;

export interface SpawnOptions extends WorkerOptions {
  /** Work that can wait for requests (reading an address book): the thread runs below normal priority. */
  background?: boolean;
}

/**
 * A worker running the module `source` (relative to `caller`, the calling module's
 * import.meta.url, e.g. "./pglite-worker.ts"); in the bundle, the entry `bundled` beside it (e.g.
 * "./pglite-worker.js").
 */
export function spawnWorker(caller: string, files: { source: string; bundled: string }, options: SpawnOptions): Worker {
  const { background = false, ...workerOptions } = options;
  const prelude = background ? BELOW_NORMAL_PRIORITY : "";
  const prebuilt = process.env.VOWCH_WORKERS_DIR;
  if (!caller.endsWith(".ts") || prebuilt) {
    const bundled = prebuilt ? pathToFileURL(path.join(prebuilt, files.bundled)) : new URL(files.bundled, caller);
    if (!prelude) return new Worker(bundled, workerOptions);
    return new Worker(`${prelude}\nimport(${JSON.stringify(bundled.href)});`, { ...workerOptions, eval: true });
  }
  const tsx = tsxRegisterApi(caller);
  const script = new URL(files.source, caller).href;
  const bootstrap = `${prelude}\nimport(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`;
  return new Worker(bootstrap, { ...workerOptions, eval: true });
}
