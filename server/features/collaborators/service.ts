// Collaborators (the spec's validation rules and roles and permissions): everyone on the project sees the list; only the owner adds or removes.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { bound, keptSelect, type Bound } from "../../db/kept-statement.js";
import { iso } from "../../db/sql.js";
import { projectCollaborators, users } from "../../db/schema.js";
import { conflict, notFound } from "../../errors.js";
import { notifyCollaboratorAdded, type NotifyOptions } from "../notifications/fan-out.js";
import { accessTo, loadOwnedProject, unlessHidden, visibleProject } from "../projects/access.js";
import { publicUserColumns } from "../users/queries.js";

const OWNER_REFUSAL = "The project owner is already part of the project.";
const DUPLICATE_REFUSAL = "This user is already a collaborator on this project.";
const COLLABORATORS_MAX = 100;

/** The project's collaborators (or one of them, `userId`); `viewerId`: only when that viewer may see the project. */
function collaboratorsSelect(db: Db, projectId: Bound<string>, only: { userId?: string; viewerId?: Bound<string> }) {
  return db
    .select({
      c: projectCollaborators,
      user: publicUserColumns,
      access: only.viewerId ? accessTo(projectId, only.viewerId) : sql<null>`null`,
    })
    .from(projectCollaborators)
    .innerJoin(users, eq(users.id, projectCollaborators.userId))
    .where(
      and(
        eq(projectCollaborators.projectId, projectId),
        only.userId ? eq(projectCollaborators.userId, only.userId) : undefined,
        only.viewerId ? visibleProject(db, projectId, only.viewerId) : undefined,
      ),
    )
    .orderBy(asc(projectCollaborators.joinedAt), asc(projectCollaborators.id))
    .limit(COLLABORATORS_MAX);
}

type CollaboratorRow = Awaited<ReturnType<typeof collaboratorsSelect>>[number];

// A household viewer (a sitter, a tenant) sees who works on the project, not their e-mail.
const collaboratorOut = ({ c, user, access }: CollaboratorRow) => ({
  ...c,
  joinedAt: iso(c.joinedAt),
  createdAt: iso(c.createdAt),
  user: access === "viewer" ? { ...user, email: null } : user,
});

/** The list as a viewer reads it, kept (db/kept-statement.ts): the project and viewer are its values. */
const listStatement = keptSelect("project_collaborators", (db) =>
  collaboratorsSelect(db, bound<string>("project"), { viewerId: bound<string>("viewer") }),
);

export async function listCollaborators(db: Db, projectId: string, viewerId: string) {
  const rows = await listStatement(db, { project: projectId, viewer: viewerId });
  return unlessHidden(db, projectId, viewerId, rows.map(collaboratorOut));
}

export async function addCollaborator(db: Db, projectId: string, viewerId: string, userId: string, notify: NotifyOptions) {
  return db.transaction(async (tx) => {
    const project = await loadOwnedProject(tx, projectId, viewerId, "manage collaborators");
    if (userId === project.userId) throw conflict("COLLABORATOR_IS_OWNER", OWNER_REFUSAL);
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isProfileComplete, true)));
    if (!user) throw notFound("User not found");
    const [row] = await tx
      .insert(projectCollaborators)
      .values({ projectId, userId, invitedBy: viewerId })
      .onConflictDoNothing({ target: [projectCollaborators.projectId, projectCollaborators.userId] })
      .returning({ id: projectCollaborators.id });
    if (!row) throw conflict("ALREADY_COLLABORATOR", DUPLICATE_REFUSAL);
    await notifyCollaboratorAdded(tx, viewerId, projectId, userId, notify);
    const [added] = await collaboratorsSelect(tx, projectId, { userId });
    return collaboratorOut(added!);
  });
}

export async function removeCollaborator(db: Db, projectId: string, viewerId: string, userId: string) {
  await loadOwnedProject(db, projectId, viewerId, "manage collaborators");
  const gone = await db
    .delete(projectCollaborators)
    .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)))
    .returning({ id: projectCollaborators.id });
  if (gone.length === 0) throw notFound("Collaborator not found");
}
