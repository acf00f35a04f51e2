// The directory's total under a category alone (docs/decisions/151-category-totals.md) is the
// category's size the database keeps (category_totals), not a count of the category's providers:
// the same answer and no more statements, and on PostgreSQL the statement reads providers no more
// than the unfiltered directory's does (whose total is kept too). A category with anything else
// (a search, "Don't hire again" left out) still counts its rows.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { providerNotes, providers } from "../../server/db/schema";
import { planOf } from "../support/plans";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let viewer: SignedInUser;
const isPostgres = process.env.VOWCH_TEST_DB === "postgres";
const PLUMBERS = 40;

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createUser(t.app, { profile: { firstName: "Vera", lastName: "Viewer" } });
  const n = Array.from({ length: PLUMBERS }, (_, i) => i);
  const plumbers = await t.db
    .insert(providers)
    .values(n.map((i) => ({ name: `Kept Plumbing ${i}`, category: "Plumber", userId: viewer.user.id })))
    .returning({ id: providers.id });
  await t.db
    .insert(providers)
    .values(n.map((i) => ({ name: `Kept Wiring ${i}`, category: "Electrician", userId: viewer.user.id })));
  await t.db.insert(providerNotes).values({ userId: viewer.user.id, providerId: plumbers[0]!.id, doNotHire: true });
  await queryRows(t.db, sql`analyze`);
}, 120_000);
afterAll(() => t.close());

/** One call's statements (the session lookup included) and its X-Total-Count. */
async function call(url: string) {
  await t.app.push.queue.idle();
  t.statements.count = 0;
  const res = await viewer.request({ method: "GET", url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { statements: t.statements.count, total: Number(res.headers["x-total-count"]) };
}

const CATEGORY_LISTS = [
  ["the directory", "/api/providers"],
  ["the directory by trust", "/api/providers?order=trust"],
  ["Browse", "/api/providers/browse"],
] as const;
const withLimit = (url: string) => `${url}${url.includes("?") ? "&" : "?"}limit=5`;
const inCategory = (url: string) => `${withLimit(url)}&category=Plumber`;

describe("a category's total", () => {
  it.each(CATEGORY_LISTS)("%s: the category's size, in as many statements as without a category", async (_name, url) => {
    const all = await call(withLimit(url));
    const plumbers = await call(inCategory(url));
    expect(plumbers.total).toBe(PLUMBERS);
    expect(plumbers.statements).toBe(all.statements);
    expect(plumbers.statements).toBeLessThanOrEqual(3);
  });

  it("with anything besides the category, counts the rows", async () => {
    expect((await call("/api/providers?category=Plumber&exclude=do-not-hire")).total).toBe(PLUMBERS - 1);
    expect((await call("/api/providers?category=Plumber&search=kept")).total).toBe(PLUMBERS);
    expect((await call("/api/providers?category=Nobody%27s%20trade")).total).toBe(0);
  });
});

describe.runIf(isPostgres)("a category's total reads no provider (PostgreSQL)", () => {
  const providerReads = (plan: string) => plan.match(/ on providers\b/g)?.length ?? 0;
  // The page's statement, which carries the total (the session lookup before it reads users only).
  const page = /from "providers"/;
  it.each(CATEGORY_LISTS)("%s", async (_name, url) => {
    const plan = await planOf(t, viewer, inCategory(url), page);
    const unfiltered = await planOf(t, viewer, withLimit(url), page);
    expect(providerReads(plan), plan).toBe(providerReads(unfiltered));
    expect(plan).toContain("category_totals_category_shard_pk");
  });

  it("under a category and the viewer's exclusions the total counts the category's providers", async () => {
    const plan = await planOf(t, viewer, "/api/providers?category=Plumber&exclude=do-not-hire", /provider_notes/);
    expect(plan).not.toContain("category_totals");
  });
});
