// POST /api/providers/experience for each type (one transaction, rolled back on a failing step),
// vouching, saving a friend's provider, the friend lists and the provider's project views.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ContactProject,
  ExperienceResult,
  Provider,
  ProviderListItem,
  ProviderProject,
  UserProject,
} from "../../common/schemas/providers";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let viewer: SignedInUser;
let friend: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createUser(t.app, { profile: { firstName: "Vera", lastName: "Viewer" } });
  friend = await createUser(t.app, { profile: { firstName: "Fran", lastName: "Friend" } });
  stranger = await createUser(t.app, { profile: false });
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.db.execute(query);
  return (result as { rows: T[] }).rows;
}

const base = {
  wouldVouch: true,
  rating: 5,
  projectType: "one_time",
};

async function experience(user: SignedInUser, payload: Record<string, unknown>) {
  return user.request({ method: "POST", url: "/api/providers/experience", payload: { ...base, ...payload } });
}

describe("POST /api/providers/experience", () => {
  it("completed: creates provider, list entry, completed project, completed link, review and recommendation", async () => {
    const res = await experience(viewer, {
      name: "Finish Line Painting",
      category: "Painter",
      email: "paint@finish.com",
      experienceType: "completed",
      projectTitle: "Repaint the living room",
      projectCategory: "Painting",
      projectBudget: "3000",
      finalAmount: "2800.50",
      rating: 4,
      reviewText: "Clean lines and on time",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<ExperienceResult>();
    expect(body.provider).toMatchObject({
      name: "Finish Line Painting",
      isSaved: true,
      isVouched: true,
      vouchCount: 1,
      rating: "4.0",
      reviewCount: 1,
      userHired: true,
    });
    const [project] = await rows<{ status: string; project_type: string; budget: string; user_id: string }>(
      sql`select status, project_type, budget::text, user_id from projects where id = ${body.project.id}`,
    );
    expect(project).toMatchObject({ status: "completed", project_type: "one_time", budget: "3000.00", user_id: viewer.user.id });
    const [link] = await rows<{ status: string; final_amount: string; rating: number; review: string }>(
      sql`select status, final_amount::text, rating, review from project_providers where id = ${body.projectProviderId}`,
    );
    expect(link).toEqual({ status: "completed", final_amount: "2800.50", rating: 4, review: "Clean lines and on time" });
    const recs = await rows<{ source: string; rating: number; final_amount: string }>(
      sql`select source, rating, final_amount::text from recommendations where project_provider_id = ${body.projectProviderId}`,
    );
    expect(recs).toEqual([{ source: "experience", rating: 4, final_amount: "2800.50" }]);

    // The friend sees the viewer's recommendation on the card and the project in the network views.
    const asFriend = (await friend.request({ method: "GET", url: `/api/providers/${body.provider.id}` })).json<Provider>();
    expect(asFriend.isSaved).toBe(false);
    expect(asFriend.contactUsageCount).toBe(1);
    expect(asFriend.recommendations[0]).toMatchObject({
      rating: 4,
      comment: "Clean lines and on time",
      fromUser: { firstName: "Vera" },
      project: { title: "Repaint the living room" },
    });
    const network = (await friend.request({ method: "GET", url: `/api/providers/${body.provider.id}/contact-projects` })).json<
      ContactProject[]
    >();
    expect(network).toHaveLength(1);
    expect(network[0]).toMatchObject({
      project: { title: "Repaint the living room" },
      user: { firstName: "Vera", lastName: "Viewer" },
      recommendation: { rating: 4, comment: "Clean lines and on time" },
    });
    const projects = (await friend.request({ method: "GET", url: `/api/providers/${body.provider.id}/projects` })).json<
      ProviderProject[]
    >();
    expect(projects[0]).toMatchObject({ title: "Repaint the living room", isOwner: false, contactName: "Vera Viewer" });
    const own = (await viewer.request({ method: "GET", url: `/api/providers/${body.provider.id}/projects` })).json<
      ProviderProject[]
    >();
    expect(own[0]).toMatchObject({ isOwner: true, contactName: null });
    const mine = (await viewer.request({ method: "GET", url: `/api/providers/${body.provider.id}/user-projects` })).json<
      UserProject[]
    >();
    expect(mine[0]).toMatchObject({
      title: "Repaint the living room",
      projectProvider: { status: "completed", finalAmount: "2800.50" },
    });
    expect(
      (await friend.request({ method: "GET", url: `/api/providers/${body.provider.id}/user-projects` })).json<UserProject[]>()
        .length,
    ).toBe(0);
    expect(
      (await viewer.request({ method: "GET", url: `/api/providers/${body.provider.id}/contact-projects` })).json<unknown[]>()
        .length,
    ).toBe(0);
  });

  it("future: planning project, link quoted with the quote, no review", async () => {
    const res = await experience(viewer, {
      name: "Future Fence Co",
      category: "Fencing",
      experienceType: "future",
      projectTitle: "Back yard fence",
      quoteAmount: "4200",
      quoteNotes: "Cedar, 6 ft",
      rating: null,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<ExperienceResult>();
    const [link] = await rows<{ status: string; quote_amount: string; notes: string; rating: number | null }>(
      sql`select status, quote_amount::text, notes, rating from project_providers where id = ${body.projectProviderId}`,
    );
    expect(link).toEqual({ status: "quoted", quote_amount: "4200.00", notes: "Cedar, 6 ft", rating: null });
    expect(body.provider.reviewCount).toBe(0);
    expect(body.provider.quoteCount).toBe(1);
    const [project] = await rows<{ status: string }>(sql`select status from projects where id = ${body.project.id}`);
    expect(project!.status).toBe("planning");
    const future2 = await experience(viewer, {
      name: "Future Two",
      category: "Fencing",
      experienceType: "future",
      projectTitle: "Gate",
    });
    const [link2] = await rows<{ status: string }>(
      sql`select status from project_providers where id = ${future2.json<ExperienceResult>().projectProviderId}`,
    );
    expect(link2!.status).toBe("contacted");
  });

  it("ongoing: recurring active project with frequency fields; not_specified stored as null", async () => {
    const res = await experience(viewer, {
      name: "Green Lawn Crew",
      category: "Lawn Care",
      experienceType: "ongoing",
      recurringFrequency: "weekly",
      recurringDayOfWeek: 2,
      nextServiceDate: "2026-12-01",
      projectBudget: "80",
      relationshipDuration: "2 years",
      ongoingDescription: "They mow every Tuesday and edge nicely",
      rating: 5,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<ExperienceResult>();
    const [project] = await rows<Record<string, unknown>>(
      sql`select status, project_type, recurring_frequency, recurring_day_of_week, next_service_date::text as next, recurring_budget::text as rb, title, recurring_notes from projects where id = ${body.project.id}`,
    );
    expect(project).toMatchObject({
      status: "active",
      project_type: "recurring",
      recurring_frequency: "weekly",
      recurring_day_of_week: 2,
      next: "2026-12-01",
      rb: "80.00",
      // Named by the category, not by the provider (the friend feed names the provider already).
      title: "Lawn Care service",
      // How long, with its words: never a bare "2 years" line on the project.
      recurring_notes: "Used them for: 2 years",
    });
    const [link] = await rows<{ status: string; rating: number }>(
      sql`select status, rating from project_providers where id = ${body.projectProviderId}`,
    );
    expect(link).toEqual({ status: "active", rating: 5 });
    expect(body.provider.reviewCount).toBe(1);

    const unspecified = await experience(viewer, {
      name: "Maid Right",
      category: "House Cleaning",
      experienceType: "ongoing",
      recurringFrequency: "not_specified",
      ongoingDescription: "Comes whenever we ask",
      rating: 3,
    });
    expect(unspecified.statusCode).toBe(201);
    const [p2] = await rows<{ recurring_frequency: string | null }>(
      sql`select recurring_frequency from projects where id = ${unspecified.json<ExperienceResult>().project.id}`,
    );
    expect(p2!.recurring_frequency).toBeNull();
  });

  it("existing: links the provider to the caller's project; reuses a chosen existing provider", async () => {
    const first = (
      await experience(viewer, {
        name: "Host Project Provider",
        category: "Plumber",
        experienceType: "future",
        projectTitle: "Host project",
        rating: null,
      })
    ).json<ExperienceResult>();
    const dup = (
      await viewer.request({ method: "POST", url: "/api/providers", payload: { name: "Reuse Me", category: "Electrician" } })
    ).json<Provider>();
    const res = await experience(viewer, {
      existingProviderId: dup.id,
      name: "Reuse Me (typed again)",
      category: "Electrician",
      phone: "555-333-4444",
      experienceType: "existing",
      existingProjectId: first.project.id,
      rating: null,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<ExperienceResult>();
    expect(body.provider.id).toBe(dup.id);
    expect(body.provider.name).toBe("Reuse Me");
    expect(body.provider.phone).toBe("555-333-4444");
    expect(body.project.id).toBe(first.project.id);
    const links = await rows<{ provider_id: string; status: string }>(
      sql`select provider_id, status from project_providers where project_id = ${first.project.id} order by created_at`,
    );
    expect(links.map((l) => l.provider_id)).toEqual([first.provider.id, dup.id]);
    expect(links[1]!.status).toBe("contacted");
    expect((await rows(sql`select 1 from providers where name = 'Reuse Me (typed again)'`)).length).toBe(0);
  });

  it("rolls everything back when a late step fails (another user's project)", async () => {
    const friendsProject = (
      await experience(friend, {
        name: "Friend Only Provider",
        category: "Plumber",
        experienceType: "future",
        projectTitle: "Friend's bathroom",
        rating: null,
      })
    ).json<ExperienceResult>();
    const before = await rows<{ n: number }>(
      sql`select (select count(*) from user_providers)::int + (select count(*) from project_providers)::int + (select count(*) from reviews)::int + (select count(*) from recommendations)::int as n`,
    );
    const res = await experience(viewer, {
      name: "Rollback Provider",
      category: "Plumber",
      experienceType: "existing",
      existingProjectId: friendsProject.project.id,
      rating: 5,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Project not found");
    expect(await rows(sql`select id from providers where name = 'Rollback Provider'`)).toHaveLength(0);
    const after = await rows<{ n: number }>(
      sql`select (select count(*) from user_providers)::int + (select count(*) from project_providers)::int + (select count(*) from reviews)::int + (select count(*) from recommendations)::int as n`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);

    // Reusing an unknown provider fails too, with nothing written.
    const missing = await experience(viewer, {
      existingProviderId: "00000000-0000-4000-8000-000000000000",
      name: "Ghost",
      category: "Plumber",
      experienceType: "future",
      projectTitle: "Ghost project",
    });
    expect(missing.statusCode).toBe(404);
    expect(await rows(sql`select id from projects where title = 'Ghost project'`)).toHaveLength(0);
  });

  it.each([
    [{ name: "", category: "Plumber", experienceType: "future", projectTitle: "x" }, "Provider name is required"],
    [{ name: "N", category: "", experienceType: "future", projectTitle: "x" }, "Category is required"],
    [{ name: "N", category: "Plumber", email: "bad", experienceType: "future", projectTitle: "x" }, "Invalid email"],
    [{ name: "N", category: "Plumber", website: "bad site", experienceType: "future", projectTitle: "x" }, "Invalid website"],
    [
      { name: "N", category: "Plumber", experienceType: "completed", projectTitle: "x", rating: 6 },
      "Rating must be between 1 and 5",
    ],
    [
      { name: "N", category: "Plumber", experienceType: "completed", projectTitle: "x", rating: 4, reviewText: "short" },
      "Please share at least 10 characters about your experience",
    ],
    [
      { name: "N", category: "Plumber", experienceType: "completed", projectTitle: "  ", reviewText: "long enough review" },
      "Project title is required",
    ],
    [{ name: "N", category: "Plumber", experienceType: "future" }, "Project title is required"],
    [{ name: "N", category: "Plumber", experienceType: "existing", rating: null }, "Please select an existing project"],
    [
      { name: "N", category: "Plumber", experienceType: "ongoing", rating: null, ongoingDescription: "long enough text" },
      "Rating is required for ongoing relationships",
    ],
    [
      { name: "N", category: "Plumber", experienceType: "ongoing", ongoingDescription: "short" },
      "Please provide at least 10 characters describing your relationship",
    ],
  ])("rejects %j with the spec message", async (payload, message) => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from providers`);
    const res = await experience(viewer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from providers`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("accepts a completed experience without a review when the user would not vouch", async () => {
    const res = await experience(viewer, {
      name: "Meh Mechanics",
      category: "Mechanic",
      experienceType: "completed",
      projectTitle: "Brakes",
      wouldVouch: false,
      rating: 2,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<ExperienceResult>().provider).toMatchObject({ isVouched: false, rating: "2.0" });
  });
});

describe("vouching", () => {
  it("adds to the list, marks vouched, counts vouchers and records one recommendation per user", async () => {
    const p = (
      await friend.request({ method: "POST", url: "/api/providers", payload: { name: "Vouch Target", category: "Dentist" } })
    ).json<Provider>();
    const res = await viewer.request({
      method: "POST",
      url: `/api/providers/${p.id}/vouch`,
      payload: { rating: 4, comment: "Gentle and quick" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSaved: true, isVouched: true, vouchCount: 1 });
    expect(res.json<Provider>().savedMetadata).toMatchObject({
      sourceType: "vouched",
      vouchRating: 4,
      vouchComment: "Gentle and quick",
    });
    // Default rating 5, and the friend vouches too.
    const again = await friend.request({ method: "POST", url: `/api/providers/${p.id}/vouch`, payload: {} });
    expect(again.json()).toMatchObject({ vouchCount: 2, isVouched: true });
    await viewer.request({ method: "POST", url: `/api/providers/${p.id}/vouch`, payload: { rating: 5 } });
    const recs = await rows<{ from_user_id: string; rating: number }>(
      sql`select from_user_id, rating from recommendations where provider_id = ${p.id} and source = 'vouch' order by rating`,
    );
    expect(recs).toHaveLength(2);
    const asFriend = (await friend.request({ method: "GET", url: `/api/providers/${p.id}` })).json<Provider>();
    expect(asFriend.recommendations.map((r) => r.fromUser.id)).toEqual([viewer.user.id]);
    expect(asFriend.vouchCount).toBe(2);

    for (const rating of [0, 6, 2.5]) {
      const bad = await viewer.request({ method: "POST", url: `/api/providers/${p.id}/vouch`, payload: { rating } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe("Rating must be between 1 and 5");
    }
    expect(
      (await viewer.request({ method: "POST", url: "/api/providers/00000000-0000-4000-8000-000000000000/vouch", payload: {} }))
        .statusCode,
    ).toBe(404);
  });
});

describe("friend lists and saving", () => {
  it("lists friends' providers with who recommended them, and saves one once (409 after)", async () => {
    const fp = (
      await friend.request({
        method: "POST",
        url: "/api/providers",
        payload: { name: "Friendly Photos", category: "Photographer" },
      })
    ).json<Provider>();
    await friend.request({
      method: "POST",
      url: `/api/providers/${fp.id}/vouch`,
      payload: { rating: 5, comment: "Lovely wedding photos" },
    });
    // A user without a completed profile is not a friend: their list never shows.
    const hidden = (
      await stranger.request({
        method: "POST",
        url: "/api/providers",
        payload: { name: "Stranger Pick", category: "Photographer" },
      })
    ).json<Provider>();

    // A list item is the lean card; save-contact-provider accepts it as it is.
    const list = (await viewer.request({ method: "GET", url: "/api/providers/contact-recommended?category=Photographer" })).json<
      ProviderListItem[]
    >();
    const ids = list.map((p) => p.id);
    expect(ids).toContain(fp.id);
    expect(ids).not.toContain(hidden.id);
    const item = list.find((p) => p.id === fp.id)!;
    expect(item.recommendations[0]).toMatchObject({
      rating: 5,
      comment: "Lovely wedding photos",
      fromUser: { id: friend.user.id },
    });
    expect(item.friendMetadata?.friends[0]).toMatchObject({ id: friend.user.id, isVouched: true });
    expect(item.isSaved).toBe(false);
    const recommended = (await viewer.request({ method: "GET", url: "/api/providers/recommended" })).json<Provider[]>();
    expect(recommended.map((p) => p.id)).toContain(fp.id);
    const ownView = (
      await friend.request({ method: "GET", url: "/api/providers/contact-recommended?category=Photographer" })
    ).json<Provider[]>();
    expect(ownView.map((p) => p.id)).not.toContain(fp.id);

    const save = await viewer.request({
      method: "POST",
      url: "/api/providers/save-contact-provider",
      payload: { contactProvider: item, sourceContactId: friend.user.id },
    });
    expect(save.statusCode).toBe(201);
    expect(save.json()).toMatchObject({
      id: fp.id,
      isSaved: true,
      savedMetadata: { sourceType: "saved_from_contact", sourceContactId: friend.user.id },
    });
    const second = await viewer.request({
      method: "POST",
      url: "/api/providers/save-contact-provider",
      payload: { contactProvider: item, sourceContactId: friend.user.id },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain("already exists");
    const saved = (await viewer.request({ method: "GET", url: "/api/providers/saved" })).json<Provider[]>();
    expect(saved.filter((p) => p.id === fp.id)).toHaveLength(1);

    const unknown = await viewer.request({
      method: "POST",
      url: "/api/providers/save-contact-provider",
      payload: { contactProvider: { id: "00000000-0000-4000-8000-000000000000" } },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("welcome dialog state", () => {
  it("is unseen until marked, per user", async () => {
    expect((await viewer.request({ method: "GET", url: "/api/providers/welcome" })).json()).toEqual({ seen: false });
    expect((await viewer.request({ method: "POST", url: "/api/providers/welcome" })).json()).toEqual({ seen: true });
    expect((await viewer.request({ method: "GET", url: "/api/providers/welcome" })).json()).toEqual({ seen: true });
    expect((await friend.request({ method: "GET", url: "/api/providers/welcome" })).json()).toEqual({ seen: false });
  });
});

describe("recommended and friend list order", () => {
  it("lists friends' providers newest first and only 4+ star recommendations as recommended", async () => {
    const low = (
      await experience(friend, {
        name: "Low Star Lawyers",
        category: "Lawyer",
        experienceType: "completed",
        projectTitle: "Will",
        rating: 2,
        wouldVouch: false,
      })
    ).json<ExperienceResult>();
    const high = (
      await experience(friend, {
        name: "High Star Lawyers",
        category: "Lawyer",
        experienceType: "completed",
        projectTitle: "Deed",
        rating: 5,
        reviewText: "Clear and careful advice",
      })
    ).json<ExperienceResult>();
    const list = (await viewer.request({ method: "GET", url: "/api/providers/contact-recommended?category=Lawyer" })).json<
      Provider[]
    >();
    expect(list.map((p) => p.name)).toEqual(["High Star Lawyers", "Low Star Lawyers"]);
    const recommended = (await viewer.request({ method: "GET", url: "/api/providers/recommended" }))
      .json<Provider[]>()
      .map((p) => p.id);
    expect(recommended).toContain(high.provider.id);
    expect(recommended).not.toContain(low.provider.id);
    // Per-viewer hire facts: the friend hired them, the viewer did not.
    const asFriend = (await friend.request({ method: "GET", url: `/api/providers/${high.provider.id}` })).json<Provider>();
    const asViewer = (await viewer.request({ method: "GET", url: `/api/providers/${high.provider.id}` })).json<Provider>();
    expect([asFriend.userHired, asViewer.userHired]).toEqual([true, false]);
    expect([asFriend.hireCount, asViewer.hireCount]).toEqual([1, 1]);
    expect([asFriend.contactUsageCount, asViewer.contactUsageCount]).toEqual([0, 1]);
    expect(asViewer.projects).toEqual([{ id: high.project.id, title: "Deed", status: "completed" }]);
  });
});
