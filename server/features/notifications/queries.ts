// Reads of the inbox: a keyset page newest first (notifications_user_created_idx) with what each
// item is about joined on in the same statement, the bell's unread count, the e-mail preferences.
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { NotificationItem, NotificationPreferences } from "../../../common/schemas/notifications.js";
import { emailByDefault, NOTIFICATION_TYPES, REMINDER_TYPES, type NotificationType } from "../../../common/notification-types.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import { queryRows, type Db } from "../../db/client.js";
import {
  contacts,
  homeItems,
  homeTasks,
  notificationPreferences,
  notifications,
  notificationSettings,
  pushSubscriptions,
  projects,
  providerRequests,
  providerEdits,
  providerSuggestions,
  providers,
  users,
} from "../../db/schema.js";
import { PROVIDER_CONTACT_FIELDS } from "../../../common/schemas/provider-edits.js";
import { key, keyset, ordering, type Page } from "../../paging.js";
import { DEFAULT_QUIET_HOURS } from "../push/quiet-hours.js";

/** An event's e-mail when the person has not said, as SQL over `type` (a notification_type). */
const emailDefaultSql = (type: SQL) =>
  sql`(${type} not in (${sql.join(
    REMINDER_TYPES.map((t) => sql`${t}::notification_type`),
    sql`, `,
  )}))`;

const inboxOrder = ordering("notifications", key.timestamp(notifications.createdAt), key.uuid(notifications.id));

/** The columns an item (in the inbox or an e-mail) is rendered from; joins as in `withSubjects`. */
const subjectColumns = {
  id: notifications.id,
  type: notifications.type,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  actorId: users.id,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  requestId: providerRequests.id,
  requestTitle: providerRequests.title,
  suggestionId: providerSuggestions.id,
  suggestionProviderName: providerSuggestions.providerName,
  suggestionGuestName: providerSuggestions.guestName,
  projectId: projects.id,
  projectTitle: projects.title,
  providerId: providers.id,
  providerName: providers.name,
  editChanges: providerEdits.changes,
  taskId: homeTasks.id,
  taskTitle: homeTasks.title,
  homeItemId: homeItems.id,
  homeItemName: homeItems.name,
  dueOn: notifications.dueOn,
  editRevertsId: providerEdits.revertsEditId,
  // Someone joined through the recipient's invite link: whether the recipient added them (one
  // probe of contacts_linked_user_idx, for that kind of item only).
  inviteAdded: sql<boolean | null>`case when ${notifications.type} = 'invite_joined' then exists (
    select 1 from ${contacts} ic where ic.linked_user_id = ${notifications.actorUserId} and ic.user_id = ${notifications.userId}) end`,
};

/** Joins on what each notification is about (each absent when gone or not part of the event). */
function withSubjects<T extends PgSelect>(query: T) {
  return query
    .leftJoin(users, eq(users.id, notifications.actorUserId))
    .leftJoin(providerRequests, eq(providerRequests.id, notifications.requestId))
    .leftJoin(providerSuggestions, eq(providerSuggestions.id, notifications.suggestionId))
    .leftJoin(projects, eq(projects.id, notifications.projectId))
    .leftJoin(providers, eq(providers.id, notifications.providerId))
    .leftJoin(providerEdits, eq(providerEdits.id, notifications.providerEditId))
    .leftJoin(homeTasks, eq(homeTasks.id, notifications.taskId))
    .leftJoin(homeItems, eq(homeItems.id, notifications.homeItemId));
}

/**
 * Claims a batch of an outbox (e-mail or push) due now: FOR UPDATE SKIP LOCKED, so processes never
 * take the same row, and leased (`*_next_at` pushed `lease` ahead) so a row whose sender died is
 * taken again later. E-mails held for the request digest are not due here.
 */
export async function claimDue(db: Db, channel: "email" | "push", batch: number, lease: string) {
  const [pending, nextAt, attempts] = [`${channel}_pending`, `${channel}_next_at`, `${channel}_attempts`].map((c) => sql.raw(c));
  const notHeld = channel === "email" ? sql`and not email_digest` : sql``;
  return queryRows<{ id: string }>(
    db,
    sql`update ${notifications} set ${nextAt} = now() + interval '${sql.raw(lease)}', ${attempts} = ${attempts} + 1
      where id in (
        select id from ${notifications} where ${pending} and ${nextAt} <= now() ${notHeld}
        order by ${nextAt} limit ${batch} for update skip locked)
      returning id`,
  );
}

/**
 * Claimed outbox rows (e-mail or push) with what they are about, their recipient, whether the
 * recipient wants that event on this channel (no row: yes) and the recipient's quiet hours.
 */
