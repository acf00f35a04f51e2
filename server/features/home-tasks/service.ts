// Writes of the household's upkeep tasks (owner and members; a viewer's answer 403 READ_ONLY):
// create (one or several, within the cap), edit, delete, and "Done", which logs the time and rolls
// the next due date forward (common/home-task-dates.ts).
import { and, count, eq, sql } from "drizzle-orm";
import { HOME_TASKS_MAX } from "../../../common/household.js";
import { dayOfMonthOf, nextTaskDue } from "../../../common/home-task-dates.js";
import type { z } from "zod";
import type {
  createTaskSchema,
  HomeTask,
  taskDoneSchema,
  TaskDoneResult,
  updateTaskSchema,
} from "../../../common/schemas/home-tasks.js";
import type { Db } from "../../db/client.js";
import { homeTaskLog, homeTasks, households, users } from "../../db/schema.js";
import { AppError, notFound } from "../../errors.js";
import { requireProvider } from "../providers/exists.js";
import { getTask, getTasks, toLogEntry } from "./queries.js";
import { writerCurrency } from "../../db/currency.js";

type NewTask = z.output<typeof createTaskSchema>;
type TaskChanges = z.output<typeof updateTaskSchema>;
type DoneInput = z.output<typeof taskDoneSchema>;

export const TASK_NOT_FOUND = "Task not found";
const TASK_LIMIT_MESSAGE = `A home holds at most ${HOME_TASKS_MAX} tasks. Delete one to add another.`;

async function checkProviders(db: Db, ids: (string | null | undefined)[]) {
  for (const id of new Set(ids.filter((x): x is string => !!x))) await requireProvider(db, id);
}

const values = (householdId: string, userId: string, t: NewTask) => {
  const nextDue = t.nextDue ?? null;
  return {
    householdId,
    createdBy: userId,
    title: t.title,
    every: t.every,
    nextDue,
    dayOfMonth: t.dayOfMonth ?? dayOfMonthOf(nextDue),
    category: t.category ?? null,
    providerId: t.providerId ?? null,
    notes: t.notes ?? null,
  };
};

/**
 * Adds tasks to the household, all or none: the household's row is locked while they are
 * counted, so two calls at once cannot pass the cap together.
 */
export async function createTasks(db: Db, householdId: string, userId: string, tasks: NewTask[]): Promise<HomeTask[]> {
  await checkProviders(
    db,
    tasks.map((t) => t.providerId),
  );
  const ids = await db.transaction(async (tx) => {
    await tx.select({ id: households.id }).from(households).where(eq(households.id, householdId)).for("update");
    const [row] = await tx.select({ n: count() }).from(homeTasks).where(eq(homeTasks.householdId, householdId));
    if (Number(row?.n ?? 0) + tasks.length > HOME_TASKS_MAX) throw new AppError("TASK_LIMIT_REACHED", TASK_LIMIT_MESSAGE);
    return tx
      .insert(homeTasks)
      .values(tasks.map((t) => values(householdId, userId, t)))
      .returning({ id: homeTasks.id });
  });
  return getTasks(
    db,
    householdId,
    ids.map((r) => r.id),
  );
}

async function mustGet(db: Db, householdId: string, taskId: string): Promise<HomeTask> {
  const task = await getTask(db, householdId, taskId);
  if (!task) throw notFound(TASK_NOT_FOUND);
  return task;
}

/** Changes a task's fields; a new next due date sets the day of month again (unless one is sent). */
export async function updateTask(db: Db, householdId: string, taskId: string, changes: TaskChanges): Promise<HomeTask> {
  await checkProviders(db, [changes.providerId]);
  const set: Partial<typeof homeTasks.$inferInsert> = {};
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.every !== undefined) set.every = changes.every;
  if (changes.nextDue !== undefined) {
    set.nextDue = changes.nextDue;
    set.dayOfMonth = dayOfMonthOf(changes.nextDue);
  }
  if (changes.dayOfMonth !== undefined) set.dayOfMonth = changes.dayOfMonth;
  if (changes.category !== undefined) set.category = changes.category;
  if (changes.providerId !== undefined) set.providerId = changes.providerId;
  if (changes.notes !== undefined) set.notes = changes.notes;
  const [row] = await db
    .update(homeTasks)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(homeTasks.id, taskId), eq(homeTasks.householdId, householdId)))
    .returning({ id: homeTasks.id });
  if (!row) throw notFound(TASK_NOT_FOUND);
  return mustGet(db, householdId, taskId);
}

export async function deleteTask(db: Db, householdId: string, taskId: string): Promise<void> {
  const [row] = await db
    .delete(homeTasks)
    .where(and(eq(homeTasks.id, taskId), eq(homeTasks.householdId, householdId)))
    .returning({ id: homeTasks.id });
  if (!row) throw notFound(TASK_NOT_FOUND);
}

/**
 * "Done": logs it (on `date`, else today) and moves the next due date one step on from the due
 * date (from the day done when it had none); a one-off's next due date is cleared. The task's
 * row is locked, so two "Done" at once roll it twice, never skip a step.
 */
export async function markDone(
  db: Db,
  householdId: string,
  userId: string,
  taskId: string,
  input: DoneInput,
  today: string,
): Promise<TaskDoneResult> {
  await checkProviders(db, [input.providerId]);
  const doneOn = input.date ?? today;
  const logId = await db.transaction(async (tx) => {
    const [task] = await tx
      .select({ every: homeTasks.every, nextDue: homeTasks.nextDue, dayOfMonth: homeTasks.dayOfMonth })
      .from(homeTasks)
      .where(and(eq(homeTasks.id, taskId), eq(homeTasks.householdId, householdId)))
      .for("update");
    if (!task) throw notFound(TASK_NOT_FOUND);
    const [entry] = await tx
      .insert(homeTaskLog)
      .values({
        taskId,
        doneOn,
        cost: input.cost ?? null,
        currency: writerCurrency(userId),
        providerId: input.providerId ?? null,
        doneBy: userId,
        notes: input.notes ?? null,
      })
      .returning({ id: homeTaskLog.id });
    const from = task.nextDue ?? doneOn;
    await tx
      .update(homeTasks)
      .set({
        nextDue: nextTaskDue(from, task.every, task.dayOfMonth),
        dayOfMonth: task.dayOfMonth ?? dayOfMonthOf(from),
        ...(input.providerId ? { lastProviderId: input.providerId } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(homeTasks.id, taskId));
    return entry!.id;
  });
  const [row] = await db
    .select({
      id: homeTaskLog.id,
      doneOn: homeTaskLog.doneOn,
      cost: homeTaskLog.cost,
      notes: homeTaskLog.notes,
      doneById: users.id,
      doneByName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
      currency: homeTaskLog.currency,
    })
    .from(homeTaskLog)
    .leftJoin(users, eq(users.id, homeTaskLog.doneBy))
    .where(eq(homeTaskLog.id, logId));
  const task = await mustGet(db, householdId, taskId);
  const provider = input.providerId ? task.lastProvider : null;
  return {
    entry: toLogEntry({ ...row!, providerId: provider?.id ?? null, providerName: provider?.name ?? null }, true),
    task,
  };
}
