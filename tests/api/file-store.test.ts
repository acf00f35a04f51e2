// The file store's contract, on the driver this project runs (the local folder, or an
// S3-compatible bucket on the run's s3rver): bytes round-trip exactly at every size that matters
// to a driver (empty, one byte, around S3's 5 MB part, the 10 MB limit), a write past its limit
// or cut off leaves nothing, a missing key is NOT_FOUND, deletes are idempotent, and the store
// answers the readiness check.
import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_LIMITS } from "../../common/schemas/project-providers";
import { openFileStore } from "../../server/features/files/open-store";
import { newStorageKey, type FileStore } from "../../server/features/files/store";
import { storeDriver, storedNames } from "../support/file-store";
import { buildTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let store: FileStore;
const MB = 1024 * 1024;
const PART = 5 * MB;
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** `data` as a stream of uneven chunks, the way a request body arrives. */
function chunked(data: Buffer): Readable {
  async function* produce() {
    for (let at = 0, step = 1; at < data.length; at += step, step = (step * 7) % (256 * 1024) || 1) {
      yield data.subarray(at, at + step);
    }
  }
  return Readable.from(produce(), { objectMode: false });
}

beforeAll(async () => {
  t = await buildTestApp();
  store = openFileStore(t.config);
});
afterAll(() => t.close());

describe(`the file store (${storeDriver()})`, () => {
  it("says where the files are", () => {
    expect(store.where).toMatch(storeDriver() === "s3" ? /^bucket vowch-test-/ : /^folder \//);
  });

  it.each([0, 1, 64 * 1024 + 3, PART - 1, PART, PART + 1, 2 * PART + 17, FILE_LIMITS.photoBytes])(
    "gives back %i bytes exactly as they were stored",
    async (size) => {
      const data = randomBytes(size);
      const key = newStorageKey("pdf");
      expect(await store.put(key, chunked(data), { maxBytes: 3 * PART })).toEqual({ size });
      const { body, size: stored } = await store.get(key);
      expect(stored).toBe(size);
      const back = Buffer.concat(await body.toArray());
      expect(back.length).toBe(size);
      expect(sha256(back)).toBe(sha256(data));
      await store.delete(key);
    },
  );

  it("refuses a write one byte past its limit and keeps nothing of it, even past a part", async () => {
    const before = await storedNames(t.config);
    const key = newStorageKey("png");
    const source = chunked(randomBytes(2 * PART + 1));
    await expect(store.put(key, source, { maxBytes: 2 * PART })).rejects.toMatchObject({ code: "TOO_LARGE" });
    expect(source.destroyed).toBe(true);
    await expect(store.get(key)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await storedNames(t.config)).toEqual(before);
  });

  it("keeps nothing of a write whose source breaks off after a part", async () => {
    const before = await storedNames(t.config);
    const key = newStorageKey("png");
    async function* broken() {
      yield randomBytes(PART + 1);
      throw new Error("connection lost");
    }
    await expect(store.put(key, Readable.from(broken(), { objectMode: false }), { maxBytes: 3 * PART })).rejects.toThrow(
      "connection lost",
    );
    await expect(store.get(key)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await storedNames(t.config)).toEqual(before);
  });

  it("lists what it holds, deletes idempotently and answers the readiness check", async () => {
    const keys = [newStorageKey("png"), newStorageKey("jpg")];
    for (const key of keys) await store.put(key, Readable.from([Buffer.from(key)]), { maxBytes: 1024 });
    const listed: string[] = [];
    for await (const file of store.list()) {
      listed.push(file.key);
      expect(Math.abs(Date.now() - file.modifiedAt.getTime())).toBeLessThan(5 * 60 * 1000);
    }
    expect(listed.sort()).toEqual([...keys].sort());
    await store.delete(keys[0]!);
    await store.delete(keys[0]!);
    await expect(store.get(keys[0]!)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(store.check()).resolves.toBeUndefined();
    expect(await store.deletePartial(new Date(Date.now() - 60 * 60 * 1000))).toBe(0);
  });
});
