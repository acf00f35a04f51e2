// The in-app inbox and its e-mail preferences, shared by the inbox screen and the routes.
import { z } from "zod";
import { NOTIFICATION_TYPES, type NotificationType, WEEKLY_DIGEST } from "../notification-types";
import { pageQueryFields } from "./paging";
import { personSchema } from "./person";
import { PROVIDER_CONTACT_FIELDS } from "./provider-edits";

/** One inbox item: the event, who did it and what it is about (each absent when gone or not part of the event). */
export const notificationItemSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  actor: personSchema.nullable(),
  request: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** `guestName`: who suggested it through the request's link (no account; `actor` is then null). */
  suggestion: z.object({ id: z.string(), providerName: z.string(), guestName: z.string().nullable() }).nullable(),
  project: z.object({ id: z.string(), title: z.string() }).nullable(),
  provider: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** A provider's contact change: which of its contact fields, and whether it undid an earlier change. */
  providerChange: z.object({ fields: z.array(z.enum(PROVIDER_CONTACT_FIELDS)), undo: z.boolean() }).nullable(),
  /** Someone joined through the viewer's invite link: whether the viewer has added them to their contacts. */
  inviteJoin: z.object({ added: z.boolean() }).nullable(),
  /** A reminder of an upkeep task due (the home's task). */
  task: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** A reminder of a warranty ending (the home's item). */
  homeItem: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** A reminder's day: the task's due date, the warranty's last day, the appointment's or service's day (YYYY-MM-DD). */
  dueOn: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationsQuerySchema = z.object({ ...pageQueryFields });

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/notifications/read: the given items, or every item when `ids` is absent. */
export const markReadSchema = z.object({
  ids: z
    .array(z.uuid("Unknown notification"))
    .min(1, "Name at least one notification")
    .max(100, "At most 100 at once")
    .optional(),
});
export type MarkRead = z.infer<typeof markReadSchema>;

const perType = () =>
  z.object(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, z.boolean()])) as Record<NotificationType, z.ZodBoolean>);
const somePerType = () =>
  z
    .object(
      Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, z.boolean().optional()])) as Record<
        NotificationType,
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .strict();

const CLOCK_TIME_MESSAGE = "Use a time such as 21:00";
/** "HH:MM", 00:00 to 23:59. */
const clockTime = z.string({ error: CLOCK_TIME_MESSAGE }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, CLOCK_TIME_MESSAGE);

/** Pushes due between `from` and `until` (the person's time zone) wait until `until`; the inbox is never held. */
const quietHoursSchema = z.object({ on: z.boolean(), from: clockTime, until: clockTime }).strict();

/** Per event: whether it also comes by e-mail and to the phone. The inbox always records it. */
export const notificationPreferencesSchema = z.object({
  email: perType(),
  /** Whether this server sends e-mail at all (SMTP_URL set): the screen says so instead of offering switches that do nothing. */
  emailAvailable: z.boolean(),
  push: perType(),
  /** Whether any of the person's devices is subscribed to pushes. */
  pushAvailable: z.boolean(),
  quietHours: quietHoursSchema,
  /** The Monday e-mail "This week at home" (off until turned on). */
  weeklyDigest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updatePreferencesSchema = z
  .object({
    email: somePerType().optional(),
    push: somePerType().optional(),
    quietHours: quietHoursSchema.optional(),
    weeklyDigest: z.boolean({ error: "weeklyDigest must be true or false" }).optional(),
  })
  .strict();
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

const UNSUBSCRIBE_TOKEN_MESSAGE = "This unsubscribe link is not valid";
/** The signed token of an unsubscribe link (server/features/notifications/unsubscribe-token.ts). */
const unsubscribeTokenSchema = z
  .string({ error: UNSUBSCRIBE_TOKEN_MESSAGE })
  .max(400, UNSUBSCRIBE_TOKEN_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, UNSUBSCRIBE_TOKEN_MESSAGE);

export const unsubscribeQuerySchema = z.object({ token: unsubscribeTokenSchema });

/** The answer of an unsubscribe: which e-mails stop ("all" from the footer's "every e-mail"). */
export const unsubscribeResultSchema = z.object({
  type: z.enum([...NOTIFICATION_TYPES, WEEKLY_DIGEST, "all"]),
  email: z.boolean(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
