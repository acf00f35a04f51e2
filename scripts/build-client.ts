// Builds the SPA into dist/client when the build is missing or older than its sources.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { projectRoot as root } from "../server/paths.js";

export const clientDir = path.join(root, "dist/client");
const sources = ["client", "common", "vite.config.ts", "scripts/build", "package-lock.json"].map((p) => path.join(root, p));

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function isClientBuildStale(): boolean {
  const index = path.join(clientDir, "index.html");
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  return builtAt < Math.max(...sources.map(newestMtime));
}

export function ensureClientBuilt(): void {
  if (!isClientBuildStale()) return;
  console.log(fs.existsSync(path.join(clientDir, "index.html")) ? "Client sources changed: rebuilding…" : "Building the client…");
  // Always a production build: run from inside a test runner, NODE_ENV is "test" and Vite would
  // otherwise bundle React's development build.
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("The client build failed");
}
