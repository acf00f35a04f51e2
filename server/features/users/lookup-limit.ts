// The bound on looking people up (against directory harvesting): one account is shown at most
// `perMinute` distinct other people per minute, across every call that returns people by choice
// of the caller (user search, the Friends list, a friend's profile and projects, a provider's
// network projects, the people the address book matches). Counted in the database (people_lookups), so every app process shares it;
// each process remembers whom the database has counted and until when (people-window.ts), so
// showing the same people again within their minute sends no statement at all.
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client.js";
import { pgArray } from "../../db/sql.js";
import { peopleLookups } from "../../db/schema.js";
import { tooManyRequests } from "../../errors.js";
import { PeopleWindow } from "./people-window.js";

const WINDOW_SECONDS = 60;
const LIMIT_MESSAGE = "You have looked up too many people in the last minute. Please wait a minute and try again.";

/**
 * Records that `viewerId` is about to be shown `personIds`, or refuses (429) when that would make
 * more than `perMinute` distinct people in their window. A person already seen in the window
 * counts once however often they are shown; a person's window starts when they are first shown
 * and lasts a minute. A refused call records nothing. One statement: the database function
 * record_people_shown (migration 0024) lets people all already in the window through on one read,
 * else queues the account's calls on an advisory lock, so concurrent calls cannot each slip under
 * the bound, and counts and records. None when this process knows them counted (`known`).
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
  const [answer] = await queryRows<{ allowed: boolean; remaining: number | null }>(
    db,
    sql`select allowed, seconds_left as remaining from record_people_shown(${viewerId}::uuid,
      ${pgArray(ids, "uuid")}, ${perMinute}::int, ${WINDOW_SECONDS}::int)`,
  );
  // Every person's window ends within a minute, so after one the call fits (Retry-After).
  if (answer?.allowed !== true) throw tooManyRequests(LIMIT_MESSAGE, WINDOW_SECONDS);
  // Those new to the window have their whole minute; those already in it, what is left of theirs
  // (read before the call's own writes): everyone in the call is remembered for the shorter.
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
