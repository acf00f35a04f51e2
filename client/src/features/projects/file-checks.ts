// Client-side checks before uploading (the server checks the content again).
import { LIMITS } from "@common/constants";
import { FILE_LIMITS } from "@common/schemas/project-providers";

export const PDF_ONLY_ALERT = "Please select a PDF file only.";

export const PDF_TOO_LARGE_ALERT = "The PDF is larger than 10 MB. Please choose a smaller file.";
export const isPdfTooLarge = (file: File) => file.size > FILE_LIMITS.quotePdfBytes;

export function isPdfFile(file: File): boolean {
  return file.type === "application/pdf" || (file.type === "" && file.name.toLowerCase().endsWith(".pdf"));
}

export type PhotoCheck = { ok: true } | { ok: false; title: string; description: string };

/** What the photo inputs accept: any image, and a phone's HEIC/HEIF by extension. */
export const PHOTO_ACCEPT = "image/*,.heic,.heif";

/**
 * An image by its type, or a HEIC/HEIF by its name: browsers often give those no type (or a
 * generic one). The server tells them by their bytes and converts them to JPEG.
 */
function isPhotoFile(file: File): boolean {
  if (file.type.startsWith("image/")) return true;
  return ["", "application/octet-stream"].includes(file.type) && /\.hei[cf]$/i.test(file.name);
}

/** The spec's validation rules: only images; at most 5 in total including the existing ones. */
export function checkPhotos(files: File[], existing: number): PhotoCheck {
  const notImage = files.find((f) => !isPhotoFile(f));
  if (notImage) return { ok: false, title: "Invalid file type", description: `${notImage.name} is not an image file` };
  const tooBig = files.find((f) => f.size > FILE_LIMITS.photoBytes);
  if (tooBig) return { ok: false, title: "File too large", description: `${tooBig.name} is larger than 10 MB` };
  if (existing + files.length > LIMITS.completionPhotos) {
    return { ok: false, title: "Too many photos", description: "Maximum 5 photos allowed" };
  }
  return { ok: true };
}
