// Who may see a project: its owner, its collaborators and the people of its owner's household.
// Everyone else gets 404, so a project's existence never leaks. What each may do is the
// project's `access` (common/project-access.ts, docs/decisions/131-household-sharing.md): the
// owner everything; a household member works on it as a collaborator does and edits its fields;
// a collaborator works on its providers; a household viewer only reads (403 READ_ONLY on writes).
import { and, eq, exists, inArray, or, sql } from "drizzle-orm";
import { READ_ONLY_MESSAGE } from "../../../common/household.js";
import type { ProjectAccess } from "../../../common/project-access.js";
import type { Db } from "../../db/client.js";
import type { Bound } from "../../db/kept-statement.js";
import { householdMembers, projectCollaborators, projects, type Project } from "../../db/schema.js";
import { AppError, forbidden, notFound } from "../../errors.js";

const PROJECT_NOT_FOUND = "Project not found";

/** The answer to a project the viewer may not see, or that does not exist: the same 404. */
export const projectNotFound = () => notFound(PROJECT_NOT_FOUND);

/** The answer to a household viewer's write. */
export const readOnly = () => new AppError("READ_ONLY", READ_ONLY_MESSAGE);

/** The project row "projects" of the enclosing statement, by name (drizzle leaves a one-table select's columns unqualified). */
const projectOwnerColumn = sql.raw(`"projects"."user_id"`);
const projectIdColumn = sql.raw(`"projects"."id"`);

/**
 * The viewer's role in the household of the project's owner, or NULL when they are not in it: two
 * primary-key probes of household_members (the viewer's row, the owner's row).
 */
function householdRole(viewerId: Bound<string>) {
  return sql<string | null>`(select hv.role from ${householdMembers} hv join ${householdMembers} ho
    on ho.household_id = hv.household_id where hv.user_id = ${viewerId} and ho.user_id = ${projectOwnerColumn})`;
}

const isCollaborator = (viewerId: Bound<string>) =>
  sql`exists(select 1 from ${projectCollaborators} pcv where pcv.project_id = ${projectIdColumn} and pcv.user_id = ${viewerId})`;

/**
 * The viewer's access to the project row "projects" as a column: owner, member (of the owner's
 * household, as owner or member), collaborator, viewer (of the owner's household, reading only).
 * Meaningful on rows the viewer may see (isMember); a member who is also a collaborator is a member.
 */
export function accessColumn(viewerId: Bound<string>) {
  return sql<ProjectAccess>`(case when ${projectOwnerColumn} = ${viewerId} then 'owner'
    when ${householdRole(viewerId)} in ('owner', 'member') then 'member'
    when ${isCollaborator(viewerId)} then 'collaborator'
    else 'viewer' end)`;
}

/** The viewer's access to the project `projectId` as a column of another table's read (NULL when there is no such project). */
export function accessTo(projectId: Bound<string>, viewerId: Bound<string>) {
  return sql<ProjectAccess | null>`(select ${accessColumn(viewerId)} from ${projects} where ${projectIdColumn} = ${projectId})`;
}

/** The project row `projectId`, when the viewer may see it. */
export function visibleProjectRow(db: Db, projectId: Bound<string>, viewerId: Bound<string>) {
  return and(eq(projects.id, projectId), isMember(db, viewerId));
}

export interface VisibleProject {
  project: Project;
  isOwner: boolean;
  access: ProjectAccess;
}

export async function loadVisibleProject(db: Db, projectId: string, viewerId: string, lock = false): Promise<VisibleProject> {
  const query = db
    .select({ project: projects, access: accessColumn(viewerId) })
    .from(projects)
    .where(visibleProjectRow(db, projectId, viewerId))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: projects }) : await query;
  if (!row) throw projectNotFound();
  return { project: row.project, isOwner: row.project.userId === viewerId, access: row.access };
}

/** A project the viewer may work on (its providers, quotes, photos): a household viewer gets 403 READ_ONLY. */
export async function loadWritableProject(db: Db, projectId: string, viewerId: string, lock = false) {
  const visible = await loadVisibleProject(db, projectId, viewerId, lock);
  if (visible.access === "viewer") throw readOnly();
  return visible;
}

/** The viewer may see the project row "projects": owner, collaborator, or in its owner's household. */
export function isMember(db: Db, viewerId: Bound<string>) {
  return or(
    eq(projects.userId, viewerId),
    exists(
      db
        .select({ one: projectCollaborators.id })
        .from(projectCollaborators)
        .where(and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, viewerId))),
    ),
    sql`${householdRole(viewerId)} is not null`,
  );
}

/**
 * The project is one the viewer may see, as a condition of a list's own statement (its links, its
 * collaborators), so a member's read is one statement; `unlessHidden` tells an empty list from a
 * project the viewer may not see.
 */
export function visibleProject(db: Db, projectId: Bound<string>, viewerId: Bound<string>) {
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

/** The owner's actions (delete, collaborators): a household viewer gets READ_ONLY, anyone else but the owner 403. */
export async function loadOwnedProject(db: Db, projectId: string, viewerId: string, action: string): Promise<Project> {
  const { project, isOwner, access } = await loadVisibleProject(db, projectId, viewerId);
  if (access === "viewer") throw readOnly();
  if (!isOwner) throw forbidden(`Only the project owner can ${action}`);
  return project;
}

/** The project's fields and status: its owner and the members of the owner's household. */
export async function loadEditableProject(db: Db, projectId: string, viewerId: string, action: string): Promise<VisibleProject> {
  const visible = await loadVisibleProject(db, projectId, viewerId);
  if (visible.access === "viewer") throw readOnly();
  if (visible.access === "collaborator") throw forbidden(`Only the project owner can ${action}`);
  return visible;
}

/**
 * For lists: the viewer's project ids as a union of index lookups (projects by user_id,
 * project_collaborators by user_id, and the projects of the viewer's household's other people:
 * household_members by user_id, then by household_id, then projects by user_id), so the list
 * never scans the projects table.
 */
export function memberProjectIds(viewerId: Bound<string>) {
  return inArray(
    projects.id,
    sql`(select ${projects.id} from ${projects} where ${projects.userId} = ${viewerId}
         union all
         select ${projectCollaborators.projectId} from ${projectCollaborators} where ${projectCollaborators.userId} = ${viewerId}
         union all
         select hp.id from ${householdMembers} hv
           join ${householdMembers} ho on ho.household_id = hv.household_id and ho.user_id <> hv.user_id
           join ${projects} hp on hp.user_id = ho.user_id
         where hv.user_id = ${viewerId})`,
  );
}
