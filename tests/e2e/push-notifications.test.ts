// Notifications on the phone at 390×844: the notifications screen's push part in each state (off,
// on, blocked, an iPhone in a browser tab), turning notifications on (the subscription the page
// makes is what the server stores), the push switches and quiet hours saved, the test push
// reaching the push service, and sign-out removing this device.
//
// Chromium here cannot subscribe (headless, a fresh profile: `pushManager.subscribe` fails with
// "Registration failed - permission denied" even with the permission granted), and its own push
// service could not be reached anyway. So an init script stands in for the browser's push service
// client only: `PushManager.subscribe` returns a realistic subscription (an endpoint and keys made
// by the loopback push service of tests/support/push-service.ts, so the server's test push is
// really encrypted, signed, sent and decrypted), and `getSubscription`/`unsubscribe` follow it.
// Everything else is the real page, service worker, permission and server.
import type { BrowserContextOptions, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pushSubscriptions } from "../../server/db/schema";
import { startPushService, type TestPushService, type TestSubscription } from "../support/push-service";
import {
  collectPageErrors,
  expectVisible,
  poll,
  screenshot,
  screenshotAt320,
  signUpThroughApi,
  toast,
  useE2E,
} from "../support/e2e";
import { testConfig, uniqueEmail } from "../support/test-app";

const FLOW_TIMEOUT = 240_000;
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let service: TestPushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service?.close());
const e2e = useE2E(() => ({ config: { push: { ...testConfig().push, allowHosts: [service.host] } } }));

/** The browser's push client, standing in for Chromium's (see the file's comment). */
function fakePushClient(subscription: TestSubscription) {
  const KEY = "e2e:push-subscription";
  type Stored = TestSubscription & { serverKey: number[] };
  const made = (stored: Stored) => ({
    endpoint: stored.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(stored.serverKey).buffer },
    toJSON: () => ({ endpoint: stored.endpoint, expirationTime: null, keys: stored.keys }),
    unsubscribe: () => {
      localStorage.removeItem(KEY);
      return Promise.resolve(true);
    },
  });
  PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer) : null;
    if (!bytes) return Promise.reject(new DOMException("applicationServerKey is required", "InvalidAccessError"));
    const stored: Stored = { ...subscription, serverKey: [...bytes] };
    localStorage.setItem(KEY, JSON.stringify(stored));
    return Promise.resolve(made(stored) as unknown as PushSubscription);
  };
  PushManager.prototype.getSubscription = function () {
    const raw = localStorage.getItem(KEY);
    return Promise.resolve(raw ? (made(JSON.parse(raw) as Stored) as unknown as PushSubscription) : null);
  };
}

/** A signed-in phone with the service worker and the notifications permission granted. */
async function phone(name: string, options: BrowserContextOptions & { grant?: boolean } = {}) {
  const { grant = true, ...contextOptions } = options;
  const context = await e2e.newContext({ serviceWorkers: "allow", ...contextOptions });
  if (grant) await context.grantPermissions(["notifications"], { origin: e2e.baseUrl });
  const subscription = service.subscription();
  await context.addInitScript(fakePushClient, subscription);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const user = await signUpThroughApi(page, uniqueEmail(name), {
    firstName: name,
    lastName: "Phone",
    phone: "415-555-0150",
    homeAddress: "5 Pier Road",
  });
  return { context, page, errors, user, subscription };
}

/** The notifications screen, once the service worker is active (a subscription needs it). */
async function openNotifications(page: Page) {
  await page.goto("/notifications");
  await page.getByRole("heading", { name: "On your phone" }).waitFor();
  await poll(() => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.state ?? null))).toBe("activated");
}

const devicesOf = (userId: string) => e2e.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

