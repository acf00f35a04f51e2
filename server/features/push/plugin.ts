// Web Push on the app: the key pair (loaded once, on listening), the push queue (started with the
// app, swept now and then, and nudged after a write that succeeded once this process has seen a
// device: only then can a write have owed a push), stopped on close.
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/client.js";
import { loadVapidKeys, type VapidKeys } from "./keys.js";
import { PushQueue } from "./queue.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Web Push (server/features/push): the VAPID keys and the queue of pushes owed. */
    push: { keys: () => Promise<VapidKeys>; queue: PushQueue };
  }
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function registerPush(app: FastifyInstance, config: AppConfig, db: Db) {
  let loading: Promise<VapidKeys> | undefined;
  const keys = () => {
    loading ??= loadVapidKeys(db, config.push).catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
  const queue = new PushQueue({ db, log: app.log, keys, sweepSeconds: config.push.sweepSeconds });
  app.decorate("push", { keys, queue });
  if (!config.push.keys && /@localhost$|^mailto:[^@]*$/.test(config.push.subject) && config.isProduction) {
    app.log.warn(
      "VAPID_SUBJECT is not set and neither MAIL_FROM nor PUBLIC_URL gives a real address: Apple's push service refuses pushes",
    );
  }
  // Once listening: server/main.ts migrates while the plugins get ready, so the tables may not
  // exist before. In-process apps (tests) never listen: they load the keys and kick the queue themselves.
  app.addHook("onListen", async () => {
    await keys();
    queue.start();
  });
  app.addHook("onResponse", async (request, reply) => {
    if (queue.active && WRITE_METHODS.has(request.method) && reply.statusCode < 400) queue.kick();
  });
  app.addHook("onClose", async () => {
    await queue.stop();
  });
}
