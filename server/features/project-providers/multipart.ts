// Reads a multipart request into text fields and file buffers. Size limits come from the
// @fastify/multipart registration (413 through the error handler); unknown file fields are refused.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { FILE_LIMITS } from "../../../common/schemas/project-providers.js";
import { AppError, badRequest } from "../../errors.js";
import { containsNul, NUL_MESSAGE } from "../../plugins/input-guard.js";
import type { UploadedFile } from "./service.js";

/** Registered on the project routes' scope only: no other route accepts a multipart body. */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(FILE_LIMITS.quotePdfBytes, FILE_LIMITS.photoBytes),
      files: 10,
      fields: 30,
      fieldSize: 20_000,
      parts: 40,
    },
  });
}

interface ParsedMultipart {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
}

export async function readMultipart(request: FastifyRequest, fileFields: string[]): Promise<ParsedMultipart> {
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile[]> = {};
  try {
    await collectParts(request, fileFields, fields, files);
  } catch (err) {
    // Limits (413) and our own refusals pass through; a broken body from the parser
    // ("Unexpected end of form", bad part headers) is the client's fault, not a 500.
    const e = err as { statusCode?: number; code?: string };
    if (err instanceof AppError || (e.statusCode && e.statusCode < 500) || e.code?.startsWith("FST_")) throw err;
    throw badRequest("The upload could not be read. Please try again.");
  }
  return { fields, files };
}

async function collectParts(
  request: FastifyRequest,
  fileFields: string[],
  fields: ParsedMultipart["fields"],
  files: ParsedMultipart["files"],
) {
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}"`);
      }
      const data = await part.toBuffer();
      // An empty file input (no file chosen) arrives as a part with no name and no bytes.
      if (data.length === 0 && !part.filename) continue;
      (files[part.fieldname] ??= []).push({ filename: part.filename, data });
    } else {
      const value = typeof part.value === "string" ? part.value : String(part.value);
      if (containsNul(value) || containsNul(part.fieldname)) throw badRequest(NUL_MESSAGE);
      fields[part.fieldname] = value;
    }
  }
}
