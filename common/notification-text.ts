// What an inbox item says and where it leads: one sentence per event, the same in the app's inbox
// and in the e-mail (server/features/notifications/mail-queue.ts).
// The reminders name titles and dates only: what a lock screen may show (no amounts, no addresses).
import { formatDate } from "./format";
import type { NotificationItem } from "./schemas/notifications";

type Subject = Pick<NotificationItem, "type" | "actor" | "request" | "suggestion" | "project" | "provider" | "providerChange"> &
  Partial<Pick<NotificationItem, "task" | "homeItem" | "dueOn">>;

const CONTACT_FIELD_WORDS = { phone: "phone number", email: "e-mail", website: "website" } as const;

/** "the phone number", "the phone number and website", "the phone number, e-mail and website". */
function contactFields(change: Subject["providerChange"]): string {
  const words = (change?.fields ?? []).map((f) => CONTACT_FIELD_WORDS[f]);
  if (words.length === 0) return "the contact details";
  const last = words.pop()!;
  return `the ${words.length ? `${words.join(", ")} and ${last}` : last}`;
}

function actorName(actor: Subject["actor"]): string {
  const name = [actor?.firstName, actor?.lastName].filter(Boolean).join(" ").trim();
  return name || (actor ? "Someone" : "A former member");
}

export function notificationText(n: Subject): string {
  const who = actorName(n.actor);
  const title = n.request ? `“${n.request.title}”` : "your request";
  switch (n.type) {
    case "request":
      return `${who} is asking friends for a provider: ${title}`;
    case "suggestion":
      return `${who} suggested ${n.suggestion?.providerName ?? "a provider"} for ${n.request ? title : "your request"}`;
    case "link_suggestion":
      return `${n.suggestion?.guestName ?? "Someone"} suggested ${n.suggestion?.providerName ?? "a provider"} through your link for ${title}`;
    case "suggestion_vouch":
      return `${who} gave +1 to your suggestion ${n.suggestion?.providerName ?? ""} on ${title}`.replace("  ", " ");
    case "collaborator":
      return `${who} added you to the project ${n.project ? `“${n.project.title}”` : ""}`.trim();
    case "vouch":
      return `${who} vowched for ${n.provider?.name ?? "a provider"}, who is on your list`;
    case "provider_change": {
      const whose = `${contactFields(n.providerChange)} of ${n.provider?.name ?? "a provider"}, who is on your list`;
      return n.providerChange?.undo ? `${who} undid a change to ${whose}` : `${who} changed ${whose}`;
    }
    case "invite_joined":
      return `${n.actor?.firstName || "Someone"} joined through your link — add to your contacts?`;
    case "household_added":
      return `${who} was added to your household`;
    case "task_due":
      return `Upkeep due ${day(n.dueOn)}: ${n.task ? `“${n.task.title}”` : "a task of your home"}`;
    case "warranty":
      return `The warranty on ${n.homeItem ? `“${n.homeItem.name}”` : "an item of your home"} ends ${day(n.dueOn)}`;
    case "appointment": {
      const project = n.project ? `“${n.project.title}”` : "a project";
      return n.provider
        ? `Estimate with ${n.provider.name} for ${project} ${day(n.dueOn)}`
        : `Service for ${project} ${day(n.dueOn)}`;
    }
  }
}

/** "on Mar 5, 2024" (a reminder's day), or "soon" when it is unknown. */
const day = (dueOn: string | null | undefined) => (dueOn ? `on ${formatDate(dueOn)}` : "soon");

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
