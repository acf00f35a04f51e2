// Loads the signed-in user for API requests and offers the hook that guards protected routes.
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { User } from "../../db/schema.js";
import { AppError, unauthorized } from "../../errors.js";
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
  // Read your own writes: the notification of a change comes a moment after the commit, so a
  // user's write drops their cached sessions in this process before the answer leaves.
  const cache = options.cache;
  if (cache) {
    app.addHook("onSend", async (request) => {
      if (request.user && !READ_METHODS.has(request.method)) cache.forgetUser(request.user.id);
    });
  }
});

/** onRequest hook for protected route scopes: signed-out callers get 401 {"message":"Unauthorized"}. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

const PROFILE_INCOMPLETE_MESSAGE = "Complete your profile first";

/**
 * onRequest hook for the community's routes: until the profile is complete (the spec's roles and permissions) an account
 * reaches only its own calls (current user, complete-profile, sign-in and sign-out), which live
 * outside that scope.
 */
export async function requireCompleteProfile(request: FastifyRequest) {
  if (request.user && !request.user.isProfileComplete) throw new AppError("PROFILE_INCOMPLETE", PROFILE_INCOMPLETE_MESSAGE);
}

/** The signed-in user inside a protected scope. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
