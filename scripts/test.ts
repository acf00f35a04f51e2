// `npm test`: the whole suite, the one command CI and the README use. Cheap checks first:
// typecheck → format (prettier --check) → lint (type-aware ESLint with import boundaries) →
// knip (no unused file, export or dependency) → migrations (schema and migrations agree, no
// database) → Vitest (unit, component, API on PGlite and — when TEST_DATABASE_URL is set — on
// PostgreSQL, end-to-end in Chromium), ending with a table of each Vitest project's time
// (scripts/vitest-project-times.ts). Stops at the first failing step.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-browser.js";

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const bin = (name: string) => `node_modules/.bin/${name}`;

run("typecheck", bin("tsc"), ["-b"]);
run("format", bin("prettier"), ["--check", ".", "--log-level", "warn"]);
run("lint", bin("eslint"), [".", "--max-warnings", "0"]);
run("knip", bin("knip"), []);
run("migrations", bin("tsx"), ["scripts/check-migrations.ts"]);
const chromiumPath = ensureChromium();
if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the API suite runs on PGlite only.");
}
run(
  "tests",
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=./scripts/vitest-project-times.ts", ...process.argv.slice(2)],
  {
    ...process.env,
    CHROMIUM_PATH: chromiumPath,
  },
);
