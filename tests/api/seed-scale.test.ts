// `npm run seed:scale` (scripts/perf/seed/scale.ts) on a fresh database, at a small size: the
// proportions it promises, valid rows (ids zod accepts, workflow statuses that fit the project
// type), provider ratings by the one formula, and the shared password signing in.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalisePhone } from "../../common/phone";
import { verifyLocalUser } from "../../server/features/auth/service";
import { queryRows, type Database } from "../../server/db/client";
import { SCALE_PASSWORD, scaleEmail, scaleSeeded, seedScale, type ScaleCounts } from "../../scripts/perf/seed/scale";
import { checkProviderRatings } from "../support/provider-ratings";
import { openTestDatabase } from "../support/test-db";

const USERS = 40;

const rows = <T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> => queryRows<T>(database.db, query);

describe("scale seed", () => {
  let database: Database;
  let counts: ScaleCounts;

  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await scaleSeeded(database.db)).toBe(false);
    counts = await seedScale(database.db, { users: USERS });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it("fills every listed table in proportion to the users", async () => {
    expect(counts.users).toBe(USERS);
    expect(counts.providers).toBe(USERS * 5);
    expect(counts.projects).toBe(USERS * 5);
    // Random picks may collide on the unique pairs, so these are "about" their ratio.
    expect(counts.userProviders).toBeGreaterThan(USERS * 9);
    expect(counts.projectProviders).toBeGreaterThan(USERS * 5 * 2.8);
    expect(counts.reviews).toBeGreaterThan(0);
    expect(counts.recommendations).toBeGreaterThan(counts.reviews);
    expect(counts.providerRequests).toBe(USERS);
    expect(counts.providerSuggestions).toBeGreaterThan(USERS * 2);
    expect(counts.suggestionVouches).toBeGreaterThan(0);
    expect(counts.collaborators).toBeGreaterThan(0);
    expect(counts.contacts).toBeGreaterThan(USERS * 15);
    expect(await scaleSeeded(database.db)).toBe(true);
  });

  it("gives users phone keys as complete-profile writes them, proven, and address books that match people", async () => {
    const people = await rows<{ phone: string; phoneKey: string; proven: string | null; provenEmail: string | null }>(
      database,
      sql`select phone, phone_key as "phoneKey", proven_phone_key as "proven", proven_email as "provenEmail" from users`,
    );
    expect(people).toHaveLength(USERS);
    for (const p of people) expect(p.phoneKey, p.phone).toBe(normalisePhone(p.phone, "US"));
    // Proven, as the verification flows leave them: only proven identifiers match books.
    for (const p of people) expect([p.proven, p.provenEmail === null]).toEqual([p.phoneKey, false]);
    expect(new Set(people.map((p) => p.phoneKey)).size).toBe(USERS);
    const [book] = await rows<{ matched: number; strangers: number; owners: number }>(
      database,
      sql`select count(*) filter (where exists (select 1 from users u where u.proven_phone_key = any(c.phone_keys)))::int as matched,
        count(*) filter (where not exists (select 1 from users u where u.proven_phone_key = any(c.phone_keys)))::int as strangers,
        count(distinct c.user_id)::int as owners
      from contacts c`,
    );
    expect(book!.owners).toBe(USERS);
    expect(book!.matched).toBeGreaterThan(USERS * 10);
    expect(book!.strangers).toBeGreaterThan(0);
    // Some people keep projects, amounts or contact details to themselves.
    const [privacy] = await rows<{ contacts: number; nobody: number; amounts: number; details: number }>(
      database,
      sql`select count(*) filter (where privacy_projects = 'contacts')::int as contacts,
        count(*) filter (where privacy_projects = 'nobody')::int as nobody,
        count(*) filter (where not privacy_amounts)::int as amounts,
        count(*) filter (where privacy_contact_details = 'contacts')::int as details from users`,
    );
    expect(Object.values(privacy!).every((n) => n > 0)).toBe(true);
  });

  it("makes ids that the routes' uuid validation accepts", async () => {
    const ids = await rows<{ id: string }>(
      database,
      sql`(select id from users limit 5) union all (select id from providers limit 5) union all (select id from projects limit 5)`,
    );
    for (const { id } of ids) expect(z.uuid().safeParse(id).success, id).toBe(true);
  });

  it("keeps provider rating and review count by the one formula (each person once: latest review, else vouch)", async () => {
    const ratings = await checkProviderRatings(database.db);
    expect(ratings.wrong).toBe(0);
    expect(ratings.rated).toBeGreaterThan(0);
    expect(ratings.ratedByVouch).toBeGreaterThan(0);
  });

  it("uses statuses that fit each project's type, and a review for every rated job", async () => {
    const misfits = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from project_providers pp join projects pr on pr.id = pp.project_id
        where (pr.project_type = 'recurring' and pp.status = 'completed') or (pr.project_type = 'one_time' and pp.status = 'active')`,
    );
    expect(Number(misfits[0]!.n)).toBe(0);
    const unreviewed = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from project_providers pp left join reviews r on r.project_provider_id = pp.id
        where pp.rating is not null and r.id is null`,
    );
    expect(Number(unreviewed[0]!.n)).toBe(0);
  });

  it("signs every seeded user in with the shared password", async () => {
    for (const n of [1, USERS]) {
      expect(await verifyLocalUser(database.db, scaleEmail(n), SCALE_PASSWORD)).toBeTruthy();
    }
    expect(await verifyLocalUser(database.db, scaleEmail(1), "wrong password")).toBeFalsy();
  });
});
