import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addCollaboratorSchema,
  collaboratorParamsSchema,
  collaboratorSchema,
  projectIdParamsSchema,
} from "../../../common/schemas/projects.js";
import { currentUser } from "../../http/auth.js";
import { notifyOptionsOf } from "../notifications/fan-out.js";
import { addCollaborator, listCollaborators, removeCollaborator } from "./service.js";

/** A project's collaborators: everyone may list, only the owner adds or removes (the spec's Project detail screen). */
export const collaboratorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/projects/:id/collaborators",
    { schema: { params: projectIdParamsSchema, response: { 200: z.array(collaboratorSchema) } } },
    async (request) => listCollaborators(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    "/api/projects/:id/collaborators",
    {
      config: { idempotent: true },
      schema: { params: projectIdParamsSchema, body: addCollaboratorSchema, response: { 201: collaboratorSchema } },
    },
    async (request, reply) => {
      reply.code(201);
      return addCollaborator(app.db, request.params.id, currentUser(request).id, request.body.userId, notifyOptionsOf(app));
    },
  );

  app.delete(
    "/api/projects/:id/collaborators/:userId",
    { schema: { params: collaboratorParamsSchema } },
    async (request, reply) => {
      await removeCollaborator(app.db, request.params.id, currentUser(request).id, request.params.userId);
      return reply.code(204).send();
    },
  );
};
