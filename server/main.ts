// Process entry: configuration, database (locked, migrated), the app, and a graceful shutdown.
import path from "node:path";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { DataDirLockedError } from "./db/data-dir-lock.js";
import { startOpeningConfiguredDatabase } from "./db/open.js";
import { purgeExpiredResetTokens } from "./features/auth/password-reset.js";
import { purgeExpiredVerifications } from "./features/verification/service.js";
import { purgeExpiredSignups } from "./features/auth/signup.js";
import { purgeExpiredRateLimits } from "./features/auth/rate-limit.js";
import { purgeExpiredChallenges } from "./features/passkeys/challenges.js";
import { purgeExpiredSessions } from "./features/auth/sessions.js";
import { sweepOrphanFiles } from "./features/files/sweep.js";
import { backfillThumbnails } from "./features/files/thumbnail-backfill.js";
import { purgeExpiredPeopleLookups } from "./features/users/lookup-limit.js";
import { purgeExpiredIdempotencyKeys } from "./plugins/idempotency.js";
import { projectRoot as root } from "./paths.js";

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 9_000;

async function main() {
  const dev = process.argv.includes("--dev");
  const config = { ...loadConfig(), clientDir: path.join(root, "dist/client") };

  // The app is built while the database opens (the embedded one on its worker thread).
  const opened = await startOpeningConfiguredDatabase(config);
  const { database } = opened;

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, db: database.db, dev, notifications: database.notifications });
    // Plugins get ready (the session cache's LISTEN waits in the worker) while migrations run.
    await Promise.all([app.ready(), opened.ready]);
  } catch (err) {
    await opened.close().catch(() => {});
    throw err;
  }
  const housekeep = () =>
    Promise.all([
      purgeExpiredSessions(database.db),
      purgeExpiredRateLimits(database.db),
      purgeExpiredChallenges(database.db),
      purgeExpiredResetTokens(database.db),
      purgeExpiredVerifications(database.db),
      purgeExpiredSignups(database.db),
      purgeExpiredPeopleLookups(database.db),
      purgeExpiredIdempotencyKeys(database.db),
      sweepOrphanFiles(database.db, app.files),
      backfillThumbnails(database.db, app.files).then(({ made, failed }) => {
        if (made > 0) app.log.info({ made }, "thumbnails backfilled");
        if (failed.length > 0) app.log.warn({ failed }, "thumbnails not made for these stored images");
      }),
    ]).catch((err) => app.log.warn({ err }, "housekeeping failed"));
  const housekeeping = setInterval(() => void housekeep(), HOUSEKEEPING_INTERVAL_MS);
  void housekeep();
  housekeeping.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    clearInterval(housekeeping);
    // A supervisor waits about 10 s before SIGKILL: stop accepting, give in-flight requests
    // until then, and exit even if one hangs.
    setTimeout(() => {
      app.log.warn("in-flight requests did not finish in time");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
    } finally {
      await opened.close();
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Vowch is running on http://localhost:${config.port} (database: ${opened.where})`);
}

main().catch((err) => {
  if (err instanceof DataDirLockedError) {
    console.error(`\nVowch cannot start: ${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
