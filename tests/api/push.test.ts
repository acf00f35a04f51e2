// Web Push: the key kept in the database (the same for every process, replaced by VAPID_* and then
// the old subscriptions gone), devices registered on allowed push services only, a test push and
// every inbox event delivered to a real (loopback) push service that checks the VAPID JWT and
// decrypts the message, dead subscriptions cleaned up, quiet hours holding pushes, sign-out and
// account deletion removing devices.
import { eq } from "drizzle-orm";
import webPush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationPreferences } from "../../common/schemas/notifications";
import { buildApp } from "../../server/app";
import { notifications, pushKeys, pushSubscriptions } from "../../server/db/schema";
import { startPushService, type TestPushService, type TestSubscription } from "../support/push-service";
import { buildTestApp, createUser, TEST_PASSWORD, type SignedInUser, type TestApp } from "../support/test-app";

let push: TestPushService;
let t: TestApp;
let ann: SignedInUser, ben: SignedInUser;

const QUIET_OFF = { on: false, from: "21:00", until: "08:00" };

beforeAll(async () => {
  push = await startPushService();
  t = await buildTestApp({ push: { subject: "mailto:ops@vowch.example", allowHosts: [push.host], sweepSeconds: 0 } });
  ann = await createUser(t.app, { profile: { firstName: "Ann", lastName: "Asker" } });
  ben = await createUser(t.app, { profile: { firstName: "Ben", lastName: "Book" } });
  // Whatever the hour the tests run at: quiet hours are tested on their own.
  for (const u of [ann, ben]) await patchPrefs(u, { quietHours: QUIET_OFF });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

async function patchPrefs(user: SignedInUser, payload: object) {
  const res = await user.request({ method: "PATCH", url: "/api/notifications/preferences", payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationPreferences>();
}
async function subscribe(user: SignedInUser, sub: TestSubscription, status = 201) {
  const res = await user.request({
    method: "POST",
    url: "/api/push/subscriptions",
    payload: sub,
    headers: { "user-agent": "TestPhone/1" },
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ id: string }>().id;
}
/** Lets the push queue send everything due. */
async function settle(app = t.app) {
  app.push.queue.kick();
  await app.push.queue.idle();
}

describe("the key", () => {
  it("GET /api/push/key: the 65-byte P-256 point, base64url, kept in the database", async () => {
    const res = await ann.request({ method: "GET", url: "/api/push/key" });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    const point = Buffer.from(publicKey, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const [row] = await t.db.select().from(pushKeys);
    expect(row!.publicKey).toBe(publicKey);
    // A second process on the same database signs with the same key.
    const other = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      expect((await other.push.keys()).publicKey).toBe(publicKey);
    } finally {
      await other.close();
    }
  });

  it("signed out: 401", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/push/key" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });
});

describe("devices", () => {
  it("subscribe: 201 with its id; the same endpoint again: 200, the same id, new keys", async () => {
    const sub = push.subscription();
    const id = await subscribe(ann, sub);
    const fresh = push.subscription();
    const again = await subscribe(ann, { endpoint: sub.endpoint, keys: fresh.keys }, 200);
    expect(again).toBe(id);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    expect(row!.p256dh).toBe(fresh.keys.p256dh);
    const list = await ann.request({ method: "GET", url: "/api/push/subscriptions" });
    expect(list.json()).toEqual([{ id, createdAt: expect.any(String), userAgent: "TestPhone/1" }]);
    await ann.request({ method: "DELETE", url: `/api/push/subscriptions/${id}` });
  });

  it("one account per endpoint: a second account registering it takes it over", async () => {
    const sub = push.subscription();
    const id = await subscribe(ann, sub);
    expect(await subscribe(ben, sub, 200)).toBe(id);
    expect((await ann.request({ method: "GET", url: "/api/push/subscriptions" })).json()).toEqual([]);
    // Another account's id: not found; the owner's delete: 204.
    expect((await ann.request({ method: "DELETE", url: `/api/push/subscriptions/${id}` })).statusCode).toBe(404);
    expect((await ben.request({ method: "DELETE", url: `/api/push/subscriptions/${id}` })).statusCode).toBe(204);
    expect((await ben.request({ method: "DELETE", url: `/api/push/subscriptions/${id}` })).statusCode).toBe(404);
  });

  it.each([
    ["a private address", "http://10.0.0.5/push/1"],
    ["a private address over https", "https://10.0.0.5/push/1"],
    ["loopback not listed", "https://127.0.0.1:9/push/1"],
    ["an unknown host", "https://push.example.com/send/1"],
    ["a known service over http", "http://fcm.googleapis.com/fcm/send/abc"],
    ["a look-alike name", "https://fcm.googleapis.com.evil.example/fcm/send/abc"],
    ["a known service on another port", "https://fcm.googleapis.com:8443/fcm/send/abc"],
    ["credentials in the URL", "https://user:pw@fcm.googleapis.com/fcm/send/abc"],
    ["not a URL", "fcm.googleapis.com/fcm/send/abc"],
  ])("refuses %s with 400", async (_what, endpoint) => {
    const res = await ann.request({
      method: "POST",
      url: "/api/push/subscriptions",
      payload: { endpoint, keys: push.subscription().keys },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it.each([
    "https://fcm.googleapis.com/fcm/send/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/abc",
    "https://web.push.apple.com/QAbc",
    "https://wns2-by3p.notify.windows.com/w/?token=abc",
  ])("accepts the known push service %s", async (endpoint) => {
    const id = await subscribe(ann, { endpoint, keys: push.subscription().keys });
    expect((await ann.request({ method: "DELETE", url: `/api/push/subscriptions/${id}` })).statusCode).toBe(204);
  });

  it("refuses keys of the wrong size", async () => {
    const { endpoint } = push.subscription();
    const res = await ann.request({
      method: "POST",
      url: "/api/push/subscriptions",
      payload: { endpoint, keys: { p256dh: "AAAA", auth: "AAAA" } },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("pushes", () => {
  let annSub: TestSubscription;
  let benSub: TestSubscription;
  beforeAll(async () => {
    annSub = push.subscription();
    benSub = push.subscription();
    await subscribe(ann, annSub);
    await subscribe(ben, benSub);
    await settle();
  });

  it("the test push: 202, 'Notifications are on' on each of the caller's devices, signed and encrypted", async () => {
    const second = push.subscription();
    await subscribe(ann, second);
    const res = await ann.request({ method: "POST", url: "/api/push/test" });
    expect(res.statusCode).toBe(202);
    await expect.poll(() => push.to(annSub.endpoint).length).toBe(1);
    await expect.poll(() => push.to(second.endpoint).length).toBe(1);
    const [msg] = push.to(annSub.endpoint);
    expect(msg!.payload).toMatchObject({ title: "Vowch", body: "Notifications are on", url: "/notifications" });
    expect(msg!.ttl).toBeGreaterThan(0);
    expect(msg!.vapidKey).toBe((await t.app.push.keys()).publicKey);
    expect(push.to(benSub.endpoint)).toHaveLength(0);
    expect(push.rejected).toEqual([]);
  });

  it("an inbox event reaches the recipient's phone with the inbox's sentence and the screen it opens", async () => {
    const project = (await ann.request({ method: "POST", url: "/api/projects", payload: { title: "New roof" } })).json<{
      id: string;
    }>();
    const add = await ann.request({
      method: "POST",
      url: `/api/projects/${project.id}/collaborators`,
      payload: { userId: ben.user.id },
    });
    expect(add.statusCode, add.body).toBe(201);
    await settle();
    await expect.poll(() => push.to(benSub.endpoint).length).toBe(1);
    expect(push.to(benSub.endpoint)[0]!.payload).toMatchObject({
      title: "Vowch",
      body: "Ann Asker added you to the project “New roof”",
      url: `/projects/${project.id}?from=notification`,
    });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, ben.user.id));
    expect(row!.pushPending).toBe(false);
    expect(push.to(benSub.endpoint)[0]!.payload.tag).toBe(row!.id);
  });

  it("an inbox row for someone without a device is owed no push; with one it is", async () => {
    const cy = await createUser(t.app, { profile: { firstName: "Cy", lastName: "Clear" } });
    const [bare] = await t.db
      .insert(notifications)
      .values({ userId: cy.user.id, type: "invite_joined", actorUserId: ann.user.id })
      .returning();
    expect(bare!.pushPending).toBe(false);
    await subscribe(cy, push.subscription());
    const [owed] = await t.db
      .insert(notifications)
      .values({ userId: cy.user.id, type: "invite_joined", actorUserId: ann.user.id })
      .returning();
    expect(owed!.pushPending).toBe(true);
  });

  it("any row of the inbox is pushed, whichever statement wrote it; an event switched off is not", async () => {
    const before = push.to(benSub.endpoint).length;
    await t.db.insert(notifications).values({ userId: ben.user.id, type: "invite_joined", actorUserId: ann.user.id });
    await settle();
    await expect.poll(() => push.to(benSub.endpoint).length).toBe(before + 1);
    expect(push.to(benSub.endpoint).at(-1)!.payload.body).toBe("Ann joined through your link — add to your contacts?");

    const prefs = await patchPrefs(ben, { push: { invite_joined: false } });
    expect(prefs.push.invite_joined).toBe(false);
    expect(prefs.push.collaborator).toBe(true);
    expect(prefs.email.invite_joined).toBe(true);
    expect(prefs.pushAvailable).toBe(true);
    await t.db.insert(notifications).values({ userId: ben.user.id, type: "invite_joined", actorUserId: ann.user.id });
    await settle();
    expect(push.to(benSub.endpoint)).toHaveLength(before + 1);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, ben.user.id));
    expect(rows.every((r) => !r.pushPending)).toBe(true);
    await patchPrefs(ben, { push: { invite_joined: true } });
  });

  it("a subscription the push service answers 410 (or 404) is deleted", async () => {
    const dead = push.subscription();
    const id = await subscribe(ann, dead);
    push.answer(dead.endpoint, 410);
    await ann.request({ method: "POST", url: "/api/push/test" });
    await expect
      .poll(async () => (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).length)
      .toBe(0);
    const gone = push.subscription();
    const goneId = await subscribe(ann, gone);
    push.answer(gone.endpoint, 404);
    await t.db.insert(notifications).values({ userId: ann.user.id, type: "invite_joined", actorUserId: ben.user.id });
    await settle();
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, goneId))).toHaveLength(0);
  });

  it("a push service that fails is tried again later; the other devices are not held up", async () => {
    const down = push.subscription();
    await subscribe(ben, down);
    push.answer(down.endpoint, 500);
    const before = push.to(benSub.endpoint).length;
    const [row] = await t.db
      .insert(notifications)
      .values({ userId: ben.user.id, type: "invite_joined", actorUserId: ann.user.id })
      .returning();
    await settle();
    expect(push.to(benSub.endpoint)).toHaveLength(before + 1);
    const [after] = await t.db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(after!.pushPending).toBe(true);
    expect(after!.pushAttempts).toBe(1);
    expect(after!.pushNextAt.getTime()).toBeGreaterThan(Date.now());
    // The service is back: the retry (due now) reaches it.
    push.answer(down.endpoint, 201);
    await t.db.update(notifications).set({ pushNextAt: new Date() }).where(eq(notifications.id, row!.id));
    await settle();
    expect(push.to(down.endpoint)).toHaveLength(1);
    const [done] = await t.db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(done!.pushPending).toBe(false);
  });

  it("quiet hours hold a push until they end; the test push ignores them", async () => {
    const now = new Date();
    const m = now.getUTCHours() * 60 + now.getUTCMinutes();
    const hhmm = (x: number) => {
      const v = (x + 1440) % 1440;
      return `${String(Math.floor(v / 60)).padStart(2, "0")}:${String(v % 60).padStart(2, "0")}`;
    };
    // Ann's time zone is unset (UTC); quiet from an hour ago to two hours ahead.
    const prefs = await patchPrefs(ann, { quietHours: { on: true, from: hhmm(m - 60), until: hhmm(m + 120) } });
    expect(prefs.quietHours).toEqual({ on: true, from: hhmm(m - 60), until: hhmm(m + 120) });
    const before = push.to(annSub.endpoint).length;
    const [row] = await t.db
      .insert(notifications)
      .values({ userId: ann.user.id, type: "invite_joined", actorUserId: ben.user.id })
      .returning();
    await settle();
    expect(push.to(annSub.endpoint)).toHaveLength(before);
    const [held] = await t.db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(held!.pushPending).toBe(true);
    expect(held!.pushAttempts).toBe(0);
    // Held until the window's end, about two hours from now.
    expect(held!.pushNextAt.getTime()).toBeGreaterThan(Date.now() + 100 * 60_000);

    await ann.request({ method: "POST", url: "/api/push/test" });
    await expect.poll(() => push.to(annSub.endpoint).length).toBe(before + 1);

    // Morning: the window over, the held push goes.
    await patchPrefs(ann, { quietHours: QUIET_OFF });
    await t.db.update(notifications).set({ pushNextAt: new Date() }).where(eq(notifications.id, row!.id));
    await settle();
    expect(push.to(annSub.endpoint)).toHaveLength(before + 2);
  });

  it("quiet hours are checked", async () => {
    for (const quietHours of [
      { on: true, from: "25:00", until: "08:00" },
      { on: true, from: "9pm", until: "08:00" },
      { on: "yes" },
    ]) {
      const res = await ann.request({ method: "PATCH", url: "/api/notifications/preferences", payload: { quietHours } });
      expect(res.statusCode).toBe(400);
    }
  });

  it("the default quiet hours: 21:00–08:00", async () => {
    const cat = await createUser(t.app);
    const prefs = (await cat.request({ method: "GET", url: "/api/notifications/preferences" })).json<NotificationPreferences>();
    expect(prefs.quietHours).toEqual({ on: true, from: "21:00", until: "08:00" });
    expect(prefs.pushAvailable).toBe(false);
    expect(Object.values(prefs.push).every(Boolean)).toBe(true);
  });
});

describe("devices go", () => {
  it("sign-out removes the device that session registered; other sessions' stay", async () => {
    const dee = await createUser(t.app);
    const sub = push.subscription();
    const id = await subscribe(dee, sub);
    const res = await dee.request({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).toHaveLength(0);
    expect((await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ann.user.id))).length).toBeGreaterThan(
      0,
    );
  });

  it("account deletion removes every device", async () => {
    const eve = await createUser(t.app);
    await subscribe(eve, push.subscription());
    const res = await eve.request({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE", password: TEST_PASSWORD },
    });
    expect([200, 204]).toContain(res.statusCode);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, eve.user.id))).toHaveLength(0);
  });

  it("a new key (VAPID_* set) deletes every stored subscription", async () => {
    await subscribe(ann, push.subscription());
    const given = webPush.generateVAPIDKeys();
    const other = await buildApp({
      config: { ...t.config, push: { ...t.config.push, keys: given } },
      db: t.db,
      logger: false,
    });
    try {
      expect((await other.push.keys()).publicKey).toBe(given.publicKey);
      expect(await t.db.select().from(pushSubscriptions)).toHaveLength(0);
      const [row] = await t.db.select().from(pushKeys);
      expect(row).toMatchObject({ publicKey: given.publicKey, privateKey: null });
    } finally {
      await other.close();
    }
  });
});
