// `npm run seed:demo` (scripts/seed/demo.ts) on a fresh database: the community it promises,
// exact provider ratings, and a second run that adds nothing.
import { and, eq, getTableColumns, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clockTime } from "../../common/appointment";
import { PROJECT_PROVIDER_STATUSES, PROJECT_STATUSES, PROVIDER_CATEGORIES } from "../../common/constants";
import { verifyLocalUser } from "../../server/features/auth/service";
import { queryRows, type Database } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  DEMO_TIME_ZONE,
  demoEmail,
  DEMO_USERS,
  seedDemo,
  type SeedDemoResult,
} from "../../scripts/seed/demo";
import { checkProviderRatings } from "../support/provider-ratings";
import { openTestDatabase } from "../support/test-db";

const {
  projectCollaborators,
  projectProviders,
  projects,
  providerRequests,
  providerSuggestions,
  providers,
  recommendations,
  reviews,
  serviceOccurrences,
  suggestionVouches,
  userCredentials,
  userProviders,
  users,
} = schema;

const TABLES = {
  users,
  userCredentials,
  providers,
  userProviders,
  projects,
  projectCollaborators,
  projectProviders,
  reviews,
  recommendations,
  serviceOccurrences,
  providerRequests,
  providerSuggestions,
  suggestionVouches,
};

let database: Database;
let first: SeedDemoResult;
let countsAfterFirst: Record<string, number>;
let providersAfterFirst: unknown[];
let second: SeedDemoResult;

