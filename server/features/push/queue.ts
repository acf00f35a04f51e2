// The pushes owed: the outbox is the notifications table (`push_pending`, set on insert when the
// recipient has a device, whichever statement wrote the row), so every inbox event, of any kind,
// reaches the person's devices.
// Any process may send: a batch is claimed with FOR UPDATE SKIP LOCKED and leased (`push_next_at`
// pushed ahead), so two processes never take the same row. At send time the queue decides: no
// device or the event's push switched off → done; inside quiet hours → the row waits until they end;
// else one push per device, a few at once, each with a timeout. 404/410 deletes the device; a
// network error, 429 or 5xx tries the row again later with a growing wait, up to MAX_ATTEMPTS
// (a retry may reach a device twice: the same tag makes it one notification on the phone).
import type { FastifyBaseLogger } from "fastify";
import { eq, inArray, sql } from "drizzle-orm";
import { notificationPath, notificationText } from "../../../common/notification-text.js";
import { readerOf } from "../../i18n/index.js";
import type { Db } from "../../db/client.js";
import { notifications, pushSubscriptions } from "../../db/schema.js";
import { claimDue, claimedItems, toItem } from "../notifications/queries.js";
import { QueueRunner } from "../notifications/queue-runner.js";
import type { VapidKeys } from "./keys.js";
import { DEFAULT_QUIET_HOURS, quietWaitMinutes } from "./quiet-hours.js";
import { eachBounded, sendPush, type Device, type PushPayload, type SendResult } from "./sender.js";

const BATCH = 50;
/** How long a claimed row is held before another process may take it. */
const LEASE = "2 minutes";
const MAX_ATTEMPTS = 5;
/** The first retry's wait; each further one doubles it. */
const RETRY_BASE_SECONDS = 30;
/** Pushes in flight at once, across devices and rows. */
const CONCURRENCY = 8;
/** An event still worth showing a day later; past that the push service drops it. */
const EVENT_TTL_SECONDS = 24 * 60 * 60;

interface QueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  keys: () => Promise<VapidKeys>;
  /** The sweep's period; 0: none (runs only when kicked). */
  sweepSeconds: number;
}

export class PushQueue extends QueueRunner {
  /**
   * Some device is registered (seen by this process: a subscription made here, or a sweep that
   * found one): until then no write can have owed a push, and writes do not kick the queue.
   */
  active = false;

  constructor(private readonly o: QueueOptions) {
    super(
      async () => {
        while ((await this.sendBatch()) === BATCH);
      },
      (err) => o.log.error({ err }, "push queue failed"),
      o.sweepSeconds * 1000,
    );
  }

  /** "Notifications are on" to each of the person's devices now (quiet hours do not apply). */
  async sendTest(userId: string): Promise<void> {
    const devices = await devicesOf(this.o.db, [userId]);
    const payload: PushPayload = { title: "Vowch", body: "Notifications are on", url: "/notifications", tag: "test" };
    await eachBounded(devices, CONCURRENCY, async (d) => {
      await this.deliver(d, payload, 60 * 60);
    });
  }

  /** One device, one payload; a dead subscription is deleted. */
  private async deliver(device: Device, payload: PushPayload, ttl: number): Promise<SendResult> {
    const result = await sendPush(await this.o.keys(), device, payload, ttl);
    if (result === "gone") await this.o.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    if (result === "retry" || result === "failed") this.o.log.warn({ subscriptionId: device.id, result }, "push not delivered");
    return result;
  }

  /** Claims, sends and settles one batch; returns how many rows it claimed. */
  private async sendBatch(): Promise<number> {
    const { db } = this.o;
    const claimed = await claimDue(db, "push", BATCH, LEASE);
    if (claimed.length === 0) return 0;
    this.active = true;
    const rows = await claimedItems(
      db,
      claimed.map((c) => c.id),
      "push",
    );
    const devices = await devicesOf(db, [...new Set(rows.filter((r) => r.wanted).map((r) => r.userId))]);
    const byUser = new Map<string, Device[]>();
    for (const d of devices) byUser.set(d.userId, [...(byUser.get(d.userId) ?? []), d]);
    const done: string[] = [];
    const later = new Map<string, number>();
    const now = new Date();
    const sends: { row: (typeof rows)[number]; device: Device }[] = [];
    for (const row of rows) {
      const mine = byUser.get(row.userId) ?? [];
      if (!row.wanted || mine.length === 0) {
        done.push(row.id);
        continue;
      }
      const quiet =
        row.quietOn === null ? DEFAULT_QUIET_HOURS : { on: row.quietOn, from: row.quietFrom!, until: row.quietUntil! };
      const wait = quietWaitMinutes(now, row.timeZone, quiet);
      if (wait > 0) {
        later.set(row.id, wait * 60);
        continue;
      }
      for (const device of mine) sends.push({ row, device });
    }
    const retry = new Set<string>();
    await eachBounded(sends, CONCURRENCY, async ({ row, device }) => {
      const result = await this.deliver(device, payloadOf(row), EVENT_TTL_SECONDS);
      if (result === "retry" && row.attempts < MAX_ATTEMPTS) retry.add(row.id);
    });
    for (const row of rows) {
      if (later.has(row.id) || done.includes(row.id)) continue;
      if (retry.has(row.id)) later.set(row.id, RETRY_BASE_SECONDS * 2 ** (row.attempts - 1));
      else done.push(row.id);
    }
    if (done.length) await db.update(notifications).set({ pushPending: false }).where(inArray(notifications.id, done));
    if (later.size) {
      // One statement: each row's wait; a wait for quiet hours is not an attempt.
      const waits = [...later].map(([id, secs]) => ({ id, secs, refund: retry.has(id) ? 0 : 1 }));
      await db.execute(sql`update ${notifications} n set push_next_at = now() + make_interval(secs => v.secs),
          push_attempts = n.push_attempts - v.refund
        from json_to_recordset(${JSON.stringify(waits)}::json) as v(id uuid, secs int, refund int)
        where n.id = v.id`);
    }
    return claimed.length;
  }
}

/** Every device of these people. */
async function devicesOf(db: Db, userIds: string[]): Promise<(Device & { userId: string })[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
}

/** The push of an inbox item: the inbox's own sentence and the screen it opens. */
function payloadOf(row: Parameters<typeof toItem>[0] & { language: string }): PushPayload {
  const item = toItem(row);
  const { t, locale } = readerOf(row.language, "notices");
  const payload: PushPayload = {
    title: "Vowch",
    body: notificationText(item, t, locale),
    url: notificationPath(item),
    tag: item.id,
  };
  // An upkeep task's reminder: the service worker's "Done" marks it done.
  if (item.type === "task_due" && item.task) Object.assign(payload, { taskId: item.task.id, doneLabel: t("done") });
  return payload;
}
