// Writes of the inbox: marking read, the e-mail preferences (the weekly digest's switch too), and
// unsubscribing by link.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { UpdatePreferences } from "../../../common/schemas/notifications.js";
import { emailByDefault, NOTIFICATION_TYPES, WEEKLY_DIGEST, type NotificationType } from "../../../common/notification-types.js";
import type { Db } from "../../db/client.js";
import { notificationPreferences, notifications, notificationSettings, users } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import type { UnsubscribeScope } from "./unsubscribe-token.js";

/** Marks the viewer's given items (or all of them) read; others' ids are ignored. */
export async function markRead(db: Db, viewerId: string, ids?: string[]) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(notifications.userId, viewerId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined),
    );
}

/** Sets e-mail or push on or off for the given events, in one statement. */
async function setChannel(db: Db, userId: string, channel: "email" | "push", types: readonly NotificationType[], on: boolean) {
  if (types.length === 0) return;
  await db
    .insert(notificationPreferences)
    // A new row keeps the other channel's default (a reminder's e-mail is off until turned on).
    .values(types.map((type) => ({ userId, type, email: emailByDefault(type), push: true, [channel]: on })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { [channel]: on, updatedAt: sql`now()` },
    });
}
const setEmail = (db: Db, userId: string, types: readonly NotificationType[], email: boolean) =>
  setChannel(db, userId, "email", types, email);

/** "21:30" → minutes after midnight. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The weekly digest's switch (notification_settings.weekly_digest). */
async function setWeeklyDigest(db: Db, userId: string, on: boolean) {
  await db
    .insert(notificationSettings)
    .values({ userId, weeklyDigest: on })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { weeklyDigest: on, updatedAt: sql`now()` } });
}

export async function updatePreferences(db: Db, viewerId: string, input: UpdatePreferences) {
  await db.transaction(async (tx) => {
    for (const channel of ["email", "push"] as const) {
      const given = input[channel];
      if (!given) continue;
      for (const on of [true, false]) {
        await setChannel(
          tx,
          viewerId,
          channel,
          NOTIFICATION_TYPES.filter((t) => given[t] === on),
          on,
        );
      }
    }
    if (input.weeklyDigest !== undefined) await setWeeklyDigest(tx, viewerId, input.weeklyDigest);
    if (input.quietHours) {
      const quiet = {
        quietOn: input.quietHours.on,
        quietFrom: minutesOf(input.quietHours.from),
        quietUntil: minutesOf(input.quietHours.until),
      };
      await tx
        .insert(notificationSettings)
        .values({ userId: viewerId, ...quiet })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...quiet, updatedAt: sql`now()` } });
    }
  });
}

export const UNSUBSCRIBE_LINK_INVALID_MESSAGE = "This unsubscribe link is not valid";

/**
 * The unsubscribe link's switch: that event's e-mail (or the weekly digest, or every e-mail) off, or
 * back on. Turning off also drops the e-mails of that kind still waiting to be sent. "Every e-mail"
 * turns the weekly digest off too; its Undo leaves the digest off (it is off until chosen).
 */
export async function setEmailByLink(db: Db, userId: string, scope: UnsubscribeScope, email: boolean) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new AppError("UNSUBSCRIBE_LINK_INVALID", UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    if (scope === WEEKLY_DIGEST || (scope === "all" && !email)) await setWeeklyDigest(tx, userId, email);
    if (scope === WEEKLY_DIGEST) return;
    const types = scope === "all" ? NOTIFICATION_TYPES : [scope];
    await setEmail(tx, userId, types, email);
    if (!email) {
      await tx
        .update(notifications)
        .set({ emailPending: false })
        .where(
          and(eq(notifications.userId, userId), eq(notifications.emailPending, true), inArray(notifications.type, [...types])),
        );
    }
  });
}
