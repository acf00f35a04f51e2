// One push to one device: web-push encrypts the payload (RFC 8291 aes128gcm) and signs the
// request (RFC 8292 VAPID JWT); this sends it with fetch, never following a redirect and giving up
// after a few seconds, so one slow or failing push service never holds up the rest.
import webPush from "web-push";
import type { VapidKeys } from "./keys.js";

export interface Device {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (client/src/sw/push-handlers.ts): lock-screen-safe text only. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app path a tap opens. */
  url: string;
  /** Same tag, one notification: a push sent again after a retry replaces the first. */
  tag: string;
  /** An upkeep task: the "Done" action marks it done. */
  taskId?: string;
  /** The "Done" action's label in the reader's language. */
  doneLabel?: string;
}

/** delivered; gone (404/410: the subscription is dead, delete it); retry (network, 429, 5xx); failed (any other answer). */
export type SendResult = "delivered" | "gone" | "retry" | "failed";

const TIMEOUT_MS = 10_000;

export async function sendPush(keys: VapidKeys, device: Device, payload: PushPayload, ttlSeconds: number): Promise<SendResult> {
  const details = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    { vapidDetails: keys, TTL: ttlSeconds, contentEncoding: "aes128gcm", urgency: "normal" },
  );
  let status: number;
  try {
    const res = await fetch(details.endpoint, {
      method: "POST",
      headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = res.status;
    await res.body?.cancel();
  } catch {
    return "retry";
  }
  if (status >= 200 && status < 300) return "delivered";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  return "failed";
}

/** Runs `work` over `items` with at most `limit` at once. */
export async function eachBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
