// The quote comparison of a project, accepting one quote (optionally
// rejecting the others) in one transaction, "Request a quote" from a provider, and the project
// status the owner confirms. The accept is the workflow's own step (applyLinkUpdate), not a copy.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { ONE_TIME_PROJECT_STATUSES, RECURRING_PROJECT_STATUSES, type ProjectStatus } from "../../../common/constants.js";
import { quoteGroups } from "../../../common/quote-groups.js";
import type { AcceptQuoteResult, QuoteComparison, QuoteRequestResult } from "../../../common/schemas/quotes.js";
import { queryRows, type Db } from "../../db/client.js";
import { hiredList, pgArray } from "../../db/sql.js";
import { projectProviders, projects, providers, users } from "../../db/schema.js";
import { badRequest, notFound } from "../../errors.js";
import { bookUserIds } from "../contacts/in-book.js";
import { projectVisibleTo } from "../privacy/rules.js";
import { applyLinkUpdate, attachProvider, linkWithProvider, listProjectProviders } from "../project-providers/service.js";
import { loadEditableProject, loadWritableProject } from "../projects/access.js";

const QUOTES_MAX = 200;

/**
 * GET /api/projects/{id}/quotes: the project's links in status "quoted" whose provider's category
 * has two or more of them (quoteGroups: like with like), grouped by category, each with its
 * provider's category, rating and review count and the viewer's contacts who hired that provider
 * (one grouped statement for all).
 */
export async function compareQuotes(db: Db, projectId: string, viewerId: string): Promise<QuoteComparison> {
  const links = quoteGroups(await listProjectProviders(db, projectId, viewerId))
    .flatMap((g) => g.quotes)
    .slice(0, QUOTES_MAX);
  if (links.length === 0) return { quotes: [] };
  const providerIds = [...new Set(links.map((l) => l.providerId))];
  const idArray = pgArray(providerIds, "uuid");
  const rows = await queryRows<{
    provider_id: string;
    hired_by: { id: string; firstName: string | null; lastName: string | null }[];
  }>(
    db,
    sql`with book as materialized ${bookUserIds(viewerId)}
      select pp.provider_id, json_agg(distinct jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)) as hired_by
      from ${projectProviders} pp join ${projects} pr on pr.id = pp.project_id join ${users} u on u.id = pr.user_id
      where pp.provider_id = any(${idArray}) and pp.status in (${hiredList}) and u.id in (select id from book)
        and ${projectVisibleTo(viewerId, { id: sql`pr.id`, userId: sql`pr.user_id`, visibility: sql`pr.visibility` })}
      group by pp.provider_id`,
  );
  const hiredBy = new Map(rows.map((r) => [r.provider_id, r.hired_by]));
  return {
    quotes: links.map((l) => ({
      ...l,
      contactsHired: (hiredBy.get(l.providerId) ?? []).sort((a, b) =>
        `${a.firstName ?? ""} ${a.lastName ?? ""}`.localeCompare(`${b.firstName ?? ""} ${b.lastName ?? ""}`),
      ),
    })),
  };
}

/**
 * POST /api/projects/{id}/quotes/{linkId}/accept: the "Accept Offer" step of the workflow on this
 * link and, with `rejectOthers`, the quotes it was compared with marked rejected (the manual
 * "Reject" step, keeping "quoted" for Undo): the project's other links in status "quoted" whose
 * provider has the accepted provider's category. Links not yet quoted, hired, already rejected or
 * of another trade are never touched. All in one transaction.
 */
export async function acceptQuote(
  db: Db,
  projectId: string,
  linkId: string,
  viewerId: string,
  rejectOthers: boolean,
): Promise<AcceptQuoteResult> {
  return db.transaction(async (tx) => {
    // The project first (404 for non-members), locked so two accepts on it take turns.
    await loadWritableProject(tx, projectId, viewerId, true);
    const [own] = await tx
      .select({ id: projectProviders.id })
      .from(projectProviders)
      .where(and(eq(projectProviders.id, linkId), eq(projectProviders.projectId, projectId)));
    if (!own) throw notFound("Provider link not found");
    const { link: accepted } = await applyLinkUpdate(tx, linkId, viewerId, { status: "accepted" });
    let rejectedIds: string[] = [];
    if (rejectOthers) {
      const sameTrade = tx.select({ id: providers.id }).from(providers).where(eq(providers.category, accepted.provider.category));
      const rows = await tx
        .update(projectProviders)
        .set({ status: "rejected", rejectedFromStatus: "quoted", updatedAt: new Date() })
        .where(
          and(
            eq(projectProviders.projectId, projectId),
            ne(projectProviders.id, linkId),
            eq(projectProviders.status, "quoted"),
            inArray(projectProviders.providerId, sameTrade),
          ),
        )
        .returning({ id: projectProviders.id });
      rejectedIds = rows.map((r) => r.id);
    }
    return { accepted, rejectedIds };
  });
}

/**
 * POST /api/projects/{id}/quote-requests: "Request a quote" logs the provider as contacted — added
 * to the project (as "Add to project" does) or moved from pending by the workflow's own step —
 * unless its link is already further along, which stays as it is.
 */
export async function logQuoteRequest(
  db: Db,
  projectId: string,
  providerId: string,
  viewerId: string,
): Promise<QuoteRequestResult> {
  return db.transaction(async (tx) => {
    await loadWritableProject(tx, projectId, viewerId);
    const [existing] = await tx
      .select({ id: projectProviders.id, status: projectProviders.status })
      .from(projectProviders)
      .where(and(eq(projectProviders.projectId, projectId), eq(projectProviders.providerId, providerId)));
    if (!existing) return { link: await attachProvider(tx, projectId, viewerId, providerId), logged: true };
    if (existing.status === "pending") {
      const { link: moved } = await applyLinkUpdate(tx, existing.id, viewerId, { status: "contacted" });
      return { link: moved, logged: true };
    }
    return { link: await linkWithProvider(tx, existing.id), logged: false };
  });
}

/**
 * PATCH /api/projects/{id}/status: the one-tap status the owner confirms ("Mark project In
 * Progress?", "Mark project Completed?"). The owner and their household's members change a project
 * (as PUT); the status
 * must be one the project's type has (the spec lists the statuses per project type).
 */
export async function setProjectStatus(db: Db, projectId: string, viewerId: string, status: ProjectStatus) {
  return db.transaction(async (tx) => {
    const { project } = await loadEditableProject(tx, projectId, viewerId, "change its status");
    const allowed: readonly string[] =
      project.projectType === "recurring" ? RECURRING_PROJECT_STATUSES : ONE_TIME_PROJECT_STATUSES;
    if (!allowed.includes(status)) throw badRequest("Invalid project status");
    const [row] = await tx
      .update(projects)
      .set({ status, updatedAt: new Date() })
      .where(eq(projects.id, projectId))
      .returning({ id: projects.id, status: projects.status });
    return row!;
  });
}
