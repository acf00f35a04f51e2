import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicUserSchema, userSearchQuerySchema } from "../../../common/schemas/users.js";
import { currentUser } from "../auth/plugin.js";
import { sendPage } from "../../paging.js";
import { listOtherUsers } from "./queries.js";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/users/all",
    { schema: { querystring: userSearchQuerySchema, response: { 200: z.array(publicUserSchema) } } },
    async (request, reply) => sendPage(request, reply, await listOtherUsers(app.db, currentUser(request).id, request.query)),
  );
};
