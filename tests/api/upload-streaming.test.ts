// Uploads stream to the store: bytes arrive exactly as sent, a part over its limit is
// refused while it streams (413, no file — not even a partial one — and no row), a request that
// fails keeps none of its files, and the server stops reading a refused body instead of
// buffering it: memory stays bounded whatever is sent.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FILE_LIMITS } from "../../common/schemas/project-providers";
import { projectProviders, storedFiles } from "../../server/db/schema";
import { newStorageKey } from "../../server/features/files/store";
import { storeDriver, storedNames } from "../support/file-store";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { projectWithLink, tinyPdf, tinyPng, TINY_JPEG } from "./projects-helpers";
import { multipart, type FilePart } from "../support/multipart";

let t: TestApp;
let owner: SignedInUser;
let linkId: string;

const MB = 1024 * 1024;
const LIMIT = FILE_LIMITS.photoBytes;
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** Everything the store holds (a folder's hidden partial writes included). */
const filesStored = () => storedNames(t.config);
const rowCount = async () => (await t.db.select({ id: storedFiles.id }).from(storedFiles)).length;

/** A real PNG padded to `size` bytes (trailing bytes after IEND are kept and served as sent). */
const pngOf = (size: number) => {
  const png = tinyPng();
  return Buffer.concat([png, randomBytes(size - png.length)]);
};
const pdfOf = (size: number) => {
  const pdf = tinyPdf();
  return Buffer.concat([pdf, randomBytes(size - pdf.length)]);
};
/** The test JPEG with `segments` × 64 KB of metadata before its frame header. */
const jpegWithMetadata = (segments: number) => {
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0xff, 0xff]), randomBytes(0xffff - 2)]);
  return Buffer.concat([TINY_JPEG.subarray(0, 2), ...Array.from({ length: segments }, () => app1), TINY_JPEG.subarray(2)]);
};

const photos = (files: FilePart[]) =>
  owner.request({ method: "POST", url: `/api/project-providers/${linkId}/photos`, ...multipart({}, files) });
const photo = (filename: string, data: Buffer, contentType = "image/png"): FilePart => ({
  field: "photos",
  filename,
  contentType,
  data,
});
const quote = (fields: Record<string, string>, data: Buffer) =>
  owner.request({
    method: "PUT",
    url: `/api/project-providers/${linkId}`,
    ...multipart(fields, [{ field: "quotePdf", filename: "quote.pdf", contentType: "application/pdf", data }]),
  });

/**
 * A multipart body with one file part of `size` bytes (starting with `head`), produced as it is
 * read: `consumed()` says how many bytes the server has pulled so far.
 */
