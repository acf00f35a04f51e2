// Images stored before thumbnails existed have none, and `?size=thumb` answers them whole. The
// backfill gives each such image its thumbnail, a bounded number per housekeeping run, on either
// store. It reads what the store holds the way the orphan sweep does (`list()`, one pass), keeps
// the images that have a row and no thumbnail, and writes each missing thumbnail under its key.
// Several processes may run it at once (the cluster): a store's put is whole or nothing and the
// thumbnail of an image is always the same, so two processes writing one thumbnail leave one good
// file; each process takes the images in its own random order and looks again just before the
// work, so they seldom make the same one twice. A thumbnail written for an image deleted
// meanwhile has no row and goes with the orphan sweep.
import { randomInt } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { and, inArray, like } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { storedFiles } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { thumbnailOf, THUMB_MAX_BYTES } from "./images.js";
import { mainKeyOf, thumbKeyOf, type FileStore } from "./store.js";

/** The stored images' extensions (upload.ts stores JPEG, PNG, GIF and WebP). */
const IMAGE_KEY = /\.(jpg|png|gif|webp)$/;
/** Keys looked up in one statement. */
const BATCH = 100;
/** Thumbnails made in one run at the most: the next run takes the rest. */
const BACKFILL_PER_RUN = 200;

export interface BackfillResult {
  /** Thumbnails written. */
  made: number;
  /** Images that could not be read or decoded (left as they are; tried again next run). */
  failed: string[];
}

/** Writes the missing thumbnails of stored images, at most `limit` of them. */
export async function backfillThumbnails(db: Db, store: FileStore, limit = BACKFILL_PER_RUN): Promise<BackfillResult> {
  const result: BackfillResult = { made: 0, failed: [] };
  const candidates = shuffled(await imagesWithoutThumbnail(store));
  for (let start = 0; start < candidates.length && result.made < limit; start += BATCH) {
    const rows = await db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(
        and(inArray(storedFiles.storageKey, candidates.slice(start, start + BATCH)), like(storedFiles.contentType, "image/%")),
      );
    for (const { key } of rows) {
      if (result.made >= limit) break;
      try {
        if (await holds(store, thumbKeyOf(key))) continue; // another process made it meanwhile
        const thumb = await thumbnailOf(await buffer((await store.get(key)).body));
        await store.put(thumbKeyOf(key), Readable.from([thumb]), { maxBytes: THUMB_MAX_BYTES });
        result.made += 1;
      } catch {
        result.failed.push(key);
      }
    }
  }
  return result;
}

/** One pass over the store: the image keys with no thumbnail beside them. */
async function imagesWithoutThumbnail(store: FileStore): Promise<string[]> {
  const images = new Set<string>();
  const thumbnailed = new Set<string>();
  for await (const { key } of store.list()) {
    const main = mainKeyOf(key);
    if (main !== key) thumbnailed.add(main);
    else if (IMAGE_KEY.test(key)) images.add(key);
  }
  return [...images].filter((key) => !thumbnailed.has(key));
}

async function holds(store: FileStore, key: string): Promise<boolean> {
  try {
    (await store.get(key)).body.destroy();
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") return false;
    throw err;
  }
}

/** Fisher–Yates: processes running at once take the images in different orders. */
function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
