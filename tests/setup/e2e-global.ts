// End-to-end runs: the built client, a migrated PGlite snapshot and a Chromium, once per run.
import type { TestProject } from "vitest/node";
import { ensureClientBuilt } from "../../scripts/build-client";
import { ensureChromium } from "../../scripts/ensure-browser";
import { createPgliteSnapshot } from "../support/pglite-snapshot";
import "./api-global"; // ProvidedContext declarations

export default async function setup(project: TestProject) {
  ensureClientBuilt();
  project.provide("chromiumPath", ensureChromium());
  const snapshot = await createPgliteSnapshot();
  project.provide("pgliteSnapshot", snapshot.file);
  return () => snapshot.cleanup();
}
