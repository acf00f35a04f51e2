// The image decode budget: a file whose header promises far more pixels than its bytes could
// hold (a decompression bomb) is refused with 413 before it is decoded, and each account has at
// most 20 images cleaned per hour (429 with Retry-After), counted in the database so every
// process shares it. Runs on both databases.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectProviders } from "../../server/db/schema";
import { IMAGE_BUDGET_MESSAGE, IMAGE_UPLOADS_PER_HOUR } from "../../server/features/files/image-budget";
import { MAX_PIXELS_PER_BYTE, TOO_LARGE_TO_PROCESS } from "../../server/features/files/images";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";
import { multipart, type FilePart } from "../support/multipart";
import { projectWithLink, tinyPng } from "./projects-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const photo = (data: Buffer, field = "photos"): FilePart => ({ field, filename: "photo.webp", contentType: "image/webp", data });

describe("an image that would decode to far more than its file", () => {
  it("a 2 KB lossless WebP of 16383 × 3000 answers 413 without being decoded", async () => {
    const owner = await createUser(t.app);
    // One colour: 49 million pixels (147 MB decoded) in about 2 KB.
    const bomb = await sharp({ create: { width: 16383, height: 3000, channels: 3, background: "#808080" } })
      .webp({ lossless: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan(4096);
    const { linkId } = await projectWithLink(t.db, owner, "Bomb");

    const before = process.memoryUsage().rss;
    const res = await owner.request({
      method: "POST",
      url: `/api/project-providers/${linkId}/photos`,
      ...multipart({}, [photo(bomb)]),
    });
    const grown = process.memoryUsage().rss - before;

    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: "TOO_LARGE", message: TOO_LARGE_TO_PROCESS });
    // Decoding it takes 147 MB of pixels and about +350 MB of process memory; refused from its
    // header, the process grows by no more than a request's worth.
    expect(grown).toBeLessThan(64 * 1024 * 1024);
    const link = await owner.request({ method: "GET", url: `/api/projects/${await projectOf(linkId)}/providers` });
    expect(link.json<{ completionPhotos: string[] }[]>()[0]!.completionPhotos).toEqual([]);

    // The profile photo reads the same header rule.
    const profile = await owner.request({ method: "PUT", url: "/api/account/photo", ...multipart({}, [photo(bomb, "photo")]) });
    expect(profile.statusCode, profile.body).toBe(413);
    expect(profile.json()).toMatchObject({ code: "TOO_LARGE", message: TOO_LARGE_TO_PROCESS });
  });

  it("a large photo of one colour as a camera writes it (JPEG) is still cleaned and stored", async () => {
    const owner = await createUser(t.app);
    // 2400 × 2000 (4.8 MP, above the density rule's floor): a JPEG spends bytes on every block.
    const plain = await sharp({ create: { width: 2400, height: 2000, channels: 3, background: "#808080" } })
      .jpeg()
      .toBuffer();
    expect((2400 * 2000) / plain.length).toBeLessThan(MAX_PIXELS_PER_BYTE);
    const { linkId } = await projectWithLink(t.db, owner, "Real");
    const res = await owner.request({
      method: "POST",
      url: `/api/project-providers/${linkId}/photos`,
      ...multipart({}, [{ field: "photos", filename: "plain.jpg", contentType: "image/jpeg", data: plain }]),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

async function projectOf(linkId: string): Promise<string> {
  const [row] = await t.db
    .select({ projectId: projectProviders.projectId })
    .from(projectProviders)
    .where(eq(projectProviders.id, linkId));
  return row!.projectId;
}

describe(`at most ${IMAGE_UPLOADS_PER_HOUR} images per account per hour`, () => {
  it("the 21st image in an hour answers 429 with Retry-After, across both upload routes; other accounts are not touched", async () => {
    const owner = await createUser(t.app);
    const png = (field: string): FilePart => ({ field, filename: "p.png", contentType: "image/png", data: tinyPng() });
    // 4 links × 5 photos = 20 images, the last request of 5 bringing the count to exactly 20.
    for (let i = 0; i < 4; i++) {
      const { linkId } = await projectWithLink(t.db, owner, `Budget ${i}`);
      const res = await owner.request({
        method: "POST",
        url: `/api/project-providers/${linkId}/photos`,
        ...multipart(
          {},
          Array.from({ length: 5 }, () => png("photos")),
        ),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { linkId } = await projectWithLink(t.db, owner, "Budget over");
    const over = await owner.request({
      method: "POST",
      url: `/api/project-providers/${linkId}/photos`,
      ...multipart({}, [png("photos")]),
    });
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toMatchObject({ code: "RATE_LIMITED", message: IMAGE_BUDGET_MESSAGE });
    const wait = Number(over.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);

    const profile = await owner.request({ method: "PUT", url: "/api/account/photo", ...multipart({}, [png("photo")]) });
    expect(profile.statusCode, profile.body).toBe(429);
    expect(Number(profile.headers["retry-after"])).toBeGreaterThan(0);
    const stored = await owner.request({ method: "GET", url: `/api/projects/${await projectOf(linkId)}/providers` });
    expect(stored.json<{ completionPhotos: string[] }[]>()[0]!.completionPhotos).toEqual([]);

    const other = await createUser(t.app);
    const fine = await other.request({ method: "PUT", url: "/api/account/photo", ...multipart({}, [png("photo")]) });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it("a request whose photos would pass the budget stores none of them", async () => {
    const owner = await createUser(t.app);
    const png = (): FilePart => ({ field: "photos", filename: "p.png", contentType: "image/png", data: tinyPng() });
    for (let i = 0; i < 3; i++) {
      const { linkId } = await projectWithLink(t.db, owner, `Most ${i}`);
      const res = await owner.request({
        method: "POST",
        url: `/api/project-providers/${linkId}/photos`,
        ...multipart({}, Array.from({ length: 5 }, png)),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // 15 used, then 4 more: 19. A request of two brings 21, so neither of its photos stays.
    const { linkId: four } = await projectWithLink(t.db, owner, "Four");
    expect(
      (
        await owner.request({
          method: "POST",
          url: `/api/project-providers/${four}/photos`,
          ...multipart({}, Array.from({ length: 4 }, png)),
        })
      ).statusCode,
    ).toBe(200);
    const { linkId } = await projectWithLink(t.db, owner, "Two");
    const res = await owner.request({
      method: "POST",
      url: `/api/project-providers/${linkId}/photos`,
      ...multipart({}, [png(), png()]),
    });
    expect(res.statusCode, res.body).toBe(429);
    const stored = await owner.request({ method: "GET", url: `/api/projects/${await projectOf(linkId)}/providers` });
    expect(stored.json<{ completionPhotos: string[] }[]>()[0]!.completionPhotos).toEqual([]);
  });
});
