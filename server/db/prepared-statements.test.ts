import { describe, expect, it } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { planPerCall, statementName } from "./prepared-statements";

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
