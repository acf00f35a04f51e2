// Creates and migrates a PGlite database and dumps it, so each test file opens a copy in about
// half a second instead of running initdb (STACK.md: PGlite cold start is slow). The copy is kept
// as a plain tar: PGlite unpacks a gzip dump with a stream in JavaScript, which cost each test
// file about 0.3 s of CPU more than reading the tar. Its write-ahead log is in 1 MB segments,
// PostgreSQL's smallest (the server's own keeps the default 16 MB): the log's one segment was 16 of
// the tar's 44 MB, and every test file unpacked it. The dump is kept in .tmp/ with the stamp of the
// migrations and PGlite it was made from, so the projects of a run, and the runs after it until a
// migration changes, make it once.
import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { currentStamp, dumpMigratedDatabase } from "../../server/db/pglite-snapshot";
import { projectRoot } from "../../server/paths";

const INIT_DB_ARGS = ["--wal-segsize=1"];
const file = path.join(projectRoot, ".tmp/pglite/test-snapshot.tar");
const stampFile = `${file}.stamp`;

/** The test snapshot's file, made first when it is missing or stale. */
export async function testPgliteSnapshot(): Promise<string> {
  const stamp = `${currentStamp()} ${INIT_DB_ARGS.join(" ")}`;
  if (fs.existsSync(file) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) return file;
  const dump = gunzipSync(Buffer.from(await (await dumpMigratedDatabase(INIT_DB_ARGS)).arrayBuffer()));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: another run reading the file never sees half of it.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, dump);
  fs.renameSync(temporary, file);
  fs.writeFileSync(stampFile, stamp);
  return file;
}
