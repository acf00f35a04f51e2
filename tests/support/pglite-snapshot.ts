// Creates and migrates a PGlite database once and dumps it, so each test file opens a copy in
// about a second instead of running initdb (STACK.md: PGlite cold start is slow). The copy is kept
// as a plain tar: PGlite unpacks a gzip dump with a stream in JavaScript, which cost each test
// file about 0.3 s of CPU more than reading the 40 MB tar.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { dumpMigratedDatabase } from "../../server/db/pglite-snapshot";

export async function createPgliteSnapshot(): Promise<{ file: string; cleanup(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-pglite-"));
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, gunzipSync(Buffer.from(await (await dumpMigratedDatabase()).arrayBuffer())));
  return { file, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
