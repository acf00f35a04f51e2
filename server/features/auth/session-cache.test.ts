import { describe, expect, it } from "vitest";
import type { User } from "../../db/schema";
import type { NotificationHandlers, Notifications } from "../../db/notifications";
import { SessionCache } from "./session-cache";

/** Notifications the test sends by hand (the real ones are proven in tests/api/session-cache.test.ts). */
function manualNotifications() {
  let handlers: NotificationHandlers | undefined;
  const notifications: Notifications = {
    subscribe: async (_channels, h) => {
      handlers = h;
      h.listening(true);
      return async () => h.listening(false);
    },
  };
  return {
    notifications,
    send: (channel: string, payload: string) => handlers!.message(channel, payload),
    listening: (on: boolean) => handlers!.listening(on),
  };
}

const user = (id: string) => ({ id }) as User;
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe("SessionCache", () => {
  it("caches nothing until it listens, and nothing while the connection is lost", async () => {
    const cache = new SessionCache();
    cache.set("a", { user: user("u1"), expire: inAnHour() }, cache.ticket());
    expect(cache.get("a")).toBeUndefined();

    const manual = manualNotifications();
    await cache.connect(manual.notifications);
    cache.set("a", { user: user("u1"), expire: inAnHour() }, cache.ticket());
    expect(cache.get("a")?.user.id).toBe("u1");
    manual.listening(false);
    expect(cache.get("a")).toBeUndefined();
    manual.listening(true);
    expect(cache.get("a")).toBeUndefined(); // cleared: notifications may have been missed
  });

  it("drops a session when told, and every session of a changed user", async () => {
    const cache = new SessionCache();
    const manual = manualNotifications();
    await cache.connect(manual.notifications);
    for (const [sid, id] of [
      ["a", "u1"],
      ["b", "u1"],
      ["c", "u2"],
    ] as const) {
      cache.set(sid, { user: user(id), expire: inAnHour() }, cache.ticket());
    }
    manual.send("vowch_session_changed", "c");
    expect(cache.get("c")).toBeUndefined();
    manual.send("vowch_user_changed", "u1");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeUndefined();
  });

  it("does not keep a lookup that overlapped a notification", async () => {
    const cache = new SessionCache();
    const manual = manualNotifications();
    await cache.connect(manual.notifications);
    const ticket = cache.ticket(); // the database read starts…
    manual.send("vowch_session_changed", "a"); // …the session ends meanwhile…
    cache.set("a", { user: user("u1"), expire: inAnHour() }, ticket); // …the stale read must not stick
    expect(cache.get("a")).toBeUndefined();
  });

  it("does not serve an expired session", async () => {
    const cache = new SessionCache();
    await cache.connect(manualNotifications().notifications);
    cache.set("a", { user: user("u1"), expire: new Date(Date.now() - 1) }, cache.ticket());
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("SessionCache.forgetUser", () => {
  it("drops the user's sessions at once and refuses a lookup that overlapped it", async () => {
    const cache = new SessionCache();
    await cache.connect(manualNotifications().notifications);
    cache.set("a", { user: user("u1"), expire: inAnHour() }, cache.ticket());
    const ticket = cache.ticket();
    cache.forgetUser("u1");
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", { user: user("u1"), expire: inAnHour() }, ticket);
    expect(cache.get("b")).toBeUndefined();
  });
});
