import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The provider directory, personal lists, vouching and experiences (spec §2 Providers). */
export const providersFeature: FastifyPluginAsyncZod = async () => {};
