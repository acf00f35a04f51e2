-- Issue 9: the total of friends' active requests (GET /api/provider-suggestions) counted every
-- active request of the community joined to its author's completed profile on each request
-- (5,991 requests hashed against a scan of 10,000 users: 4.3 of the statement's 4.5 ms). The
-- database keeps it in backing_totals.active_requests instead, like the other community totals
-- (docs/DECISIONS.md "Totals kept by the database"). Each request remembers whether it counts
-- (provider_requests.counted: active, by a completed profile), as user_providers.backs does, so a
-- deletion takes out what the row put in even when the author's row went first (an account's
-- deletion removes its requests after its own row).
ALTER TABLE "backing_totals" ADD COLUMN "active_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_requests" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION provider_requests_counted_set() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  new.counted := new.status = 'active'
    and coalesce((select u.is_profile_complete from users u where u.id = new.user_id), false);
  return new;
end $$;
--> statement-breakpoint
-- One function keeps every count of backing_totals whose rows say for themselves whether they
-- count: statement-level, over the transition tables, it adds the counting rows that came less
-- those that left to the totals row the transaction id picks. TG_ARGV[0] names the total's
-- column, TG_ARGV[1] the rows' column that says whether a row counts (none: every row counts).
-- It replaces the two functions of the same shape kept before (0021, 0023).
CREATE FUNCTION backing_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  counts text := case when tg_nargs > 1 then quote_ident(tg_argv[1]) else 'true' end;
  came integer := 0;
  went integer := 0;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    execute format('select count(*) from new_rows where %s', counts) into came;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    execute format('select count(*) from old_rows where %s', counts) into went;
  end if;
  if came <> went then
    execute format('update backing_totals set %1$I = %1$I + $1 where shard = (txid_current() & 15)::integer', tg_argv[0])
      using came - went;
  end if;
  return null;
end $$;
--> statement-breakpoint
-- A completed profile makes its author's active requests count: the no-op `set counted = counted`
-- lets each row's own trigger recompute it and the statement's trigger apply the difference.
CREATE FUNCTION users_requests_counted() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  update provider_requests set counted = counted where user_id = new.id;
  return null;
end $$;
--> statement-breakpoint
UPDATE provider_requests r SET counted = (r.status = 'active' AND u.is_profile_complete) FROM users u WHERE u.id = r.user_id;
--> statement-breakpoint
UPDATE backing_totals SET active_requests = CASE WHEN shard = 0 THEN (SELECT count(*) FROM provider_requests WHERE counted) ELSE 0 END;
--> statement-breakpoint
CREATE TRIGGER provider_requests_counted_set BEFORE INSERT OR UPDATE OF user_id, status, counted ON provider_requests
  FOR EACH ROW EXECUTE FUNCTION provider_requests_counted_set();
--> statement-breakpoint
CREATE TRIGGER provider_requests_total_insert AFTER INSERT ON provider_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION backing_totals_add('active_requests', 'counted');
--> statement-breakpoint
CREATE TRIGGER provider_requests_total_update AFTER UPDATE ON provider_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION backing_totals_add('active_requests', 'counted');
--> statement-breakpoint
CREATE TRIGGER provider_requests_total_delete AFTER DELETE ON provider_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION backing_totals_add('active_requests', 'counted');
--> statement-breakpoint
CREATE TRIGGER users_requests_counted AFTER UPDATE OF is_profile_complete ON users
  FOR EACH ROW WHEN (old.is_profile_complete IS DISTINCT FROM new.is_profile_complete)
  EXECUTE FUNCTION users_requests_counted();
--> statement-breakpoint
-- The directory's size (0021) and the completed profiles (0023) through the same function.
DROP TRIGGER providers_directory_total_insert ON providers;
--> statement-breakpoint
DROP TRIGGER providers_directory_total_delete ON providers;
--> statement-breakpoint
DROP FUNCTION providers_directory_total();
--> statement-breakpoint
CREATE TRIGGER providers_directory_total_insert AFTER INSERT ON providers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION backing_totals_add('providers');
--> statement-breakpoint
CREATE TRIGGER providers_directory_total_delete AFTER DELETE ON providers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION backing_totals_add('providers');
--> statement-breakpoint
DROP TRIGGER users_completed_total_insert ON users;
--> statement-breakpoint
DROP TRIGGER users_completed_total_update ON users;
--> statement-breakpoint
DROP TRIGGER users_completed_total_delete ON users;
--> statement-breakpoint
DROP FUNCTION users_completed_total();
--> statement-breakpoint
CREATE TRIGGER users_completed_total_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION backing_totals_add('completed_users', 'is_profile_complete');
--> statement-breakpoint
CREATE TRIGGER users_completed_total_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION backing_totals_add('completed_users', 'is_profile_complete');
--> statement-breakpoint
CREATE TRIGGER users_completed_total_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION backing_totals_add('completed_users', 'is_profile_complete');
