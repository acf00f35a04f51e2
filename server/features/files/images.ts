// Photos as a phone takes them, stored as they should be shared (issue 13): every uploaded image is
// decoded and encoded again by sharp before its first byte is stored, so EXIF (GPS, camera,
// times), XMP and comments never reach the store, the EXIF orientation is applied to the pixels,
// and nothing but the image survives (a file that is also HTML loses the HTML). A phone's
// HEIC/HEIF is decoded in a worker thread (libheif-js through heic-decode: the prebuilt libvips
// has no HEVC decoder) and stored as JPEG. Each image gets a WebP thumbnail of at most 40 KB.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import sharp, { type Sharp, type SharpOptions } from "sharp";
import { AppError, tooLarge, unsupportedType } from "../../errors.js";
import type { UploadImageType } from "./content.js";
import { FILE_TOO_LARGE_MESSAGE } from "./store.js";

export const THUMB_MAX_BYTES = 40 * 1024;
/** Thumbnails fit this box: a third of a phone's width at 3× density, or the whole row's. */
const THUMB_EDGE = 480;
/** Decoded size limit (a 48 MP phone photo fits): beyond it, 413 before any pixel is decoded. */
const MAX_IMAGE_PIXELS = 64_000_000;
const HEIC_TIMEOUT_MS = 60_000;

export interface ProcessedImage {
  /** The image to store: same format as uploaded (HEIC becomes JPEG), no metadata, upright. */
  data: Buffer;
  contentType: "image/jpeg" | "image/png" | "image/gif" | "image/webp";
  extension: "jpg" | "png" | "gif" | "webp";
  /** WebP, at most THUMB_MAX_BYTES. */
  thumb: Buffer;
}

interface Source {
  input: Buffer;
  options: SharpOptions;
}

/** Decodes, strips and re-encodes an image whose type the first bytes told; 415 when it does not decode. */
export async function processImage(input: Buffer, type: UploadImageType, refusal: string): Promise<ProcessedImage> {
  try {
    const source = type === "image/heic" ? await decodeHeic(input) : { input, options: {} };
    const open = (extra: SharpOptions = {}) =>
      sharp(source.input, { ...source.options, ...extra, limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
    const meta = await open().metadata();
    if (!meta.width || !meta.height) throw unsupportedType(refusal);
    const [full, thumb] = await Promise.all([encodeFull(open, type), encodeThumb(open)]);
    return { ...full, thumb };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
    if (err instanceof AppError) throw err;
    throw unsupportedType(refusal);
  }
}

async function encodeFull(open: (extra?: SharpOptions) => Sharp, type: UploadImageType) {
  switch (type) {
    case "image/png":
      return { data: await open().autoOrient().png().toBuffer(), contentType: "image/png", extension: "png" } as const;
    case "image/webp":
      return {
        data: await open().autoOrient().webp({ quality: 85 }).toBuffer(),
        contentType: "image/webp",
        extension: "webp",
      } as const;
    // Every frame of an animation is kept (GIFs carry no orientation).
    case "image/gif":
      return { data: await open({ animated: true }).gif().toBuffer(), contentType: "image/gif", extension: "gif" } as const;
    default:
      return {
        data: await open().autoOrient().jpeg({ quality: 85 }).toBuffer(),
        contentType: "image/jpeg",
        extension: "jpg",
      } as const;
  }
}

/**
 * The thumbnail of an image already in the store (stored clean, so no HEIC and no metadata to
 * strip): the backfill of images stored before thumbnails existed (thumbnail-backfill.ts).
 */
export function thumbnailOf(stored: Buffer): Promise<Buffer> {
  return encodeThumb(() => sharp(stored, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }));
}

/** Smaller and coarser until it fits: a photo's thumbnail is typically 10–25 KB at the first try. */
async function encodeThumb(open: () => Sharp): Promise<Buffer> {
  for (const [edge, quality] of [
    [THUMB_EDGE, 70],
    [THUMB_EDGE, 50],
    [320, 45],
    [240, 40],
    [160, 30],
  ] as const) {
    const thumb = await open()
      .autoOrient()
      .resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .toBuffer();
    if (thumb.length <= THUMB_MAX_BYTES) return thumb;
  }
  throw new Error("thumbnail over its limit");
}

/** The decoder runs off the event loop: libheif-js decodes synchronously (seconds for 12 MP). */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const decode = require(workerData.decoder);
decode({ buffer: workerData.input }).then(
  (image) => parentPort.postMessage({ width: image.width, height: image.height, data: image.data }, [image.data.buffer]),
  (err) => parentPort.postMessage({ error: String((err && err.message) || err) }),
);
`;
const decoderPath = createRequire(import.meta.url).resolve("heic-decode");

type DecodeResult = { width: number; height: number; data: Uint8ClampedArray } | { error: string };

async function decodeHeic(input: Buffer): Promise<Source> {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { decoder: decoderPath, input },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  try {
    const result = await new Promise<DecodeResult>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("HEIC decoding timed out")), HEIC_TIMEOUT_MS);
      worker.once("message", (m: DecodeResult) => {
        clearTimeout(timer);
        resolve(m);
      });
      worker.once("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      worker.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`HEIC decoder exited with ${code}`));
      });
    });
    if ("error" in result) throw new Error(result.error);
    if (result.width * result.height > MAX_IMAGE_PIXELS) throw new Error("Input image exceeds pixel limit");
    return {
      input: Buffer.from(result.data.buffer, result.data.byteOffset, result.data.byteLength),
      options: { raw: { width: result.width, height: result.height, channels: 4 } },
    };
  } finally {
    await worker.terminate();
  }
}
