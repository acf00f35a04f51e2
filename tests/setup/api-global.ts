// Migrate once per run: a dumped PGlite data dir (copied per test file) and, when
// TEST_DATABASE_URL is set, a template database on PostgreSQL (cloned per test file).
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, runMigrations } from "../../server/db/client";
import { testPgliteSnapshot } from "../support/pglite-snapshot";

declare module "vitest" {
  export interface ProvidedContext {
    chromiumPath: string;
    pgliteSnapshot: string;
    pgTemplateUrl: string;
    pgTemplateName: string;
  }
}

export default async function setup(project: TestProject) {
  const driver = project.config.env?.VOWCH_TEST_DB;
  if (driver === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `vowch_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.href, 1);
    await runMigrations(database);
    await database.close();
    project.provide("pgTemplateUrl", adminUrl);
    project.provide("pgTemplateName", name);
    return async () => {
      // Databases of test files that crashed before closing are dropped here too.
      const leftovers = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
        `${name.replace("tpl", "t")}%`,
      ]);
      for (const row of leftovers.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  project.provide("pgliteSnapshot", await testPgliteSnapshot());
}
