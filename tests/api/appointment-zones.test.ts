// One time for one appointment (docs/decisions/125-one-time-for-one-appointment.md): the estimate's
// typed day and time are combined in the scheduler's profile zone and stored with that zone; Home's
// "Coming up" and the calendar file give that zone's day and time; the calendar file carries the
// zone's offset changes of the year, so an appointment across a daylight-saving change lasts its
// hour in ical.js (and in Python's vobject and icalendar, where this machine has them); and the
// migration that gave every stored appointment its zone, letting the typed time win.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clockTime, zoneShortName } from "../../common/appointment";
import { addDays } from "../../common/recurring-dates";
import type { VisitComingUpItem } from "../../common/schemas/recurring";
import { dateIn, instantOf } from "../../common/time-zone";
import { projectProviders, users } from "../../server/db/schema";
import { migrationsFolder } from "../../server/paths";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { multipart } from "../support/multipart";
import { projectWithLink } from "./projects-helpers";

let t: TestApp;
let ana: SignedInUser; // schedules in Los Angeles
let kai: SignedInUser; // a collaborator in Tokyo
let ben: SignedInUser; // in Berlin

const LA = "America/Los_Angeles";
const TOKYO = "Asia/Tokyo";
const BERLIN = "Europe/Berlin";

async function setZone(user: SignedInUser, timeZone: string) {
  const res = await user.request({ method: "PUT", url: "/api/account/time-zone", payload: { timeZone } });
  expect(res.statusCode, res.body).toBe(204);
}

beforeAll(async () => {
  t = await buildTestApp();
  [ana, kai, ben] = await Promise.all([
    createUser(t.app, { profile: { firstName: "Ana", lastName: "Angeles" } }),
    createUser(t.app, { profile: { firstName: "Kai", lastName: "Tokyo" } }),
    createUser(t.app, { profile: { firstName: "Ben", lastName: "Berlin" } }),
  ]);
  await setZone(ana, LA);
  await setZone(kai, TOKYO);
  await setZone(ben, BERLIN);
});
afterAll(() => t.close());

interface Link {
  estimateScheduledDate: string | null;
  estimateScheduledTime: string | null;
  estimateTimeZone: string | null;
}

