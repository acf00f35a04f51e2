// Stored files: a link's quote PDFs and completion photos are visible to the project's owner and
// collaborators only; a profile photo to every signed-in member (it is their avatar everywhere).
import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { projectProviders, projects, storedFiles } from "../../db/schema.js";
import { isMember } from "../projects/access.js";

export async function findVisibleFile(db: Db, fileId: string, viewerId: string) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(storedFiles)
    .leftJoin(projectProviders, eq(projectProviders.id, storedFiles.projectProviderId))
    .leftJoin(projects, eq(projects.id, projectProviders.projectId))
    .where(and(eq(storedFiles.id, fileId), or(isNotNull(storedFiles.profileUserId), isMember(db, viewerId))));
  return row?.file;
}
