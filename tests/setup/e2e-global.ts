// End-to-end runs: the built client, a migrated PGlite snapshot and a Chromium, once per run.
import type { TestProject } from "vitest/node";
import { ensureClientBuilt } from "../../scripts/build-client";
import { ensureChromium } from "../../scripts/ensure-browser";
import { testPgliteSnapshot } from "../support/pglite-snapshot";
import "./api-global"; // ProvidedContext declarations

export default async function setup(project: TestProject) {
  ensureClientBuilt();
  project.provide("chromiumPath", ensureChromium());
  project.provide("pgliteSnapshot", await testPgliteSnapshot());
}
