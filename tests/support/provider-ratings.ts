// The rating formula of docs/decisions/047-one-rating-per-person.md, stated again independently
// of the provider_rating() SQL function the app and the seeds use (a window over both sources
// instead of DISTINCT ON), so the seed tests check the stored figures against the rule itself.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../server/db/client";

/** Per provider and person: their latest job review, else their vouch. */
const PERSON_RATINGS = sql`
  select provider_id, user_id, rating, is_review from (
    select s.*, row_number() over (partition by provider_id, user_id order by is_review desc, at desc nulls last, id desc) as n
    from (
      select provider_id, user_id, rating, true as is_review, created_at as at, id from reviews
      union all
      select provider_id, user_id, vouch_rating, false, vouched_at, id from user_providers
      where is_vouched and vouch_rating is not null
    ) s
  ) ranked
  where n = 1`;

export interface RatingCheck {
  /** Providers whose stored rating or reviewCount differs from the formula. */
  wrong: number;
  /** Providers with a reviewCount above 0. */
  rated: number;
  /** Providers where a person counts by their vouch alone. */
  ratedByVouch: number;
}

export async function checkProviderRatings(db: Db): Promise<RatingCheck> {
  const [row] = await queryRows<Record<keyof RatingCheck, number>>(
    db,
    sql`
    with person as (${PERSON_RATINGS}),
    expected as (
      select provider_id, round(avg(rating)::numeric, 1) as rating, count(*)::int as people,
        bool_or(not is_review) as by_vouch
      from person group by provider_id
    )
    select
      count(*) filter (where p.review_count <> coalesce(e.people, 0) or p.rating <> coalesce(e.rating, 0))::int as wrong,
      count(*) filter (where p.review_count > 0)::int as rated,
      count(*) filter (where e.by_vouch)::int as "ratedByVouch"
    from providers p left join expected e on e.provider_id = p.id`,
  );
  return {
    wrong: Number(row!.wrong),
    rated: Number(row!.rated),
    ratedByVouch: Number(row!.ratedByVouch),
  };
}
