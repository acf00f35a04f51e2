/* global process */
// The prebuilt server: scripts/start-server.ts and everything it imports from server/ and common/
// bundled by esbuild into dist/server/ (npm packages stay imports of node_modules). `npm start`
// runs it without tsx, which spent about a second compiling the server's TypeScript at every
// start (first start within 2 s). Plain JavaScript, so that checking it costs no compile.
// `node scripts/server-bundle.js` builds it (part of `npm run build`).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "dist/server");
export const serverBundle = path.join(outdir, "start-server.js");
const sources = ["server", "common", "scripts", "package-lock.json", "tsconfig.json"].map((p) => path.join(root, p));

/** @param {string} p @returns {number} */
function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Missing, or older than any of its sources. */
export function isServerBundleStale() {
  const builtAt = fs.existsSync(serverBundle) ? fs.statSync(serverBundle).mtimeMs : 0;
  return builtAt < Math.max(...sources.map(newestMtime));
}

/** Each worker thread's entry, found beside the bundle at runtime (server/worker-thread.ts). */
const WORKER_ENTRIES = {
  "pglite-worker": path.join(root, "server/db/pglite-worker.ts"),
  "contacts-read-worker": path.join(root, "server/features/contacts/read-worker.ts"),
};

/** @param {Record<string, string>} entryPoints @param {string} dir */
async function bundle(entryPoints, dir) {
  const { build } = await import("esbuild");
  await build({
    entryPoints,
    outdir: dir,
    bundle: true,
    // Separate chunks for what loads on demand (the dev server's Vite middleware), so a
    // production start never loads Vite.
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "warning",
  });
}

export async function buildServerBundle() {
  fs.rmSync(outdir, { recursive: true, force: true });
  // The embedded database's and the address-book reader's workers are entries of their own.
  await bundle({ "start-server": path.join(root, "scripts/start-server.ts"), ...WORKER_ENTRIES }, outdir);
}

/**
 * Only the worker threads, into `dir`: the test suite runs the server from its TypeScript but
 * starts its workers from these (VOWCH_WORKERS_DIR, server/worker-thread.ts), built once per run.
 * @param {string} dir
 */
export async function buildWorkerBundles(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  await bundle(WORKER_ENTRIES, dir);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServerBundle();
