// Search by index (docs/decisions/140-search-by-index.md): every search box's term is matched
// through an index, a search reads at most SEARCH_CANDIDATES_MAX matches before privacy and the
// list's order, its total counts the visible ones among them and its pages end with them. On
// PostgreSQL (search-by-index.pg.test.ts) each search's statement is EXPLAINed as the app runs it (its generic plan, sequential
// scans priced out in the test's own transaction so the planner's choice does not depend on the
// table's few rows) and must read its trigram indexes, never a whole table.
import { describe, expect, it } from "vitest";
import { SEARCH_CANDIDATES_MAX } from "../../server/search";
import { useSearchCommunity } from "./search-fixture";

const c = useSearchCommunity();

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
    const res = await c.viewer.request({ method: "GET", url: next });
    expect(res.statusCode, next).toBe(200);
    out.ids.push(...res.json<{ id: string }[]>().map((r) => r.id));
    out.totals.push(Number(res.headers["x-total-count"]));
    out.pages += 1;
    next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1];
    expect(out.pages).toBeLessThan(20);
  }
  return out;
}

const ids = async (url: string) => (await c.viewer.request({ method: "GET", url })).json<{ id: string }[]>().map((r) => r.id);

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
    const res = await c.viewer.request({ method: "GET", url: "/api/users/all?search=person%2051" });
    // Person 51 and Person 510–519.
    expect(res.headers["x-total-count"]).toBe("11");
    expect(res.headers.link).toBeUndefined();
  });
});

describe("privacy", () => {
  it("finds a contacts-only person by the name or the whole e-mail or number, never by a fragment of those", async () => {
    const email = c.hidden.user.email!;
    expect(await ids(`/api/users/all?search=${encodeURIComponent("quiet pers")}`)).toEqual([c.hidden.user.id]);
    expect(await ids(`/api/users/all?search=${encodeURIComponent(email.toUpperCase())}`)).toEqual([c.hidden.user.id]);
    expect(await ids(`/api/users/all?search=${encodeURIComponent("(415) 555-0199")}`)).toEqual([c.hidden.user.id]);
    expect(await ids(`/api/users/all?search=${encodeURIComponent(email.slice(0, 14))}`)).toEqual([]);
    expect(await ids(`/api/users/all?search=${encodeURIComponent("555 0199")}`)).toEqual([]);
    expect(await ids(`/api/friends?search=${encodeURIComponent(email.slice(0, 2))}`)).not.toContain(c.hidden.user.id);
  });
});

describe("terms shorter than a trigram", () => {
  it("match as a substring of the name, or of an e-mail the viewer may read, within the candidate cap", async () => {
    expect(await ids("/api/friends?search=qu")).toEqual([c.hidden.user.id]);
    expect(await ids("/api/friends?search=PE&limit=5")).toHaveLength(5);
    // Inside a word too (the spec's substring rule): "ui" is in "Quiet".
    expect(await ids("/api/friends?search=ui")).toEqual([c.hidden.user.id]);
    expect(await ids("/api/friends?search=xq")).toEqual([]);
    // No letter or digit: nothing but a whole e-mail or number.
    expect(await ids("/api/friends?search=%25%25")).toEqual([]);
    const plumbers = await c.viewer.request({ method: "GET", url: "/api/providers?search=pl&limit=1" });
    expect(plumbers.headers["x-total-count"]).toBe(String(SEARCH_CANDIDATES_MAX));
  });
});
