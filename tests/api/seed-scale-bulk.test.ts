// The scale seed loads in bulk (triggers paused, kept values recomputed once, set-wise:
// scripts/perf/seed/kept-totals.ts). Here the same rows are loaded again into a second, fresh
// database with every trigger on (and every foreign key checked), and each value the triggers keep
// must come out the same: the flags, provider_backing, the sums of backing_totals and of each
// category's category_totals, provider ratings by the app's own formula, and each account's
// household of one.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database, type Db } from "../../server/db/client";
import { refreshProviderRatings } from "../../server/features/reviews/provider-rating";
import { recomputeKeptTotals } from "../../scripts/perf/seed/kept-totals";
import { seedScale } from "../../scripts/perf/seed/scale";
import { openTestDatabase } from "../support/test-db";

const USERS = 30;

/** The tables whose rows feed the kept values, parents first; the kept columns are left to the triggers. */
const REPLAYED = [
  "users",
  "providers",
  "projects",
  "project_providers",
  "user_providers",
  "reviews",
  "recommendations",
  "provider_requests",
];
const KEPT_COLUMNS: Record<string, string[]> = {
  providers: ["rating", "review_count"],
  user_providers: ["backs"],
  recommendations: ["backs"],
  provider_requests: ["counted"],
};

const rows = <T>(db: Db, query: ReturnType<typeof sql>) => queryRows<T>(db, query);

/** Inserts `from`'s rows of every replayed table into `to`, one statement per table, triggers on. */
async function replay(from: Db, to: Db) {
  for (const table of REPLAYED) {
    const columns = await rows<{ name: string }>(
      from,
      sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
    );
    const list = sql.raw(
      columns
        .map((c) => c.name)
        .filter((c) => !(KEPT_COLUMNS[table] ?? []).includes(c))
        .map((c) => `"${c}"`)
        .join(", "),
    );
    const [{ data }] = (await rows<{ data: string }>(
      from,
      sql`select coalesce(json_agg(t), '[]')::text as data from ${sql.raw(table)} t`,
    )) as [{ data: string }];
    await to.execute(
      sql`insert into ${sql.raw(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.raw(table)}, ${data}::json)`,
    );
  }
  await refreshProviderRatings(to, sql`true`);
}

/** Every value the triggers keep, in a form two databases can be compared by. */
async function keptValues(db: Db) {
  const totalColumns = await rows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = 'backing_totals' and column_name <> 'shard' order by 1`,
  );
  const [totals] = await rows<Record<string, number>>(
    db,
    sql.raw(`select ${totalColumns.map((c) => `sum(${c.name})::int as ${c.name}`).join(", ")} from backing_totals`),
  );
  return {
    totals,
    backing: await rows(db, sql`select provider_id, friend_backers, high_backers from provider_backing order by 1`),
    categories: await rows(
      db,
      sql`select category, sum(providers)::int as providers from category_totals group by 1 having sum(providers) <> 0 order by 1`,
    ),
    ratings: await rows(db, sql`select id, rating::text, review_count from providers order by 1`),
    listEntries: await rows(db, sql`select id, backs from user_providers order by 1`),
    recommendations: await rows(db, sql`select id, backs from recommendations order by 1`),
    requests: await rows(db, sql`select id, counted from provider_requests order by 1`),
    // provider_card_versions: each version is a sequence value, so only whether a provider has one compares.
    providersWithoutCardVersion: await rows(
      db,
      sql`select p.id from providers p where not exists (select 1 from provider_card_versions v where v.provider_id = p.id)`,
    ),
    households: await rows(
      db,
      sql`select u.id, m.role, (select count(*)::int from household_members o where o.household_id = m.household_id) as people
        from users u left join household_members m on m.user_id = u.id order by 1`,
    ),
  };
}

describe("the scale seed's bulk load", () => {
  let bulk: Database;
  let triggered: Database;

  beforeAll(async () => {
    [bulk, triggered] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    await seedScale(bulk.db, { users: USERS });
    await replay(bulk.db, triggered.db);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([bulk?.close(), triggered?.close()]);
  });

  it("recomputes every kept value as the triggers keep it, for the same rows", async () => {
    const [fromBulk, fromTriggers] = await Promise.all([keptValues(bulk.db), keptValues(triggered.db)]);
    expect(fromBulk).toEqual(fromTriggers);
    // Not an empty comparison: the community backs providers, some recommendations count and some
    // do not (private projects), some requests count, everyone owns a household of one.
    expect(fromBulk.backing.length).toBeGreaterThan(USERS);
    expect(new Set(fromBulk.recommendations.map((r) => (r as { backs: boolean }).backs))).toEqual(new Set([true, false]));
    expect(new Set(fromBulk.requests.map((r) => (r as { counted: boolean }).counted))).toEqual(new Set([true, false]));
    expect(fromBulk.households).toHaveLength(USERS);
    for (const h of fromBulk.households) expect(h).toMatchObject({ role: "owner", people: 1 });
    expect(fromBulk.totals).toMatchObject({ completed_users: USERS, providers: USERS * 5 });
    expect(fromBulk.categories.length).toBeGreaterThan(1);
    // The triggers are back on after the load: a new account gets its household of one.
    await bulk.db.execute(sql`insert into users (email) values ('after-the-load@example.com')`);
    const [after] = await rows<{ role: string }>(
      bulk.db,
      sql`select m.role from household_members m join users u on u.id = m.user_id where u.email = 'after-the-load@example.com'`,
    );
    expect(after?.role).toBe("owner");
    await bulk.db.execute(sql`delete from users where email = 'after-the-load@example.com'`);
  });

  it("repairs any kept value from the rows alone, as the triggers follow a change", async () => {
    // The triggered database lives through a change: some profiles become incomplete.
    const incomplete = sql`email ~ '-[0-9]*7@'`;
    await triggered.db.execute(sql`update users set is_profile_complete = false where ${incomplete}`);
    // The bulk database gets the same change with its triggers paused, and every kept value wrong.
    await bulk.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update users set is_profile_complete = false where ${incomplete}`);
      await tx.execute(sql`update user_providers set backs = not backs where provider_id::text < '8'`);
      await tx.execute(sql`update recommendations set backs = not backs`);
      await tx.execute(sql`update provider_requests set counted = not counted`);
      await tx.execute(sql`update provider_backing set friend_backers = friend_backers + 2 where provider_id::text < '8'`);
      await tx.execute(sql`delete from provider_backing where provider_id::text >= 'c'`);
      await tx.execute(sql`update backing_totals set providers = providers + 7, friend_providers = 0`);
      await tx.execute(sql`update providers set rating = 0, review_count = 0`);
      await tx.execute(sql`update category_totals set providers = providers + shard + 1`);
      await tx.execute(sql`insert into category_totals (category, shard, providers) values ('No such trade', 3, 4)`);
      await tx.execute(sql`delete from household_members where user_id::text < '8'`);
    });
    await recomputeKeptTotals(bulk.db);
    const [fromBulk, fromTriggers] = await Promise.all([keptValues(bulk.db), keptValues(triggered.db)]);
    // A provider that lost its last backer keeps a row of zeros under the triggers; the repair
    // writes zeros where a row is left, and no row where none is: compare what counts.
    const counted = (b: unknown[]) =>
      (b as { friend_backers: number; high_backers: number }[]).filter((r) => r.friend_backers || r.high_backers);
    expect(counted(fromBulk.backing)).toEqual(counted(fromTriggers.backing));
    expect({ ...fromBulk, backing: [] }).toEqual({ ...fromTriggers, backing: [] });
    expect(fromBulk.totals!.completed_users).toBeLessThan(USERS);
  });
});
