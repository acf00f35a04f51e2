// The server's worker threads (the embedded database's, the address-book reader's) built once per
// project and run, into a folder of their own; tests/setup/prebuilt-workers.ts points the test
// workers at it, so each test file's threads start from JavaScript instead of compiling their
// TypeScript with tsx (server/worker-thread.ts).
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildWorkerBundles } from "../../scripts/server-bundle.js";
import { projectRoot } from "../../server/paths";

declare module "vitest" {
  export interface ProvidedContext {
    workersDir: string;
  }
}

export default async function setup(project: TestProject) {
  // Inside the project: the bundles import their packages from its node_modules.
  fs.mkdirSync(path.join(projectRoot, ".tmp"), { recursive: true });
  const dir = fs.mkdtempSync(path.join(projectRoot, ".tmp", "test-workers-"));
  await buildWorkerBundles(dir);
  project.provide("workersDir", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
