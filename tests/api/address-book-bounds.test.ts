// The address book cannot map numbers to people in bulk: someone whose contact details are
// "contacts only" is matched only when their own book holds the importer too (by what the importer
// proved) — in the import's `matched`, the book, the "In your contacts" badges, the trust order,
// activity ordering and the contacts audience alike; the people a book page matches count against
// the per-minute people bound; and the people imports newly show are a daily budget per account.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookEntry, ImportResult } from "../../common/schemas/contacts";
import { contacts, peopleLookups, rateLimits, recommendations } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

const PEOPLE_PER_MINUTE = 4;
const MATCHES_PER_DAY = 3;
const BUDGET_MESSAGE =
  "You have found as many people on Vowch through your contacts as one day allows. Please import more tomorrow.";
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ peopleLookupsPerMinute: PEOPLE_PER_MINUTE, contactsMatchesPerDay: MATCHES_PER_DAY });
});
afterAll(() => t.close());

async function ok<T>(user: SignedInUser, method: "GET" | "POST" | "PATCH", url: string, payload?: unknown): Promise<T> {
  const res = await user.request({ method, url, payload: payload as Record<string, unknown> });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return (res.body ? res.json<T>() : undefined) as T;
}

/** Imports picked contacts, one entry per number: the answer as it comes. */
const importNumbers = (user: SignedInUser, ...tels: string[]) =>
  user.request({
    method: "POST",
    url: "/api/contacts/import/picked",
    payload: { contacts: tels.map((tel) => ({ name: [`Entry ${tel}`], email: [], tel: [tel] })) },
  });

async function imported(user: SignedInUser, ...tels: string[]): Promise<ImportResult> {
  const res = await importNumbers(user, ...tels);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportResult>();
}

const book = (user: SignedInUser) => ok<BookEntry[]>(user, "GET", "/api/address-book");

