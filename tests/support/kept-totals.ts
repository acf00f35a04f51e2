// The kept totals (docs/decisions/040-totals-kept-by-the-database.md) against a count from
// scratch: provider_backing, backing_totals and category_totals must equal what a fresh computation gives.
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { queryRows, type Db } from "../../server/db/client";

/** The kept counts equal a count from scratch of the rows every viewer sees. */
export async function expectCountsKept(db: Db) {
  const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(db, q);
  const truth = sql`select provider_id, sum(f)::int as f, sum(h)::int as h from (
      select up.provider_id, 1 as f, 0 as h from user_providers up join users u on u.id = up.user_id where u.is_profile_complete
      union all select r.provider_id, 1, (coalesce(r.rating, 5) >= 4)::int from recommendations r
        where recommendation_backs(r.from_user_id, r.to_user_id, r.project_id)) x group by provider_id`;
  const expected = await rows<{ provider_id: string; f: number; h: number }>(sql`${truth} order by 1`);
  const kept = await rows<{ provider_id: string; f: number; h: number }>(
    sql`select provider_id, friend_backers as f, high_backers as h from provider_backing
      where friend_backers <> 0 or high_backers <> 0 order by 1`,
  );
  expect(kept).toEqual(expected);
  const [sums] = await rows<{ f: number; h: number; r: number }>(
    sql`select sum(friend_providers)::int as f, sum(high_providers)::int as h, sum(public_recommendations)::int as r from backing_totals`,
  );
  const [counted] = await rows<{ f: number; h: number; r: number }>(
    sql`select (select count(*) from (${truth}) t where t.f > 0)::int as f, (select count(*) from (${truth}) t where t.h > 0)::int as h,
      (select count(*) from recommendations r where recommendation_backs(r.from_user_id, r.to_user_id, r.project_id))::int as r`,
  );
  expect(sums).toEqual(counted);
  const [flags] = await rows<{ wrong: number }>(
    sql`select ((select count(*) from recommendations r where r.backs <> recommendation_backs(r.from_user_id, r.to_user_id, r.project_id))
      + (select count(*) from user_providers up join users u on u.id = up.user_id where up.backs <> u.is_profile_complete))::int as wrong`,
  );
  expect(flags?.wrong).toBe(0);
  // The directory's size (the unfiltered lists' total) is kept too.
  const [directory] = await rows<{ kept: number; counted: number }>(
    sql`select (select sum(providers) from backing_totals)::int as kept, (select count(*) from providers)::int as counted`,
  );
  expect(directory?.kept).toBe(directory?.counted);
  // And each category's number of providers (the directory's total under a category alone).
  const categories = await rows<{ category: string; kept: number; counted: number }>(
    sql`select category, coalesce(k.kept, 0)::int as kept, coalesce(c.counted, 0)::int as counted
      from (select category, sum(providers) as kept from category_totals group by category) k
      full join (select category, count(*) as counted from providers group by category) c using (category)
      where coalesce(k.kept, 0) <> coalesce(c.counted, 0)`,
  );
  expect(categories).toEqual([]);
  // So is the number of completed profiles (the Friends list's total without a search).
  const [people] = await rows<{ kept: number; counted: number }>(
    sql`select (select sum(completed_users) from backing_totals)::int as kept,
      (select count(*) from users where is_profile_complete)::int as counted`,
  );
  expect(people?.kept).toBe(people?.counted);
  // And the active requests of completed profiles (friends' requests' total), each row knowing
  // whether it counts.
  const [requests] = await rows<{ kept: number; counted: number; wrong: number }>(
    sql`select (select sum(active_requests) from backing_totals)::int as kept,
      (select count(*) from provider_requests r join users u on u.id = r.user_id
        where r.status = 'active' and u.is_profile_complete)::int as counted,
      (select count(*) from provider_requests r join users u on u.id = r.user_id
        where r.counted <> (r.status = 'active' and u.is_profile_complete))::int as wrong`,
  );
  expect(requests?.kept).toBe(requests?.counted);
  expect(requests?.wrong).toBe(0);
}
