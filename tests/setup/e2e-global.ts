// End-to-end runs: the built client and a Chromium, once per run (the migrated database comes
// from tests/setup/api-global.ts, as for the API projects).
import type { TestProject } from "vitest/node";
import { ensureClientBuilt } from "../../scripts/build-client";
import { ensureChromium } from "../../scripts/ensure-browser";
import "./api-global"; // ProvidedContext declarations

export default function setup(project: TestProject) {
  ensureClientBuilt();
  project.provide("chromiumPath", ensureChromium());
}
