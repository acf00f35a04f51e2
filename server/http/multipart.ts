// Reads a multipart request: text fields checked against the route's zod schema, each file part
// streamed into the store as it arrives (server/features/files/upload.ts), so memory stays
// bounded whatever is sent. A file the route reads and never stores (an address book) is held in
// memory instead, counted against its own limit as it arrives. Unknown file fields are refused; on
// any failure the files this request stored are removed.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { FILE_LIMITS } from "../../common/schemas/project-providers.js";
import { AppError, badRequest, tooLarge } from "../errors.js";
import { cleanFileName } from "../features/files/content.js";
import type { FileStore } from "../features/files/store.js";
import { discard, storeUpload, type StoredUpload, type UploadKind } from "../features/files/upload.js";
import { containsNul, NUL_MESSAGE } from "../plugins/input-guard.js";

/**
 * Registered on the scopes that take files only (project routes, the profile photo, the address
 * book); `fileBytesMax`: the largest file the scope's rules take, when more than a photo or PDF.
 */
export async function registerMultipart(app: FastifyInstance, options: { fileBytesMax?: number } = {}) {
  await app.register(multipart, {
    limits: {
      // The parser's own cut-off, only a guard: past it busboy would skip (read and drop) the rest
      // of the part. The store counts each part against its own limit and refuses first, which
      // stops reading the body there (the parser is never more than a buffer ahead of it).
      fileSize: Math.max(FILE_LIMITS.quotePdfBytes, FILE_LIMITS.photoBytes, options.fileBytesMax ?? 0) + 1024 * 1024,
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
  /** The 415 message for an image whose first bytes say so but which does not decode (default: `refusal`). */
  damaged?: (filename: string) => string;
}

/** A field of photos: images up to the photo size, at most `maxFiles`; any other file is refused by its name. */
export const photoField = (maxFiles: number, tooMany: string): FileFieldRule => ({
  kind: "image",
  maxBytes: FILE_LIMITS.photoBytes,
  maxFiles,
  tooMany,
  refusal: (filename) => `${cleanFileName(filename, "file")} is not an image file`,
  damaged: (filename) => `${cleanFileName(filename, "This photo")} is damaged or not an image we can read`,
});

/**
 * A field of a file the route reads itself and never stores (an address book to import): its
 * bytes are held, at most `maxBytes` (413 `tooLarge` at the first byte past it, the rest unread).
 * With a `filter`, the bytes pass through it as they arrive and only what it keeps is held, at most
 * `maxHeldBytes` (413 `tooMuchHeld`).
 */
export interface HeldFileRule {
  kind: "held";
  maxBytes: number;
  tooLarge: string;
  filter?: () => HeldFilter;
  maxHeldBytes?: number;
  tooMuchHeld?: string;
}

/** Takes a file's bytes as they arrive and answers the bytes to hold (what it drops is never held). */
export interface HeldFilter {
  push(chunk: Buffer): Buffer[];
  end(): Buffer[];
}

interface HeldFile {
  filename: string;
  data: Buffer;
}

export interface ParsedMultipart<T> {
  fields: T;
  files: Record<string, StoredUpload[]>;
  /** The held fields' files (HeldFileRule): one each. */
  held: Record<string, HeldFile>;
}

/**
 * A failure while the parser reads the body. Limits (413) and our own refusals pass through; a
 * broken body ("Unexpected end of form", bad part headers, no boundary) is the client's fault, a
 * 400 with `message`, not a 500.
 */
function unreadableBody(err: unknown, message: string): never {
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
  rules: Record<string, FileFieldRule | HeldFileRule>,
  schema: S,
): Promise<ParsedMultipart<z.output<S>>> {
  const store = request.server.files;
  const fields: Record<string, string> = {};
  const files: Record<string, StoredUpload[]> = {};
  const held: Record<string, HeldFile> = {};
  try {
    await collectParts(request, store, rules, { fields, files, held });
    return { fields: validFields(schema, fields), files, held };
  } catch (err) {
    await discard(store, Object.values(files).flat());
    return unreadableBody(err, "The upload could not be read. Please try again.");
  }
}

/**
 * A held field's file, collected as it arrives; null for an empty file input (no file chosen).
 * Refused at the first byte past the limit, the part read no further.
 */
async function holdFile(file: AsyncIterable<Buffer>, filename: string, rule: HeldFileRule): Promise<HeldFile | null> {
  const chunks: Buffer[] = [];
  const filter = rule.filter?.();
  const heldMax = rule.maxHeldBytes ?? rule.maxBytes;
  let length = 0;
  let held = 0;
  const hold = (kept: Buffer[]) => {
    for (const piece of kept) {
      held += piece.length;
      if (held > heldMax) throw tooLarge(rule.tooMuchHeld ?? rule.tooLarge);
      chunks.push(piece);
    }
  };
  for await (const chunk of file) {
    length += chunk.length;
    if (length > rule.maxBytes) throw tooLarge(rule.tooLarge);
    hold(filter ? filter.push(chunk) : [chunk]);
  }
  if (filter) hold(filter.end());
  if (length === 0 && !filename) return null;
  return { filename, data: Buffer.concat(chunks, held) };
}

async function collectParts(
  request: FastifyRequest,
  store: FileStore,
  rules: Record<string, FileFieldRule | HeldFileRule>,
  { fields, files, held }: ParsedMultipart<Record<string, string>>,
) {
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
      if (!rule) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}"`);
      }
      if (rule.kind === "held") {
        if (Object.hasOwn(held, part.fieldname)) throw badRequest(`Send one file in "${part.fieldname}"`);
        const file = await holdFile(part.file, part.filename, rule);
        if (file) held[part.fieldname] = file;
        continue;
      }
      const stored = (files[part.fieldname] ??= []);
      const upload = await storeUpload(store, part.file, part.filename, {
        kind: rule.kind,
        maxBytes: rule.maxBytes,
        refusal: rule.refusal(part.filename),
        damaged: rule.damaged?.(part.filename),
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
