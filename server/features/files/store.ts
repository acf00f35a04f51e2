// The local file store: uploads live under config.uploadsDir, one file per random key.
// Rows in stored_files say which link a file belongs to; the key never reaches the client.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export interface FileStore {
  put(data: Buffer, extension: string): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Every stored file with its last change, for the orphan sweep. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

const KEY = /^[a-f0-9-]{36}\.[a-z]{2,4}$/;

export function localFileStore(dir: string): FileStore {
  const resolve = (key: string) => {
    if (!KEY.test(key)) throw new Error("invalid storage key");
    return path.join(dir, key.slice(0, 2), key);
  };
  return {
    async put(data, extension) {
      const key = `${randomUUID()}.${extension}`;
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: "wx" });
      return key;
    },
    read: (key) => fs.readFile(resolve(key)),
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async *list() {
      const shards = await fs.readdir(dir).catch(() => [] as string[]);
      for (const shard of shards) {
        const names = await fs.readdir(path.join(dir, shard)).catch(() => [] as string[]);
        for (const key of names.filter((n) => KEY.test(n))) {
          const stat = await fs.stat(resolve(key)).catch(() => null);
          if (stat?.isFile()) yield { key, modifiedAt: stat.mtime };
        }
      }
    },
  };
}
