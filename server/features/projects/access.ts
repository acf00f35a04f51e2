// Who may see a project: its owner and its collaborators. Everyone else gets 404, so a
// project's existence never leaks. Only the owner edits, deletes or manages collaborators.
import { and, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { projectCollaborators, projects, type Project } from "../../db/schema.js";
import { forbidden, notFound } from "../../errors.js";

const PROJECT_NOT_FOUND = "Project not found";

export async function loadVisibleProject(
  db: Db,
  projectId: string,
  viewerId: string,
  lock = false,
): Promise<{ project: Project; isOwner: boolean }> {
  const query = db
    .select({ project: projects })
    .from(projects)
    .where(and(eq(projects.id, projectId), isMember(db, viewerId)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: projects }) : await query;
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return { project: row.project, isOwner: row.project.userId === viewerId };
}

export function isMember(db: Db, viewerId: string) {
  return or(
    eq(projects.userId, viewerId),
    exists(
      db
        .select({ one: projectCollaborators.id })
        .from(projectCollaborators)
        .where(and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, viewerId))),
    ),
  );
}

export async function loadOwnedProject(db: Db, projectId: string, viewerId: string, action: string): Promise<Project> {
  const { project, isOwner } = await loadVisibleProject(db, projectId, viewerId);
  if (!isOwner) throw forbidden(`Only the project owner can ${action}`);
  return project;
}

/**
 * For lists: the viewer's project ids as a union of two index lookups (projects by user_id,
 * project_collaborators by user_id), so the list never scans the projects table.
 */
export function memberProjectIds(viewerId: string) {
  return inArray(
    projects.id,
    sql`(select ${projects.id} from ${projects} where ${projects.userId} = ${viewerId}
         union all
         select ${projectCollaborators.projectId} from ${projectCollaborators} where ${projectCollaborators.userId} = ${viewerId})`,
  );
}
