import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Projects: unit (node), component (happy-dom), api on PGlite, api on PostgreSQL (only when
// TEST_DATABASE_URL is set), each also with the file suite on an S3-compatible store, e2e (real
// Chromium). `npm test` runs them all (scripts/test.ts).
// The file suite runs a second time with uploaded files on an S3-compatible server (s3rver,
// started by tests/setup/s3-global.ts), on each database.
const FILE_SUITE = [
  "tests/api/upload-streaming.test.ts",
  "tests/api/upload-access.test.ts",
  "tests/api/files-safety.test.ts",
  "tests/api/file-store.test.ts",
  "tests/api/project-providers.test.ts",
  "tests/api/photos.test.ts",
  "tests/api/earlier-quotes.test.ts",
];
/**
 * Component test files that replace a module (`vi.mock`): a replacement takes effect only in a fresh
 * module graph, so these run isolated (project component-isolated); the others share their
 * worker's module graph and DOM, one file after another (project component).
 */
const COMPONENT_TESTS = /\.test\.tsx?$/;
const CLIENT_SOURCES = path.join(import.meta.dirname, "client/src");
const MOCKING_COMPONENT_TESTS = readdirSync(CLIENT_SOURCES, { recursive: true, encoding: "utf8" })
  .filter((file) => COMPONENT_TESTS.test(file))
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(CLIENT_SOURCES, file), "utf8")))
  .map((file) => `client/src/${file.split(path.sep).join("/")}`);

const apiProject = (name: string, driver: "pglite" | "postgres", store: "local" | "s3" = "local") => ({
  extends: true as const,
  test: {
    name,
    include: store === "s3" ? FILE_SUITE : ["tests/api/**/*.test.ts"],
    // `*.pg.test.ts`: what only PostgreSQL's planner decides (the plans the app's statements get at
    // scale), run where it is: PGlite plans a test's few rows its own way.
    exclude: driver === "pglite" ? ["tests/api/**/*.pg.test.ts"] : [],
    environment: "node",
    globalSetup: [
      "tests/setup/workers-global.ts",
      "tests/setup/api-global.ts",
      ...(store === "s3" ? ["tests/setup/s3-global.ts"] : []),
    ],
    setupFiles: ["tests/setup/strict.ts", "tests/setup/prebuilt-workers.ts"],
    // The AWS SDK's notice that its 2027 releases need Node 22 would print in every worker.
    env: { VOWCH_TEST_DB: driver, VOWCH_TEST_STORE: store, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker runs its files one after another in one module graph: the server's modules are
    // imported once per worker, not once per file (about 1 s of CPU each). Every file still builds
    // its own app on its own database (tests/support/test-app.ts), and module state the server
    // keeps (prepared statement names, cached password lists) is the same for every app.
    isolate: false,
  },
});

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "client/src"),
      "@common": path.resolve(import.meta.dirname, "common"),
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores (one on this 2-core machine), which left a
    // core idle while a test waited on its database; the files are independent (a database each).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["common/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/strict.ts"],
          // Plain functions (no module replaced, no global stubbed): one module graph per worker.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: ["client/src/**/*.test.{ts,tsx}"],
          exclude: MOCKING_COMPONENT_TESTS,
          environment: "happy-dom",
          setupFiles: ["tests/setup/strict.ts", "tests/setup/component.ts"],
          // One happy-dom window and module graph per worker, the files one after another: loading
          // them per file was most of this project's time (setup 47 s and environment 97 s of
          // worker time for 9 s of tests). tests/setup/component.ts resets what a file leaves behind.
          isolate: false,
          // A file's first test loads its screen's modules into the shared graph: beside the API and
          // browser tests on a busy 2-core machine that alone passed Vitest's default 5 s once.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "component-isolated",
          include: MOCKING_COMPONENT_TESTS,
          environment: "happy-dom",
          setupFiles: ["tests/setup/strict.ts", "tests/setup/component.ts"],
        },
      },
      apiProject("api-pglite", "pglite"),
      apiProject("api-pglite-s3", "pglite", "s3"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-pg", "postgres"), apiProject("api-pg-s3", "postgres", "s3")] : []),
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          // The app's database: PostgreSQL when TEST_DATABASE_URL is set (a template clone per file,
          // cheaper in CPU than PGlite's WebAssembly beside Chromium), else a PGlite copy. Every route
          // runs on both in the API projects.
          globalSetup: ["tests/setup/workers-global.ts", "tests/setup/api-global.ts", "tests/setup/e2e-global.ts"],
          env: { VOWCH_TEST_DB: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" },
          setupFiles: ["tests/setup/strict.ts", "tests/setup/prebuilt-workers.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores here. Runs after the other projects (group 1). A worker runs its files in one
          // module graph with one Chromium (tests/support/e2e.ts); each file has its own app,
          // database and browser profiles.
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
