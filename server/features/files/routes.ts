import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../errors.js";
import { currentUser } from "../auth/plugin.js";
import { findVisibleFile } from "./queries.js";
import { downloadName } from "./content.js";

/** GET /api/files/{id}: quote PDFs and completion photos, streamed from the store with safe headers. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Files only for the project's owner and collaborators; others get 404.
  app.get("/api/files/:id", { schema: { params: z.object({ id: z.uuid("Not found") }) } }, async (request, reply) => {
    const file = await findVisibleFile(app.db, request.params.id, currentUser(request).id);
    if (!file) throw notFound("File not found");
    // A row whose bytes are gone answers 404 (the store's NOT_FOUND); a store that cannot be
    // reached is a fault (500, logged), not a missing file.
    const stored = await app.files.get(file.storageKey);
    const name = downloadName(file.originalName, file.contentType, file.kind === "quote_pdf" ? "quote" : "photo");
    const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
    // An image is shown as an image and nothing else: a sandbox CSP keeps an image that is also
    // HTML (a polyglot) from running script. PDFs keep the app's CSP (sandboxed PDFs open blank
    // in some browsers' viewers).
    if (file.contentType.startsWith("image/")) reply.header("Content-Security-Policy", "sandbox");
    return reply
      .header("Content-Type", file.contentType)
      .header("Content-Disposition", `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "private, max-age=3600")
      .header("Content-Length", stored.size)
      .send(stored.body);
  });
};
