// Photos like a phone's: what is stored is an image and nothing else — no EXIF, no GPS,
// the orientation applied to the pixels, a phone's HEIC as JPEG — with a WebP thumbnail of at
// most 40 KB at /api/files/{id}?size=thumb. Runs on both databases and both file stores.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../server/db/schema";
import { openFileStore } from "../../server/features/files/open-store";
import { thumbKeyOf } from "../../server/features/files/store";
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from "../../server/features/files/sweep";
import { backfillThumbnails } from "../../server/features/files/thumbnail-backfill";
import { backdate, isStored, storedNames, storeDriver } from "../support/file-store";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { projectWithLink, tinyPdf } from "./projects-helpers";
import { multipart, type FilePart } from "../support/multipart";

let t: TestApp;
let owner: SignedInUser;
let collaborator: SignedInUser;
let stranger: SignedInUser;
let incomplete: SignedInUser;

/**
 * 64×48, left half #c04030, right half #3050d0, 903 bytes: a PNG drawn by sharp, encoded with
 * libheif's `heif-enc -q 50` (x265, Debian's libheif-examples); sharp's own build cannot write HEVC.
 */
const HEIC = fs.readFileSync(path.join(import.meta.dirname, "../fixtures/photo.heic"));
const HEIC_LEFT = { r: 0xc0, g: 0x40, b: 0x30 };
const HEIC_RIGHT = { r: 0x30, g: 0x50, b: 0xd0 };
const RED = { r: 208, g: 32, b: 32 };
const BLUE = { r: 32, g: 32, b: 208 };

/** A 40×20 picture, red on the left and blue on the right, as sharp writes it. */
const halves = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: RED } }).composite([
    { input: { create: { width: 20, height: 20, channels: 3, background: BLUE } }, left: 20, top: 0 },
  ]);

/**
 * A phone's JPEG: EXIF with the camera's make, a GPS position (latitude 51°30′, datum WGS-84) and
 * orientation 6 (the pixels are landscape; the picture is meant to be shown turned 90° clockwise).
 */
async function phoneJpeg(): Promise<Buffer> {
  const tagged = await halves()
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Phone 15" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 0/1",
        GPSMapDatum: "WGS-84",
      },
    })
    .toBuffer();
  return sharp(tagged).withMetadata({ orientation: 6 }).jpeg().toBuffer();
}

/** The colour at (x, y) of an image. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 3;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}
const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 60;

const photo = (filename: string, data: Buffer, contentType: string): FilePart => ({
  field: "photos",
  filename,
  contentType,
  data,
});

async function upload(linkId: string, files: FilePart[], as = owner) {
  return as.request({ method: "POST", url: `/api/project-providers/${linkId}/photos`, ...multipart({}, files) });
}
/** Uploads one photo, to a fresh link of the owner's unless one is named (a link holds 5). */
async function uploadOne(file: FilePart, link?: string) {
  const res = await upload(link ?? (await projectWithLink(t.db, owner, "Photos")).linkId, [file]);
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json<{ completionPhotos: string[] }>().completionPhotos.at(-1)!;
  return { url, id: url.split("/").pop()! };
}
const storageKey = async (fileId: string) =>
  (await t.db.select({ key: storedFiles.storageKey }).from(storedFiles).where(eq(storedFiles.id, fileId)))[0]!.key;
async function storedBytes(key: string): Promise<Buffer> {
  const { body } = await openFileStore(t.config).get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A link on a project the collaborator works on too. */
let linkId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  collaborator = await createUser(t.app);
  stranger = await createUser(t.app);
  incomplete = await createUser(t.app, { profile: false });
  const made = await projectWithLink(t.db, owner, "Bathroom");
  linkId = made.linkId;
  const added = await owner.request({
    method: "POST",
    url: `/api/projects/${made.projectId}/collaborators`,
    payload: { userId: collaborator.user.id },
  });
  expect(added.statusCode, added.body).toBe(201);
});
afterAll(() => t.close());

