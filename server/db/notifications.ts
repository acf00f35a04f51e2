// LISTEN/NOTIFY on either database, for caches that must hear about changes made by any
// process (server/features/auth/session-cache.ts). PostgreSQL: one dedicated connection outside
// the pool, reconnected after a second when it drops; PGlite: the one connection's own listen,
// in its worker (pglite-worker.ts), each notification posted to this thread.
import pg from "pg";
import type { PgliteWorkerClient } from "./pglite-worker-client.js";

export interface NotificationHandlers {
  message(channel: string, payload: string): void;
  /** false when notifications may have been missed (connection lost), true once listening again. */
  listening(on: boolean): void;
}

export interface Notifications {
  /** Starts listening on `channels`; resolves once listening, to a function that stops. */
  subscribe(channels: string[], handlers: NotificationHandlers): Promise<() => Promise<void>>;
}

const RECONNECT_MS = 1000;

export function postgresNotifications(url: string): Notifications {
  return {
    async subscribe(channels, handlers) {
      let stopped = false;
      let client: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;

      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        const lost = () => {
          if (client !== next) return;
          client = undefined;
          handlers.listening(false);
          void next.end().catch(() => {});
          if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
        };
        next.on("error", lost);
        next.on("end", lost);
        next.on("notification", (n) => handlers.message(n.channel, n.payload ?? ""));
        try {
          await next.connect();
          for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (err) {
          next.removeAllListeners("end");
          await next.end().catch(() => {});
          if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
          throw err;
        }
        client = next;
        handlers.listening(true);
      };

      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const last = client;
        client = undefined;
        handlers.listening(false);
        if (last) {
          last.removeAllListeners("end");
          await last.end().catch(() => {});
        }
      };
    },
  };
}

export function pgliteNotifications(client: PgliteWorkerClient): Notifications {
  return {
    async subscribe(channels, handlers) {
      const stops = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => handlers.message(channel, payload))),
      );
      handlers.listening(true);
      return async () => {
        handlers.listening(false);
        if (!client.closed) await Promise.all(stops.map((stop) => stop()));
      };
    },
  };
}
