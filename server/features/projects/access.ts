// Who may see a project: its owner and its collaborators. Everyone else gets 404, so a
// project's existence never leaks. Only the owner edits, deletes or manages collaborators.
import { and, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { projectCollaborators, projects, type Project } from "../../db/schema.js";
import { forbidden, notFound } from "../../errors.js";

const PROJECT_NOT_FOUND = "Project not found";

/** The answer to a project the viewer may not see, or that does not exist: the same 404. */
export const projectNotFound = () => notFound(PROJECT_NOT_FOUND);

/** The project row `projectId`, when the viewer is its owner or a collaborator. */
export function visibleProjectRow(db: Db, projectId: string, viewerId: string) {
  return and(eq(projects.id, projectId), isMember(db, viewerId));
}

export async function loadVisibleProject(
  db: Db,
  projectId: string,
  viewerId: string,
  lock = false,
): Promise<{ project: Project; isOwner: boolean }> {
  const query = db
    .select({ project: projects })
    .from(projects)
    .where(visibleProjectRow(db, projectId, viewerId))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: projects }) : await query;
  if (!row) throw projectNotFound();
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

/**
 * The project is one the viewer may see, as a condition of a list's own statement (its links, its
 * collaborators), so a member's read is one statement; `unlessHidden` tells an empty list from a
 * project the viewer may not see.
 */
export function visibleProject(db: Db, projectId: string, viewerId: string) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(projects)
      .where(visibleProjectRow(db, projectId, viewerId)),
  );
}

/** A list read under `visibleProject`: when it is empty, the project itself is checked (404 for a stranger). */
export async function unlessHidden<T>(db: Db, projectId: string, viewerId: string, rows: T[]): Promise<T[]> {
  if (rows.length === 0) await loadVisibleProject(db, projectId, viewerId);
  return rows;
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
