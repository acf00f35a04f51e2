// Directory harvesting: one account is shown at most N distinct other people per minute
// across the calls that return people (user search, Friends, a friend's profile and projects, a
// provider's network projects); the same people again do not count; the window resets; over the
// bound the answer is 429 in the one error shape, and a refused call counts nobody.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FriendListItem } from "../../common/schemas/friends";
import { peopleLookups } from "../../server/db/schema";
import { peopleBound, purgeExpiredPeopleLookups } from "../../server/features/users/lookup-limit";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { projectWithLink } from "./projects-helpers";

const LIMIT = 5;
let t: TestApp;
/** Eight people, in the Friends list's name order. */
let people: SignedInUser[];

beforeAll(async () => {
  t = await buildTestApp({ peopleLookupsPerMinute: LIMIT });
  people = [];
  for (let i = 1; i <= 8; i++) {
    people.push(await createUser(t.app, { profile: { firstName: `Person${i}`, lastName: "Lookup" } }));
  }
});
afterAll(() => t.close());

const get = (user: SignedInUser, url: string) => user.request({ method: "GET", url });
/** An account named to sort after the eight people in the Friends list. */
const newViewer = () => createUser(t.app, { profile: { firstName: "Zed", lastName: "Viewer" } });

/** Moves the viewer's window a minute into the past, and the app's clock on, as if a minute had gone by. */
async function aMinuteLater(viewer: SignedInUser) {
  t.advanceClock(61_000);
  await countedAgo(viewer, 61);
}

async function counted(viewer: SignedInUser): Promise<number> {
  return (await t.db.select().from(peopleLookups).where(eq(peopleLookups.viewerId, viewer.user.id))).length;
}

/** The test database as another process would hold it, counting the statements and transactions it is sent. */
function countingCalls() {
  const calls = { execute: 0, transaction: 0 };
  const db = new Proxy(t.db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (prop === "execute" || prop === "transaction") calls[prop] += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db, calls };
}

/** Moves the viewer's rows `seconds` into the past, as if they had been counted that long ago. */
async function countedAgo(viewer: SignedInUser, seconds: number) {
  await t.db
    .update(peopleLookups)
    .set({ seenAt: sql`${peopleLookups.seenAt} - make_interval(secs => ${seconds})` })
    .where(eq(peopleLookups.viewerId, viewer.user.id));
}

function expectLimited(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({
    code: "RATE_LIMITED",
    message: "You have looked up too many people in the last minute. Please wait a minute and try again.",
  });
}