describe(`photos are cleaned before they are stored (${storeDriver()})`, () => {
  it("strips a JPEG's EXIF and GPS and turns it upright", async () => {
    const sent = await phoneJpeg();
    // The fixture really carries what must go.
    const before = await sharp(sent).metadata();
    expect(before.orientation).toBe(6);
    expect(sent.includes("WGS-84")).toBe(true);
    expect(sent.includes("PhoneCo")).toBe(true);

    const { url, id } = await uploadOne(photo("IMG_0001.jpg", sent, "image/jpeg"));
    const res = await owner.request({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    for (const bytes of [res.rawPayload, await storedBytes(await storageKey(id))]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes("WGS-84")).toBe(false);
      expect(bytes.includes("PhoneCo")).toBe(false);
      expect(bytes.includes("Exif\0\0")).toBe(false);
      // Turned 90° clockwise: portrait, the left (red) half now on top.
      expect([meta.width, meta.height]).toEqual([20, 40]);
      expect(near(await pixel(bytes, 10, 5), RED)).toBe(true);
      expect(near(await pixel(bytes, 10, 35), BLUE)).toBe(true);
    }
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
  });

  it.each([
    ["PNG", "plan.png", "image/png", "png", () => halves().png().toBuffer()],
    ["WebP", "plan.webp", "image/webp", "webp", () => halves().webp().toBuffer()],
  ])("keeps a %s as it is, cleaned", async (_label, filename, type, format, make) => {
    const { url } = await uploadOne(photo(filename, await make(), type));
    const res = await owner.request({ method: "GET", url });
    expect(res.headers["content-type"]).toBe(type);
    expect(res.headers["content-disposition"]).toContain(`filename="${filename}"`);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 40, 20]);
    expect(near(await pixel(res.rawPayload, 5, 10), RED)).toBe(true);
  });

  it("converts a phone's HEIC to JPEG, sent with no type as browsers do", async () => {
    const { url } = await uploadOne(photo("IMG_0002.HEIC", HEIC, "application/octet-stream"));
    const res = await owner.request({ method: "GET", url });
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["content-disposition"]).toContain('filename="IMG_0002.jpg"');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 64, 48]);
    expect(near(await pixel(res.rawPayload, 8, 24), HEIC_LEFT)).toBe(true);
    expect(near(await pixel(res.rawPayload, 56, 24), HEIC_RIGHT)).toBe(true);
    const thumb = await owner.request({ method: "GET", url: `${url}?size=thumb` });
    expect(thumb.headers["content-type"]).toBe("image/webp");
  });

  it("refuses a HEIC that does not decode with 415 and keeps nothing", async () => {
    const { linkId: fresh } = await projectWithLink(t.db, owner, "Broken HEIC");
    const before = await storedNames(t.config);
    const broken = Buffer.concat([HEIC.subarray(0, 200), Buffer.alloc(400, 7)]);
    const res = await upload(fresh, [photo("IMG_0003.heic", broken, "image/heic")]);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({
      code: "UNSUPPORTED_TYPE",
      message: "IMG_0003.heic is damaged or not an image we can read",
    });
    expect(await storedNames(t.config)).toEqual(before);
  });

  it("says a damaged JPEG is damaged (not that it is no image), and keeps nothing", async () => {
    const { linkId: fresh } = await projectWithLink(t.db, owner, "Damaged JPEG");
    const before = await storedNames(t.config);
    const good = await phoneJpeg();
    // Cut off half way (a copy that did not finish), and one whose scan data is overwritten.
    const cut = good.subarray(0, Math.floor(good.length / 2));
    const scribbled = Buffer.concat([good.subarray(0, 3), Buffer.alloc(good.length - 3, 0x55)]);
    for (const [name, data] of [
      ["IMG_0004.jpg", cut],
      ["IMG_0005.jpg", scribbled],
    ] as const) {
      const res = await upload(fresh, [photo(name, data, "image/jpeg")]);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ code: "UNSUPPORTED_TYPE", message: `${name} is damaged or not an image we can read` });
    }
    expect(await storedNames(t.config)).toEqual(before);
  });

  it("refuses an image past the pixel limit with 413 before decoding it, keeping nothing", async () => {
    const { linkId: fresh } = await projectWithLink(t.db, owner, "Bomb");
    const before = await storedNames(t.config);
    // 10,000 × 10,000 of one colour: a few KB of PNG, 300 MB of pixels.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(fresh, [photo("bomb.png", bomb, "image/png")]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: "TOO_LARGE", message: "File is too large" });
    expect(await storedNames(t.config)).toEqual(before);
  });
});

