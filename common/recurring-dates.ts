// Recurring work: the next service date after a logged visit, and the
// calendar arithmetic it needs. Pure date math on date-only "YYYY-MM-DD" values: every step
// runs on UTC day numbers, so no time zone can shift a day (docs/decisions/085-recurring-service-log.md).
import type { RecurringFrequency } from "./constants";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Months per step of the month-based frequencies; weekly is 7 days. */
const MONTHS_PER_STEP: Record<Exclude<RecurringFrequency, "weekly">, number> = { monthly: 1, quarterly: 3, yearly: 12 };

function parts(date: string): [year: number, month: number, day: number] {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`Not a date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const format = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Days in a month (month 1–12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date `days` later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Day of week of a date, 0 = Sunday (the spec's constants and limits numbering). */
export function dayOfWeek(date: string): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The date `months` later on the anchor day (default: the date's own day), clamped to the last
 * day of a shorter month: Jan 31 + 1 → Feb 28 (29 in a leap year); with anchor 31, Feb 28 + 1 → Mar 31.
 */
export function addMonths(date: string, months: number, anchorDay?: number | null): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(anchorDay ?? d, daysInMonth(year, month));
  return format(year, month, day);
}

/**
 * The next service date after the scheduled one: weekly +7 days (the day of week is kept);
 * monthly +1, quarterly +3, yearly +12 months on the anchor day (the project's day of month, else
 * the scheduled date's own day), clamped to the month's end. No frequency ("Not specified"): null,
 * the schedule does not roll.
 */
export function rollForward(scheduled: string, frequency: string | null | undefined, anchorDay?: number | null): string | null {
  if (frequency === "weekly") return addDays(scheduled, 7);
  if (frequency === "monthly" || frequency === "quarterly" || frequency === "yearly") {
    return addMonths(scheduled, MONTHS_PER_STEP[frequency], anchorDay);
  }
  return null;
}

/** The anchor day a month-based schedule keeps: the project's day of month, else the date's own day. */
export function anchorDayFor(scheduled: string, frequency: string | null | undefined, dayOfMonth: number | null): number | null {
  if (frequency !== "monthly" && frequency !== "quarterly" && frequency !== "yearly") return null;
  return dayOfMonth ?? parts(scheduled)[2];
}
