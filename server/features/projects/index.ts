import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Projects, their providers (workflow, files), collaborators and stats (spec §2 Projects). */
export const projectsFeature: FastifyPluginAsyncZod = async () => {};
