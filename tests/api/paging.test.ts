// Keyset paging of every list a community can grow: for each paged call, more rows than
// a page are seeded (with ties on the sort keys), every page is walked by following `Link`, and
// the walk must equal the spec's order exactly (no duplicates, nothing missing), with the total
// in `X-Total-Count`, every page within its limit and 64 KB, and at most 3 SQL statements per
// request (the session lookup included). Bad limits and cursors answer 400, never 500.
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { PAGE_BYTES_MAX } from "../../common/schemas/paging";
import { providerListItemSchema } from "../../common/schemas/providers";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let viewer: SignedInUser;
let friend: SignedInUser;
let recommender: SignedInUser;
let incomplete: SignedInUser;

const MAX_STATEMENTS = 3;

async function ids(query: SQL): Promise<string[]> {
  return (await queryRows<{ id: string }>(t.db, query)).map((r) => r.id);
}

/** The URL of `Link: <url>; rel="next"`, or null. */
function nextLink(res: LightMyRequestResponse): string | null {
  const link = res.headers.link;
  if (link === undefined) return null;
  const match = /^<([^>]+)>;\s*rel="next"$/.exec(String(link));
  expect(match, `Link header ${String(link)}`).not.toBeNull();
  return match![1]!;
}

interface Walk<T> {
  items: T[];
  pages: number;
  total: number;
  links: string[];
}

/** Follows Link from the first URL to the last page, checking each page's bounds on the way. */
async function walk<T = { id: string }>(user: SignedInUser, first: string, limit: number): Promise<Walk<T>> {
  const items: T[] = [];
  const links: string[] = [];
  let total: number | undefined;
  let url: string | null = first;
  let pages = 0;
  while (url) {
    t.statements.count = 0;
    t.statements.lookupBound = 0;
    const res = await user.request({ method: "GET", url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    // Calls that show people also record them for the per-minute bound: one statement,
    // none when this process knows them counted (users/lookup-limit.ts), within the same three.
    expect(t.statements.lookupBound, `people-bound statements for ${url}`).toBeLessThanOrEqual(1);
    expect(t.statements.count + t.statements.lookupBound, `statements for ${url}`).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect(t.statements.count, "the counter sees the session lookup and the page").toBeGreaterThanOrEqual(2);
    expect(res.rawPayload.length).toBeLessThanOrEqual(PAGE_BYTES_MAX);
    const body = res.json<T[]>();
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeLessThanOrEqual(limit);
    const pageTotal = Number(res.headers["x-total-count"]);
    expect(Number.isInteger(pageTotal)).toBe(true);
    total ??= pageTotal;
    expect(pageTotal).toBe(total);
    items.push(...body);
    pages += 1;
    url = nextLink(res);
    if (url) {
      expect(body.length, "a page announcing a next one is not empty").toBeGreaterThan(0);
      links.push(url);
    }
    expect(pages).toBeLessThan(200);
  }
  return { items, pages, total: total!, links };
}

/** Walks a list and expects exactly `expected` ids in that order, over several pages. */
async function expectWalk(
  user: SignedInUser,
  first: string,
  limit: number,
  expected: string[],
  idOf = (x: { id: string }) => x.id,
) {
  const result = await walk<{ id: string }>(user, first, limit);
  const got = result.items.map(idOf);
  expect(new Set(got).size, "no duplicates").toBe(got.length);
  expect(got).toEqual(expected);
  expect(result.total).toBe(expected.length);
  expect(result.pages).toBe(Math.max(1, Math.ceil(expected.length / limit)));
  return result;
}

/** The bad-input answers every paged call shares. */
async function expectBadPaging(user: SignedInUser, path: string, foreignCursor: string) {
  const sep = path.includes("?") ? "&" : "?";
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const bad = [
    "limit=0",
    "limit=101",
    "limit=abc",
    "limit=2.5",
    "limit=-1",
    "limit=",
    "limit=1&limit=2",
    "cursor=",
    "cursor=%25%25%25",
    "cursor=not-base64-json",
    `cursor=${b64("plain string")}`,
    `cursor=${b64(null)}`,
    `cursor=${b64({ o: "nope", k: [] })}`,
    `cursor=${foreignCursor}`,
    `cursor=${"A".repeat(3000)}`,
  ];
  for (const query of bad) {
    const res = await user.request({ method: "GET", url: `${path}${sep}${query}` });
    expect(res.statusCode, `${path}${sep}${query}: ${res.body}`).toBe(400);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(typeof body.message).toBe("string");
  }
}

/**
 * A list's own cursor with its key values replaced by values of the wrong type: 400. A text key
 * (a name) accepts any text, as a bound parameter: SQL in it is only a name to start after.
 */
async function expectTamperedCursors(user: SignedInUser, path: string, cursor: string, textKeys: number[] = []) {
  const decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { o: string; k: string[] };
  const sep = path.includes("?") ? "&" : "?";
  const isText = (i: number) => textKeys.includes(i);
  const replaced = (i: number, value: unknown) => ({ ...decoded, k: decoded.k.map((v, j) => (i === j ? value : v)) });
  const variants: [unknown, number][] = [
    ...decoded.k.map((_, i): [unknown, number] => [replaced(i, "x'; drop table users; --"), isText(i) ? 200 : 400]),
    ...decoded.k.map((_, i): [unknown, number] => [replaced(i, 12), 400]),
    ...decoded.k.map((_, i): [unknown, number] => [replaced(i, "\u0000"), 400]),
    ...decoded.k.map((_, i): [unknown, number] => [replaced(i, "1".repeat(40)), isText(i) ? 200 : 400]),
    [{ ...decoded, k: decoded.k.slice(1) }, 400],
    [{ ...decoded, k: [...decoded.k, decoded.k[0]] }, 400],
  ];
  for (const [variant, status] of variants) {
    const res = await user.request({
      method: "GET",
      url: `${path}${sep}cursor=${Buffer.from(JSON.stringify(variant)).toString("base64url")}`,
    });
    expect(res.statusCode, `${JSON.stringify(variant)}: ${res.body}`).toBe(status);
  }
}

const cursorOf = (link: string) => new URL(link, "http://x").searchParams.get("cursor")!;

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createUser(t.app, { profile: { firstName: "Viewer", lastName: "Paging" } });
  friend = await createUser(t.app, { profile: { firstName: "Fran", lastName: "Friend" } });
  recommender = await createUser(t.app, { profile: { firstName: "Rita", lastName: "Recommender" } });
  incomplete = await createUser(t.app, { profile: false });
});
afterAll(() => t.close());

