import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, queryRows, type Database } from "./client";
import { openConfiguredDatabase } from "./open";
import { ensureMigratedSnapshot, freshSnapshotFile } from "./pglite-snapshot";

// initdb gives every cluster a new random system identifier; a copy of the snapshot keeps its.
const systemIdentifier = async (database: Database) =>
  (await queryRows<{ id: string }>(database.db, sql`select system_identifier::text as id from pg_control_system()`))[0]!.id;

describe("the migrated PGlite snapshot", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-first-start-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("is what a first start on an empty data folder opens, migrated", async () => {
    await ensureMigratedSnapshot();
    const snapshot = freshSnapshotFile();
    expect(snapshot).toBeDefined();
    const copy = await openPglite({ snapshotFile: snapshot });
    const expected = await systemIdentifier(copy);
    await copy.close();

    const opened = await openConfiguredDatabase({ dataDir });
    try {
      expect(await systemIdentifier(opened.database)).toBe(expected);
      const tables = await queryRows<{ n: number }>(
        opened.database.db,
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables[0]!.n).toBeGreaterThan(15);
    } finally {
      await opened.close();
    }
  }, 120_000);

  it("is not used for a data folder that already holds a database", async () => {
    const reopened = await openConfiguredDatabase({ dataDir });
    try {
      const copy = await openPglite({ snapshotFile: freshSnapshotFile() });
      const snapshotId = await systemIdentifier(copy);
      await copy.close();
      // Same folder, same cluster: still the identifier it was created with (from the snapshot).
      expect(await systemIdentifier(reopened.database)).toBe(snapshotId);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
