// One uploaded file: the type is told from its first bytes, a JPEG's frame is checked
// and the size counted while the rest goes by, and the request body is read no further than the
// limit. A PDF streams into the store as it arrives; an image (at most the photo limit, 10 MB) is
// collected, cleaned by sharp (server/features/files/images.ts: no EXIF/GPS, orientation applied,
// HEIC to JPEG) and stored with its thumbnail.
import { Readable } from "node:stream";
import { tooLarge, unsupportedType } from "../../errors.js";
import { detectImageHead, HEAD_BYTES, isPdf, jpegFrameScanner } from "./content.js";
import { processImage, THUMB_MAX_BYTES } from "./images.js";
import { FILE_TOO_LARGE_MESSAGE, newStorageKey, thumbKeyOf, type FileStore } from "./store.js";

/** pdf: a PDF only; image: an image only; document: either (a home item's manual or receipt). */
export type UploadKind = "pdf" | "image" | "document";

export interface StoredUpload {
  key: string;
  contentType: string;
  size: number;
  /** The name the browser sent (cleaned by whoever shows it). */
  filename: string;
}

interface UploadOptions {
  kind: UploadKind;
  maxBytes: number;
  /** The 415 message when the bytes are not of the kind. */
  refusal: string;
  /** The 415 message when an image's first bytes say so but the rest does not read (default: `refusal`). */
  damaged?: string;
  /** Called once the part is known to hold a file, before anything is stored; throws to refuse. */
  admit?: () => void;
}

/** A file part as the multipart parser hands it over (busboy marks a part cut at its limit). */
type FileStream = Readable & { truncated?: boolean };

/**
 * Streams one file part into the store. Returns null for an empty file input (no file chosen).
 * Refuses with 415 when the bytes are not of the kind and 413 past `maxBytes`; nothing stays
 * stored then, and the part is read no further.
 */
export async function storeUpload(
  store: FileStore,
  file: FileStream,
  filename: string,
  options: UploadOptions,
): Promise<StoredUpload | null> {
  const source = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    const chunks: Buffer[] = [];
    let length = 0;
    let ended = false;
    while (length < HEAD_BYTES) {
      const next = await source.next();
      if (next.done) {
        ended = true;
        break;
      }
      chunks.push(next.value);
      length += next.value.length;
    }
    const head = Buffer.concat(chunks);
    // An empty file input (no file chosen) arrives as a part with no name and no bytes.
    if (head.length === 0 && ended && !filename) return null;
    options.admit?.();
    const pdf = options.kind !== "image" && isPdf(head) ? "application/pdf" : null;
    const type = options.kind === "pdf" || pdf ? pdf : detectImageHead(head);
    if (!type) throw unsupportedType(options.refusal);

    const scanner = type === "image/jpeg" ? jpegFrameScanner() : undefined;
    const checked = async function* () {
      let state = scanner?.push(head);
      yield head;
      for (;;) {
        const next = await source.next();
        if (next.done) break;
        if (state === "more") state = scanner!.push(next.value);
        if (state === "bad") break;
        yield next.value;
      }
      if (scanner && state !== "found") throw unsupportedType(options.damaged ?? options.refusal);
      if (file.truncated) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
    };
    if (type === "application/pdf") {
      const key = newStorageKey("pdf");
      const { size } = await store.put(key, Readable.from(checked(), { objectMode: false }), { maxBytes: options.maxBytes });
      return { key, contentType: type, size, filename };
    }
    // An image is decoded whole to be cleaned (sharp would buffer a stream anyway), so it is
    // collected here, counted against the limit as it arrives: the first byte past it refuses.
    const parts: Buffer[] = [];
    let total = 0;
    for await (const chunk of checked()) {
      total += chunk.length;
      if (total > options.maxBytes) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
      parts.push(chunk);
      // One turn of the event loop per chunk, as a store's write gives: busboy's file stream
      // read in one unbroken run of promise jobs stalls on a real socket (the 30 MB client test).
      await new Promise((resolve) => setImmediate(resolve));
    }
    const image = await processImage(Buffer.concat(parts, total), type, options.damaged ?? options.refusal);
    parts.length = 0;
    const key = newStorageKey(image.extension);
    // Cleaned bytes only; the image and its thumbnail are stored whole or, on any failure, not at all.
    const { size } = await store.put(key, Readable.from([image.data]), { maxBytes: Number.MAX_SAFE_INTEGER });
    try {
      await store.put(thumbKeyOf(key), Readable.from([image.thumb]), { maxBytes: THUMB_MAX_BYTES });
    } catch (err) {
      await store.delete(key).catch(() => {});
      throw err;
    }
    return { key, contentType: image.contentType, size, filename };
  } catch (err) {
    // Stop reading this part (and with it the request body).
    await source.return?.();
    throw err;
  }
}

/**
 * Runs `work` with uploads already in the store; when it fails (a refused field, a rolled-back
 * transaction) the request's files go too, so a refusal leaves neither a row nor a file.
 */
export async function discardOnFailure<T>(store: FileStore, uploads: StoredUpload[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    await discard(store, uploads);
    throw err;
  }
}

export async function discard(store: FileStore, uploads: StoredUpload[]) {
  await Promise.all(uploads.map((u) => store.delete(u.key).catch(() => {})));
}
