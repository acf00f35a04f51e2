import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Friends, friend projects, recommendations feed, provider requests and suggestions (spec §2 network screens). */
export const networkFeature: FastifyPluginAsyncZod = async () => {};
