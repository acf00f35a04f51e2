// Finishing a job (a link completed, or active with a rating) and recording a past experience
// both write the review, refresh the provider's rating and review count, and record a
// recommendation for the network. Call inside a transaction.
import type { Db } from "../../db/client.js";
import { projectProviders, recommendations, reviews } from "../../db/schema.js";
import { sql } from "drizzle-orm";
import { writerCurrency } from "../../db/currency.js";
import { lockProvider, refreshProviderRating } from "./provider-rating.js";

interface JobReview {
  userId: string;
  providerId: string;
  projectId: string | null;
  projectProviderId: string | null;
  rating: number;
  comment?: string | null;
  finalAmount?: string | null;
  source?: "project" | "experience";
}

/**
 * Locks the provider row first (lockProvider), so concurrent finishes and vouches for one provider
 * keep its rating and reviewCount exact.
 */
export async function recordJobReview(tx: Db, review: JobReview): Promise<void> {
  await lockProvider(tx, review.providerId);
  // What the review and the recommendation both say.
  const job = {
    providerId: review.providerId,
    projectId: review.projectId,
    projectProviderId: review.projectProviderId,
    rating: review.rating,
    comment: review.comment ?? null,
  };
  const values = { userId: review.userId, ...job };
  // With a link, each person has one review of it, rewritten when they finish it again; each
  // experience adds its own.
  const insertReview = tx.insert(reviews).values(values);
  await (review.projectProviderId
    ? insertReview.onConflictDoUpdate({
        target: [reviews.projectProviderId, reviews.userId],
        set: { rating: values.rating, comment: values.comment },
      })
    : insertReview);
  await refreshProviderRating(tx, review.providerId);

  const recommendation = {
    fromUserId: review.userId,
    ...job,
    source: review.source ?? "project",
    finalAmount: review.finalAmount ?? null,
    // The job's amount is in the link's currency; an experience's in its writer's.
    currency: review.projectProviderId
      ? sql<string>`(select ${projectProviders.currency} from ${projectProviders} where ${projectProviders.id} = ${review.projectProviderId})`
      : writerCurrency(review.userId),
  };
  // Likewise one recommendation per person and link.
  const insertRecommendation = tx.insert(recommendations).values(recommendation);
  await (review.projectProviderId
    ? insertRecommendation.onConflictDoUpdate({
        target: [recommendations.projectProviderId, recommendations.fromUserId],
        set: {
          rating: recommendation.rating,
          comment: recommendation.comment,
          finalAmount: recommendation.finalAmount,
          currency: recommendation.currency,
        },
      })
    : insertRecommendation);
}
