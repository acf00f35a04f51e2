// Calendar dates as the app stores them: "YYYY-MM-DD" that names a real day (no 30 February)
// between 1900 and 2100, and ISO date-times whose date part is such a day. A value that passes
// is stored exactly as sent; anything else is refused, never shifted or clamped.
export const DATE_RANGE = { min: "1900-01-01", max: "2100-12-31" } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real day, written YYYY-MM-DD (format only; the range is checked apart). */
export function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function isInDateRange(value: string): boolean {
  return value.slice(0, 10) >= DATE_RANGE.min && value.slice(0, 10) <= DATE_RANGE.max;
}

/** A real day in 1900–2100. */
export function isCalendarDate(value: string): boolean {
  return isRealDate(value) && isInDateRange(value);
}

/** An ISO date-time (or a bare date) whose day is real and in 1900–2100, with a valid time of day. */
export function isCalendarDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  const day = match ? match[1]! : value;
  return (match !== null || DATE.test(value)) && isCalendarDate(day);
}
