// Home's "Coming up": the viewer's estimate appointments and recurring
// services in the next 14 days, in ONE statement over the viewer's projects (owned or shared),
// each branch bounded and ordered by its own index probe, merged here.
import { sql } from "drizzle-orm";
import { addDays } from "../../../common/recurring-dates.js";
import { COMING_UP_DAYS, COMING_UP_MAX, type ProjectComingUp } from "../../../common/schemas/recurring.js";
import { shownAppointment } from "../../../common/appointment.js";
import { dateIn, instantOf } from "../../../common/time-zone.js";
import { queryRows, type Db } from "../../db/client.js";
import { projects, projectCollaborators, projectProviders, providers } from "../../db/schema.js";

interface Row {
  kind: "estimate" | "service";
  id: string;
  project_id: string;
  project_title: string;
  provider_name: string | null;
  at: Date | string | null;
  zone: string | null;
  date: string | null;
}

/** The user's zone, else UTC (until their browser has told us). */
export const zoneOf = (user: { timeZone: string | null }) => user.timeZone ?? "UTC";

export async function comingUp(db: Db, viewerId: string, timeZone: string, now = new Date()): Promise<ProjectComingUp[]> {
  const today = dateIn(now, timeZone);
  const end = addDays(today, COMING_UP_DAYS);
  const from = instantOf(today, timeZone).toISOString();
  const to = instantOf(end, timeZone).toISOString();
  const rows = await queryRows<Row>(
    db,
    sql`with mine as (
          select id from ${projects} where user_id = ${viewerId}
          union
          select project_id from ${projectCollaborators} where user_id = ${viewerId}
        )
        (select 'estimate' as kind, pp.id, p.id as project_id, p.title as project_title, pv.name as provider_name,
                pp.estimate_scheduled_date as at, coalesce(pp.estimate_time_zone, 'UTC') as zone, null::text as date
           from mine
           join ${projects} p on p.id = mine.id
           join ${projectProviders} pp on pp.project_id = p.id
           join ${providers} pv on pv.id = pp.provider_id
          where pp.status = 'estimate_scheduled'
            and pp.estimate_scheduled_date >= ${from}::timestamptz and pp.estimate_scheduled_date < ${to}::timestamptz
          order by pp.estimate_scheduled_date, pp.id
          limit ${COMING_UP_MAX})
        union all
        (select 'service', p.id, p.id, p.title, null, null, null, p.next_service_date::text
           from mine
           join ${projects} p on p.id = mine.id
          where p.project_type = 'recurring' and p.is_recurring_active and p.status <> 'paused'
            and p.next_service_date >= ${today}::date and p.next_service_date < ${end}::date
          order by p.next_service_date, p.id
          limit ${COMING_UP_MAX})`,
  );
  const items: (ProjectComingUp & { sortAt: number })[] = rows.map((r) => {
    const at = r.at === null ? null : new Date(r.at);
    // An appointment's day and time are its own zone's (the one it was scheduled in), named when
    // the viewer's zone is another.
    const shown = at ? shownAppointment(at, r.zone!, timeZone) : null;
    const date = shown ? shown.date : r.date!;
    return {
      kind: r.kind,
      id: r.id,
      projectId: r.project_id,
      projectTitle: r.project_title,
      providerName: r.provider_name,
      date,
      time: shown ? shown.time : null,
      at: at ? at.toISOString() : null,
      timeZone: at ? r.zone : null,
      zoneName: shown ? shown.zoneName : null,
      // All-day services first on their day (the viewer's), then appointments by their instant.
      sortAt: at ? at.getTime() : instantOf(date, timeZone).getTime() - 1,
    };
  });
  items.sort((a, b) => a.sortAt - b.sortAt || a.id.localeCompare(b.id));
  return items.slice(0, COMING_UP_MAX).map(({ sortAt: _s, ...item }) => item);
}
