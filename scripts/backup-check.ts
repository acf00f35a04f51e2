// `npm run test:backup`: proves backup and restore on both databases. Seeds the demo community and
// an uploaded file into a fresh instance, backs it up, restores into another fresh instance, and
// compares every table (row count and a digest of all rows) and every file.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "../server/config.js";
import { queryRows } from "../server/db/client.js";
import { openConfiguredDatabase } from "../server/db/open.js";
import { backup, restore } from "./backup/archive.js";
import { seedDemo } from "./seed/demo.js";

type Target = ReturnType<typeof loadConfig>;

function target(databaseUrl?: string): Target {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-backup-"));
  return loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: "backup-check-secret-0000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/** Per table: row count and an md5 over every row, in a fixed order. */
async function fingerprint(t: Target): Promise<Map<string, string>> {
  const opened = await openConfiguredDatabase(t, { poolSize: 1 });
  try {
    const db = opened.database.db;
    const tables = await queryRows<{ name: string }>(
      db,
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const out = new Map<string, string>();
    for (const { name } of tables) {
      const [row] = await queryRows<{ n: string; digest: string | null }>(
        db,
        sql.raw(`select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`),
      );
      out.set(name, `${row!.n} rows ${row!.digest ?? "-"}`);
    }
    return out;
  } finally {
    await opened.close();
  }
}

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full), fs.readFileSync(full).toString("base64"));
  }
  return out;
}

function compare(label: string, what: string, a: Map<string, string>, b: Map<string, string>) {
  const keys = new Set([...a.keys(), ...b.keys()]);
  const differ = [...keys].filter((k) => a.get(k) !== b.get(k));
  if (differ.length > 0) throw new Error(`${label}: ${what} differ after restore: ${differ.join(", ")}`);
  return keys.size;
}

async function check(label: string, source: Target, restored: Target) {
  const opened = await openConfiguredDatabase(source, { poolSize: 2 });
  try {
    await seedDemo(opened.database.db);
  } finally {
    await opened.close();
  }
  fs.mkdirSync(path.join(source.uploadsDir, "ab"), { recursive: true });
  fs.writeFileSync(path.join(source.uploadsDir, "ab", "sample"), randomBytes(4096));

  const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vowch-backup-out-")), "backup");
  try {
    await backup(source, folder);
    await restore(folder, restored);
    const tables = compare(label, "tables", await fingerprint(source), await fingerprint(restored));
    const fileCount = compare(label, "files", files(source.uploadsDir), files(restored.uploadsDir));
    console.log(`${label}: ${tables} tables and ${fileCount} file(s) identical after backup and restore`);
  } finally {
    fs.rmSync(path.dirname(folder), { recursive: true, force: true });
    for (const t of [source, restored]) fs.rmSync(t.dataDir, { recursive: true, force: true });
  }
}

async function withDatabases(adminUrl: string, body: (a: string, b: string) => Promise<void>) {
  const names = [1, 2].map(() => `vowch_backup_${randomBytes(4).toString("hex")}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`create database ${name}`);
    const url = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
    await body(url(names[0]!), url(names[1]!));
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

try {
  await check("PGlite", target(), target());
  if (process.env.TEST_DATABASE_URL) {
    await withDatabases(process.env.TEST_DATABASE_URL, (a, b) => check("PostgreSQL", target(a), target(b)));
  } else {
    console.log("TEST_DATABASE_URL is not set: backup and restore were checked on PGlite only.");
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
