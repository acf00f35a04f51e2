// What the service worker does with Web Push: show a push, open the screen it names when tapped,
// mark an upkeep task done from its "Done" action without opening the app, subscribe again when
// the browser replaces the subscription, and drop the subscription once nobody is signed in here.
// Built on its own into /sw-push.js (scripts/build/worker-scripts.ts), which the generated /sw.js
// loads with importScripts; the entry (push-worker.ts) wires these to the worker's events. Each
// handler takes the little of the worker's global it uses, so the unit test hands in fakes.

/** What the server pushes (server/features/push/sender.ts): lock-screen-safe text only. */
interface PushPayload {
  title: string;
  body: string;
  /** The app path a tap opens. */
  url: string;
  /** Same tag, one notification. */
  tag: string;
  /** An upkeep task: the notification offers "Done". */
  taskId?: string;
  /** "Done" in the reader's language (the server's payload). */
  doneLabel?: string;
}

/** What a notification carries for its tap. */
interface NotificationData {
  url: string;
  taskId?: string;
}

interface PushSubscriptionLike {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null };
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The parts of ServiceWorkerGlobalScope the handlers use. */
export interface WorkerScope {
  /** The app's origin, e.g. https://vowch.example */
  origin: string;
  registration: {
    showNotification(
      title: string,
      options: NotificationOptions & { actions?: { action: string; title: string }[] },
    ): Promise<void>;
    pushManager: {
      getSubscription(): Promise<PushSubscriptionLike | null>;
      subscribe(options: {
        userVisibleOnly: boolean;
        applicationServerKey: BufferSource | string;
      }): Promise<PushSubscriptionLike>;
    };
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

export const ICON = "/icons/icon-192.png";
/** Android's status-bar glyph: white on transparent. */
export const BADGE = "/icons/badge-96.png";
export const DONE_ACTION = "done";

/** What a push that reaches a signed-out device shows (a push must show something). */
export const SIGNED_OUT_TEXT = "You're signed out of Vowch. Sign in to get notifications on this device again.";

/** The pushed JSON, or null when it is not a payload of ours. */
function readPayload(data: unknown): PushPayload | null {
  if (!data || typeof data !== "object") return null;
  const p = data as Record<string, unknown>;
  if (typeof p.title !== "string" || typeof p.body !== "string") return null;
  return {
    title: p.title,
    body: p.body,
    url: typeof p.url === "string" && p.url.startsWith("/") && !p.url.startsWith("//") ? p.url : "/",
    tag: typeof p.tag === "string" ? p.tag : "vowch",
    ...(typeof p.taskId === "string" ? { taskId: p.taskId } : {}),
  };
}

/** Whether this device's session is gone: /api/auth/user answers 401 (no answer is not a sign-out). */
async function signedOut(scope: WorkerScope): Promise<boolean> {
  try {
    const res = await scope.fetch("/api/auth/user", { credentials: "same-origin", cache: "no-store" });
    return res.status === 401;
  } catch {
    return false;
  }
}

/** Drops this device's subscription when nobody is signed in here; true when it did. */
export async function dropIfSignedOut(scope: WorkerScope): Promise<boolean> {
  const subscription = await scope.registration.pushManager.getSubscription();
  if (!subscription || !(await signedOut(scope))) return false;
  await subscription.unsubscribe().catch(() => false);
  return true;
}

/** `push`: shows the notification, unless the session is gone (then the subscription goes, and a neutral line shows). */
export async function onPush(scope: WorkerScope, data: unknown): Promise<void> {
  if (await dropIfSignedOut(scope)) {
    await scope.registration.showNotification("Vowch", {
      body: SIGNED_OUT_TEXT,
      tag: "signed-out",
      icon: ICON,
      badge: BADGE,
      data: { url: "/" } satisfies NotificationData,
    });
    return;
  }
  const payload = readPayload(data) ?? { title: "Vowch", body: "Something new in Vowch", url: "/notifications", tag: "vowch" };
  await scope.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: ICON,
    badge: BADGE,
    data: { url: payload.url, ...(payload.taskId ? { taskId: payload.taskId } : {}) } satisfies NotificationData,
    ...(payload.taskId ? { actions: [{ action: DONE_ACTION, title: payload.doneLabel ?? "Done" }] } : {}),
  });
}

/** Marks the task done as of today (the server's date in the person's zone); true when it was. */
async function markTaskDone(scope: WorkerScope, taskId: string): Promise<boolean> {
  try {
    const res = await scope.fetch(`/api/home/tasks/${encodeURIComponent(taskId)}/done`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: "{}",
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Focuses an open Vowch window on `path`, or opens one. */
async function openApp(scope: WorkerScope, path: string): Promise<void> {
  const target = new URL(path, scope.origin).href;
  const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const mine = windows.find((w) => new URL(w.url).origin === scope.origin);
  if (mine) {
    await mine.focus();
    if (mine.url === target) return;
    // navigate() works only for a window this worker controls; else a new one opens.
    const navigated = await mine.navigate(target).catch(() => null);
    if (navigated) return;
  }
  await scope.clients.openWindow(target);
}

/**
 * `notificationclick`: "Done" marks the task done and leaves the app closed (when it cannot,
 * signed out or offline, the task's screen opens instead); any other tap opens the screen.
 */
export async function onNotificationClick(
  scope: WorkerScope,
  notification: { data: unknown; close(): void },
  action: string,
): Promise<void> {
  notification.close();
  const data = (notification.data ?? {}) as Partial<NotificationData>;
  const url = typeof data.url === "string" && data.url.startsWith("/") && !data.url.startsWith("//") ? data.url : "/";
  if (action === DONE_ACTION && typeof data.taskId === "string") {
    if (await markTaskDone(scope, data.taskId)) return;
  }
  await openApp(scope, url);
}

/** `pushsubscriptionchange`: the browser's new subscription (made here when it gives none) goes to the server. */
export async function onSubscriptionChange(
  scope: WorkerScope,
  oldSubscription: PushSubscriptionLike | null,
  newSubscription: PushSubscriptionLike | null,
): Promise<void> {
  if (await signedOut(scope)) {
    await newSubscription?.unsubscribe().catch(() => false);
    return;
  }
  let subscription = newSubscription;
  if (!subscription) {
    let key: BufferSource | string | null = oldSubscription?.options?.applicationServerKey ?? null;
    if (!key) {
      const res = await scope.fetch("/api/push/key", { credentials: "same-origin" });
      if (!res.ok) return;
      key = ((await res.json()) as { publicKey: string }).publicKey;
    }
    subscription = await scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  await scope.fetch("/api/push/subscriptions", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(subscription.toJSON()),
  });
}
