// A provider's edit history and reverting one change. Anyone signed in may see and edit any
// provider (the spec's roles and permissions), so both calls answer whoever may see the provider; an unknown one is 404.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TOTAL_COUNT_HEADER } from "../../../common/schemas/paging.js";
import { providerEditSchema, providerEditsQuerySchema } from "../../../common/schemas/provider-edits.js";
import { badRequest } from "../../errors.js";
import { currentUser } from "../../http/auth.js";
import { providerIdParams, providerNotFound } from "../providers/exists.js";
import { decodeCursor, encodeCursor, getProviderEdit, listProviderEdits } from "./queries.js";
import { revertProviderEdit } from "./service.js";
import { notifyOptionsOf } from "../notifications/fan-out.js";

const editParams = providerIdParams.extend({ editId: z.uuid("Change not found") });

export const providerEditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/providers/:id/edits",
    {
      schema: {
        params: providerIdParams,
        querystring: providerEditsQuerySchema,
        response: { 200: z.array(providerEditSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { limit, cursor } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      if (cursor !== undefined && !after) throw badRequest("Invalid cursor", [{ path: "cursor", message: "Invalid cursor" }]);
      const page = await listProviderEdits(app.db, id, limit, after);
      if (!page.found) throw providerNotFound();
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      if (page.next) {
        const next = new URLSearchParams({ limit: String(limit), cursor: encodeCursor(page.next) });
        reply.header("Link", `</api/providers/${id}/edits?${next.toString()}>; rel="next"`);
      }
      return page.items;
    },
  );

  app.post(
    "/api/providers/:id/edits/:editId/revert",
    { schema: { params: editParams, response: { 201: providerEditSchema } } },
    async (request, reply) => {
      const { id, editId } = request.params;
      const revertId = await revertProviderEdit(
        app.db,
        currentUser(request).id,
        id,
        editId,
        app.config.defaultPhoneRegion,
        notifyOptionsOf(app),
      );
      const recorded = await getProviderEdit(app.db, id, revertId);
      if (!recorded) throw providerNotFound();
      return reply.code(201).send(recorded);
    },
  );
};
