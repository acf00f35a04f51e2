-- Issue 9: the unfiltered directory's total (GET /api/providers and browse without a filter) was a
-- count of every provider on each request (3.5 ms at 50,000 providers). The database keeps it in
-- backing_totals.providers instead, like the other community totals: a statement-level trigger
-- adds what each insert or delete changed to the row its transaction id picks, so a transaction
-- holds at most one totals row (docs/DECISIONS.md "Totals kept by the database").
ALTER TABLE "backing_totals" ADD COLUMN "providers" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION providers_directory_total() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  changed integer;
begin
  if tg_op = 'INSERT' then
    select count(*) into changed from new_rows;
  else
    select -count(*) into changed from old_rows;
  end if;
  if changed <> 0 then
    update backing_totals set providers = providers + changed where shard = (txid_current() & 15)::integer;
  end if;
  return null;
end $$;
--> statement-breakpoint
UPDATE backing_totals SET providers = CASE WHEN shard = 0 THEN (SELECT count(*) FROM providers) ELSE 0 END;
--> statement-breakpoint
CREATE TRIGGER providers_directory_total_insert AFTER INSERT ON providers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION providers_directory_total();
--> statement-breakpoint
CREATE TRIGGER providers_directory_total_delete AFTER DELETE ON providers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION providers_directory_total();
