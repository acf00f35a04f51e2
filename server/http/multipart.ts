// Reads a multipart request: text fields checked against the route's zod schema, each file part
// streamed into the store as it arrives (server/features/files/upload.ts), so memory stays
// bounded whatever is sent. Unknown file fields are refused; on any failure the files this request
// stored are removed.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { FILE_LIMITS } from "../../common/schemas/project-providers.js";
import { AppError, badRequest } from "../errors.js";
import { cleanFileName } from "../features/files/content.js";
import type { FileStore } from "../features/files/store.js";
import { discard, storeUpload, type StoredUpload, type UploadKind } from "../features/files/upload.js";
import { containsNul, NUL_MESSAGE } from "../plugins/input-guard.js";

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

/** A field of photos: images up to the photo size, at most `maxFiles`; any other file is refused by its name. */
export const photoField = (maxFiles: number, tooMany: string): FileFieldRule => ({
  kind: "image",
  maxBytes: FILE_LIMITS.photoBytes,
  maxFiles,
  tooMany,
  refusal: (filename) => `${cleanFileName(filename, "file")} is not an image file`,
});

export interface ParsedMultipart<T> {
  fields: T;
  files: Record<string, StoredUpload[]>;
}

/**
 * A failure while the parser reads the body. Limits (413) and our own refusals pass through; a
 * broken body ("Unexpected end of form", bad part headers, no boundary) is the client's fault, a
 * 400 with `message`, not a 500.
 */
export function unreadableBody(err: unknown, message: string): never {
  const e = err as { statusCode?: number; code?: string };
  if (err instanceof AppError || (e.statusCode && e.statusCode < 500) || e.code?.startsWith("FST_")) throw err;
  throw badRequest(message);
}

/** Text fields checked against a route's schema: a 400 naming each issue, the first as the message. */
export function validFields<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const input = schema.safeParse(raw);
  if (input.success) return input.data;
  const issues = input.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw badRequest(issues[0]!.message, issues);
}

/**
 * Every upload's reader: the file fields `rules` allows (stored as they arrive) and the text
 * fields, checked against `schema`. Whatever fails, nothing this request stored stays.
 */
export async function parseMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  rules: Record<string, FileFieldRule>,
  schema: S,
): Promise<ParsedMultipart<z.output<S>>> {
  const store = request.server.files;
  const fields: Record<string, string> = {};
  const files: Record<string, StoredUpload[]> = {};
  try {
    await collectParts(request, store, rules, fields, files);
    return { fields: validFields(schema, fields), files };
  } catch (err) {
    await discard(store, Object.values(files).flat());
    return unreadableBody(err, "The upload could not be read. Please try again.");
  }
}

async function collectParts(
  request: FastifyRequest,
  store: FileStore,
  rules: Record<string, FileFieldRule>,
  fields: Record<string, string>,
  files: Record<string, StoredUpload[]>,
) {
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
      if (!rule) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}"`);
      }
      const stored = (files[part.fieldname] ??= []);
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
      fields[part.fieldname] = value;
    }
  }
}
