// The provider lists' kept cards (server/features/providers/card-cache.ts): whatever a list
// answers, kept or built, is the card built for its viewer, on a scale-seeded community (privacy
// settings, contacts-only people, collaborators) with projects of their own audience and
// recommendations addressed to one person added; and after each kind of write the triggers
// follow (migration 0050), the kept cards follow too. Compared with pageQuery, the lists' own
// builder, for every card of every list, for viewers of every kind.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderListItem } from "../../common/schemas/providers";
import { queryRows, type Database } from "../../server/db/client";
import { userProviders } from "../../server/db/schema";
import type { Page } from "../../server/paging";
import {
  browseProviders,
  listAllProviders,
  listContactRecommended,
  listRecommended,
  listSavedProviders,
  pageQuery,
  toListItem,
  type CardRow,
} from "../../server/features/providers/queries";
import { scaleEmail, seedScale } from "../../scripts/perf/seed/scale";
import { openTestDatabase } from "../support/test-db";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

const USERS = 40;
/** Viewers 1–10: every privacy setting of the seed (users.i % 10, % 20, % 5) and both kinds of details. */
const VIEWERS = Array.from({ length: 10 }, (_, i) => i + 1);
/** After a write: viewers of each setting (projects to contacts 3, to nobody 7, amounts kept 5, details to contacts 1). */
const AFTER_WRITES = [1, 3, 5, 7, 8];

let database: Database;
let viewerIds: string[];

type PageQuery = { limit: number; cursor?: string };
const LISTS: Record<string, (viewerId: string, query: PageQuery) => Promise<Page<ProviderListItem>>> = {
  directory: (v, q) => listAllProviders(database.db, v, q),
  "directory by trust": (v, q) => listAllProviders(database.db, v, { ...q, order: "trust" }),
  "directory searched": (v, q) => listAllProviders(database.db, v, { ...q, search: "plumb" }),
  "a category": (v, q) => listAllProviders(database.db, v, { ...q, category: "Plumber" }),
  browse: (v, q) => browseProviders(database.db, v, q),
  "browse of a category": (v, q) => browseProviders(database.db, v, { ...q, category: "Plumber" }),
  saved: (v, q) => listSavedProviders(database.db, v, q),
  "from friends": (v, q) => listContactRecommended(database.db, v, q),
  "from friends by trust": (v, q) => listContactRecommended(database.db, v, { ...q, order: "trust" }),
  "from friends of a category": (v, q) => listContactRecommended(database.db, v, { ...q, category: "Plumber" }),
  recommended: (v, q) => listRecommended(database.db, v, q),
};

async function walk(list: (typeof LISTS)[string], viewerId: string): Promise<ProviderListItem[]> {
  const items: ProviderListItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await list(viewerId, { limit: 100, cursor });
    items.push(...page.items);
    cursor = page.next ?? undefined;
  } while (cursor);
  return items;
}

/** The cards of `ids` built for the viewer, in the ids' order. */
async function builtFor(viewerId: string, ids: string[]): Promise<ProviderListItem[]> {
  if (ids.length === 0) return [];
  const byId = new Map(
    (await queryRows<CardRow>(database.db, pageQuery(viewerId, ids, "card"))).map((row) => [row.id, toListItem(row)]),
  );
  return ids.map((id) => byId.get(id)!);
}

/** Every list, for every viewer: what it answers is what is built for that viewer. Returns the cards compared. */
async function expectExact(lists = Object.keys(LISTS), viewers = afterWrites()): Promise<number> {
  let compared = 0;
  for (const name of lists) {
    for (const viewerId of viewers) {
      const items = await walk(LISTS[name]!, viewerId);
      expect(items, `${name} for ${viewerId}`).toEqual(
        await builtFor(
          viewerId,
          items.map((i) => i.id),
        ),
      );
      compared += items.length;
    }
  }
  return compared;
}

const afterWrites = () => AFTER_WRITES.map((n) => viewerIds[n - 1]!);

