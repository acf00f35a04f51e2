// The notification e-mails: the outbox is the notifications table itself (`email_pending`), written
// in the event's transaction, so an event committed is an e-mail owed even if the process dies
// right after. Any process may send: a batch is claimed with FOR UPDATE SKIP LOCKED and leased
// (`email_next_at` pushed LEASE ahead), so two processes never take the same row; a row whose
// sender died is taken again when its lease runs out. The worst case is a process dying between
// the SMTP server's acceptance and the "sent" mark: that one e-mail goes twice (at least once,
// never lost). The queue runs after each write request and once a minute. Request e-mails past a
// recipient's day go in that recipient's digest instead (request-digest.ts), sent by the same runs.
// Names and titles other people typed never become links in an e-mail (mail/unlinkable.ts).
import type { FastifyBaseLogger } from "fastify";
import { inArray, sql } from "drizzle-orm";
import { notificationPath, notificationText } from "../../../common/notification-text.js";
import type { Db } from "../../db/client.js";
import { notifications } from "../../db/schema.js";
import { linkOn } from "../../public-url.js";
import type { Mailer } from "../../mail/mailer.js";
import { renderMail } from "../../mail/templates.js";
import { unlinkable } from "../../mail/unlinkable.js";
import { languageFrom, readerOf, translator } from "../../i18n/index.js";
import type { Language } from "../../../common/i18n/languages.js";
import type { NotificationItem } from "../../../common/schemas/notifications.js";
import type { NotificationType } from "../../../common/notification-types.js";
import { claimDueDigests, digestMail, finishDigests, readDigests } from "./request-digest.js";
import { claimDue, claimedItems, toItem } from "./queries.js";
import { QueueRunner } from "./queue-runner.js";
import { signUnsubscribeToken } from "./unsubscribe-token.js";

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
  private readonly runner = new QueueRunner(
    async () => {
      while ((await this.sendBatch()) === BATCH);
      while ((await this.sendDigestBatch()) === BATCH);
    },
    (err) => this.o.log.error({ err }, "notification e-mail queue failed"),
    SWEEP_INTERVAL_MS,
  );

  constructor(private readonly o: QueueOptions) {}

  start() {
    if (this.o.mailer.enabled) this.runner.start();
  }

  /** Sends what is due soon; a kick while a run is going makes it run once more after. */
  kick() {
    if (this.o.mailer.enabled) this.runner.kick();
  }

  /** Resolves when no run is going (shutdown, tests). */
  idle() {
    return this.runner.idle();
  }

  stop() {
    return this.runner.stop();
  }

  /** Claims, sends and marks one batch; returns how many rows it claimed. */
  private async sendBatch(): Promise<number> {
    const { db } = this.o;
    const claimed = await claimDue(db, "email", BATCH, LEASE);
    if (claimed.length === 0) return 0;
    const rows = await claimedItems(
      db,
      claimed.map((c) => c.id),
      "email",
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

  /** Claims, sends and closes one batch of due digests; returns how many recipients it claimed. */
  private async sendDigestBatch(): Promise<number> {
    const { db } = this.o;
    const claimed = await claimDueDigests(db, BATCH, LEASE);
    if (claimed.length === 0) return 0;
    const read = await readDigests(
      db,
      claimed.map((c) => c.userId),
    );
    const digests = new Map(read.map((d) => [d.userId, d]));
    const sent: string[] = [];
    const stopped: string[] = [];
    const finished = new Map<string, number>();
    for (const claim of claimed) {
      const digest = digests.get(claim.userId);
      const ids = digest?.ids ?? [];
      const close = () => finished.set(claim.userId, Math.max(claim.held, ids.length));
      if (!digest || ids.length === 0 || !digest.wanted || !digest.to) {
        stopped.push(...ids);
        close();
        continue;
      }
      try {
        const mail = digestMail(digest, {
          requestsUrl: linkOn(this.o.linkBase, "/requests"),
          footer: this.footer("request", claim.userId, languageFrom(digest.language)),
        });
        await this.o.mailer.send({ to: digest.to, ...mail, headers: this.unsubscribeHeaders("request", claim.userId) });
        sent.push(...ids);
        close();
      } catch (err) {
        // Left due: the lease is the wait before the next try, up to MAX_ATTEMPTS.
        this.o.log.warn({ err, userId: claim.userId, attempt: claim.attempts }, "request digest not sent");
        if (claim.attempts >= MAX_ATTEMPTS) {
          stopped.push(...ids);
          close();
        }
      }
    }
    if (sent.length) {
      await db
        .update(notifications)
        .set({ emailPending: false, emailedAt: sql`now()` })
        .where(inArray(notifications.id, sent));
    }
    if (stopped.length) await db.update(notifications).set({ emailPending: false }).where(inArray(notifications.id, stopped));
    await finishDigests(db, finished);
    return claimed.length;
  }

  private unsubscribe(scope: NotificationType | "all", userId: string) {
    return linkOn(this.o.linkBase, `/unsubscribe?token=${signUnsubscribeToken(this.o.secret, userId, scope)}`);
  }

  /** Why they got it and how to stop it. */
  private footer(type: NotificationType, userId: string, language: Language): string[] {
    const t = translator(language, "email");
    return [
      t("footer.type", {
        label: translator(language, "notices")(`type.${type}`),
        url: linkOn(this.o.linkBase, "/notifications"),
      }),
      t("footer.stopType", { url: this.unsubscribe(type, userId) }),
      t("footer.stopAll", { url: this.unsubscribe("all", userId) }),
    ];
  }

  /** RFC 8058: mail apps offer their own "Unsubscribe" button, which POSTs to this address. */
  private unsubscribeHeaders(type: NotificationType, userId: string) {
    const oneClick = linkOn(
      this.o.linkBase,
      `/api/notifications/unsubscribe?token=${signUnsubscribeToken(this.o.secret, userId, type)}`,
    );
    return { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  }

  private render(row: Parameters<typeof toItem>[0] & { language: string }, userId: string) {
    const item = toItem(row);
    const { language, t, locale } = readerOf(row.language, "notices");
    const text = notificationText(unlinkableItem(item), t, locale);
    const mail = renderMail({
      language,
      subject: text.length > 90 ? `${text.slice(0, 87)}…` : text,
      lines: [text],
      action: { label: translator(language, "email")("notification.open"), url: linkOn(this.o.linkBase, notificationPath(item)) },
      footer: this.footer(item.type, userId, language),
    });
    return { ...mail, headers: this.unsubscribeHeaders(item.type, userId) };
  }
}

/** The item with every name and title other people typed made unlinkable, for an e-mail. */
function unlinkableItem(item: NotificationItem): NotificationItem {
  const u = (v: string | null) => (v === null ? null : unlinkable(v));
  return {
    ...item,
    actor: item.actor && { ...item.actor, firstName: u(item.actor.firstName), lastName: u(item.actor.lastName) },
    request: item.request && { ...item.request, title: unlinkable(item.request.title) },
    suggestion: item.suggestion && {
      ...item.suggestion,
      providerName: unlinkable(item.suggestion.providerName),
      guestName: u(item.suggestion.guestName),
    },
    project: item.project && { ...item.project, title: unlinkable(item.project.title) },
    provider: item.provider && { ...item.provider, name: unlinkable(item.provider.name) },
  };
}