export function claimedItems(db: Db, ids: string[], channel: "email" | "push") {
  const recipient = alias(users, "recipient");
  return withSubjects(
    db
      .select({
        ...subjectColumns,
        attempts: channel === "email" ? notifications.emailAttempts : notifications.pushAttempts,
        userId: recipient.id,
        to: recipient.email,
        language: recipient.language,
        timeZone: recipient.timeZone,
        wanted:
          channel === "email"
            ? sql<boolean>`coalesce(${notificationPreferences.email}, ${emailDefaultSql(sql`${notifications.type}`)})`
            : sql<boolean>`coalesce(${notificationPreferences.push}, true)`,
        quietOn: notificationSettings.quietOn,
        quietFrom: notificationSettings.quietFrom,
        quietUntil: notificationSettings.quietUntil,
      })
      .from(notifications)
      .innerJoin(recipient, eq(recipient.id, notifications.userId))
      .$dynamic(),
  )
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, notifications.userId), eq(notificationPreferences.type, notifications.type)),
    )
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .where(inArray(notifications.id, ids));
}

type Columns = Omit<typeof subjectColumns, "inviteAdded">;
type SubjectRow = { [K in keyof Columns]: Columns[K]["_"]["data"] | null } & { inviteAdded: boolean | null };

export function toItem(r: SubjectRow): NotificationItem {
  return {
    id: r.id!,
    type: r.type!,
    actor: r.actorId ? { id: r.actorId, firstName: r.actorFirstName, lastName: r.actorLastName } : null,
    request: r.requestId && r.requestTitle ? { id: r.requestId, title: r.requestTitle } : null,
    suggestion:
      r.suggestionId && r.suggestionProviderName
        ? { id: r.suggestionId, providerName: r.suggestionProviderName, guestName: r.suggestionGuestName }
        : null,
    project: r.projectId && r.projectTitle ? { id: r.projectId, title: r.projectTitle } : null,
    provider: r.providerId && r.providerName ? { id: r.providerId, name: r.providerName } : null,
    providerChange: r.editChanges
      ? { fields: PROVIDER_CONTACT_FIELDS.filter((f) => r.editChanges![f] !== undefined), undo: r.editRevertsId !== null }
      : null,
    inviteJoin: r.type === "invite_joined" ? { added: !!r.inviteAdded } : null,
    task: r.taskId && r.taskTitle ? { id: r.taskId, title: r.taskTitle } : null,
    homeItem: r.homeItemId && r.homeItemName ? { id: r.homeItemId, name: r.homeItemName } : null,
    dueOn: r.dueOn ?? null,
    read: r.readAt !== null,
    createdAt: r.createdAt!.toISOString(),
  };
}

/** GET /api/notifications: the viewer's items newest first, the page and its total in one statement. */
export async function listNotifications(db: Db, viewerId: string, query: PageQuery): Promise<Page<NotificationItem>> {
  const paged = keyset(inboxOrder, query, sql`${notifications}`, eq(notifications.userId, viewerId));
  const rows = await withSubjects(
    db
      .select({ ...subjectColumns, ...paged.columns })
      .from(notifications)
      .$dynamic(),
  )
    .where(paged.where)
    .orderBy(...paged.orderBy)
    .limit(paged.limit);
  return paged.page(db, rows, toItem);
}

/** The bell shows "99+" past this: counting stops there, so a huge backlog costs no more. */
const UNREAD_COUNT_CAP = 100;

export async function unreadCount(db: Db, viewerId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(notifications)
      .where(and(eq(notifications.userId, viewerId), isNull(notifications.readAt)))
      .limit(UNREAD_COUNT_CAP)
      .as("unread"),
  );
  return Number(row?.n ?? 0);
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The switches (no row: on), whether any device takes pushes, the quiet hours (no row: 21:00–08:00)
 * and the weekly digest (no row: off).
 */
export async function getPreferences(db: Db, viewerId: string, emailAvailable: boolean): Promise<NotificationPreferences> {
  const [rows, [settings]] = await Promise.all([
    db
      .select({ type: notificationPreferences.type, email: notificationPreferences.email, push: notificationPreferences.push })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, viewerId)),
    db
      .select({
        on: sql<boolean>`coalesce(${notificationSettings.quietOn}, true)`,
        from: sql<number>`coalesce(${notificationSettings.quietFrom}, ${DEFAULT_QUIET_HOURS.from})::int`,
        until: sql<number>`coalesce(${notificationSettings.quietUntil}, ${DEFAULT_QUIET_HOURS.until})::int`,
        weeklyDigest: sql<boolean>`coalesce(${notificationSettings.weeklyDigest}, false)`,
        devices: sql<boolean>`exists (select 1 from ${pushSubscriptions} s where s.user_id = ${viewerId}::uuid)`,
      })
      .from(sql`(select 1) one`)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, viewerId)),
  ]);
  const byType = new Map(rows.map((r) => [r.type, r]));
  const channel = (c: "email" | "push") =>
    Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, byType.get(t)?.[c] ?? (c === "push" || emailByDefault(t))])) as Record<
      NotificationType,
      boolean
    >;
  return {
    email: channel("email"),
    emailAvailable,
    push: channel("push"),
    pushAvailable: !!settings?.devices,
    quietHours: { on: settings?.on ?? true, from: clock(Number(settings?.from)), until: clock(Number(settings?.until)) },
    weeklyDigest: !!settings?.weeklyDigest,
  };
}