describe("provider lists", () => {
  // 60 providers: 5 share each created_at (ties broken by id), alternating Plumber and Painter;
  // 60 "fat" Lawyers whose cards are as large as the fields allow (the 64 KB bound).
  const base = "2025-01-01T00:00:00Z";

  beforeAll(async () => {
    await t.db.execute(sql`
      insert into providers (name, category, phone, email, rating, review_count, created_at)
      select 'Paged ' || lpad(i::text, 3, '0'), case when i % 2 = 0 then 'Plumber' else 'Painter' end,
        '555-01' || lpad(i::text, 2, '0'), 'p' || i || '@paged.test',
        (3 + (i % 3) * 0.5)::numeric(2,1), i % 4,
        ${base}::timestamptz + ((i / 5) * interval '1 hour') + (i % 3) * interval '1 microsecond'
      from generate_series(1, 60) as s(i)`);
    await t.db.execute(sql`
      insert into providers (name, category, phone, email, website, address, description, created_at)
      select repeat('N', 250) || lpad(i::text, 5, '0'), 'Lawyer', repeat('5', 50), repeat('e', 240) || i || '@fat.test',
        'https://' || repeat('w', 240) || '.test', repeat('A', 500), repeat('D', 5000),
        ${base}::timestamptz - interval '1 day' + i * interval '1 second'
      from generate_series(1, 60) as s(i)`);
    const paged = (from: number, to: number) =>
      sql`(select id, name from providers where name between ${`Paged ${String(from).padStart(3, "0")}`} and ${`Paged ${String(to).padStart(3, "0")}`})`;
    // The viewer's own list: 40 entries, 4 per created_at.
    await t.db.execute(sql`
      insert into user_providers (user_id, provider_id, created_at)
      select ${viewer.user.id}, id, ${base}::timestamptz + (row_number() over (order by name) / 4) * interval '1 minute'
      from providers where name like 'Paged %' and name <= 'Paged 040'`);
    // A friend's list (Paged 001–015) and an incomplete profile's (041–045, not a friend).
    await t.db.execute(
      sql`insert into user_providers (user_id, provider_id) select ${friend.user.id}, id from ${paged(1, 15)} p`,
    );
    await t.db.execute(
      sql`insert into user_providers (user_id, provider_id) select ${incomplete.user.id}, id from ${paged(41, 45)} p`,
    );
    // Friend recommendations on Paged 010–035: 4 stars or more on the even ones; long comments.
    await t.db.execute(sql`
      insert into recommendations (from_user_id, provider_id, source, rating, comment)
      select ${recommender.user.id}, id, 'vouch', case when right(name, 1)::int % 2 = 0 then 5 else 3 end, repeat('c', 2000)
      from ${paged(10, 35)} p`);
    // Addressed to someone else: not the viewer's.
    await t.db.execute(sql`
      insert into recommendations (from_user_id, to_user_id, provider_id, source, rating)
      select ${recommender.user.id}, ${friend.user.id}, id, 'vouch', 5 from ${paged(50, 52)} p`);
  });

  it("GET /api/providers walks the directory newest first, 30 by default, category and search kept in Link", async () => {
    const everyone = await ids(sql`select id from providers order by created_at desc, id desc`);
    await expectWalk(viewer, "/api/providers", 30, everyone);
    const painters = await ids(sql`select id from providers where category = 'Painter' order by created_at desc, id desc`);
    const walked = await expectWalk(viewer, "/api/providers?category=Painter&limit=7", 7, painters);
    for (const link of walked.links) {
      const url = new URL(link, "http://x");
      expect(url.pathname).toBe("/api/providers");
      expect(url.searchParams.get("category")).toBe("Painter");
      expect(url.searchParams.get("limit")).toBe("7");
    }
    const search = await ids(sql`select id from providers where name like 'Paged 01%' order by created_at desc, id desc`);
    await expectWalk(viewer, `/api/providers?search=${encodeURIComponent("paged 01")}&limit=3`, 3, search);
  });

  it("list items are the lean card (no detail fields), and a fat page stops before 64 KB", async () => {
    const res = await viewer.request({ method: "GET", url: "/api/providers?limit=100&category=Lawyer" });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThanOrEqual(PAGE_BYTES_MAX);
    const items = res.json<Record<string, unknown>[]>();
    expect(items.length).toBeGreaterThan(10);
    expect(items.length).toBeLessThan(60);
    expect(nextLink(res)).not.toBeNull();
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(providerListItemSchema.shape).sort());
      expect(item).not.toHaveProperty("description");
    }
    const lawyers = await ids(sql`select id from providers where category = 'Lawyer' order by created_at desc, id desc`);
    const walked = await walk(viewer, "/api/providers?limit=100&category=Lawyer", 100);
    expect(walked.items.map((p) => p.id)).toEqual(lawyers);
    expect(walked.pages).toBeGreaterThan(1);
  });

  it("cards carry 2 recommendations with their overflow count and shortened comments", async () => {
    const [rec] = await ids(sql`select id from providers where name = 'Paged 012'`);
    await t.db.execute(sql`
      insert into recommendations (from_user_id, provider_id, source, rating, comment)
      select ${friend.user.id}, ${rec}, 'vouch', 4, 'second'`);
    const walked = await walk<{ id: string; recommendations: { comment: string | null }[]; recommendationCount: number }>(
      viewer,
      "/api/providers?search=paged%20012",
      30,
    );
    const card = walked.items.find((p) => p.id === rec)!;
    expect(card.recommendationCount).toBe(2);
    expect(card.recommendations).toHaveLength(2);
    for (const r of card.recommendations) expect((r.comment ?? "").length).toBeLessThanOrEqual(160);
  });

  it("GET /api/providers/saved walks the viewer's list in the order it was added", async () => {
    const saved = await ids(sql`
      select p.id from user_providers up join providers p on p.id = up.provider_id
      where up.user_id = ${viewer.user.id} order by up.created_at desc, up.provider_id desc`);
    expect(saved.length).toBe(40);
    await expectWalk(viewer, "/api/providers/saved?limit=9", 9, saved);
    // The friend's 15 entries were inserted in one statement: one created_at, the id decides.
    const friends = await ids(sql`
      select provider_id as id from user_providers where user_id = ${friend.user.id} order by created_at desc, provider_id desc`);
    expect(friends.length).toBe(15);
    await expectWalk(friend, "/api/providers/saved?limit=4", 4, friends);
  });

  it("GET /api/providers/contact-recommended walks friends' providers newest first", async () => {
    const expected = await ids(sql`
      select id from providers p where
        exists(select 1 from user_providers up join users u on u.id = up.user_id
          where up.provider_id = p.id and u.id <> ${viewer.user.id} and u.is_profile_complete)
        or exists(select 1 from recommendations r join users u on u.id = r.from_user_id
          where r.provider_id = p.id and u.id <> ${viewer.user.id} and u.is_profile_complete
          and (r.to_user_id is null or r.to_user_id = ${viewer.user.id}))
      order by created_at desc, id desc`);
    expect(expected.length).toBeGreaterThan(20);
    await expectWalk(viewer, "/api/providers/contact-recommended?limit=6", 6, expected);
  });

  it("GET /api/providers/recommended walks 4-star friend picks best rated first", async () => {
    const expected = await ids(sql`
      select id from providers p where exists(select 1 from recommendations r join users u on u.id = r.from_user_id
        where r.provider_id = p.id and u.id <> ${viewer.user.id} and u.is_profile_complete and coalesce(r.rating, 5) >= 4
        and (r.to_user_id is null or r.to_user_id = ${viewer.user.id}))
      order by rating desc, review_count desc, created_at desc, id desc`);
    expect(expected.length).toBeGreaterThan(10);
    await expectWalk(viewer, "/api/providers/recommended?limit=4", 4, expected);
  });

  it("GET /api/providers/browse: friend-recommended first, then the rest, each newest first", async () => {
    const expected = await ids(sql`
      select id from providers p order by
        (exists(select 1 from user_providers up join users u on u.id = up.user_id
          where up.provider_id = p.id and u.id <> ${viewer.user.id} and u.is_profile_complete)
        or exists(select 1 from recommendations r join users u on u.id = r.from_user_id
          where r.provider_id = p.id and u.id <> ${viewer.user.id} and u.is_profile_complete
          and (r.to_user_id is null or r.to_user_id = ${viewer.user.id}))) desc, created_at desc, id desc`);
    await expectWalk(viewer, "/api/providers/browse?limit=8", 8, expected);
    // A page boundary inside the friend group, one across the groups, and the default size.
    await expectWalk(viewer, "/api/providers/browse?limit=27", 27, expected);
    await expectWalk(viewer, "/api/providers/browse", 30, expected);
    const painters = await ids(sql`
      select id from providers p where category = 'Painter' order by
        (exists(select 1 from user_providers up join users u on u.id = up.user_id
          where up.provider_id = p.id and u.id <> ${viewer.user.id} and u.is_profile_complete)
        or exists(select 1 from recommendations r join users u on u.id = r.from_user_id
          where r.provider_id = p.id and u.id <> ${viewer.user.id} and u.is_profile_complete
          and (r.to_user_id is null or r.to_user_id = ${viewer.user.id}))) desc, created_at desc, id desc`);
    await expectWalk(viewer, "/api/providers/browse?category=Painter&limit=5", 5, painters);
  });

  it("refuses bad limits and cursors with the one error shape", async () => {
    const saved = await walk(viewer, "/api/providers/saved?limit=5", 5);
    const foreign = cursorOf(saved.links[0]!);
    for (const path of [
      "/api/providers",
      "/api/providers/browse",
      "/api/providers/contact-recommended",
      "/api/providers/recommended",
    ]) {
      await expectBadPaging(viewer, path, foreign);
    }
    const directory = await walk(viewer, "/api/providers?limit=50", 50);
    await expectBadPaging(viewer, "/api/providers/saved", cursorOf(directory.links[0]!));
    await expectTamperedCursors(viewer, "/api/providers", cursorOf(directory.links[0]!));
    await expectTamperedCursors(viewer, "/api/providers/saved", foreign);
    const browse = await walk(viewer, "/api/providers/browse?limit=50", 50);
    await expectTamperedCursors(viewer, "/api/providers/browse", cursorOf(browse.links[0]!));
    const recommended = await walk(viewer, "/api/providers/recommended?limit=3", 3);
    await expectTamperedCursors(viewer, "/api/providers/recommended", cursorOf(recommended.links[0]!));
  });
});

