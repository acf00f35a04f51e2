// Search by index (docs/decisions/140-search-by-index.md): every search box's term is matched
// through an index, a search reads at most SEARCH_CANDIDATES_MAX matches before privacy and the
// list's order, its total counts the visible ones among them and its pages end with them. On
// PostgreSQL each search's statement is EXPLAINed as the app runs it (its generic plan, sequential
// scans priced out in the test's own transaction so the planner's choice does not depend on the
// table's few rows) and must read its trigram indexes, never a whole table.
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { withLiterals } from "../../server/db/prepared-statements";
import { providers, users } from "../../server/db/schema";
import { SEARCH_CANDIDATES_MAX } from "../../server/search";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let viewer: SignedInUser;
let hidden: SignedInUser;
const isPostgres = process.env.VOWCH_TEST_DB === "postgres";
const OVER_THE_CAP = SEARCH_CANDIDATES_MAX + 20;

beforeAll(async () => {
  // The people bound would stop paging through hundreds of people within the minute.
  t = await buildTestApp({ peopleLookupsPerMinute: 100_000 });
  viewer = await createUser(t.app, { profile: { firstName: "Vera", lastName: "Viewer" } });
  hidden = await createUser(t.app, { profile: { firstName: "Quiet", lastName: "Person", phone: "+1 415 555 0199" } });
  await t.db.execute(sql`update ${users} set privacy_contact_details = 'contacts' where ${users.id} = ${hidden.user.id}`);
  // More matches than a search reads: people and providers named alike, in one statement each.
  const n = Array.from({ length: OVER_THE_CAP }, (_, i) => i);
  await t.db.insert(users).values(
    n.map((i) => ({
      email: `plenty-${i}@example.org`,
      firstName: "Plentiful",
      lastName: `Person ${i}`,
      isProfileComplete: true,
    })),
  );
  await t.db
    .insert(providers)
    .values(n.map((i) => ({ name: `Plentiful Plumbing ${i}`, category: "Plumber", userId: viewer.user.id })));
  await queryRows(t.db, sql`analyze`);
}, 120_000);
afterAll(() => t.close());

interface Paged {
  ids: string[];
  totals: number[];
  pages: number;
}

/** Every page of a list (limit 100) by its Link header, with each page's X-Total-Count. */
async function allPages(url: string): Promise<Paged> {
  const out: Paged = { ids: [], totals: [], pages: 0 };
  let next: string | undefined = `${url}${url.includes("?") ? "&" : "?"}limit=100`;
  while (next) {
    const res = await viewer.request({ method: "GET", url: next });
    expect(res.statusCode, next).toBe(200);
    out.ids.push(...res.json<{ id: string }[]>().map((r) => r.id));
    out.totals.push(Number(res.headers["x-total-count"]));
    out.pages += 1;
    next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1];
    expect(out.pages).toBeLessThan(20);
  }
  return out;
}

const ids = async (url: string) => (await viewer.request({ method: "GET", url })).json<{ id: string }[]>().map((r) => r.id);

describe("the candidate cap", () => {
  it.each([
    ["people search", "/api/users/all?search=plentiful"],
    ["Friends search", "/api/friends?search=plentiful"],
    ["provider search", "/api/providers?search=plentiful"],
    ["Browse search", "/api/providers/browse?search=plentiful"],
    ["provider search by trust", "/api/providers?search=plentiful&order=trust"],
  ])("%s: the total is the candidates', and the pages end with them", async (_name, url) => {
    const paged = await allPages(url);
    expect(new Set(paged.totals)).toEqual(new Set([SEARCH_CANDIDATES_MAX]));
    expect(paged.ids).toHaveLength(SEARCH_CANDIDATES_MAX);
    expect(new Set(paged.ids).size).toBe(SEARCH_CANDIDATES_MAX);
  });

  it("a narrower search under the cap is whole", async () => {
    const res = await viewer.request({ method: "GET", url: "/api/users/all?search=person%2051" });
    // Person 51 and Person 510–519.
    expect(res.headers["x-total-count"]).toBe("11");
    expect(res.headers.link).toBeUndefined();
  });
});

describe("privacy", () => {
  it("finds a contacts-only person by the name or the whole e-mail or number, never by a fragment of those", async () => {
    const email = hidden.user.email!;
    expect(await ids(`/api/users/all?search=${encodeURIComponent("quiet pers")}`)).toEqual([hidden.user.id]);
    expect(await ids(`/api/users/all?search=${encodeURIComponent(email.toUpperCase())}`)).toEqual([hidden.user.id]);
    expect(await ids(`/api/users/all?search=${encodeURIComponent("(415) 555-0199")}`)).toEqual([hidden.user.id]);
    expect(await ids(`/api/users/all?search=${encodeURIComponent(email.slice(0, 14))}`)).toEqual([]);
    expect(await ids(`/api/users/all?search=${encodeURIComponent("555 0199")}`)).toEqual([]);
    expect(await ids(`/api/friends?search=${encodeURIComponent(email.slice(0, 2))}`)).not.toContain(hidden.user.id);
  });
});

