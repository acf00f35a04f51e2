// Projects: list (owned or shared, newest first, keyset-paged), detail, create, full edit, delete.
import { and, eq, sql } from "drizzle-orm";
import type { ProjectForm } from "../../../common/schemas/projects.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import { DISPLAY_CAPS } from "../../../common/constants.js";
import type { Db } from "../../db/client.js";
import { iso } from "../../db/sql.js";
import { projectProviders, projects, storedFiles, users, type Project } from "../../db/schema.js";
import type { ProjectAccess } from "../../../common/project-access.js";
import {
  accessColumn,
  loadEditableProject,
  loadOwnedProject,
  memberProjectIds,
  projectNotFound,
  visibleProjectRow,
} from "./access.js";
import { publicUserColumns } from "../users/queries.js";
import { keptKeyset, key, ordering } from "../../paging.js";
import { bound, keptSelect } from "../../db/kept-statement.js";
import { currencyOnUpdate, writerCurrency } from "../../db/currency.js";

const listOrder = ordering("projects", key.timestamp(projects.createdAt), key.uuid(projects.id));

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
    costKind: form.costKind ?? null,
  } as const;
}

/** A project as the responses give it: its timestamps as ISO strings. */
const projectOut = (project: Project) => ({ ...project, createdAt: iso(project.createdAt), updatedAt: iso(project.updatedAt) });

/** A project as `access` may read it: a household viewer reads no amounts (budgets). */
function projectFor(project: Project, access: ProjectAccess) {
  const out = projectOut(project);
  return access === "viewer" ? { ...out, budget: null, recurringBudget: null } : out;
}

export async function createProject(db: Db, userId: string, form: ProjectForm) {
  const [row] = await db
    .insert(projects)
    .values({ ...columns(form), userId, currency: writerCurrency(userId) })
    .returning();
  return projectOut(row!);
}

/**
 * PUT /api/projects/{id}: the owner and the members of the owner's household edit the fields. The
 * project's visibility to friends is its owner's privacy choice: another member's edit keeps it.
 */
export async function updateProject(db: Db, projectId: string, viewerId: string, form: ProjectForm) {
  const { project, isOwner } = await loadEditableProject(db, projectId, viewerId, "edit this project");
  const values = { ...columns(form), updatedAt: new Date() };
  if (!isOwner) values.visibility = project.visibility;
  const currency = currencyOnUpdate(projects.currency, viewerId, [
    [projects.budget, values.budget],
    [projects.recurringBudget, values.recurringBudget],
  ]);
  const [row] = await db
    .update(projects)
    .set({ ...values, currency })
    .where(eq(projects.id, projectId))
    .returning();
  return projectOut(row!);
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

/** The project with its owner, in one statement (the access rule is its condition: a stranger gets 404). */
export async function getProjectDetail(db: Db, projectId: string, viewerId: string) {
  const [row] = await db
    .select({
      project: projects,
      owner: publicUserColumns,
      access: accessColumn(viewerId),
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(visibleProjectRow(db, projectId, viewerId))
    .limit(1);
  if (!row) throw projectNotFound();
  const owner = row.access === "viewer" ? { ...row.owner, email: null } : row.owner;
  return { ...projectFor(row.project, row.access), isOwner: row.project.userId === viewerId, access: row.access, owner };
}

// The list's statements are kept (db/kept-statement.ts): the viewer, cursor and limit are their values.
const viewer = bound<string>("viewer");
const projectsList = keptKeyset("projects_list", listOrder, sql`${projects}`, memberProjectIds(viewer));
// Written with their own aliases: drizzle leaves a one-table select's columns unqualified.
const statusCounts = sql<Record<string, number> | null>`(
  select json_object_agg(s.status, s.n) from (
    select l.status, count(*)::int as n from project_providers l where l.project_id = "projects"."id" group by l.status) s)`;
const firstProviders = sql<{ id: string; name: string }[] | null>`(
  select json_agg(json_build_object('id', f.id, 'name', f.name) order by f.created_at, f.link_id) from (
    select pv.id, pv.name, l.created_at, l.id as link_id
    from project_providers l join providers pv on pv.id = l.provider_id
    where l.project_id = "projects"."id"
    order by l.created_at, l.id limit ${DISPLAY_CAPS.projectCardAvatars}) f)`;
const listStatement = (afterCursor: boolean) =>
  keptSelect(`projects_list_${afterCursor ? "after" : "first"}`, (db) => {
    const shape = projectsList.shape(afterCursor);
    return db
      .select({ project: projects, statusCounts, firstProviders, access: accessColumn(viewer), ...shape.columns })
      .from(projects)
      .where(shape.where)
      .orderBy(...shape.orderBy)
      .limit(shape.limit);
  });
const listStatements = { first: listStatement(false), after: listStatement(true) };

/**
 * The viewer's projects (owned, shared, or their household's), newest first, a page at a time (keyset, paging.ts), each with the
 * card's first providers, total provider count and per-status counts: one statement with the list's total, the card
 * fields as per-project subqueries over project_providers' (project_id, …) index (a few rows each).
 */
export async function listProjects(db: Db, viewerId: string, query: PageQuery) {
  const call = projectsList.call(query, { viewer: viewerId });
  const rows = await listStatements[call.afterCursor ? "after" : "first"](db, call.values);
  return projectsList.page(db, query, call.values, rows, ({ project, statusCounts: counts, firstProviders: first, access }) => ({
    ...projectFor(project, access),
    isOwner: project.userId === viewerId,
    access,
    providers: first ?? [],
    providerCount: Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0),
    statusCounts: counts ?? {},
  }));
}
