// The notification e-mails: the outbox is the notifications table itself (`email_pending`), written
// in the event's transaction, so an event committed is an e-mail owed even if the process dies
// right after. Any process may send: a batch is claimed with FOR UPDATE SKIP LOCKED and leased
// (`email_next_at` pushed LEASE ahead), so two processes never take the same row; a row whose
// sender died is taken again when its lease runs out. The worst case is a process dying between
// the SMTP server's acceptance and the "sent" mark: that one e-mail goes twice (at least once,
// never lost). The queue runs after each write request and once a minute.
import type { FastifyBaseLogger } from "fastify";
import { and, eq, inArray, sql } from "drizzle-orm";
import { notificationPath, notificationText } from "../../../common/notification-text.js";
import { NOTIFICATION_TYPE_LABELS } from "../../../common/schemas/notifications.js";
import { queryRows, type Db } from "../../db/client.js";
import { notificationPreferences, notifications, users } from "../../db/schema.js";
import { linkOn } from "../../public-url.js";
import type { Mailer } from "../../mail/mailer.js";
import { renderMail } from "../../mail/templates.js";
import { subjectColumns, toItem, withSubjects } from "./queries.js";
import { signUnsubscribeToken } from "./unsubscribe-token.js";
import { alias } from "drizzle-orm/pg-core";

const BATCH = 20;
/** How long a claimed row is held; also the wait before a failed send is tried again. */
const LEASE = "5 minutes";
const MAX_ATTEMPTS = 5;
const SWEEP_INTERVAL_MS = 60_000;

interface QueueOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: every link in an e-mail. */
  linkBase: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

export class NotificationMailQueue {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly o: QueueOptions) {}

  start() {
    if (!this.o.mailer.enabled) return;
    this.timer = setInterval(() => this.kick(), SWEEP_INTERVAL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Sends what is due soon; a kick while a run is going makes it run once more after. */
  kick() {
    if (!this.o.mailer.enabled) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          while ((await this.sendBatch()) === BATCH);
        } catch (err) {
          this.o.log.error({ err }, "notification e-mail queue failed");
        }
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when no run is going (shutdown, tests). */
  async idle() {
    while (this.running) await this.running;
  }

  async stop() {
    clearInterval(this.timer);
    await this.idle();
  }

  /** Claims, sends and marks one batch; returns how many rows it claimed. */
  private async sendBatch(): Promise<number> {
    const { db } = this.o;
    const claimed = await queryRows<{ id: string }>(
      db,
      sql`update ${notifications} set email_next_at = now() + interval '${sql.raw(LEASE)}', email_attempts = email_attempts + 1
        where id in (
          select id from ${notifications} where email_pending and email_next_at <= now()
          order by email_next_at limit ${BATCH} for update skip locked)
        returning id`,
    );
    if (claimed.length === 0) return 0;
    const recipient = alias(users, "recipient");
    const rows = await withSubjects(
      db
        .select({
          ...subjectColumns,
          attempts: notifications.emailAttempts,
          userId: recipient.id,
          to: recipient.email,
          wanted: sql<boolean>`coalesce(${notificationPreferences.email}, true)`,
        })
        .from(notifications)
        .innerJoin(recipient, eq(recipient.id, notifications.userId))
        .$dynamic(),
    )
      .leftJoin(
        notificationPreferences,
        and(eq(notificationPreferences.userId, notifications.userId), eq(notificationPreferences.type, notifications.type)),
      )
      .where(
        inArray(
          notifications.id,
          claimed.map((c) => c.id),
        ),
      );
    const done: string[] = [];
    const skipped: string[] = [];
    const givenUp: string[] = [];
    for (const row of rows) {
      if (!row.wanted || !row.to) {
        skipped.push(row.id);
        continue;
      }
      try {
        await this.o.mailer.send({ to: row.to, ...this.render(row, row.userId) });
        done.push(row.id);
      } catch (err) {
        // Left pending: the lease is the wait before the next try, up to MAX_ATTEMPTS.
        this.o.log.warn({ err, notificationId: row.id, attempt: row.attempts }, "notification e-mail not sent");
        if (row.attempts >= MAX_ATTEMPTS) givenUp.push(row.id);
      }
    }
    if (done.length) {
      await db
        .update(notifications)
        .set({ emailPending: false, emailedAt: sql`now()` })
        .where(inArray(notifications.id, done));
    }
    const stopped = [...skipped, ...givenUp];
    if (stopped.length) await db.update(notifications).set({ emailPending: false }).where(inArray(notifications.id, stopped));
    return claimed.length;
  }

  private render(row: Parameters<typeof toItem>[0], userId: string) {
    const item = toItem(row);
    const link = (path: string) => linkOn(this.o.linkBase, path);
    const unsubscribe = (scope: typeof item.type | "all") =>
      link(`/unsubscribe?token=${signUnsubscribeToken(this.o.secret, userId, scope)}`);
    const text = notificationText(item);
    const mail = renderMail({
      subject: text.length > 90 ? `${text.slice(0, 87)}…` : text,
      lines: [text],
      action: { label: "Open in Vowch", url: link(notificationPath(item)) },
      footer: [
        `You get this because "${NOTIFICATION_TYPE_LABELS[item.type]}" is on in your notification settings (${link("/notifications")}).`,
        `Stop these e-mails: ${unsubscribe(item.type)}`,
        `Stop every Vowch e-mail: ${unsubscribe("all")}`,
      ],
    });
    const oneClick = link(`/api/notifications/unsubscribe?token=${signUnsubscribeToken(this.o.secret, userId, item.type)}`);
    // RFC 8058: mail apps offer their own "Unsubscribe" button, which POSTs to this address.
    return { ...mail, headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
  }
}
