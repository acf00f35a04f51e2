import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRequestSchema, publicSuggestionSchemaFor } from "../../../common/schemas/requests.js";
import { notifyOptionsOf } from "../notifications/fan-out.js";
import { createPublicSuggestion, readPublicRequest } from "./links.js";

// Any text: an unknown or malformed token is answered 404 by the service, never 400.
const tokenParams = z.object({ token: z.string().max(200) });
const publicSuggestionOut = publicRequestSchema.shape.suggestions.element;

/**
 * A request's page for anyone holding its link (no sign-in): the request and the suggestions sent
 * through the link. The same-origin check of every state-changing call (plugins/security.ts) runs
 * here too; public-pages.ts adds noindex, no-referrer and no-store to every answer.
 */
export const publicRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/public/requests/:token",
    { schema: { params: tokenParams, response: { 200: publicRequestSchema } } },
    async (request) => readPublicRequest(app.db, request.params.token),
  );

  app.post(
    "/api/public/requests/:token/suggestions",
    {
      schema: {
        params: tokenParams,
        body: publicSuggestionSchemaFor(app.config.defaultPhoneRegion),
        response: { 201: publicSuggestionOut },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const who =
        user && user.isProfileComplete
          ? ({ kind: "member", userId: user.id } as const)
          : ({ kind: "guest", ip: request.ip } as const);
      return reply
        .code(201)
        .send(await createPublicSuggestion(app.db, request.params.token, request.body, who, notifyOptionsOf(app)));
    },
  );
};
