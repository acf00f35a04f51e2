// What a project's owner said about a job, for the network views that show it under the owner's
// name (friend detail, a provider's Network Projects). A job has one review, the owner's
// (docs/decisions/119-one-review-per-job-the-owners.md); reviews collaborators wrote before that
// rule were moved to their own private notes, so only the owner's recommendation stands for it.
import { and, eq, sql, type Column } from "drizzle-orm";
import { projectProviders, recommendations } from "../../db/schema.js";
import type { Bound } from "../../db/kept-statement.js";

/** Join condition: the recommendation the project's owner (`ownerId`) wrote for the link. */
export const ownersRecommendation = (ownerId: Column | Bound<string>) =>
  and(eq(recommendations.projectProviderId, projectProviders.id), eq(recommendations.fromUserId, ownerId));

/** A link rated outside the review path has no recommendation at all: its rating is its owner's. */
const noRecommendation = () =>
  sql`not exists (select 1 from ${recommendations} as any_rec where any_rec.project_provider_id = ${projectProviders.id})`;

/** The owner's rating and review of the job (with `ownersRecommendation` joined). */
export const ownersRating = () =>
  sql<number | null>`coalesce(${recommendations.rating}, case when ${noRecommendation()} then ${projectProviders.rating} end)`;
export const ownersReview = () =>
  sql<string | null>`coalesce(${recommendations.comment}, case when ${noRecommendation()} then ${projectProviders.review} end)`;

/**
 * The owner's word comes from a job tracked in Vowch to its end (a "Verified hire"): the
 * recommendation was recorded by finishing the link (source "project"), not by telling a past
 * experience afterwards.
 */
export const verifiedHire = () => sql<boolean>`coalesce(${recommendations.source} = 'project', false)`;
