// The weekly e-mail "This week at home" through a real SMTP server (mails parsed by mailparser):
// off until the person turns it on; due on their own Monday from 08:00 in their time zone; the
// week's tasks (not a viewer's), visits of their own projects and warranties ending within 30 days,
// with typed titles never links and no one's e-mail or phone; an empty week sends nothing; the
// one-click unsubscribe turns it off; several processes on one database send each week once, in a
// fixed number of statements whatever the number of people.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationPreferences } from "../../common/schemas/notifications";
import { buildApp } from "../../server/app";
import { homeItems, homeTasks, householdMembers, projectProviders, projects, users, weeklyDigests } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { randomInt } from "node:crypto";

const uniquePhone = () => `+1 628 ${randomInt(200, 999)} ${String(randomInt(0, 10_000)).padStart(4, "0")}`;
import { insertProvider } from "./projects-helpers";

const PUBLIC_URL = "https://vowch.example";
/** A Monday; the next one is a week later. */
const MONDAY = "2027-03-01";
const NEXT_MONDAY = "2027-03-08";

let smtp: TestSmtp;
let t: TestApp;
/** Olive owns the household, Max is a member, Vera a viewer; Ned never turns the digest on; Emma has nothing this week; Kiri lives in Auckland. */
let olive: SignedInUser, max: SignedInUser, vera: SignedInUser, ned: SignedInUser, emma: SignedInUser, kiri: SignedInUser;

