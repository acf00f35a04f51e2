import path from "node:path";
import { defineConfig } from "vitest/config";

// Projects: unit (node), component (happy-dom), api on PGlite, api on PostgreSQL (only when
// TEST_DATABASE_URL is set), e2e (real Chromium). `npm test` runs them all (scripts/test.ts).
const apiProject = (name: string, driver: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/api/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/api-global.ts"],
    setupFiles: ["tests/setup/strict.ts"],
    env: { VOWCH_TEST_DB: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["common/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/strict.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: ["client/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["tests/setup/strict.ts", "tests/setup/component.ts"],
        },
      },
      apiProject("api-pglite", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-pg", "postgres")] : []),
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/e2e-global.ts"],
          setupFiles: ["tests/setup/strict.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium per file; two cores here. Runs after the other projects (group 1).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
