// This browser's Web Push subscription, from the page's side: whether it can have one (an iPhone
// or iPad only from the Home Screen), turning it on (permission, subscribe with the server's key,
// POST), keeping it current on each app open (the server's key changed: its subscriptions were
// deleted, so subscribe again), and dropping it on sign-out. The server's id of this device is kept
// in localStorage beside the key and endpoint it was made with.
import i18next from "i18next";
import { apiJson, apiRequest } from "@/lib/api-client";
import { DEVICE_KEY } from "./device-key";

/** What this browser registered: the server's id, the endpoint and key it was made with, for whom. */
export interface StoredDevice {
  id: string;
  endpoint: string;
  key: string;
  userId: string;
}

/**
 * - `supported`: Web Push works here;
 * - `ios-browser`: iPhone/iPad in a browser tab: push only from the Home Screen app;
 * - `unsupported`: no service worker, Push API or Notification here.
 */
export type PushSupport = "supported" | "ios-browser" | "unsupported";

function isIos(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  // iPadOS says "Macintosh"; a Mac has no touch screen.
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

function isInstalled(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches);
}

export function pushSupport(): PushSupport {
  if (isIos() && !isInstalled()) return "ios-browser";
  if (!("serviceWorker" in navigator) || typeof PushManager === "undefined" || typeof Notification === "undefined") {
    return "unsupported";
  }
  return "supported";
}

export function notificationPermission(): NotificationPermission {
  return typeof Notification === "undefined" ? "default" : Notification.permission;
}

const listeners = new Set<() => void>();
/** The last record read, by its stored text: the same object while the text is the same (useSyncExternalStore). */
let cached: { raw: string | null; device: StoredDevice | null } = { raw: null, device: null };

export function storedDevice(): StoredDevice | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(DEVICE_KEY);
  } catch {
    // Private mode: nothing kept.
  }
  if (raw !== cached.raw) {
    let device: StoredDevice | null = null;
    try {
      device = raw ? (JSON.parse(raw) as StoredDevice) : null;
    } catch {
      device = null;
    }
    cached = { raw, device };
  }
  return cached.device;
}

function setStoredDevice(device: StoredDevice | null) {
  try {
    if (device) localStorage.setItem(DEVICE_KEY, JSON.stringify(device));
    else localStorage.removeItem(DEVICE_KEY);
  } catch {
    // Private mode: not kept; the next open finds no record.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: this device's record changes. */
export function onStoredDeviceChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The worker's registration, or null when none becomes active within `ms`. */
async function workerRegistration(ms = 30_000): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  const binary = atob(base64 + "===".slice((base64.length + 3) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether the browser's subscription was made with `publicKey` (unknown: assumed so). */
function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  if (!key) return true;
  const mine = new Uint8Array(key);
  const theirs = base64urlBytes(publicKey);
  return mine.length === theirs.length && mine.every((b, i) => b === theirs[i]);
}

export class PushSetupError extends Error {}

/**
 * Counts forgettings (sign-out, permission taken back): an app-open check still under way when the
 * device is forgotten must not subscribe it again behind the sign-out's back.
 */
let forgotten = 0;

/** Subscribes this browser with the server's key (again when the key changed) and registers it. */
export async function subscribeDevice(userId: string): Promise<StoredDevice> {
  const { publicKey } = await apiJson<{ publicKey: string }>("GET", "/api/push/key");
  const registration = await workerRegistration();
  if (!registration) throw new PushSetupError(i18next.t("notifications:push.helperNotRunning"));
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription, publicKey)) {
    await subscription.unsubscribe().catch(() => false);
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlBytes(publicKey),
  });
  const { id } = await apiJson<{ id: string }>("POST", "/api/push/subscriptions", subscription.toJSON());
  const device = { id, endpoint: subscription.endpoint, key: publicKey, userId };
  setStoredDevice(device);
  return device;
}

/** "Turn on notifications": asks the browser's permission, then subscribes. */
export async function turnOnPush(userId: string): Promise<StoredDevice | NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission;
  return subscribeDevice(userId);
}

/**
 * On each app open, when this browser turned notifications on: subscribes again when the server's
 * key, the browser's subscription or the signed-in person changed; forgets it when the permission
 * was taken back. Never throws (offline: the next open tries again).
 */
export function syncDevice(userId: string): Promise<void> {
  inFlight = checkDevice(userId);
  return inFlight;
}

/** The app-open check under way, which a sign-out waits for (see `forgotten`). */
let inFlight: Promise<void> = Promise.resolve();

async function checkDevice(userId: string): Promise<void> {
  const device = storedDevice();
  if (!device) return;
  const started = forgotten;
  try {
    if (notificationPermission() !== "granted") {
      await dropDevice({});
      return;
    }
    const [{ publicKey }, registration] = await Promise.all([
      apiJson<{ publicKey: string }>("GET", "/api/push/key"),
      workerRegistration(),
    ]);
    const subscription = await registration?.pushManager.getSubscription();
    if (device.userId === userId && device.key === publicKey && subscription?.endpoint === device.endpoint) return;
    if (forgotten !== started) return;
    const made = await subscribeDevice(userId);
    // Forgotten while it subscribed: what it made goes too.
    if (forgotten !== started) await dropDevice({ device: made });
  } catch {
    // Offline or refused: tried again on the next open.
  }
}

/**
 * Forgets this device here and on the server: the local record, the server's row, the browser's
 * subscription. An app-open check under way finishes first (within the time allowed).
 */
export async function forgetDevice(options: { timeoutMs?: number; server?: boolean } = {}): Promise<void> {
  forgotten++;
  const timeoutMs = options.timeoutMs ?? 5000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([inFlight, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
  await dropDevice({ timeoutMs, server: options.server });
}

async function dropDevice(options: { timeoutMs?: number; server?: boolean; device?: StoredDevice }): Promise<void> {
  forgotten++;
  const device = options.server === false ? null : (options.device ?? storedDevice());
  setStoredDevice(null);
  const signal = AbortSignal.timeout(options.timeoutMs ?? 5000);
  await Promise.allSettled([
    device ? apiRequest("DELETE", `/api/push/subscriptions/${device.id}`, undefined, { signal }) : null,
    (async () => {
      if (!("serviceWorker" in navigator)) return;
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      await subscription?.unsubscribe();
    })(),
  ]);
}
