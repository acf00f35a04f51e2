import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authUserSchema, completeProfileSchema } from "../../../common/schemas/auth.js";
import { publicUserSchema, usersQuerySchema } from "../../../common/schemas/users.js";
import { currentUser } from "../../auth/plugin.js";
import { toAuthUser } from "../../auth/users.js";
import { completeProfile, listOtherUsers } from "./service.js";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/auth/complete-profile",
    { schema: { body: completeProfileSchema, response: { 200: authUserSchema } } },
    async (request) => toAuthUser(await completeProfile(app.db, currentUser(request).id, request.body)),
  );

  app.get(
    "/api/users/all",
    { schema: { querystring: usersQuerySchema, response: { 200: z.array(publicUserSchema) } } },
    async (request) => listOtherUsers(app.db, currentUser(request).id, request.query),
  );
};
