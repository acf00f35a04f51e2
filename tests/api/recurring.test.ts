// Recurring work that remembers: a logged visit rolls the next service date
// forward from the scheduled one (month-end and leap-year cases), the service log with totals per
// year, Home's "Coming up" (one statement, bounded, in the user's time zone), calendar files read
// back with ical.js (TZID at the user's local time, all-day dates that never shift), the time
// zone on the profile, and who may call each route.
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../common/recurring-dates";
import type { VisitComingUpItem, LoggedVisit, ServiceLog } from "../../common/schemas/recurring";
import { dateIn } from "../../common/time-zone";
import { comingUp } from "../../server/features/recurring/queries";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let owner: SignedInUser;
let collaborator: SignedInUser;
let stranger: SignedInUser;

const ZONE = "America/New_York";

beforeAll(async () => {
  t = await buildTestApp();
  [owner, collaborator, stranger] = await Promise.all([
    createUser(t.app, { profile: { firstName: "Rhea", lastName: "Recurring" } }),
    createUser(t.app, { profile: { firstName: "Cole", lastName: "Laborator" } }),
    createUser(t.app, { profile: { firstName: "Sten", lastName: "Ranger" } }),
  ]);
  const tz = await owner.request({ method: "PUT", url: "/api/account/time-zone", payload: { timeZone: ZONE } });
  expect(tz.statusCode, tz.body).toBe(204);
});
afterAll(() => t.close());

