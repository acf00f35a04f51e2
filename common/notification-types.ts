// The events that notify someone and what an unsubscribe link stops: plain constants, apart from
// the notification schemas (zod), so a screen that only lists them loads no form library.
/** The events that notify someone, in the order the preferences list them. */
export const NOTIFICATION_TYPES = [
  "request",
  "suggestion",
  "link_suggestion",
  "suggestion_vouch",
  "collaborator",
  "vouch",
  "provider_change",
  "invite_joined",
  "household_added",
  "task_due",
  "warranty",
  "appointment",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The reminders the sweep writes (server/features/reminders): their e-mail is off until the person
 * turns it on (the weekly digest gathers them by e-mail); every other event's e-mail is on.
 */
export const REMINDER_TYPES = ["task_due", "warranty", "appointment"] as const satisfies readonly NotificationType[];

/** Whether an event comes by e-mail when the person has not said. */
export const emailByDefault = (type: NotificationType) => !(REMINDER_TYPES as readonly string[]).includes(type);

/**
 * The Monday e-mail "This week at home" (server/features/notifications/weekly-digest.ts): its own
 * switch, off until the person turns it on, and its own unsubscribe link.
 */
export const WEEKLY_DIGEST = "weekly_digest";

/** What an unsubscribe link stops: one event's e-mails, the weekly digest, or every e-mail. */
export type UnsubscribeScope = NotificationType | typeof WEEKLY_DIGEST | "all";
