// GET /api/projects is keyset-paged like every list that grows: with 300 projects (long
// descriptions, same creation time for many, so the id breaks ties), walking `Link: rel="next"`
// returns each project once, newest first, every page within its limit and 64 KB, with the
// total in `X-Total-Count` and two statements per page (the session lookup and the page).
import { and, eq, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { projects } from "../../server/db/schema";
import { PAGE_BYTES_MAX } from "../../common/schemas/paging";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

const PROJECTS = 300;
let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { profile: { firstName: "Petra", lastName: "Pager" } });
  // One statement: every tenth project shares its creation time with the others of its ten.
  await queryRows(
    t.db,
    sql`insert into projects (user_id, title, description, created_at)
        select ${owner.user.id}, 'Project ' || n, repeat('A long description of the work. ', 12),
               timestamptz '2026-01-01' + (n / 10) * interval '1 minute'
        from generate_series(1, ${PROJECTS}) n`,
  );
});
afterAll(() => t.close());

describe("GET /api/projects paging", () => {
  it("walks every project once, newest first, each page within its limit and 64 KB", async () => {
    const expected = (
      await queryRows<{ id: string }>(
        t.db,
        sql`select id from projects where user_id = ${owner.user.id} order by created_at desc, id desc`,
      )
    ).map((r) => r.id);
    expect(expected).toHaveLength(PROJECTS);

    for (const limit of [undefined, 100]) {
      const seen: string[] = [];
      let url: string | null = limit ? `/api/projects?limit=${limit}` : "/api/projects";
      let pages = 0;
      while (url) {
        t.statements.count = 0;
        const res = await owner.request({ method: "GET", url });
        expect(res.statusCode, res.body).toBe(200);
        expect(t.statements.count, url).toBe(2);
        expect(res.rawPayload.length).toBeLessThanOrEqual(PAGE_BYTES_MAX);
        expect(res.headers["x-total-count"]).toBe(String(PROJECTS));
        const items = res.json<{ id: string }[]>();
        expect(items.length).toBeGreaterThan(0);
        expect(items.length).toBeLessThanOrEqual(limit ?? 30);
        seen.push(...items.map((p) => p.id));
        const link = res.headers.link;
        url = link ? /^<([^>]+)>;\s*rel="next"$/.exec(String(link))![1]! : null;
        pages += 1;
      }
      expect(seen).toEqual(expected);
      // A page of 100 long cards passes 64 KB: it ends early and the next one goes on from there.
      expect(pages).toBeGreaterThanOrEqual(Math.ceil(PROJECTS / (limit ?? 30)));
    }
  });

  it("counts the total again for an empty page after a cursor", async () => {
    const first = await owner.request({ method: "GET", url: "/api/projects" });
    const next = /^<([^>]+)>;\s*rel="next"$/.exec(String(first.headers.link))![1]!;
    const shown = first.json<{ id: string }[]>().map((p) => p.id);
    // Everything after the first page goes: the cursor now points past the last project.
    await t.db.delete(projects).where(and(eq(projects.userId, owner.user.id), notInArray(projects.id, shown)));
    t.statements.count = 0;
    const res = await owner.request({ method: "GET", url: next });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers["x-total-count"]).toBe(String(shown.length));
    expect(res.headers.link).toBeUndefined();
    // The session, the page and the count.
    expect(t.statements.count).toBe(3);
  });

  it("answers 400 for a bad limit or another list's cursor", async () => {
    for (const url of ["/api/projects?limit=0", "/api/projects?limit=101", "/api/projects?cursor=bad!"]) {
      expect((await owner.request({ method: "GET", url })).statusCode, url).toBe(400);
    }
    const other = Buffer.from(JSON.stringify({ o: "notifications", k: ["1", "00000000-0000-4000-8000-000000000000"] })).toString(
      "base64url",
    );
    expect((await owner.request({ method: "GET", url: `/api/projects?cursor=${other}` })).statusCode).toBe(400);
  });
});
