import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRequestSchema, publicSuggestionSchemaFor } from "../../../common/schemas/requests.js";
import { phoneReadIn } from "../../http/phone-region.js";
import { phoneRegionOf } from "../auth/service.js";
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
  const region = app.config.defaultPhoneRegion;
  // A member's number is read in their own phone region, a guest's in the instance's; saving the
  // suggestion later reads it in the same region again.
  const suggesterRegion = (request: FastifyRequest) =>
    request.user?.isProfileComplete ? phoneRegionOf(request.user, region) : region;
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
        body: publicSuggestionSchemaFor(null),
        response: { 201: publicSuggestionOut },
      },
      preHandler: phoneReadIn(suggesterRegion, "providerPhone"),
    },
    async (request, reply) => {
      const user = request.user;
      const who =
        user && user.isProfileComplete
          ? ({ kind: "member", userId: user.id } as const)
          : ({ kind: "guest", ip: request.ip } as const);
      return reply
        .code(201)
        .send(
          await createPublicSuggestion(
            app.db,
            request.params.token,
            request.body,
            who,
            suggesterRegion(request),
            notifyOptionsOf(app),
          ),
        );
    },
  );
};
