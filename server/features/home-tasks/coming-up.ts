// Upkeep tasks in Home's "Coming up": the household's tasks due before the window's end (overdue
// ones too), soonest first, in one statement on home_tasks_household_due_idx, merged with the visits.
import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import { addDays } from "../../../common/recurring-dates.js";
import type { TaskComingUp } from "../../../common/schemas/home-tasks.js";
import { COMING_UP_DAYS, COMING_UP_MAX, type ComingUpItem } from "../../../common/schemas/recurring.js";
import type { Db } from "../../db/client.js";
import { homeTasks, providers } from "../../db/schema.js";
import { householdMembers } from "../../db/schema.js";

/** The caller's household as a subquery, so the tasks are read in the one statement. */
const householdIdOf = (userId: string) =>
  sql`(select ${householdMembers.householdId} from ${householdMembers} where ${householdMembers.userId} = ${userId})`;

export async function tasksComingUp(db: Db, userId: string, today: string): Promise<TaskComingUp[]> {
  const end = addDays(today, COMING_UP_DAYS);
  const rows = await db
    .select({
      id: homeTasks.id,
      title: homeTasks.title,
      date: homeTasks.nextDue,
      category: homeTasks.category,
      lastProviderId: providers.id,
      lastProviderName: providers.name,
      email: providers.email,
      phone: providers.phone,
    })
    .from(homeTasks)
    .leftJoin(providers, eq(providers.id, homeTasks.lastProviderId))
    .where(and(eq(homeTasks.householdId, householdIdOf(userId)), isNotNull(homeTasks.nextDue), lt(homeTasks.nextDue, end)))
    .orderBy(asc(homeTasks.nextDue), asc(homeTasks.id))
    .limit(COMING_UP_MAX);
  return rows.map((r) => ({
    kind: "task",
    id: r.id,
    title: r.title,
    date: r.date!,
    category: r.category,
    lastProvider:
      r.lastProviderId && r.lastProviderName !== null
        ? { id: r.lastProviderId, name: r.lastProviderName, email: r.email, phone: r.phone }
        : null,
  }));
}

/** The visits with the tasks: by day, a day's tasks first (all day), at most COMING_UP_MAX in all. */
export function withTasks(visits: ComingUpItem[], tasks: TaskComingUp[]): ComingUpItem[] {
  const merged: ComingUpItem[] = [];
  let v = 0;
  let t = 0;
  while (merged.length < COMING_UP_MAX && (v < visits.length || t < tasks.length)) {
    const task = tasks[t];
    const visit = visits[v];
    if (task && (!visit || task.date <= visit.date)) {
      merged.push(task);
      t += 1;
    } else {
      merged.push(visit!);
      v += 1;
    }
  }
  return merged;
}
