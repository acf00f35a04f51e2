// The inbox (signed in) and the unsubscribe links (signed out: they arrive by e-mail).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  markReadSchema,
  notificationItemSchema,
  notificationPreferencesSchema,
  notificationsQuerySchema,
  unreadCountSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  updatePreferencesSchema,
} from "../../../common/schemas/notifications.js";
import { AppError } from "../../errors.js";
import { sendPage } from "../../paging.js";
import { currentUser } from "../../http/auth.js";
import { getPreferences, listNotifications, unreadCount } from "./queries.js";
import { markRead, setEmailByLink, UNSUBSCRIBE_LINK_INVALID_MESSAGE, updatePreferences } from "./service.js";
import { verifyUnsubscribeToken } from "./unsubscribe-token.js";

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/notifications",
    { schema: { querystring: notificationsQuerySchema, response: { 200: z.array(notificationItemSchema) } } },
    async (request, reply) => sendPage(request, reply, await listNotifications(app.db, currentUser(request).id, request.query)),
  );

  // The bell's count (polled about once a minute): one indexed count, capped.
  app.get("/api/notifications/unread-count", { schema: { response: { 200: unreadCountSchema } } }, async (request) => ({
    unread: await unreadCount(app.db, currentUser(request).id),
  }));

  app.post(
    "/api/notifications/read",
    { schema: { body: markReadSchema.optional(), response: { 200: unreadCountSchema } } },
    async (request) => {
      const viewerId = currentUser(request).id;
      await markRead(app.db, viewerId, request.body?.ids);
      return { unread: await unreadCount(app.db, viewerId) };
    },
  );

  app.get("/api/notifications/preferences", { schema: { response: { 200: notificationPreferencesSchema } } }, async (request) =>
    getPreferences(app.db, currentUser(request).id, app.mailer.enabled),
  );

  app.patch(
    "/api/notifications/preferences",
    { schema: { body: updatePreferencesSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => {
      const viewerId = currentUser(request).id;
      await updatePreferences(app.db, viewerId, request.body);
      return getPreferences(app.db, viewerId, app.mailer.enabled);
    },
  );
};

/**
 * POST /api/notifications/unsubscribe?token= (the page's one tap, and …/resubscribe, its Undo): no session
 * needed, the signed token names the person and the event. Mail apps' own "Unsubscribe" button
 * (RFC 8058 List-Unsubscribe-Post) sends a form body, which is read and ignored.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, _body, done) =>
    done(null, undefined),
  );
  // The List-Unsubscribe address opened as a link (a mail app, a person copying it): the page,
  // which asks for the one tap. Nothing changes on a GET: mail scanners open every link.
  app.get("/api/notifications/unsubscribe", { schema: { querystring: unsubscribeQuerySchema } }, async (request, reply) =>
    reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );
  for (const [path, email] of [
    ["/api/notifications/unsubscribe", false],
    ["/api/notifications/resubscribe", true],
  ] as const) {
    app.post(
      path,
      { schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeResultSchema } } },
      async (request) => {
        const target = verifyUnsubscribeToken(app.config.sessionSecret, request.query.token);
        if (!target) throw new AppError("UNSUBSCRIBE_LINK_INVALID", UNSUBSCRIBE_LINK_INVALID_MESSAGE);
        await setEmailByLink(app.db, target.userId, target.scope, email);
        return { type: target.scope, email };
      },
    );
  }
};
