// Photos as a phone takes them, stored as they should be shared: every uploaded image is decoded
// and encoded again by sharp before its first byte is stored, so EXIF (GPS, camera, times), XMP
// and comments never reach the store, the EXIF orientation is applied to the pixels, and nothing
// but the image survives (a file that is also HTML loses the HTML). A phone's HEIC/HEIF is decoded
// in a worker thread (libheif-js through heic-decode: the prebuilt libvips has no HEVC decoder)
// and stored as JPEG. Each image gets a WebP thumbnail of at most 40 KB.
//
// Decoding is the costly part (a decoded image takes width × height × channels bytes whatever
// the file's size), so it is bounded three ways, decided from the header before any pixel is
// decoded: an image's pixel count, its pixels per byte of file, and one queue per process that
// decodes at most DECODES_AT_ONCE images at a time, each on one libvips thread.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import sharp, { type Sharp, type SharpOptions } from "sharp";
import { AppError, tooLarge, unsupportedType } from "../../errors.js";
import type { UploadImageType } from "./content.js";
import { DecodeQueue } from "./decode-queue.js";
import { FILE_TOO_LARGE_MESSAGE } from "./store.js";

export const THUMB_MAX_BYTES = 40 * 1024;
/** Thumbnails fit this box: a third of a phone's width at 3× density, or the whole row's. */
const THUMB_EDGE = 480;
/** Decoded size limit (a 48 MP phone photo fits): beyond it, 413 before any pixel is decoded. */
const MAX_IMAGE_PIXELS = 64_000_000;
const HEIC_TIMEOUT_MS = 60_000;

/**
 * A camera's photo holds at most a few dozen pixels per byte of file; a file that promises far
 * more is nearly all one colour, a decompression bomb (a 2 KB lossless WebP of 16383 × 3000
 * decodes to 147 MB). Above DENSE_FROM_PIXELS, more than MAX_PIXELS_PER_BYTE is refused with 413
 * before decoding; small images (icons, drawings) pass whatever their density.
 */
export const MAX_PIXELS_PER_BYTE = 2_000;
const DENSE_FROM_PIXELS = 4_000_000;
export const TOO_LARGE_TO_PROCESS = "This image is too large to process";

/** Images decoded at once in this process (measured: docs/decisions/102-image-decode-budget.md). */
const DECODES_AT_ONCE = 1;
const decodes = new DecodeQueue(DECODES_AT_ONCE);

// One libvips thread per image: the queue, not libvips, decides how many cores images take.
sharp.concurrency(1);
// libvips's operation cache only helps when the same image is processed again, which never
// happens here; kept small so a decoded image is not held after its request.
sharp.cache({ memory: 16, files: 0, items: 16 });

/** The 413 for an image of `pixels` (as its header says) from a file of `bytes`, or null to decode it. */
function sizeRefusal(pixels: number, bytes: number): AppError | null {
  if (pixels > MAX_IMAGE_PIXELS) return tooLarge(FILE_TOO_LARGE_MESSAGE);
  if (pixels > DENSE_FROM_PIXELS && pixels > MAX_PIXELS_PER_BYTE * bytes) return tooLarge(TOO_LARGE_TO_PROCESS);
  return null;
}

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

/**
 * Decodes, strips and re-encodes an image whose type the first bytes told; 415 with `refusal`
 * (the damaged-image message) when it does not decode, 413 when its header promises too many pixels (in all or per byte), before any decoding.
 */
export async function processImage(input: Buffer, type: UploadImageType, refusal: string): Promise<ProcessedImage> {
  try {
    if (type !== "image/heic") await checkHeader(input, type, refusal);
    return await decodes.run(async () => {
      const source = type === "image/heic" ? await decodeHeic(input) : { input, options: {} };
      const open = (extra: SharpOptions = {}) =>
        sharp(source.input, { ...source.options, ...extra, limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
      // One after the other: each decodes the image, and two at once would hold it twice.
      const full = await encodeFull(open, type);
      return { ...full, thumb: await encodeThumb(open) };
    });
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
    if (err instanceof AppError) throw err;
    throw unsupportedType(refusal);
  }
}

/** Reads the header only (sharp's metadata decodes no pixels) and refuses what must not be decoded. */
async function checkHeader(input: Buffer, type: UploadImageType, refusal: string) {
  const meta = await sharp(input, { animated: type === "image/gif", limitInputPixels: false }).metadata();
  if (!meta.width || !meta.height) throw unsupportedType(refusal);
  // An animation decodes every frame: its height here is all the frames stacked.
  const refused = sizeRefusal(meta.width * meta.height, input.length);
  if (refused) throw refused;
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
  return decodes.run(() => encodeThumb(() => sharp(stored, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })));
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

/**
 * The decoder runs off the event loop: libheif-js decodes synchronously (seconds for 12 MP). The
 * container is read first and its first image's size sent back; the pixels are decoded only once
 * the main thread has checked that size (the same limits as any other image's header).
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { all } = require(workerData.decoder);
const fail = (err) => parentPort.postMessage({ error: String((err && err.message) || err) });
all({ buffer: workerData.input }).then((images) => {
  const first = images[0];
  parentPort.postMessage({ width: first.width, height: first.height });
  parentPort.once("message", (go) => {
    if (!go) return images.dispose();
    first.decode().then(
      (image) => {
        images.dispose();
        parentPort.postMessage({ width: image.width, height: image.height, data: image.data }, [image.data.buffer]);
      },
      fail,
    );
  });
}, fail);
`;
const decoderPath = createRequire(import.meta.url).resolve("heic-decode");

type HeaderResult = { width: number; height: number } | { error: string };
type DecodeResult = { width: number; height: number; data: Uint8ClampedArray } | { error: string };

async function decodeHeic(input: Buffer): Promise<Source> {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { decoder: decoderPath, input },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const timer = new Promise<never>((_, reject) => {
    const t = setTimeout(() => reject(new Error("HEIC decoding timed out")), HEIC_TIMEOUT_MS);
    worker.once("exit", (code) => {
      clearTimeout(t);
      reject(new Error(`HEIC decoder exited with ${code}`));
    });
    worker.once("error", (err) => {
      clearTimeout(t);
      reject(err);
    });
  });
  timer.catch(() => {});
  const reply = <T>() => Promise.race([new Promise<T>((resolve) => worker.once("message", resolve)), timer]);
  try {
    const header = await reply<HeaderResult>();
    if ("error" in header) throw new Error(header.error);
    const refused = sizeRefusal(header.width * header.height, input.length);
    worker.postMessage(!refused);
    if (refused) throw refused;
    const result = await reply<DecodeResult>();
    if ("error" in result) throw new Error(result.error);
    return {
      input: Buffer.from(result.data.buffer, result.data.byteOffset, result.data.byteLength),
      options: { raw: { width: result.width, height: result.height, channels: 4 } },
    };
  } finally {
    await worker.terminate();
  }
}
