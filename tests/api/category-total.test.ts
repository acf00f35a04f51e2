// The directory's total under a category alone (docs/decisions/151-category-totals.md) is the
// category's size the database keeps (category_totals), not a count of the category's providers:
// the same answer and no more statements, and on PostgreSQL the statement reads providers no more
// than the unfiltered directory's does (category-total.pg.test.ts). A category with anything else
// (a search, "Don't hire again" left out) still counts its rows.
import { describe, expect, it } from "vitest";
import { call, CATEGORY_LISTS, inCategory, PLUMBERS, useCategoryCommunity, withLimit } from "./category-total-fixture";

const c = useCategoryCommunity();

describe("a category's total", () => {
  it.each(CATEGORY_LISTS)("%s: the category's size, in as many statements as without a category", async (_name, url) => {
    const all = await call(c, withLimit(url));
    const plumbers = await call(c, inCategory(url));
    expect(plumbers.total).toBe(PLUMBERS);
    expect(plumbers.statements).toBe(all.statements);
    expect(plumbers.statements).toBeLessThanOrEqual(3);
  });

  it("with anything besides the category, counts the rows", async () => {
    expect((await call(c, "/api/providers?category=Plumber&exclude=do-not-hire")).total).toBe(PLUMBERS - 1);
    expect((await call(c, "/api/providers?category=Plumber&search=kept")).total).toBe(PLUMBERS);
    expect((await call(c, "/api/providers?category=Nobody%27s%20trade")).total).toBe(0);
  });
});
