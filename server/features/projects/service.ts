// Projects: list (owned or shared, newest first, bounded), detail, create, full edit, delete.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { PROJECTS_LIST_MAX, type ProjectForm } from "../../../common/schemas/projects.js";
import { DISPLAY_CAPS } from "../../../common/constants.js";
import type { Db } from "../../db/client.js";
import { projectProviders, projects, providers, storedFiles, users, type Project } from "../../db/schema.js";
import { loadOwnedProject, loadVisibleProject, memberProjectIds } from "./access.js";

/** Form values → columns. Absent optional values are stored as NULL (the edit dialog sends the whole form). */
function columns(form: ProjectForm) {
  const recurring = form.projectType === "recurring";
  return {
    title: form.title,
    description: form.description ?? null,
    category: form.category ?? null,
    status: form.status ?? "planning",
    projectType: form.projectType ?? "one_time",
    budget: form.budget ?? null,
    startDate: form.startDate ?? null,
    endDate: form.endDate ?? null,
    // Recurring details only mean something on a recurring project.
    recurringFrequency: recurring ? (form.recurringFrequency ?? null) : null,
    recurringDayOfWeek: recurring ? (form.recurringDayOfWeek ?? null) : null,
    recurringDayOfMonth: recurring ? (form.recurringDayOfMonth ?? null) : null,
    nextServiceDate: recurring ? (form.nextServiceDate ?? null) : null,
    recurringBudget: recurring ? (form.recurringBudget ?? null) : null,
    recurringNotes: recurring ? (form.recurringNotes ?? null) : null,
    visibility: form.visibility ?? null,
  } as const;
}

export async function createProject(db: Db, userId: string, form: ProjectForm): Promise<Project> {
  const [row] = await db
    .insert(projects)
    .values({ ...columns(form), userId })
    .returning();
  return row!;
}

export async function updateProject(db: Db, projectId: string, viewerId: string, form: ProjectForm): Promise<Project> {
  await loadOwnedProject(db, projectId, viewerId, "edit this project");
  const [row] = await db
    .update(projects)
    .set({ ...columns(form), updatedAt: new Date() })
    .where(and(eq(projects.id, projectId), eq(projects.userId, viewerId)))
    .returning();
  return row!;
}

/** Deletes the project (links, collaborators and file rows cascade) and returns the storage keys to remove. */
export async function deleteProject(db: Db, projectId: string, viewerId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await loadOwnedProject(tx, projectId, viewerId, "delete this project");
    const files = await tx
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .innerJoin(projectProviders, eq(projectProviders.id, storedFiles.projectProviderId))
      .where(eq(projectProviders.projectId, projectId));
    await tx.delete(projects).where(and(eq(projects.id, projectId), eq(projects.userId, viewerId)));
    return files.map((f) => f.key);
  });
}

export async function getProjectDetail(db: Db, projectId: string, viewerId: string) {
  const { project, isOwner } = await loadVisibleProject(db, projectId, viewerId);
  const [owner] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(eq(users.id, project.userId));
  return { ...project, isOwner, owner: owner! };
}

/**
 * The viewer's projects (owned or shared), newest first, at most PROJECTS_LIST_MAX, each with the
 * card's first providers, total provider count and per-status counts: three queries in all.
 */
export async function listProjects(db: Db, viewerId: string) {
  const rows = await db
    .select()
    .from(projects)
    .where(memberProjectIds(viewerId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(PROJECTS_LIST_MAX);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);

  const counts = await db
    .select({ projectId: projectProviders.projectId, status: projectProviders.status, count: sql<number>`count(*)::int` })
    .from(projectProviders)
    .where(inArray(projectProviders.projectId, ids))
    .groupBy(projectProviders.projectId, projectProviders.status);

  const ranked = db
    .select({
      projectId: projectProviders.projectId,
      providerId: projectProviders.providerId,
      name: providers.name,
      rank: sql<number>`row_number() over (partition by ${projectProviders.projectId} order by ${projectProviders.createdAt}, ${projectProviders.id})`.as(
        "rank",
      ),
    })
    .from(projectProviders)
    .innerJoin(providers, eq(providers.id, projectProviders.providerId))
    .where(inArray(projectProviders.projectId, ids))
    .as("ranked");
  const firstProviders = await db
    .select({ projectId: ranked.projectId, providerId: ranked.providerId, name: ranked.name })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${DISPLAY_CAPS.projectCardAvatars}`)
    .orderBy(asc(ranked.projectId), asc(ranked.rank));

  const countsByProject = new Map<string, Record<string, number>>();
  for (const c of counts) {
    const entry = countsByProject.get(c.projectId) ?? {};
    entry[c.status] = c.count;
    countsByProject.set(c.projectId, entry);
  }
  const providersByProject = new Map<string, { id: string; name: string }[]>();
  for (const p of firstProviders) {
    const list = providersByProject.get(p.projectId) ?? [];
    list.push({ id: p.providerId, name: p.name });
    providersByProject.set(p.projectId, list);
  }
  return rows.map((project) => {
    const statusCounts = countsByProject.get(project.id) ?? {};
    return {
      ...project,
      isOwner: project.userId === viewerId,
      providers: providersByProject.get(project.id) ?? [],
      providerCount: Object.values(statusCounts).reduce((sum, n) => sum + n, 0),
      statusCounts,
    };
  });
}
