// GET /api/user/stats: the caller's project counts by status (owned or shared), the size of
// their own provider list and the reviews they wrote. Three aggregate queries.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { projects, reviews, userProviders } from "../../db/schema.js";
import { memberProjectIds } from "./access.js";

export async function userStats(db: Db, viewerId: string) {
  const byStatus = await db
    .select({ status: projects.status, count: sql<number>`count(*)::int` })
    .from(projects)
    .where(memberProjectIds(viewerId))
    .groupBy(projects.status);
  const [providerCount] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userProviders)
    .where(eq(userProviders.userId, viewerId));
  const [reviewCount] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.userId, viewerId));
  const projectsByStatus: Record<string, number> = {};
  for (const row of byStatus) projectsByStatus[row.status] = row.count;
  const total = byStatus.reduce((sum, r) => sum + r.count, 0);
  return {
    totalProjects: total,
    projectsByStatus,
    activeProjects: (projectsByStatus.in_progress ?? 0) + (projectsByStatus.active ?? 0),
    completedProjects: projectsByStatus.completed ?? 0,
    totalProviders: providerCount?.count ?? 0,
    totalReviews: reviewCount?.count ?? 0,
  };
}
