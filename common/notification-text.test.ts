import { describe, expect, it } from "vitest";
import type { NotificationItem } from "./schemas/notifications";
import i18next from "i18next";
import notices from "./locales/en/notices.json";
import { notificationPath, notificationText, type NoticeTranslate } from "./notification-text";

const english = i18next.createInstance();
void english.init({ initAsync: false, lng: "en", resources: { en: { notices } }, interpolation: { escapeValue: false } });
/** The English `notices` texts (untyped keys: they are built at run time). */
const fixedT = (
  english as unknown as { getFixedT: (lng: string, ns: string) => (key: string, options: object) => unknown }
).getFixedT("en", "notices");
const t: NoticeTranslate = (key, options) => String(fixedT(key, options ?? {}));

const item = (type: NotificationItem["type"], extra: Partial<NotificationItem> = {}) =>
  ({
    type,
    actor: null,
    request: null,
    suggestion: null,
    project: null,
    provider: null,
    providerChange: null,
    ...extra,
  }) as NotificationItem;
const request = { id: "r1", title: "Need a roofer" };

describe("where an inbox item leads", () => {
  it("a suggestion opens the reader's own request, marked; a request or a +1 opens the friend's", () => {
    expect(notificationPath(item("suggestion", { request }))).toBe("/requests#request-r1");
    expect(notificationPath(item("request", { request }))).toBe("/requests?tab=friends#request-r1");
    expect(notificationPath(item("suggestion_vouch", { request }))).toBe("/requests?tab=friends#request-r1");
  });

  it("a project or provider page is opened from a notification, so one out of reach says so", () => {
    expect(notificationPath(item("collaborator", { project: { id: "p1", title: "Deck" } }))).toBe(
      "/projects/p1?from=notification",
    );
    expect(notificationPath(item("vouch", { provider: { id: "v1", name: "Ace" } }))).toBe("/providers/v1?from=notification");
  });

  it("a reminder opens its task, its item or its project, and names the day, no amount", () => {
    const task = item("task_due", { task: { id: "t1", title: "Clean the gutters" }, dueOn: "2026-03-10" });
    expect(notificationPath(task)).toBe("/home#task-t1");
    expect(notificationText(task, t)).toBe("Upkeep due on Mar 10, 2026: “Clean the gutters”");
    const warranty = item("warranty", { homeItem: { id: "i1", name: "Furnace" }, dueOn: "2026-04-01" });
    expect(notificationPath(warranty)).toBe("/home/items#item-i1");
    expect(notificationText(warranty, t)).toBe("The warranty on “Furnace” ends on Apr 1, 2026");
    const estimate = item("appointment", {
      project: { id: "p1", title: "New roof" },
      provider: { id: "v1", name: "Ace" },
      dueOn: "2026-03-11",
    });
    expect(notificationPath(estimate)).toBe("/projects/p1?from=notification");
    expect(notificationText(estimate, t)).toBe("Estimate with Ace for “New roof” on Mar 11, 2026");
    expect(notificationText(item("appointment", { project: { id: "p2", title: "Lawn care" }, dueOn: "2026-03-11" }), t)).toBe(
      "Service for “Lawn care” on Mar 11, 2026",
    );
  });
});
