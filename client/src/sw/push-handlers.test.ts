// The service worker's push handlers with a fake worker global: what a push shows, where a tap
// goes, "Done" without opening the app, a replaced subscription sent again, and a signed-out
// device dropping its subscription.
import { describe, expect, it, vi } from "vitest";
import {
  BADGE,
  DONE_ACTION,
  ICON,
  onNotificationClick,
  onPush,
  onSubscriptionChange,
  SIGNED_OUT_TEXT,
  type WorkerScope,
} from "./push-handlers";

const ORIGIN = "https://vowch.example";
const TASK = "0b6d3c1e-0000-4000-8000-000000000001";

function fakeScope(
  options: {
    authStatus?: number;
    subscribed?: boolean;
    windows?: { url: string; controlled?: boolean }[];
    doneStatus?: number;
  } = {},
) {
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const calls: { url: string; init?: RequestInit }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const navigated: string[] = [];
  const unsubscribe = vi.fn(() => Promise.resolve(true));
  const subscription = { endpoint: "https://fcm.googleapis.com/fcm/send/old", toJSON: () => ({}), unsubscribe };
  const made = {
    endpoint: "https://fcm.googleapis.com/fcm/send/new",
    toJSON: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/new", keys: { p256dh: "p", auth: "a" } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
  const subscribe = vi.fn(() => Promise.resolve(made));
  const resolved = <T>(value: T) => Promise.resolve(value);
  const scope: WorkerScope = {
    origin: ORIGIN,
    registration: {
      showNotification: (title, opts) => {
        shown.push({ title, options: opts as Record<string, unknown> });
        return resolved(undefined);
      },
      pushManager: { getSubscription: () => resolved(options.subscribed === false ? null : subscription), subscribe },
    },
    clients: {
      matchAll: () =>
        resolved(
          (options.windows ?? []).map((w) => ({
            url: w.url,
            focus: () => resolved(focused.push(w.url)),
            navigate: (url: string) => {
              if (!w.controlled) return Promise.reject(new TypeError("not controlled"));
              navigated.push(url);
              return resolved({});
            },
          })),
        ),
      openWindow: (url) => resolved(opened.push(url)),
    },
    fetch: (url, init) => {
      calls.push({ url, init });
      if (url === "/api/auth/user") return resolved(new Response("{}", { status: options.authStatus ?? 200 }));
      if (url === "/api/push/key") return resolved(Response.json({ publicKey: "BKey" }));
      if (url.endsWith("/done")) return resolved(new Response("{}", { status: options.doneStatus ?? 201 }));
      return resolved(new Response("{}", { status: 201 }));
    },
  };
  return { scope, shown, calls, opened, focused, navigated, unsubscribe, subscribe, made };
}

describe("push", () => {
  it("shows the payload with the app's icon, badge and tag, and what a tap opens", async () => {
    const f = fakeScope();
    await onPush(f.scope, { title: "Vowch", body: "Dana suggested Harbour Tiling", url: "/requests/r1", tag: "n1" });
    expect(f.shown).toEqual([
      {
        title: "Vowch",
        options: { body: "Dana suggested Harbour Tiling", tag: "n1", icon: ICON, badge: BADGE, data: { url: "/requests/r1" } },
      },
    ]);
    expect(f.unsubscribe).not.toHaveBeenCalled();
  });

  it("offers Done on an upkeep task", async () => {
    const f = fakeScope();
    await onPush(f.scope, {
      title: "Vowch",
      body: "Clean the gutters is due today",
      url: `/home/tasks/${TASK}`,
      tag: "t",
      taskId: TASK,
    });
    expect(f.shown[0]!.options).toMatchObject({
      data: { url: `/home/tasks/${TASK}`, taskId: TASK },
      actions: [{ action: DONE_ACTION, title: "Done" }],
    });
  });

  it("never opens another site: a url that is not an app path opens Home", async () => {
    const f = fakeScope();
    await onPush(f.scope, { title: "Vowch", body: "x", url: "https://evil.example/", tag: "t" });
    expect(f.shown[0]!.options.data).toEqual({ url: "/" });
  });

  it("signed out here (401): drops the subscription and shows a neutral line, not the pushed text", async () => {
    const f = fakeScope({ authStatus: 401 });
    await onPush(f.scope, { title: "Vowch", body: "Dana suggested Harbour Tiling", url: "/requests/r1", tag: "n1" });
    expect(f.unsubscribe).toHaveBeenCalledOnce();
    expect(f.shown).toHaveLength(1);
    expect(f.shown[0]!.options.body).toBe(SIGNED_OUT_TEXT);
  });

  it("offline (no answer) is not a sign-out: the push shows", async () => {
    const f = fakeScope();
    f.scope.fetch = () => Promise.reject(new TypeError("Failed to fetch"));
    await onPush(f.scope, { title: "Vowch", body: "Hello", url: "/", tag: "t" });
    expect(f.unsubscribe).not.toHaveBeenCalled();
    expect(f.shown[0]!.options.body).toBe("Hello");
  });
});

describe("notificationclick", () => {
  const notification = (data: unknown) => ({ data, close: vi.fn() });

  it("focuses an open Vowch window and navigates it to the screen", async () => {
    const f = fakeScope({ windows: [{ url: `${ORIGIN}/`, controlled: true }] });
    const n = notification({ url: "/projects/p1" });
    await onNotificationClick(f.scope, n, "");
    expect(n.close).toHaveBeenCalled();
    expect(f.focused).toEqual([`${ORIGIN}/`]);
    expect(f.navigated).toEqual([`${ORIGIN}/projects/p1`]);
    expect(f.opened).toEqual([]);
  });

  it("opens the screen when no Vowch window is open", async () => {
    const f = fakeScope({ windows: [{ url: "https://elsewhere.example/" }] });
    await onNotificationClick(f.scope, notification({ url: "/projects/p1" }), "");
    expect(f.opened).toEqual([`${ORIGIN}/projects/p1`]);
  });

  it("Done marks the task done (signed-in, with an idempotency key) without opening the app", async () => {
    const f = fakeScope();
    await onNotificationClick(f.scope, notification({ url: `/home/tasks/${TASK}`, taskId: TASK }), DONE_ACTION);
    const done = f.calls.find((c) => c.url === `/api/home/tasks/${TASK}/done`)!;
    expect(done.init).toMatchObject({ method: "POST", credentials: "same-origin", body: "{}" });
    expect((done.init!.headers as Record<string, string>)["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(f.opened).toEqual([]);
  });

  it("Done that cannot be saved opens the task instead", async () => {
    const f = fakeScope({ doneStatus: 401 });
    await onNotificationClick(f.scope, notification({ url: `/home/tasks/${TASK}`, taskId: TASK }), DONE_ACTION);
    expect(f.opened).toEqual([`${ORIGIN}/home/tasks/${TASK}`]);
  });
});

describe("pushsubscriptionchange", () => {
  it("sends the browser's new subscription", async () => {
    const f = fakeScope();
    await onSubscriptionChange(f.scope, null, f.made);
    const post = f.calls.find((c) => c.url === "/api/push/subscriptions")!;
    expect(post.init).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(JSON.parse(post.init!.body as string)).toEqual(f.made.toJSON());
    expect(f.subscribe).not.toHaveBeenCalled();
  });

  it("subscribes again with the server's key when the browser gives none", async () => {
    const f = fakeScope();
    await onSubscriptionChange(f.scope, null, null);
    expect(f.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: "BKey" });
    expect(f.calls.some((c) => c.url === "/api/push/subscriptions")).toBe(true);
  });

  it("signed out: nothing is sent and the new subscription is dropped", async () => {
    const f = fakeScope({ authStatus: 401 });
    await onSubscriptionChange(f.scope, null, f.made);
    expect(f.made.unsubscribe).toHaveBeenCalled();
    expect(f.calls.some((c) => c.url === "/api/push/subscriptions")).toBe(false);
  });
});
