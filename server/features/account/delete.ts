// Deleting an account ("Your data is yours"): one transaction removes the user and,
// through the schema's cascades, everything that is theirs alone — projects (with their links,
// collaborators and stored files), reviews, recommendations and vouches, their provider list,
// requests, suggestions and +1s, contacts, passkeys, credentials and identities — ends every
// session, and recomputes the ratings their reviews and vouches counted in. What others rely on
// stays: providers they added remain in the directory (added-by emptied), the edit history keeps
// their changes without a name ("a former member"), files they uploaded to someone else's project
// stay with that project. The household (docs/decisions/130-household.md): an owner with others in
// it hands over or dissolves first (409 HOUSEHOLD_OWNER); a member's or viewer's household keeps its
// records; a household of one goes with its account (its tasks, items and their documents).
// The caller deletes the returned storage keys after the commit.
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  homeItems,
  households,
  peopleLookups,
  projectProviders,
  projects,
  providers,
  reviews,
  storedFiles,
  userProviders,
  users,
} from "../../db/schema.js";
import { deleteSessionsOfUser } from "../auth/sessions.js";
import { householdBeforeAccountDeletion } from "../household/service.js";
import { refreshProviderRatings } from "../reviews/provider-rating.js";

export async function deleteAccount(db: Db, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const household = await householdBeforeAccountDeletion(tx, userId);
    const ownHousehold = household.alone ? household.householdId : null;
    const files = await tx
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .leftJoin(projectProviders, eq(projectProviders.id, storedFiles.projectProviderId))
      .leftJoin(projects, eq(projects.id, projectProviders.projectId))
      .leftJoin(homeItems, eq(homeItems.id, storedFiles.homeItemId))
      .where(
        or(
          eq(storedFiles.profileUserId, userId),
          eq(projects.userId, userId),
          ownHousehold ? eq(homeItems.householdId, ownHousehold) : undefined,
        ),
      );
    // The providers whose rating this person counts in: their reviews and their vouches.
    const rated = sql`(select ${reviews.providerId} from ${reviews} where ${reviews.userId} = ${userId}
      union select ${userProviders.providerId} from ${userProviders}
      where ${userProviders.userId} = ${userId} and ${userProviders.isVouched})`;
    // Locked (in id order) as every rating writer locks a provider first (reviews/provider-rating.ts):
    // a review or vouch written meanwhile waits and recomputes after this commit.
    const locked = await tx
      .select({ id: providers.id })
      .from(providers)
      .where(inArray(providers.id, rated))
      .orderBy(asc(providers.id))
      .for("update");
    await deleteSessionsOfUser(tx, userId);
    await tx.delete(peopleLookups).where(or(eq(peopleLookups.viewerId, userId), eq(peopleLookups.personId, userId)));
    await tx.delete(users).where(eq(users.id, userId));
    if (ownHousehold) await tx.delete(households).where(eq(households.id, ownHousehold));
    if (locked.length > 0) {
      await refreshProviderRatings(
        tx,
        inArray(
          providers.id,
          locked.map((p) => p.id),
        ),
      );
    }
    return files.map((f) => f.key);
  });
}
