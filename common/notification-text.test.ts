import { describe, expect, it } from "vitest";
import type { NotificationItem } from "./schemas/notifications";
import { notificationPath } from "./notification-text";

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
});
