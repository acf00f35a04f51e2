// The reminder sweep: an upkeep task due today (in each person's time zone), a warranty ending
// within 30 days, an estimate appointment or a recurring service tomorrow reach the household's
// owner and members (and a project's collaborators), never its viewers, in the inbox and on their
// devices (a real loopback push service decrypts each push); once per person, event, subject and
// day, even with several processes sweeping one database at once; quiet hours hold the push; the
// sweep's statements do not grow with the number of people.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationItem, NotificationPreferences } from "../../common/schemas/notifications";
import { buildApp } from "../../server/app";
import {
  homeItems,
  homeTasks,
  householdMembers,
  notifications,
  projectCollaborators,
  projectProviders,
  projects,
  users,
} from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { signUnsubscribeToken, type UnsubscribeScope } from "../../server/features/notifications/unsubscribe-token";
import { sweepReminders } from "../../server/features/reminders/sweep";
import { startPushService, type TestPushService, type TestSubscription } from "../support/push-service";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

/** The sweep's "now": noon UTC; in Auckland (UTC+13 in March) it is already the next day. */
const NOW = new Date("2026-03-10T12:00:00Z");
const TODAY = "2026-03-10";
const TOMORROW = "2026-03-11";
const QUIET_OFF = { on: false, from: "21:00", until: "08:00" };

let push: TestPushService;
let t: TestApp;
/** Olga owns the household; Mel is a member, Vic a viewer; Kai is a member in Auckland; Sam is outside it. */
let olga: SignedInUser, mel: SignedInUser, vic: SignedInUser, kai: SignedInUser, sam: SignedInUser;
const subs = new Map<string, TestSubscription>();
let householdId: string;

