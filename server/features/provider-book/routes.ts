// "Provider book": GET/PATCH /api/providers/{id}/history (the caller's own, never anyone
// else's) and GET /api/providers/do-not-hire (the ids the caller marked).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { doNotHireListSchema, providerHistorySchema, providerNotesUpdateSchema } from "../../../common/schemas/provider-book.js";
import { currentUser } from "../../http/auth.js";
import { providerIdParams } from "../providers/exists.js";
import { doNotHireIds, providerHistory, updateProviderNotes } from "./service.js";

export const providerBookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/providers/do-not-hire", { schema: { response: { 200: doNotHireListSchema } } }, async (request) =>
    doNotHireIds(app.db, currentUser(request).id),
  );

  app.get(
    "/api/providers/:id/history",
    { schema: { params: providerIdParams, response: { 200: providerHistorySchema } } },
    async (request) => providerHistory(app.db, request.params.id, currentUser(request).id, currentUser(request).currency),
  );

  app.patch(
    "/api/providers/:id/history",
    { schema: { params: providerIdParams, body: providerNotesUpdateSchema, response: { 200: providerHistorySchema } } },
    async (request) => {
      const viewer = currentUser(request);
      return updateProviderNotes(app.db, request.params.id, viewer.id, viewer.currency, request.body);
    },
  );
};
