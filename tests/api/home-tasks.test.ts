// Upkeep tasks: who may call each route (owner, member, viewer, former member, stranger, signed
// out), the roll-forward at month ends, one-offs ("No date"), the log's keyset pages with costs
// hidden from viewers, the cap of 200 answered unpaged under 64 KB, the templates, and the tasks
// due in Home's "Coming up".
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_TASKS_MAX } from "../../common/household";
import type { HomeTask, HomeTaskListItem, TaskDoneResult, TaskLogEntry, TaskTemplate } from "../../common/schemas/home-tasks";
import { PAGE_BYTES_MAX } from "../../common/schemas/paging";
import type { ComingUpItem } from "../../common/schemas/recurring";
import { addDays } from "../../common/recurring-dates";
import { PROVIDER_CATEGORIES } from "../../common/constants";
import { dateIn } from "../../common/time-zone";
import { homeTasks, householdMembers } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let viewer: SignedInUser;
let former: SignedInUser;
let stranger: SignedInUser;
let householdId: string;

async function joinAs(user: SignedInUser, role: "member" | "viewer") {
  await t.db.update(householdMembers).set({ householdId, role }).where(eq(householdMembers.userId, user.user.id));
}

beforeAll(async () => {
  t = await buildTestApp();
  [owner, member, viewer, former, stranger] = await Promise.all([
    createUser(t.app, { profile: { firstName: "Olive", lastName: "Owner" } }),
    createUser(t.app, { profile: { firstName: "Max", lastName: "Member" } }),
    createUser(t.app, { profile: { firstName: "Vera", lastName: "Viewer" } }),
    createUser(t.app, { profile: { firstName: "Fern", lastName: "Former" } }),
    createUser(t.app, { profile: { firstName: "Stan", lastName: "Stranger" } }),
  ]);
  householdId = (await householdOf(t.db, owner.user.id)).householdId;
  const formerOwn = (await householdOf(t.db, former.user.id)).householdId;
  await joinAs(member, "member");
  await joinAs(viewer, "viewer");
  // The former member was in the household and left: back in a household of their own.
  await joinAs(former, "member");
  await t.db
    .update(householdMembers)
    .set({ householdId: formerOwn, role: "owner" })
    .where(eq(householdMembers.userId, former.user.id));
});
afterAll(() => t.close());

const signedOut = (options: Parameters<SignedInUser["request"]>[0]) => t.app.inject(options);

