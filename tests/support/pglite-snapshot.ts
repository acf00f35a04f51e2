// Creates and migrates a PGlite database once and dumps it, so each test file opens a copy in
// about a second instead of running initdb (STACK.md: PGlite cold start is slow).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openPglite, runMigrations } from "../../server/db/client";

export async function createPgliteSnapshot(): Promise<{ file: string; cleanup(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-pglite-"));
  const database = await openPglite({ dataDir: path.join(dir, "db") });
  await runMigrations(database);
  const client = (database as unknown as { client: PGlite }).client;
  const dump = await client.dumpDataDir("gzip");
  await database.close();
  const file = path.join(dir, "migrated.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  fs.rmSync(path.join(dir, "db"), { recursive: true, force: true });
  return { file, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
