// Loads the signed-in user for API requests (request.user); the hooks and the accessor the routes
// use on it live in server/http/auth.ts.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { USER_TAG_HEADER } from "../../../common/offline.js";
import type { User } from "../../db/schema.js";
import type { SessionCache } from "./session-cache.js";
import { loadSessionUser, readSessionId } from "./sessions.js";

declare module "fastify" {
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
  }
}

const READ_METHODS = new Set(["GET", "HEAD"]);

export const sessionPlugin = fp(async (app: FastifyInstance, options: { maxAgeSeconds: number; cache?: SessionCache }) => {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.addHook("onRequest", async (request) => {
    const url = request.url;
    if (!(url === "/api" || url.startsWith("/api/"))) return;
    const sid = readSessionId(request);
    if (!sid) return;
    const user = await loadSessionUser(app.db, sid, options.maxAgeSeconds, options.cache);
    if (user) {
      request.user = user;
      request.sessionId = sid;
    }
  });
  // Whose answer this is: the service worker keeps offline copies only for the person they were
  // made for (scripts/build/offline-owner.ts), so a copy never shows to the next person on the device.
  app.addHook("onSend", async (request, reply) => {
    if (request.user) reply.header(USER_TAG_HEADER, request.user.id);
  });
  // Read your own writes: the notification of a change comes a moment after the commit, so a
  // user's write drops their cached sessions in this process before the answer leaves.
  const cache = options.cache;
  if (cache) {
    app.addHook("onSend", async (request) => {
      if (request.user && !READ_METHODS.has(request.method)) cache.forgetUser(request.user.id);
    });
  }
});
