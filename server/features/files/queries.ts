// Stored files: a link's quote PDFs and completion photos are visible to the project's owner and
// collaborators and its owner's household (a household viewer sees the photos, never a quote PDF,
// docs/decisions/131-household-sharing.md); a profile photo to every signed-in member (it is their avatar everywhere).
import { and, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { projectProviders, projects, storedFiles } from "../../db/schema.js";
import { accessColumn, isMember } from "../projects/access.js";

export async function findVisibleFile(db: Db, fileId: string, viewerId: string) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(storedFiles)
    .leftJoin(projectProviders, eq(projectProviders.id, storedFiles.projectProviderId))
    .leftJoin(projects, eq(projects.id, projectProviders.projectId))
    .where(
      and(
        eq(storedFiles.id, fileId),
        or(
          isNotNull(storedFiles.profileUserId),
          and(isMember(db, viewerId), or(ne(storedFiles.kind, "quote_pdf"), sql`${accessColumn(viewerId)} <> 'viewer'`)),
        ),
      ),
    );
  return row?.file;
}