describe("people, activity and requests", () => {
  beforeAll(async () => {
    // 24 completed profiles with repeated names (the id decides), a few without a first name,
    // and 5 incomplete ones that are nobody's friend.
    await t.db.execute(sql`
      insert into users (email, first_name, last_name, phone, is_profile_complete)
      select 'pager' || i || '@paged.test', case when i % 6 = 0 then null else (array['Ana', 'bo', 'Cy'])[1 + i % 3] end,
        case when i % 2 = 0 then 'Pager' else 'pager' end, '555-02' || lpad(i::text, 2, '0'), i <= 24
      from generate_series(1, 29) as s(i)`);
    // 20 active requests from friends in two instants, 4 resolved, 3 from incomplete profiles;
    // suggestions on some of them.
    await t.db.execute(sql`
      insert into provider_requests (user_id, title, category, status, created_at)
      select case when i > 24 then ${incomplete.user.id}::uuid else ${recommender.user.id}::uuid end, 'Need help ' || i, 'Plumber',
        (case when i between 21 and 24 then 'resolved' else 'active' end)::request_status,
        '2025-02-01T00:00:00Z'::timestamptz + (i % 2) * interval '1 day'
      from generate_series(1, 27) as s(i)`);
    await t.db.execute(sql`
      insert into provider_suggestions (request_id, suggesting_user_id, provider_name, comment)
      select r.id, ${friend.user.id}, 'Suggested ' || n, 'try them'
      from provider_requests r cross join generate_series(1, 3) as s(n) where r.title like 'Need help 1%'`);
  });

  it("GET /api/friends and /api/users/all walk people in name order", async () => {
    const everyone = await ids(sql`
      select id from users where is_profile_complete and id <> ${viewer.user.id}
      order by lower(coalesce(first_name, '')), lower(coalesce(last_name, '')), id`);
    expect(everyone.length).toBeGreaterThan(25);
    const friends = await expectWalk(viewer, "/api/friends?limit=7", 7, everyone);
    expect(friends.items[0]).toHaveProperty("summary");
    await expectWalk(viewer, "/api/friends", 30, everyone);
    const pagers = await ids(sql`
      select id from users where is_profile_complete and id <> ${viewer.user.id} and email like 'pager%'
      order by lower(coalesce(first_name, '')), lower(coalesce(last_name, '')), id`);
    expect(pagers).toHaveLength(24);
    await expectWalk(viewer, "/api/friends?search=pager&limit=5", 5, pagers);
    await expectWalk(viewer, "/api/users/all?search=pager&limit=5", 5, pagers);
  });

  it("GET /api/recommendations walks friend activity newest first", async () => {
    const expected = await ids(sql`
      select r.id from recommendations r join users u on u.id = r.from_user_id
      where r.from_user_id <> ${viewer.user.id} and u.is_profile_complete
        and (r.to_user_id is null or r.to_user_id = ${viewer.user.id})
      order by r.created_at desc, r.id desc`);
    expect(expected.length).toBeGreaterThan(20);
    await expectWalk(viewer, "/api/recommendations?limit=6", 6, expected);
    const home = await viewer.request({ method: "GET", url: "/api/recommendations?limit=3" });
    expect(res3(home)).toEqual(expected.slice(0, 3));
    expect(Number(home.headers["x-total-count"])).toBe(expected.length);
  });

  it("GET /api/provider-suggestions walks friends' active requests newest first, with their suggestions", async () => {
    const expected = await ids(sql`
      select r.id from provider_requests r join users u on u.id = r.user_id
      where r.user_id <> ${viewer.user.id} and r.status = 'active' and u.is_profile_complete
      order by r.created_at desc, r.id desc`);
    expect(expected).toHaveLength(20);
    const walked = await expectWalk(viewer, "/api/provider-suggestions?limit=6", 6, expected);
    const withSuggestions = (walked.items as unknown as { title: string; suggestions: unknown[] }[]).filter(
      (r) => r.suggestions.length > 0,
    );
    expect(withSuggestions.map((r) => r.title).sort()).toEqual(
      ["Need help 1", "Need help 10", "Need help 11", "Need help 12", "Need help 13", "Need help 14"].concat([
        "Need help 15",
        "Need help 16",
        "Need help 17",
        "Need help 18",
        "Need help 19",
      ]),
    );
    for (const r of withSuggestions) expect(r.suggestions).toHaveLength(3);
  });

  it("refuses bad limits and cursors with the one error shape", async () => {
    const activity = await walk(viewer, "/api/recommendations?limit=2", 2);
    const foreign = cursorOf(activity.links[0]!);
    const friends = await walk(viewer, "/api/friends?limit=10", 10);
    const requests = await walk(viewer, "/api/provider-suggestions?limit=5", 5);
    await expectBadPaging(viewer, "/api/friends", foreign);
    await expectBadPaging(viewer, "/api/users/all?search=pager", foreign);
    await expectBadPaging(viewer, "/api/provider-suggestions", foreign);
    await expectBadPaging(viewer, "/api/recommendations", cursorOf(friends.links[0]!));
    await expectTamperedCursors(viewer, "/api/friends", cursorOf(friends.links[0]!), [1, 2]);
    await expectTamperedCursors(viewer, "/api/recommendations", foreign);
    await expectTamperedCursors(viewer, "/api/provider-suggestions", cursorOf(requests.links[0]!));
  });
});

