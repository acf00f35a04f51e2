// A bulk load's kept totals: while the scale seed loads, the user triggers of the tables it fills are
// off (and their non-unique indexes dropped), and afterwards every value those triggers keep is
// recomputed once, set-wise, from the rows themselves: the `backs`/`counted` flags, each account's
// household of one, `provider_backing`, `backing_totals`, `category_totals` and providers'
// rating/review_count (the set-wise form of `provider_rating`). Each statement here mirrors a function listed in
// docs/database.md; tests/api/seed-scale.test.ts proves that, for the same rows, the result equals
// what the triggers themselves produce.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../../server/db/client.js";

/** Reports how long one step took (seed:scale prints them). */
export type OnStep = (label: string, seconds: number) => void;

/** Runs `query` as one timed step. */
export async function timedStep(db: Db, label: string, query: ReturnType<typeof sql>, onStep?: OnStep) {
  const started = performance.now();
  await db.execute(query);
  onStep?.(label, (performance.now() - started) / 1000);
}

/** The tables the scale seed writes whose user triggers keep totals, flags or households. */
export const TRIGGERED_TABLES = ["users", "providers", "user_providers", "recommendations", "provider_requests"] as const;

/**
 * Stops the triggers for the rest of the caller's transaction and returns what turns them back on.
 * A superuser (PGlite's, or `postgres` on PostgreSQL) sets `session_replication_role = replica`:
 * no trigger fires, foreign-key checks included (the load writes ids it derived itself, and the
 * test loads the same rows again with every check on). Anyone else owns the tables, as migrations
 * do: `alter table … disable trigger user` on `tables`, foreign keys still checked. Both are undone
 * by a rollback, so a failed load leaves the triggers on.
 */