const mailsTo = (user: SignedInUser) => smtp.to(user.user.email!);
const run = (at: string) => t.app.weeklyDigest.run(new Date(at));
const prefs = async (user: SignedInUser) => {
  const res = await user.request({ method: "GET", url: "/api/notifications/preferences" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPreferences>();
};
const turnOn = async (user: SignedInUser) => {
  const res = await user.request({ method: "PATCH", url: "/api/notifications/preferences", payload: { weeklyDigest: true } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<NotificationPreferences>().weeklyDigest).toBe(true);
};

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  // A number of its own per person: files running at once on one database prove their numbers too.
  const person = (firstName: string) => createUser(t.app, { profile: { firstName, lastName: "Home", phone: uniquePhone() } });
  [olive, max, vera, ned, emma, kiri] = await Promise.all([
    person("Olive"),
    person("Max"),
    person("Vera"),
    person("Ned"),
    person("Emma"),
    person("Kiri"),
  ]);
  const household = (await householdOf(t.db, olive.user.id)).householdId;
  for (const [user, role] of [
    [max, "member"],
    [vera, "viewer"],
  ] as const) {
    await t.db.update(householdMembers).set({ householdId: household, role }).where(eq(householdMembers.userId, user.user.id));
  }
  await t.db.update(users).set({ timeZone: "Pacific/Auckland" }).where(eq(users.id, kiri.user.id));
  const nedHousehold = (await householdOf(t.db, ned.user.id)).householdId;
  const kiriHousehold = (await householdOf(t.db, kiri.user.id)).householdId;
  await t.db.insert(homeTasks).values([
    { householdId: household, title: "Clean the gutters, see evil.example", every: "none", nextDue: "2027-03-03" },
    { householdId: household, title: "Bleed the radiators", every: "none", nextDue: NEXT_MONDAY },
    { householdId: nedHousehold, title: "Ned's own task", every: "none", nextDue: "2027-03-02" },
    { householdId: kiriHousehold, title: "Kiri's own task", every: "none", nextDue: MONDAY },
  ]);
  await t.db.insert(homeItems).values([
    { householdId: household, name: "Furnace", warrantyUntil: "2027-03-20" },
    { householdId: household, name: "Boiler", warrantyUntil: "2027-05-01" },
  ]);
  // Olive's visits this week: a recurring service and an estimate appointment with a provider
  // whose e-mail and phone must not travel.
  await t.db.insert(projects).values([
    {
      userId: olive.user.id,
      title: "Lawn care",
      projectType: "recurring",
      recurringFrequency: "weekly",
      nextServiceDate: "2027-03-05",
    },
    {
      userId: ned.user.id,
      title: "Ned's lawn",
      projectType: "recurring",
      recurringFrequency: "weekly",
      nextServiceDate: "2027-03-05",
    },
  ]);
  const [roof] = await t.db.insert(projects).values({ userId: olive.user.id, title: "New roof" }).returning();
  const roofer = await insertProvider(t.db, olive.user.id, {
    name: "Top Roofs",
    email: "roofs@top-roofs.example",
    phone: "+1 415 555 0999",
  });
  await t.db.insert(projectProviders).values({
    projectId: roof!.id,
    providerId: roofer.id,
    status: "estimate_scheduled",
    estimateScheduledDate: new Date("2027-03-02T15:00:00Z"),
    estimateScheduledTime: "15:00",
    estimateTimeZone: "UTC",
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("the weekly digest", () => {
  it("is off by default: nothing is sent", async () => {
    expect((await prefs(ned)).weeklyDigest).toBe(false);
    expect(await run(`${MONDAY}T09:00:00Z`)).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await t.db.select().from(weeklyDigests)).toHaveLength(0);
  });

  it("refuses a switch that is not true or false", async () => {
    const res = await olive.request({ method: "PATCH", url: "/api/notifications/preferences", payload: { weeklyDigest: "yes" } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain("weeklyDigest must be true or false");
  });

  it("comes on each person's own Monday from 08:00, once", async () => {
    for (const user of [olive, max, vera, emma, kiri]) await turnOn(user);
    // Sunday 07:00 UTC+13 in Auckland: not yet.
    expect(await run("2027-02-28T18:00:00Z")).toBe(0);
    // Monday 08:30 in Auckland: Kiri only.
    expect(await run("2027-02-28T19:30:00Z")).toBe(1);
    expect(mailsTo(kiri)).toHaveLength(1);
    expect(mailsTo(kiri)[0]!.text).toContain("Kiri's own task");
    expect(await run(`${MONDAY}T07:59:00Z`)).toBe(0);
    expect(await run(`${MONDAY}T08:30:00Z`)).toBe(3);
    expect(await run(`${MONDAY}T12:00:00Z`)).toBe(0);
    for (const user of [olive, max, vera, kiri]) expect(mailsTo(user), user.user.email!).toHaveLength(1);
    expect(mailsTo(ned)).toHaveLength(0);
  });

  it("lists the week's tasks, visits and warranties, typed words never links, nobody's e-mail or phone", async () => {
    const mail = mailsTo(olive)[0]!;
    expect(mail.subject).toBe("This week at home: 4 things coming up");
    expect(mail.text).toContain("Your week from Mon 1 Mar:");
    expect(mail.text).toContain("• Clean the gutters, see evil[.]example (Wed 3 Mar)");
    expect(mail.text).toContain("• Estimate with Top Roofs for “New roof” (Tue 2 Mar, 15:00)");
    expect(mail.text).toContain("• Lawn care: recurring service (Fri 5 Mar)");
    expect(mail.text).toContain("• Furnace (Sat 20 Mar)");
    for (const absent of ["Bleed the radiators", "Boiler", "Ned's", "evil.example", "roofs@", "+1 415"]) {
      expect(mail.text).not.toContain(absent);
      expect(mail.html).not.toContain(absent);
    }
    expect(mail.text).toContain(`Your home's upkeep: ${PUBLIC_URL}/home`);
    expect(mail.text).toContain(`Your projects: ${PUBLIC_URL}/projects`);
    expect(mail.text).toContain(`Your home's records: ${PUBLIC_URL}/home/items`);
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.every((h) => h.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(hrefs).toContain(`${PUBLIC_URL}/home`);
    // Max is a member: the tasks and warranties, not Olive's own projects.
    const member = mailsTo(max)[0]!.text;
    expect(member).toContain("Clean the gutters");
    expect(member).toContain("Furnace");
    expect(member).not.toContain("Lawn care");
  });

  it("gives a viewer no tasks", async () => {
    const viewer = mailsTo(vera)[0]!;
    expect(viewer.subject).toBe("This week at home: 1 thing coming up");
    expect(viewer.text).toContain("Furnace");
    expect(viewer.text).not.toContain("Clean the gutters");
    expect(viewer.text).not.toContain("Upkeep");
  });

  it("sends nothing for an empty week", async () => {
    expect(mailsTo(emma)).toHaveLength(0);
    const [claim] = await t.db
      .select()
      .from(weeklyDigests)
      .where(and(eq(weeklyDigests.userId, emma.user.id), eq(weeklyDigests.week, MONDAY)));
    expect(claim?.sentAt).toBeNull();
  });

  it("turns off in one click from the mail app's Unsubscribe (List-Unsubscribe)", async () => {
    const mail = mailsTo(olive)[0]!;
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const url = new URL(/<([^>]+)>/.exec(mail.header("list-unsubscribe")!)![1]!);
    expect(url.origin).toBe(PUBLIC_URL);
    const before = await prefs(olive);
    const res = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ type: "weekly_digest", email: false });
    const after = await prefs(olive);
    expect(after.weeklyDigest).toBe(false);
    // Only the digest: every event's e-mail stays as it was.
    expect(after.email).toEqual(before.email);
  });

  it("the text's unsubscribe link names the digest, and Undo turns it back on", async () => {
    const link = new URL(linkIn(mailsTo(max)[0]!.text.split("Stop this weekly e-mail:")[1]!, `${PUBLIC_URL}/unsubscribe?token=`));
    const off = await t.app.inject({ method: "POST", url: `/api/notifications/unsubscribe${link.search}` });
    expect(off.json()).toEqual({ type: "weekly_digest", email: false });
    expect((await prefs(max)).weeklyDigest).toBe(false);
    const on = await t.app.inject({ method: "POST", url: `/api/notifications/resubscribe${link.search}` });
    expect(on.json()).toEqual({ type: "weekly_digest", email: true });
    expect((await prefs(max)).weeklyDigest).toBe(true);
  });

  it("several processes on one database send each person's week once, in a fixed number of statements", async () => {
    const helpers = await Promise.all([1, 2].map(() => buildApp({ config: t.config, db: t.db, logger: false })));
    try {
      const now = new Date(`${NEXT_MONDAY}T09:00:00Z`);
      t.statements.count = 0;
      const sent = await Promise.all([t.app, ...helpers].map((app) => app.weeklyDigest.run(now)));
      // Max (the radiators, the furnace) and Vera (the furnace); Olive turned it off, Kiri and Emma have nothing.
      expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
      // The zones, the clean-up, a claim, a read and the "sent" mark: whatever the number of people.
      expect(t.statements.count).toBeLessThanOrEqual(5);
      expect(mailsTo(max)).toHaveLength(2);
      expect(mailsTo(max)[1]!.text).toContain("Bleed the radiators");
      expect(mailsTo(vera)).toHaveLength(2);
      expect(mailsTo(olive)).toHaveLength(1);
      expect(mailsTo(kiri)).toHaveLength(1);
      expect(mailsTo(emma)).toHaveLength(0);
    } finally {
      await Promise.all(helpers.map((h) => h.close()));
    }
  });

  it("sends nothing when the server sends no e-mail", async () => {
    const quiet = await buildApp({ config: { ...t.config, smtpUrl: undefined }, db: t.db, logger: false });
    try {
      expect(quiet.mailer.enabled).toBe(false);
      expect(await quiet.weeklyDigest.run(new Date("2027-03-15T09:00:00Z"))).toBe(0);
      expect(
        (await quiet.inject({ method: "GET", url: "/api/notifications/preferences", headers: { cookie: max.cookie } })).json(),
      ).toMatchObject({
        emailAvailable: false,
        weeklyDigest: true,
      });
    } finally {
      await quiet.close();
    }
  });
});
