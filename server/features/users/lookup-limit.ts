// The bound on looking people up (issue 10, directory harvesting): one account is shown at most
// `perMinute` distinct other people per minute, across every call that returns people by choice
// of the caller (user search, the Friends list, a friend's profile and projects, a provider's
// network projects). Counted in the database (people_lookups), so every app process shares it.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client.js";
import { peopleLookups } from "../../db/schema.js";
import { tooManyRequests } from "../../errors.js";

const WINDOW_SECONDS = 60;
const LIMIT_MESSAGE = "You have looked up too many people in the last minute. Please wait a minute and try again.";

/**
 * Records that `viewerId` is about to be shown `personIds`, or refuses (429) when that would make
 * more than `perMinute` distinct people in their window. A person already seen in the window
 * counts once however often they are shown; a person's window starts when they are first shown
 * and lasts a minute. A refused call records nothing. One account's calls queue on an advisory
 * lock, so concurrent calls cannot each slip under the bound; people all already in the window
 * are let through on one read.
 */
export async function recordPeopleShown(db: Db, viewerId: string, personIds: string[], perMinute: number): Promise<void> {
  const ids = [...new Set(personIds)].filter((id) => id !== viewerId);
  if (ids.length === 0) return;
  const idArray = sql`${`{${ids.join(",")}}`}::uuid[]`;
  const window = sql`now() - make_interval(secs => ${WINDOW_SECONDS})`;
  // Everyone shown is already in the window (a friend's projects after their profile, a list
  // shown again): the total does not change and nothing is written, so no lock and no
  // transaction, one indexed read. Concurrent calls can only add people, never remove these.
  const [seen] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${peopleLookups}
      where viewer_id = ${viewerId}::uuid and person_id = any(${idArray}) and seen_at > ${window}`,
  );
  if (seen?.n === ids.length) return;
  const allowed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`people-lookups:${viewerId}`}, 0))`);
    // After this call every person in it is in the window: those already there stay, the others
    // join. So the total is the others already in the window plus this call's people.
    const [row] = await queryRows<{ allowed: boolean }>(
      tx,
      sql`
      with total as (
        select count(*) + ${ids.length} as n from ${peopleLookups}
        where viewer_id = ${viewerId}::uuid and seen_at > ${window} and not (person_id = any(${idArray}))
      ),
      recorded as (
        insert into ${peopleLookups} (viewer_id, person_id, seen_at)
        select ${viewerId}::uuid, person, now() from unnest(${idArray}) as person
        where (select n from total) <= ${perMinute}
        on conflict (viewer_id, person_id) do update set seen_at = excluded.seen_at
        where ${peopleLookups.seenAt} <= ${window}
      )
      select (select n from total) <= ${perMinute} as allowed`,
    );
    return row?.allowed === true;
  });
  if (!allowed) throw tooManyRequests(LIMIT_MESSAGE);
}

export async function purgeExpiredPeopleLookups(db: Db) {
  await db.execute(sql`delete from ${peopleLookups} where seen_at <= now() - make_interval(secs => ${WINDOW_SECONDS})`);
}
