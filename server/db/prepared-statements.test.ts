import { describe, expect, it } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { planPerCall, statementName, withLiterals } from "./prepared-statements";

describe("statementName", () => {
  it("gives one text one name, and different texts different names", () => {
    const a = statementName("select $1::int as a");
    expect(a).toMatch(/^vowch_\d+$/);
    expect(statementName("select $1::int as a")).toBe(a);
    expect(statementName("select $1::int as b")).not.toBe(a);
  });

  it("leaves a statement with planPerCall unnamed, so it is planned with its values at every call", () => {
    const { sql: text } = new PgDialect().sqlToQuery(sql`select 1 from users where ${planPerCall} and id = ${"x"}`);
    expect(statementName(text)).toBeUndefined();
    expect(statementName(text.replace("/* vowch:plan-per-call */", ""))).toMatch(/^vowch_\d+$/);
  });
});

describe("withLiterals", () => {
  it("writes each value in as a quoted literal, pg's text for it, and leaves quoted text alone", () => {
    const text = "select $1, $2, $3 where a = 'it''s $1' and b = any($4::text[]) and c = $10";
    const values: unknown[] = ["o'brien", null, 42, ["x", "y"], 0, 0, 0, 0, 0, true];
    expect(withLiterals(text, values)).toBe(
      `select 'o''brien', null, '42' where a = 'it''s $1' and b = any('{"x","y"}'::text[]) and c = 'true'`,
    );
  });

  it("escapes backslashes the way PostgreSQL reads them", () => {
    expect(withLiterals("select $1", ["a\\b"])).toBe("select  E'a\\\\b'");
  });
});
