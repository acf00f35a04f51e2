import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  friendProviderRequestSchema,
  myProviderRequestSchema,
  providerRequestSchema,
  providerSuggestionSchemaFor,
  requestLinkSchema,
  requestUpdateSchema,
  savedSuggestionSchema,
  suggestionSchemaOut,
  suggestionVouchSchema,
} from "../../../common/schemas/requests.js";
import { pageQuerySchema } from "../../../common/schemas/paging.js";
import { currentUser } from "../../http/auth.js";
import { publicBaseUrl } from "../../public-url.js";
import { sendPage } from "../../paging.js";
import { listFriendRequests, listMyRequests } from "./queries.js";
import { notifyOptionsOf } from "../notifications/fan-out.js";
import { createRequest, deleteRequest, updateRequest } from "./service.js";
import { createSuggestion, saveSuggestedProvider, unvouchSuggestion, vouchSuggestion } from "./suggestions.js";
import { createRequestLink, deleteRequestLink } from "./links.js";
import { phoneInWriterRegion, writerRegion } from "../../http/phone-region.js";

const requestIdParams = z.object({ requestId: z.uuid("Request not found") });
const suggestionIdParams = z.object({ suggestionId: z.uuid("Suggestion not found") });
const vouchOut = z.object({ id: z.string(), vouchCount: z.number().int(), vouchedByMe: z.boolean() });

/** Provider requests, friends' suggestions on them and their +1s (the spec's Requests screen). */
export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkBase = publicBaseUrl(app.config);
  app.get("/api/provider-requests", { schema: { response: { 200: z.array(myProviderRequestSchema) } } }, async (request) =>
    listMyRequests(app.db, currentUser(request).id, linkBase),
  );

  app.post(
    "/api/provider-requests",
    { config: { idempotent: true }, schema: { body: providerRequestSchema, response: { 201: myProviderRequestSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createRequest(app.db, currentUser(request).id, request.body, notifyOptionsOf(app))),
  );

  app.patch(
    "/api/provider-requests/:requestId",
    { schema: { params: requestIdParams, body: requestUpdateSchema, response: { 200: myProviderRequestSchema } } },
    async (request) => updateRequest(app.db, currentUser(request).id, request.params.requestId, request.body, linkBase),
  );

  app.delete("/api/provider-requests/:requestId", { schema: { params: requestIdParams } }, async (request, reply) => {
    await deleteRequest(app.db, currentUser(request).id, request.params.requestId);
    return reply.code(204).send();
  });

  // The request's share link: 201 with a new token, 200 with the one already on; the asker's alone.
  app.post(
    "/api/provider-requests/:requestId/link",
    {
      config: { idempotent: true },
      schema: { params: requestIdParams, response: { 200: requestLinkSchema, 201: requestLinkSchema } },
    },
    async (request, reply) => {
      const { created, link } = await createRequestLink(app.db, currentUser(request).id, request.params.requestId, linkBase);
      return reply.code(created ? 201 : 200).send(link);
    },
  );

  app.delete("/api/provider-requests/:requestId/link", { schema: { params: requestIdParams } }, async (request, reply) => {
    await deleteRequestLink(app.db, currentUser(request).id, request.params.requestId);
    return reply.code(204).send();
  });

  app.get(
    "/api/provider-suggestions",
    { schema: { querystring: pageQuerySchema, response: { 200: z.array(friendProviderRequestSchema) } } },
    async (request, reply) => sendPage(request, reply, await listFriendRequests(app.db, currentUser(request).id, request.query)),
  );

  app.post(
    "/api/provider-requests/:requestId/suggestions",
    {
      config: { idempotent: true },
      schema: {
        params: requestIdParams,
        body: providerSuggestionSchemaFor(null),
        response: { 201: suggestionSchemaOut },
      },
      preHandler: phoneInWriterRegion(app.config.defaultPhoneRegion, "providerPhone"),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createSuggestion(
            app.db,
            currentUser(request).id,
            request.params.requestId,
            request.body,
            writerRegion(request, app.config.defaultPhoneRegion),
            notifyOptionsOf(app),
          ),
        ),
  );

  app.post(
    "/api/provider-suggestions/:suggestionId/vouch",
    {
      config: { idempotent: true },
      schema: { params: suggestionIdParams, body: suggestionVouchSchema.nullish(), response: { 200: vouchOut } },
    },
    async (request) =>
      vouchSuggestion(app.db, currentUser(request).id, request.params.suggestionId, request.body?.comment, notifyOptionsOf(app)),
  );

  app.delete(
    "/api/provider-suggestions/:suggestionId/vouch",
    { schema: { params: suggestionIdParams, response: { 200: vouchOut } } },
    async (request) => unvouchSuggestion(app.db, currentUser(request).id, request.params.suggestionId),
  );

  app.post(
    "/api/provider-suggestions/:suggestionId/save",
    { schema: { params: suggestionIdParams, response: { 201: savedSuggestionSchema } } },
    async (request, reply) =>
      reply.code(201).send(await saveSuggestedProvider(app.db, currentUser(request).id, request.params.suggestionId)),
  );
};
