// The local-folder driver of the file store (server/features/files/store.ts): one process, or
// several sharing one volume.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { tooLarge } from "../../errors.js";
import { fileMissing, FILE_TOO_LARGE_MESSAGE, keysToDelete, STORAGE_KEY, type FileStore } from "./store.js";

/** A write in progress: ".{key}.{random}.part" in the key's own folder. */
const PARTIAL = /^\.([a-f0-9-]{36}\.[a-z]{2,4}(?:\.thumb)?)\.[a-f0-9]{12}\.part$/;

/**
 * Files under `dir/{first two characters of the key}/{key}`. A write goes to a hidden ".part"
 * file in the same folder, is synced, and is renamed to its key (atomic within a folder), so a
 * crash never leaves half a file under a live name.
 */
export function localFileStore(dir: string): FileStore {
  const resolve = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error("invalid storage key");
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
    where: `folder ${dir}`,
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
      const handle = await fs.open(resolve(key), "r").catch((err: NodeJS.ErrnoException) => {
        throw err.code === "ENOENT" ? fileMissing() : err;
      });
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async delete(key) {
      for (const k of keysToDelete(key)) await fs.rm(resolve(k), { force: true });
    },
    async *list() {
      for await (const { folder, entries } of shards()) {
        for (const key of entries.filter((n) => STORAGE_KEY.test(n))) {
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
    async check() {
      await fs.mkdir(dir, { recursive: true });
      await fs.access(dir, fs.constants.R_OK | fs.constants.W_OK);
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
