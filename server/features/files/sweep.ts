// A crash between writing an upload and committing its row leaves a file nobody can reach. The
// sweep removes files without a row once they are older than a grace period (an hour), so it
// never races an upload still in flight — on this process or any other sharing the store. An
// image's thumbnail goes with its image. Writes
// a crash cut short (the store's unfinished partial files) go after the same grace period.
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { storedFiles } from "../../db/schema.js";
import { mainKeyOf, type FileStore } from "./store.js";

export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

/** Removes orphaned files and unfinished writes older than the grace period; returns how many went. */
export async function sweepOrphanFiles(db: Db, store: FileStore, now = new Date(), graceMs = ORPHAN_GRACE_MS): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const known = await db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.storageKey, [...new Set(batch.map(mainKeyOf))]));
    // A thumbnail stays while its image has a row.
    const keep = new Set(known.map((k) => k.key));
    for (const key of batch.filter((k) => !keep.has(mainKeyOf(k)))) {
      await store.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of store.list()) {
    if (now.getTime() - file.modifiedAt.getTime() < graceMs) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return removed + (await store.deletePartial(new Date(now.getTime() - graceMs)));
}
