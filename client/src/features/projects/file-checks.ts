// Client-side checks before uploading (the server checks the content again).
import i18next from "i18next";
import { LIMITS } from "@common/constants";
import { FILE_LIMITS } from "@common/schemas/project-providers";

export const pdfOnlyAlert = () => i18next.t("projects:files.pdfOnly");

export const pdfTooLargeAlert = () => i18next.t("projects:files.pdfTooLarge");
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
  if (notImage)
    return {
      ok: false,
      title: i18next.t("projects:files.invalidType"),
      description: i18next.t("projects:files.notImage", { name: notImage.name }),
    };
  const tooBig = files.find((f) => f.size > FILE_LIMITS.photoBytes);
  if (tooBig)
    return {
      ok: false,
      title: i18next.t("projects:files.tooLarge"),
      description: i18next.t("projects:files.tooLargeText", { name: tooBig.name }),
    };
  if (existing + files.length > LIMITS.completionPhotos) {
    return { ok: false, title: i18next.t("projects:files.tooMany"), description: i18next.t("projects:files.tooManyText") };
  }
  return { ok: true };
}
