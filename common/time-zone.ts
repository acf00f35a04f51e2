// The user's IANA time zone: checked with Intl, and the two conversions the
// calendar and "Coming up" need: an instant as wall-clock date and time in a zone, and a zone's
// wall-clock time as an instant. Intl carries the zone rules, so no time-zone library is needed.

const TIME_ZONE_MAX = 64;

/**
 * The zone name as sent (what the browser's Intl calls it, e.g. "Asia/Kolkata") when this
 * process's Intl knows it too, else null. Not rewritten to Intl's own spelling: older ICU data
 * would turn "Asia/Kolkata" into "Asia/Calcutta" and "Europe/Kyiv" into "Europe/Kiev".
 */
export function validTimeZone(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const zone = value.trim();
  if (zone.length === 0 || zone.length > TIME_ZONE_MAX || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in `timeZone` shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = formatter(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The date ("YYYY-MM-DD") a clock in `timeZone` shows at `instant`. */
export function dateIn(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The zone's offset from UTC at `instant`, in minutes (east positive). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a clock in `timeZone` shows `date` at `time` ("HH:MM[:SS]", default midnight). A time
 * skipped by a daylight-saving change resolves to the later offset; a repeated one to the first.
 */
export function instantOf(date: string, timeZone: string, time = "00:00"): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm, ss = 0] = time.split(":").map(Number) as [number, number, number?];
  const guess = Date.UTC(y, m - 1, d, hh, mm, ss);
  const real = readings(guess, timeZone);
  if (real.length > 0) return new Date(real[0]!);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  const second = guess - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(Math.max(first, second));
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Every instant at which a clock in `timeZone` shows the wall-clock time `wall` (a UTC-based
 * millisecond count), earliest first: one, two when a daylight-saving change repeats it, none when
 * one skips it. The offsets tried are the zone's a day either side (changes are weeks apart).
 */
function readings(wall: number, timeZone: string): number[] {
  const offsets = new Set([-DAY_MS, 0, DAY_MS].map((d) => offsetMinutes(new Date(wall + d), timeZone)));
  const shows = (t: number) => {
    const w = wallClock(new Date(t), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) === wall;
  };
  return [...new Set([...offsets].map((o) => wall - o * 60_000))].filter(shows).sort((a, b) => a - b);
}

/** Whether a clock in `timeZone` shows `instant`'s wall-clock time at this instant only (not twice). */
export function isUnambiguous(instant: Date, timeZone: string): boolean {
  const w = wallClock(instant, timeZone);
  return readings(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second), timeZone).length === 1;
}
