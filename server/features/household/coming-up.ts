// The home's own entries in Home's "Coming up", in ONE statement: the household's upkeep tasks due
// before the window's end (overdue ones too; home_tasks_household_due_idx) and its items whose
// warranty ends within 30 days (home_items_warranty_idx), each branch bounded and ordered by its own
// index probe. `byDay` merges them with the projects' visits.
import { sql } from "drizzle-orm";
import { addDays } from "../../../common/recurring-dates.js";
import { WARRANTY_COMING_UP_DAYS, type WarrantyComingUp } from "../../../common/schemas/home-items.js";
import type { TaskComingUp } from "../../../common/schemas/home-tasks.js";
import { COMING_UP_DAYS, COMING_UP_MAX, type ComingUpItem } from "../../../common/schemas/recurring.js";
import { queryRows, type Db } from "../../db/client.js";
import { homeItems, homeTasks, householdMembers, providers } from "../../db/schema.js";

type HomeEntry = TaskComingUp | WarrantyComingUp;

interface Row {
  kind: "task" | "warranty";
  id: string;
  title: string;
  date: string;
  category: string | null;
  providerId: string | null;
  providerName: string | null;
  email: string | null;
  phone: string | null;
}

/** The household's tasks and warranties ahead of `today` (the viewer's own day), by day, tasks first. */
export async function homeComingUp(db: Db, userId: string, today: string): Promise<HomeEntry[]> {
  const household = sql`(select ${householdMembers.householdId} from ${householdMembers} where ${householdMembers.userId} = ${userId})`;
  const rows = await queryRows<Row>(
    db,
    sql`(select 'task' as kind, t.id, t.title, t.next_due::text as date, t.category,
            p.id as "providerId", p.name as "providerName", p.email, p.phone
          from ${homeTasks} t left join ${providers} p on p.id = t.last_provider_id
          where t.household_id = ${household} and t.next_due is not null
            and t.next_due < ${addDays(today, COMING_UP_DAYS)}
          order by t.next_due, t.id
          limit ${COMING_UP_MAX})
        union all
        (select 'warranty', i.id, i.name, i.warranty_until::text, null, null, null, null, null
          from ${homeItems} i
          where i.household_id = ${household}
            and i.warranty_until between ${today} and ${addDays(today, WARRANTY_COMING_UP_DAYS)}
          order by i.warranty_until, i.id
          limit ${COMING_UP_MAX})`,
  );
  return rows
    .map((r): HomeEntry =>
      r.kind === "task"
        ? {
            kind: "task",
            id: r.id,
            title: r.title,
            date: r.date,
            category: r.category,
            lastProvider:
              r.providerId && r.providerName !== null
                ? { id: r.providerId, name: r.providerName, email: r.email, phone: r.phone }
                : null,
          }
        : { kind: "warranty", itemId: r.id, name: r.title, date: r.date },
    )
    .sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === "task" ? -1 : 1));
}

/** The visits with the home's entries: by day, a day's home entries first (all day), at most COMING_UP_MAX in all. */
export function byDay(visits: ComingUpItem[], home: HomeEntry[]): ComingUpItem[] {
  const merged: ComingUpItem[] = [];
  let v = 0;
  let h = 0;
  while (merged.length < COMING_UP_MAX && (v < visits.length || h < home.length)) {
    const entry = home[h];
    const visit = visits[v];
    if (entry && (!visit || entry.date <= visit.date)) {
      merged.push(entry);
      h += 1;
    } else {
      merged.push(visit!);
      v += 1;
    }
  }
  return merged;
}
