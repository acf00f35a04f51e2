-- A provider's rating counts each person once (issue 10, docs/DECISIONS.md "One rating per
-- person"): their latest job review if they have one, else their vouch. avg_rating is the mean of
-- those per-person ratings to one decimal (0 when nobody counts), people their number. The one
-- definition of providers.rating / review_count: the app, the seeds and their tests all call it.
CREATE OR REPLACE FUNCTION provider_rating(target uuid)
RETURNS TABLE (avg_rating numeric, people integer)
LANGUAGE sql STABLE
AS $$
  select coalesce(round(avg(person.rating)::numeric, 1), 0), count(*)::int
  from (
    select distinct on (v.user_id) v.rating
    from (
      select r.user_id, r.rating, 1 as is_review, r.created_at as at, r.id
      from reviews r
      where r.provider_id = target
      union all
      select u.user_id, u.vouch_rating, 0, u.vouched_at, u.id
      from user_providers u
      where u.provider_id = target and u.is_vouched and u.vouch_rating is not null
    ) v
    order by v.user_id, v.is_review desc, v.at desc nulls last, v.id desc
  ) person
$$;--> statement-breakpoint
-- Ratings written under the old formula (every review row counted) are recomputed.
UPDATE providers SET (rating, review_count) = (SELECT avg_rating, people FROM provider_rating(providers.id));
