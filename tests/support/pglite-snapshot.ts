// The migrated PGlite database each test file opens a copy of (server/db/pglite-snapshot.ts), so a
// file opens it in about half a second instead of running initdb (STACK.md: PGlite cold start is
// slow). Kept as a plain tar: PGlite unpacks a gzip dump with a stream in JavaScript, which cost
// each test file about 0.3 s of CPU more than reading the tar. Its write-ahead log is in 1 MB
// segments, PostgreSQL's smallest (the server's own keeps the default 16 MB): the log's one segment
// was 16 of the tar's 44 MB, and every test file unpacked it. Kept in .tmp/ with its stamp, so the
// projects of a run, and the runs after it until a migration changes, make it once.
import path from "node:path";
import { ensureMigratedSnapshot, type SnapshotKind } from "../../server/db/pglite-snapshot";
import { projectRoot } from "../../server/paths";

const TEST_SNAPSHOT: SnapshotKind = {
  file: path.join(projectRoot, ".tmp/pglite/test-snapshot.tar"),
  compression: "none",
  initDbArgs: ["--wal-segsize=1"],
};

/** The test snapshot's file, made first when it is missing or stale. */
export async function testPgliteSnapshot(): Promise<string> {
  await ensureMigratedSnapshot(TEST_SNAPSHOT);
  return TEST_SNAPSHOT.file;
}
