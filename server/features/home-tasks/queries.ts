// Reads of the household's upkeep tasks: the whole list (capped, so unpaged) and one task, each
// with its provider, who did it last and when it was last done, in one statement; and a task's
// log, keyset-paged newest first on home_task_log_task_done_idx.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { HomeTask, HomeTaskListItem, TaskLogEntry } from "../../../common/schemas/home-tasks.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import type { Db } from "../../db/client.js";
import { homeTaskLog, homeTasks, householdMembers, providers, users } from "../../db/schema.js";
import { key, keyset, ordering, type Page } from "../../paging.js";

const lastProviders = alias(providers, "last_providers");
const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

/** A task's own schedule fields: what the list answers, and what every other read starts from. */
export const taskScheduleColumns = {
  id: homeTasks.id,
  title: homeTasks.title,
  every: homeTasks.every,
  nextDue: homeTasks.nextDue,
  dayOfMonth: homeTasks.dayOfMonth,
  category: homeTasks.category,
};

const taskColumns = {
  ...taskScheduleColumns,
  notes: homeTasks.notes,
  providerId: providers.id,
  providerName: providers.name,
  lastProviderId: lastProviders.id,
  lastProviderName: lastProviders.name,
  // Qualified by hand: drizzle leaves a column unqualified in a one-table select, where the
  // subquery would read it as the log's own id.
  lastDone: sql<string | null>`(select max(l.done_on)::text from ${homeTaskLog} l where l.task_id = "home_tasks"."id")`,
};

type TaskRow = { [K in keyof typeof taskColumns]: unknown } & {
  id: string;
  title: string;
  every: HomeTask["every"];
  nextDue: string | null;
  dayOfMonth: number | null;
  category: string | null;
  notes: string | null;
  providerId: string | null;
  providerName: string | null;
  lastProviderId: string | null;
  lastProviderName: string | null;
  lastDone: string | null;
};

const toTask = (r: TaskRow): HomeTask => ({
  id: r.id,
  title: r.title,
  every: r.every,
  nextDue: r.nextDue,
  dayOfMonth: r.dayOfMonth,
  category: r.category,
  provider: ref(r.providerId, r.providerName),
  lastProvider: ref(r.lastProviderId, r.lastProviderName),
  notes: r.notes,
  lastDone: r.lastDone,
});

function selectTasks(db: Db, where: SQL | undefined) {
  return db
    .select(taskColumns)
    .from(homeTasks)
    .leftJoin(providers, eq(providers.id, homeTasks.providerId))
    .leftJoin(lastProviders, eq(lastProviders.id, homeTasks.lastProviderId))
    .where(where);
}

/** GET /api/home/tasks: the household's tasks, soonest due first, "No date" last. */
export async function listTasks(db: Db, householdId: string): Promise<HomeTaskListItem[]> {
  return db
    .select({
      ...taskScheduleColumns,
      lastDone: taskColumns.lastDone,
    })
    .from(homeTasks)
    .where(eq(homeTasks.householdId, householdId))
    .orderBy(sql`${homeTasks.nextDue} asc nulls last`, homeTasks.title, homeTasks.id);
}

/** One task of the household, or undefined (another household's task is not there for the caller). */
export async function getTask(db: Db, householdId: string, taskId: string): Promise<HomeTask | undefined> {
  const [row] = await selectTasks(db, and(eq(homeTasks.id, taskId), eq(homeTasks.householdId, householdId))).limit(1);
  return row ? toTask(row) : undefined;
}

/** The tasks just made, in the order of `ids` (one statement). */
export async function getTasks(db: Db, householdId: string, ids: string[]): Promise<HomeTask[]> {
  const rows = await selectTasks(db, and(inArray(homeTasks.id, ids), eq(homeTasks.householdId, householdId)));
  const byId = new Map((rows as TaskRow[]).map((r) => [r.id, toTask(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The caller's role when the task is their household's, else undefined: one statement. */
export async function roleOnTask(db: Db, userId: string, taskId: string) {
  const [row] = await db
    .select({ role: householdMembers.role })
    .from(householdMembers)
    .innerJoin(homeTasks, eq(homeTasks.householdId, householdMembers.householdId))
    .where(and(eq(householdMembers.userId, userId), eq(homeTasks.id, taskId)))
    .limit(1);
  return row?.role;
}

// A date key as whole days since 1970 (the keyset's int key), then the id.
const logOrder = ordering("home-task-log", key.int(sql`(${homeTaskLog.doneOn} - date '1970-01-01')`), key.uuid(homeTaskLog.id));

const doneByName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/** GET /api/home/tasks/{id}/log: newest first; costs only for those who may see amounts. */
export async function listTaskLog(db: Db, taskId: string, query: PageQuery, showCosts: boolean): Promise<Page<TaskLogEntry>> {
  const paged = keyset(logOrder, query, sql`${homeTaskLog}`, eq(homeTaskLog.taskId, taskId));
  const rows = await db
    .select({
      id: homeTaskLog.id,
      doneOn: homeTaskLog.doneOn,
      cost: homeTaskLog.cost,
      currency: homeTaskLog.currency,
      notes: homeTaskLog.notes,
      providerId: providers.id,
      providerName: providers.name,
      doneById: users.id,
      doneByName,
      ...paged.columns,
    })
    .from(homeTaskLog)
    .leftJoin(providers, eq(providers.id, homeTaskLog.providerId))
    .leftJoin(users, eq(users.id, homeTaskLog.doneBy))
    .where(paged.where)
    .orderBy(...paged.orderBy)
    .limit(paged.limit);
  return paged.page(db, rows, (r) => toLogEntry(r, showCosts));
}

export function toLogEntry(
  r: {
    id: string;
    doneOn: string;
    cost: string | null;
    currency: string;
    notes: string | null;
    providerId: string | null;
    providerName: string | null;
    doneById: string | null;
    doneByName: string | null;
  },
  showCosts: boolean,
): TaskLogEntry {
  return {
    id: r.id,
    doneOn: r.doneOn,
    cost: showCosts ? r.cost : null,
    currency: r.currency,
    provider: ref(r.providerId, r.providerName),
    doneBy: r.doneById ? { id: r.doneById, name: r.doneByName ?? "User" } : null,
    notes: r.notes,
  };
}
