// Calendar files, built with the `ics` package: an estimate appointment at the
// time of day of the zone it was scheduled in (TZID = that IANA zone, with a VTIMEZONE holding the
// zone's offset changes of the appointment's year: ./vtimezone.ts), and a next service as an
// all-day event (VALUE=DATE, which no zone shifts). Summary and description speak the reader's
// language (the `calendar` namespace); names and titles stay as typed.
import { createEvent, type EventAttributes } from "ics";
import { addDays } from "../../../common/recurring-dates.js";
import { isUnambiguous, wallClock } from "../../../common/time-zone.js";
import { vtimezone } from "./vtimezone.js";
import type { Language } from "../../../common/i18n/languages.js";
import type { RecurringFrequency } from "../../../common/constants.js";
import { translator } from "../../i18n/index.js";

const PRODUCT_ID = "-//Vowch//Vowch 1.0//EN";
const ESTIMATE_MINUTES = 60;

function build(event: EventAttributes): string {
  const { error, value } = createEvent({ productId: PRODUCT_ID, ...event });
  if (error || !value) throw error ?? new Error("calendar event not built");
  return value;
}

/** TZID values are parameter values: no quotes, colons or semicolons (IANA names have none). */
const safeZone = (zone: string) => zone.replace(/[";:,\r\n]/g, "");
const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const stamp = (w: { year: number; month: number; day: number; hour: number; minute: number; second: number }) =>
  `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;

/**
 * The instant as a DTSTART/DTEND value: the zone's wall clock under TZID, or the UTC instant for a
 * wall-clock time a daylight-saving change repeats (calendars disagree on which pass it means:
 * ical.js reads the second, RFC 5545 the first).
 */
function zonedValue(name: "DTSTART" | "DTEND", at: Date, zone: string): string {
  if (!isUnambiguous(at, zone)) return `${name}:${stamp(wallClock(at, "UTC"))}Z`;
  return `${name};TZID=${zone}:${stamp(wallClock(at, zone))}`;
}

export interface EstimateEvent {
  linkId: string;
  at: Date;
  providerName: string;
  projectTitle: string;
  url: string;
}

/**
 * The estimate appointment, one hour from its start, in `timeZone`: the zone it was scheduled in.
 * In UTC the start and end are UTC instants and no VTIMEZONE is needed.
 */
export function estimateCalendar(e: EstimateEvent, timeZone: string, language: Language): string {
  const t = translator(language, "calendar");
  const end = new Date(e.at.getTime() + ESTIMATE_MINUTES * 60_000);
  const utc = (d: Date) => {
    const w = wallClock(d, "UTC");
    return [w.year, w.month, w.day, w.hour, w.minute] as [number, number, number, number, number];
  };
  const text = build({
    uid: `estimate-${e.linkId}@vowch`,
    title: t("estimate.title", { provider: e.providerName }),
    description: t("estimate.description", { provider: e.providerName, project: e.projectTitle }),
    url: e.url,
    start: utc(e.at),
    end: utc(end),
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
  });
  if (timeZone === "UTC") return text;
  const zone = safeZone(timeZone);
  return text
    .replace(/^DTSTART:\d{8}T\d{6}Z\r$/m, `${zonedValue("DTSTART", e.at, zone)}\r`)
    .replace(/^DTEND:\d{8}T\d{6}Z\r$/m, `${zonedValue("DTEND", end, zone)}\r`)
    .replace("BEGIN:VEVENT\r\n", `${vtimezone(zone, wallClock(e.at, zone).year)}BEGIN:VEVENT\r\n`);
}

export interface ServiceEvent {
  projectId: string;
  projectTitle: string;
  date: string;
  frequency: RecurringFrequency | null;
  url: string;
}

/** The next service: an all-day event on its date (DTEND is the next day, exclusive). */
export function serviceCalendar(e: ServiceEvent, language: Language): string {
  const t = translator(language, "calendar");
  const day = (d: string) => d.split("-").map(Number) as [number, number, number];
  return build({
    uid: `service-${e.projectId}-${e.date}@vowch`,
    title: t("service.title", { project: e.projectTitle }),
    description: e.frequency
      ? t("service.descriptionEvery", { project: e.projectTitle, frequency: t(`frequency.${e.frequency}`) })
      : t("service.description", { project: e.projectTitle }),
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
