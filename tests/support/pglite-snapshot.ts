// Creates and migrates a PGlite database once and dumps it, so each test file opens a copy in
// about a second instead of running initdb (STACK.md: PGlite cold start is slow).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dumpMigratedDatabase } from "../../server/db/pglite-snapshot";

export async function createPgliteSnapshot(): Promise<{ file: string; cleanup(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-pglite-"));
  const file = path.join(dir, "migrated.tar.gz");
  fs.writeFileSync(file, Buffer.from(await (await dumpMigratedDatabase()).arrayBuffer()));
  return { file, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
