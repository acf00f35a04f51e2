// When an upkeep task is next due after it was done: the recurring visits' rule (common/recurring-dates.ts)
// from the due date — weekly +7 days; monthly, quarterly, yearly on the task's day of month,
// clamped to the month's end — with twice-yearly +6 months the same way; a one-off has no next date.
import type { TaskEvery } from "./household";
import { addMonths, rollForward } from "./recurring-dates";

/** The day of month a task keeps while rolling: its due date's own day. */
export const dayOfMonthOf = (date: string | null): number | null => (date ? Number(date.slice(8, 10)) : null);

export function nextTaskDue(due: string, every: TaskEvery, dayOfMonth: number | null): string | null {
  if (every === "none") return null;
  const anchor = dayOfMonth ?? dayOfMonthOf(due);
  if (every === "twice-yearly") return addMonths(due, 6, anchor);
  return rollForward(due, every, anchor);
}
