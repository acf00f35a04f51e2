import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { personItemSchema, userSearchQuerySchema } from "../../../common/schemas/users.js";
import { currentUser } from "../../http/auth.js";
import { writerRegion } from "../../http/phone-region.js";
import { sendPage } from "../../paging.js";
import { listOtherUsers } from "./queries.js";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/users/all",
    { schema: { querystring: userSearchQuerySchema, response: { 200: z.array(personItemSchema) } } },
    async (request, reply) => {
      const viewerId = currentUser(request).id;
      const page = await listOtherUsers(app.db, viewerId, request.query, writerRegion(request, app.config.defaultPhoneRegion));
      await app.peopleShown.record(
        viewerId,
        page.items.map((p) => p.id),
      );
      return sendPage(request, reply, page);
    },
  );
};
