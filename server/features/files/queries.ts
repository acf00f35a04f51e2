// Stored files: a link's quote PDFs and completion photos are visible to the project's owner and
// collaborators and its owner's household (a household viewer sees the photos, never a quote PDF,
// docs/decisions/131-household-sharing.md); a profile photo to every signed-in member (it is their
// avatar everywhere); a home item's document to its household (a viewer: its PDFs only,
// docs/decisions/133-home-items-and-who-to-call.md).
import { and, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { householdMembers, homeItems, projectProviders, projects, storedFiles } from "../../db/schema.js";
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
          homeDocumentVisible(viewerId),
        ),
      ),
    );
  return row?.file;
}

/** A home document of the viewer's household (a viewer sees its PDFs only). */
function homeDocumentVisible(viewerId: string) {
  return sql`exists (select 1 from ${homeItems} hi join ${householdMembers} hm on hm.household_id = hi.household_id
    where hi.id = ${storedFiles.homeItemId} and hm.user_id = ${viewerId}
      and (hm.role <> 'viewer' or ${storedFiles.contentType} = 'application/pdf'))`;
}
