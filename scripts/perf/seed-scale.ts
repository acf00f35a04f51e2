// `npm run seed:scale [-- --users 2000]`: fills the database with a large synthetic community
// (scripts/perf/seed/scale.ts) to measure the app at scale. Opens the database exactly like the
// server and seed:demo (DATABASE_URL → PostgreSQL, else PGlite in DATA_DIR/pglite under the
// data-folder lock) and migrates it first. The size also comes from SCALE_USERS.
// Runs once per database: a second run finds the scale accounts and changes nothing.
// A bulk load (scripts/perf/seed/kept-totals.ts): the tables' user triggers are off inside its one
// transaction, and every kept total is recomputed once, set-wise, at its end; each step's time is
// printed as it ends. 100,000 users take minutes (docs/PERFORMANCE.md).
import path from "node:path";
import { runSeed, UsageError } from "../seed/run.js";
import { SCALE_PASSWORD, scaleEmail, scaleSeeded, seedScale, type ScaleCounts } from "./seed/scale.js";

export function parseUsers(argv: string[], env: NodeJS.ProcessEnv = process.env): number {
  const i = argv.indexOf("--users");
  const raw = i >= 0 ? argv[i + 1] : (argv.find((a) => a.startsWith("--users="))?.slice(8) ?? env.SCALE_USERS);
  const n = raw === undefined ? 2000 : Number(raw);
  if (!Number.isInteger(n) || n < 10 || n > 1_000_000)
    throw new UsageError(`--users must be a whole number from 10 to 1000000 (got ${raw})`);
  return n;
}

export function describeCounts(counts: ScaleCounts): string {
  return Object.entries(counts)
    .map(([label, n]) => `  ${String(n).padStart(8)}  ${label}`)
    .join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await runSeed({
    command: "seed:scale",
    parseArgs: () => parseUsers(process.argv.slice(2)),
    seed: async ({ where, database }, users) => {
      if (await scaleSeeded(database.db)) {
        console.log(`Scale data already present in ${where}: nothing to do.`);
        return;
      }
      const started = performance.now();
      const counts = await seedScale(database.db, {
        users,
        onStep: (label, seconds) => console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label}`),
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Scale data (${users} users) created in ${where} in ${seconds} s. Rows now:\n${describeCounts(counts)}`);
      console.log(`\nSign in as ${scaleEmail(1)} … ${scaleEmail(users)} with the password ${SCALE_PASSWORD}.`);
    },
  });
}
