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
import { badRequest } from "../../errors.js";
import { parseMultipart, photoField, validFields } from "../../http/multipart.js";
import { currentUser } from "../../http/auth.js";
import { spendImageBudget } from "../files/image-budget.js";
import { discardOnFailure } from "../files/upload.js";
import {
  addPhotos,
  assertLinkVisible,
  attachProvider,
  listProjectProviders,
  PHOTO_LIMIT_MESSAGE,
  photoSlotsLeft,
  removePhoto,
  undoReject,
  updateProjectProvider,
} from "./service.js";

/** A project's providers: attach, the status workflow with its quote PDF, completion photos (the spec's project-provider workflow). */
export const projectProvidersRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.files;

  app.get(
    "/api/projects/:id/providers",
    { schema: { params: projectIdParamsSchema, response: { 200: z.array(projectProviderWithProviderSchema) } } },
    async (request) => listProjectProviders(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    "/api/projects/:id/providers",
    {
      config: { idempotent: true },
      schema: { params: projectIdParamsSchema, body: attachProviderSchema, response: { 201: projectProviderWithProviderSchema } },
    },
    async (request, reply) => {
      reply.code(201);
      return attachProvider(app.db, request.params.id, currentUser(request).id, request.body.providerId);
    },
  );

  // The spec's API table: multipart (quotePdf file + text fields). A JSON body is accepted too, for programs.
  app.put(
    "/api/project-providers/:id",
    { schema: { params: linkIdParamsSchema, response: { 200: projectProviderWithProviderSchema } } },
    async (request) => {
      // The viewer's profile zone is the zone an appointment they schedule is typed in.
      const viewer = currentUser(request);
      const viewerId = viewer.id;
      if (!request.isMultipart()) {
        const input = validFields(projectProviderUpdateSchema, request.body ?? {});
        return updateProjectProvider(app.db, store, request.params.id, viewer, input);
      }
      await assertLinkVisible(app.db, request.params.id, viewerId);
      const parsed = await parseMultipart(
        request,
        {
          quotePdf: {
            kind: "pdf",
            maxBytes: FILE_LIMITS.quotePdfBytes,
            maxFiles: 1,
            tooMany: "Only one quote PDF can be attached.",
            refusal: () => "Please select a PDF file only.",
          },
        },
        projectProviderUpdateSchema,
      );
      const quotePdf = parsed.files.quotePdf ?? [];
      return discardOnFailure(store, quotePdf, () =>
        updateProjectProvider(app.db, store, request.params.id, viewer, parsed.fields, quotePdf[0]),
      );
    },
  );

  // "Undo" of a rejection: no body; the link as PUT answers it.
  app.post(
    "/api/project-providers/:id/undo-reject",
    { schema: { params: linkIdParamsSchema, response: { 200: projectProviderWithProviderSchema } } },
    async (request) => undoReject(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    "/api/project-providers/:id/photos",
    { schema: { params: linkIdParamsSchema, response: { 200: projectProviderWithProviderSchema } } },
    async (request) => {
      const viewerId = currentUser(request).id;
      if (!request.isMultipart()) throw badRequest("Expected a multipart form with photos");
      // The first photo counts before the body is read, so a burst of requests cannot all slip
      // under the hourly budget; the request's others count once they are stored.
      await spendImageBudget(app.db, viewerId);
      const slots = await photoSlotsLeft(app.db, request.params.id, viewerId);
      const parsed = await parseMultipart(request, { photos: photoField(slots, PHOTO_LIMIT_MESSAGE) }, z.object({}));
      const photos = parsed.files.photos ?? [];
      await discardOnFailure(store, photos, () => spendImageBudget(app.db, viewerId, photos.length - 1));
      return discardOnFailure(store, photos, () => addPhotos(app.db, request.params.id, viewerId, photos));
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
