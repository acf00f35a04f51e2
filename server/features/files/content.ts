// Upload content checks (architecture brief: PDF by magic bytes, images by their signatures and
// a readable header). The declared MIME type and file name are never trusted.

type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

export function isPdf(buf: Buffer): boolean {
  return buf.length >= 8 && buf.subarray(0, 5).toString("latin1") === "%PDF-";
}

/** The image type when the bytes are a JPEG, PNG, GIF or WebP with a sane header, else null. */
export function detectImage(buf: Buffer): ImageType | null {
  if (buf.length < 12) return null;
  // PNG: signature + IHDR chunk with non-zero dimensions.
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    if (buf.length < 24 || buf.subarray(12, 16).toString("latin1") !== "IHDR") return null;
    return buf.readUInt32BE(16) > 0 && buf.readUInt32BE(20) > 0 ? "image/png" : null;
  }
  // JPEG: SOI then a marker segment.
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return jpegHasFrame(buf) ? "image/jpeg" : null;
  const head = buf.subarray(0, 6).toString("latin1");
  if (head === "GIF87a" || head === "GIF89a") {
    return buf.length >= 10 && buf.readUInt16LE(6) > 0 && buf.readUInt16LE(8) > 0 ? "image/gif" : null;
  }
  if (buf.subarray(0, 4).toString("latin1") === "RIFF" && buf.subarray(8, 12).toString("latin1") === "WEBP") {
    return buf.length >= 16 && ["VP8 ", "VP8L", "VP8X"].includes(buf.subarray(12, 16).toString("latin1")) ? "image/webp" : null;
  }
  return null;
}

/** Walks JPEG segments until a start-of-frame marker with non-zero dimensions. */
function jpegHasFrame(buf: Buffer): boolean {
  let i = 2;
  while (i + 4 <= buf.length) {
    if (buf[i] !== 0xff) return false;
    const marker = buf[i + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = buf.readUInt16BE(i + 2);
    if (length < 2) return false;
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      if (i + 9 > buf.length) return false;
      const height = buf.readUInt16BE(i + 5);
      const width = buf.readUInt16BE(i + 7);
      return height > 0 && width > 0;
    }
    if (marker === 0xda || marker === 0xd9) return false;
    i += 2 + length;
  }
  return false;
}

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
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
