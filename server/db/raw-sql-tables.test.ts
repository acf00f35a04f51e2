// Raw SQL names tables as text where drizzle's `${table}` cannot reach (fragments built around
// aliases, SQL function calls, statements for the PGlite worker). Each table such text names must
// exist in schema.ts, so a renamed or dropped table fails here rather than in production.
import fs from "node:fs";
import path from "node:path";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as schema from "./schema.js";

const SERVER = path.resolve(import.meta.dirname, "..");

/** The text of every SQL the server writes: sql`` templates, sql.raw(...) and .query/.exec(...) text. */
function sqlTexts(file: string): string[] {
  const content = fs.readFileSync(file, "utf8");
  if (!/sql`|sql\.raw\(|\.query\(|\.exec\(/.test(content)) return [];
  const source = ts.createSourceFile(file, content, ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  // A template's pieces join with a placeholder where each `${...}` was, so "from ${table}" is
  // not read as naming a table.
  const literalText = (node: ts.Node): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" $param ");
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === "sql") {
      const text = literalText(node.template);
      if (text !== undefined) texts.push(text);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const callee = node.expression.getText();
      const method = node.expression.name.text;
      if (callee === "sql.raw" || method === "query" || method === "exec") {
        const text = node.arguments[0] && literalText(node.arguments[0]);
        if (text !== undefined) texts.push(text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** Names the text reads or writes as a relation: FROM/JOIN/INTO/UPDATE <name>, not a call or subquery. */
export function namedRelations(text: string): { tables: string[]; ctes: string[] } {
  const tables = [
    ...text.matchAll(
      /\b(?:(?<!\bextract\(\s*[a-z]+\s+)from|join|into|(?<!\b(?:for|do)\s+)update)\s+(?:only\s+)?([a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)?)\b(?!\s*\()/gi,
    ),
  ]
    .map((m) => m[1]!)
    .filter((name) => !/^(lateral|select|\$param)$/i.test(name));
  const ctes = [...text.matchAll(/\b([a-z_][a-z0-9_]*)\s+as\s+(?:not\s+)?(?:materialized\s+)?(?:\(|\$param)/gi)].map(
    (m) => m[1]!,
  );
  return { tables, ctes };
}

const schemaTables = new Set(
  Object.values(schema as Record<string, unknown>).flatMap((value) =>
    value instanceof PgTable ? [getTableConfig(value).name] : [],
  ),
);
/** Tables that are not the app's: drizzle's own migration journal. */
const OTHER_TABLES = new Set(["drizzle.__drizzle_migrations"]);

describe("raw SQL names only tables that exist", () => {
  it("finds the tables that text names", () => {
    expect(namedRelations("select 1 from users u join project_providers pp on true").tables).toEqual([
      "users",
      "project_providers",
    ]);
    expect(namedRelations("delete from $param where x; update backing_totals set").tables).toEqual(["backing_totals"]);
    expect(namedRelations("select * from unnest($param) join lateral (select 1) x on true").tables).toEqual([]);
    expect(namedRelations("select extract(epoch from r.reset_at - now()) from rate_limits r").tables).toEqual(["rate_limits"]);
    expect(namedRelations("with book as materialized (select 1) select id from book").ctes).toEqual(["book"]);
    expect(namedRelations("with book as $param select 1 from users for update skip locked").tables).toEqual(["users"]);
    expect(namedRelations("insert into rate_limits select 1 on conflict (key) do update set key = 2").tables).toEqual([
      "rate_limits",
    ]);
  });

  it("every table a raw SQL of the server names is in schema.ts", () => {
    expect(schemaTables.size).toBeGreaterThan(10);
    const unknown: string[] = [];
    let named = 0;
    for (const file of serverFiles(SERVER)) {
      const texts = sqlTexts(file);
      // A CTE or an alias defined in one piece of a file's SQL may be read in another piece.
      const ctes = new Set(texts.flatMap((t) => namedRelations(t).ctes));
      for (const text of texts) {
        for (const name of namedRelations(text).tables) {
          named++;
          if (!schemaTables.has(name) && !OTHER_TABLES.has(name) && !ctes.has(name)) {
            unknown.push(`${path.relative(SERVER, file)}: ${name}`);
          }
        }
      }
    }
    expect(named).toBeGreaterThan(20);
    expect(unknown).toEqual([]);
  }, 30_000);
});
