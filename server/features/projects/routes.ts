// Thin routes: params/query/body/response schemas, then a service call.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addCollaboratorSchema,
  collaboratorParamsSchema,
  collaboratorSchema,
  projectDetailSchema,
  projectFormSchema,
  projectIdParamsSchema,
  projectListItemSchema,
  projectSchema,
  userStatsSchema,
} from "../../../common/schemas/projects.js";
import {
  attachProviderSchema,
  FILE_LIMITS,
  linkIdParamsSchema,
  projectProviderUpdateSchema,
  projectProviderWithProviderSchema,
} from "../../../common/schemas/project-providers.js";
import { currentUser } from "../../auth/plugin.js";
import { badRequest, notFound, tooLarge } from "../../errors.js";
import { localFileStore } from "../../files/store.js";
import { addCollaborator, listCollaborators, removeCollaborator } from "./collaborators.service.js";
import { readMultipart } from "./multipart.js";
import {
  addPhotos,
  attachProvider,
  findVisibleFile,
  listProjectProviders,
  removePhoto,
  updateProjectProvider,
} from "./project-providers.service.js";
import { createProject, deleteProject, getProjectDetail, listProjects, updateProject } from "./projects.service.js";
import { userStats } from "./stats.service.js";

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = localFileStore(app.config.uploadsDir);
  const removeAll = (keys: string[]) => Promise.all(keys.map((k) => store.remove(k).catch(() => {})));

  app.get("/api/projects", { schema: { response: { 200: z.array(projectListItemSchema) } } }, async (request) =>
    listProjects(app.db, currentUser(request).id),
  );

  app.post("/api/projects", { schema: { body: projectFormSchema, response: { 201: projectSchema } } }, async (request, reply) => {
    reply.code(201);
    return createProject(app.db, currentUser(request).id, request.body);
  });

  app.get("/api/projects/:id", { schema: { params: projectIdParamsSchema, response: { 200: projectDetailSchema } } }, async (request) =>
    getProjectDetail(app.db, request.params.id, currentUser(request).id),
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

  app.get(
    "/api/projects/:id/providers",
    { schema: { params: projectIdParamsSchema, response: { 200: z.array(projectProviderWithProviderSchema) } } },
    async (request) => listProjectProviders(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    "/api/projects/:id/providers",
    { schema: { params: projectIdParamsSchema, body: attachProviderSchema, response: { 201: projectProviderWithProviderSchema } } },
    async (request, reply) => {
      reply.code(201);
      return attachProvider(app.db, request.params.id, currentUser(request).id, request.body.providerId);
    },
  );

  app.get(
    "/api/projects/:id/collaborators",
    { schema: { params: projectIdParamsSchema, response: { 200: z.array(collaboratorSchema) } } },
    async (request) => listCollaborators(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    "/api/projects/:id/collaborators",
    { schema: { params: projectIdParamsSchema, body: addCollaboratorSchema, response: { 201: collaboratorSchema } } },
    async (request, reply) => {
      reply.code(201);
      return addCollaborator(app.db, request.params.id, currentUser(request).id, request.body.userId);
    },
  );

  app.delete("/api/projects/:id/collaborators/:userId", { schema: { params: collaboratorParamsSchema } }, async (request, reply) => {
    await removeCollaborator(app.db, request.params.id, currentUser(request).id, request.params.userId);
    return reply.code(204).send();
  });

  // Spec §7: multipart (quotePdf file + text fields). A JSON body is accepted too, for programs.
  app.put(
    "/api/project-providers/:id",
    { schema: { params: linkIdParamsSchema, response: { 200: projectProviderWithProviderSchema } } },
    async (request) => {
      const viewerId = currentUser(request).id;
      let raw: unknown = request.body ?? {};
      let quotePdf;
      if (request.isMultipart()) {
        const parsed = await readMultipart(request, ["quotePdf"]);
        if ((parsed.files.quotePdf?.length ?? 0) > 1) throw badRequest("Only one quote PDF can be attached.");
        raw = parsed.fields;
        quotePdf = parsed.files.quotePdf?.[0];
        if (quotePdf && quotePdf.data.length > FILE_LIMITS.quotePdfBytes) throw tooLarge("File is too large");
      }
      const input = projectProviderUpdateSchema.safeParse(raw);
      if (!input.success) {
        const issues = input.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
        throw badRequest(issues[0]!.message, issues);
      }
      return updateProjectProvider(app.db, store, request.params.id, viewerId, input.data, quotePdf);
    },
  );

  app.post(
    "/api/project-providers/:id/photos",
    { schema: { params: linkIdParamsSchema, response: { 200: projectProviderWithProviderSchema } } },
    async (request) => {
      const viewerId = currentUser(request).id;
      if (!request.isMultipart()) throw badRequest("Expected a multipart form with photos");
      const parsed = await readMultipart(request, ["photos"]);
      return addPhotos(app.db, store, request.params.id, viewerId, parsed.files.photos ?? []);
    },
  );

  app.delete(
    "/api/project-providers/:id/photos/:fileId",
    {
      schema: {
        params: z.object({ id: z.uuid("Not found"), fileId: z.uuid("Not found") }),
        response: { 200: projectProviderWithProviderSchema },
      },
    },
    async (request) => removePhoto(app.db, store, request.params.id, currentUser(request).id, request.params.fileId),
  );

  // Files only for the project's owner and collaborators; others get 404.
  app.get("/api/files/:id", { schema: { params: z.object({ id: z.uuid("Not found") }) } }, async (request, reply) => {
    const file = await findVisibleFile(app.db, request.params.id, currentUser(request).id);
    if (!file) throw notFound("File not found");
    const data = await store.read(file.storageKey).catch(() => {
      throw notFound("File not found");
    });
    const name = file.originalName ?? (file.kind === "quote_pdf" ? "quote.pdf" : "photo");
    const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
    return reply
      .header("Content-Type", file.contentType)
      .header("Content-Disposition", `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "private, max-age=3600")
      .send(data);
  });

  app.get("/api/user/stats", { schema: { response: { 200: userStatsSchema } } }, async (request) =>
    userStats(app.db, currentUser(request).id),
  );
};
