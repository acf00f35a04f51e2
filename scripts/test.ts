// `npm test`: the whole suite, the one command CI and the README use. The static checks first,
// two at a time (one per core): typecheck (TypeScript 7's tsc -b over the app, node and test
// programs), format (oxfmt --check), lint (ESLint: the import zones, no cycles, the product's own
// rules), type-aware lint (oxlint on TypeScript 7: typescript-eslint's type-checked rules), knip
// (no unused file, export or dependency), duplicates (at most 10 repeated blocks), migrations
// (schema and migrations agree, no database); beside them, what the test projects need made first
// (tests/setup/prepare-run.ts: the built client and the PGlite snapshots). Then Vitest (unit,
// component, API on PGlite and — when TEST_DATABASE_URL is set — on PostgreSQL, end-to-end in
// Chromium), ending with a table of each Vitest project's time (scripts/vitest-project-times.ts).
// Stops at the first failing step; a failing check's output is printed whole.
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { ensureChromium } from "./ensure-browser.js";

interface Check {
  label: string;
  command: string;
  args: string[];
}

const bin = (name: string) => `node_modules/.bin/${name}`;
const seconds = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const CHECKS: Check[] = [
  // The longest first, so the short ones fill in beside them.
  {
    label: "lint",
    command: bin("eslint"),
    args: [".", "--max-warnings", "0", "--cache", "--cache-strategy", "content", "--cache-location", ".tmp/eslint-cache"],
  },
  { label: "type-aware lint", command: bin("oxlint"), args: ["--type-aware", "--deny-warnings"] },
  // TypeScript 7's native compiler (typescript-native): the same check as TypeScript 6's tsc in a
  // third of the time. typescript-eslint still needs TypeScript 6's API (package typescript).
  { label: "typecheck", command: "node_modules/typescript-native/bin/tsc", args: ["-b"] },
  // oxfmt: Prettier's output in a fraction of its time (.oxfmtrc.json).
  { label: "format", command: bin("oxfmt"), args: ["--check", "."] },
  { label: "knip", command: bin("knip"), args: [] },
  { label: "duplicates", command: bin("tsx"), args: ["scripts/check-duplicates.ts"] },
  { label: "migrations", command: bin("tsx"), args: ["scripts/check-migrations.ts"] },
  // Not a check: the built client and the PGlite test snapshot, made while lint still runs.
  { label: "test prerequisites", command: bin("tsx"), args: ["tests/setup/prepare-run.ts"] },
];

/** Runs one check with its output kept, and prints it when the check ends. */
function runCheck({ label, command, args }: Check): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const text = Buffer.concat(output).toString().trimEnd();
      if (code === 0) console.log(`✔ ${label} (${seconds(started)})`);
      else console.error(`\n✖ ${label} failed (${seconds(started)})${text ? `\n${text}` : ""}`);
      resolve(code === 0);
    });
  });
}

async function runChecks(checks: Check[], width: number): Promise<boolean> {
  const queue = [...checks];
  let passed = true;
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) passed = (await runCheck(next)) && passed;
  };
  await Promise.all(Array.from({ length: width }, lane));
  return passed;
}

console.log("\n▶ static checks");
const started = Date.now();
if (!(await runChecks(CHECKS, Math.max(1, Math.min(2, availableParallelism()))))) process.exit(1);
console.log(`✔ static checks (${seconds(started)})`);

const chromiumPath = ensureChromium();
if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the API suite runs on PGlite only.");
}
console.log("\n▶ tests");
const tests = spawnSync(
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=./scripts/vitest-project-times.ts", ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromiumPath } },
);
if (tests.status !== 0) {
  console.error("\n✖ tests failed");
  process.exit(tests.status ?? 1);
}
