// Stored files are visible to the project's owner and collaborators only.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { projectProviders, projects, storedFiles } from "../../db/schema.js";
import { isMember } from "../projects/access.js";

export async function findVisibleFile(db: Db, fileId: string, viewerId: string) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(storedFiles)
    .innerJoin(projectProviders, eq(projectProviders.id, storedFiles.projectProviderId))
    .innerJoin(projects, eq(projects.id, projectProviders.projectId))
    .where(and(eq(storedFiles.id, fileId), isMember(db, viewerId)));
  return row?.file;
}
