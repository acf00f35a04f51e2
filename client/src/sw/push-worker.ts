// The entry of /sw-push.js: the push handlers (push-handlers.ts) on the service worker's events.
// The generated /sw.js loads it with importScripts (scripts/build/pwa.ts), so the precache and the
// offline answers stay Workbox's own. Typed with the little of the worker's global it uses: the
// app's TypeScript program has the DOM's types, not the WebWorker ones.
import { dropIfSignedOut, onNotificationClick, onPush, onSubscriptionChange, type WorkerScope } from "./push-handlers";

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: { data: unknown; close(): void };
  action: string;
}
interface SubscriptionChangeEventLike extends ExtendableEventLike {
  oldSubscription?: Parameters<typeof onSubscriptionChange>[1];
  newSubscription?: Parameters<typeof onSubscriptionChange>[2];
}
interface WorkerGlobal {
  location: { origin: string };
  registration: WorkerScope["registration"];
  clients: WorkerScope["clients"];
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEventLike) => void): void;
  addEventListener(type: "pushsubscriptionchange", listener: (event: SubscriptionChangeEventLike) => void): void;
  addEventListener(type: "activate", listener: (event: ExtendableEventLike) => void): void;
}

const worker = self as unknown as WorkerGlobal;
const scope: WorkerScope = {
  origin: worker.location.origin,
  registration: worker.registration,
  clients: worker.clients,
  fetch: (input, init) => fetch(input, init),
};

function parse(event: PushEventLike): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

worker.addEventListener("push", (event) => event.waitUntil(onPush(scope, parse(event))));
worker.addEventListener("notificationclick", (event) =>
  event.waitUntil(onNotificationClick(scope, event.notification, event.action)),
);
worker.addEventListener("pushsubscriptionchange", (event) =>
  event.waitUntil(
    onSubscriptionChange(scope, event.oldSubscription ?? null, event.newSubscription ?? null).catch(() => undefined),
  ),
);
// A new version taking over is a moment to check: signed out meanwhile, no pushes should come.
worker.addEventListener("activate", (event) => event.waitUntil(dropIfSignedOut(scope).catch(() => false)));