describe("the per-minute bound on people looked up", () => {
  it("counts distinct people across calls, not calls; refuses past the bound with 429; resets after a minute", async () => {
    const viewer = await newViewer();
    const page = await get(viewer, "/api/friends?limit=3");
    expect(page.json<FriendListItem[]>().map((f) => f.firstName)).toEqual(["Person1", "Person2", "Person3"]);
    // The same three people again, one at a time and as a list, count once.
    for (let i = 0; i < 4; i++) expect((await get(viewer, "/api/friends?limit=3")).statusCode).toBe(200);
    expect((await get(viewer, `/api/contacts/${people[0]!.user.id}`)).statusCode).toBe(200);
    expect((await get(viewer, `/api/contacts/${people[1]!.user.id}/projects`)).statusCode).toBe(200);
    expect((await get(viewer, "/api/users/all?search=person3")).statusCode).toBe(200);
    expect(await counted(viewer)).toBe(3);

    // Two more make five, the bound.
    expect((await get(viewer, "/api/friends?limit=5")).statusCode).toBe(200);
    expect(await counted(viewer)).toBe(5);
    // A sixth person is refused, by every kind of call, and a refused call counts nobody.
    expectLimited(await get(viewer, `/api/contacts/${people[5]!.user.id}`));
    expectLimited(await get(viewer, `/api/contacts/${people[5]!.user.id}/projects`));
    expectLimited(await get(viewer, "/api/users/all?search=person6"));
    expectLimited(await get(viewer, "/api/friends?limit=6"));
    expect(await counted(viewer)).toBe(5);
    // People already seen in the window still answer.
    expect((await get(viewer, "/api/friends?limit=5")).statusCode).toBe(200);
    expect((await get(viewer, `/api/contacts/${people[4]!.user.id}`)).statusCode).toBe(200);
    // Another account has its own bound.
    const other = await newViewer();
    expect((await get(other, "/api/friends?limit=5")).statusCode).toBe(200);

    // A minute later the window starts again: five new people fit, a sixth does not.
    await aMinuteLater(viewer);
    expect((await get(viewer, `/api/contacts/${people[5]!.user.id}`)).statusCode).toBe(200);
    expect((await get(viewer, "/api/users/all?search=person7")).statusCode).toBe(200);
    expect((await get(viewer, "/api/users/all?search=person8")).statusCode).toBe(200);
    expect((await get(viewer, "/api/friends?limit=2")).statusCode).toBe(200);
    expectLimited(await get(viewer, "/api/friends?limit=3"));

    // Housekeeping removes windows that are over.
    await aMinuteLater(viewer);
    await purgeExpiredPeopleLookups(t.db);
    expect(await counted(viewer)).toBe(0);
    expect(await counted(other)).toBe(5);
  });

  it("records a first sight in one statement; lets people already counted through in one on another process, in none on this one", async () => {
    const viewer = await newViewer();
    const friend = people[0]!.user.id;
    t.statements.lookupBound = 0;
    expect((await get(viewer, `/api/contacts/${friend}`)).statusCode).toBe(200);
    // First sight: one statement (the database's record_people_shown finds them missing, takes the
    // account's lock, counts and records).
    expect(t.statements.lookupBound).toBe(1);
    t.statements.lookupBound = 0;
    t.statements.count = 0;
    // This process knows the database counted them: no statement of the bound at all.
    expect((await get(viewer, `/api/contacts/${friend}/projects`)).statusCode).toBe(200);
    expect(t.statements.lookupBound).toBe(0);
    // The session lookup, the friend's projects (the friend check is one of its conditions), their providers.
    expect(t.statements.count).toBeLessThanOrEqual(3);
    expect(await counted(viewer)).toBe(1);

    // Another process on the same database does not know: one statement (a read inside), no
    // transaction of the app's; then it knows too.
    const { db: spied, calls } = countingCalls();
    const otherProcess = peopleBound(spied, LIMIT);
    await otherProcess.record(viewer.user.id, [friend]);
    expect(calls).toEqual({ execute: 1, transaction: 0 });
    await otherProcess.record(viewer.user.id, [friend]);
    expect(calls).toEqual({ execute: 1, transaction: 0 });

    // Once their minute is over, showing them again starts a new window, in one statement.
    await aMinuteLater(viewer);
    t.statements.lookupBound = 0;
    expect((await get(viewer, `/api/contacts/${friend}/projects`)).statusCode).toBe(200);
    expect(t.statements.lookupBound).toBe(1);
    const [row] = await t.db.select().from(peopleLookups).where(eq(peopleLookups.viewerId, viewer.user.id));
    expect(Date.now() - row!.seenAt.getTime()).toBeLessThan(30_000);
  });

  it("never lets this process's memory carry a person past the bound", async () => {
    const viewer = await newViewer();
    expect((await get(viewer, "/api/friends?limit=5")).statusCode).toBe(200);
    expect(await counted(viewer)).toBe(5);
    // The five again, known here: let through without asking. A sixth still asks, and is refused.
    t.statements.lookupBound = 0;
    expect((await get(viewer, "/api/friends?limit=5")).statusCode).toBe(200);
    expect(t.statements.lookupBound).toBe(0);
    expectLimited(await get(viewer, "/api/friends?limit=6"));
    expectLimited(await get(viewer, `/api/contacts/${people[5]!.user.id}`));
    expect(await counted(viewer)).toBe(5);
  });

  it("remembers a person no longer than what is left of their minute in the database", async () => {
    const viewer = await newViewer();
    const [first, second] = [people[0]!.user.id, people[1]!.user.id];
    expect((await get(viewer, `/api/contacts/${first}`)).statusCode).toBe(200);
    await countedAgo(viewer, 40);
    // Another process, with a clock of its own: it learns the first person has about 20 s left,
    // on the read (all already counted) and on the write (one of them new).
    let now = Date.now();
    const { db: spied, calls } = countingCalls();
    const reader = peopleBound(spied, LIMIT, () => now);
    await reader.record(viewer.user.id, [first]);
    const writer = peopleBound(spied, LIMIT, () => now);
    await writer.record(viewer.user.id, [first, second]);
    expect(calls).toEqual({ execute: 2, transaction: 0 });
    await reader.record(viewer.user.id, [first]);
    await writer.record(viewer.user.id, [first]);
    expect(calls).toEqual({ execute: 2, transaction: 0 });
    // Nineteen seconds on (past what was left, less the margin), neither counts on the first
    // person any more: both ask the database again.
    now += 19_000;
    await reader.record(viewer.user.id, [first]);
    await writer.record(viewer.user.id, [first]);
    expect(calls).toEqual({ execute: 4, transaction: 0 });
  });

  it("sends at most 3 statements on a first sight of people, the bound's one included", async () => {
    // A provider on a project of someone else's, for its network projects.
    const { providerId } = await projectWithLink(t.db, people[6]!, "Sink");
    const urls = [
      "/api/friends?limit=2",
      "/api/users/all?search=person3",
      `/api/contacts/${people[3]!.user.id}`,
      `/api/contacts/${people[4]!.user.id}/projects`,
      `/api/providers/${providerId}/contact-projects`,
    ];
    for (const url of urls) {
      // A new viewer each time: everyone the call shows is new to them and to this process.
      const viewer = await newViewer();
      t.statements.count = 0;
      t.statements.lookupBound = 0;
      const res = await get(viewer, url);
      expect(res.statusCode, res.body).toBe(200);
      expect(t.statements.lookupBound, url).toBe(1);
      expect(t.statements.count + t.statements.lookupBound, url).toBeLessThanOrEqual(3);
    }
  });

  it("counts the friends a provider's network projects show", async () => {
    const viewer = await newViewer();
    const provider = (
      await viewer.request({ method: "POST", url: "/api/providers", payload: { name: "Network Pipes", category: "Plumber" } })
    ).json<{ id: string }>();
    // Six people attach the provider to a project of theirs: the network view lists all six.
    for (const person of people.slice(0, 6)) {
      const project = (await person.request({ method: "POST", url: "/api/projects", payload: { title: "Pipes" } })).json<{
        id: string;
      }>();
      const link = await person.request({
        method: "POST",
        url: `/api/projects/${project.id}/providers`,
        payload: { providerId: provider.id },
      });
      expect(link.statusCode, link.body).toBe(201);
    }
    expectLimited(await get(viewer, `/api/providers/${provider.id}/contact-projects`));
    expect(await counted(viewer)).toBe(0);
  });

  it("answers concurrent calls within the bound", async () => {
    const viewer = await newViewer();
    const results = await Promise.all(people.map((p) => get(viewer, `/api/contacts/${p.user.id}`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(LIMIT);
    for (const refused of results.filter((r) => r.statusCode !== 200)) expectLimited(refused);
    expect(await counted(viewer)).toBe(LIMIT);
  });
});
