// The file store: one interface, stream in and stream out, so an upload is never held whole in
// memory. Two drivers: the local folder (the embedded default) and an S3-compatible bucket
// (S3_BUCKET); open-store.ts picks one. Rows in stored_files say which link a file belongs to; the key never reaches the
// client.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { notFound } from "../../errors.js";

export interface FileStore {
  /**
   * Streams `body` under `key`. Past `maxBytes` it stops reading and rejects with TOO_LARGE; on
   * any failure nothing is left under the key: a stored file appears whole under its key or not
   * at all.
   */
  put(key: string, body: Readable, options: { maxBytes: number }): Promise<{ size: number }>;
  /** The stored bytes as a stream, with their size. Rejects with NOT_FOUND when the key holds nothing. */
  get(key: string): Promise<{ body: Readable; size: number }>;
  /** Removes the file and its thumbnail (`thumbKeyOf`); a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file with its last change, for the orphan sweep. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /**
   * Removes unfinished writes (a crash mid-upload) begun before `before`; returns how many.
   * Older than the sweep's grace period, so never an upload still in flight.
   */
  deletePartial(before: Date): Promise<number>;
  /** Resolves when the store can be reached and written to (for /readyz); rejects otherwise. */
  check(): Promise<void>;
  /** Where the files are, for logs ("folder …", "bucket …"). */
  readonly where: string;
}

export const FILE_TOO_LARGE_MESSAGE = "File is too large";

/**
 * A storage key: a random UUID and the extension of the detected type; an image's thumbnail is
 * stored beside it under the same key with ".thumb" appended (`thumbKeyOf`).
 */
export const STORAGE_KEY = /^[a-f0-9-]{36}\.[a-z]{2,4}(?:\.thumb)?$/;

const THUMB_SUFFIX = ".thumb";

/** Where an image's thumbnail is stored (a WebP of at most 40 KB). */
export const thumbKeyOf = (key: string) => `${key}${THUMB_SUFFIX}`;

/** The file a key belongs to: a thumbnail's image, else the key itself (for the orphan sweep). */
export const mainKeyOf = (key: string) => (key.endsWith(THUMB_SUFFIX) ? key.slice(0, -THUMB_SUFFIX.length) : key);

/** The keys a `delete(key)` removes: the file and, for a file's own key, its thumbnail. */
export const keysToDelete = (key: string) => (key.endsWith(THUMB_SUFFIX) ? [key] : [key, thumbKeyOf(key)]);

/** A fresh random key; the extension follows the detected content type. */
export function newStorageKey(extension: string): string {
  return `${randomUUID()}.${extension}`;
}

/** What every driver's `get` throws for a key that holds nothing (the file route answers 404). */
export const fileMissing = () => notFound("File not found");
