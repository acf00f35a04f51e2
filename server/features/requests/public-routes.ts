import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRequestSchema, publicSuggestionSchemaFor } from "../../../common/schemas/requests.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import { phoneReadIn } from "../../http/phone-region.js";
import { phoneRegionOf } from "../auth/service.js";
import { notifyOptionsOf } from "../notifications/fan-out.js";
import { createPublicSuggestion, readPublicRequest, type Suggester } from "./links.js";

// Any text: an unknown or malformed token is answered 404 by the service, never 400.
const tokenParams = z.object({ token: z.string().max(200) });
const publicSuggestionOut = publicRequestSchema.shape.suggestions.element;

/**
 * A request's page for anyone holding its link (no sign-in): the request and the suggestions sent
 * through the link. The same-origin check of every state-changing call (plugins/security.ts) runs
 * here too; public-pages.ts adds noindex, no-referrer and no-store to every answer.
 */
export const publicRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const instanceRegion = app.config.defaultPhoneRegion;
  /**
   * Who suggests: a signed-in member with a complete profile (as themselves), else a guest from the
   * request's address; and the region their typed number is read in, the member's own or the
   * instance's (saving the suggestion later reads it in the same region again).
   */
  const suggesterOf = (request: FastifyRequest): { who: Suggester; region: PhoneRegion } => {
    const user = request.user;
    return user?.isProfileComplete
      ? { who: { kind: "member", userId: user.id }, region: phoneRegionOf(user, instanceRegion) }
      : { who: { kind: "guest", ip: request.ip }, region: instanceRegion };
  };
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
      preHandler: phoneReadIn((request) => suggesterOf(request).region, "providerPhone"),
    },
    async (request, reply) => {
      const { who, region } = suggesterOf(request);
      return reply
        .code(201)
        .send(await createPublicSuggestion(app.db, request.params.token, request.body, who, region, notifyOptionsOf(app)));
    },
  );
};
