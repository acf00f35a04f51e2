// The signed-in user as every feature's routes see it (loaded by the session plugin,
// server/features/auth/plugin.ts): the hooks that guard protected scopes and the accessor inside them.
import type { FastifyRequest } from "fastify";
import type { User } from "../db/schema.js";
import { AppError, unauthorized } from "../errors.js";

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
