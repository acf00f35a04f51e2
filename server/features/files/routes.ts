import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, badRequest, notFound } from "../../errors.js";
import { currentUser } from "../../http/auth.js";
import { findVisibleFile } from "./queries.js";
import { downloadName } from "./content.js";
import { thumbKeyOf, type FileStore } from "./store.js";
import { attachment } from "../../http/attachment.js";

/** The name a download is offered under when the uploaded one is unusable. */
const fallbackStems = {
  quote_pdf: "quote",
  completion_photo: "photo",
  profile_photo: "photo",
  home_document: "document",
} as const;

async function thumbnailOrImage(store: FileStore, key: string) {
  try {
    return { ...(await store.get(thumbKeyOf(key))), thumb: true };
  } catch (err) {
    if (!(err instanceof AppError && err.code === "NOT_FOUND")) throw err;
    return { ...(await store.get(key)), thumb: false };
  }
}

/**
 * GET /api/files/{id}: quote PDFs, completion photos and home documents, streamed from the store with safe headers.
 * `?size=thumb` answers an image's thumbnail (WebP, at most 40 KB) for lists; an image stored
 * before thumbnails existed answers itself.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Files only for the project's owner and collaborators (a home document: its household); others get 404.
  const schema = {
    params: z.object({ id: z.uuid("Not found") }),
    querystring: z.object({ size: z.enum(["thumb"], "size must be thumb").optional() }),
  };
  app.get("/api/files/:id", { schema }, async (request, reply) => {
    const file = await findVisibleFile(app.db, request.params.id, currentUser(request).id);
    if (!file) throw notFound("File not found");
    const thumb = request.query.size === "thumb";
    if (thumb && !file.contentType.startsWith("image/")) throw badRequest("Only photos have a thumbnail");
    // A row whose bytes are gone answers 404 (the store's NOT_FOUND); a store that cannot be
    // reached answers 503 STORAGE_UNAVAILABLE (logged), not a missing file.
    const stored = thumb
      ? await thumbnailOrImage(app.files, file.storageKey)
      : { ...(await app.files.get(file.storageKey)), thumb: false };
    const contentType = stored.thumb ? "image/webp" : file.contentType;
    const name = downloadName(file.originalName, contentType, fallbackStems[file.kind]);
    // An image is shown as an image and nothing else: a sandbox CSP keeps an image that is also
    // HTML (a polyglot) from running script. PDFs keep the app's CSP (sandboxed PDFs open blank
    // in some browsers' viewers).
    if (contentType.startsWith("image/")) reply.header("Content-Security-Policy", "sandbox");
    return attachment(reply, name, "inline")
      .header("Content-Type", contentType)
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "private, max-age=3600")
      .header("Content-Length", stored.size)
      .send(stored.body);
  });
};