it(
  "turns notifications on: the page's subscription on the server, switches and quiet hours saved, a test push sent",
  async () => {
    const { context, page, errors, user, subscription } = await phone("Nora");
    await openNotifications(page);
    // Off: one button, no push switches or devices yet.
    const turnOn = page.getByRole("button", { name: "Turn on notifications" });
    await expectVisible(turnOn);
    expect(await page.getByRole("heading", { name: "Notify my devices about" }).count()).toBe(0);
    await screenshot(page, "push-01-off");

    await turnOn.click();
    await expectVisible(toast(page, "Notifications are on"));
    await expectVisible(page.getByText("Notifications are on for this device, even when Vowch is closed."));
    // The server keeps exactly the subscription the page was given, with this browser's name.
    const devices = await devicesOf(user.id);
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
    const listed = (await (await page.request.get("/api/push/subscriptions")).json()) as { id: string; userAgent: string }[];
    expect(listed).toEqual([expect.objectContaining({ id: devices[0]!.id, userAgent: expect.stringContaining("Chrome") })]);
    await expectVisible(page.getByRole("list", { name: "Your devices" }).getByText(/^This device ·/));
    // …made with the server's key.
    const { publicKey } = (await (await page.request.get("/api/push/key")).json()) as { publicKey: string };
    const keyBytes = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("e2e:push-subscription")!) as { serverKey: number[] }).serverKey,
    );
    expect(Buffer.from(keyBytes).toString("base64url")).toBe(publicKey);

    // A push switch per event, saved.
    await expectVisible(page.getByRole("heading", { name: "Notify my devices about" }));
    const vouchPush = page.locator("#push-vouch");
    await expect.poll(() => vouchPush.getAttribute("aria-checked")).toBe("true");
    await vouchPush.click();
    await poll(async () => {
      const prefs = (await (await page.request.get("/api/notifications/preferences")).json()) as {
        push: Record<string, boolean>;
      };
      return prefs.push.vouch;
    }).toBe(false);

    // Quiet hours: on by default, 21:00 to 08:00; the start moved to 22:30.
    await poll(() => page.getByRole("switch", { name: "Quiet hours" }).getAttribute("aria-checked")).toBe("true");
    await poll(() => page.getByLabel("From").inputValue()).toBe("21:00");
    await page.getByLabel("From").fill("22:30");
    await page.getByLabel("Until").focus();
    await poll(async () => {
      const prefs = (await (await page.request.get("/api/notifications/preferences")).json()) as { quietHours: unknown };
      return prefs.quietHours;
    }).toEqual({ on: true, from: "22:30", until: "08:00" });

    // The test push: a toast here, and the message at the push service, decrypted.
    await page.getByRole("button", { name: "Send a test notification" }).click();
    await expectVisible(toast(page, "Test notification sent"));
    await poll(() => service.to(subscription.endpoint).map((m) => m.payload.body)).toEqual(["Notifications are on"]);
    expect(service.rejected).toEqual([]);

    await screenshot(page, "push-02-on");
    await screenshotAt320(page, "push-02-on", () =>
      page.getByRole("heading", { name: "On your phone" }).scrollIntoViewIfNeeded(),
    );
    // The app open again: the device is current, nothing is made again.
    await page.reload();
    await expectVisible(page.getByText("Notifications are on for this device, even when Vowch is closed."));
    expect(await devicesOf(user.id)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  },
  FLOW_TIMEOUT,
);

it(
  "sign-out removes this device: the server's row and the browser's subscription",
  async () => {
    const { context, page, errors, user } = await phone("Sam");
    await openNotifications(page);
    await page.getByRole("button", { name: "Turn on notifications" }).click();
    await expectVisible(toast(page, "Notifications are on"));
    expect(await devicesOf(user.id)).toHaveLength(1);

    await page.goto("/profile");
    await page.getByRole("link", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await poll(async () => (await devicesOf(user.id)).length).toBe(0);
    expect(
      await page.evaluate(() => [localStorage.getItem("e2e:push-subscription"), localStorage.getItem("vowch:push-device")]),
    ).toEqual([null, null]);
    expect(errors).toEqual([]);
    await context.close();
  },
  FLOW_TIMEOUT,
);

it(
  "removes a device from the list",
  async () => {
    const { context, page, errors, user } = await phone("Rhea");
    await openNotifications(page);
    await page.getByRole("button", { name: "Turn on notifications" }).click();
    await expectVisible(toast(page, "Notifications are on"));
    await page.getByRole("button", { name: /^Remove Chrome on .* \(this device\)$/ }).click();
    await expectVisible(toast(page, "Device removed"));
    await poll(async () => (await devicesOf(user.id)).length).toBe(0);
    await expectVisible(page.getByRole("button", { name: "Turn on notifications" }));
    expect(errors).toEqual([]);
    await context.close();
  },
  FLOW_TIMEOUT,
);

it(
  "blocked: says how to allow notifications again",
  async () => {
    const { context, page, errors } = await phone("Dena", { grant: false });
    await openNotifications(page);
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send("Target.getTargetInfo");
    await cdp.send("Browser.setPermission", {
      permission: { name: "notifications" },
      setting: "denied",
      origin: e2e.baseUrl,
      browserContextId: targetInfo.browserContextId,
    });
    await page.reload();
    await expectVisible(page.getByText("Notifications are blocked for Vowch on this device."));
    await expectVisible(page.getByText(/set Notifications to Allow/));
    expect(await page.getByRole("button", { name: "Turn on notifications" }).count()).toBe(0);
    await screenshot(page, "push-03-blocked");
    await screenshotAt320(page, "push-03-blocked", () =>
      page.getByRole("heading", { name: "On your phone" }).scrollIntoViewIfNeeded(),
    );
    expect(errors).toEqual([]);
    await context.close();
  },
  FLOW_TIMEOUT,
);

it(
  "an iPhone in a browser tab: add Vowch to the Home Screen first, no switch that cannot work",
  async () => {
    const { context, page, errors } = await phone("Ivy", { userAgent: IPHONE_SAFARI });
    await openNotifications(page);
    await expectVisible(page.getByText("To get notifications on your iPhone or iPad, add Vowch to your Home Screen first:"));
    await expectVisible(page.getByText("Choose “Add to Home Screen”."));
    expect(await page.getByRole("button", { name: "Turn on notifications" }).count()).toBe(0);
    await screenshot(page, "push-04-iphone-tab");
    await screenshotAt320(page, "push-04-iphone-tab", () =>
      page.getByRole("heading", { name: "On your phone" }).scrollIntoViewIfNeeded(),
    );
    expect(errors).toEqual([]);
    await context.close();
  },
  FLOW_TIMEOUT,
);