describe(`thumbnails (${storeDriver()})`, () => {
  let url: string;
  let id: string;
  let big: Buffer;
  beforeAll(async () => {
    // A 2,000 × 1,500 photo of noise: the hardest picture to make small.
    const noise = Buffer.alloc(2000 * 1500 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    big = await sharp(noise, { raw: { width: 2000, height: 1500, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    ({ url, id } = await uploadOne(photo("noise.jpg", big, "image/jpeg"), linkId));
  });

  it("keeps a WebP thumbnail of at most 40 KB that fits 480 px", async () => {
    expect(big.length).toBeGreaterThan(500 * 1024);
    const res = await owner.request({ method: "GET", url: `${url}?size=thumb` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["content-security-policy"]).toBe("sandbox");
    expect(res.headers["content-disposition"]).toContain('filename="noise.webp"');
    expect(res.rawPayload.length).toBeLessThanOrEqual(40 * 1024);
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(480);
    expect(meta.width / meta.height).toBeCloseTo(4 / 3, 1);
    expect(await isStored(t.config, thumbKeyOf(await storageKey(id)))).toBe(true);
  });

  it("is upright like its photo", async () => {
    const { url: jpeg } = await uploadOne(photo("turned.jpg", await phoneJpeg(), "image/jpeg"));
    const thumb = (await owner.request({ method: "GET", url: `${jpeg}?size=thumb` })).rawPayload;
    const meta = await sharp(thumb).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([20, 40, undefined]);
    expect(near(await pixel(thumb, 10, 5), RED)).toBe(true);
  });

  it("answers ?size=thumb only to those who may see the photo", async () => {
    const thumbUrl = `${url}?size=thumb`;
    expect((await t.app.inject({ method: "GET", url: thumbUrl })).json()).toEqual({ message: "Unauthorized" });
    expect((await t.app.inject({ method: "GET", url: thumbUrl })).statusCode).toBe(401);
    expect((await incomplete.request({ method: "GET", url: thumbUrl })).statusCode).toBe(403);
    const hidden = await stranger.request({ method: "GET", url: thumbUrl });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: "NOT_FOUND", message: "File not found" });
    expect((await collaborator.request({ method: "GET", url: thumbUrl })).statusCode).toBe(200);
    expect((await owner.request({ method: "GET", url: thumbUrl })).statusCode).toBe(200);
  });

  it("refuses any other size with 400, and a PDF has no thumbnail", async () => {
    for (const size of ["large", "THUMB", "", "thumb&size=full"]) {
      const res = await owner.request({ method: "GET", url: `${url}?size=${size}` });
      expect(res.statusCode, size).toBe(400);
      expect(res.json<{ code: string }>().code).toBe("VALIDATION_FAILED");
    }
    const quoted = await owner.request({
      method: "PUT",
      url: `/api/project-providers/${linkId}`,
      ...multipart({ notes: "Quote" }, [
        { field: "quotePdf", filename: "q.pdf", contentType: "application/pdf", data: tinyPdf() },
      ]),
    });
    const pdfUrl = quoted.json<{ quotePdfUrl: string }>().quotePdfUrl;
    const res = await owner.request({ method: "GET", url: `${pdfUrl}?size=thumb` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", message: "Only photos have a thumbnail" });
    expect((await owner.request({ method: "GET", url: pdfUrl })).headers["content-type"]).toBe("application/pdf");
  });

  it("answers a photo stored before thumbnails with the photo itself, until the backfill gives it one", async () => {
    const { url: older, id: olderId } = await uploadOne(photo("older.jpg", await phoneJpeg(), "image/jpeg"));
    const key = await storageKey(olderId);
    const store = openFileStore(t.config);
    // Only the thumbnail goes: the store's delete of a thumbnail key leaves its image.
    await store.delete(thumbKeyOf(key));
    expect(await isStored(t.config, key)).toBe(true);
    const res = await owner.request({ method: "GET", url: `${older}?size=thumb` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    const before = await storedNames(t.config);

    // Two processes' housekeeping at once: both finish, and the photo has one good thumbnail.
    const [a, b] = await Promise.all([backfillThumbnails(t.db, store), backfillThumbnails(t.db, openFileStore(t.config))]);
    expect([a.failed, b.failed]).toEqual([[], []]);
    expect(a.made + b.made).toBeGreaterThanOrEqual(1);
    const thumb = await owner.request({ method: "GET", url: `${older}?size=thumb` });
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect(thumb.rawPayload.length).toBeLessThanOrEqual(40 * 1024);
    const meta = await sharp(thumb.rawPayload).metadata();
    // Upright like its photo (stored turned by its EXIF orientation).
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 20, 40]);
    expect(near(await pixel(thumb.rawPayload, 10, 5), RED)).toBe(true);
    // Only the missing thumbnail was added: PDFs and the photos that had one are as they were.
    const added = (await storedNames(t.config)).filter((name) => !before.includes(name));
    expect(added.map((name) => path.basename(name))).toEqual([thumbKeyOf(key)]);
    // Nothing left to do: the next run makes none.
    expect(await backfillThumbnails(t.db, store)).toEqual({ made: 0, failed: [] });
  });

  it("backfills at most its limit per run and leaves an image without a row to the sweep", async () => {
    const store = openFileStore(t.config);
    const keys: string[] = [];
    for (const name of ["one.png", "two.png", "three.png"]) {
      const { id: fileId } = await uploadOne(photo(name, await halves().png().toBuffer(), "image/png"));
      keys.push(await storageKey(fileId));
    }
    for (const key of keys) await store.delete(thumbKeyOf(key));
    // A file nobody has a row for (a crash before its row): not the backfill's.
    const orphan = "00000000-0000-4000-8000-000000000000.png";
    await store.put(orphan, Readable.from([await halves().png().toBuffer()]), { maxBytes: 1024 * 1024 });

    expect((await backfillThumbnails(t.db, store, 2)).made).toBe(2);
    expect((await backfillThumbnails(t.db, store, 2)).made).toBe(1);
    for (const key of keys) expect(await isStored(t.config, thumbKeyOf(key))).toBe(true);
    expect(await isStored(t.config, thumbKeyOf(orphan))).toBe(false);
    await store.delete(orphan);
  });

  it("goes with its photo, and the orphan sweep keeps the thumbnails of kept photos", async () => {
    const key = await storageKey(id);
    const twoHoursAgo = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
    for (const name of await storedNames(t.config)) {
      const base = path.basename(name);
      if (!base.startsWith(".")) backdate(t.config, base, twoHoursAgo);
    }
    await sweepOrphanFiles(t.db, openFileStore(t.config));
    expect(await isStored(t.config, key)).toBe(true);
    expect(await isStored(t.config, thumbKeyOf(key))).toBe(true);

    const removed = await owner.request({ method: "DELETE", url: `/api/project-providers/${linkId}/photos/${id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await isStored(t.config, key)).toBe(false);
    expect(await isStored(t.config, thumbKeyOf(key))).toBe(false);
  });
});
