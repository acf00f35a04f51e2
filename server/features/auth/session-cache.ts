// Signed-in users by session id, kept in the process so a request need not read the session
// from the database (the session lookup was the one statement of every call). Safe
// across processes because it trusts itself only while it hears the database's notifications
// (migration 0011: a trigger on sessions and users): a session ended anywhere — sign-out,
// password reset, account deletion — or an account changed is dropped from every process's
// cache as soon as the notification arrives; while the listening connection is down, nothing
// is cached or served from the cache.
import type { User } from "../../db/schema.js";
import type { Notifications } from "../../db/notifications.js";

const SESSION_CHANNEL = "vowch_session_changed";
const USER_CHANNEL = "vowch_user_changed";
const MAX_ENTRIES = 20_000;

export interface CachedSession {
  user: User;
  expire: Date;
}

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private listening = false;
  /** Bumped by every notification: a lookup that overlapped one is not cached. */
  private generation = 0;

  /** A session still within its expiry, when the cache may be trusted. */
  get(sid: string): CachedSession | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sid);
    if (entry && entry.expire.getTime() <= Date.now()) {
      this.forget(sid);
      return undefined;
    }
    return entry;
  }

  /** Taken before reading the database; `set` with it is ignored if anything changed since. */
  ticket(): number {
    return this.generation;
  }

  set(sid: string, entry: CachedSession, ticket: number) {
    if (!this.listening || ticket !== this.generation) return;
    this.forget(sid);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.entries.set(sid, entry);
    const sids = this.sessionsOfUser.get(entry.user.id) ?? new Set<string>();
    sids.add(sid);
    this.sessionsOfUser.set(entry.user.id, sids);
  }

  /** Starts listening; resolves to a function that stops. */
  async connect(notifications: Notifications): Promise<() => Promise<void>> {
    return notifications.subscribe([SESSION_CHANNEL, USER_CHANNEL], {
      message: (channel, payload) => {
        if (channel === SESSION_CHANNEL) {
          this.generation++;
          this.forget(payload);
        } else this.forgetUser(payload);
      },
      listening: (on) => {
        this.generation++;
        this.listening = on;
        this.entries.clear();
        this.sessionsOfUser.clear();
      },
    });
  }

  /**
   * Drops every cached session of a user at once. Called after each of the user's own writes in
   * this process, so they read their change back without waiting for the notification.
   */
  forgetUser(userId: string) {
    this.generation++;
    for (const sid of this.sessionsOfUser.get(userId) ?? []) this.forget(sid);
  }

  private forget(sid: string) {
    const entry = this.entries.get(sid);
    if (!entry) return;
    this.entries.delete(sid);
    const sids = this.sessionsOfUser.get(entry.user.id);
    sids?.delete(sid);
    if (sids?.size === 0) this.sessionsOfUser.delete(entry.user.id);
  }
}
