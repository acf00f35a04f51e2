// Search that starts from the problem: GET /api/providers?search= and the lists that share its
// filters (Browse, From Friends, the trust order of the Add Provider wizard, My Providers) match a
// provider by name, category, description, the text of a review the viewer may already read, and
// the trade a problem word names (common/problem-search.ts). Matching decides which providers are
// listed; each list keeps its own order.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderListItem } from "../../common/schemas/providers";
import { providers, userProviders } from "../../server/db/schema";
import { recordJobReview } from "../../server/features/reviews/record-review";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let viewer: SignedInUser;
// A friend of the viewer (a completed profile): their list and reviews back providers.
let friend: SignedInUser;
const ids: Record<"plumber" | "oldPipes" | "hvac" | "sparks" | "hidden" | "painter", string> = {} as never;

async function names(url: string): Promise<string[]> {
  const res = await viewer.request({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProviderListItem[]>().map((p) => p.name);
}

/** A provider nobody has listed (no friend backs it), made at a fixed time so the newest order is known. */
async function provider(name: string, category: string, minutesAgo: number, description: string | null = null) {
  const [row] = await t.db
    .insert(providers)
    .values({ name, category, description, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .returning();
  return row!.id;
}

/** A job of the friend with the provider, finished and reviewed with `comment`; `visibility` of its project. */
async function reviewedJob(providerId: string, comment: string, visibility: "everyone" | "nobody") {
  const project = (await friend.request({ method: "POST", url: "/api/projects", payload: { title: `Job ${comment}` } })).json<{
    id: string;
  }>();
  const res = await friend.request({ method: "POST", url: `/api/projects/${project.id}/providers`, payload: { providerId } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const linkId = res.json<{ id: string }>().id;
  await t.db.execute(sql`update project_providers set status = 'completed' where id = ${linkId}`);
  await t.db.execute(sql`update projects set visibility = ${visibility} where id = ${project.id}`);
  await t.db.transaction((tx) =>
    recordJobReview(tx, {
      userId: friend.user.id,
      providerId,
      projectId: project.id,
      projectProviderId: linkId,
      rating: 5,
      comment,
      finalAmount: "300.00",
      source: "project",
    }),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createUser(t.app, { profile: { firstName: "Val", lastName: "Search" } });
  friend = await createUser(t.app, { profile: { firstName: "Fay", lastName: "Search" } });
  ids.oldPipes = await provider("Old Pipes", "Plumber", 60);
  ids.hvac = await provider("Climate Co", "HVAC", 50);
  ids.sparks = await provider("Bright Sparks", "Electrician", 40);
  ids.hidden = await provider("Quiet Hands", "Carpenter", 30);
  ids.painter = await provider("Plain Paint", "Painter", 20);
  ids.plumber = await provider("Aqua Pros", "Plumber", 10, "24/7 emergency plumbing, water heaters");
  // The older plumber is on the friend's list: Browse puts it first although it is older.
  await t.db.insert(userProviders).values({ userId: friend.user.id, providerId: ids.oldPipes, sourceType: "user_added" });
  await reviewedJob(ids.sparks, "Rewired the gazebo lights in a day", "everyone");
  await reviewedJob(ids.hidden, "Built us a gazebo, lovely work", "nobody");
}, 120_000);
afterAll(() => t.close());

describe("GET /api/providers?search= starts from the problem", () => {
  it.each([
    ["leak", ["Aqua Pros", "Old Pipes"]],
    ["water", ["Aqua Pros"]],
    ["emergency", ["Aqua Pros"]],
    ["Water heater", ["Aqua Pros", "Old Pipes"]],
    ["furnace", ["Climate Co"]],
    ["breaker", ["Bright Sparks"]],
    ["climate", ["Climate Co"]],
    ["hvac", ["Climate Co"]],
  ])("%s finds %j (newest first)", async (search, expected) => {
    expect(await names(`/api/providers?search=${encodeURIComponent(search)}`)).toEqual(expected);
  });

  it("matches the text of a review the viewer may read, never one on a project hidden from them", async () => {
    expect(await names("/api/providers?search=gazebo")).toEqual(["Bright Sparks"]);
    // The author reads their own review, hidden project or not.
    const own = (await friend.request({ method: "GET", url: "/api/providers?search=gazebo" })).json<ProviderListItem[]>();
    expect(own.map((p) => p.name)).toEqual(["Quiet Hands", "Bright Sparks"]);
    // Review text is searched from three characters (the trigram index's unit), names from one.
    expect(await names("/api/providers?search=ga")).toEqual([]);
    expect(await names("/api/providers?search=gaz")).toEqual(["Bright Sparks"]);
  });

  it("keeps each list's own order: Browse friend-backed first, From Friends and the trust order", async () => {
    const browse = await names("/api/providers/browse?search=leak");
    expect(browse).toEqual(["Old Pipes", "Aqua Pros"]);
    const fullBrowse = await names("/api/providers/browse");
    expect(browse).toEqual(fullBrowse.filter((n) => ["Old Pipes", "Aqua Pros"].includes(n)));

    expect(await names("/api/providers/contact-recommended?search=leak")).toEqual(["Old Pipes"]);
    expect(await names("/api/providers/contact-recommended?search=gazebo")).toEqual(["Bright Sparks"]);

    const trust = await names("/api/providers?order=trust&search=leak");
    const fullTrust = await names("/api/providers?order=trust");
    expect(trust).toEqual(fullTrust.filter((n) => ["Old Pipes", "Aqua Pros"].includes(n)));
    expect(trust).toHaveLength(2);
  });

  it("counts what matched in the total", async () => {
    const res = await viewer.request({ method: "GET", url: "/api/providers/browse?search=leak" });
    expect(res.headers["x-total-count"]).toBe("2");
    const friends = await viewer.request({ method: "GET", url: "/api/providers/contact-recommended?search=gazebo" });
    expect(friends.headers["x-total-count"]).toBe("1");
  });
});
