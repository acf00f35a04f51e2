// Compare a project's quotes, accept one, request a quote, confirm the project's status.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { projectIdParamsSchema } from "../../../common/schemas/projects.js";
import {
  acceptQuoteParamsSchema,
  acceptQuoteResultSchema,
  acceptQuoteSchema,
  projectStatusResultSchema,
  projectStatusSchema,
  quoteComparisonSchema,
  quoteRequestResultSchema,
  quoteRequestSchema,
} from "../../../common/schemas/quotes.js";
import { currentUser } from "../../http/auth.js";
import { acceptQuote, compareQuotes, logQuoteRequest, setProjectStatus } from "./service.js";

export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/projects/:id/quotes",
    { schema: { params: projectIdParamsSchema, response: { 200: quoteComparisonSchema } } },
    async (request) => compareQuotes(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    "/api/projects/:id/quotes/:linkId/accept",
    { schema: { params: acceptQuoteParamsSchema, body: acceptQuoteSchema, response: { 200: acceptQuoteResultSchema } } },
    async (request) =>
      acceptQuote(app.db, request.params.id, request.params.linkId, currentUser(request).id, request.body.rejectOthers),
  );

  app.post(
    "/api/projects/:id/quote-requests",
    {
      config: { idempotent: true },
      schema: { params: projectIdParamsSchema, body: quoteRequestSchema, response: { 200: quoteRequestResultSchema } },
    },
    async (request) => logQuoteRequest(app.db, request.params.id, request.body.providerId, currentUser(request).id),
  );

  app.patch(
    "/api/projects/:id/status",
    { schema: { params: projectIdParamsSchema, body: projectStatusSchema, response: { 200: projectStatusResultSchema } } },
    async (request) => setProjectStatus(app.db, request.params.id, currentUser(request).id, request.body.status),
  );
};
