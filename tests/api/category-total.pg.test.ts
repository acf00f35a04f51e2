// On PostgreSQL (the planner that decides at scale): the directory's total under a category
// alone reads the kept size (category_totals) and providers no more than the unfiltered
// directory's statement does; with the viewer's exclusions it counts the category's providers.
import { describe, expect, it } from "vitest";
import { planOf } from "../support/plans";
import { CATEGORY_LISTS, inCategory, useCategoryCommunity, withLimit } from "./category-total-fixture";

const c = useCategoryCommunity();

describe("a category's total reads no provider", () => {
  const providerReads = (plan: string) => plan.match(/ on providers\b/g)?.length ?? 0;
  // The page's statement, which carries the total (the session lookup before it reads users only).
  const page = /from "providers"/;
  it.each(CATEGORY_LISTS)("%s", async (_name, url) => {
    const plan = await planOf(c.t, c.viewer, inCategory(url), page);
    const unfiltered = await planOf(c.t, c.viewer, withLimit(url), page);
    expect(providerReads(plan), plan).toBe(providerReads(unfiltered));
    expect(plan).toContain("category_totals_category_shard_pk");
  });

  it("under a category and the viewer's exclusions the total counts the category's providers", async () => {
    const plan = await planOf(c.t, c.viewer, "/api/providers?category=Plumber&exclude=do-not-hire", /provider_notes/);
    expect(plan).not.toContain("category_totals");
  });
});
