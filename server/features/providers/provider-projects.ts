// Projects that meet a provider, seen from the viewer: their own, and their friends' (spec §2
// Provider detail "Your Projects" and "Network Projects"). Bounded lists, one query each.
import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import type { ContactProject, ProviderProject, UserProject } from "../../../common/schemas/providers.js";
import type { Db } from "../../db/client.js";
import { projectCollaborators, projectProviders, projects, recommendations, users } from "../../db/schema.js";
import { ownersRating, ownersRecommendation, ownersReview } from "../reviews/owners-word.js";

const LIMIT = 50;
const iso = (v: Date) => v.toISOString();

/** The viewer's projects (owned or collaborating) and friends' projects with this provider. */
export async function providerProjects(db: Db, viewerId: string, providerId: string): Promise<ProviderProject[]> {
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      status: projectProviders.status,
      projectStatus: projects.status,
      ownerId: projects.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: projectProviders.createdAt,
    })
    .from(projectProviders)
    .innerJoin(projects, eq(projects.id, projectProviders.projectId))
    .innerJoin(users, eq(users.id, projects.userId))
    .where(
      and(
        eq(projectProviders.providerId, providerId),
        or(
          eq(projects.userId, viewerId),
          eq(users.isProfileComplete, true),
          sql`exists(select 1 from project_collaborators pc where pc.project_id = ${projects.id} and pc.user_id = ${viewerId})`,
        ),
      ),
    )
    .orderBy(desc(sql`(${projects.userId} = ${viewerId})`), desc(projectProviders.createdAt))
    .limit(LIMIT);
  return rows.map((r) => {
    const isOwner = r.ownerId === viewerId;
    const name = [r.firstName, r.lastName].filter(Boolean).join(" ") || "User";
    return {
      id: r.id,
      title: r.title,
      status: r.status,
      projectStatus: r.projectStatus,
      isOwner,
      contactName: isOwner ? null : name,
      createdAt: iso(r.createdAt),
    };
  });
}

/** GET /api/providers/{id}/user-projects: the viewer's own or shared projects with their link. */
export async function userProjects(db: Db, viewerId: string, providerId: string): Promise<UserProject[]> {
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      status: projects.status,
      category: projects.category,
      projectType: projects.projectType,
      createdAt: projects.createdAt,
      link: {
        id: projectProviders.id,
        status: projectProviders.status,
        quoteAmount: projectProviders.quoteAmount,
        quotePdfUrl: projectProviders.quotePdfUrl,
        quotePdfName: projectProviders.quotePdfName,
        finalAmount: projectProviders.finalAmount,
        rating: projectProviders.rating,
        review: projectProviders.review,
      },
    })
    .from(projectProviders)
    .innerJoin(projects, eq(projects.id, projectProviders.projectId))
    .leftJoin(
      projectCollaborators,
      and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, viewerId)),
    )
    .where(
      and(
        eq(projectProviders.providerId, providerId),
        or(eq(projects.userId, viewerId), eq(projectCollaborators.userId, viewerId)),
      ),
    )
    .orderBy(desc(projectProviders.createdAt))
    .limit(LIMIT);
  return rows.map(({ link, createdAt, ...p }) => ({ ...p, createdAt: iso(createdAt), projectProvider: link }));
}

/** GET /api/providers/{id}/contact-projects: friends' projects with this provider and the owner's word on it. */
export async function contactProjects(db: Db, viewerId: string, providerId: string): Promise<ContactProject[]> {
  const rows = await db
    .select({
      project: {
        id: projects.id,
        title: projects.title,
        description: projects.description,
        category: projects.category,
        status: projects.status,
        createdAt: projects.createdAt,
      },
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      link: {
        status: projectProviders.status,
        finalAmount: projectProviders.finalAmount,
        quoteAmount: projectProviders.quoteAmount,
      },
      rating: ownersRating(),
      comment: ownersReview(),
    })
    .from(projectProviders)
    .innerJoin(projects, eq(projects.id, projectProviders.projectId))
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(recommendations, ownersRecommendation(projects.userId))
    .where(and(eq(projectProviders.providerId, providerId), ne(projects.userId, viewerId), eq(users.isProfileComplete, true)))
    .orderBy(desc(projectProviders.createdAt))
    .limit(LIMIT);
  return rows.map(({ rating, comment, ...r }) => ({
    project: { ...r.project, createdAt: iso(r.project.createdAt) },
    user: r.user,
    projectProvider: r.link,
    recommendation: rating !== null || comment !== null ? { rating, comment } : null,
  }));
}