async function recurringProject(user: SignedInUser, fields: Record<string, unknown>) {
  const res = await user.request({
    method: "POST",
    url: "/api/projects",
    payload: { title: "Lawn care", category: "Lawn Care", projectType: "recurring", status: "active", ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; nextServiceDate: string | null }>();
}

const logVisit = (user: SignedInUser, projectId: string, payload: Record<string, unknown>) =>
  user.request({ method: "POST", url: `/api/projects/${projectId}/services`, payload });

async function logOk(user: SignedInUser, projectId: string, payload: Record<string, unknown>) {
  const res = await logVisit(user, projectId, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<LoggedVisit>();
}

const detail = async (projectId: string) =>
  (await owner.request({ method: "GET", url: `/api/projects/${projectId}` })).json<{
    nextServiceDate: string | null;
    recurringDayOfMonth: number | null;
  }>();

describe("logging a visit rolls the next service date forward", () => {
  it("monthly from Jan 31: Feb 28, then back to Mar 31 (the anchor day is kept)", async () => {
    const p = await recurringProject(owner, { recurringFrequency: "monthly", nextServiceDate: "2027-01-31" });
    const first = await logOk(owner, p.id, { completedDate: "2027-02-01", actualCost: "45", rating: 5, notes: "Edges done" });
    expect(first.visit).toMatchObject({
      scheduledDate: "2027-01-31",
      completedDate: "2027-02-01",
      status: "completed",
      actualCost: "45.00",
      rating: 5,
      notes: "Edges done",
    });
    expect(first.nextServiceDate).toBe("2027-02-28");
    expect(first.recurringDayOfMonth).toBe(31);
    expect(await detail(p.id)).toMatchObject({ nextServiceDate: "2027-02-28", recurringDayOfMonth: 31 });
    // Logged late (Mar 5): still rolls from the scheduled Feb 28, to the anchor day 31.
    const second = await logOk(owner, p.id, { completedDate: "2027-03-05" });
    expect(second.visit.scheduledDate).toBe("2027-02-28");
    expect(second.nextServiceDate).toBe("2027-03-31");
    expect((await logOk(owner, p.id, { completedDate: "2027-03-31" })).nextServiceDate).toBe("2027-04-30");
  });

  it("monthly into a leap February: Jan 30 → Feb 29 → Mar 30", async () => {
    const p = await recurringProject(owner, { recurringFrequency: "monthly", nextServiceDate: "2028-01-30" });
    expect((await logOk(owner, p.id, { completedDate: "2028-01-30" })).nextServiceDate).toBe("2028-02-29");
    expect((await logOk(owner, p.id, { completedDate: "2028-02-29" })).nextServiceDate).toBe("2028-03-30");
  });

  it("weekly adds 7 days (the day of week kept), quarterly 3 months, yearly 12 from Feb 29", async () => {
    const weekly = await recurringProject(owner, {
      recurringFrequency: "weekly",
      recurringDayOfWeek: 6,
      nextServiceDate: "2026-12-26",
    });
    expect((await logOk(owner, weekly.id, { completedDate: "2026-12-27" })).nextServiceDate).toBe("2027-01-02");
    const quarterly = await recurringProject(owner, { recurringFrequency: "quarterly", nextServiceDate: "2026-11-30" });
    expect((await logOk(owner, quarterly.id, { completedDate: "2026-11-30" })).nextServiceDate).toBe("2027-02-28");
    expect((await logOk(owner, quarterly.id, { completedDate: "2027-02-28" })).nextServiceDate).toBe("2027-05-30");
    const yearly = await recurringProject(owner, { recurringFrequency: "yearly", nextServiceDate: "2028-02-29" });
    expect((await logOk(owner, yearly.id, { completedDate: "2028-03-01" })).nextServiceDate).toBe("2029-02-28");
  });

  it("uses the project's own day of month as the anchor", async () => {
    const p = await recurringProject(owner, {
      recurringFrequency: "monthly",
      recurringDayOfMonth: 31,
      nextServiceDate: "2027-02-28",
    });
    expect((await logOk(owner, p.id, { completedDate: "2027-02-28" })).nextServiceDate).toBe("2027-03-31");
  });

  it("does not roll when the frequency is not specified", async () => {
    const p = await recurringProject(owner, { nextServiceDate: "2027-01-15" });
    const res = await logOk(owner, p.id, { completedDate: "2027-01-15" });
    expect(res.nextServiceDate).toBe("2027-01-15");
    expect((await detail(p.id)).nextServiceDate).toBe("2027-01-15");
  });

  it("without a next service date, the visit itself is the scheduled one and the schedule starts from it", async () => {
    const p = await recurringProject(owner, { recurringFrequency: "weekly" });
    const res = await logOk(owner, p.id, { completedDate: "2027-03-03" });
    expect(res.visit.scheduledDate).toBe("2027-03-03");
    expect(res.nextServiceDate).toBe("2027-03-10");
  });

  it("two visits logged at once roll the schedule twice", async () => {
    const p = await recurringProject(owner, { recurringFrequency: "weekly", nextServiceDate: "2027-05-05" });
    const both = await Promise.all([
      logVisit(owner, p.id, { completedDate: "2027-05-05" }),
      logVisit(owner, p.id, { completedDate: "2027-05-12" }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await detail(p.id)).nextServiceDate).toBe("2027-05-19");
  });

  it("refuses a one-time project and bad input with 400 and the field's message", async () => {
    const oneTime = (await owner.request({ method: "POST", url: "/api/projects", payload: { title: "Deck" } })).json<{
      id: string;
    }>();
    const refused = await logVisit(owner, oneTime.id, { completedDate: "2027-01-01" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "VALIDATION_FAILED", message: "Only recurring projects have a service log." });
    const p = await recurringProject(owner, { recurringFrequency: "weekly", nextServiceDate: "2027-01-01" });
    for (const [payload, message] of [
      [{}, "Visit date is required"],
      [{ completedDate: "2027-02-30" }, "Visit date must be a valid date"],
      [{ completedDate: "2027-01-01", rating: 6 }, "Rating must be between 1 and 5"],
      [{ completedDate: "2027-01-01", actualCost: "-3" }, "Cost must be a valid positive number"],
      [{ completedDate: "2027-01-01", notes: "x".repeat(5001) }, "Notes are too long"],
    ] as const) {
      const res = await logVisit(owner, p.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await detail(p.id)).nextServiceDate).toBe("2027-01-01");
  });
});

describe("the service log", () => {
  it("lists visits newest first with the total cost and count per year", async () => {
    const p = await recurringProject(owner, { recurringFrequency: "monthly", nextServiceDate: "2026-11-15" });
    await logOk(owner, p.id, { completedDate: "2026-11-16", actualCost: "40.50", rating: 4 });
    await logOk(owner, p.id, { completedDate: "2026-12-15", actualCost: "40" });
    await logOk(owner, p.id, { completedDate: "2027-01-15", actualCost: "42.25", notes: "New year price" });
    await logOk(owner, p.id, { completedDate: "2027-02-15" });
    const res = await owner.request({ method: "GET", url: `/api/projects/${p.id}/services` });
    expect(res.statusCode).toBe(200);
    const log = res.json<ServiceLog>();
    expect(log.visits.map((v) => v.completedDate)).toEqual(["2027-02-15", "2027-01-15", "2026-12-15", "2026-11-16"]);
    expect(log.visits[1]).toMatchObject({ actualCost: "42.25", notes: "New year price", rating: null });
    expect(log.totals).toEqual([
      { year: 2027, currency: "USD", total: "42.25", visits: 2 },
      { year: 2026, currency: "USD", total: "80.50", visits: 2 },
    ]);
  });

  it("is the project's members': a collaborator logs and reads, a stranger gets 404, signed out 401", async () => {
    const p = await recurringProject(owner, { recurringFrequency: "weekly", nextServiceDate: "2027-06-01" });
    const added = await owner.request({
      method: "POST",
      url: `/api/projects/${p.id}/collaborators`,
      payload: { userId: collaborator.user.id },
    });
    expect(added.statusCode).toBe(201);
    expect((await logOk(collaborator, p.id, { completedDate: "2027-06-01" })).nextServiceDate).toBe("2027-06-08");
    expect(
      (await collaborator.request({ method: "GET", url: `/api/projects/${p.id}/services` })).json<ServiceLog>().visits,
    ).toHaveLength(1);
    for (const req of [
      { method: "GET" as const, url: `/api/projects/${p.id}/services` },
      { method: "POST" as const, url: `/api/projects/${p.id}/services`, payload: { completedDate: "2027-06-08" } },
      { method: "GET" as const, url: `/api/projects/${p.id}/next-service.ics` },
      { method: "GET" as const, url: `/api/projects/${randomUUID()}/services` },
    ]) {
      const res = await stranger.request(req);
      expect(res.statusCode, req.url).toBe(404);
      expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
      const out = await t.app.inject(req);
      expect(out.statusCode).toBe(401);
      expect(out.json()).toEqual({ message: "Unauthorized" });
    }
    expect((await detail(p.id)).nextServiceDate).toBe("2027-06-08");
    expect((await owner.request({ method: "GET", url: "/api/projects/not-a-uuid/services" })).statusCode).toBe(400);
  });
});

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("calendar files", () => {
  it("the next service is an all-day event on its date, whatever the zone", async () => {
    const p = await recurringProject(owner, {
      title: "Pool: weekly clean",
      recurringFrequency: "weekly",
      nextServiceDate: "2027-03-14",
    });
    const res = await owner.request({ method: "GET", url: `/api/projects/${p.id}/next-service.ics` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Pool-weekly-clean-next-service.ics"');
    expect(res.body).toContain("DTSTART;VALUE=DATE:20270314\r\n");
    expect(res.body).toContain("DTEND;VALUE=DATE:20270315\r\n");
    const { event } = parseEvent(res.body);
    expect(event.summary).toBe("Pool: weekly clean: service");
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2027-03-14");
    expect(event.endDate.toString()).toBe("2027-03-15");
    expect(event.description).toContain("(Weekly)");
  });

  it("escapes titles, so a title cannot add lines or events of its own", async () => {
    const title = "Gutters; front, back\nBEGIN:VEVENT";
    const p = await recurringProject(owner, { title, recurringFrequency: "yearly", nextServiceDate: "2027-10-01" });
    const res = await owner.request({ method: "GET", url: `/api/projects/${p.id}/next-service.ics` });
    expect(res.body.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
    const { calendar, event } = parseEvent(res.body);
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(event.summary).toBe(`${title}: service`);
  });

  it("the next service follows the roll-forward, and a project with none answers 404", async () => {
    const p = await recurringProject(owner, { recurringFrequency: "monthly", nextServiceDate: "2027-01-31" });
    await logOk(owner, p.id, { completedDate: "2027-01-31" });
    const res = await owner.request({ method: "GET", url: `/api/projects/${p.id}/next-service.ics` });
    expect(parseEvent(res.body).event.startDate.toString()).toBe("2027-02-28");
    const none = await recurringProject(owner, {});
    const missing = await owner.request({ method: "GET", url: `/api/projects/${none.id}/next-service.ics` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "NOT_FOUND", message: "No next service is scheduled" });
  });

  it("an estimate appointment is at the user's local time under TZID, one hour long", async () => {
    const project = (await owner.request({ method: "POST", url: "/api/projects", payload: { title: "Roof" } })).json<{
      id: string;
    }>();
    const provider = await insertProvider(t.db, owner.user.id, { name: "Top Roofing" });
    const link = (
      await owner.request({ method: "POST", url: `/api/projects/${project.id}/providers`, payload: { providerId: provider.id } })
    ).json<{ id: string }>();
    const none = await owner.request({ method: "GET", url: `/api/project-providers/${link.id}/estimate.ics` });
    expect(none.statusCode).toBe(404);
    // 9:30 in New York on 1 December (EST, UTC−5) is 14:30 UTC.
    const put = await owner.request({
      method: "PUT",
      url: `/api/project-providers/${link.id}`,
      payload: {
        status: "estimate_scheduled",
        estimateScheduledDate: "2026-12-01T14:30:00.000Z",
        estimateScheduledTime: "09:30",
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await owner.request({ method: "GET", url: `/api/project-providers/${link.id}/estimate.ics` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.body).toContain(`DTSTART;TZID=${ZONE}:20261201T093000\r\n`);
    expect(res.body).toContain(`DTEND;TZID=${ZONE}:20261201T103000\r\n`);
    const { calendar, vevent, event } = parseEvent(res.body);
    expect(event.summary).toBe("Estimate: Top Roofing");
    expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe(ZONE);
    expect([event.startDate.hour, event.startDate.minute, event.startDate.day]).toEqual([9, 30, 1]);
    // The VTIMEZONE the file carries turns it into the stored instant.
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
    const start = event.startDate.clone();
    start.zone = zone;
    expect(start.toJSDate().toISOString()).toBe("2026-12-01T14:30:00.000Z");

    // A summer appointment in the same zone: EDT (UTC−4).
    await owner.request({
      method: "PUT",
      url: `/api/project-providers/${link.id}`,
      payload: { estimateScheduledDate: "2027-07-01T13:00:00.000Z", estimateScheduledTime: "09:00" },
    });
    const summer = await owner.request({ method: "GET", url: `/api/project-providers/${link.id}/estimate.ics` });
    expect(summer.body).toContain(`DTSTART;TZID=${ZONE}:20270701T090000\r\n`);
    expect(summer.body).toContain("TZOFFSETTO:-0400");

    // Who may fetch it: members; a stranger 404, signed out 401, a malformed id 400.
    expect((await stranger.request({ method: "GET", url: `/api/project-providers/${link.id}/estimate.ics` })).statusCode).toBe(
      404,
    );
    const out = await t.app.inject({ method: "GET", url: `/api/project-providers/${link.id}/estimate.ics` });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ message: "Unauthorized" });
    expect((await owner.request({ method: "GET", url: "/api/project-providers/nope/estimate.ics" })).statusCode).toBe(400);
  });

  it("without a stored zone the appointment is a UTC instant", async () => {
    const project = (await stranger.request({ method: "POST", url: "/api/projects", payload: { title: "Fence" } })).json<{
      id: string;
    }>();
    const provider = await insertProvider(t.db, stranger.user.id, { name: "Fence Folk" });
    const link = (
      await stranger.request({
        method: "POST",
        url: `/api/projects/${project.id}/providers`,
        payload: { providerId: provider.id },
      })
    ).json<{ id: string }>();
    await stranger.request({
      method: "PUT",
      url: `/api/project-providers/${link.id}`,
      payload: {
        status: "estimate_scheduled",
        estimateScheduledDate: "2026-12-01T14:30:00.000Z",
        estimateScheduledTime: "14:30",
      },
    });
    const res = await stranger.request({ method: "GET", url: `/api/project-providers/${link.id}/estimate.ics` });
    expect(res.body).toContain("DTSTART:20261201T143000Z\r\n");
    expect(res.body).not.toContain("TZID");
    expect(parseEvent(res.body).event.startDate.toJSDate().toISOString()).toBe("2026-12-01T14:30:00.000Z");
  });
});

describe("the time zone on the profile", () => {
  it("is stored as the browser names it (when Intl knows it) and shown on the signed-in user; unknown zones are refused", async () => {
    const user = await createUser(t.app);
    expect((await user.request({ method: "GET", url: "/api/auth/user" })).json().timeZone).toBeUndefined();
    const ok = await user.request({ method: "PUT", url: "/api/account/time-zone", payload: { timeZone: "Asia/Kolkata" } });
    expect(ok.statusCode).toBe(204);
    expect((await user.request({ method: "GET", url: "/api/auth/user" })).json().timeZone).toBe("Asia/Kolkata");
    for (const timeZone of ["Mars/Olympus", "", 7, "x".repeat(200)]) {
      const bad = await user.request({ method: "PUT", url: "/api/account/time-zone", payload: { timeZone } });
      expect(bad.statusCode, String(timeZone)).toBe(400);
      expect(bad.json().code).toBe("VALIDATION_FAILED");
    }
    expect((await user.request({ method: "GET", url: "/api/auth/user" })).json().timeZone).toBe("Asia/Kolkata");
  });
});

describe("Coming up", () => {
  it("shows the next 14 days' estimates and services of own and shared projects, in date order", async () => {
    const viewer = await createUser(t.app, { profile: { firstName: "Vera", lastName: "Viewer" } });
    await viewer.request({ method: "PUT", url: "/api/account/time-zone", payload: { timeZone: "Pacific/Auckland" } });
    const today = dateIn(new Date(), "Pacific/Auckland");
    const soon = await recurringProject(viewer, {
      title: "Lawn",
      recurringFrequency: "weekly",
      nextServiceDate: addDays(today, 2),
    });
    await recurringProject(viewer, { title: "Too far", recurringFrequency: "weekly", nextServiceDate: addDays(today, 20) });
    await recurringProject(viewer, { title: "Past", recurringFrequency: "weekly", nextServiceDate: addDays(today, -3) });
    await recurringProject(viewer, { title: "Paused", status: "paused", nextServiceDate: addDays(today, 3) });
    // Shared with the viewer by someone else; a stranger's project never shows.
    const shared = await recurringProject(owner, {
      title: "Shared pool",
      recurringFrequency: "monthly",
      nextServiceDate: addDays(today, 5),
    });
    await owner.request({ method: "POST", url: `/api/projects/${shared.id}/collaborators`, payload: { userId: viewer.user.id } });
    await recurringProject(stranger, { title: "Not mine", nextServiceDate: addDays(today, 1) });
    // An estimate at 10:00 Auckland time four days from now.
    const roof = (await viewer.request({ method: "POST", url: "/api/projects", payload: { title: "Roof" } })).json<{
      id: string;
    }>();
    const provider = await insertProvider(t.db, viewer.user.id, { name: "Ridge Roofing" });
    const link = (
      await viewer.request({ method: "POST", url: `/api/projects/${roof.id}/providers`, payload: { providerId: provider.id } })
    ).json<{ id: string }>();
    const { instantOf } = await import("../../common/time-zone");
    const at = instantOf(addDays(today, 4), "Pacific/Auckland", "10:00");
    await viewer.request({
      method: "PUT",
      url: `/api/project-providers/${link.id}`,
      payload: { status: "estimate_scheduled", estimateScheduledDate: at.toISOString(), estimateScheduledTime: "10:00" },
    });

    t.statements.count = 0;
    const res = await viewer.request({ method: "GET", url: "/api/coming-up" });
    expect(res.statusCode).toBe(200);
    // The session lookup (when not cached), ONE statement for the visits and one for the
    // household's upkeep tasks (server/features/home-tasks/coming-up.ts).
    expect(t.statements.count).toBeLessThanOrEqual(3);
    const items = res.json<VisitComingUpItem[]>();
    expect(items).toEqual([
      {
        kind: "service",
        id: soon.id,
        projectId: soon.id,
        projectTitle: "Lawn",
        providerName: null,
        date: addDays(today, 2),
        time: null,
        at: null,
        timeZone: null,
        zoneName: null,
      },
      {
        kind: "estimate",
        id: link.id,
        projectId: roof.id,
        projectTitle: "Roof",
        providerName: "Ridge Roofing",
        date: addDays(today, 4),
        time: "10:00",
        at: at.toISOString(),
        timeZone: "Pacific/Auckland",
        zoneName: null,
      },
      {
        kind: "service",
        id: shared.id,
        projectId: shared.id,
        projectTitle: "Shared pool",
        providerName: null,
        date: addDays(today, 5),
        time: null,
        at: null,
        timeZone: null,
        zoneName: null,
      },
    ]);
    // Once the visit is logged, the service moves out of the window.
    await logOk(viewer, soon.id, { completedDate: addDays(today, 2) });
    const after = (await viewer.request({ method: "GET", url: "/api/coming-up" })).json<VisitComingUpItem[]>();
    expect(after.find((i) => i.id === soon.id)?.date).toBe(addDays(today, 9));
  });

  it("is today through day 13 in the user's zone, bounded, one statement however many projects", async () => {
    const user = await createUser(t.app);
    const now = new Date("2027-04-10T22:30:00Z"); // already 11 April in Auckland, still 10 April in UTC
    for (const [title, date] of [
      ["Yesterday", "2027-04-10"],
      ["Today", "2027-04-11"],
      ["Day 13", "2027-04-24"],
      ["Day 14", "2027-04-25"],
    ]) {
      await recurringProject(user, { title, recurringFrequency: "weekly", nextServiceDate: date });
    }
    const titles = async (zone: string) => (await comingUp(t.app.db, user.user.id, zone, now)).map((i) => i.projectTitle);
    expect(await titles("Pacific/Auckland")).toEqual(["Today", "Day 13"]);
    expect(await titles("UTC")).toEqual(["Yesterday", "Today"]);

    for (let i = 0; i < 25; i++) {
      await recurringProject(user, {
        title: `Busy ${String(i).padStart(2, "0")}`,
        recurringFrequency: "weekly",
        nextServiceDate: "2027-04-12",
      });
    }
    t.statements.count = 0;
    const items = await comingUp(t.app.db, user.user.id, "Pacific/Auckland", now);
    expect(t.statements.count).toBe(1);
    expect(items).toHaveLength(20);
    expect(items[0]!.projectTitle).toBe("Today");
  });
});