async function tableCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => [name, await database.db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

const allProviders = () => database.db.select(getTableColumns(providers)).from(providers).orderBy(providers.id);

beforeAll(async () => {
  database = await openTestDatabase();
  first = await seedDemo(database.db);
  countsAfterFirst = await tableCounts();
  providersAfterFirst = await allProviders();
  second = await seedDemo(database.db);
});
afterAll(() => database.close());

describe("seedDemo", () => {
  it("creates eight neighbours with completed profiles who can sign in with the demo password", async () => {
    expect(first.created).toBe(true);
    const demo = await database.db
      .select()
      .from(users)
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
    expect(demo).toHaveLength(8);
    for (const u of demo) {
      expect(u.isProfileComplete).toBe(true);
      expect(u.firstName && u.lastName && u.phone && u.homeAddress).toBeTruthy();
      // Proven, so their address-book matches count (only proven numbers and e-mails match).
      expect(u.provenPhoneKey).toBe(u.phoneKey);
      expect(u.emailVerifiedAt).not.toBeNull();
    }
    expect(new Set(demo.map((u) => u.email))).toEqual(new Set(DEMO_USERS.map(demoEmail)));
    expect(await verifyLocalUser(database.db, demoEmail(DEMO_USERS[0]!), DEMO_PASSWORD)).toMatchObject({
      id: expect.any(String),
    });
    expect(await verifyLocalUser(database.db, demoEmail(DEMO_USERS[0]!), "wrong-password")).toBeNull();
  });

  it("covers all 18 provider categories, every project status and type, and every workflow step", async () => {
    const categories = await database.db.selectDistinct({ c: providers.category }).from(providers);
    expect(new Set(categories.map((r) => r.c))).toEqual(new Set(PROVIDER_CATEGORIES));

    const statuses = await database.db.selectDistinct({ s: projects.status, t: projects.projectType }).from(projects);
    expect(new Set(statuses.map((r) => r.s))).toEqual(new Set(PROJECT_STATUSES));
    expect(new Set(statuses.map((r) => r.t))).toEqual(new Set(["one_time", "recurring"]));
    // One-time projects use one-time statuses and recurring ones recurring statuses (the spec's states and transitions).
    for (const r of statuses) {
      const allowed =
        r.t === "recurring" ? ["planning", "active", "paused", "on_hold"] : ["planning", "in_progress", "completed", "on_hold"];
      expect(allowed).toContain(r.s);
    }
    const recurring = await database.db.select().from(projects).where(eq(projects.projectType, "recurring"));
    // Scheduled services carry their rhythm and budget; ongoing relationships recorded as
    // experiences may leave the frequency "not specified", as the app does.
    const scheduled = recurring.filter((p) => p.recurringFrequency !== null);
    expect(scheduled.length).toBeGreaterThanOrEqual(4);
    for (const p of scheduled) {
      expect(p.recurringBudget).toMatch(/^\d+\.\d{2}$/);
      expect(p.recurringDayOfWeek ?? p.recurringDayOfMonth).not.toBeNull();
      if (p.status === "active") expect(p.nextServiceDate! > new Date().toISOString().slice(0, 10)).toBe(true);
    }

    const links = await database.db.select().from(projectProviders);
    expect(new Set(links.map((l) => l.status))).toEqual(new Set(PROJECT_PROVIDER_STATUSES));
    for (const l of links) {
      if (l.status === "estimate_scheduled") expect(l.estimateScheduledDate && l.estimateScheduledTime).toBeTruthy();
      // One time for one appointment: the instant shows the typed time in the neighbourhood's zone.
      if (l.estimateScheduledDate) {
        expect(l.estimateTimeZone).toBe(DEMO_TIME_ZONE);
        expect(clockTime(l.estimateScheduledDate, DEMO_TIME_ZONE)).toBe(l.estimateScheduledTime!.slice(0, 5));
      }
      if (l.status === "quoted") expect(l.quoteAmount).toMatch(/^\d+\.\d{2}$/);
      if (l.status === "in_progress") expect(l.workStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (l.status === "completed") expect(l.finalAmount && l.rating && l.review).toBeTruthy();
      if (l.status === "active") expect(l.rating).toBeTruthy();
    }
  });

  it("records a review and a recommendation for every finished job, and provider ratings are exact", async () => {
    const finished = await database.db
      .select({ id: projectProviders.id, rating: projectProviders.rating, review: reviews.rating, rec: recommendations.rating })
      .from(projectProviders)
      .leftJoin(reviews, eq(reviews.projectProviderId, projectProviders.id))
      .leftJoin(recommendations, eq(recommendations.projectProviderId, projectProviders.id))
      .where(sql`${projectProviders.status} in ('completed', 'active')`);
    expect(finished.length).toBeGreaterThan(0);
    for (const f of finished) {
      expect(f.review).toBe(f.rating);
      expect(f.rec).toBe(f.rating);
    }

    // Ratings follow the one formula (each person once: latest job review, else vouch).
    const ratings = await checkProviderRatings(database.db);
    expect(ratings.wrong).toBe(0);
    expect(ratings.rated).toBeGreaterThan(0);
    expect(ratings.ratedByVouch).toBeGreaterThan(0);
    // At least one provider averages several people to a non-whole rating (e.g. 4.5).
    const all = await database.db.select({ rating: providers.rating, reviewCount: providers.reviewCount }).from(providers);
    expect(all).toHaveLength(countsAfterFirst.providers!);
    expect(all.some((a) => a.reviewCount >= 2 && !a.rating.endsWith(".0"))).toBe(true);

    const sources = await database.db.selectDistinct({ s: recommendations.source }).from(recommendations);
    expect(new Set(sources.map((r) => r.s))).toEqual(new Set(["project", "experience", "vouch"]));
  });

  it("fills personal lists with every kind of entry, and the network with requests, suggestions and visits", async () => {
    const entries = await database.db.select().from(userProviders);
    expect(new Set(entries.map((e) => e.sourceType))).toEqual(
      new Set(["user_added", "vouched", "saved_from_contact", "hired", "experience", "suggestion"]),
    );
    for (const e of entries) {
      if (e.sourceType === "saved_from_contact" || e.sourceType === "suggestion") expect(e.sourceContactId).not.toBeNull();
      if (e.isVouched) expect(e.vouchRating && e.vouchedAt).toBeTruthy();
    }
    expect(entries.filter((e) => e.isVouched).length).toBeGreaterThan(3);

    const requestStatuses = await database.db.selectDistinct({ s: providerRequests.status }).from(providerRequests);
    expect(new Set(requestStatuses.map((r) => r.s))).toEqual(new Set(["active", "resolved"]));
    expect(countsAfterFirst.providerSuggestions).toBeGreaterThan(0);
    expect(countsAfterFirst.suggestionVouches).toBeGreaterThan(0);
    expect(countsAfterFirst.projectCollaborators).toBeGreaterThan(0);

    const visits = await database.db
      .select({ status: serviceOccurrences.status })
      .from(serviceOccurrences)
      .innerJoin(projects, and(eq(projects.id, serviceOccurrences.projectId), eq(projects.projectType, "recurring")));
    expect(visits).toHaveLength(countsAfterFirst.serviceOccurrences!);
    expect(new Set(visits.map((v) => v.status))).toContain("scheduled");
    expect(new Set(visits.map((v) => v.status))).toContain("completed");
  });

  it("gives every neighbour an address book with other neighbours in it (contacts first)", async () => {
    const rows = await queryRows<{ email: string; entries: number; matched: number }>(
      database.db,
      sql`
      select u.email, count(c.id)::int as entries,
        count(distinct m.id)::int as matched
      from users u join contacts c on c.user_id = u.id
      left join users m on m.id <> u.id and (m.proven_phone_key = any(c.phone_keys) or m.proven_email = any(c.email_keys))
      where u.email like ${`%@${DEMO_EMAIL_DOMAIN}`}
      group by u.email`,
    );
    expect(rows).toHaveLength(DEMO_USERS.length);
    for (const book of rows) expect(Number(book.matched), book.email).toBeGreaterThan(0);
  });

  it("reports what it wrote", () => {
    if (!first.created) throw new Error("the first run created nothing");
    expect(first.counts).toMatchObject({
      users: countsAfterFirst.users,
      providers: countsAfterFirst.providers,
      providerCategories: 18,
      userProviders: countsAfterFirst.userProviders,
      projects: countsAfterFirst.projects,
      projectProviders: countsAfterFirst.projectProviders,
      collaborators: countsAfterFirst.projectCollaborators,
      reviews: countsAfterFirst.reviews,
      recommendations: countsAfterFirst.recommendations,
      serviceOccurrences: countsAfterFirst.serviceOccurrences,
      providerRequests: countsAfterFirst.providerRequests,
      providerSuggestions: countsAfterFirst.providerSuggestions,
      suggestionVouches: countsAfterFirst.suggestionVouches,
    });
  });

  it("adds nothing on a second run", async () => {
    expect(second).toEqual({ created: false });
    expect(await tableCounts()).toEqual(countsAfterFirst);
    expect(await allProviders()).toEqual(providersAfterFirst);
  });
  it("gives every demo neighbour an inbox: the requests, suggestions, +1s and invitations of the demo, some still unread", async () => {
    const items = await database.db.select().from(schema.notifications);
    expect(first.created && first.counts.notifications).toBe(items.length);
    const demo = await database.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
    for (const u of demo) expect(items.filter((n) => n.userId === u.id).length, u.id).toBeGreaterThan(0);
    expect(new Set(items.map((n) => n.type))).toEqual(new Set(["request", "suggestion", "suggestion_vouch", "collaborator"]));
    expect(items.some((n) => n.readAt === null)).toBe(true);
    expect(items.some((n) => n.readAt !== null)).toBe(true);
    // Dated when their event happened, never sent by e-mail, and nobody is told of their own act.
    for (const n of items) {
      expect(n.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(n.emailPending).toBe(false);
      expect(n.actorUserId).not.toBe(n.userId);
    }
  });
});
