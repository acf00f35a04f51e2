import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { projectIdParamsSchema } from "../../../common/schemas/projects.js";
import {
  attachProviderSchema,
  FILE_LIMITS,
  linkIdParamsSchema,
  projectProviderUpdateSchema,
  projectProviderWithProviderSchema,
} from "../../../common/schemas/project-providers.js";
import { badRequest, tooLarge } from "../../errors.js";
import { currentUser } from "../auth/plugin.js";
import { localFileStore } from "../files/store.js";
import { readMultipart } from "./multipart.js";
import {
  addPhotos,
  assertLinkVisible,
  attachProvider,
  listProjectProviders,
  removePhoto,
  updateProjectProvider,
} from "./service.js";

/** A project's providers: attach, the status workflow with its quote PDF, completion photos (spec §4). */
export const projectProvidersRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = localFileStore(app.config.uploadsDir);

  app.get(
    "/api/projects/:id/providers",
    { schema: { params: projectIdParamsSchema, response: { 200: z.array(projectProviderWithProviderSchema) } } },
    async (request) => listProjectProviders(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    "/api/projects/:id/providers",
    {
      schema: { params: projectIdParamsSchema, body: attachProviderSchema, response: { 201: projectProviderWithProviderSchema } },
    },
    async (request, reply) => {
      reply.code(201);
      return attachProvider(app.db, request.params.id, currentUser(request).id, request.body.providerId);
    },
  );

  // Spec §7: multipart (quotePdf file + text fields). A JSON body is accepted too, for programs.
  app.put(
    "/api/project-providers/:id",
    { schema: { params: linkIdParamsSchema, response: { 200: projectProviderWithProviderSchema } } },
    async (request) => {
      const viewerId = currentUser(request).id;
      let raw: unknown = request.body ?? {};
      let quotePdf;
      if (request.isMultipart()) {
        await assertLinkVisible(app.db, request.params.id, viewerId);
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
      await assertLinkVisible(app.db, request.params.id, viewerId);
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
};
