// GET /api/prices?category=…: what the viewer's proven contacts paid for a trade (service.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pricesQuerySchema, pricesSchema } from "../../../common/schemas/money.js";
import { currentUser } from "../../http/auth.js";
import { contactPrices } from "./service.js";

export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/prices", { schema: { querystring: pricesQuerySchema, response: { 200: pricesSchema } } }, async (request) =>
    contactPrices(app.db, currentUser(request).id, currentUser(request).currency, request.query.category),
  );
};
