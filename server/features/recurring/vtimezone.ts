// A calendar file's VTIMEZONE for an IANA zone and one year, built from this process's Intl (its
// ICU carries the zone rules; nothing is fetched): every offset change in that year as a STANDARD
// or DAYLIGHT observance, and the change before it, which is in force on 1 January. A calendar that
// reads only the file (ical.js, vobject) then turns every local time of that year into the right
// instant, on a daylight-saving night too.
import { zoneShortName } from "../../../common/appointment.js";
import { offsetMinutes } from "../../../common/time-zone.js";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The search's step: offset changes are months apart in every zone (the closest, Morocco's around Ramadan, weeks). */
const STEP = 7 * DAY;

interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

const offsetAt = (t: number, zone: string) => offsetMinutes(new Date(t), zone);

/** The instant (to the minute) the offset changes between `lo` (old offset) and `hi` (new one). */
function changeBetween(lo: number, hi: number, zone: string): number {
  const before = offsetAt(lo, zone);
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (offsetAt(mid, zone) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Every offset change from `start` to `end`, found week by week and then to the minute. */
function transitions(zone: string, start: number, end: number): Transition[] {
  const found: Transition[] = [];
  let previous = offsetAt(start, zone);
  for (let t = start + STEP; t <= end + STEP; t += STEP) {
    const offset = offsetAt(t, zone);
    if (offset !== previous) {
      found.push({ at: changeBetween(t - STEP, t, zone), from: previous, to: offset });
      previous = offset;
    }
  }
  return found;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");
const utcOffset = (minutes: number) => `${minutes < 0 ? "-" : "+"}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`;
/** A local date-time as iCalendar writes it, from a UTC-based millisecond count. */
const local = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
};

function observance(zone: string, t: Transition | null, offset: number): string[] {
  // The observance's onset is written in the wall-clock time it ends (RFC 5545, 3.6.5).
  const kind = t && t.to > t.from ? "DAYLIGHT" : "STANDARD";
  return [
    `BEGIN:${kind}`,
    `DTSTART:${t ? local(t.at + t.from * MINUTE) : "19700101T000000"}`,
    `TZOFFSETFROM:${utcOffset(t ? t.from : offset)}`,
    `TZOFFSETTO:${utcOffset(t ? t.to : offset)}`,
    `TZNAME:${zoneShortName(new Date(t ? t.at : Date.UTC(1970, 0, 1)), zone)}`,
    `END:${kind}`,
  ];
}

const cache = new Map<string, string>();

/**
 * The VTIMEZONE (CRLF lines, ending in one) for `zone` through `year`: the observance in force on
 * 1 January (the last change of the year before, or a fixed offset since 1970 when the zone did
 * not change then), then each change within the year. A zone that does not change has one
 * STANDARD observance; one with daylight-saving time gets its STANDARD and DAYLIGHT.
 */
export function vtimezone(zone: string, year: number): string {
  const key = `${zone} ${year}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const yearStart = Date.UTC(year, 0, 1) - DAY;
  const found = transitions(zone, Date.UTC(year - 1, 0, 1) - DAY, Date.UTC(year + 1, 0, 1) + DAY);
  const before = found.filter((t) => t.at <= yearStart).at(-1) ?? null;
  const within = found.filter((t) => t.at > yearStart);
  const observances = [
    ...observance(zone, before, offsetAt(yearStart, zone)),
    ...within.flatMap((t) => observance(zone, t, t.to)),
  ];
  const text = ["BEGIN:VTIMEZONE", `TZID:${zone}`, `X-LIC-LOCATION:${zone}`, ...observances, "END:VTIMEZONE", ""].join("\r\n");
  if (cache.size > 500) cache.clear();
  cache.set(key, text);
  return text;
}
