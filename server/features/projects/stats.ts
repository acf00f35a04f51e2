// GET /api/user/stats: the caller's project counts by status (owned or shared), the size of
// their own provider list and the reviews they wrote, in one statement.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { projects, reviews, userProviders } from "../../db/schema.js";
import { memberProjectIds } from "./access.js";

export async function userStats(db: Db, viewerId: string) {
  // One statement: the status counts as a JSON object beside the two list sizes.
  const byStatus = db
    .select({ status: projects.status, count: sql<number>`count(*)::int`.as("count") })
    .from(projects)
    .where(memberProjectIds(viewerId))
    .groupBy(projects.status)
    .as("by_status");
  const [row] = await db
    .select({
      byStatus: sql<Record<
        string,
        number
      > | null>`(select json_object_agg(${byStatus.status}, ${byStatus.count}) from ${byStatus})`,
      providers: sql<number>`(select count(*)::int from ${userProviders} where ${eq(userProviders.userId, viewerId)})`,
      reviews: sql<number>`(select count(*)::int from ${reviews} where ${eq(reviews.userId, viewerId)})`,
    })
    .from(sql`(select 1) as one`);
  const projectsByStatus: Record<string, number> = { ...row?.byStatus };
  const total = Object.values(projectsByStatus).reduce((sum, n) => sum + n, 0);
  return {
    totalProjects: total,
    projectsByStatus,
    activeProjects: (projectsByStatus.in_progress ?? 0) + (projectsByStatus.active ?? 0),
    completedProjects: projectsByStatus.completed ?? 0,
    totalProviders: row?.providers ?? 0,
    totalReviews: row?.reviews ?? 0,
  };
}