const exec = (query: ReturnType<typeof sql>) => database.db.execute(query);

describe("kept provider cards", () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedScale(database.db, { users: USERS });
    // A quarter of the projects get an audience of their own, whatever their owner's setting.
    await exec(sql`update projects set visibility = (array['everyone', 'contacts', 'nobody'])[1 + abs(hashtext(id::text)) % 3]
      where abs(hashtext(id::text || 'v')) % 4 = 0`);
    // Recommendations addressed to one person (each viewer among them), seen by them alone.
    await exec(sql`insert into recommendations (from_user_id, to_user_id, provider_id, source, rating, comment, created_at)
      select u.id, t.id, p.id, 'direct', 5, 'For you only', now() - i * interval '1 minute'
      from generate_series(1, ${USERS}) i
      join users u on u.email = 'scale-user-' || i || '@example.com'
      join users t on t.email = 'scale-user-' || (1 + i % 10) || '@example.com'
      cross join lateral (select id from providers order by md5(id::text || i) limit 1) p`);
    const rows = await queryRows<{ id: string; email: string }>(
      database.db,
      sql`select id, email from users where email in ${VIEWERS.map(scaleEmail)}`,
    );
    viewerIds = VIEWERS.map((n) => rows.find((r) => r.email === scaleEmail(n))!.id);
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it("answers every list, kept or built, as built for each viewer", async () => {
    // The first viewers' reads keep what nobody's cards hold; the later ones are answered from them.
    expect(await expectExact(Object.keys(LISTS), viewerIds)).toBeGreaterThan(VIEWERS.length * 100);
  }, 240_000);

  it("lists of a category hold the whole lists' providers of that category, in their order, and count them", async () => {
    const pairs = [
      ["directory", "a category"],
      ["from friends", "from friends of a category"],
      ["browse", "browse of a category"],
    ] as const;
    const found = { directory: 0, "from friends": 0, browse: 0 };
    for (const viewerId of viewerIds.slice(0, 4)) {
      for (const [whole, category] of pairs) {
        const expected = (await walk(LISTS[whole]!, viewerId)).filter((p) => p.category === "Plumber").map((p) => p.id);
        const listed = await walk(LISTS[category]!, viewerId);
        expect(listed.map((p) => p.id)).toEqual(expected);
        expect((await LISTS[category]!(viewerId, { limit: 1 })).total).toBe(expected.length);
        found[whole] += expected.length;
      }
    }
    expect(found.directory).toBeGreaterThan(0);
    expect(found["from friends"]).toBeGreaterThan(0);
  }, 240_000);

  it("follows the provider itself (providers_card_changed)", async () => {
    await expectExact(["directory"]);
    await exec(sql`update providers set name = name || ' Renamed', phone = '+1 212 555 0100', phone_key = '+12125550100'
      where id in (select id from providers order by id limit 40)`);
    await expectExact(["directory", "browse"]);
  }, 120_000);

  it("follows list entries and vouches (user_providers_card_changed)", async () => {
    await expectExact(["directory"]);
    await exec(sql`update user_providers set is_vouched = not is_vouched where abs(hashtext(id::text)) % 3 = 0`);
    await exec(sql`delete from user_providers where abs(hashtext(id::text)) % 5 = 0`);
    await expectExact(["directory", "saved"]);
  }, 120_000);

  it("follows project links (project_providers_card_changed)", async () => {
    await expectExact(["directory"]);
    await exec(sql`update project_providers set status = 'quoted', quote_amount = 120 where abs(hashtext(id::text)) % 3 = 0`);
    await exec(sql`delete from project_providers where abs(hashtext(id::text)) % 7 = 0`);
    await expectExact(["directory", "browse"]);
  }, 120_000);

  it("follows recommendations and reviews (recommendations_card_changed, reviews_card_changed)", async () => {
    await expectExact(["directory"]);
    await exec(
      sql`update recommendations set comment = 'Changed its words', final_amount = 99 where abs(hashtext(id::text)) % 3 = 0`,
    );
    await exec(sql`delete from recommendations where abs(hashtext(id::text)) % 7 = 0`);
    await exec(sql`delete from reviews where abs(hashtext(id::text)) % 2 = 0`);
    await expectExact(["directory", "recommended"]);
  }, 120_000);

  it("follows a project's title, trade and audience (projects_card_changed)", async () => {
    await expectExact(["directory"]);
    await exec(sql`update projects set title = title || ' (kitchen)' where abs(hashtext(id::text)) % 2 = 0`);
    await exec(sql`update projects set visibility = case when visibility = 'everyone' then 'nobody' else 'everyone' end
      where abs(hashtext(id::text || 'w')) % 3 = 0`);
    await expectExact(["directory", "browse"]);
  }, 120_000);

  it("follows a person's name, profile and privacy (users_card_changed)", async () => {
    await expectExact(["directory"]);
    await exec(sql`update users set first_name = first_name || 'a', privacy_amounts = not privacy_amounts
      where abs(hashtext(id::text)) % 2 = 0`);
    await exec(sql`update users set privacy_projects = case when privacy_projects = 'everyone' then 'contacts' else 'everyone' end
      where abs(hashtext(id::text || 'p')) % 3 = 0`);
    await exec(sql`update users set is_profile_complete = false where abs(hashtext(id::text || 'c')) % 5 = 0`);
    await expectExact(["directory", "from friends"]);
  }, 120_000);
});

