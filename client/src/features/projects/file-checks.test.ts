import { describe, expect, it } from "vitest";
import { checkPhotos, isPdfFile } from "./file-checks";

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe("upload checks", () => {
  it("accepts only PDFs as quotes", () => {
    expect(isPdfFile(file("q.pdf", "application/pdf"))).toBe(true);
    expect(isPdfFile(file("q.png", "image/png"))).toBe(false);
  });

  it("refuses non-images and more than 5 photos including existing ones", () => {
    expect(checkPhotos([file("a.png", "image/png")], 4)).toEqual({ ok: true });
    // A phone's HEIC often comes with no type, or a generic one: told by its name.
    for (const [name, type] of [
      ["IMG_0001.HEIC", ""],
      ["IMG_0002.heif", "application/octet-stream"],
      ["IMG_0003.heic", "image/heic"],
    ])
      expect(checkPhotos([file(name!, type!)], 0), name).toEqual({ ok: true });
    expect(checkPhotos([file("heic.txt", "")], 0)).toMatchObject({ ok: false, description: "heic.txt is not an image file" });
    expect(checkPhotos([file("x.heic", "text/plain")], 0)).toMatchObject({ ok: false, title: "Invalid file type" });
    expect(checkPhotos([file("notes.txt", "text/plain")], 0)).toEqual({
      ok: false,
      title: "Invalid file type",
      description: "notes.txt is not an image file",
    });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    expect(checkPhotos([big], 0)).toEqual({ ok: false, title: "File too large", description: "big.jpg is larger than 10 MB" });
    expect(checkPhotos([file("a.png", "image/png"), file("b.png", "image/png")], 4)).toEqual({
      ok: false,
      title: "Too many photos",
      description: "Maximum 5 photos allowed",
    });
  });
});
