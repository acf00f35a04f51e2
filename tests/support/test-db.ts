// A fresh, migrated database per test file: a copy of the PGlite snapshot, or a clone of the
// PostgreSQL template (tests never touch DATABASE_URL).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../../server/db/client";

export type TestDbKind = "pglite" | "postgres";

function testDbKind(): TestDbKind {
  return process.env.VOWCH_TEST_DB === "postgres" ? "postgres" : "pglite";
}

/**
 * PGlite's WebAssembly, compiled once per test worker (its files share a module graph,
 * vitest.config.ts): each file's database would otherwise compile it again on its own thread.
 */
let pgliteWasm: Promise<WebAssembly.Module> | undefined;
function compiledPglite(): Promise<WebAssembly.Module> {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  pgliteWasm ??= WebAssembly.compile(fs.readFileSync(path.join(packageDir, "pglite.wasm")));
  return pgliteWasm;
}

export async function openTestDatabase(kind: TestDbKind = testDbKind()): Promise<Database> {
  if (kind === "pglite") {
    // On its worker thread, as the server runs it (server/db/pglite-worker-client.ts).
    return openPglite({ snapshotFile: inject("pgliteSnapshot"), wasmModule: await compiledPglite() });
  }
  const adminUrl = inject("pgTemplateUrl");
  const template = inject("pgTemplateName");
  const name = `${template.replace("tpl", "t")}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.href, 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