async function createTask(user: SignedInUser, payload: Record<string, unknown>) {
  const res = await user.request({ method: "POST", url: "/api/home/tasks", payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<HomeTask>();
}

async function done(user: SignedInUser, id: string, payload: Record<string, unknown> = {}) {
  const res = await user.request({ method: "POST", url: `/api/home/tasks/${id}/done`, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TaskDoneResult>();
}

describe("who may call each route", () => {
  it("owner and members write, viewers read, the rest get 404 and signed out 401", async () => {
    const task = await createTask(owner, { title: "Replace furnace filter", every: "quarterly", nextDue: "2027-01-15" });
    expect(task).toMatchObject({ every: "quarterly", nextDue: "2027-01-15", dayOfMonth: 15, lastProvider: null });
    const byMember = await createTask(member, { title: "Clean gutters", every: "twice-yearly", nextDue: "2027-04-01" });
    await done(owner, task.id, { date: "2027-01-16", cost: "40" });

    const routes = (id: string) =>
      [
        { method: "GET", url: "/api/home/tasks" },
        { method: "GET", url: "/api/home/task-templates" },
        { method: "GET", url: `/api/home/tasks/${id}/log` },
        { method: "GET", url: `/api/home/tasks/${id}` },
        { method: "POST", url: "/api/home/tasks", payload: { title: "X", every: "none" } },
        { method: "POST", url: "/api/home/tasks/bulk", payload: { tasks: [{ title: "Y", every: "none" }] } },
        { method: "PATCH", url: `/api/home/tasks/${id}`, payload: { notes: "Size 16x25" } },
        { method: "POST", url: `/api/home/tasks/${id}/done`, payload: { date: "2027-04-15" } },
        { method: "DELETE", url: `/api/home/tasks/${id}` },
      ] as const;

    // Signed out: 401 with the spec's body, every route.
    for (const r of routes(byMember.id)) {
      const res = await signedOut(r);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
    }

    // Viewer: reads (tasks, templates, the log without amounts), every write 403 READ_ONLY.
    const list = await viewer.request({ method: "GET", url: "/api/home/tasks" });
    expect(list.statusCode).toBe(200);
    expect(list.json<HomeTaskListItem[]>().map((x) => x.id)).toEqual(expect.arrayContaining([task.id, byMember.id]));
    const viewerLog = await viewer.request({ method: "GET", url: `/api/home/tasks/${task.id}/log` });
    expect(viewerLog.statusCode).toBe(200);
    expect(viewerLog.json<TaskLogEntry[]>()[0]).toMatchObject({ doneOn: "2027-01-16", cost: null });
    const one = await viewer.request({ method: "GET", url: `/api/home/tasks/${task.id}` });
    expect(one.json<HomeTask>()).toMatchObject({ id: task.id, notes: null, provider: null });
    const ownerLog = await member.request({ method: "GET", url: `/api/home/tasks/${task.id}/log` });
    expect(ownerLog.json<TaskLogEntry[]>()[0]).toMatchObject({ cost: "40.00", doneBy: { name: "Olive Owner" } });
    for (const r of routes(byMember.id).slice(4)) {
      const res = await viewer.request(r);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: "READ_ONLY", message: "Viewers can't change this home" });
    }

    // Stranger and former member: their own (empty) household; this one's tasks are 404.
    for (const outsider of [stranger, former]) {
      const own = await outsider.request({ method: "GET", url: "/api/home/tasks" });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual([]);
      for (const r of [...routes(byMember.id).slice(2, 4), ...routes(byMember.id).slice(6)]) {
        const res = await outsider.request(r);
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
        expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
      }
      expect((await outsider.request({ method: "GET", url: "/api/home/task-templates" })).statusCode).toBe(200);
    }

    // Member: every write on the owner's task, and the owner on the member's.
    const patched = await member.request({
      method: "PATCH",
      url: `/api/home/tasks/${task.id}`,
      payload: { notes: "Size 16x25" },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<HomeTask>().notes).toBe("Size 16x25");
    await done(member, task.id, { date: "2027-04-15" });
    const bulk = await member.request({
      method: "POST",
      url: "/api/home/tasks/bulk",
      payload: {
        tasks: [
          { title: "A", every: "yearly", nextDue: "2027-09-01", category: "HVAC" },
          { title: "B", every: "none" },
        ],
      },
    });
    expect(bulk.statusCode, bulk.body).toBe(201);
    expect(bulk.json<HomeTask[]>().map((x) => x.title)).toEqual(["A", "B"]);
    for (const made of bulk.json<HomeTask[]>()) {
      expect((await owner.request({ method: "DELETE", url: `/api/home/tasks/${made.id}` })).statusCode).toBe(204);
    }
    expect((await owner.request({ method: "DELETE", url: `/api/home/tasks/${byMember.id}` })).statusCode).toBe(204);
    expect((await owner.request({ method: "DELETE", url: `/api/home/tasks/${byMember.id}` })).statusCode).toBe(404);
    expect((await owner.request({ method: "DELETE", url: `/api/home/tasks/${task.id}` })).statusCode).toBe(204);
  });

  it("refuses bad input with 400 and field errors", async () => {
    for (const payload of [
      {},
      { title: "", every: "monthly" },
      { title: "T", every: "daily" },
      { title: "T", every: "monthly", nextDue: "2027-02-30" },
      { title: "T", every: "monthly", dayOfMonth: 32 },
      { title: "T", every: "monthly", providerId: "nope" },
      { title: "x".repeat(101), every: "monthly" },
      { title: "T", every: "monthly", category: "Astrologer" },
    ]) {
      const res = await owner.request({ method: "POST", url: "/api/home/tasks", payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
    const unknownProvider = await owner.request({
      method: "POST",
      url: "/api/home/tasks",
      payload: { title: "T", every: "monthly", providerId: crypto.randomUUID() },
    });
    expect(unknownProvider.statusCode).toBe(404);
    const task = await createTask(owner, { title: "T", every: "monthly" });
    for (const payload of [{ date: "tomorrow" }, { cost: "-4" }, { cost: "abc" }]) {
      const res = await owner.request({ method: "POST", url: `/api/home/tasks/${task.id}/done`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const empty = await owner.request({ method: "PATCH", url: `/api/home/tasks/${task.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    const badCursor = await owner.request({ method: "GET", url: `/api/home/tasks/${task.id}/log?cursor=abc` });
    expect(badCursor.statusCode).toBe(400);
    expect((await owner.request({ method: "GET", url: "/api/home/tasks/not-a-uuid/log" })).statusCode).toBe(400);
    await owner.request({ method: "DELETE", url: `/api/home/tasks/${task.id}` });
  });
});

describe("Done rolls the next due date forward", () => {
  const dues = async (every: string, nextDue: string, times: number) => {
    const task = await createTask(owner, { title: `Roll ${every} ${nextDue}`, every, nextDue });
    const seen: (string | null)[] = [];
    for (let i = 0; i < times; i++) seen.push((await done(owner, task.id, { date: "2027-01-01" })).task.nextDue);
    await owner.request({ method: "DELETE", url: `/api/home/tasks/${task.id}` });
    return seen;
  };

  it("quarterly from Jan 31: Apr 30, then back to Jul 31", async () => {
    expect(await dues("quarterly", "2027-01-31", 2)).toEqual(["2027-04-30", "2027-07-31"]);
  });

  it("monthly from Jan 31: Feb 28 (29 in a leap year), then Mar 31", async () => {
    expect(await dues("monthly", "2027-01-31", 2)).toEqual(["2027-02-28", "2027-03-31"]);
    expect(await dues("monthly", "2028-01-31", 2)).toEqual(["2028-02-29", "2028-03-31"]);
  });

  it("twice-yearly is +6 months, clamped: Aug 31 → Feb 28 → Aug 31", async () => {
    expect(await dues("twice-yearly", "2026-08-31", 2)).toEqual(["2027-02-28", "2027-08-31"]);
  });

  it("yearly from Feb 29 keeps the 29th for the next leap year", async () => {
    expect(await dues("yearly", "2028-02-29", 4)).toEqual(["2029-02-28", "2030-02-28", "2031-02-28", "2032-02-29"]);
  });

  it("weekly is +7 days", async () => {
    expect(await dues("weekly", "2027-12-28", 1)).toEqual(["2028-01-04"]);
  });

  it("a one-off is logged and then has no date; editing the date sets the day of month again", async () => {
    expect(await dues("none", "2027-03-10", 1)).toEqual([null]);
    const task = await createTask(owner, { title: "Edit me", every: "monthly", nextDue: "2027-01-31" });
    const res = await owner.request({ method: "PATCH", url: `/api/home/tasks/${task.id}`, payload: { nextDue: "2027-05-12" } });
    expect(res.json<HomeTask>()).toMatchObject({ nextDue: "2027-05-12", dayOfMonth: 12 });
    const cleared = await owner.request({ method: "PATCH", url: `/api/home/tasks/${task.id}`, payload: { nextDue: null } });
    expect(cleared.json<HomeTask>()).toMatchObject({ nextDue: null, dayOfMonth: null });
    await owner.request({ method: "DELETE", url: `/api/home/tasks/${task.id}` });
  });

  it("remembers who did it last", async () => {
    const provider = await insertProvider(t.db, owner.user.id, { name: "Gutter Guys", category: "General Contractor" });
    const task = await createTask(owner, { title: "Gutters", every: "yearly", nextDue: "2027-10-01" });
    const result = await done(member, task.id, { providerId: provider.id, cost: "120.5", notes: "All clear" });
    expect(result.entry).toMatchObject({
      cost: "120.50",
      provider: { id: provider.id, name: "Gutter Guys" },
      notes: "All clear",
    });
    expect(result.task).toMatchObject({ nextDue: "2028-10-01", lastProvider: { id: provider.id, name: "Gutter Guys" } });
    // A later Done without a provider keeps who did it last.
    expect((await done(owner, task.id)).task.lastProvider?.id).toBe(provider.id);
    await owner.request({ method: "DELETE", url: `/api/home/tasks/${task.id}` });
  });
});

describe("the log", () => {
  it("pages newest first with a Link header and the total", async () => {
    const task = await createTask(owner, { title: "Smoke alarms", every: "monthly", nextDue: "2027-01-05" });
    for (let i = 1; i <= 5; i++) await done(owner, task.id, { date: `2027-0${i}-05` });
    const seen: string[] = [];
    let url: string | null = `/api/home/tasks/${task.id}/log?limit=2`;
    let pages = 0;
    while (url) {
      const res = await owner.request({ method: "GET", url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["x-total-count"]).toBe("5");
      seen.push(...res.json<TaskLogEntry[]>().map((e) => e.doneOn));
      const link = res.headers.link as string | undefined;
      url = link ? /<([^>]+)>; rel="next"/.exec(link)![1]! : null;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(["2027-05-05", "2027-04-05", "2027-03-05", "2027-02-05", "2027-01-05"]);
    await owner.request({ method: "DELETE", url: `/api/home/tasks/${task.id}` });
  });
});

describe("the cap", () => {
  it("holds 200 tasks per household, answered whole under 64 KB, and refuses the 201st", async () => {
    const solo = await createUser(t.app);
    const soloHousehold = (await householdOf(t.db, solo.user.id)).householdId;
    // The longest fields the form takes, so the bound is tested at its largest.
    await t.db.insert(homeTasks).values(
      Array.from({ length: HOME_TASKS_MAX - 1 }, (_, i) => ({
        householdId: soloHousehold,
        createdBy: solo.user.id,
        title: `${"T".repeat(96)} ${String(i).padStart(3, "0")}`,
        every: "twice-yearly" as const,
        nextDue: "2027-01-31",
        dayOfMonth: 31,
        category: "General Contractor",
        notes: "n".repeat(5000),
      })),
    );
    const last = await createTask(solo, { title: "The 200th", every: "twice-yearly", nextDue: "2027-01-31" });
    await done(solo, last.id);
    const over = await solo.request({ method: "POST", url: "/api/home/tasks", payload: { title: "One more", every: "none" } });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: "TASK_LIMIT_REACHED" });
    const bulk = await solo.request({
      method: "POST",
      url: "/api/home/tasks/bulk",
      payload: { tasks: [{ title: "B", every: "none" }] },
    });
    expect(bulk.statusCode).toBe(409);
    const list = await solo.request({ method: "GET", url: "/api/home/tasks" });
    expect(list.json<HomeTaskListItem[]>()).toHaveLength(HOME_TASKS_MAX);
    expect(list.json<HomeTaskListItem[]>().find((x) => x.id === last.id)!.lastDone).not.toBeNull();
    expect(Buffer.byteLength(list.body)).toBeLessThan(PAGE_BYTES_MAX);
  });
});

describe("templates", () => {
  it("offers at least 25 seasonal templates in the app's trades", async () => {
    const res = await viewer.request({ method: "GET", url: "/api/home/task-templates" });
    const templates = res.json<TaskTemplate[]>();
    expect(templates.length).toBeGreaterThanOrEqual(25);
    for (const x of templates) {
      expect(PROVIDER_CATEGORIES).toContain(x.category);
      if (x.month !== undefined) expect(x.month).toBeGreaterThanOrEqual(1);
    }
    expect(templates.map((x) => x.title)).toEqual(
      expect.arrayContaining(["Clean gutters and downspouts", "Replace furnace filter"]),
    );
  });
});

describe("Home's Coming up", () => {
  it("lists the household's tasks due in the next 14 days and overdue, not later or undated ones", async () => {
    const today = dateIn(new Date(), "UTC");
    const provider = await insertProvider(t.db, owner.user.id, { name: "Filter Folks", email: "ff@example.com" });
    const soon = await createTask(owner, { title: "Soon", every: "monthly", nextDue: addDays(today, 3), category: "HVAC" });
    const late = await createTask(member, { title: "Late", every: "yearly", nextDue: addDays(today, -2) });
    const later = await createTask(owner, { title: "Later", every: "yearly", nextDue: addDays(today, 20) });
    const undated = await createTask(owner, { title: "Undated", every: "none" });
    await t.db.update(homeTasks).set({ lastProviderId: provider.id }).where(eq(homeTasks.id, soon.id));
    for (const who of [owner, viewer]) {
      const res = await who.request({ method: "GET", url: "/api/coming-up" });
      expect(res.statusCode, res.body).toBe(200);
      const tasks = res.json<ComingUpItem[]>().filter((i) => i.kind === "task");
      expect(tasks.map((i) => i.id)).toEqual([late.id, soon.id]);
      expect(tasks[1]).toEqual({
        kind: "task",
        id: soon.id,
        title: "Soon",
        date: addDays(today, 3),
        category: "HVAC",
        lastProvider: { id: provider.id, name: "Filter Folks", email: "ff@example.com", phone: null },
      });
    }
    const strangers = await stranger.request({ method: "GET", url: "/api/coming-up" });
    expect(strangers.json<ComingUpItem[]>().filter((i) => i.kind === "task")).toEqual([]);
    for (const x of [soon, late, later, undated]) await owner.request({ method: "DELETE", url: `/api/home/tasks/${x.id}` });
  });
});
