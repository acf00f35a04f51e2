// buildApp(options) → a Fastify instance: external plugins, then app plugins, then routes.
// Tests build one per suite on their own database; server/main.ts builds the real one.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/client.js";
import type { Notifications } from "./db/notifications.js";
import { openFileStore } from "./features/files/open-store.js";
import type { FileStore } from "./features/files/store.js";
import { redactError } from "./logging/redact-error.js";
import { registerDatabaseLanes } from "./plugins/database-lanes.js";
import { registerErrorHandler } from "./plugins/errors.js";
import { registerHealth } from "./plugins/health.js";
import { registerIdempotency } from "./plugins/idempotency.js";
import { registerInputGuard } from "./plugins/input-guard.js";
import { registerSecurity } from "./plugins/security.js";
import { compiledSerializerCompiler } from "./plugins/serializer.js";
import { registerSpa } from "./plugins/spa.js";
import { sessionPlugin } from "./features/auth/plugin.js";
import { requireCompleteProfile, requireUser } from "./http/auth.js";
import { SessionCache } from "./features/auth/session-cache.js";
import { accountRoutes } from "./features/account/routes.js";
import { authRoutes } from "./features/auth/routes.js";
import { collaboratorsRoutes } from "./features/collaborators/routes.js";
import { contactsRoutes } from "./features/contacts/routes.js";
import { filesRoutes } from "./features/files/routes.js";
import { friendsRoutes } from "./features/friends/routes.js";
import { handoverRoutes } from "./features/handover/routes.js";
import { registerMultipart } from "./http/multipart.js";
import { homeItemsRoutes } from "./features/home-items/routes.js";
import { passkeysRoutes } from "./features/passkeys/routes.js";
import { privacyRoutes } from "./features/privacy/routes.js";
import { pricesRoutes } from "./features/prices/routes.js";
import { reportsRoutes } from "./features/reports/routes.js";
import { projectProvidersRoutes } from "./features/project-providers/routes.js";
import { projectsRoutes } from "./features/projects/routes.js";
import { quotesRoutes } from "./features/quotes/routes.js";
import { providerBookRoutes } from "./features/provider-book/routes.js";
import { providerEditsRoutes } from "./features/provider-edits/routes.js";
import { providersRoutes } from "./features/providers/routes.js";
import { recurringRoutes } from "./features/recurring/routes.js";
import { homeTasksRoutes } from "./features/home-tasks/routes.js";
import { requestsRoutes } from "./features/requests/routes.js";
import { publicRequestRoutes } from "./features/requests/public-routes.js";
import { LinkPreviews } from "./features/link-previews/registry.js";
import { inviterOf } from "./features/invites/service.js";
import { joinLinkPreview, requestLinkPreview } from "./features/link-previews/entries.js";
import { registerPublicPages } from "./http/public-pages.js";
import { shareTargetRoutes } from "./http/share-target.js";
import { serializeRequest } from "./logging/redact-url.js";
import { usersRoutes } from "./features/users/routes.js";
import { verificationRoutes } from "./features/verification/routes.js";
import { NotificationMailQueue } from "./features/notifications/mail-queue.js";
import { WeeklyDigest } from "./features/notifications/weekly-digest.js";
import { notificationsRoutes, unsubscribeRoutes } from "./features/notifications/routes.js";
import { invitesRoutes, publicInviteRoutes } from "./features/invites/routes.js";
import { householdRoutes } from "./features/household/routes.js";
import { registerPush } from "./features/push/plugin.js";
import { pushRoutes } from "./features/push/routes.js";
import { registerReminders } from "./features/reminders/plugin.js";
import { BackgroundTasks } from "./mail/background.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { publicBaseUrl } from "./public-url.js";
import { peopleBound, type PeopleBound } from "./features/users/lookup-limit.js";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** Uploaded files (quote PDFs, completion photos): server/features/files/store.ts. */
    files: FileStore;
    hasClient: boolean;
    /** E-mail over SMTP_URL (server/mail); disabled without it. */
    mailer: Mailer;
    /** Work that runs after an answer has left (server/mail/background.ts). */
    background: BackgroundTasks;
    /** Sends the notification e-mails owed (features/notifications/mail-queue.ts). */
    mailQueue: NotificationMailQueue;
    weeklyDigest: WeeklyDigest;
    /** The per-minute bound on people looked up (features/users/lookup-limit.ts). */
    peopleShown: PeopleBound;
  }
  interface FastifyRequest {
    /** Runs `task` once this request's answer has been sent. */
    afterResponse(name: string, task: () => Promise<void>): void;
  }
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** Vite dev middleware instead of the built client. */
  dev?: boolean;
  logger?: boolean;
  /** Where the log lines go (tests read them); default stdout. */
  logStream?: NodeJS.WritableStream;
  /**
   * The database's LISTEN/NOTIFY: with it, signed-in sessions are cached in the process and
   * dropped when the database says they changed (features/auth/session-cache.ts).
   */
  notifications?: Notifications;
  /** The clock of what the process keeps in memory for a while (tests move it); default Date.now. */
  clock?: () => number;
  /** Called for every route as it is registered (tests list the app's routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp({
  config,
  db,
  dev = false,
  logger = true,
  logStream,
  notifications,
  clock = Date.now,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          serializers: { err: redactError, req: serializeRequest },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook("onRoute", onRoute);

  registerDatabaseLanes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.decorate("config", config);
  app.decorate("db", db);
  app.decorate("peopleShown", peopleBound(db, config.peopleLookupsPerMinute, clock));
  const files = openFileStore(config);
  app.decorate("files", files);
  const hasClient = !dev && !!config.clientDir && fs.existsSync(path.join(config.clientDir, "index.html"));
  app.decorate("hasClient", hasClient);
  registerErrorHandler(app);
  registerInputGuard(app);
  // Before compression: its onSend hook reads the answer's JSON text.
  registerIdempotency(app);
  registerMail(app, config, db);
  registerPush(app, config, db);
  registerReminders(app, config, db);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(cookie, { secret: config.sessionSecret });
  // JSON answers compressed on the fly (lists run to tens of kilobytes); built assets are served
  // precompressed by the SPA plugin. Brotli at a low quality: nearly gzip's speed, smaller output.
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerSecurity(app, { dev });
  registerPublicPages(app);
  let sessionCache: SessionCache | undefined;
  if (notifications) {
    sessionCache = new SessionCache();
    // Not awaited here: the rest of the app is built while the database (on PGlite, its worker)
    // is still opening; the cache serves nothing until it listens, and `ready` waits for it.
    const connecting = sessionCache.connect(notifications);
    connecting.catch(() => {});
    app.addHook("onReady", async () => void (await connecting));
    app.addHook("onClose", async () => {
      const stop = await connecting.catch(() => undefined);
      await stop?.();
    });
  }
  await app.register(sessionPlugin, { maxAgeSeconds: config.sessionMaxAgeSeconds, cache: sessionCache });

  registerHealth(app, db, files);

  await app.register(authRoutes);
  // The account's own calls (passkeys, profile edits, export, deletion): signed in, each scope says.
  await app.register(passkeysRoutes);
  await app.register(accountRoutes);
  // Proving the account's e-mail and phone: its own calls, open before the profile is complete.
  await app.register(verificationRoutes);
  // Everything below needs a signed-in user.
  await app.register(async (scope) => {
    scope.addHook("onRequest", requireUser);
    scope.addHook("onRequest", requireCompleteProfile);
    await scope.register(usersRoutes);
    await scope.register(async (projectScope) => {
      await registerMultipart(projectScope);
      await projectScope.register(projectsRoutes);
      await projectScope.register(projectProvidersRoutes);
      await projectScope.register(collaboratorsRoutes);
      await projectScope.register(filesRoutes);
    });
    await scope.register(providersRoutes);
    await scope.register(providerEditsRoutes);
    // The quote comparison and the provider book.
    await scope.register(quotesRoutes);
    await scope.register(providerBookRoutes);
    await scope.register(friendsRoutes);
    await scope.register(contactsRoutes);
    await scope.register(privacyRoutes);
    await scope.register(requestsRoutes);
    await scope.register(notificationsRoutes);
    await scope.register(pushRoutes);
    await scope.register(recurringRoutes);
    await scope.register(invitesRoutes);
    // The home's hand-over record (a PDF) for the household's owner and members.
    await scope.register(handoverRoutes);
    await scope.register(pricesRoutes);
    await scope.register(reportsRoutes);
    await scope.register(householdRoutes);
    await scope.register(homeTasksRoutes);
    // The home's items (their documents are uploads) and "Who to call".
    await scope.register(async (homeScope) => {
      await registerMultipart(homeScope);
      await homeScope.register(homeItemsRoutes);
    });
  });
  await app.register(unsubscribeRoutes);
  // A share from the phone's share sheet that no service worker answered: on to the wizard.
  await app.register(shareTargetRoutes);
  // Pages and calls for anyone holding a link, signed in or not (http/public-pages.ts).
  await app.register(publicRequestRoutes);
  // The signed-out invite page's look-up of its link.
  await app.register(publicInviteRoutes);

  app.mailQueue.start();
  app.weeklyDigest.start();

  if (dev) {
    const { registerViteDev } = await import("./plugins/vite-dev.js");
    await registerViteDev(app);
  } else {
    // The shared links' previews: a request's and an invitation's.
    const previews = new LinkPreviews().register("/r/", requestLinkPreview).register("/join/", joinLinkPreview(inviterOf));
    await registerSpa(app, hasClient ? config.clientDir : undefined, previews);
  }
  return app;
}

/**
 * E-mail and after-the-answer work: the mailer, the background tasks a request leaves behind
 * (`request.afterResponse`), and the notification e-mail queue, nudged after every write that
 * succeeded (it may have queued e-mail) and swept once a minute, and the weekly digest's sweep
 * (every REMINDER_SWEEP_SECONDS). Closing waits for all of them.
 */