describe("a provider's project lists", () => {
  let providerId: string;
  beforeAll(async () => {
    providerId = (await ids(sql`insert into providers (name, category) values ('Project Magnet', 'Carpenter') returning id`))[0]!;
    // Projects of the viewer (6), a friend (14), an incomplete profile (3), and 2 of the friend's
    // shared with the viewer; links made in three instants.
    const owners = [
      ...Array.from({ length: 6 }, () => viewer.user.id),
      ...Array.from({ length: 14 }, () => friend.user.id),
      ...Array.from({ length: 3 }, () => incomplete.user.id),
    ];
    const projectIds: string[] = [];
    for (const [i, owner] of owners.entries()) {
      const [id] = await ids(sql`insert into projects (user_id, title) values (${owner}, ${`Magnet job ${i}`}) returning id`);
      projectIds.push(id!);
    }
    await t.db.execute(sql`
      insert into project_providers (project_id, provider_id, status, rating, review, created_at)
      select p.id, ${providerId}, 'completed', 4, 'solid', '2025-03-01T00:00:00Z'::timestamptz + (row_number() over (order by p.id) % 3) * interval '1 hour'
      from projects p where p.title like 'Magnet job %'`);
    await t.db.execute(sql`
      insert into project_collaborators (project_id, user_id)
      select id, ${viewer.user.id} from projects where title in ('Magnet job 7', 'Magnet job 8')`);
    // The owner's recommendation and a collaborator's on the same link: still one row per link.
    await t.db.execute(sql`
      insert into recommendations (from_user_id, provider_id, project_id, project_provider_id, rating, comment)
      select p.user_id, pp.provider_id, p.id, pp.id, 5, 'owner says' from project_providers pp join projects p on p.id = pp.project_id
      where pp.provider_id = ${providerId}`);
    await t.db.execute(sql`
      insert into recommendations (from_user_id, provider_id, project_id, project_provider_id, rating, comment)
      select ${recommender.user.id}, pp.provider_id, p.id, pp.id, 2, 'collaborator says' from project_providers pp
      join projects p on p.id = pp.project_id where pp.provider_id = ${providerId} and p.user_id = ${friend.user.id}`);
  });

  it("GET /api/providers/{id}/projects: the viewer's first, then friends', newest link first", async () => {
    const expected = await ids(sql`
      select p.id from project_providers pp join projects p on p.id = pp.project_id join users u on u.id = p.user_id
      where pp.provider_id = ${providerId} and (p.user_id = ${viewer.user.id} or u.is_profile_complete
        or exists(select 1 from project_collaborators c where c.project_id = p.id and c.user_id = ${viewer.user.id}))
      order by (p.user_id = ${viewer.user.id}) desc, pp.created_at desc, pp.id desc`);
    expect(expected).toHaveLength(20);
    await expectWalk(viewer, `/api/providers/${providerId}/projects?limit=6`, 6, expected);
  });

  it("GET /api/providers/{id}/user-projects: own and shared projects, newest link first", async () => {
    const expected = await ids(sql`
      select p.id from project_providers pp join projects p on p.id = pp.project_id
      where pp.provider_id = ${providerId} and (p.user_id = ${viewer.user.id}
        or exists(select 1 from project_collaborators c where c.project_id = p.id and c.user_id = ${viewer.user.id}))
      order by pp.created_at desc, pp.id desc`);
    expect(expected).toHaveLength(8);
    await expectWalk(viewer, `/api/providers/${providerId}/user-projects?limit=3`, 3, expected);
  });

  it("GET /api/providers/{id}/contact-projects: friends' projects, one row per link with the owner's word", async () => {
    const expected = await ids(sql`
      select p.id from project_providers pp join projects p on p.id = pp.project_id join users u on u.id = p.user_id
      where pp.provider_id = ${providerId} and p.user_id <> ${viewer.user.id} and u.is_profile_complete
      order by pp.created_at desc, pp.id desc`);
    expect(expected).toHaveLength(14);
    type Row = { id: string; project: { id: string }; recommendation: { comment: string } | null };
    const walked = await walk<Row>(viewer, `/api/providers/${providerId}/contact-projects?limit=4`, 4);
    expect(walked.items.map((r) => r.project.id)).toEqual(expected);
    expect(walked.total).toBe(14);
    expect(walked.items.every((r) => r.recommendation?.comment === "owner says")).toBe(true);
  });

  it("a provider's project lists: 404 for an unknown provider, an empty page for one without projects", async () => {
    const lonely = (
      await viewer.request({ method: "POST", url: "/api/providers", payload: { name: "No Projects Yet", category: "Painter" } })
    ).json<{ id: string }>();
    for (const list of ["projects", "user-projects", "contact-projects"]) {
      const unknown = await viewer.request({ method: "GET", url: `/api/providers/${randomUUID()}/${list}` });
      expect(unknown.statusCode, list).toBe(404);
      expect(unknown.json(), list).toMatchObject({ code: "NOT_FOUND", message: "Provider not found" });
      const empty = await viewer.request({ method: "GET", url: `/api/providers/${lonely.id}/${list}` });
      expect(empty.statusCode, list).toBe(200);
      expect(empty.json(), list).toEqual([]);
      expect(empty.headers["x-total-count"], list).toBe("0");
    }
  });

  it("refuses bad limits and cursors with the one error shape", async () => {
    const own = await walk(viewer, `/api/providers/${providerId}/user-projects?limit=3`, 3);
    const foreign = cursorOf(own.links[0]!);
    const all = await walk(viewer, `/api/providers/${providerId}/projects?limit=3`, 3);
    await expectBadPaging(viewer, `/api/providers/${providerId}/projects`, foreign);
    await expectBadPaging(viewer, `/api/providers/${providerId}/contact-projects`, foreign);
    await expectBadPaging(viewer, `/api/providers/${providerId}/user-projects`, cursorOf(all.links[0]!));
    await expectTamperedCursors(viewer, `/api/providers/${providerId}/projects`, cursorOf(all.links[0]!));
    await expectTamperedCursors(viewer, `/api/providers/${providerId}/user-projects`, foreign);
  });
});

function res3(res: LightMyRequestResponse): string[] {
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string }[]>().map((r) => r.id);
}
