// A home item's manuals and receipts: one file per upload, a PDF checked and streamed into the
// store exactly as a quote PDF is, an image cleaned as a completion photo is (EXIF/GPS removed,
// the pixel cap, the decode queue: server/features/files/upload.ts and images.ts). Downloaded
// through GET /api/files/{id} (its access rule: server/features/files/queries.ts).
import type { FastifyRequest } from "fastify";
import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { FILE_LIMITS } from "../../../common/schemas/project-providers.js";
import { HOME_ITEM_DOCUMENTS_MAX, type HomeDocument } from "../../../common/schemas/home-items.js";
import type { Db } from "../../db/client.js";
import { storedFiles } from "../../db/schema.js";
import { badRequest, notFound } from "../../errors.js";
import { parseMultipart } from "../../http/multipart.js";
import { cleanFileName } from "../files/content.js";
import { spendImageBudget } from "../files/image-budget.js";
import type { FileStore } from "../files/store.js";
import { discardOnFailure } from "../files/upload.js";
import { householdOf, requireWriter } from "../household/membership.js";
import { itemOfHousehold } from "./service.js";

const DOCUMENTS_FULL_MESSAGE = `An item holds at most ${HOME_ITEM_DOCUMENTS_MAX} documents. Delete one to add another.`;

/** POST /api/home/items/{id}/documents (multipart `file`): owner and members; 201 with the document. */
export async function addDocument(request: FastifyRequest, db: Db, store: FileStore, userId: string, itemId: string) {
  const m = await householdOf(db, userId);
  await itemOfHousehold(db, itemId, m.householdId);
  requireWriter(m);
  if (!request.isMultipart()) throw badRequest("Expected a multipart form with a file");
  const [{ n }] = (await db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.homeItemId, itemId))) as [
    { n: number },
  ];
  if (Number(n) >= HOME_ITEM_DOCUMENTS_MAX) throw badRequest(DOCUMENTS_FULL_MESSAGE);
  // Any file may be an image to decode: it counts toward the account's hourly image budget first.
  await spendImageBudget(db, userId);
  const parsed = await parseMultipart(
    request,
    {
      file: {
        kind: "document",
        maxBytes: Math.max(FILE_LIMITS.quotePdfBytes, FILE_LIMITS.photoBytes),
        maxFiles: 1,
        tooMany: "Send one file at a time",
        refusal: (filename) => `${cleanFileName(filename, "This file")} is not a PDF or an image`,
        damaged: (filename) => `${cleanFileName(filename, "This photo")} is damaged or not an image we can read`,
      },
    },
    z.object({}),
  );
  const uploads = parsed.files.file ?? [];
  const upload = uploads[0];
  if (!upload) throw badRequest("Choose a file");
  return discardOnFailure(store, uploads, async (): Promise<HomeDocument> => {
    // The item may have gone while the file arrived: the foreign key then refuses, as 404.
    await itemOfHousehold(db, itemId, m.householdId);
    const [row] = await db
      .insert(storedFiles)
      .values({
        homeItemId: itemId,
        kind: "home_document",
        storageKey: upload.key,
        contentType: upload.contentType,
        size: upload.size,
        originalName: cleanFileName(upload.filename, upload.contentType === "application/pdf" ? "document.pdf" : "photo"),
        uploadedBy: userId,
      })
      .returning();
    return {
      id: row!.id,
      name: row!.originalName ?? "Document",
      contentType: row!.contentType,
      size: row!.size,
      uploadedAt: row!.createdAt.toISOString(),
    };
  });
}

/** DELETE /api/home/items/{id}/documents/{fileId}: owner and members. */
export async function removeDocument(db: Db, store: FileStore, userId: string, itemId: string, fileId: string) {
  const m = await householdOf(db, userId);
  await itemOfHousehold(db, itemId, m.householdId);
  requireWriter(m);
  const [gone] = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.homeItemId, itemId)))
    .returning({ key: storedFiles.storageKey });
  if (!gone) throw notFound("Document not found");
  await store.delete(gone.key).catch(() => {});
}
