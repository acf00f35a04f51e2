// The server speaks each reader's language (users.language): a German account's calendar file,
// reminder e-mail, weekly digest and hand-over record are in German with German dates and
// amounts; a Spanish account's push is in Spanish; an API error carries its catalogue key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeTasks, projectProviders, projects } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { pdfText } from "../support/pdf-text";
import { startPushService, type TestPushService } from "../support/push-service";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

/** The sweep's "now": noon UTC on a Monday (the weekly digest's day too). */
const NOW = new Date("2026-03-09T12:00:00Z");
const TODAY = "2026-03-09";
const QUIET_OFF = { on: false, from: "21:00", until: "08:00" };

let smtp: TestSmtp;
let push: TestPushService;
let t: TestApp;
/** Dora speaks German, Sofía Spanish; each has a household of their own. */
let dora: SignedInUser, sofia: SignedInUser;

async function speak(user: SignedInUser, language: "de" | "es") {
  const res = await user.request({ method: "PUT", url: "/api/account/language", payload: { choice: language, phone: language } });
  expect(res.statusCode, res.body).toBeLessThan(300);
}
async function patchPrefs(user: SignedInUser, payload: object) {
  const res = await user.request({ method: "PATCH", url: "/api/notifications/preferences", payload });
  expect(res.statusCode, res.body).toBe(200);
}
async function addTask(user: SignedInUser, title: string) {
  const { householdId } = await householdOf(t.db, user.user.id);
  await t.db.insert(homeTasks).values({ householdId, createdBy: user.user.id, title, every: "monthly", nextDue: TODAY });
}

beforeAll(async () => {
  smtp = await startSmtp();
  push = await startPushService();
  t = await buildTestApp({
    smtpUrl: smtp.url,
    push: { subject: "mailto:ops@vowch.example", allowHosts: [push.host], sweepSeconds: 0 },
  });
  dora = await createUser(t.app, { profile: { firstName: "Dora", lastName: "Deutsch", homeAddress: "Elmstraße 12" } });
  sofia = await createUser(t.app, { profile: { firstName: "Sofía", lastName: "Sur" } });
  await speak(dora, "de");
  await speak(sofia, "es");
  for (const u of [dora, sofia]) await patchPrefs(u, { quietHours: QUIET_OFF });
  await patchPrefs(dora, { email: { task_due: true }, weeklyDigest: true });
  const sub = push.subscription();
  const res = await sofia.request({ method: "POST", url: "/api/push/subscriptions", payload: sub });
  expect(res.statusCode, res.body).toBe(201);
  await addTask(dora, "Dachrinne reinigen");
  await addTask(sofia, "Limpiar canaletas");
  await t.app.reminders.sweep(NOW);
  t.app.mailQueue.kick();
  await t.app.mailQueue.idle();
  t.app.push.queue.kick();
  await t.app.push.queue.idle();
});
afterAll(async () => {
  await t?.close();
  await push?.close();
  await smtp?.close();
});

describe("a German account", () => {
  it("gets its reminder e-mail in German, with the day in German", async () => {
    await expect.poll(() => smtp.to(dora.user.email!).length).toBeGreaterThan(0);
    const [mail] = smtp.to(dora.user.email!);
    expect(mail!.subject).toBe("Wartung fällig am 9. März 2026: „Dachrinne reinigen“");
    expect(mail!.text).toContain("In Vowch öffnen");
    expect(mail!.text).toContain("„Eine Wartungsaufgabe ist heute fällig“");
    expect(mail!.text).toContain("Vowch · Wen deine Freunde empfehlen");
    expect(mail!.html).toContain("In Vowch öffnen");
  });

  it("gets its weekly digest in German, its days in German", async () => {
    const before = smtp.to(dora.user.email!).length;
    expect(await t.app.weeklyDigest.run(NOW)).toBeGreaterThan(0);
    await expect.poll(() => smtp.to(dora.user.email!).length).toBe(before + 1);
    const mail = smtp.to(dora.user.email!).at(-1)!;
    expect(mail.subject).toBe("Diese Woche zu Hause: 1 Sache steht an");
    expect(mail.text).toContain("Deine Woche ab Mo., 9. März:");
    expect(mail.text).toContain("• Dachrinne reinigen (Mo., 9. März)");
  });

  it("downloads an estimate's calendar file in German", async () => {
    const [project] = await t.db.insert(projects).values({ userId: dora.user.id, title: "Neues Dach" }).returning();
    const roofer = await insertProvider(t.db, dora.user.id, { name: "Top Dach" });
    const [link] = await t.db
      .insert(projectProviders)
      .values({
        projectId: project!.id,
        providerId: roofer.id,
        status: "estimate_scheduled",
        estimateScheduledDate: new Date("2026-03-12T15:00:00Z"),
        estimateScheduledTime: "15:00",
        estimateTimeZone: "UTC",
      })
      .returning();
    const res = await dora.request({ method: "GET", url: `/api/project-providers/${link!.id}/estimate.ics` });
    expect(res.statusCode).toBe(200);
    const unfolded = res.body.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain("SUMMARY:Kostenvoranschlag: Top Dach");
    expect(unfolded).toContain('DESCRIPTION:Termin für einen Kostenvoranschlag mit Top Dach für "Neues Dach".');
    expect(unfolded).toContain("DTSTART:20260312T150000Z");
  });

  it("gets the hand-over record in German, its amounts and dates in German", async () => {
    const [project] = await t.db
      .insert(projects)
      .values({ userId: dora.user.id, title: "Heizung", status: "completed", endDate: "2026-03-05" })
      .returning();
    const heater = await insertProvider(t.db, dora.user.id, { name: "Warm GmbH", category: "HVAC" });
    await t.db
      .insert(projectProviders)
      .values({ projectId: project!.id, providerId: heater.id, status: "completed", finalAmount: "4200.50" });
    const res = await dora.request({ method: "GET", url: "/api/home/handover.pdf?amounts=true" });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain("Übergabeprotokoll");
    expect(text).toContain("Erledigte Arbeiten");
    expect(text).toMatch(/4\.200,50\s\$/);
    expect(text).toMatch(/Erstellt am \d{1,2}\. \S+ \d{4} mit vowch\./);
  });
});

describe("a Spanish account", () => {
  it("gets its push in Spanish, with the day in Spanish and the action's label", async () => {
    await expect.poll(() => push.messages.filter((m) => m.payload.body.includes("Limpiar canaletas")).length).toBe(1);
    const [msg] = push.messages.filter((m) => m.payload.body.includes("Limpiar canaletas"));
    expect(msg!.payload.body).toBe("Mantenimiento pendiente el 9 mar 2026: «Limpiar canaletas»");
    expect((msg!.payload as { doneLabel?: string }).doneLabel).toBe("Hecho");
    expect(push.rejected).toEqual([]);
  });
});

describe("an API error", () => {
  it("keeps the spec's English message and carries its catalogue key", async () => {
    const res = await sofia.request({ method: "GET", url: "/api/projects/00000000-0000-4000-8000-000000000000" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "Project not found", key: "projectNotFound" });
  });

  it("a schema's message in each field error carries its key too", async () => {
    const res = await sofia.request({ method: "PATCH", url: "/api/notifications/preferences", payload: { weeklyDigest: "ja" } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ key?: string; errors: { message: string; key?: string }[] }>();
    expect(body.key).toBe("weeklydigestMustBeTrueOrFalse");
    expect(body.errors[0]).toMatchObject({ message: "weeklyDigest must be true or false", key: "weeklydigestMustBeTrueOrFalse" });
  });
});
