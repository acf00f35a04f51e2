// Calendar files, built with the `ics` package: an estimate appointment at
// the user's local time (TZID = their IANA zone, with a VTIMEZONE giving that zone's offset at
// the appointment), and a next service as an all-day event (VALUE=DATE, which no zone shifts).
import { createEvent, type EventAttributes } from "ics";
import { addDays } from "../../../common/recurring-dates.js";
import { offsetMinutes, wallClock } from "../../../common/time-zone.js";

const PRODUCT_ID = "-//Vowch//Vowch 1.0//EN";
const ESTIMATE_MINUTES = 60;

function build(event: EventAttributes): string {
  const { error, value } = createEvent({ productId: PRODUCT_ID, ...event });
  if (error || !value) throw error ?? new Error("calendar event not built");
  return value;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");
const utcOffset = (minutes: number) => `${minutes < 0 ? "-" : "+"}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`;
/** TZID values are parameter values: no quotes, colons or semicolons (IANA names have none). */
const safeZone = (zone: string) => zone.replace(/[";:,\r\n]/g, "");

/**
 * A VTIMEZONE for `zone` that is exact at `at`: one observance with the zone's offset then.
 * Calendars that know the IANA name use their own rules; the rest still get the right time.
 */
function vtimezone(zone: string, at: Date): string {
  const offset = utcOffset(offsetMinutes(at, zone));
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${zone}`,
    `X-LIC-LOCATION:${zone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    "END:STANDARD",
    "END:VTIMEZONE",
    "",
  ].join("\r\n");
}

export interface EstimateEvent {
  linkId: string;
  at: Date;
  providerName: string;
  projectTitle: string;
  url: string;
}

/**
 * The estimate appointment, one hour from its start. With a zone the start and end are the
 * zone's wall-clock times under TZID; without one (UTC) they are UTC instants.
 */
export function estimateCalendar(e: EstimateEvent, timeZone: string): string {
  const end = new Date(e.at.getTime() + ESTIMATE_MINUTES * 60_000);
  const clock = (d: Date) => {
    const w = wallClock(d, timeZone);
    return [w.year, w.month, w.day, w.hour, w.minute] as [number, number, number, number, number];
  };
  const text = build({
    uid: `estimate-${e.linkId}@vowch`,
    title: `Estimate: ${e.providerName}`,
    description: `Estimate appointment with ${e.providerName} for "${e.projectTitle}".`,
    url: e.url,
    start: clock(e.at),
    end: clock(end),
    // The arrays above are already the zone's wall clock: written as given, never converted.
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
  });
  if (timeZone === "UTC") return text;
  const zone = safeZone(timeZone);
  return text
    .replace(/^(DTSTART|DTEND):(\d{8}T\d{6})Z\r$/gm, `$1;TZID=${zone}:$2\r`)
    .replace("BEGIN:VEVENT\r\n", `${vtimezone(zone, e.at)}BEGIN:VEVENT\r\n`);
}

export interface ServiceEvent {
  projectId: string;
  projectTitle: string;
  date: string;
  frequencyLabel: string | null;
  url: string;
}

/** The next service: an all-day event on its date (DTEND is the next day, exclusive). */
export function serviceCalendar(e: ServiceEvent): string {
  const day = (d: string) => d.split("-").map(Number) as [number, number, number];
  return build({
    uid: `service-${e.projectId}-${e.date}@vowch`,
    title: `${e.projectTitle}: service`,
    description: `Next service for "${e.projectTitle}"${e.frequencyLabel ? ` (${e.frequencyLabel})` : ""}.`,
    url: e.url,
    start: day(e.date),
    end: day(addDays(e.date, 1)),
  });
}

/** A file name from a title: letters, digits and dashes. */
export function calendarFileName(title: string, suffix: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .slice(0, 60);
  return `${base || "vowch"}-${suffix}.ics`;
}
