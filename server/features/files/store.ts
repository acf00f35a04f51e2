// The file store: one interface, stream in and stream out, so an upload is never held whole in
// memory and another driver (an S3-compatible bucket, issue 15) can take the local folder's
// place. Rows in stored_files say which link a file belongs to; the key never reaches the client.
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { AppConfig } from "../../config.js";
import { tooLarge } from "../../errors.js";

export interface FileStore {
  /**
   * Streams `body` under `key`. Past `maxBytes` it stops reading and rejects with TOO_LARGE; on
   * any failure nothing is left under the key (or anywhere else): a stored file appears whole
   * under its key or not at all.
   */
  put(key: string, body: Readable, options: { maxBytes: number }): Promise<{ size: number }>;
  /** The stored bytes as a stream, with their size. Rejects when the key holds nothing. */
  get(key: string): Promise<{ body: Readable; size: number }>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file with its last change, for the orphan sweep. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /**
   * Removes unfinished writes (a crash mid-upload) begun before `before`; returns how many.
   * Older than the sweep's grace period, so never an upload still in flight.
   */
  deletePartial(before: Date): Promise<number>;
}

export const FILE_TOO_LARGE_MESSAGE = "File is too large";

const KEY = /^[a-f0-9-]{36}\.[a-z]{2,4}$/;
/** A write in progress: ".{key}.{random}.part" in the key's own folder. */
const PARTIAL = /^\.([a-f0-9-]{36}\.[a-z]{2,4})\.[a-f0-9]{12}\.part$/;

/** A fresh random key; the extension follows the detected content type. */
export function newStorageKey(extension: string): string {
  return `${randomUUID()}.${extension}`;
}

/** The store the configuration names (the local folder; issue 15 adds a bucket). */
export function openFileStore(config: Pick<AppConfig, "uploadsDir">): FileStore {
  return localFileStore(config.uploadsDir);
}

/**
 * Files under `dir/{first two characters of the key}/{key}`. A write goes to a hidden ".part"
 * file in the same folder, is synced, and is renamed to its key (atomic within a folder), so a
 * crash never leaves half a file under a live name.
 */
function localFileStore(dir: string): FileStore {
  const resolve = (key: string) => {
    if (!KEY.test(key)) throw new Error("invalid storage key");
    return path.join(dir, key.slice(0, 2), key);
  };
  const shards = async function* () {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const shard of names) {
      const entries = await fs.readdir(path.join(dir, shard)).catch(() => [] as string[]);
      yield { folder: path.join(dir, shard), entries };
    }
  };

  return {
    async put(key, body, { maxBytes }) {
      const file = resolve(key);
      const folder = path.dirname(file);
      await fs.mkdir(folder, { recursive: true });
      const partial = path.join(folder, `.${key}.${randomBytes(6).toString("hex")}.part`);
      let size = 0;
      try {
        const handle = await fs.open(partial, "wx");
        try {
          // One chunk at a time: the next is read only once this one is written.
          for await (const chunk of body as AsyncIterable<Buffer>) {
            size += chunk.length;
            if (size > maxBytes) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
            await handle.write(chunk);
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(partial, file);
      } catch (err) {
        body.destroy();
        await fs.rm(partial, { force: true });
        throw err;
      }
      await syncFolder(folder);
      return { size };
    },
    async get(key) {
      const handle = await fs.open(resolve(key), "r");
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async *list() {
      for await (const { folder, entries } of shards()) {
        for (const key of entries.filter((n) => KEY.test(n))) {
          const stat = await fs.stat(path.join(folder, key)).catch(() => null);
          if (stat?.isFile()) yield { key, modifiedAt: stat.mtime };
        }
      }
    },
    async deletePartial(before) {
      let removed = 0;
      for await (const { folder, entries } of shards()) {
        for (const name of entries.filter((n) => PARTIAL.test(n))) {
          const stat = await fs.stat(path.join(folder, name)).catch(() => null);
          if (!stat?.isFile() || stat.mtime >= before) continue;
          await fs.rm(path.join(folder, name), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

/** Makes the rename itself durable before the row that points at the file commits. */
async function syncFolder(folder: string) {
  const handle = await fs.open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
