// The search tests' community (search-by-index.test.ts and its PostgreSQL plan twin): a viewer,
// a contacts-only person, and more people and providers named alike than a search reads.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { queryRows } from "../../server/db/client";
import { providers, users } from "../../server/db/schema";
import { SEARCH_CANDIDATES_MAX } from "../../server/search";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

const OVER_THE_CAP = SEARCH_CANDIDATES_MAX + 20;

export interface SearchCommunity {
  t: TestApp;
  viewer: SignedInUser;
  hidden: SignedInUser;
}

/** Builds the community before the file's tests and closes it after; the handle is filled then. */
export function useSearchCommunity(): SearchCommunity {
  const c = {} as SearchCommunity;
  beforeAll(async () => {
    // The people bound would stop paging through hundreds of people within the minute.
    c.t = await buildTestApp({ peopleLookupsPerMinute: 100_000 });
    c.viewer = await createUser(c.t.app, { profile: { firstName: "Vera", lastName: "Viewer" } });
    c.hidden = await createUser(c.t.app, { profile: { firstName: "Quiet", lastName: "Person", phone: "+1 415 555 0199" } });
    await c.t.db.execute(sql`update ${users} set privacy_contact_details = 'contacts' where ${users.id} = ${c.hidden.user.id}`);
    // More matches than a search reads: people and providers named alike, in one statement each.
    const n = Array.from({ length: OVER_THE_CAP }, (_, i) => i);
    await c.t.db.insert(users).values(
      n.map((i) => ({
        email: `plenty-${i}@example.org`,
        firstName: "Plentiful",
        lastName: `Person ${i}`,
        isProfileComplete: true,
      })),
    );
    await c.t.db
      .insert(providers)
      .values(n.map((i) => ({ name: `Plentiful Plumbing ${i}`, category: "Plumber", userId: c.viewer.user.id })));
    await queryRows(c.t.db, sql`analyze`);
  }, 120_000);
  afterAll(() => c.t?.close());
  return c;
}
