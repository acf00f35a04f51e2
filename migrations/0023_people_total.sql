-- Issue 9: the Friends list's total without a search was a count of every completed profile on
-- each request (a scan of users: 1.5-1.9 ms at 10,000 users). The database keeps it in
-- backing_totals.completed_users instead, like the directory's size (0021): a statement-level
-- trigger adds what each insert, update or delete of users changed to the row its transaction id
-- picks (docs/DECISIONS.md "Totals kept by the database").
ALTER TABLE "backing_totals" ADD COLUMN "completed_users" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION users_completed_total() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  changed integer := 0;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    changed := changed + (select count(*) from new_rows where is_profile_complete);
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    changed := changed - (select count(*) from old_rows where is_profile_complete);
  end if;
  if changed <> 0 then
    update backing_totals set completed_users = completed_users + changed where shard = (txid_current() & 15)::integer;
  end if;
  return null;
end $$;
--> statement-breakpoint
UPDATE backing_totals SET completed_users = CASE WHEN shard = 0 THEN (SELECT count(*) FROM users WHERE is_profile_complete) ELSE 0 END;
--> statement-breakpoint
CREATE TRIGGER users_completed_total_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_completed_total();
--> statement-breakpoint
CREATE TRIGGER users_completed_total_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_completed_total();
--> statement-breakpoint
CREATE TRIGGER users_completed_total_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_completed_total();