describe("terms shorter than a trigram", () => {
  it("match as a substring of the name, or of an e-mail the viewer may read, within the candidate cap", async () => {
    expect(await ids("/api/friends?search=qu")).toEqual([hidden.user.id]);
    expect(await ids("/api/friends?search=PE&limit=5")).toHaveLength(5);
    // Inside a word too (the spec's substring rule): "ui" is in "Quiet".
    expect(await ids("/api/friends?search=ui")).toEqual([hidden.user.id]);
    expect(await ids("/api/friends?search=xq")).toEqual([]);
    // No letter or digit: nothing but a whole e-mail or number.
    expect(await ids("/api/friends?search=%25%25")).toEqual([]);
    const plumbers = await viewer.request({ method: "GET", url: "/api/providers?search=pl&limit=1" });
    expect(plumbers.headers["x-total-count"]).toBe(String(SEARCH_CANDIDATES_MAX));
  });
});

/** The EXPLAIN of the request's statement that reads the candidates: its generic plan, with sequential scans priced out. */
async function planOf(url: string, marker: RegExp): Promise<string> {
  t.statements.sent = [];
  const res = await viewer.request({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  const statement = t.statements.sent.find((s) => marker.test(s.query));
  expect(statement, `a statement of ${url} matching ${marker}`).toBeDefined();
  const pool = (t.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("set local enable_seqscan = off");
    await client.query("set local plan_cache_mode = force_generic_plan");
    await client.query(`prepare search_plan as ${statement!.query}`);
    const args = statement!.params.map((_, i) => `$${i + 1}`).join(", ");
    const explained = await client.query<{ "QUERY PLAN": string }>(
      `explain ${withLiterals(`execute search_plan(${args})`, statement!.params)}`,
    );
    return explained.rows.map((r) => r["QUERY PLAN"]).join("\n");
  } finally {
    await client.query("rollback");
    // PREPARE outlives the transaction; the connection goes back to the app's pool.
    await client.query("deallocate search_plan");
    client.release();
  }
}

describe.runIf(isPostgres)("every search's plan reads its indexes (PostgreSQL)", () => {
  const candidates = /any\(array\(select/;
  const people = /found as materialized/;
  const timesIn = (plan: string, text: string) => plan.split(text).length - 1;
  it.each([
    [
      "people search by a name",
      "/api/users/all?search=plentiful",
      ["users_name_trgm_idx", "users_email_trgm_idx", "users_phone_trgm_idx"],
    ],
    ["people search by an e-mail fragment", "/api/users/all?search=plenty-12%40", ["users_email_trgm_idx"]],
    ["Friends search", "/api/friends?search=plentiful", ["users_name_trgm_idx"]],
  ])("%s: the candidates are read once, as whole rows", async (_name, url, indexes) => {
    const plan = await planOf(url, people);
    // One read for both groups and the total: each index once, the rows never again by primary key.
    for (const index of indexes) expect(timesIn(plan, `Bitmap Index Scan on ${index}`), index).toBe(1);
    expect(timesIn(plan, "CTE found")).toBe(1);
    expect(plan).not.toMatch(/Index Cond: \(+id = ANY/);
    expect(plan).not.toMatch(/Seq Scan on users\b/);
  });

  it("the Friends list reads each friend's row once for their summary, not once per project", async () => {
    const plan = await planOf("/api/friends", /cross join lateral/);
    expect(plan).toContain("users_pkey on users fo");
    expect(plan).not.toMatch(/on users ps\b/);
  });

  it.each([
    [
      "provider search",
      "/api/providers?search=plentiful",
      ["providers_name_trgm_idx", "providers_description_trgm_idx", "recommendations_comment_trgm_idx"],
    ],
    ["provider search by a problem", "/api/providers?search=leak", ["providers_name_trgm_idx", "providers_category_trgm_idx"]],
    ["provider search by trust", "/api/providers?search=plentiful&order=trust", ["providers_name_trgm_idx"]],
    ["Browse search", "/api/providers/browse?search=plentiful", ["providers_name_trgm_idx"]],
    ["My Providers search", "/api/providers/saved?search=plentiful", ["providers_name_trgm_idx"]],
    ["From Friends search", "/api/providers/contact-recommended?search=plentiful", ["providers_name_trgm_idx"]],
  ])("%s", async (_name, url, indexes) => {
    const plan = await planOf(url, candidates);
    for (const index of indexes) expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan on (users|providers|recommendations)\b/);
  });
});
