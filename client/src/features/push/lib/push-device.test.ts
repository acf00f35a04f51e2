// This browser's push subscription from the page: turning on registers what the browser gave,
// an app open with nothing changed sends nothing, a new server key (the server deleted every
// subscription) makes a new subscription, sign-out removes the device here and on the server, and
// an iPhone in a browser tab is told apart from the Home Screen app.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetDevice, pushSupport, storedDevice, subscribeDevice, syncDevice } from "./push-device";

/** A 65-byte key of one repeated byte, base64url (as the server gives it). */
const key = (byte: number) =>
  btoa(String.fromCharCode(...new Array<number>(65).fill(byte)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const KEY_A = key(4);
const KEY_B = key(7);

let serverKey = KEY_A;
let calls: { method: string; url: string; body?: unknown }[] = [];
let browserSubscription: ReturnType<typeof fakeSubscription> | null = null;
let made = 0;

function fakeSubscription(key: Uint8Array) {
  made += 1;
  const endpoint = `https://fcm.googleapis.com/fcm/send/device-${made}`;
  const subscription = {
    endpoint,
    options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
    unsubscribed: false,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: "p", auth: "a" } }),
    unsubscribe: () => {
      subscription.unsubscribed = true;
      if (browserSubscription === subscription) browserSubscription = null;
      return Promise.resolve(true);
    },
  };
  return subscription;
}

const pushManager = {
  getSubscription: () => Promise.resolve(browserSubscription),
  subscribe: vi.fn((options: { applicationServerKey: Uint8Array }) => {
    browserSubscription = fakeSubscription(options.applicationServerKey);
    return Promise.resolve(browserSubscription);
  }),
};
const registration = { pushManager };

beforeEach(() => {
  localStorage.clear();
  serverKey = KEY_A;
  calls = [];
  browserSubscription = null;
  pushManager.subscribe.mockClear();
  vi.stubGlobal("Notification", { permission: "granted", requestPermission: () => Promise.resolve("granted") });
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(init.body as string) : undefined });
      if (url === "/api/push/key") return Promise.resolve(Response.json({ publicKey: serverKey }));
      if (url === "/api/push/subscriptions" && method === "POST")
        return Promise.resolve(Response.json({ id: `id-${made}` }, { status: 201 }));
      if (method === "DELETE") return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.reject(new Error(`unexpected call ${method} ${url}`));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
  Reflect.deleteProperty(navigator, "userAgent");
  Reflect.deleteProperty(navigator, "maxTouchPoints");
});

const posts = () => calls.filter((c) => c.method === "POST" && c.url === "/api/push/subscriptions");

describe("the device's subscription", () => {
  it("subscribes with the server's key and registers what the browser gave", async () => {
    const device = await subscribeDevice("u1");
    expect([...new Uint8Array(browserSubscription!.options.applicationServerKey)]).toEqual(new Array(65).fill(4));
    expect(posts().map((c) => c.body)).toEqual([browserSubscription!.toJSON()]);
    expect(device).toEqual({ id: "id-1", endpoint: browserSubscription!.endpoint, key: KEY_A, userId: "u1" });
    expect(storedDevice()).toEqual(device);
  });

  it("an app open with nothing changed sends nothing", async () => {
    await subscribeDevice("u1");
    calls = [];
    await syncDevice("u1");
    expect(posts()).toEqual([]);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it("a new server key: the old subscription goes and a new one is made with the new key and registered", async () => {
    await subscribeDevice("u1");
    const old = browserSubscription!;
    serverKey = KEY_B;
    calls = [];
    await syncDevice("u1");
    expect(old.unsubscribed).toBe(true);
    expect([...new Uint8Array(browserSubscription!.options.applicationServerKey)]).toEqual(new Array(65).fill(7));
    expect(posts()).toHaveLength(1);
    expect(storedDevice()).toMatchObject({ key: KEY_B, endpoint: browserSubscription!.endpoint });
  });

  it("another person signed in here: registered again, for them", async () => {
    await subscribeDevice("u1");
    calls = [];
    await syncDevice("u2");
    expect(posts()).toHaveLength(1);
    expect(storedDevice()).toMatchObject({ userId: "u2" });
  });

  it("sign-out: the server's row and the browser's subscription go, and the record", async () => {
    const device = await subscribeDevice("u1");
    const subscription = browserSubscription!;
    await forgetDevice();
    expect(calls).toContainEqual({ method: "DELETE", url: `/api/push/subscriptions/${device.id}`, body: undefined });
    expect(subscription.unsubscribed).toBe(true);
    expect(storedDevice()).toBeNull();
  });

  it("sign-out during an app-open check: nothing is subscribed or registered again", async () => {
    const device = await subscribeDevice("u1");
    calls = [];
    // Another person's open would register again; the sign-out comes while it asks for the key.
    const check = syncDevice("u2");
    await forgetDevice();
    await check;
    expect(posts()).toEqual([]);
    expect(calls).toContainEqual({ method: "DELETE", url: `/api/push/subscriptions/${device.id}`, body: undefined });
    expect(browserSubscription).toBeNull();
    expect(storedDevice()).toBeNull();
  });

  it("the permission taken back: the device is forgotten", async () => {
    const device = await subscribeDevice("u1");
    vi.stubGlobal("Notification", { permission: "denied" });
    await syncDevice("u1");
    expect(calls).toContainEqual({ method: "DELETE", url: `/api/push/subscriptions/${device.id}`, body: undefined });
    expect(storedDevice()).toBeNull();
  });
});

describe("where push can work", () => {
  const IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

  it("an iPhone in a Safari tab: add to the Home Screen first; from the Home Screen: supported", () => {
    Object.defineProperty(navigator, "userAgent", { configurable: true, value: IPHONE });
    expect(pushSupport()).toBe("ios-browser");
    Object.defineProperty(navigator, "standalone", { configurable: true, value: true });
    expect(pushSupport()).toBe("supported");
    Reflect.deleteProperty(navigator, "standalone");
  });

  it("an iPad that says Macintosh is told apart from a Mac by its touch screen", () => {
    Object.defineProperty(navigator, "userAgent", {
      configurable: true,
      value:
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    });
    Object.defineProperty(navigator, "maxTouchPoints", { configurable: true, value: 5 });
    expect(pushSupport()).toBe("ios-browser");
    Object.defineProperty(navigator, "maxTouchPoints", { configurable: true, value: 0 });
    expect(pushSupport()).toBe("supported");
  });
});