export async function pauseTriggers(db: Db, tables: readonly string[]): Promise<{ how: string; resume: () => Promise<void> }> {
  const [me] = await queryRows<{ superuser: boolean }>(
    db,
    sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  if (me?.superuser) {
    await db.execute(sql`set local session_replication_role = replica`);
    return {
      how: "session_replication_role = replica",
      resume: async () => void (await db.execute(sql`set local session_replication_role = origin`)),
    };
  }
  const alter = async (on: boolean) => {
    for (const table of tables) await db.execute(sql.raw(`alter table ${table} ${on ? "enable" : "disable"} trigger user`));
  };
  await alter(false);
  return { how: "disable trigger user", resume: () => alter(true) };
}

/**
 * Drops the non-unique indexes of `tables` that back no constraint (those a load only has to keep
 * up row by row: trigram GIN indexes above all) and returns the statements that build them again.
 * Unique indexes and keys stay: the load's `on conflict` and joins use them.
 */
export async function dropSecondaryIndexes(db: Db, tables: readonly string[]): Promise<{ name: string; definition: string }[]> {
  const list = sql.raw(tables.map((t) => `'${t}'::regclass`).join(", "));
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid in (${list}) and not i.indisunique and not i.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by 1`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  return indexes;
}

/**
 * Recomputes, from the rows, every value the triggers keep (see docs/database.md), for the whole
 * database: rows already right are left alone, so on a database the triggers kept it changes nothing.
 */
export async function recomputeKeptTotals(db: Db, onStep?: OnStep) {
  const step = (label: string, query: ReturnType<typeof sql>) => timedStep(db, label, query, onStep);

  // user_providers_backs_set: a list entry counts exactly when its owner has a completed profile.
  await step(
    "flags: user_providers.backs",
    sql`update user_providers up set backs = u.is_profile_complete
      from users u where u.id = up.user_id and up.backs <> u.is_profile_complete`,
  );
  // recommendations_backs_set, by recommendation_backs: a completed author, addressed to all, and no
  // project or a project whose audience (its visibility, else its owner's privacy_projects) is everyone.
  await step(
    "flags: recommendations.backs",
    sql`update recommendations r set backs = x.backs
      from (select r2.id, r2.to_user_id is null and coalesce(a.is_profile_complete, false)
              and (r2.project_id is null or coalesce(coalesce(p.visibility, o.privacy_projects) = 'everyone', false)) as backs
            from recommendations r2
            left join users a on a.id = r2.from_user_id
            left join projects p on p.id = r2.project_id
            left join users o on o.id = p.user_id) x
      where x.id = r.id and r.backs <> x.backs`,
  );
  // provider_requests_counted_set: active, by a completed profile.
  await step(
    "flags: provider_requests.counted",
    sql`update provider_requests q set counted = x.counted
      from (select q2.id, q2.status = 'active' and coalesce(u.is_profile_complete, false) as counted
            from provider_requests q2 left join users u on u.id = q2.user_id) x
      where x.id = q.id and q.counted <> x.counted`,
  );
  // vowch_household_of_one: every account without a household owns a new household of one.
  await step(
    "households of one",
    sql`with lone as materialized (
        select u.id as user_id, gen_random_uuid() as household_id from users u
        where not exists (select 1 from household_members m where m.user_id = u.id)
      ), made as (insert into households (id) select household_id from lone)
      insert into household_members (user_id, household_id, role) select user_id, household_id, 'owner' from lone`,
  );
  // provider_backing_apply fed by user_providers_backing and recommendations_backing: per provider,
  // one friend backer per counting list entry and recommendation, a high backer per counting
  // recommendation rated 4 or more (or not rated).
  await step(
    "provider_backing",
    sql`with b as (
        select provider_id, sum(f)::integer as f, sum(h)::integer as h
        from (select provider_id, 1 as f, 0 as h from user_providers where backs
              union all
              select provider_id, 1, (coalesce(rating, 5) >= 4)::integer from recommendations where backs) x
        group by provider_id
      ), gone as (
        update provider_backing pb set friend_backers = 0, high_backers = 0
        where (pb.friend_backers <> 0 or pb.high_backers <> 0) and not exists (select 1 from b where b.provider_id = pb.provider_id)
      )
      insert into provider_backing as pb (provider_id, friend_backers, high_backers)
      select provider_id, f, h from b order by provider_id
      on conflict (provider_id) do update set friend_backers = excluded.friend_backers, high_backers = excluded.high_backers
      where pb.friend_backers <> excluded.friend_backers or pb.high_backers <> excluded.high_backers`,
  );
  // backing_totals (backing_totals_add, provider_backing_apply): only the sum of the shards means
  // anything, so shard 0 holds each total and the others hold 0.
  await step(
    "backing_totals",
    sql`with t as (select
        (select count(*) from provider_backing where friend_backers > 0)::integer as friend_providers,
        (select count(*) from provider_backing where high_backers > 0)::integer as high_providers,
        (select count(*) from recommendations where backs)::integer as public_recommendations,
        (select count(*) from providers)::integer as providers,
        (select count(*) from users where is_profile_complete)::integer as completed_users,
        (select count(*) from provider_requests where counted)::integer as active_requests)
      update backing_totals b set
        friend_providers = case when b.shard = 0 then t.friend_providers else 0 end,
        high_providers = case when b.shard = 0 then t.high_providers else 0 end,
        public_recommendations = case when b.shard = 0 then t.public_recommendations else 0 end,
        providers = case when b.shard = 0 then t.providers else 0 end,
        completed_users = case when b.shard = 0 then t.completed_users else 0 end,
        active_requests = case when b.shard = 0 then t.active_requests else 0 end
      from t`,
  );
  // category_totals (category_totals_add): as backing_totals, shard 0 holds each category's number
  // of providers and its other rows 0; a category no provider has any more keeps rows of 0.
  await step(
    "category_totals",
    sql`with counted as (select category, count(*)::integer as providers from providers group by category),
      gone as (
        update category_totals t set providers = 0
        where t.providers <> 0 and (t.shard <> 0 or not exists (select 1 from counted c where c.category = t.category))
      )
      insert into category_totals as t (category, shard, providers)
      select category, 0, providers from counted order by category
      on conflict (category, shard) do update set providers = excluded.providers where t.providers <> excluded.providers`,
  );
  // provider_rating, set-wise: each person once (their latest job review, else their vouch), the
  // mean to one decimal, 0 and 0 when nobody counts.
  await step(
    "providers.rating, review_count",
    sql`with person as (
        select distinct on (v.provider_id, v.user_id) v.provider_id, v.rating
        from (select r.provider_id, r.user_id, r.rating, 1 as is_review, r.created_at as at, r.id from reviews r
              union all
              select u.provider_id, u.user_id, u.vouch_rating, 0, u.vouched_at, u.id from user_providers u
              where u.is_vouched and u.vouch_rating is not null) v
        order by v.provider_id, v.user_id, v.is_review desc, v.at desc nulls last, v.id desc
      ), rated as (
        select provider_id, round(avg(rating)::numeric, 1) as rating, count(*)::integer as people from person group by provider_id
      )
      update providers p set rating = coalesce(rated.rating, 0), review_count = coalesce(rated.people, 0)
      from providers p2 left join rated on rated.provider_id = p2.id
      where p2.id = p.id and (p.rating <> coalesce(rated.rating, 0) or p.review_count <> coalesce(rated.people, 0))`,
  );
  // provider_cards_changed: every provider has a card version. Only missing ones are written: a bulk
  // load is made before any server keeps a card of it (a server started after it keeps none yet).
  await step(
    "provider_card_versions",
    sql`insert into provider_card_versions (provider_id, version)
      select p.id, nextval('provider_card_version_seq') from providers p
      where not exists (select 1 from provider_card_versions v where v.provider_id = p.id) order by p.id`,
  );
}
