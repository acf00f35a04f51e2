// The category-total tests' community (category-total.test.ts and its PostgreSQL plan twin): a
// viewer with 40 plumbers and 40 electricians, one plumber marked "Don't hire again".
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { queryRows } from "../../server/db/client";
import { providerNotes, providers } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

export const PLUMBERS = 40;

export const CATEGORY_LISTS = [
  ["the directory", "/api/providers"],
  ["the directory by trust", "/api/providers?order=trust"],
  ["Browse", "/api/providers/browse"],
] as const;
export const withLimit = (url: string) => `${url}${url.includes("?") ? "&" : "?"}limit=5`;
export const inCategory = (url: string) => `${withLimit(url)}&category=Plumber`;

/** Builds the community before the file's tests and closes it after; the handle is filled then. */
export function useCategoryCommunity(): { t: TestApp; viewer: SignedInUser } {
  const community = {} as { t: TestApp; viewer: SignedInUser };
  beforeAll(async () => {
    const t = await buildTestApp();
    const viewer = await createUser(t.app, { profile: { firstName: "Vera", lastName: "Viewer" } });
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
    Object.assign(community, { t, viewer });
  }, 120_000);
  afterAll(() => community.t?.close());
  return community;
}

/** One call's statements (the session lookup included) and its X-Total-Count. */
export async function call({ t, viewer }: { t: TestApp; viewer: SignedInUser }, url: string) {
  await t.app.push.queue.idle();
  t.statements.count = 0;
  const res = await viewer.request({ method: "GET", url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { statements: t.statements.count, total: Number(res.headers["x-total-count"]) };
}