function registerMail(app: FastifyInstance, config: AppConfig, db: Db) {
  const mailer = createMailer(config);
  const background = new BackgroundTasks(app.log);
  const mailQueue = new NotificationMailQueue({
    db,
    mailer,
    log: app.log,
    linkBase: publicBaseUrl(config),
    secret: config.sessionSecret,
  });
  app.decorate("mailer", mailer);
  app.decorate("background", background);
  app.decorate("mailQueue", mailQueue);
  app.decorate(
    "weeklyDigest",
    new WeeklyDigest({
      db,
      mailer,
      log: app.log,
      linkBase: publicBaseUrl(config),
      secret: config.sessionSecret,
      sweepSeconds: config.reminderSweepSeconds,
    }),
  );
  if (!mailer.enabled) app.log.warn("SMTP_URL is not set: no e-mail is sent; password reset links are written to the info log");

  const pending = new WeakMap<object, { name: string; task: () => Promise<void> }[]>();
  app.decorateRequest("afterResponse", function (this: object, name: string, task: () => Promise<void>) {
    const list = pending.get(this) ?? [];
    list.push({ name, task });
    pending.set(this, list);
  });
  app.addHook("onResponse", async (request, reply) => {
    for (const { name, task } of pending.get(request) ?? []) background.run(name, task);
    if (mailer.enabled && WRITE_METHODS.has(request.method) && reply.statusCode < 400) mailQueue.kick();
  });
  app.addHook("onClose", async () => {
    await background.drain();
    await mailQueue.stop();
    await app.weeklyDigest.stop();
    mailer.close();
  });
}
