// Reads a multipart request into text fields and file buffers. Size limits come from the
// @fastify/multipart registration (413 through the error handler); unknown file fields are refused.
import type { FastifyRequest } from "fastify";
import { badRequest } from "../../errors.js";
import type { UploadedFile } from "./project-providers.service.js";

export interface ParsedMultipart {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
}

export async function readMultipart(request: FastifyRequest, fileFields: string[]): Promise<ParsedMultipart> {
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile[]> = {};
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
      fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
    }
  }
  return { fields, files };
}
