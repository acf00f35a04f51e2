import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { FILE_LIMITS } from "../../../common/schemas/project-providers.js";
import { projectsRoutes } from "./routes.js";

/** Projects, their providers (workflow, files), collaborators and stats (spec §2 Projects). */
export const projectsFeature: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the project-provider uploads accept multipart.
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(FILE_LIMITS.quotePdfBytes, FILE_LIMITS.photoBytes),
      files: 10,
      fields: 30,
      fieldSize: 20_000,
      parts: 40,
    },
  });
  await app.register(projectsRoutes);
};
