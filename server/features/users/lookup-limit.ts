// The bound on looking people up (issue 10, directory harvesting): one account is shown at most
// `perMinute` distinct other people per minute, across every call that returns people by choice
// of the caller (user search, the Friends list, a friend's profile and projects, a provider's
// network projects). Counted in the database (people_lookups), so every app process shares it;
// each process remembers whom the database has counted and until when (people-window.ts), so
// showing the same people again within their minute sends no statement at all.
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client.js";
import { peopleLookups } from "../../db/schema.js";
import { tooManyRequests } from "../../errors.js";
import { PeopleWindow } from "./people-window.js";

const WINDOW_SECONDS = 60;
const LIMIT_MESSAGE = "You have looked up too many people in the last minute. Please wait a minute and try again.";

/**
 * Records that `viewerId` is about to be shown `personIds`, or refuses (429) when that would make
 * more than `perMinute` distinct people in their window. A person already seen in the window
 * counts once however often they are shown; a person's window starts when they are first shown
 * and lasts a minute. A refused call records nothing. One account's calls queue on an advisory
 * lock, so concurrent calls cannot each slip under the bound; people all already in the window
 * are let through on one read, or on none when this process knows them counted (`known`).
 */
async function recordPeopleShown(
  db: Db,
  known: PeopleWindow,
  viewerId: string,
  personIds: string[],
  perMinute: number,
): Promise<void> {
  const ids = [...new Set(personIds)].filter((id) => id !== viewerId);
  if (ids.length === 0 || known.covers(viewerId, ids)) return;
  const idArray = sql`${`{${ids.join(",")}}`}::uuid[]`;
  // A row is in the window while its person's minute has not run out; the seconds left are those
  // of the shortest minute among the rows aggregated. Both written once, used by both statements.
  const inWindow = sql`viewer_id = ${viewerId}::uuid and seen_at > now() - make_interval(secs => ${WINDOW_SECONDS})`;
  const secondsLeft = (rows: SQL) =>
    sql`extract(epoch from min(seen_at) filter (where ${rows}) + make_interval(secs => ${WINDOW_SECONDS}) - now())::float8`;
  const isShown = sql`person_id = any(${idArray})`;
  // Everyone shown is already in the window (a friend's projects after their profile, a list
  // shown again, on another process): the total does not change and nothing is written, so no
  // lock and no transaction, one indexed read. Concurrent calls can only add people, never remove these.
  const [seen] = await queryRows<{ n: number; remaining: number | null }>(
    db,
    sql`select count(*)::int as n, ${secondsLeft(sql`true`)} as remaining from ${peopleLookups}
      where ${inWindow} and ${isShown}`,
  );
  if (seen?.n === ids.length) {
    known.remember(viewerId, ids, Number(seen.remaining));
    return;
  }
  const answer = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`people-lookups:${viewerId}`}, 0))`);
    // After this call every person in it is in the window: those already there stay, the others
    // join. So the total is the others already in the window plus this call's people. One pass
    // over the viewer's window counts the others and finds the time left of those shown again.
    const [row] = await queryRows<{ allowed: boolean; remaining: number | null }>(
      tx,
      sql`
      with counted as (
        select count(*) filter (where not ${isShown}) + ${ids.length} as n, ${secondsLeft(isShown)} as remaining
        from ${peopleLookups} where ${inWindow}
      ),
      recorded as (
        insert into ${peopleLookups} (viewer_id, person_id, seen_at)
        select ${viewerId}::uuid, person, now() from unnest(${idArray}) as person
        where (select n from counted) <= ${perMinute}
        on conflict (viewer_id, person_id) do update set seen_at = excluded.seen_at
        where ${peopleLookups.seenAt} <= now() - make_interval(secs => ${WINDOW_SECONDS})
      )
      select n <= ${perMinute} as allowed, remaining from counted`,
    );
    return row;
  });
  if (answer?.allowed !== true) throw tooManyRequests(LIMIT_MESSAGE);
  // Those new to the window have their whole minute; those already in it, what is left of theirs
  // (read before this statement's own writes): everyone in the call is remembered for the shorter.
  known.remember(viewerId, ids, Math.min(WINDOW_SECONDS, answer.remaining ?? WINDOW_SECONDS));
}

/** The bound as the routes use it: one per app, with this process's memory of the windows. */
export interface PeopleBound {
  /**
   * Records that `viewerId` is about to be shown `personIds`, or refuses (429) when that would
   * make more than the configured number of distinct people in their minute.
   */
  record(viewerId: string, personIds: string[]): Promise<void>;
}

export function peopleBound(db: Db, perMinute: number, now: () => number = Date.now): PeopleBound {
  const known = new PeopleWindow(now);
  return { record: (viewerId, personIds) => recordPeopleShown(db, known, viewerId, personIds, perMinute) };
}

export async function purgeExpiredPeopleLookups(db: Db) {
  await db.execute(sql`delete from ${peopleLookups} where seen_at <= now() - make_interval(secs => ${WINDOW_SECONDS})`);
}
