-- Issue 9, community-wide totals (docs/DECISIONS.md "Totals kept by the database"). Every write
-- path (vouches, saves, recommendations, deletes, account deletion, privacy and visibility
-- changes, profile completion, foreign-key cascades) keeps provider_backing and backing_totals
-- exact, because the database does it in the writing transaction itself. Each counted row stores
-- what it contributed (`backs`), so a delete or a re-classification subtracts exactly that,
-- without looking up rows a cascade may already have removed.

-- A recommendation every viewer but its author sees: a completed author, addressed to the whole
-- network, and no project or a project whose audience (its own visibility, else its owner's
-- privacy_projects) is everyone (server/features/privacy/rules.ts projectVisibleTo).
CREATE FUNCTION recommendation_backs(p_from uuid, p_to uuid, p_project uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  select p_to is null
    and coalesce((select u.is_profile_complete from users u where u.id = p_from), false)
    and (p_project is null or exists(select 1 from projects p join users o on o.id = p.user_id
      where p.id = p_project and coalesce(p.visibility, o.privacy_projects) = 'everyone'))
$$;
--> statement-breakpoint
-- Adds per-provider differences (arrays of one length: provider, friend, high, recommendations) to
-- provider_backing, and to the community totals when a provider starts or stops being backed. Set-based,
-- so a bulk write (a seed, an account's rows) costs one statement, not one per row.
CREATE FUNCTION provider_backing_apply(p uuid[], d_friend integer[], d_high integer[], d_recommendations integer[]) RETURNS void
LANGUAGE sql AS $$
  with d as (
    select provider_id, sum(df)::integer as df, sum(dh)::integer as dh, sum(dr)::integer as dr
    from unnest(p, d_friend, d_high, d_recommendations) as x(provider_id, df, dh, dr)
    group by provider_id having sum(df) <> 0 or sum(dh) <> 0 or sum(dr) <> 0
  ), kept as (
    insert into provider_backing as b (provider_id, friend_backers, high_backers)
    select provider_id, df, dh from d where df <> 0 or dh <> 0
    -- One lock order for every writer: provider rows by id, then one totals row.
    order by provider_id
    on conflict (provider_id) do update
      set friend_backers = b.friend_backers + excluded.friend_backers, high_backers = b.high_backers + excluded.high_backers
    returning b.provider_id, b.friend_backers, b.high_backers
  ), delta as (
    select sum(coalesce((k.friend_backers > 0)::integer - (k.friend_backers - d.df > 0)::integer, 0))::integer as friend_providers,
      sum(coalesce((k.high_backers > 0)::integer - (k.high_backers - d.dh > 0)::integer, 0))::integer as high_providers,
      sum(d.dr)::integer as public_recommendations
    from d left join kept k on k.provider_id = d.provider_id
  )
  -- Only the sum of the shards means anything, so a transaction adds all its differences to one
  -- shard, chosen by its transaction id: it holds at most one totals row, always taken after its
  -- provider rows, and concurrent writers mostly land on different rows.
  update backing_totals t set friend_providers = t.friend_providers + s.friend_providers,
    high_providers = t.high_providers + s.high_providers,
    public_recommendations = t.public_recommendations + s.public_recommendations
  from delta s
  where t.shard = (txid_current() & 15)::integer
    and (s.friend_providers <> 0 or s.high_providers <> 0 or s.public_recommendations <> 0)
$$;
--> statement-breakpoint
CREATE FUNCTION user_providers_backs_set() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new.backs := coalesce((select u.is_profile_complete from users u where u.id = new.user_id), false);
  return new;
end $$;
--> statement-breakpoint
-- Statement-level, over the statement's transition tables: what left (old rows that counted)
-- and what came (new rows that count). One function per event, as PostgreSQL names a transition
-- table only where the event has one.
CREATE FUNCTION user_providers_backing() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if tg_op = 'INSERT' then
    perform provider_backing_apply(array_agg(provider_id), array_agg(1), array_agg(0), array_agg(0))
      from new_rows where backs having count(*) > 0;
  elsif tg_op = 'DELETE' then
    perform provider_backing_apply(array_agg(provider_id), array_agg(-1), array_agg(0), array_agg(0))
      from old_rows where backs having count(*) > 0;
  else
    perform provider_backing_apply(array_agg(provider_id), array_agg(d), array_agg(0), array_agg(0))
      from (select provider_id, -1 as d from old_rows where backs union all select provider_id, 1 from new_rows where backs) x
      having count(*) > 0;
  end if;
  return null;
end $$;
--> statement-breakpoint
CREATE FUNCTION recommendations_backs_set() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new.backs := recommendation_backs(new.from_user_id, new.to_user_id, new.project_id);
  return new;
end $$;
--> statement-breakpoint
CREATE FUNCTION recommendations_backing() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if tg_op = 'INSERT' then
    perform provider_backing_apply(array_agg(provider_id), array_agg(1), array_agg((coalesce(rating, 5) >= 4)::integer), array_agg(1))
      from new_rows where backs having count(*) > 0;
  elsif tg_op = 'DELETE' then
    perform provider_backing_apply(array_agg(provider_id), array_agg(-1), array_agg(-(coalesce(rating, 5) >= 4)::integer), array_agg(-1))
      from old_rows where backs having count(*) > 0;
  else
    perform provider_backing_apply(array_agg(provider_id), array_agg(s), array_agg(s * (coalesce(rating, 5) >= 4)::integer), array_agg(s))
      from (select provider_id, rating, -1 as s from old_rows where backs
        union all select provider_id, rating, 1 from new_rows where backs) x
      having count(*) > 0;
  end if;
  return null;
end $$;
--> statement-breakpoint
-- A completed profile makes a user's rows count (friends are the users with one, spec §1/§6); a
-- change of privacy_projects re-classifies the recommendations on the user's projects. The
-- no-op `set backs = backs` lets each row's own trigger recompute and apply the difference.
CREATE FUNCTION users_backing() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if old.is_profile_complete is distinct from new.is_profile_complete then
    update user_providers set backs = backs where user_id = new.id;
    update recommendations set backs = backs where from_user_id = new.id;
  end if;
  if old.privacy_projects is distinct from new.privacy_projects then
    update recommendations set backs = backs where project_id in (select p.id from projects p where p.user_id = new.id);
  end if;
  return null;
end $$;
--> statement-breakpoint
CREATE FUNCTION projects_backing() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if old.visibility is distinct from new.visibility or old.user_id is distinct from new.user_id then
    update recommendations set backs = backs where project_id = new.id;
  end if;
  return null;
end $$;
--> statement-breakpoint
-- The current contributions of the existing rows, before the triggers exist.
UPDATE user_providers up SET backs = u.is_profile_complete FROM users u WHERE u.id = up.user_id AND up.backs IS DISTINCT FROM u.is_profile_complete;
--> statement-breakpoint
UPDATE recommendations SET backs = recommendation_backs(from_user_id, to_user_id, project_id);
--> statement-breakpoint
INSERT INTO provider_backing (provider_id, friend_backers, high_backers)
SELECT provider_id, sum(friend)::integer, sum(high)::integer FROM (
  SELECT provider_id, 1 AS friend, 0 AS high FROM user_providers WHERE backs
  UNION ALL
  SELECT provider_id, 1, (coalesce(rating, 5) >= 4)::integer FROM recommendations WHERE backs
) x GROUP BY provider_id;
--> statement-breakpoint
INSERT INTO backing_totals (shard, friend_providers, high_providers, public_recommendations)
SELECT s.shard,
  (SELECT count(*) FROM provider_backing b WHERE b.friend_backers > 0 AND (hashtext(b.provider_id::text) & 15) = s.shard)::integer,
  (SELECT count(*) FROM provider_backing b WHERE b.high_backers > 0 AND (hashtext(b.provider_id::text) & 15) = s.shard)::integer,
  (SELECT count(*) FROM recommendations r WHERE r.backs AND (hashtext(r.provider_id::text) & 15) = s.shard)::integer
FROM generate_series(0, 15) AS s(shard);
--> statement-breakpoint
CREATE TRIGGER user_providers_backs_set BEFORE INSERT OR UPDATE OF user_id, backs ON user_providers
  FOR EACH ROW EXECUTE FUNCTION user_providers_backs_set();
--> statement-breakpoint
CREATE TRIGGER user_providers_backing_insert AFTER INSERT ON user_providers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_providers_backing();
--> statement-breakpoint
CREATE TRIGGER user_providers_backing_delete AFTER DELETE ON user_providers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_providers_backing();
--> statement-breakpoint
CREATE TRIGGER user_providers_backing_update AFTER UPDATE ON user_providers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_providers_backing();
--> statement-breakpoint
CREATE TRIGGER recommendations_backs_set BEFORE INSERT OR UPDATE OF from_user_id, to_user_id, project_id, backs ON recommendations
  FOR EACH ROW EXECUTE FUNCTION recommendations_backs_set();
--> statement-breakpoint
CREATE TRIGGER recommendations_backing_insert AFTER INSERT ON recommendations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recommendations_backing();
--> statement-breakpoint
CREATE TRIGGER recommendations_backing_delete AFTER DELETE ON recommendations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recommendations_backing();
--> statement-breakpoint
CREATE TRIGGER recommendations_backing_update AFTER UPDATE ON recommendations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recommendations_backing();
--> statement-breakpoint
CREATE TRIGGER users_backing AFTER UPDATE OF is_profile_complete, privacy_projects ON users
  FOR EACH ROW EXECUTE FUNCTION users_backing();
--> statement-breakpoint
CREATE TRIGGER projects_backing AFTER UPDATE OF visibility, user_id ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_backing();