describe("someone whose contact details are contacts only", () => {
  let olive: SignedInUser;
  let pat: SignedInUser;
  let quinn: SignedInUser;
  let rita: SignedInUser;
  let providerId: string;
  let patVouch: string;

  beforeAll(async () => {
    olive = await createUser(t.app, { profile: { firstName: "Olive", lastName: "Mutual", phone: "415 555 0170" } });
    await ok(olive, "POST", "/api/projects", { title: "Olive's contacts-only porch" });
    await ok(olive, "PATCH", "/api/privacy", { projects: "contacts" });
    pat = await createUser(t.app, { profile: { firstName: "Pat", lastName: "Mutual", phone: "415 555 0171" } });
    await ok(pat, "PATCH", "/api/privacy", { contactDetails: "contacts" });
    quinn = await createUser(t.app, { profile: { firstName: "Quinn", lastName: "Mutual", phone: "415 555 0172" } });
    // Rita typed her number but never proved it.
    rita = await createUser(t.app, { proven: false, profile: { firstName: "Rita", lastName: "Mutual", phone: "415 555 0173" } });
    // Pat has a provider on his list and vouched for it a moment ago.
    providerId = (await insertProvider(t.db, pat.user.id, { name: "Mutual Glazing", category: "Mutuality" })).id;
    const [vouch] = await t.db
      .insert(recommendations)
      .values({ fromUserId: pat.user.id, providerId, source: "vouch", rating: 5 })
      .returning({ id: recommendations.id });
    patVouch = vouch!.id;
  });

  /** What Olive learns about Pat, and what Pat sees of Olive's. */
  async function seenByOlive() {
    const entries = await book(olive);
    const friends = await ok<{ id: string; isContact: boolean }[]>(olive, "GET", "/api/friends?search=Pat");
    const search = await ok<{ id: string; isContact: boolean }[]>(olive, "GET", "/api/users/all?search=Pat");
    const cards = await ok<{ id: string; trust: { contactCount: number } }[]>(
      olive,
      "GET",
      "/api/providers?order=trust&category=Mutuality",
    );
    const feed = await ok<{ id: string; fromContact: boolean }[]>(olive, "GET", "/api/recommendations?limit=50");
    const projects = await ok<{ title: string }[]>(pat, "GET", `/api/contacts/${olive.user.id}/projects`);
    return {
      onVowch: entries.find((e) => e.phone === "(415) 555-0171")?.onVowch?.id ?? null,
      badge: friends.find((f) => f.id === pat.user.id)?.isContact,
      searchBadge: search.find((f) => f.id === pat.user.id)?.isContact,
      backing: cards.find((c) => c.id === providerId)?.trust.contactCount,
      fromContact: feed.find((i) => i.id === patVouch)?.fromContact,
      patSeesProjects: projects.map((p) => p.title),
    };
  }

  it("is matched by nobody's book until their own book holds the importer, by what the importer proved", async () => {
    // Olive imports Pat's number and Quinn's: only Quinn (details for everyone) is a match.
    expect(await imported(olive, "(415) 555-0171", "(415) 555-0172")).toEqual({
      imported: 2,
      matched: 1,
      skipped: 0,
      truncated: false,
    });
    expect(await seenByOlive()).toEqual({
      onVowch: null,
      badge: false,
      searchBadge: false,
      backing: 0,
      fromContact: false,
      patSeesProjects: [],
    });
    expect((await book(olive)).find((e) => e.phone === "(415) 555-0172")?.onVowch?.id).toBe(quinn.user.id);

    // Rita (unproven) imports Pat, and Pat imports Rita's typed number: Rita proved nothing, so
    // Pat's book holding it does not make Pat hers.
    expect(await imported(rita, "(415) 555-0171")).toEqual({ imported: 1, matched: 0, skipped: 0, truncated: false });
    expect(await imported(pat, "(415) 555-0173")).toMatchObject({ matched: 0 });
    expect((await book(rita)).map((e) => e.onVowch)).toEqual([null]);

    // Pat puts Olive in his own book: now both ways, so Pat is Olive's contact everywhere.
    expect(await imported(pat, "(415) 555-0170")).toEqual({ imported: 1, matched: 1, skipped: 0, truncated: false });
    expect(await seenByOlive()).toEqual({
      onVowch: pat.user.id,
      badge: true,
      searchBadge: true,
      backing: 1,
      fromContact: true,
      patSeesProjects: ["Olive's contacts-only porch"],
    });
    // The same entries again now count Pat.
    expect(await imported(olive, "(415) 555-0171", "(415) 555-0172")).toEqual({
      imported: 0,
      matched: 2,
      skipped: 0,
      truncated: false,
    });

    // Pat makes his details visible to everyone: Rita's book finds him (not one of his contacts).
    await ok(pat, "PATCH", "/api/privacy", { contactDetails: "everyone" });
    expect((await book(rita)).map((e) => e.onVowch?.id)).toEqual([pat.user.id]);
  });
});

describe("the book's people count against the per-minute people bound", () => {
  it("answers a page that would show more people than the bound allows with 429 and Retry-After", async () => {
    const owner = await createUser(t.app, { profile: { firstName: "Bea", lastName: "Bound", phone: "415 555 0180" } });
    const people: SignedInUser[] = [];
    for (let i = 1; i <= PEOPLE_PER_MINUTE + 1; i++) {
      people.push(await createUser(t.app, { profile: { firstName: `Bound${i}`, lastName: "Person", phone: `415 555 018${i}` } }));
    }
    // The entries are written as a long-held book would be (past the import's daily budget).
    await t.db.insert(contacts).values([
      ...people.map((p, i) => ({
        userId: owner.user.id,
        name: `Bound ${i + 1} ${p.user.id}`,
        phoneKeys: [`+1415555018${i + 1}`],
      })),
      { userId: owner.user.id, name: "Nobody On Vowch", phoneKeys: ["+14155550199"] },
    ]);
    const counted = async () => (await t.db.select().from(peopleLookups).where(eq(peopleLookups.viewerId, owner.user.id))).length;

    // First sight of the people: the session, the page (its total in the same statement) and the bound's one.
    t.statements.count = 0;
    t.statements.lookupBound = 0;
    const first = await owner.request({ method: "GET", url: `/api/address-book?limit=${PEOPLE_PER_MINUTE}` });
    expect(first.statusCode, first.body).toBe(200);
    expect(t.statements.lookupBound).toBe(1);
    expect(t.statements.count + t.statements.lookupBound).toBeLessThanOrEqual(3);
    expect(first.json<BookEntry[]>().filter((e) => e.onVowch)).toHaveLength(PEOPLE_PER_MINUTE);
    expect(await counted()).toBe(PEOPLE_PER_MINUTE);

    // The whole book: one more person than the bound. An entry matching nobody counts for nothing.
    const whole = await owner.request({ method: "GET", url: "/api/address-book" });
    expect(whole.statusCode, whole.body).toBe(429);
    expect(whole.headers["retry-after"]).toBe("60");
    expect(whole.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "You have looked up too many people in the last minute. Please wait a minute and try again.",
    });
    expect(await counted()).toBe(PEOPLE_PER_MINUTE);
  });
});

