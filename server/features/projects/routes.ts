// Thin routes: params/query/body/response schemas, then a service call.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  projectDetailSchema,
  projectFormSchema,
  projectIdParamsSchema,
  projectListItemSchema,
  projectSchema,
  userStatsSchema,
} from "../../../common/schemas/projects.js";
import { pageQuerySchema } from "../../../common/schemas/paging.js";
import { currentUser } from "../../http/auth.js";
import { sendPage } from "../../paging.js";
import { createProject, deleteProject, getProjectDetail, listProjects, updateProject } from "./service.js";
import { userStats } from "./stats.js";

/** Projects and the signed-in user's stats (the spec's Projects screen, Profile). */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const removeAll = (keys: string[]) => Promise.all(keys.map((k) => app.files.delete(k).catch(() => {})));

  app.get(
    "/api/projects",
    { schema: { querystring: pageQuerySchema, response: { 200: z.array(projectListItemSchema) } } },
    async (request, reply) => sendPage(request, reply, await listProjects(app.db, currentUser(request).id, request.query)),
  );

  app.post(
    "/api/projects",
    { config: { idempotent: true }, schema: { body: projectFormSchema, response: { 201: projectSchema } } },
    async (request, reply) => {
      reply.code(201);
      return createProject(app.db, currentUser(request).id, request.body);
    },
  );

  app.get(
    "/api/projects/:id",
    { schema: { params: projectIdParamsSchema, response: { 200: projectDetailSchema } } },
    async (request) => getProjectDetail(app.db, request.params.id, currentUser(request).id),
  );

  app.put(
    "/api/projects/:id",
    { schema: { params: projectIdParamsSchema, body: projectFormSchema, response: { 200: projectSchema } } },
    async (request) => updateProject(app.db, request.params.id, currentUser(request).id, request.body),
  );

  app.delete("/api/projects/:id", { schema: { params: projectIdParamsSchema } }, async (request, reply) => {
    const keys = await deleteProject(app.db, request.params.id, currentUser(request).id);
    await removeAll(keys);
    return reply.code(204).send();
  });

  app.get("/api/user/stats", { schema: { response: { 200: userStatsSchema } } }, async (request) =>
    userStats(app.db, currentUser(request).id),
  );
};
