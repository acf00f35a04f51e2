// The project folder (the one holding package.json), found from this module's own place: the
// same answer from the sources (server/…, scripts/…) and from the prebuilt server bundle
// (dist/server/…, scripts/server-bundle.js), which sits at a different depth.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The committed SQL migrations. */
export const migrationsFolder = path.join(projectRoot, "migrations");
