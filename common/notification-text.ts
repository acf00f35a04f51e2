// What an inbox item says and where it leads: one sentence per event, the same in the app's inbox,
// the push and the e-mail (server/features/notifications/mail-queue.ts), in the reader's language
// (the `notices` namespace, common/locales/<language>/notices.json).
// The reminders name titles and dates only: what a lock screen may show (no amounts, no addresses).
import { formatDate } from "./format";
import type { NotificationItem } from "./schemas/notifications";

type Subject = Pick<NotificationItem, "type" | "actor" | "request" | "suggestion" | "project" | "provider" | "providerChange"> &
  Partial<Pick<NotificationItem, "task" | "homeItem" | "dueOn">>;

/**
 * A translator of the `notices` namespace (i18next's `getFixedT(language, "notices")` on the
 * server, the page's `t` on the client), and the locale the reminders' days are written in.
 */
export type NoticeTranslate = (key: string, options?: Record<string, unknown>) => string;

/** "the phone number", "the phone number and website", "the phone number, e-mail and website". */
function contactFields(t: NoticeTranslate, change: Subject["providerChange"]): string {
  const [a, b, c] = (change?.fields ?? []).map((f) => t(`field.${f}`));
  if (!a) return t("fields.none");
  if (!b) return t("fields.one", { a });
  if (!c) return t("fields.two", { a, b });
  return t("fields.three", { a, b, c });
}

function actorName(t: NoticeTranslate, actor: Subject["actor"]): string {
  const name = [actor?.firstName, actor?.lastName].filter(Boolean).join(" ").trim();
  return name || (actor ? t("someone") : t("formerMember"));
}

/** One sentence per event in the reader's language (names and titles as typed); `locale` writes the days. */
export function notificationText(n: Subject, t: NoticeTranslate, locale?: string): string {
  const who = actorName(t, n.actor);
  const quoted = (title: string) => t("quoted", { title });
  const title = n.request ? quoted(n.request.title) : t("yourRequest");
  const provider = (name: string | null | undefined) => name ?? t("aProvider");
  /** "on Mar 5, 2024" (a reminder's day), or "soon" when it is unknown. */
  const day = n.dueOn ? t("onDay", { date: formatDate(n.dueOn, locale) }) : t("soon");
  switch (n.type) {
    case "request":
      return t("text.request", { who, title });
    case "suggestion":
      return t("text.suggestion", { who, provider: provider(n.suggestion?.providerName), title });
    case "link_suggestion":
      return t("text.linkSuggestion", {
        guest: n.suggestion?.guestName ?? t("someone"),
        provider: provider(n.suggestion?.providerName),
        title,
      });
    case "suggestion_vouch":
      return n.suggestion?.providerName
        ? t("text.suggestionVouch", { who, provider: n.suggestion.providerName, title })
        : t("text.suggestionVouchUnnamed", { who, title });
    case "collaborator":
      return n.project ? t("text.collaborator", { who, title: quoted(n.project.title) }) : t("text.collaboratorUnnamed", { who });
    case "vouch":
      return t("text.vouch", { who, provider: provider(n.provider?.name) });
    case "provider_change": {
      const values = { who, fields: contactFields(t, n.providerChange), provider: provider(n.provider?.name) };
      return n.providerChange?.undo ? t("text.providerChangeUndo", values) : t("text.providerChange", values);
    }
    case "invite_joined":
      return t("text.inviteJoined", { name: n.actor?.firstName || t("someone") });
    case "household_added":
      return t("text.householdAdded", { who });
    case "task_due":
      return t("text.taskDue", { day, task: n.task ? quoted(n.task.title) : t("aTask") });
    case "warranty":
      return t("text.warranty", { item: n.homeItem ? quoted(n.homeItem.name) : t("anItem"), day });
    case "appointment": {
      const project = n.project ? quoted(n.project.title) : t("aProject");
      return n.provider ? t("text.estimate", { provider: n.provider.name, project, day }) : t("text.service", { project, day });
    }
  }
}

/** The Requests tab and card an item about a request opens: the card is highlighted there. */
export const requestAnchor = (requestId: string) => `request-${requestId}`;

/** An upkeep task's row on the home's screen (/home). */
export const taskAnchor = (taskId: string) => `task-${taskId}`;

/** A home item's entry on the home's items (/home/items). */
export const homeItemAnchor = (itemId: string) => `item-${itemId}`;

/**
 * The app path an item opens. A request item opens its card on Requests (its own under "My
 * Requests", a friend's under "From Friends"); a project or provider page is opened `from` a
 * notification, so a page the reader can no longer open says so instead of "not found".
 */
export function notificationPath(n: Subject): string {
  switch (n.type) {
    case "collaborator":
      return n.project ? `/projects/${n.project.id}?from=notification` : "/projects";
    case "vouch":
    case "provider_change":
      return n.provider ? `/providers/${n.provider.id}?from=notification` : "/providers";
    case "suggestion":
    case "link_suggestion":
      return n.request ? `/requests#${requestAnchor(n.request.id)}` : "/requests";
    case "request":
    case "suggestion_vouch":
      return n.request ? `/requests?tab=friends#${requestAnchor(n.request.id)}` : "/requests?tab=friends";
    case "invite_joined":
      return n.actor ? `/contacts/${n.actor.id}` : "/notifications";
    case "household_added":
      return "/profile#household";
    case "task_due":
      return n.task ? `/home#${taskAnchor(n.task.id)}` : "/home";
    case "warranty":
      return n.homeItem ? `/home/items#${homeItemAnchor(n.homeItem.id)}` : "/home/items";
    case "appointment":
      return n.project ? `/projects/${n.project.id}?from=notification` : "/projects";
  }
}