function streamedBody(field: string, head: Buffer, size: number) {
  const boundary = `----vowch${randomBytes(8).toString("hex")}`;
  let consumed = 0;
  let finished = false;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  async function* produce() {
    const parts = [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="notes"\r\n\r\nbig one\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big"\r\n\r\n`),
      head,
    ];
    for (const part of parts) {
      consumed += part.length;
      yield part;
    }
    for (let left = size - head.length; left > 0; left -= chunk.length) {
      const next = left >= chunk.length ? chunk : chunk.subarray(0, left);
      consumed += next.length;
      yield next;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
    finished = true;
  }
  return {
    stream: Readable.from(produce(), { objectMode: false }),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    consumed: () => consumed,
    finished: () => finished,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
});
beforeEach(async () => {
  ({ linkId } = await projectWithLink(t.db, owner, "Kitchen"));
});
afterAll(() => t.close());

describe("streamed uploads", () => {
  it("stores a PDF's bytes exactly and images as sharp cleaned them, a JPEG with large metadata and a file right at the limit included", async () => {
    const sent = [
      photo("big.png", pngOf(3 * MB)),
      photo("meta.jpg", jpegWithMetadata(4), "image/jpeg"),
      photo("max.png", pngOf(LIMIT)),
    ];
    const res = await photos(sent);
    expect(res.statusCode, res.body).toBe(200);
    const urls: string[] = res.json().completionPhotos;
    expect(urls).toHaveLength(3);
    const pdf = pdfOf(9 * MB);
    const quoted = await quote({ notes: "Big quote" }, pdf);
    expect(quoted.statusCode, quoted.body).toBe(200);

    // Images are decoded and encoded again: the same pictures, none of the padding.
    const served: Buffer[] = [];
    for (const [i, url] of urls.entries()) {
      const file = await owner.request({ method: "GET", url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-length"]).toBe(String(file.rawPayload.length));
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(i === 1 ? ["jpeg", 16, 16] : ["png", 2, 2]);
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.length).toBeLessThan(10_000);
      served.push(file.rawPayload);
    }
    const file = await owner.request({ method: "GET", url: quoted.json().quotePdfUrl as string });
    expect(file.headers["content-length"]).toBe(String(pdf.length));
    expect(sha256(file.rawPayload)).toBe(sha256(pdf));
    const rows = await t.db.select().from(storedFiles).where(eq(storedFiles.projectProviderId, linkId));
    expect(rows.map((r) => r.size).sort()).toEqual([...served, pdf].map((d) => d.length).sort());
    expect(rows.filter((r) => r.contentType === "image/jpeg")).toHaveLength(1);
    expect((await filesStored()).filter((f) => path.basename(f).startsWith("."))).toEqual([]);
  });

  it("refuses a part one byte over the limit with 413, leaving no file and no row", async () => {
    const before = { files: await filesStored(), rows: await rowCount() };
    const res = await photos([photo("big.png", pngOf(LIMIT + 1))]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "TOO_LARGE", message: "File is too large" });
    const put = await quote(
      { status: "estimate_scheduled", estimateScheduledDate: "2026-12-01T15:00:00Z", estimateScheduledTime: "09:00" },
      pdfOf(LIMIT + 1),
    );
    expect(put.statusCode).toBe(413);
    expect(put.json()).toMatchObject({ code: "TOO_LARGE", message: "File is too large" });
    expect(await filesStored()).toEqual(before.files);
    expect(await rowCount()).toBe(before.rows);
    const [link] = await t.db.select().from(projectProviders).where(eq(projectProviders.id, linkId));
    expect(link).toMatchObject({ status: "contacted", quotePdfUrl: null, completionPhotos: [] });
  });

  it("keeps none of a request's files when one of them is refused or the request fails later", async () => {
    const before = { files: await filesStored(), rows: await rowCount() };
    const good = photo("good.png", pngOf(2 * MB));
    // A good photo, then one over the limit.
    let res = await photos([good, photo("big.png", pngOf(LIMIT + 1))]);
    expect(res.statusCode).toBe(413);
    // Two good photos, then one that is not an image.
    res = await photos([good, photo("b.jpg", TINY_JPEG, "image/jpeg"), photo("fake.png", tinyPdf())]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("fake.png is not an image file");
    // A JPEG whose bytes end before any frame header, after a good photo.
    res = await photos([good, photo("cut.jpg", jpegWithMetadata(2).subarray(0, 0xffff + 1000), "image/jpeg")]);
    expect(res.statusCode).toBe(415);
    // A good photo in a body that breaks off.
    const broken = multipart({}, [good]);
    res = await owner.request({
      method: "POST",
      url: `/api/project-providers/${linkId}/photos`,
      headers: broken.headers,
      payload: broken.payload.subarray(0, broken.payload.length - 8),
    });
    expect(res.statusCode).toBe(400);
    // A good quote PDF with a field the route refuses after the file was streamed.
    res = await quote({ status: "done" }, pdfOf(MB));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid status");
    // A good quote PDF on a step the link cannot take from where it is (refused in the transaction).
    res = await quote({ status: "quoted" }, pdfOf(MB));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe("INVALID_STATUS_CHANGE");
    // Six photos where five fit: refused before the sixth is stored, the first five removed.
    res = await photos(Array.from({ length: 6 }, (_, i) => photo(`p${i}.png`, tinyPng())));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Maximum 5 photos allowed");

    expect(await filesStored()).toEqual(before.files);
    expect(await rowCount()).toBe(before.rows);
    const [link] = await t.db.select().from(projectProviders).where(eq(projectProviders.id, linkId));
    expect(link).toMatchObject({ status: "contacted", quotePdfUrl: null, completionPhotos: [] });
  });

  it.each([
    ["a 30 MB photo", "POST", "photos", () => tinyPng()],
    ["a 30 MB quote PDF", "PUT", "quotePdf", () => tinyPdf()],
  ] as const)("stops reading %s at the limit instead of buffering the body", async (_label, method, field, head) => {
    const before = await filesStored();
    const body = streamedBody(field, head(), 30 * MB);
    try {
      const res = await owner.request({
        method,
        url: method === "POST" ? `/api/project-providers/${linkId}/photos` : `/api/project-providers/${linkId}`,
        headers: body.headers,
        payload: body.stream,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe("TOO_LARGE");
      // The refusal came while the body was still arriving: the server read the limit and a
      // few buffers' worth past it, never the 30 MB.
      expect(body.finished()).toBe(false);
      expect(body.consumed()).toBeGreaterThan(LIMIT);
      expect(body.consumed()).toBeLessThan(LIMIT + 2 * MB);
    } finally {
      body.stream.destroy();
    }
    expect(await filesStored()).toEqual(before);
  });

  it("answers a real client's oversized upload with 413 and closes the connection instead of reading on", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = `----vowch${randomBytes(8).toString("hex")}`;
    const total = 30 * MB;
    const result = await new Promise<{ status?: number; connection?: string; body: string; wroteAll: boolean }>((resolve) => {
      let wroteAll = false;
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: `/api/project-providers/${linkId}/photos`,
          headers: { cookie: owner.cookie, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": total },
        },
        (res) => {
          let body = "";
          res.on("data", (c: Buffer) => (body += c.toString()));
          // The server ends the connection after its answer; the rest of the body is never sent.
          res.socket.on("close", () => resolve({ status: res.statusCode, connection: res.headers.connection, body, wroteAll }));
        },
      );
      req.on("error", () => {}); // writing into the closed connection fails; the answer is what counts
      const head = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="big.png"\r\n\r\n`),
        tinyPng(),
      ]);
      req.write(head);
      const chunk = Buffer.alloc(64 * 1024);
      let sent = head.length;
      const pump = () => {
        while (sent < total && !req.destroyed) {
          const next = chunk.subarray(0, Math.min(chunk.length, total - sent));
          sent += next.length;
          if (!req.write(next)) return void req.once("drain", pump);
        }
        if (sent >= total) {
          wroteAll = true;
          req.end();
        }
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(result.connection).toBe("close");
    expect(JSON.parse(result.body)).toMatchObject({ code: "TOO_LARGE", message: "File is too large" });
    expect(result.wroteAll).toBe(false);
  });
});

describe(`the store (${storeDriver()})`, () => {
  it("shows a file under its key only once it is whole, and leaves nothing of a write that fails", async () => {
    const store = t.app.files;
    const before = await filesStored();
    const key = newStorageKey("pdf");
    let reached!: () => void;
    const halfway = new Promise<void>((r) => (reached = r));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    async function* slow() {
      yield Buffer.from("first half ");
      reached(); // asked for more: the first half is written
      await gate;
      yield Buffer.from("second half");
    }
    const writing = store.put(key, Readable.from(slow(), { objectMode: false }), { maxBytes: MB });
    await halfway;
    await expect(store.get(key)).rejects.toThrow("File not found");
    // Half a file is nowhere under a live name: a folder holds it as a hidden partial write, a
    // bucket holds nothing until the upload completes.
    expect((await filesStored()).filter((f) => !before.includes(f)).map((f) => path.basename(f).startsWith("."))).toEqual(
      storeDriver() === "local" ? [true] : [],
    );
    release();
    expect(await writing).toEqual({ size: 22 });
    const { body, size } = await store.get(key);
    expect(size).toBe(22);
    expect(Buffer.concat(await body.toArray()).toString()).toBe("first half second half");
    await store.delete(key);

    async function* broken() {
      yield Buffer.alloc(1000);
      throw new Error("connection lost");
    }
    const lost = newStorageKey("pdf");
    await expect(store.put(lost, Readable.from(broken(), { objectMode: false }), { maxBytes: MB })).rejects.toThrow(
      "connection lost",
    );
    await expect(store.get(lost)).rejects.toThrow();
    expect(await filesStored()).toEqual(before);
  });
});