async function schedule(user: SignedInUser, linkId: string, fields: Record<string, string>) {
  const res = await user.request({ method: "PUT", url: `/api/project-providers/${linkId}`, ...multipart(fields) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Link>();
}

const stored = async (linkId: string) =>
  (
    await t.db
      .select({
        at: projectProviders.estimateScheduledDate,
        time: projectProviders.estimateScheduledTime,
        zone: projectProviders.estimateTimeZone,
      })
      .from(projectProviders)
      .where(eq(projectProviders.id, linkId))
  )[0]!;

describe("scheduling stores one instant and the scheduler's zone", () => {
  it("combines the typed day and time in the scheduler's profile zone, whatever offset the date-time carries", async () => {
    const job = await projectWithLink(t.db, ana, "Deck");
    // The app's dialog sends the wall clock as typed (no offset).
    let link = await schedule(ana, job.linkId, {
      status: "estimate_scheduled",
      estimateScheduledDate: "2026-12-01T09:30",
      estimateScheduledTime: "09:30",
    });
    expect(link).toMatchObject({ estimateScheduledTime: "09:30:00", estimateTimeZone: LA });
    expect(link.estimateScheduledDate).toBe("2026-12-01T17:30:00.000Z"); // 9:30 PST
    expect(await stored(job.linkId)).toEqual({ at: new Date("2026-12-01T17:30:00Z"), time: "09:30:00", zone: LA });

    // A date-time with an offset that disagrees with the typed time (a browser in another zone):
    // its day on the scheduler's clock, and the typed time wins.
    link = await schedule(ana, job.linkId, { estimateScheduledDate: "2026-12-02T08:30:00.000Z", estimateScheduledTime: "10:15" });
    expect(link.estimateScheduledDate).toBe("2026-12-02T18:15:00.000Z"); // Dec 2 00:30 in LA → 10:15 PST that day
    expect(link).toMatchObject({ estimateScheduledTime: "10:15:00", estimateTimeZone: LA });

    // A summer day is PDT; a time the spring-forward night skips moves past it, and says so.
    link = await schedule(ana, job.linkId, { estimateScheduledDate: "2027-07-01", estimateScheduledTime: "09:00" });
    expect(link.estimateScheduledDate).toBe("2027-07-01T16:00:00.000Z");
    link = await schedule(ana, job.linkId, { estimateScheduledDate: "2027-03-14", estimateScheduledTime: "02:30" });
    expect(link).toMatchObject({ estimateScheduledDate: "2027-03-14T10:30:00.000Z", estimateScheduledTime: "03:30:00" });
  });

  it("a collaborator's unchanged save keeps the zone; their new time is theirs", async () => {
    const job = await projectWithLink(t.db, ana, "Roof");
    const share = await ana.request({
      method: "POST",
      url: `/api/projects/${job.projectId}/collaborators`,
      payload: { userId: kai.user.id },
    });
    expect(share.statusCode).toBe(201);
    await schedule(ana, job.linkId, {
      status: "estimate_scheduled",
      estimateScheduledDate: "2026-12-01",
      estimateScheduledTime: "09:30",
    });
    const at = new Date("2026-12-01T17:30:00Z");
    // Kai's dialog is filled in on Kai's clock (Dec 2, 02:30 in Tokyo) and sent back unchanged.
    let link = await schedule(kai, job.linkId, {
      estimateScheduledDate: `${dateIn(at, TOKYO)}T${clockTime(at, TOKYO)}`,
      estimateScheduledTime: clockTime(at, TOKYO),
    });
    expect(link).toMatchObject({
      estimateScheduledDate: at.toISOString(),
      estimateScheduledTime: "09:30:00",
      estimateTimeZone: LA,
    });
    // Kai moves it to 10:00 on Kai's clock: now a Tokyo appointment.
    link = await schedule(kai, job.linkId, { estimateScheduledDate: "2026-12-02", estimateScheduledTime: "10:00" });
    expect(link).toMatchObject({
      estimateScheduledDate: "2026-12-02T01:00:00.000Z",
      estimateScheduledTime: "10:00:00",
      estimateTimeZone: TOKYO,
    });
  });
});

describe("Coming up and the calendar file show the stored zone's time", () => {
  it("gives every viewer the scheduler's day and time, the instant and the zone", async () => {
    const job = await projectWithLink(t.db, ana, "Fence");
    const share = await ana.request({
      method: "POST",
      url: `/api/projects/${job.projectId}/collaborators`,
      payload: { userId: ben.user.id },
    });
    expect(share.statusCode).toBe(201);
    // 23:30 in LA three days from now: already the next day in Berlin.
    const day = addDays(dateIn(new Date(), LA), 3);
    await schedule(ana, job.linkId, { status: "estimate_scheduled", estimateScheduledDate: day, estimateScheduledTime: "23:30" });
    const at = instantOf(day, LA, "23:30");
    for (const [viewer, zoneName] of [
      [ana, null],
      [ben, zoneShortName(at, LA)],
    ] as const) {
      const items = (await viewer.request({ method: "GET", url: "/api/coming-up" })).json<VisitComingUpItem[]>();
      expect(items.find((i) => i.id === job.linkId)).toMatchObject({
        date: day,
        time: "23:30",
        at: at.toISOString(),
        timeZone: LA,
        zoneName,
      });
      const ics = await viewer.request({ method: "GET", url: `/api/project-providers/${job.linkId}/estimate.ics` });
      expect(ics.body).toContain(`DTSTART;TZID=${LA}:${day.replaceAll("-", "")}T233000\r\n`);
      expect(readIcal(ics.body).start).toBe(at.getTime());
    }
  });
});

/** The event's start and end as ical.js reads them (TZID resolved through the file's VTIMEZONE). */
function readIcal(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime() };
}

/** Python's calendar readers, where this machine has them: the first python3 that imports one. */
const PYTHON_READER = `
import json, sys
text = sys.stdin.read()
out = {}
try:
    import vobject
    ev = vobject.readOne(text).vevent
    out["vobject"] = [ev.dtstart.value.timestamp() * 1000, ev.dtend.value.timestamp() * 1000]
except ImportError:
    pass
try:
    import icalendar
    ev = next(iter(icalendar.Calendar.from_ical(text).walk("VEVENT")))
    out["icalendar"] = [ev.decoded("dtstart").timestamp() * 1000, ev.decoded("dtend").timestamp() * 1000]
except ImportError:
    pass
print(json.dumps(out))
`;
const python = ["python3", "/usr/bin/python3"].find((bin) => {
  const has = "import importlib.util as u, sys; sys.exit(0 if u.find_spec('vobject') or u.find_spec('icalendar') else 1)";
  try {
    execFileSync(bin, ["-c", has], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
});
const readPython = (text: string): Record<string, [number, number]> =>
  python ? JSON.parse(execFileSync(python, ["-c", PYTHON_READER], { input: text, encoding: "utf8" })) : {};

describe("an appointment across a daylight-saving change", () => {
  // [zone, typed day, typed time]: spring-forward nights (the hour ends after the skipped hour) and
  // fall-back nights (the end, or the start, on a wall-clock time the night repeats).
  const cases: [string, string, string][] = [
    [LA, "2026-03-08", "01:30"],
    [LA, "2026-11-01", "00:45"],
    [LA, "2026-11-01", "01:30"],
    [BERLIN, "2026-03-29", "01:30"],
    [BERLIN, "2026-10-25", "01:45"],
    [BERLIN, "2026-10-25", "02:30"],
  ];
  it.each(cases)("in %s on %s at %s lasts one hour from the right start", async (zone, day, time) => {
    const owner = await createUser(t.app);
    await setZone(owner, zone);
    const job = await projectWithLink(t.db, owner, "Attic");
    await schedule(owner, job.linkId, { status: "estimate_scheduled", estimateScheduledDate: day, estimateScheduledTime: time });
    const at = instantOf(day, zone, time).getTime();
    const res = await owner.request({ method: "GET", url: `/api/project-providers/${job.linkId}/estimate.ics` });
    expect(res.statusCode).toBe(200);
    // A full VTIMEZONE for the year: the change in force on 1 January, then both of the year's.
    const year = day.slice(0, 4);
    expect(res.body.match(/^BEGIN:(STANDARD|DAYLIGHT)\r$/gm)).toEqual([
      "BEGIN:STANDARD\r",
      "BEGIN:DAYLIGHT\r",
      "BEGIN:STANDARD\r",
    ]);
    expect(res.body).toContain(`DTSTART:${year}`);
    expect(readIcal(res.body)).toEqual({ start: at, end: at + 3_600_000 });
    for (const [reader, [start, end]] of Object.entries(readPython(res.body))) {
      expect({ reader, start, end }).toEqual({ reader, start: at, end: at + 3_600_000 });
    }
  });

  it("a zone without daylight-saving time has one STANDARD observance", async () => {
    const owner = await createUser(t.app);
    await setZone(owner, TOKYO);
    const job = await projectWithLink(t.db, owner, "Gate");
    await schedule(owner, job.linkId, {
      status: "estimate_scheduled",
      estimateScheduledDate: "2026-12-01",
      estimateScheduledTime: "09:30",
    });
    const res = await owner.request({ method: "GET", url: `/api/project-providers/${job.linkId}/estimate.ics` });
    expect(res.body.match(/^BEGIN:(STANDARD|DAYLIGHT)\r$/gm)).toEqual(["BEGIN:STANDARD\r"]);
    expect(res.body).toContain("TZOFFSETTO:+0900");
    expect(readIcal(res.body).start).toBe(Date.parse("2026-12-01T00:30:00Z"));
  });
});

/** The migration's statements, as drizzle runs them (split at its breakpoints), in one transaction. */
async function runMigration() {
  const file = fs.readdirSync(migrationsFolder).find((f) => f.endsWith("_appointment-zone.sql"))!;
  const statements = fs
    .readFileSync(path.join(migrationsFolder, file), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => s && !/^ALTER TABLE/i.test(s));
  await t.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

describe("migration appointment-zone", () => {
  it("gives each appointment its owner's zone and lets the typed time win there", async () => {
    const noZone = await createUser(t.app);
    const oddZone = await createUser(t.app);
    // A zone name this database does not know (written past the route's check): UTC.
    await t.db.update(users).set({ timeZone: "Mars/Olympus" }).where(eq(users.id, oddZone.user.id));
    /** A link as the earlier code (and the seed) wrote it: the instant and the typed time apart, no zone. */
    const earlier = async (owner: SignedInUser, at: string | null, time: string | null) => {
      const job = await projectWithLink(t.db, owner, "Earlier");
      await t.db
        .update(projectProviders)
        .set({
          status: "estimate_scheduled",
          estimateScheduledDate: at ? new Date(at) : null,
          estimateScheduledTime: time,
          estimateTimeZone: null,
        })
        .where(eq(projectProviders.id, job.linkId));
      return job.linkId;
    };
    // The demo's estimate: 17:00 UTC (9:00 in Portland) beside a typed 9:30.
    const seeded = await earlier(ana, "2026-12-01T17:00:00Z", "09:30");
    // The dialog's: the instant and the time agree in the owner's zone.
    const agreeing = await earlier(ben, "2026-12-01T08:30:00Z", "09:30");
    // 04:00 UTC on 2 December is still 1 December in Los Angeles: the typed time on that day.
    const lateUtc = await earlier(ana, "2026-12-02T04:00:00Z", "10:00");
    const untimed = await earlier(ana, "2026-12-01T17:00:00Z", null);
    const none = await earlier(ana, null, null);
    const utc = await earlier(noZone, "2026-12-01T15:00:00Z", "10:30");
    const odd = await earlier(oddZone, "2026-12-01T15:00:00Z", "10:30");
    // A typed time the spring-forward night skips.
    const skipped = await earlier(ana, "2027-03-14T12:00:00Z", "02:30");

    await runMigration();
    const after = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries({ seeded, agreeing, lateUtc, untimed, none, utc, odd, skipped }).map(async ([k, id]) => [
            k,
            await stored(id),
          ]),
        ),
      );
    const expected = {
      seeded: { at: new Date("2026-12-01T17:30:00Z"), time: "09:30:00", zone: LA },
      agreeing: { at: new Date("2026-12-01T08:30:00Z"), time: "09:30:00", zone: BERLIN },
      lateUtc: { at: new Date("2026-12-01T18:00:00Z"), time: "10:00:00", zone: LA },
      untimed: { at: new Date("2026-12-01T17:00:00Z"), time: null, zone: LA },
      none: { at: null, time: null, zone: null },
      utc: { at: new Date("2026-12-01T10:30:00Z"), time: "10:30:00", zone: "UTC" },
      odd: { at: new Date("2026-12-01T10:30:00Z"), time: "10:30:00", zone: "UTC" },
      // 02:30 is skipped that night: 03:30 PDT, and the time says so.
      skipped: { at: new Date("2027-03-14T10:30:00Z"), time: "03:30:00", zone: LA },
    };
    expect(await after()).toEqual(expected);
    // Run again, it changes nothing.
    await runMigration();
    expect(await after()).toEqual(expected);
  });
});
