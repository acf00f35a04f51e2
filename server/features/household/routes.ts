// The household's people: GET /api/household, the owner's links, joining by a link, roles, leaving
// and removal, dissolving (docs/decisions/130-household.md). Signed-in scope.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createdHouseholdInviteSchema,
  householdInviteBodySchema,
  householdInvitePreviewBodySchema,
  householdInvitePreviewSchema,
  householdJoinBodySchema,
  householdMemberParamsSchema,
  householdRoleBodySchema,
  householdSchema,
} from "../../../common/schemas/household.js";
import { currentUser } from "../../http/auth.js";
import { publicLink } from "../../public-url.js";
import { notifyOptionsOf } from "../notifications/fan-out.js";
import {
  changeRole,
  createHouseholdInvite,
  dissolveHousehold,
  getHousehold,
  joinHousehold,
  previewHouseholdInvite,
  removeMember,
} from "./service.js";

export const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get("/api/household", { schema: { response: { 200: householdSchema } } }, async (request) =>
    getHousehold(db, currentUser(request).id),
  );

  app.post(
    "/api/household/invites",
    {
      config: { idempotent: true },
      schema: { body: householdInviteBodySchema, response: { 201: createdHouseholdInviteSchema } },
    },
    async (request, reply) => {
      // The token rides in the fragment: never sent to a server, so no log or Referer holds it.
      const urlOf = (token: string) => publicLink(request, config.publicUrl, `/household/join#token=${token}`);
      const created = await createHouseholdInvite(db, currentUser(request).id, request.body.role, urlOf);
      reply.header("cache-control", "no-store");
      return reply.code(201).send(created);
    },
  );

  // A POST, so the token stays out of URLs and logs.
  app.post(
    "/api/household/invites/preview",
    { schema: { body: householdInvitePreviewBodySchema, response: { 200: householdInvitePreviewSchema } } },
    async (request) => previewHouseholdInvite(db, currentUser(request).id, request.body.token),
  );

  app.post(
    "/api/household/join",
    { schema: { body: householdJoinBodySchema, response: { 200: householdSchema } } },
    async (request) =>
      joinHousehold(db, currentUser(request).id, request.body.token, request.body.leaveCurrent ?? false, notifyOptionsOf(app)),
  );

  app.patch(
    "/api/household/members/:userId",
    { schema: { params: householdMemberParamsSchema, body: householdRoleBodySchema, response: { 200: householdSchema } } },
    async (request) => changeRole(db, currentUser(request).id, request.params.userId, request.body.role),
  );

  app.delete(
    "/api/household/members/:userId",
    { schema: { params: householdMemberParamsSchema, body: z.unknown().optional() } },
    async (request, reply) => {
      await removeMember(db, currentUser(request).id, request.params.userId);
      return reply.code(204).send();
    },
  );

  app.delete("/api/household", { schema: { body: z.unknown().optional() } }, async (request, reply) => {
    await dissolveHousehold(db, currentUser(request).id);
    return reply.code(204).send();
  });
};
