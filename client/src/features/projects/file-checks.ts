// Client-side checks before uploading (the server checks the content again).
import { LIMITS } from "@common/constants";

export const PDF_ONLY_ALERT = "Please select a PDF file only.";

export function isPdfFile(file: File): boolean {
  return file.type === "application/pdf" || (file.type === "" && file.name.toLowerCase().endsWith(".pdf"));
}

export type PhotoCheck = { ok: true } | { ok: false; title: string; description: string };

/** Spec §5: only images; at most 5 in total including the existing ones. */
export function checkPhotos(files: File[], existing: number): PhotoCheck {
  const notImage = files.find((f) => !f.type.startsWith("image/"));
  if (notImage) return { ok: false, title: "Invalid file type", description: `${notImage.name} is not an image file` };
  if (existing + files.length > LIMITS.completionPhotos) {
    return { ok: false, title: "Too many photos", description: "Maximum 5 photos allowed" };
  }
  return { ok: true };
}
