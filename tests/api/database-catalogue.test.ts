// docs/database.md lists every SQL function and trigger with the invariant it keeps and the test
// that proves it. Checked against the migrated database: nothing in the database is missing from
// the catalogue, nothing catalogued is missing from the database, and every test it names exists.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database } from "../../server/db/client";
import { openTestDatabase } from "../support/test-db";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CATALOGUE = "docs/database.md";

interface Entry {
  name: string;
  /** The table a trigger is on; absent for a function. */
  table?: string;
  proofs: { file: string; test: string }[];
}

/** The rows of the table under `## {heading}`: their cells, header and separator left out. */
function tableRows(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith(`${heading}\n`));
  if (!section) throw new Error(`${CATALOGUE} has no "## ${heading}" section`);
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim()),
    );
}

/** "`file` "test", "test" `file` "test"": each test name with the file named before it. */
function proofs(cell: string): Entry["proofs"] {
  const found: Entry["proofs"] = [];
  let file: string | undefined;
  for (const m of cell.matchAll(/`([^`]+)`|"([^"]+)"/g)) {
    if (m[1] !== undefined) file = m[1];
    else if (file) found.push({ file, test: m[2]! });
  }
  return found;
}

const backticked = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1] ?? cell;

function readCatalogue(): { functions: Entry[]; triggers: Entry[] } {
  const markdown = fs.readFileSync(path.join(ROOT, CATALOGUE), "utf8");
  return {
    functions: tableRows(markdown, "Functions").map((cells) => ({
      name: backticked(cells[0]!),
      proofs: proofs(cells.at(-1)!),
    })),
    triggers: tableRows(markdown, "Triggers").map((cells) => ({
      name: backticked(cells[0]!),
      table: backticked(cells[1]!),
      proofs: proofs(cells.at(-1)!),
    })),
  };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`the catalogue of SQL functions and triggers (${CATALOGUE})`, () => {
  const catalogue = readCatalogue();

  it("lists every function of the public schema, and only those (extensions' own aside)", async () => {
    const inDatabase = await queryRows<{ name: string }>(
      database.db,
      sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by 1`,
    );
    expect(inDatabase.length).toBeGreaterThan(0);
    expect(catalogue.functions.map((f) => f.name).sort()).toEqual(inDatabase.map((f) => f.name));
  });

  it("lists every trigger with its table, and only those", async () => {
    const inDatabase = await queryRows<{ name: string; table: string }>(
      database.db,
      sql`select t.tgname as name, c.relname as table from pg_trigger t
        join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where not t.tgisinternal and n.nspname = 'public'
        order by 1, 2`,
    );
    expect(inDatabase.length).toBeGreaterThan(0);
    const listed = catalogue.triggers.map((t) => ({ name: t.name, table: t.table })).sort((a, b) => a.name.localeCompare(b.name));
    expect(listed).toEqual([...inDatabase].sort((a, b) => a.name.localeCompare(b.name)));
  });

  it("names for each object a test that exists", () => {
    const missing: string[] = [];
    for (const entry of [...catalogue.functions, ...catalogue.triggers]) {
      if (entry.proofs.length === 0) missing.push(`${entry.name}: no test named`);
      for (const { file, test } of entry.proofs) {
        const full = path.join(ROOT, file);
        if (!fs.existsSync(full)) missing.push(`${entry.name}: ${file} does not exist`);
        else if (!fs.readFileSync(full, "utf8").includes(`"${test}"`))
          missing.push(`${entry.name}: ${file} has no test "${test}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
