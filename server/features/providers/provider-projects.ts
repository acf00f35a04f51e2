// Projects that meet a provider, seen from the viewer: their own, and their friends' (the spec's
// Provider detail "Your Projects" and "Network Projects"). Keyset-paged lists (server/paging.ts),
// the page and its total in one statement each, newest link first
// (project_providers_provider_created_idx).
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { PageQuery } from "../../../common/schemas/paging.js";
import type { ContactProject, ProviderProject, UserProject } from "../../../common/schemas/providers.js";
import type { Db } from "../../db/client.js";
import { iso } from "../../db/sql.js";
import { planPerCall } from "../../db/prepared-statements.js";
import { projectProviders, projects, recommendations, users } from "../../db/schema.js";
import { key, keyset, ordering, type Page } from "../../paging.js";
import { accessColumn, memberProjectIds } from "../projects/access.js";
import { projectSummaryColumns } from "../projects/columns.js";
import { amountsShownTo, contactDetailsShownTo, projectVisibleTo } from "../privacy/rules.js";
import { ownersRating, ownersRecommendation, ownersReview, verifiedHire } from "../reviews/owners-word.js";

const newestLink = (name: string) => ordering(name, key.timestamp(projectProviders.createdAt), key.uuid(projectProviders.id));
const userProjectsOrder = newestLink("user-projects");
const contactProjectsOrder = newestLink("contact-projects");

/**
 * Each project's owner, read by primary key and named "users", so the users columns in the
 * conditions and the selection read it. Joined plainly, the planner hashed the page's few links
 * against a scan of every user, once for the page and once for its total (2.5 of 4.3 ms for a
 * provider's network projects at 10,000 users).
 */
const projectOwner = sql`(select * from ${users} where ${users.id} = ${projects.userId} offset 0) as "users"`;
/** The owner's columns in a selection (as SQL: drizzle refuses a table's columns it was not joined by). */
const owner = {
  id: sql<string>`${users.id}`,
  firstName: sql<string | null>`${users.firstName}`,
  lastName: sql<string | null>`${users.lastName}`,
};

/** A provider's links with their project and its owner: the page's FROM as SQL (for its total) and as joins. */
const linksWithOwner = sql`${projectProviders} inner join ${projects} on ${projects.id} = ${projectProviders.projectId}
    cross join lateral ${projectOwner}`;
const joinProjectAndOwner = <T extends PgSelect>(links: T) =>
  links.innerJoin(projects, eq(projects.id, projectProviders.projectId)).crossJoinLateral(projectOwner);

