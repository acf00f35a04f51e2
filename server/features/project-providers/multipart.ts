// Reads a multipart request: text fields into a record, each file part streamed into the store
// as it arrives (server/features/files/upload.ts), so memory stays bounded whatever is sent.
// Unknown file fields are refused; on any failure the files this request stored are removed.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { FILE_LIMITS } from "../../../common/schemas/project-providers.js";
import { AppError, badRequest } from "../../errors.js";
import type { FileStore } from "../files/store.js";
import { discard, storeUpload, type StoredUpload, type UploadKind } from "../files/upload.js";
import { containsNul, NUL_MESSAGE } from "../../plugins/input-guard.js";

/** Registered on the scopes that take files only (project routes, the profile photo). */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      // The parser's own cut-off, only a guard: past it busboy would skip (read and drop) the rest
      // of the part. The store counts each part against its own limit and refuses first, which
      // stops reading the body there (the parser is never more than a buffer ahead of it).
      fileSize: Math.max(FILE_LIMITS.quotePdfBytes, FILE_LIMITS.photoBytes) + 1024 * 1024,
      files: 10,
      fields: 30,
      fieldSize: 20_000,
      parts: 40,
    },
  });
}

export interface FileFieldRule {
  kind: UploadKind;
  maxBytes: number;
  /** How many files this field takes in one request, and the 400 message past that. */
  maxFiles: number;
  tooMany: string;
  /** The 415 message for bytes not of the kind. */
  refusal: (filename: string) => string;
}

export interface ParsedMultipart {
  fields: Record<string, string>;
  files: Record<string, StoredUpload[]>;
}

/** Every file a parsed request stored, for discardOnFailure. */
export const storedUploads = (parsed: ParsedMultipart) => Object.values(parsed.files).flat();

export async function readMultipart(
  request: FastifyRequest,
  store: FileStore,
  rules: Record<string, FileFieldRule>,
): Promise<ParsedMultipart> {
  const parsed: ParsedMultipart = { fields: {}, files: {} };
  try {
    await collectParts(request, store, rules, parsed);
  } catch (err) {
    await discard(store, storedUploads(parsed));
    // Limits (413) and our own refusals pass through; a broken body from the parser
    // ("Unexpected end of form", bad part headers) is the client's fault, not a 500.
    const e = err as { statusCode?: number; code?: string };
    if (err instanceof AppError || (e.statusCode && e.statusCode < 500) || e.code?.startsWith("FST_")) throw err;
    throw badRequest("The upload could not be read. Please try again.");
  }
  return parsed;
}

async function collectParts(
  request: FastifyRequest,
  store: FileStore,
  rules: Record<string, FileFieldRule>,
  parsed: ParsedMultipart,
) {
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
      if (!rule) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}"`);
      }
      const stored = (parsed.files[part.fieldname] ??= []);
      const upload = await storeUpload(store, part.file, part.filename, {
        kind: rule.kind,
        maxBytes: rule.maxBytes,
        refusal: rule.refusal(part.filename),
        admit: () => {
          if (stored.length >= rule.maxFiles) throw badRequest(rule.tooMany);
        },
      });
      if (upload) stored.push(upload);
    } else {
      const value = typeof part.value === "string" ? part.value : String(part.value);
      if (containsNul(value) || containsNul(part.fieldname)) throw badRequest(NUL_MESSAGE);
      parsed.fields[part.fieldname] = value;
    }
  }
}
