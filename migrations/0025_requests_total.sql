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
-- Statement-level, over the transition tables: the counted rows that came less those that left,
-- added to the totals row the transaction id picks.
CREATE FUNCTION provider_requests_total() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  changed integer := 0;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    changed := changed + (select count(*) from new_rows where counted);
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    changed := changed - (select count(*) from old_rows where counted);
  end if;
  if changed <> 0 then
    update backing_totals set active_requests = active_requests + changed where shard = (txid_current() & 15)::integer;
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
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION provider_requests_total();
--> statement-breakpoint
CREATE TRIGGER provider_requests_total_update AFTER UPDATE ON provider_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION provider_requests_total();
--> statement-breakpoint
CREATE TRIGGER provider_requests_total_delete AFTER DELETE ON provider_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION provider_requests_total();
--> statement-breakpoint
CREATE TRIGGER users_requests_counted AFTER UPDATE OF is_profile_complete ON users
  FOR EACH ROW WHEN (old.is_profile_complete IS DISTINCT FROM new.is_profile_complete)
  EXECUTE FUNCTION users_requests_counted();
