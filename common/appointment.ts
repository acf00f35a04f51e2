// One time for one appointment: an estimate is stored as an instant and the IANA zone of whoever
// scheduled it. The server makes the instant from the typed date and time in that zone; every
// screen and calendar file shows it in that zone, naming the zone ("9:30 AM PST") to a viewer
// whose own zone differs.
import { dateIn, instantOf, wallClock } from "./time-zone";

const pad = (n: number) => String(n).padStart(2, "0");

/** "HH:MM" a clock in `timeZone` shows at `instant`. */
export function clockTime(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2}))?)?$/;

/**
 * The day and time of day an `estimateScheduledDate` names in `timeZone`. A bare date or a
 * date-time without an offset is the scheduler's own wall clock, taken as written; one with an
 * offset (or Z) is an instant, read on the scheduler's clock. `time` is null for a bare date.
 * The schema has already checked the value (common/dates.ts).
 */
export function typedDateTime(value: string, timeZone: string): { date: string; time: string | null } {
  const m = DATE_TIME.exec(value);
  if (!m) return { date: value.slice(0, 10), time: null };
  const [, date, hh, mm, ss, zone, sign, oh, om] = m;
  if (hh === undefined) return { date: date!, time: null };
  if (zone === undefined) return { date: date!, time: `${hh}:${mm}` };
  const [y, mo, d] = date!.split("-").map(Number) as [number, number, number];
  const offset = zone === "Z" ? 0 : (sign === "-" ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const instant = new Date(Date.UTC(y, mo - 1, d, Number(hh), Number(mm), Number(ss ?? 0)) - offset * 60_000);
  return { date: dateIn(instant, timeZone), time: clockTime(instant, timeZone) };
}

export interface Appointment {
  at: Date;
  /** "HH:MM" as the appointment's zone shows it. */
  time: string;
  timeZone: string;
}

/**
 * The appointment a date and time typed in `timeZone` name. A time a daylight-saving change skips
 * moves past it (02:30 on a spring-forward night is 03:30), and `time` says so.
 */
export function appointmentAt(date: string, time: string, timeZone: string): Appointment {
  const at = instantOf(date, timeZone, time);
  return { at, time: clockTime(at, timeZone), timeZone };
}

const shortNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at `instant` as Intl writes it in en-US: "PST", "PDT", "GMT+1". */
export function zoneShortName(instant: Date, timeZone: string): string {
  let f = shortNames.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" });
    shortNames.set(timeZone, f);
  }
  return f.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** Whether two IANA names are the same zone now and at `instant` (e.g. "Asia/Calcutta" and "Asia/Kolkata"). */
function sameZone(a: string, b: string, instant: Date): boolean {
  if (a === b) return true;
  const name = (zone: string) => {
    try {
      return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      return zone;
    }
  };
  return name(a) === name(b) && zoneShortName(instant, a) === zoneShortName(instant, b);
}

export interface ShownAppointment {
  /** The day in the appointment's zone, YYYY-MM-DD. */
  date: string;
  /** "HH:MM" in the appointment's zone. */
  time: string;
  /** The zone's short name when the viewer's zone is another ("PST"), else null. */
  zoneName: string | null;
}

/**
 * An appointment as a viewer in `viewerZone` is shown it: its day and time in its own zone, with
 * the zone's name when the viewer's differs. A viewer whose zone is unknown is shown the name.
 */
export function shownAppointment(at: Date | string, timeZone: string, viewerZone: string | null): ShownAppointment {
  const instant = typeof at === "string" ? new Date(at) : at;
  return {
    date: dateIn(instant, timeZone),
    time: clockTime(instant, timeZone),
    zoneName: viewerZone && sameZone(timeZone, viewerZone, instant) ? null : zoneShortName(instant, timeZone),
  };
}
