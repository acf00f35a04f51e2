-- The directory's total under a category alone (GET /api/providers?category=…, browse with only a
-- category) counted every provider of the category on each request: 27,778 index entries (3.7 ms)
-- for one trade at 100,000 users, growing with the directory. The database keeps each category's
-- size instead, like the directory's own (backing_totals.providers): in 16 rows per category, a
-- statement-level trigger adding what each insert, delete or update changed, per category, to the
-- row its transaction id picks (docs/decisions/151-category-totals.md).
CREATE TABLE "category_totals" (
	"category" varchar(100) NOT NULL,
	"shard" integer NOT NULL,
	"providers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_totals_category_shard_pk" PRIMARY KEY("category","shard")
);
--> statement-breakpoint
-- Over the statement's transition tables: +1 per row that came, -1 per row that left, summed by
-- category, so an update that keeps every category adds nothing and a provider moved between
-- categories leaves one and joins the other. Categories are written in their order, so two
-- statements that share a row never wait on each other crosswise. An update trigger cannot both
-- name its columns and see transition tables, so it fires on every update of providers and the
-- sums cancel for those that change no category.
CREATE FUNCTION category_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select category, 1 as n from new_rows'
    when 'DELETE' then 'select category, -1 as n from old_rows'
    else 'select category, 1 as n from new_rows union all select category, -1 from old_rows'
  end;
begin
  execute format('insert into category_totals as t (category, shard, providers)
    select category, (txid_current() & 15)::integer, sum(n)::integer from (%s) c
    group by category having sum(n) <> 0 order by category
    on conflict (category, shard) do update set providers = t.providers + excluded.providers', changed);
  return null;
end $$;
--> statement-breakpoint
INSERT INTO category_totals (category, shard, providers) SELECT category, 0, count(*) FROM providers GROUP BY category;
--> statement-breakpoint
CREATE TRIGGER providers_category_total_insert AFTER INSERT ON providers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_totals_add();
--> statement-breakpoint
CREATE TRIGGER providers_category_total_update AFTER UPDATE ON providers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_totals_add();
--> statement-breakpoint
CREATE TRIGGER providers_category_total_delete AFTER DELETE ON providers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION category_totals_add();
