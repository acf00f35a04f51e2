// The reminder sweep: what is due for each person, written to their inbox once. Each run finds,
// in ONE statement per kind (whatever the number of people):
// - task_due: an upkeep task of the person's household due today in the person's time zone;
// - warranty: an item of the household whose warranty ends within 30 days;
// - appointment: an estimate appointment, or a recurring service, tomorrow in the person's zone,
//   on a project the person owns, works on as a collaborator, or whose owner's household they are in;
// each to the household's (or the project owner's household's) owner and members, never its viewers.
// Each reminder is an inbox row keyed by (person, event, subject, day) (notifications_reminder_idx)
// and written with INSERT … ON CONFLICT DO NOTHING: the row is the "sent" mark, written before
// anything is sent, so two processes sweeping at once, or a restart, never remind twice. The push
// queue (server/features/push/queue.ts) then delivers it like any inbox row (the person's switches,
// quiet hours, retries), and the e-mail queue sends it when the person turned that e-mail on.
import { sql, type SQL } from "drizzle-orm";
import { addDays } from "../../../common/recurring-dates.js";
import type { NotificationType } from "../../../common/notification-types.js";
import { queryRows, type Db } from "../../db/client.js";
import {
  homeItems,
  homeTasks,
  householdMembers,
  notifications,
  projectCollaborators,
  projectProviders,
  projects,
  users,
} from "../../db/schema.js";
import { wantsEmailOf, type NotifyOptions } from "../notifications/fan-out.js";

/** How far ahead a warranty's end is reminded of (days). */
const WARRANTY_REMINDER_DAYS = 30;

/** What one run wrote, per kind. */
export type SweepResult = Record<"task_due" | "warranty" | "appointment", number>;

/**
 * Runs the sweep as of `now`. Every person's "today" is `now` in their time zone (UTC until their
 * browser has said), which is at most a day from UTC's: each kind first narrows its subjects by
 * that span on its own index, then compares each recipient's own day.
 */
export async function sweepReminders(db: Db, now: Date, options: NotifyOptions): Promise<SweepResult> {
  const at = now.toISOString();
  const utcToday = at.slice(0, 10);
  const today = sql`(${at}::timestamptz at time zone coalesce(u.time_zone, 'UTC'))::date`;
  /** `candidates`: rows (user_id, due_on, the subject's columns); `due`: which are due for the recipient `u` today. */
  const write = (type: NotificationType, candidates: SQL, columns: SQL, values: SQL, due: SQL) =>
    queryRows<{ n: number }>(
      db,
      sql`with c as (${candidates}),
        written as (
          insert into ${notifications} (user_id, type, ${columns}, due_on, email_pending)
          select u.id, ${type}::notification_type, ${values}, c.due_on, ${wantsEmailOf(type, options)}
          from c join ${users} u on u.id = c.user_id
          where u.is_profile_complete and ${due}
          on conflict do nothing
          returning 1)
        select count(*)::int as n from written`,
    ).then(([row]) => Number(row?.n ?? 0));

  // The household's owner and members (not viewers), as a join on `household` (its id).
  const runners = (household: SQL) =>
    sql`join ${householdMembers} m on m.household_id = ${household} and m.role in ('owner', 'member')`;

  const taskDue = await write(
    "task_due",
    sql`select m.user_id, t.id as task_id, t.next_due as due_on
      from ${homeTasks} t ${runners(sql`t.household_id`)}
      where t.next_due between ${addDays(utcToday, -1)}::date and ${addDays(utcToday, 1)}::date`,
    sql`task_id`,
    sql`c.task_id`,
    sql`c.due_on = ${today}`,
  );

  // Within the 30 days (not on the 30th day only): a warranty added late, or a day the sweep
  // missed, is still reminded of, once per end date.
  const warranty = await write(
    "warranty",
    sql`select m.user_id, i.id as home_item_id, i.warranty_until as due_on
      from ${homeItems} i ${runners(sql`i.household_id`)}
      where i.warranty_until between ${addDays(utcToday, -1)}::date and ${addDays(utcToday, WARRANTY_REMINDER_DAYS + 1)}::date`,
    sql`home_item_id`,
    sql`c.home_item_id`,
    sql`c.due_on between ${today} and ${today} + ${WARRANTY_REMINDER_DAYS}::int`,
  );

  const appointment = await write(
    "appointment",
    sql`with visit as (
          select pp.project_id, pp.provider_id, pp.id as project_provider_id, pp.estimate_scheduled_date as at, null::date as day
            from ${projectProviders} pp
            where pp.status = 'estimate_scheduled'
              and pp.estimate_scheduled_date >= ${at}::timestamptz and pp.estimate_scheduled_date < ${at}::timestamptz + interval '3 days'
          union all
          select p.id, null, null, null, p.next_service_date
            from ${projects} p
            where p.project_type = 'recurring' and p.is_recurring_active and p.status <> 'paused'
              and p.next_service_date between ${utcToday}::date and ${addDays(utcToday, 2)}::date),
        who as (
          select v.project_id, p.user_id from visit v join ${projects} p on p.id = v.project_id
          union
          select v.project_id, pc.user_id from visit v join ${projectCollaborators} pc on pc.project_id = v.project_id
          union
          select v.project_id, m.user_id from visit v join ${projects} p on p.id = v.project_id
            join ${householdMembers} o on o.user_id = p.user_id ${runners(sql`o.household_id`)})
        select who.user_id, v.project_id, v.provider_id, v.project_provider_id,
            coalesce(v.day, (v.at at time zone coalesce(u.time_zone, 'UTC'))::date) as due_on
          from visit v join who on who.project_id = v.project_id join ${users} u on u.id = who.user_id`,
    sql`project_id, provider_id, project_provider_id`,
    sql`c.project_id, c.provider_id, c.project_provider_id`,
    sql`c.due_on = ${today} + 1`,
  );

  return { task_due: taskDue, warranty, appointment };
}