/** GET /api/providers/{id}/projects: the viewer's projects (owned, collaborating or the household's) first, then friends'. */
export async function providerProjects(
  db: Db,
  viewerId: string,
  providerId: string,
  query: PageQuery,
): Promise<Page<ProviderProject>> {
  const o = ordering(
    "provider-projects",
    key.int(sql`(${projects.userId} = ${viewerId})::int`),
    key.timestamp(projectProviders.createdAt),
    key.uuid(projectProviders.id),
  );
  const where = and(
    eq(projectProviders.providerId, providerId),
    or(
      // Own, shared and the household's projects.
      memberProjectIds(viewerId),
      // Friends' projects as their owners show them (privacy/rules.ts).
      and(eq(users.isProfileComplete, true), projectVisibleTo(viewerId, undefined, sql`${users.privacyProjects}`)),
    ),
  );
  const paged = keyset(o, query, linksWithOwner, where);
  const links = db
    .select({
      id: projects.id,
      title: projects.title,
      status: projectProviders.status,
      projectStatus: projects.status,
      ownerId: projects.userId,
      firstName: owner.firstName,
      lastName: owner.lastName,
      createdAt: projectProviders.createdAt,
      ...paged.columns,
    })
    .from(projectProviders)
    .$dynamic();
  const rows = await joinProjectAndOwner(links)
    .where(paged.where)
    .orderBy(...paged.orderBy)
    .limit(paged.limit);
  return paged.page(db, rows, (r) => {
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

/**
 * GET /api/providers/{id}/user-projects: the viewer's own, shared or household projects with their
 * link (a household viewer's without amounts or quote PDF).
 */
export async function userProjects(db: Db, viewerId: string, providerId: string, query: PageQuery): Promise<Page<UserProject>> {
  const o = userProjectsOrder;
  const where = and(eq(projectProviders.providerId, providerId), memberProjectIds(viewerId));
  const from = sql`${projectProviders} inner join ${projects} on ${projects.id} = ${projectProviders.projectId}`;
  const paged = keyset(o, query, from, where);
  const rows = await db
    .select({
      ...projectSummaryColumns,
      createdAt: projects.createdAt,
      link: {
        id: projectProviders.id,
        status: projectProviders.status,
        quoteAmount: projectProviders.quoteAmount,
        quotePdfUrl: projectProviders.quotePdfUrl,
        quotePdfName: projectProviders.quotePdfName,
        finalAmount: projectProviders.finalAmount,
        currency: projectProviders.currency,
        rating: projectProviders.rating,
        review: projectProviders.review,
      },
      access: accessColumn(viewerId),
      ...paged.columns,
    })
    .from(projectProviders)
    .innerJoin(projects, eq(projects.id, projectProviders.projectId))
    .where(paged.where)
    .orderBy(...paged.orderBy)
    .limit(paged.limit);
  return paged.page(db, rows, ({ link, createdAt, access, key: _key, total: _total, ...p }) => ({
    ...p,
    createdAt: iso(createdAt),
    projectProvider:
      access === "viewer" ? { ...link, quoteAmount: null, quotePdfUrl: null, quotePdfName: null, finalAmount: null } : link,
  }));
}

/**
 * GET /api/providers/{id}/contact-projects: friends' projects with this provider and the owner's word
 * on it (owners-word.ts).
 */
export async function contactProjects(
  db: Db,
  viewerId: string,
  providerId: string,
  query: PageQuery,
): Promise<Page<ContactProject>> {
  const o = contactProjectsOrder;
  const where = and(
    planPerCall,
    eq(projectProviders.providerId, providerId),
    ne(projects.userId, viewerId),
    eq(users.isProfileComplete, true),
    // Only the projects their owners show the viewer (privacy/rules.ts).
    projectVisibleTo(viewerId, undefined, sql`${users.privacyProjects}`),
  );
  const amountsShown = amountsShownTo(viewerId, sql`${users.id}`, sql`${projects.id}`, sql`${users.privacyAmounts}`);
  const emailShown = contactDetailsShownTo(viewerId, sql`${users.id}`, sql`${users.privacyContactDetails}`);
  const paged = keyset(o, query, linksWithOwner, where);
  const links = db
    .select({
      project: {
        id: projects.id,
        title: projects.title,
        description: projects.description,
        category: projects.category,
        status: projects.status,
        createdAt: projects.createdAt,
      },
      user: {
        id: owner.id,
        firstName: owner.firstName,
        lastName: owner.lastName,
        email: sql<string | null>`case when ${emailShown} then ${users.email} end`,
      },
      link: {
        status: projectProviders.status,
        finalAmount: sql<string | null>`case when ${amountsShown} then ${projectProviders.finalAmount} end`,
        quoteAmount: sql<string | null>`case when ${amountsShown} then ${projectProviders.quoteAmount} end`,
        currency: projectProviders.currency,
      },
      amountsShown: sql<boolean>`${amountsShown}`,
      rating: ownersRating(),
      comment: ownersReview(),
      verifiedHire: verifiedHire(),
      recommendedAt: recommendations.createdAt,
      ...paged.columns,
    })
    .from(projectProviders)
    .$dynamic();
  const rows = await joinProjectAndOwner(links)
    .leftJoin(recommendations, ownersRecommendation(projects.userId))
    .where(paged.where)
    .orderBy(...paged.orderBy)
    .limit(paged.limit);
  return paged.page(db, rows, ({ rating, comment, recommendedAt, amountsShown: shown, ...r }) => ({
    project: { ...r.project, createdAt: iso(r.project.createdAt) },
    user: r.user,
    projectProvider: r.link,
    amountsHidden: !(shown === true || (shown as unknown) === "t"),
    recommendation:
      rating !== null || comment !== null ? { rating, comment, createdAt: recommendedAt ? iso(recommendedAt) : null } : null,
    verifiedHire: Boolean(r.verifiedHire),
  }));
}
