// buildApp(options) → a Fastify instance: external plugins, then app plugins, then routes.
// Tests build one per suite on their own database; server/main.ts builds the real one.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/client.js";
import type { Notifications } from "./db/notifications.js";
import { openFileStore, type FileStore } from "./features/files/store.js";
import { redactError } from "./logging/redact-error.js";
import { registerDatabaseLanes } from "./plugins/database-lanes.js";
import { registerErrorHandler } from "./plugins/errors.js";
import { registerHealth } from "./plugins/health.js";
import { registerInputGuard } from "./plugins/input-guard.js";
import { registerSecurity } from "./plugins/security.js";
import { compiledSerializerCompiler } from "./plugins/serializer.js";
import { registerSpa } from "./plugins/spa.js";
import { requireCompleteProfile, requireUser, sessionPlugin } from "./features/auth/plugin.js";
import { SessionCache } from "./features/auth/session-cache.js";
import { authRoutes } from "./features/auth/routes.js";
import { collaboratorsRoutes } from "./features/collaborators/routes.js";
import { filesRoutes } from "./features/files/routes.js";
import { friendsRoutes } from "./features/friends/routes.js";
import { registerMultipart } from "./features/project-providers/multipart.js";
import { projectProvidersRoutes } from "./features/project-providers/routes.js";
import { projectsRoutes } from "./features/projects/routes.js";
import { providerEditsRoutes } from "./features/provider-edits/routes.js";
import { providersRoutes } from "./features/providers/routes.js";
import { requestsRoutes } from "./features/requests/routes.js";
import { usersRoutes } from "./features/users/routes.js";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** Uploaded files (quote PDFs, completion photos): server/features/files/store.ts. */
    files: FileStore;
    hasClient: boolean;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** Vite dev middleware instead of the built client. */
  dev?: boolean;
  logger?: boolean;
  /**
   * The database's LISTEN/NOTIFY: with it, signed-in sessions are cached in the process and
   * dropped when the database says they changed (features/auth/session-cache.ts).
   */
  notifications?: Notifications;
}

export async function buildApp({
  config,
  db,
  dev = false,
  logger = true,
  notifications,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, serializers: { err: redactError } } : false,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  registerDatabaseLanes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.decorate("config", config);
  app.decorate("db", db);
  app.decorate("files", openFileStore(config));
  const hasClient = !dev && !!config.clientDir && fs.existsSync(path.join(config.clientDir, "index.html"));
  app.decorate("hasClient", hasClient);
  registerErrorHandler(app);
  registerInputGuard(app);
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
  let sessionCache: SessionCache | undefined;
  if (notifications) {
    sessionCache = new SessionCache();
    const stop = await sessionCache.connect(notifications);
    app.addHook("onClose", stop);
  }
  await app.register(sessionPlugin, { maxAgeSeconds: config.sessionMaxAgeSeconds, cache: sessionCache });

  registerHealth(app, db);

  await app.register(authRoutes);
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
    await scope.register(friendsRoutes);
    await scope.register(requestsRoutes);
  });

  if (dev) {
    const { registerViteDev } = await import("./plugins/vite-dev.js");
    await registerViteDev(app);
  } else {
    await registerSpa(app, hasClient ? config.clientDir : undefined);
  }
  return app;
}
