// Upload content checks (architecture brief: PDF by magic bytes, images by their signatures and
// a readable header). The declared MIME type and file name are never trusted. The checks run on
// a stream: the type is told from the first HEAD_BYTES, and a JPEG's frame header is found by
// walking its segments as the bytes go by, so no upload is held whole to be checked.

/** The image types stored and served. */
type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";
/** What an upload may be: a stored type, or a phone's HEIC/HEIF that is converted to JPEG. */
export type UploadImageType = ImageType | "image/heic";

/** ISOBMFF brands of HEVC-coded HEIF images (iPhone photos are "heic"). */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx"]);

/** How many leading bytes tell every accepted type (fewer when the file is shorter). */
export const HEAD_BYTES = 32;

export function isPdf(head: Buffer): boolean {
  return head.length >= 8 && head.subarray(0, 5).toString("latin1") === "%PDF-";
}

/**
 * The image type the first bytes show, with a sane header (PNG, GIF and WebP dimensions are
 * there), else null. A JPEG's frame comes later: `jpegFrameScanner` checks it as it streams.
 * HEIC/HEIF is told by its `ftyp` box's brands (major or compatible, as far as the head shows);
 * whether it decodes is found when it is converted.
 */
export function detectImageHead(head: Buffer): UploadImageType | null {
  if (head.length < 12) return null;
  if (head.subarray(4, 8).toString("latin1") === "ftyp") {
    const boxEnd = Math.min(head.readUInt32BE(0), head.length);
    for (let i = 8; i + 4 <= boxEnd; i += 4) {
      if (i === 12) continue; // the minor version, not a brand
      if (HEIC_BRANDS.has(head.subarray(i, i + 4).toString("latin1"))) return "image/heic";
    }
    return null;
  }
  // PNG: signature + IHDR chunk with non-zero dimensions.
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    if (head.length < 24 || head.subarray(12, 16).toString("latin1") !== "IHDR") return null;
    return head.readUInt32BE(16) > 0 && head.readUInt32BE(20) > 0 ? "image/png" : null;
  }
  // JPEG: SOI then a marker segment.
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  const start = head.subarray(0, 6).toString("latin1");
  if (start === "GIF87a" || start === "GIF89a") {
    return head.length >= 10 && head.readUInt16LE(6) > 0 && head.readUInt16LE(8) > 0 ? "image/gif" : null;
  }
  if (head.subarray(0, 4).toString("latin1") === "RIFF" && head.subarray(8, 12).toString("latin1") === "WEBP") {
    return head.length >= 16 && ["VP8 ", "VP8L", "VP8X"].includes(head.subarray(12, 16).toString("latin1")) ? "image/webp" : null;
  }
  return null;
}

type ScanState = "more" | "found" | "bad";

/**
 * Walks a JPEG's segments as its bytes arrive, from the SOI on, until a start-of-frame marker
 * with non-zero dimensions. Segment bodies are skipped by count, so it never holds more than a
 * segment header (a few bytes) whatever the file's size. `push` each chunk in order; a file whose
 * bytes end while the state is still "more" has no frame.
 */
export function jpegFrameScanner() {
  let state: ScanState = "more";
  let pending = Buffer.alloc(0);
  let skip = 2; // the SOI marker, checked by detectImageHead
  return {
    push(chunk: Buffer): ScanState {
      if (state !== "more") return state;
      const buf = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      let i = Math.min(skip, buf.length);
      skip -= i;
      while (skip === 0 && i + 4 <= buf.length) {
        if (buf[i] !== 0xff) {
          state = "bad";
          break;
        }
        const marker = buf[i + 1]!;
        if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
          i += marker === 0xff ? 1 : 2;
          continue;
        }
        const length = buf.readUInt16BE(i + 2);
        const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
        if (length < 2 || marker === 0xda || marker === 0xd9) {
          state = "bad";
        } else if (isSof) {
          if (i + 9 > buf.length) break;
          state = buf.readUInt16BE(i + 5) > 0 && buf.readUInt16BE(i + 7) > 0 ? "found" : "bad";
        } else {
          const next = i + 2 + length;
          skip = Math.max(0, next - buf.length);
          i = Math.min(next, buf.length);
          continue;
        }
        break;
      }
      pending = state === "more" ? Buffer.from(buf.subarray(i)) : Buffer.alloc(0);
      return state;
    },
  };
}

const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** A file name safe to store and to put in Content-Disposition (no paths, no control characters). */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    // Control characters are exactly what must go.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .slice(0, 255);
  return cleaned || fallback;
}

/**
 * The name a download is offered under: the uploaded name's stem with the extension of the type
 * the bytes were detected as, so "evil.html" that is really a GIF downloads as "evil.gif".
 */
export function downloadName(originalName: string | null, contentType: string, fallbackStem: string): string {
  const extension = contentType === "application/pdf" ? "pdf" : (IMAGE_EXTENSIONS[contentType as ImageType] ?? "bin");
  const stem = cleanFileName(originalName ?? undefined, fallbackStem).replace(/\.[^.]*$/, "") || fallbackStem;
  return `${stem}.${extension}`;
}
