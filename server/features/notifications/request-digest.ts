// Request e-mails per recipient per day: someone with many contacts who ask for providers would
// otherwise get an e-mail per request. Each recipient has a day (request_email_days): a fixed
// window opened by their first request e-mail. Its first REQUEST_EMAILS_PER_DAY request e-mails go
// alone; the rest are held (`notifications.email_digest`) and sent together in ONE digest e-mail
// when the window ends. The inbox always gets every item at once; only the e-mail waits.
//
// The digest is claimed on the recipient's day row (one per recipient) with FOR UPDATE SKIP
// LOCKED and leased through `digest_due_at`, as the notification e-mails are, so two processes
// never send one recipient two digests. `held` counts the e-mails waiting; the event that holds
// one and the sender that finishes a digest both update that row, so they queue on its lock and
// an e-mail held while a digest is being sent waits for the next one instead of being lost.
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client.js";
import { notificationPreferences, notifications, providerRequests, requestEmailDays, users } from "../../db/schema.js";
import { pgArray } from "../../db/sql.js";
import { renderMail, type RenderedMail } from "../../mail/templates.js";
import { unlinkable } from "../../mail/unlinkable.js";
import { languageFrom, translator } from "../../i18n/index.js";

/** Request e-mails a recipient gets alone per day; the rest come in the digest. */
export const REQUEST_EMAILS_PER_DAY = 5;
const DAY = "1 day";
/** Held e-mails a digest lists one by one; past these it says how many more. */
const DIGEST_LISTED = 30;

/**
 * The upsert counting one request e-mail for each id `recipients` selects (a subquery of user
 * ids), for a data-modifying WITH: returns `user_id` and `held` (past the day's alone e-mails).
 * A day that has ended starts again at this e-mail.
 */
export function requestEmailDay(recipients: SQL): SQL {
  const d = requestEmailDays;
  const ended = sql`${d.windowEndsAt} <= now()`;
  const past = sql`not (${ended}) and ${d.emails} >= ${REQUEST_EMAILS_PER_DAY}`;
  return sql`
    insert into ${d} (user_id, window_ends_at, emails, held)
    select id, now() + interval '${sql.raw(DAY)}', 1, 0 from (${recipients}) ids
    on conflict (user_id) do update set
      emails = case when ${ended} then 1 else ${d.emails} + 1 end,
      window_ends_at = case when ${ended} then excluded.window_ends_at else ${d.windowEndsAt} end,
      held = case when ${past} then ${d.held} + 1 else ${d.held} end,
      digest_due_at = case when ${past} then coalesce(${d.digestDueAt}, ${d.windowEndsAt}) else ${d.digestDueAt} end
    returning user_id, emails > ${REQUEST_EMAILS_PER_DAY} as held`;
}

interface ClaimedDigest {
  userId: string;
  held: number;
  attempts: number;
}

/** Claims up to `limit` recipients whose digest is due, leasing each for `lease`. */
export function claimDueDigests(db: Db, limit: number, lease: string): Promise<ClaimedDigest[]> {
  const d = requestEmailDays;
  return queryRows<ClaimedDigest>(
    db,
    sql`update ${d} set digest_due_at = now() + interval '${sql.raw(lease)}', digest_attempts = ${d.digestAttempts} + 1
      where user_id in (
        select user_id from ${d} where digest_due_at <= now()
        order by digest_due_at limit ${limit} for update skip locked)
      returning user_id as "userId", held, digest_attempts as attempts`,
  );
}

interface DigestItem {
  title: string;
  firstName: string | null;
  lastName: string | null;
}

interface Digest {
  userId: string;
  to: string | null;
  /** The reader's language (users.language). */
  language: string;
  wanted: boolean;
  /** Every held e-mail's notification id (all of them go with this digest). */
  ids: string[];
  /** The newest DIGEST_LISTED of them. */
  items: DigestItem[];
}

/** Each claimed recipient's held request e-mails, one statement for the whole batch. */
export function readDigests(db: Db, userIds: string[]): Promise<Digest[]> {
  return queryRows<Digest>(
    db,
    sql`select u.id as "userId", u.email as "to", u.language, coalesce(p.email, true) as wanted, h.ids, h.items
      from ${users} u
      left join ${notificationPreferences} p on p.user_id = u.id and p.type = 'request'
      cross join lateral (
        select coalesce(json_agg(n.id), '[]'::json) as ids,
          coalesce(json_agg(json_build_object('title', r.title, 'firstName', a.first_name, 'lastName', a.last_name)
            order by n.created_at desc, n.id desc) filter (where n.rank <= ${DIGEST_LISTED}), '[]'::json) as items
        from (
          select n.id, n.created_at, n.request_id, n.actor_user_id,
            row_number() over (order by n.created_at desc, n.id desc) as rank
          from ${notifications} n where n.user_id = u.id and n.email_pending and n.email_digest
        ) n
        join ${providerRequests} r on r.id = n.request_id
        left join ${users} a on a.id = n.actor_user_id
      ) h
      where u.id = any(${pgArray(userIds, "uuid")})`,
  );
}

/**
 * Closes finished digests: `done` maps each recipient to how many held e-mails it took off; the
 * rest of their day's held e-mails (held after the claim) get the next digest, due when the day ends.
 */
export async function finishDigests(db: Db, done: Map<string, number>) {
  if (done.size === 0) return;
  const d = requestEmailDays;
  const ids = [...done.keys()];
  const counts = `{${ids.map((id) => done.get(id)!).join(",")}}`;
  await db.execute(sql`
    update ${d} set held = greatest(0, ${d.held} - v.n), digest_attempts = 0,
      digest_due_at = case when ${d.held} - v.n > 0 then greatest(${d.windowEndsAt}, now()) else null end
    from (select unnest(${pgArray(ids, "uuid")}) as user_id, unnest(${counts}::int[]) as n) v
    where ${d.userId} = v.user_id`);
}

/** The digest's words: every listed request (titles and names can never become links). */
export function digestMail(digest: Digest, parts: { requestsUrl: string; footer: string[] }): RenderedMail {
  const total = digest.ids.length;
  const more = total - digest.items.length;
  const language = languageFrom(digest.language);
  const t = translator(language, "email");
  const personName = (i: DigestItem) =>
    [i.firstName, i.lastName].filter(Boolean).join(" ").trim() || t("requestDigest.formerMember");
  return renderMail({
    language,
    subject: t("requestDigest.subject", { count: total }),
    lines: [
      t("requestDigest.asked", { count: total, limit: REQUEST_EMAILS_PER_DAY }),
      ...digest.items.map((i) => t("requestDigest.item", { name: unlinkable(personName(i)), title: unlinkable(i.title) })),
      ...(more > 0 ? [t("requestDigest.more", { count: more })] : []),
    ],
    action: { label: t("requestDigest.action"), url: parts.requestsUrl },
    footer: parts.footer,
  });
}
