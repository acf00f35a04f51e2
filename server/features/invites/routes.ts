// Invite links: a member's own links and their "Add" of someone who joined through one (signed-in
// scope), "Getting started"'s steps, and the signed-out page's look-up of a link
// (publicInviteRoutes, outside the signed-in scope).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createdInviteSchema,
  gettingStartedSchema,
  inviteListSchema,
  inviteParamsSchema,
  inviteTokenParamsSchema,
  joinedParamsSchema,
  publicInviteSchema,
} from "../../../common/schemas/invites.js";
import { currentUser } from "../../http/auth.js";
import { publicLink } from "../../public-url.js";
import { enforceRateLimits } from "../auth/rate-limit.js";
import type { FastifyRequest } from "fastify";
import { addJoined, createInvite, gettingStarted, listInvites, publicInvite, switchOffInvite } from "./service.js";

/** Look-ups of invite links per address and window: far more than a person opening links needs. */
const PUBLIC_INVITE_LOOKUPS = { perIp: 60, windowSeconds: 15 * 60 } as const;

export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const urlOf = (request: FastifyRequest) => (token: string) => publicLink(request, config.publicUrl, `/join/${token}`);

  app.post(
    "/api/invites",
    { config: { idempotent: true }, schema: { response: { 201: createdInviteSchema } } },
    async (request, reply) => {
      const created = await createInvite(db, currentUser(request).id, config.sessionSecret, urlOf(request));
      return reply.code(201).send(created);
    },
  );

  app.get("/api/invites", { schema: { response: { 200: inviteListSchema } } }, async (request) =>
    listInvites(db, currentUser(request).id, config.sessionSecret, urlOf(request)),
  );

  app.delete("/api/invites/:id", { schema: { params: inviteParamsSchema } }, async (request, reply) => {
    await switchOffInvite(db, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  // "Sam joined through your link — add to your contacts?": the inviter's Add.
  app.post(
    "/api/invites/joined/:userId",
    { schema: { params: joinedParamsSchema, body: z.unknown().optional() } },
    async (request, reply) => {
      await addJoined(db, currentUser(request).id, request.params.userId);
      return reply.code(204).send();
    },
  );

  app.get("/api/getting-started", { schema: { response: { 200: gettingStartedSchema } } }, async (request) =>
    gettingStarted(db, currentUser(request).id),
  );
};

export const publicInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    "/api/public/invites/:token",
    { schema: { params: inviteTokenParamsSchema, response: { 200: publicInviteSchema } } },
    async (request, reply) => {
      // The page's answer is for the person holding the link only: never cached, indexed or passed on.
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex").header("referrer-policy", "no-referrer");
      await enforceRateLimits(
        db,
        [{ key: `public-invite:ip:${request.ip}`, limit: PUBLIC_INVITE_LOOKUPS.perIp }],
        PUBLIC_INVITE_LOOKUPS.windowSeconds,
        "Too many invite links opened. Please wait a few minutes and try again.",
      );
      return publicInvite(db, request.params.token);
    },
  );
};
