// On PostgreSQL (the planner that decides at scale): each search's statement EXPLAINed as the app
// runs it (its generic plan, sequential scans priced out in the test's own transaction so the
// planner's choice does not depend on the table's few rows) reads its trigram indexes, never a
// whole table, and reads its candidates once.
import { describe, expect, it } from "vitest";
import { planOf } from "../support/plans";
import { useSearchCommunity } from "./search-fixture";

const c = useSearchCommunity();

// The statement that reads a search's candidates: people's as an array in the statement, the
// provider lists' as the CTE every use of the list's filter reads.
const candidates = /any\(array\(select|search_candidates as materialized/;

describe("every search's plan reads its indexes", () => {
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
    const plan = await planOf(c.t, c.viewer, url, people);
    // One read for both groups and the total: each index once, the rows never again by primary key.
    for (const index of indexes) expect(timesIn(plan, `Bitmap Index Scan on ${index}`), index).toBe(1);
    expect(timesIn(plan, "CTE found")).toBe(1);
    expect(plan).not.toMatch(/Index Cond: \(+id = ANY/);
    expect(plan).not.toMatch(/Seq Scan on users\b/);
  });

  it("the Friends list reads each friend's row once for their summary, not once per project", async () => {
    const plan = await planOf(c.t, c.viewer, "/api/friends", /cross join lateral/);
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
    const plan = await planOf(c.t, c.viewer, url, candidates);
    for (const index of indexes) expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan on (users|providers|recommendations)\b/);
  });
});

describe("a provider list reads its search's candidates once per statement", () => {
  // The page and its total both use the list's filter: the trigram indexes are read in one place
  // of the plan, not once for the page and again for the total.
  it.each([
    ["provider search", "/api/providers?search=plentiful"],
    ["provider search by trust", "/api/providers?search=plentiful&order=trust"],
    ["provider search in a category", "/api/providers?search=plentiful&category=Plumber"],
    ["Browse search", "/api/providers/browse?search=plentiful"],
    ["My Providers search", "/api/providers/saved?search=plentiful"],
    ["From Friends search", "/api/providers/contact-recommended?search=plentiful"],
  ])("%s", async (_name, url) => {
    const plan = await planOf(c.t, c.viewer, url, candidates);
    expect(plan.match(/Index Scan on providers_name_trgm_idx/g)).toHaveLength(1);
    expect(plan.match(/Index Scan on recommendations_comment_trgm_idx/g)).toHaveLength(1);
  });
});
