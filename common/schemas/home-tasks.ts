// Upkeep tasks of the household's home: what comes back (gutters, smoke alarms, the furnace
// filter), when it is next due, and the log of each time it was done. Shared by the routes and
// the Home screen (docs/decisions/132-upkeep-tasks.md).
import { z } from "zod";
import { LIMITS, PROVIDER_CATEGORIES } from "../constants";
import { DATE_RANGE, isRealDate } from "../dates";
import { TASK_EVERY } from "../household";
import { blankToUndefined } from "./blank";
import { optionalMoney } from "./fields";
import { pageQueryFields } from "./paging";

/** A title's length: short enough that 200 tasks are answered whole under 64 KB. */
const TASK_TITLE_MAX = 100;
const TASK_NOTES_MAX = 5000;

const trimmed = (v: unknown) => (typeof v === "string" ? blankToUndefined(v.trim()) : blankToUndefined(v));

const calendarDate = (label: string) =>
  z
    .string({ error: `${label} must be a valid date` })
    .refine(isRealDate, `${label} must be a valid date`)
    .refine((s) => s >= DATE_RANGE.min && s <= DATE_RANGE.max, `${label} must be between 1900 and 2100`);

const title = z.preprocess(
  trimmed,
  z.string({ error: "Title is required" }).max(TASK_TITLE_MAX, `Title must be at most ${TASK_TITLE_MAX} characters`),
);
const every = z.enum(TASK_EVERY, { error: "Choose how often it comes back" });
/** null (or blank): "No date". */
const nextDue = z.preprocess((v) => (v === "" ? null : v), calendarDate("Next due").nullable());
const dayOfMonth = z
  .number({ error: "Day of month must be a whole number from 1 to 31" })
  .int("Day of month must be a whole number from 1 to 31")
  .min(LIMITS.dayOfMonthMin, "Day of month must be a whole number from 1 to 31")
  .max(LIMITS.dayOfMonthMax, "Day of month must be a whole number from 1 to 31");
const providerId = z.preprocess((v) => (v === "" ? null : v), z.uuid("Provider not found").nullable());
const notes = z.preprocess(
  (v) => (v === "" ? null : typeof v === "string" ? v.trim() || null : v),
  z.string({ error: "Notes must be text" }).max(TASK_NOTES_MAX, "Notes are too long").nullable(),
);
/** The trade it needs: one of the provider categories. */
const category = z.preprocess((v) => (v === "" ? null : v), z.enum(PROVIDER_CATEGORIES, { error: "Choose a trade" }).nullable());

/** POST /api/home/tasks. */
export const createTaskSchema = z.object({
  title,
  every,
  nextDue: nextDue.optional(),
  dayOfMonth: dayOfMonth.optional(),
  category: category.optional(),
  providerId: providerId.optional(),
  notes: notes.optional(),
});
export type CreateTask = z.input<typeof createTaskSchema>;

/** PATCH /api/home/tasks/{id}: any of the fields; a new nextDue sets dayOfMonth again from its day. */
export const updateTaskSchema = createTaskSchema
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to change");
export type UpdateTask = z.input<typeof updateTaskSchema>;

/** POST /api/home/tasks/{id}/done: when (default: today), for how much, by whom. */
export const taskDoneSchema = z.object({
  date: z.preprocess(blankToUndefined, calendarDate("Date").optional()),
  cost: optionalMoney("Cost must be a valid positive number"),
  providerId: z.preprocess(blankToUndefined, z.uuid("Provider not found").optional()),
  notes: z.preprocess(trimmed, z.string({ error: "Notes must be text" }).max(TASK_NOTES_MAX, "Notes are too long").optional()),
});
export type TaskDone = z.input<typeof taskDoneSchema>;

export const taskIdParamsSchema = z.object({ id: z.uuid("Task not found") });

const providerRef = z.object({ id: z.string(), name: z.string() }).nullable();

/** A task in GET /api/home/tasks: the fields the list shows (up to 200 of them fit in 64 KB). */
export const homeTaskListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  every: every,
  nextDue: z.string().nullable(),
  dayOfMonth: z.number().nullable(),
  category: z.string().nullable(),
  /** The latest time it was done, if ever. */
  lastDone: z.string().nullable(),
});
export type HomeTaskListItem = z.infer<typeof homeTaskListItemSchema>;

/** One task whole (GET/PATCH /api/home/tasks/{id}, POST): with its provider, who did it last and its notes. */
export const homeTaskSchema = homeTaskListItemSchema.extend({
  provider: providerRef,
  lastProvider: providerRef,
  notes: z.string().nullable(),
});
export type HomeTask = z.infer<typeof homeTaskSchema>;

export const taskLogEntrySchema = z.object({
  id: z.string(),
  doneOn: z.string(),
  /** Hidden (null) for a viewer: viewers see no amounts. */
  cost: z.string().nullable(),
  /** The ISO 4217 code of the amounts (the currency of the account that entered them). */
  currency: z.string(),
  provider: providerRef,
  doneBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  notes: z.string().nullable(),
});
export type TaskLogEntry = z.infer<typeof taskLogEntrySchema>;

/** POST /api/home/tasks/{id}/done answers the entry and the task as it now stands. */
export const taskDoneResultSchema = z.object({ entry: taskLogEntrySchema, task: homeTaskSchema });
export type TaskDoneResult = z.infer<typeof taskDoneResultSchema>;

export const taskLogQuerySchema = z.object(pageQueryFields);

export const taskTemplateSchema = z.object({
  title: z.string(),
  every: every,
  /** The month (1–12) it is best done in, for seasonal tasks. */
  month: z.number().optional(),
  category: z.string(),
});
export type TaskTemplate = z.infer<typeof taskTemplateSchema>;

/** POST /api/home/tasks/bulk: "Add from templates" — several tasks in one call, all or none. */
const TASK_BULK_MAX = 50;
export const bulkCreateTasksSchema = z.object({
  tasks: z
    .array(createTaskSchema, { error: "Tasks must be a list" })
    .min(1, "Pick at least one task")
    .max(TASK_BULK_MAX, `At most ${TASK_BULK_MAX} tasks at once`),
});

/** An upkeep task in Home's "Coming up": due within its 14 days, or overdue. */
export const taskComingUpSchema = z.object({
  kind: z.literal("task"),
  id: z.string(),
  title: z.string(),
  /** The due date, YYYY-MM-DD (before today when overdue). */
  date: z.string(),
  category: z.string().nullable(),
  /** Who did it last, with how to reach them, for "Request a quote from …". */
  lastProvider: z
    .object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
});
export type TaskComingUp = z.infer<typeof taskComingUpSchema>;
