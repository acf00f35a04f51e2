// The reminder sweep on the app: every process runs it every REMINDER_SWEEP_SECONDS (0: never; the
// tests run it themselves with the "now" they need), first once it listens. A run that wrote
// reminders kicks the push queue and the e-mail queue, which deliver them. Stopped before close,
// so a run in flight never kicks a queue that has stopped.
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/client.js";
import { QueueRunner } from "../notifications/queue-runner.js";
import { notifyOptionsOf } from "../notifications/fan-out.js";
import { sweepReminders, type SweepResult } from "./sweep.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The reminder sweep (server/features/reminders): `sweep(now)` runs it once and kicks the queues. */
    reminders: { sweep: (now?: Date) => Promise<SweepResult> };
  }
}

export function registerReminders(app: FastifyInstance, config: AppConfig, db: Db) {
  let closing = false;
  const sweep = async (now = new Date()) => {
    const result = await sweepReminders(db, now, notifyOptionsOf(app));
    if (!closing && result.task_due + result.warranty + result.appointment > 0) {
      app.push.queue.kick();
      app.mailQueue.kick();
    }
    return result;
  };
  const runner = new QueueRunner(
    async () => {
      await sweep();
    },
    (err) => app.log.error({ err }, "reminder sweep failed"),
    config.reminderSweepSeconds * 1000,
  );
  app.decorate("reminders", { sweep });
  // Once listening (after server/main.ts's migrations), as the push queue.
  app.addHook("onListen", async () => {
    runner.start();
  });
  app.addHook("preClose", async () => {
    closing = true;
    await runner.stop();
  });
}