async function patchPrefs(user: SignedInUser, payload: object) {
  const res = await user.request({ method: "PATCH", url: "/api/notifications/preferences", payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPreferences>();
}
async function join(who: SignedInUser, role: "member" | "viewer") {
  await t.db.update(householdMembers).set({ householdId, role }).where(eq(householdMembers.userId, who.user.id));
}
/** Lets the push queue send everything due. */
async function settle(app = t.app) {
  app.push.queue.kick();
  await app.push.queue.idle();
}
const pushesTo = (user: SignedInUser) => push.to(subs.get(user.user.id)!.endpoint);
const remindersOf = async (user: SignedInUser, type: NotificationItem["type"]) => {
  const res = await user.request({ method: "GET", url: "/api/notifications?limit=100" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationItem[]>().filter((n) => n.type === type);
};
async function addTask(title: string, nextDue: string) {
  const [task] = await t.db
    .insert(homeTasks)
    .values({ householdId, createdBy: olga.user.id, title, every: "monthly", nextDue })
    .returning();
  return task!;
}

beforeAll(async () => {
  push = await startPushService();
  t = await buildTestApp({ push: { subject: "mailto:ops@vowch.example", allowHosts: [push.host], sweepSeconds: 0 } });
  olga = await createUser(t.app, { profile: { firstName: "Olga", lastName: "Owner", homeAddress: "12 Elm Street" } });
  mel = await createUser(t.app, { profile: { firstName: "Mel", lastName: "Member" } });
  vic = await createUser(t.app, { profile: { firstName: "Vic", lastName: "Viewer" } });
  kai = await createUser(t.app, { profile: { firstName: "Kai", lastName: "Kiwi" } });
  sam = await createUser(t.app, { profile: { firstName: "Sam", lastName: "Stranger" } });
  householdId = (await householdOf(t.db, olga.user.id)).householdId;
  await join(mel, "member");
  await join(vic, "viewer");
  await join(kai, "member");
  await t.db.update(users).set({ timeZone: "Pacific/Auckland" }).where(eq(users.id, kai.user.id));
  for (const u of [olga, mel, vic, kai, sam]) {
    // Whatever the hour the tests run at: quiet hours are tested on their own.
    await patchPrefs(u, { quietHours: QUIET_OFF });
    const sub = push.subscription();
    const res = await u.request({ method: "POST", url: "/api/push/subscriptions", payload: sub });
    expect(res.statusCode, res.body).toBe(201);
    subs.set(u.user.id, sub);
  }
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

describe("an upkeep task due today", () => {
  it("reaches the household's owner and members on their phones, not its viewers; the push opens the task and carries its id", async () => {
    const task = await addTask("Clean the gutters", TODAY);
    const result = await t.app.reminders.sweep(NOW);
    // Olga and Mel (UTC); Kai's day in Auckland is already the 11th.
    expect(result.task_due).toBe(2);
    await settle();
    for (const u of [olga, mel]) {
      await expect.poll(() => pushesTo(u).filter((m) => m.payload.taskId === task.id).length).toBe(1);
      const [msg] = pushesTo(u).filter((m) => m.payload.taskId === task.id);
      expect(msg!.payload).toMatchObject({
        title: "Vowch",
        body: "Upkeep due on Mar 10, 2026: “Clean the gutters”",
        url: `/home#task-${task.id}`,
        taskId: task.id,
      });
      const [item] = await remindersOf(u, "task_due");
      expect(item).toMatchObject({ task: { id: task.id, title: "Clean the gutters" }, dueOn: TODAY, actor: null });
      expect(msg!.payload.tag).toBe(item!.id);
    }
    for (const u of [vic, kai, sam]) {
      expect(pushesTo(u).filter((m) => m.payload.taskId === task.id)).toHaveLength(0);
      expect(await remindersOf(u, "task_due")).toHaveLength(0);
    }
    expect(push.rejected).toEqual([]);
  });

  it("is due on each person's own day: a task due tomorrow in UTC is today in Auckland", async () => {
    const task = await addTask("Test the smoke alarms", TOMORROW);
    await t.app.reminders.sweep(NOW);
    await settle();
    await expect.poll(() => pushesTo(kai).filter((m) => m.payload.taskId === task.id).length).toBe(1);
    for (const u of [olga, mel, vic, sam]) expect(pushesTo(u).filter((m) => m.payload.taskId === task.id)).toHaveLength(0);
  });

  it("is sent once: the next sweeps, a restart, and three processes sweeping at once write nothing more", async () => {
    const task = await addTask("Change the furnace filter", TODAY);
    const helpers = await Promise.all([1, 2].map(() => buildApp({ config: t.config, db: t.db, logger: false })));
    try {
      const apps = [t.app, ...helpers];
      const results = await Promise.all(apps.map((app) => app.reminders.sweep(NOW)));
      expect(results.reduce((n, r) => n + r.task_due, 0)).toBe(2);
      // Later runs of the same day, in any process (a restarted one too).
      for (const app of apps) expect((await app.reminders.sweep(new Date(NOW.getTime() + 3 * 3600_000))).task_due).toBe(0);
      await Promise.all(apps.map((app) => settle(app)));
      for (const u of [olga, mel]) {
        await expect.poll(() => pushesTo(u).filter((m) => m.payload.taskId === task.id).length).toBe(1);
      }
      await Promise.all(apps.map((app) => settle(app)));
      for (const u of [olga, mel]) expect(pushesTo(u).filter((m) => m.payload.taskId === task.id)).toHaveLength(1);
      const rows = await t.db.select().from(notifications).where(eq(notifications.taskId, task.id));
      expect(rows).toHaveLength(2);
    } finally {
      await Promise.all(helpers.map((h) => h.close()));
    }
  });

  it("moved to another day, it is reminded of again on that day", async () => {
    const task = await addTask("Sweep the chimney", TODAY);
    await t.app.reminders.sweep(NOW);
    await t.db.update(homeTasks).set({ nextDue: TOMORROW }).where(eq(homeTasks.id, task.id));
    await t.app.reminders.sweep(new Date("2026-03-11T12:00:00Z"));
    // Olga and Mel on their 11th (Kai's day is the 12th by then).
    const rows = await t.db.select().from(notifications).where(eq(notifications.taskId, task.id));
    expect(rows.map((r) => `${r.userId} ${r.dueOn}`).sort()).toEqual(
      [`${olga.user.id} ${TODAY}`, `${mel.user.id} ${TODAY}`, `${olga.user.id} ${TOMORROW}`, `${mel.user.id} ${TOMORROW}`].sort(),
    );
    await settle();
  });

  it("switched off for push, it stays in the inbox but does not reach the phone", async () => {
    const prefs = await patchPrefs(mel, { push: { task_due: false } });
    expect(prefs.push.task_due).toBe(false);
    // A push switch leaves the reminder's e-mail at its default: off.
    expect(prefs.email.task_due).toBe(false);
    const task = await addTask("Bleed the radiators", TODAY);
    await t.app.reminders.sweep(NOW);
    await settle();
    await expect.poll(() => pushesTo(olga).filter((m) => m.payload.taskId === task.id).length).toBe(1);
    expect(pushesTo(mel).filter((m) => m.payload.taskId === task.id)).toHaveLength(0);
    expect((await remindersOf(mel, "task_due")).some((n) => n.task?.id === task.id)).toBe(true);
    await patchPrefs(mel, { push: { task_due: true } });
  });

  it("quiet hours hold its push; the inbox has it at once", async () => {
    const now = new Date();
    const m = now.getUTCHours() * 60 + now.getUTCMinutes();
    const hhmm = (x: number) => {
      const v = (x + 1440) % 1440;
      return `${String(Math.floor(v / 60)).padStart(2, "0")}:${String(v % 60).padStart(2, "0")}`;
    };
    // Olga's zone is unset (UTC): quiet from an hour ago to two hours ahead of the real clock.
    await patchPrefs(olga, { quietHours: { on: true, from: hhmm(m - 60), until: hhmm(m + 120) } });
    try {
      const task = await addTask("Clear the drains", TODAY);
      await t.app.reminders.sweep(NOW);
      await settle();
      await expect.poll(() => pushesTo(mel).filter((msg) => msg.payload.taskId === task.id).length).toBe(1);
      expect(pushesTo(olga).filter((msg) => msg.payload.taskId === task.id)).toHaveLength(0);
      const [held] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.taskId, task.id), eq(notifications.userId, olga.user.id)));
      expect(held!.pushPending).toBe(true);
      expect(held!.pushNextAt.getTime()).toBeGreaterThan(Date.now() + 100 * 60_000);
      expect((await remindersOf(olga, "task_due")).some((n) => n.task?.id === task.id)).toBe(true);
    } finally {
      await patchPrefs(olga, { quietHours: QUIET_OFF });
    }
  });
});

describe("a warranty ending within 30 days", () => {
  it("reaches the owner and members once, opening the item; not viewers", async () => {
    const [item] = await t.db
      .insert(homeItems)
      .values({ householdId, createdBy: olga.user.id, name: "Furnace", warrantyUntil: "2026-04-01" })
      .returning();
    // Ends in 60 days: not yet.
    await t.db.insert(homeItems).values({ householdId, createdBy: olga.user.id, name: "Fridge", warrantyUntil: "2026-05-09" });
    const first = await t.app.reminders.sweep(NOW);
    expect(first.warranty).toBe(3);
    expect((await t.app.reminders.sweep(NOW)).warranty).toBe(0);
    await settle();
    for (const u of [olga, mel, kai]) {
      await expect.poll(() => pushesTo(u).filter((m) => m.payload.url === `/home/items#item-${item!.id}`).length).toBe(1);
      const [msg] = pushesTo(u).filter((m) => m.payload.url === `/home/items#item-${item!.id}`);
      expect(msg!.payload.body).toBe("The warranty on “Furnace” ends on Apr 1, 2026");
      expect(msg!.payload.taskId).toBeUndefined();
    }
    expect(await remindersOf(vic, "warranty")).toHaveLength(0);
    expect(await remindersOf(sam, "warranty")).toHaveLength(0);
    expect((await remindersOf(olga, "warranty")).map((n) => n.homeItem?.name)).toEqual(["Furnace"]);
  });
});

describe("an estimate appointment or a recurring service tomorrow", () => {
  it("reaches the project's owner, the household's members and its collaborators, not viewers; no amount, no address", async () => {
    const provider = await insertProvider(t.db, olga.user.id, { name: "Ace Roofing", address: "9 Dock Road" });
    const [roof] = await t.db
      .insert(projects)
      .values({ userId: olga.user.id, title: "New roof", budget: "18500.00" })
      .returning();
    await t.db.insert(projectCollaborators).values({ projectId: roof!.id, userId: sam.user.id, invitedBy: olga.user.id });
    await t.db.insert(projectProviders).values({
      projectId: roof!.id,
      providerId: provider.id,
      status: "estimate_scheduled",
      quoteAmount: "9900.00",
      estimateScheduledDate: new Date("2026-03-11T15:00:00Z"),
      estimateScheduledTime: "15:00",
      estimateTimeZone: "UTC",
    });
    const [lawn] = await t.db
      .insert(projects)
      .values({
        userId: olga.user.id,
        title: "Lawn care",
        projectType: "recurring",
        recurringFrequency: "weekly",
        nextServiceDate: TOMORROW,
        recurringBudget: "80.00",
      })
      .returning();
    const result = await t.app.reminders.sweep(NOW);
    // Olga and Mel both; Sam the roof only (a collaborator); Kai the roof only: 15:00 UTC is 04:00 on
    // the 12th in Auckland, Kai's tomorrow, while the service's day, the 11th, is Kai's today.
    expect(result.appointment).toBe(6);
    await settle();
    const estimate = (u: SignedInUser) => pushesTo(u).filter((m) => m.payload.url === `/projects/${roof!.id}?from=notification`);
    const service = (u: SignedInUser) => pushesTo(u).filter((m) => m.payload.url === `/projects/${lawn!.id}?from=notification`);
    for (const u of [olga, mel]) {
      await expect.poll(() => estimate(u).length).toBe(1);
      await expect.poll(() => service(u).length).toBe(1);
      expect(estimate(u)[0]!.payload.body).toBe("Estimate with Ace Roofing for “New roof” on Mar 11, 2026");
      expect(service(u)[0]!.payload.body).toBe("Service for “Lawn care” on Mar 11, 2026");
    }
    for (const u of [sam, kai]) {
      await expect.poll(() => estimate(u).length).toBe(1);
      expect(service(u)).toHaveLength(0);
    }
    expect(estimate(kai)[0]!.payload.body).toBe("Estimate with Ace Roofing for “New roof” on Mar 12, 2026");
    expect(estimate(vic)).toHaveLength(0);
    expect(service(vic)).toHaveLength(0);
    // Lock-screen safe: nothing of an amount or an address in any push.
    for (const msg of push.messages) {
      expect(JSON.stringify(msg.payload)).not.toMatch(/18[,.]?500|9[,.]?900|\$|Elm Street|Dock Road/);
    }
    expect((await t.app.reminders.sweep(NOW)).appointment).toBe(0);
  });
});

describe("the sweep", () => {
  it("sends three statements a run, whatever the number of people", async () => {
    const sweepCount = async () => {
      t.statements.count = 0;
      await sweepReminders(t.app.db, NOW, { email: false });
      return t.statements.count;
    };
    const few = await sweepCount();
    for (let i = 0; i < 6; i += 1) {
      const u = await createUser(t.app);
      await join(u, i % 2 ? "member" : "viewer");
    }
    await addTask("Wash the windows", TODAY);
    expect(await sweepCount()).toBe(few);
    expect(few).toBe(3);
  });

  it("the preferences list the reminders: push on, e-mail off until turned on", async () => {
    const prefs = (await sam.request({ method: "GET", url: "/api/notifications/preferences" })).json<NotificationPreferences>();
    for (const type of ["task_due", "warranty", "appointment"] as const) {
      expect(prefs.push[type]).toBe(true);
      expect(prefs.email[type]).toBe(false);
    }
    expect(prefs.email.link_suggestion).toBe(true);
    const on = await patchPrefs(sam, { email: { appointment: true } });
    expect(on.email.appointment).toBe(true);
    expect(on.push.appointment).toBe(true);
  });

  it("an e-mail's unsubscribe link naming the link suggestion's old event name still works", async () => {
    const token = signUnsubscribeToken(t.config.sessionSecret, sam.user.id, "suggestion_via_link" as UnsubscribeScope);
    const res = await t.app.inject({ method: "POST", url: `/api/notifications/unsubscribe?token=${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ type: "link_suggestion", email: false });
  });
});