describe("kept provider cards, through the app", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let reader: SignedInUser;
  let other: SignedInUser;
  let providerId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, { profile: { firstName: "Olga", lastName: "Owner", phone: "+1 415 555 0401" } });
    reader = await createUser(t.app, { profile: { firstName: "Rita", lastName: "Reader", phone: "+1 415 555 0402" } });
    other = await createUser(t.app, { profile: { firstName: "Otto", lastName: "Other", phone: "+1 415 555 0403" } });
    providerId = (await insertProvider(t.db, owner.user.id, { name: "Kept Plumbing" })).id;
  });
  afterAll(() => t.close());

  /** The directory's card of the provider for `user`, and the statements the call sent. */
  async function read(user: SignedInUser) {
    t.statements.count = 0;
    const res = await user.request({ method: "GET", url: "/api/providers" });
    expect(res.statusCode, res.body).toBe(200);
    return { card: res.json<ProviderListItem[]>().find((p) => p.id === providerId)!, statements: t.statements.count };
  }

  it("answers a kept card with one statement fewer, and builds it again after a write or for a viewer tied to it", async () => {
    await read(reader); // the session is kept from here on
    await read(other);
    await t.db.execute(sql`update providers set name = 'Kept Plumbing & Heating' where id = ${providerId}`);
    const built = await read(reader);
    expect(built.card.name).toBe("Kept Plumbing & Heating");
    const kept = await read(reader);
    expect(kept.statements).toBe(built.statements - 1);
    expect(kept.card).toEqual(built.card);
    // Another viewer with no tie to it is answered the same kept card.
    const forOther = await read(other);
    expect(forOther.statements).toBe(kept.statements);
    expect(forOther.card).toEqual(kept.card);
    // Once the reader has it on their list, the reader's card is built for them.
    await t.db.insert(userProviders).values({ userId: reader.user.id, providerId, sourceType: "user_added" });
    const tied = await read(reader);
    expect(tied.statements).toBe(built.statements);
    expect(tied.card.isSaved).toBe(true);
    // The owner, tied by their own entry, gets theirs too: the reader is the one friend named, not the owner.
    expect((await read(owner)).card.friendMetadata?.friends.map((f) => f.firstName)).toEqual(["Rita"]);
    expect((await read(other)).card.friendMetadata?.friends.map((f) => f.firstName)).toEqual(["Rita", "Olga"]);
  });
});
