// A provider's rating and review count (docs/decisions/047-one-rating-per-person.md): each
// person counts once — their latest job review if they have one, else their vouch. The formula is
// the SQL function provider_rating() (migration 0008), so the app, the seeds and their tests share
// one definition.
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { providers } from "../../db/schema.js";

/**
 * Locks the provider row. Every write that changes what its rating is made of (a review, a vouch)
 * takes this lock first: concurrent writers for one provider queue here, and each recomputes the
 * aggregate after the previous one committed, so rating and reviewCount stay exact (READ COMMITTED
 * takes a fresh snapshot per statement). False when there is no such provider.
 */
export async function lockProvider(tx: Db, providerId: string): Promise<boolean> {
  const rows = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for("update");
  return rows.length > 0;
}

/** Recomputes rating and reviewCount of the providers matching `which` (a condition on `providers`). */
export async function refreshProviderRatings(db: Db, which: SQL) {
  await db.execute(
    sql`update ${providers} set (rating, review_count) = (select avg_rating, people from provider_rating(${providers.id})) where ${which}`,
  );
}

/** Recomputes one provider's rating and reviewCount; call with its row locked (lockProvider). */
export async function refreshProviderRating(tx: Db, providerId: string) {
  await refreshProviderRatings(tx, eq(providers.id, providerId));
}
