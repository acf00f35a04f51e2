// Schema and migrations agree, with no database: `drizzle-kit check` (the migration history is
// consistent), then `drizzle-kit generate` into a scratch copy of migrations/ must find nothing to
// write — else server/db/schema.ts changed without `npm run db:generate`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const drizzleKit = path.join(root, "node_modules/.bin/drizzle-kit");
// drizzle-kit resolves --out against the working directory; a relative path inside the repo works.
const scratch = ".tmp/migrations-check";

function drizzle(args: string[]): string {
  const result = spawnSync(drizzleKit, args, { cwd: root, encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) {
    process.stderr.write(output);
    throw new Error(`drizzle-kit ${args[0]} failed (exit ${result.status})`);
  }
  return output;
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
}

drizzle(["check", "--config", "drizzle.config.ts"]);

const scratchDir = path.join(root, scratch);
fs.rmSync(scratchDir, { recursive: true, force: true });
fs.cpSync(path.join(root, "migrations"), scratchDir, { recursive: true });
try {
  const before = listFiles(scratchDir);
  drizzle(["generate", "--dialect", "postgresql", "--schema", "./server/db/schema.ts", "--out", `./${scratch}`]);
  const added = listFiles(scratchDir).filter((f) => !before.includes(f));
  if (added.length > 0) {
    console.error(`server/db/schema.ts and migrations/ disagree: drizzle-kit would write ${added.join(", ")}.`);
    console.error("Run `npm run db:generate` and commit the migration.");
    process.exit(1);
  }
  console.log("Schema and migrations agree (drizzle-kit check; generate finds nothing to write).");
} finally {
  fs.rmSync(scratchDir, { recursive: true, force: true });
}
