// Rows of a household's home records made straight in the database, for tests that need one to
// change or remove per call (the access matrices).
import type { Db } from "../../server/db/client";
import { homeTasks, storedFiles } from "../../server/db/schema";

/** A stored PDF document (its bytes are not needed) of the item. */
export async function insertHomeDocument(db: Db, homeItemId: string): Promise<string> {
  const [file] = await db
    .insert(storedFiles)
    .values({
      homeItemId,
      kind: "home_document",
      storageKey: `${crypto.randomUUID()}.pdf`,
      contentType: "application/pdf",
      size: 10,
    })
    .returning({ id: storedFiles.id });
  return file!.id;
}

/** A quarterly upkeep task of the household, made by `createdBy`. */
export async function insertHomeTask(db: Db, householdId: string, createdBy: string, nextDue?: string): Promise<string> {
  const [task] = await db
    .insert(homeTasks)
    .values({ householdId, createdBy, title: "Replace furnace filter", every: "quarterly", nextDue })
    .returning({ id: homeTasks.id });
  return task!.id;
}
