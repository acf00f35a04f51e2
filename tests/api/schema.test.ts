// The data model's guarantees, checked against the migrated database itself.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase } from "../support/test-db";
import { queryRows, type Database } from "../../server/db/client";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

describe("schema", () => {
  it("has an index leading with every foreign key's columns", async () => {
    const unindexed = await rows<{ table: string; constraint: string }>(sql`
      select c.conrelid::regclass::text as table, c.conname as constraint
      from pg_constraint c
      where c.contype = 'f'
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey
        )
      order by 1, 2`);
    expect(unindexed).toEqual([]);
  });

  it("has every GIN index take new entries at once, with no pending list for lookups to scan", async () => {
    const gin = await rows<{ index: string; options: string[] | null }>(sql`
      select c.relname as index, c.reloptions as options
      from pg_class c join pg_am am on am.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
      where am.amname = 'gin' and n.nspname = 'public'
      order by 1`);
    expect(gin.map((g) => g.index)).toContain("contacts_phone_keys_idx");
    expect(gin.filter((g) => !(g.options ?? []).includes("fastupdate=false"))).toEqual([]);
  });

  it("stores money as numeric(10,2) and the provider rating as numeric(2,1)", async () => {
    const columns = await rows<{ table: string; column: string; precision: number; scale: number }>(sql`
      select table_name as table, column_name as column, numeric_precision as precision, numeric_scale as scale
      from information_schema.columns
      where table_schema = 'public' and data_type = 'numeric'
      order by 1, 2`);
    const money = columns.filter((c) => !(c.table === "providers" && c.column === "rating"));
    expect(money.length).toBeGreaterThanOrEqual(6);
    for (const c of money) expect([c.table, c.column, c.precision, c.scale]).toEqual([c.table, c.column, 10, 2]);
    expect(columns.find((c) => c.table === "providers" && c.column === "rating")).toMatchObject({ precision: 2, scale: 1 });
  });

  it("has the spec's enumerations", async () => {
    const enums = await rows<{ name: string; values: string }>(sql`
      select t.typname as name, string_agg(e.enumlabel, ',' order by e.enumsortorder) as values
      from pg_type t join pg_enum e on e.enumtypid = t.oid group by t.typname order by 1`);
    const byName = Object.fromEntries(enums.map((e) => [e.name, e.values]));
    expect(byName.project_status).toBe("planning,in_progress,completed,active,paused,on_hold");
    expect(byName.project_type).toBe("one_time,recurring");
    expect(byName.project_provider_status).toBe(
      "pending,contacted,estimate_scheduled,quoted,accepted,in_progress,completed,active,rejected",
    );
    expect(byName.request_status).toBe("active,resolved");
  });

  it("normalises provider contact keys for duplicate detection", async () => {
    const [row] = await rows<{ email_key: string; phone_key: string; website_key: string }>(sql`
      insert into providers (name, category, email, phone, website)
      values ('Key Test', 'Plumber', ' Joe@Example.COM ', '+1 (555) 010-2000', 'HTTPS://www.Joes-Plumbing.com/about?x=1')
      returning email_key, phone_key, website_key`);
    // phone_key is written by the app in E.164 (common/phone.ts; providers.test.ts checks it).
    expect(row).toEqual({ email_key: "joe@example.com", phone_key: null, website_key: "joes-plumbing.com" });
  });

  it("backfills phone_key in E.164 for the default region US when migrating (0005)", async () => {
    const file = path.join(import.meta.dirname, "../../migrations/0005_phone_key_e164.sql");
    const backfill = fs.readFileSync(file, "utf8").split("--> statement-breakpoint")[1]!;
    const phones = ["(555) 010-2000", "1 555 010 2001", "+44 20 7946 0958", "555 0100", "none", null];
    for (const [i, phone] of phones.entries()) {
      await database.db.execute(
        sql`insert into providers (name, category, phone) values (${`Backfill ${i}`}, 'Plumber', ${phone})`,
      );
    }
    await database.db.execute(sql.raw(backfill));
    const keys = await rows<{ phone_key: string | null }>(
      sql`select phone_key from providers where name like 'Backfill %' order by name`,
    );
    expect(keys.map((k) => k.phone_key)).toEqual(["+15550102000", "+15550102001", "+442079460958", null, null, null]);
  });
});