describe("the daily budget of people imports newly show", () => {
  it("counts the people an import newly shows, refuses an import past the budget whole, then every import until the day is over", async () => {
    const ivy = await createUser(t.app, { profile: { firstName: "Ivy", lastName: "Budget", phone: "415 555 0190" } });
    const people: SignedInUser[] = [];
    for (let i = 1; i <= 5; i++) {
      people.push(
        await createUser(t.app, { profile: { firstName: `Budget${i}`, lastName: "Person", phone: `415 555 019${i}` } }),
      );
    }
    const typist = await createUser(t.app, {
      proven: false,
      profile: { firstName: "Typed", lastName: "Budget", phone: "415 555 0197" },
    });
    const spent = async () =>
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `contacts:matches:${ivy.user.id}`))
      )[0]?.count ?? 0;

    // The session, the day's imports, the owner's lock, the book's size with the day's count and the
    // matches, then the insert with the sync time and the day's count: none per entry.
    t.statements.count = 0;
    expect(await imported(ivy, "(415) 555-0191")).toEqual({ imported: 1, matched: 1, skipped: 0, truncated: false });
    expect(t.statements.count).toBeLessThanOrEqual(5);
    expect(await spent()).toBe(1);
    // Budget1 again (already shown) costs nothing; a number nobody proved still shows its typist in
    // the book ("Not verified yet"), so it counts; a number of nobody on Vowch does not.
    expect(await imported(ivy, "(415) 555-0191", "(415) 555-0197", "(415) 555-0100")).toEqual({
      imported: 2,
      matched: 1,
      skipped: 0,
      truncated: false,
    });
    expect(await spent()).toBe(2);
    expect((await book(ivy)).find((e) => e.phone === "(415) 555-0197")?.onVowch).toMatchObject({
      id: typist.user.id,
      verified: false,
    });

    // Two more people would make four, past three: refused whole, nothing stored, the day spent.
    const past = await importNumbers(ivy, "(415) 555-0192", "(415) 555-0193");
    expect(past.statusCode, past.body).toBe(429);
    expect(past.json()).toMatchObject({ code: "RATE_LIMITED", message: BUDGET_MESSAGE });
    const retryAfter = Number(past.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect((await book(ivy)).map((e) => e.phone)).not.toContain("(415) 555-0192");
    expect(await spent()).toBeGreaterThanOrEqual(MATCHES_PER_DAY);
    // Now every import is refused, one that would find nobody as well: the answer tells nothing.
    for (const tels of [["(415) 555-0194"], ["(415) 555-0101"]]) {
      const res = await importNumbers(ivy, ...tels);
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json()).toMatchObject({ code: "RATE_LIMITED", message: BUDGET_MESSAGE });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    }
    // Another account has its own budget.
    const other = await createUser(t.app, { profile: { firstName: "Otto", lastName: "Budget", phone: "415 555 0198" } });
    expect(await imported(other, "(415) 555-0192", "(415) 555-0193")).toEqual({
      imported: 2,
      matched: 2,
      skipped: 0,
      truncated: false,
    });

    // A day later the budget starts again.
    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `contacts:matches:${ivy.user.id}`));
    expect(await imported(ivy, "(415) 555-0192", "(415) 555-0193")).toEqual({
      imported: 2,
      matched: 2,
      skipped: 0,
      truncated: false,
    });
    expect(await spent()).toBe(2);
  });
});
