// `npm run seed:demo`: fills the database with a small demo community (scripts/seed/demo-data.ts).
// Opens the database exactly like the server (DATABASE_URL → PostgreSQL, else PGlite in
// DATA_DIR/pglite under the data-folder lock), migrates it, and seeds in one transaction.
// Safe to run again: a second run finds the demo accounts and changes nothing.
import { seedDemo, type DemoCounts } from "./seed/demo.js";
import { signInHelp } from "./seed/sign-in-help.js";
import { runSeed } from "./seed/run.js";

function summary(counts: DemoCounts): string {
  const rows: [string, number][] = [
    ["users (completed profiles)", counts.users],
    [`providers in ${counts.providerCategories} categories`, counts.providers],
    ["entries in personal provider lists", counts.userProviders],
    ["projects (one-time and recurring, every status)", counts.projects],
    ["providers on projects (every workflow step)", counts.projectProviders],
    ["collaborators", counts.collaborators],
    ["reviews", counts.reviews],
    ["recommendations (jobs, experiences, vouches)", counts.recommendations],
    ["service visits", counts.serviceOccurrences],
    ["provider requests", counts.providerRequests],
    ["suggestions", counts.providerSuggestions],
    ["vouches on suggestions", counts.suggestionVouches],
    ["notifications in the demo's inboxes", counts.notifications],
  ];
  return rows.map(([label, n]) => `  ${String(n).padStart(4)}  ${label}`).join("\n");
}

process.exitCode = await runSeed({
  command: "seed:demo",
  parseArgs: () => undefined,
  seed: async ({ where, database }, _args, config) => {
    const result = await seedDemo(database.db);
    if (!result.created) {
      console.log(`Demo data already present in ${where}: nothing to do.\n\n${signInHelp(config)}`);
    } else {
      console.log(`Demo data created in ${where}:\n${summary(result.counts)}\n\n${signInHelp(config)}`);
    }
  },
});
