// Provider requests, suggestions, +1s and saving a suggested provider, on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { providers, userProviders } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import type { FriendProviderRequest, MyProviderRequest, ProviderSuggestion } from "../../common/schemas/requests";

let t: TestApp;
let bea: SignedInUser;
let al: SignedInUser;
let cy: SignedInUser;
let incomplete: SignedInUser;
let providerId: string;

beforeAll(async () => {
  t = await buildTestApp();
  bea = await createUser(t.app, { profile: { firstName: "Bea", lastName: "Requester" } });
  al = await createUser(t.app, { profile: { firstName: "Al", lastName: "Friend" } });
  cy = await createUser(t.app, { profile: { firstName: "Cy", lastName: "Other" } });
  incomplete = await createUser(t.app, { profile: false });
  const [p] = await t.db
    .insert(providers)
    .values({ name: "Pipe Masters", category: "Plumber", phone: "415-555-0199", email: "pipes@pro.test" })
    .returning();
  providerId = p!.id;
});
afterAll(() => t.close());

const post = (u: SignedInUser, url: string, payload?: object) => u.request({ method: "POST", url, payload });

describe("provider requests", () => {
  it("validates with the spec messages", async () => {
    const short = await post(bea, "/api/provider-requests", { title: "Fix", category: "Plumber" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Please describe what you need (at least 5 characters)");
    const noCategory = await post(bea, "/api/provider-requests", { title: "Fix my sink please", category: "" });
    expect(noCategory.json().message).toBe("Please select a category");
    const longBudget = await post(bea, "/api/provider-requests", {
      title: "Fix my sink please",
      category: "Plumber",
      budgetRange: "x".repeat(101),
    });
    expect(longBudget.statusCode).toBe(400);
    expect((await post(bea, "/api/provider-requests", {})).statusCode).toBe(400);
  });

  it("creates, lists own requests newest first and hides them from the owner's From Friends", async () => {
    const first = await post(bea, "/api/provider-requests", { title: "Need a painter", category: "Painter", location: "" });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: "active", location: null, suggestions: [] });
    const res = await post(bea, "/api/provider-requests", {
      title: "Leaking kitchen sink",
      category: "Plumber",
      description: "Drips all night",
      location: "Downtown",
      budgetRange: "$100 - $300",
      timeline: "This week",
    });
    expect(res.statusCode).toBe(201);
    const mine = (await bea.request({ method: "GET", url: "/api/provider-requests" })).json<MyProviderRequest[]>();
    expect(mine.map((r) => r.title)).toEqual(["Leaking kitchen sink", "Need a painter"]);
    expect(mine[0]).toMatchObject({
      description: "Drips all night",
      location: "Downtown",
      budgetRange: "$100 - $300",
      timeline: "This week",
    });
    expect((await al.request({ method: "GET", url: "/api/provider-requests" })).json()).toEqual([]);
    const beaFriends = (await bea.request({ method: "GET", url: "/api/provider-suggestions" })).json<FriendProviderRequest[]>();
    expect(beaFriends).toEqual([]);
    const alFriends = (await al.request({ method: "GET", url: "/api/provider-suggestions" })).json<FriendProviderRequest[]>();
    expect(alFriends.map((r) => [r.title, r.fromUser.firstName, r.fromUser.lastName])).toEqual([
      ["Leaking kitchen sink", "Bea", "Requester"],
      ["Need a painter", "Bea", "Requester"],
    ]);
  });

  it("only the owner resolves a request; resolved requests leave From Friends", async () => {
    const created = (
      await post(bea, "/api/provider-requests", { title: "Resolve me soon", category: "HVAC" })
    ).json<MyProviderRequest>();
    const byOther = await al.request({
      method: "PATCH",
      url: `/api/provider-requests/${created.id}`,
      payload: { status: "resolved" },
    });
    expect(byOther.statusCode).toBe(404);
    const bad = await bea.request({ method: "PATCH", url: `/api/provider-requests/${created.id}`, payload: { status: "done" } });
    expect(bad.statusCode).toBe(400);
    const ok = await bea.request({
      method: "PATCH",
      url: `/api/provider-requests/${created.id}`,
      payload: { status: "resolved" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe("resolved");
    const alFriends = (await al.request({ method: "GET", url: "/api/provider-suggestions" })).json<FriendProviderRequest[]>();
    expect(alFriends.some((r) => r.id === created.id)).toBe(false);
    const late = await post(al, `/api/provider-requests/${created.id}/suggestions`, { providerName: "Too Late" });
    expect(late.statusCode).toBe(409);
  });
});

describe("suggestions", () => {
  let requestId: string;
  let directSuggestion: ProviderSuggestion;
  let typedSuggestion: ProviderSuggestion;

  beforeAll(async () => {
    requestId = (
      await post(bea, "/api/provider-requests", { title: "Need a plumber fast", category: "Plumber" })
    ).json<MyProviderRequest>().id;
  });

  it("validates suggestions and refuses suggesting on your own request", async () => {
    const empty = await post(al, `/api/provider-requests/${requestId}/suggestions`, { comment: "someone" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Provider name is required");
    const badEmail = await post(al, `/api/provider-requests/${requestId}/suggestions`, {
      providerName: "X",
      providerEmail: "nope",
    });
    expect(badEmail.json().message).toBe("Invalid email address");
    const own = await post(bea, `/api/provider-requests/${requestId}/suggestions`, { providerName: "Me Myself" });
    expect(own.statusCode).toBe(400);
    const unknownRequest = await post(al, "/api/provider-requests/6f1c1a9e-5a8e-4c39-9a55-0c2b4f0a8b11/suggestions", {
      providerName: "X",
    });
    expect(unknownRequest.statusCode).toBe(404);
    const unknownProvider = await post(al, `/api/provider-requests/${requestId}/suggestions`, {
      providerId: "6f1c1a9e-5a8e-4c39-9a55-0c2b4f0a8b11",
    });
    expect(unknownProvider.statusCode).toBe(404);
  });

  it("suggests a directory provider and a typed one; the requester sees both", async () => {
    const direct = await post(al, `/api/provider-requests/${requestId}/suggestions`, {
      providerId,
      comment: "Fixed our sink in an hour",
    });
    expect(direct.statusCode).toBe(201);
    directSuggestion = direct.json<ProviderSuggestion>();
    expect(directSuggestion).toMatchObject({
      providerId,
      providerName: "Pipe Masters",
      providerCategory: "Plumber",
      providerPhone: "415-555-0199",
      vouchCount: 0,
    });
    const again = await post(al, `/api/provider-requests/${requestId}/suggestions`, { providerId });
    expect(again.statusCode).toBe(409);
    const typed = await post(cy, `/api/provider-requests/${requestId}/suggestions`, {
      providerName: "Drain Dan",
      providerCategory: "Plumber",
      providerPhone: "(555) 010-4242",
      providerEmail: "Dan@Drains.test",
      comment: "Cheap and quick",
    });
    expect(typed.statusCode).toBe(201);
    typedSuggestion = typed.json<ProviderSuggestion>();
    expect(typedSuggestion).toMatchObject({
      providerId: null,
      providerEmail: "dan@drains.test",
      suggestingUser: { firstName: "Cy", lastName: "Other" },
    });
    const mine = (await bea.request({ method: "GET", url: "/api/provider-requests" })).json<MyProviderRequest[]>();
    const request = mine.find((r) => r.id === requestId)!;
    expect(request.suggestions.map((s) => [s.providerName, s.suggestingUser?.firstName, s.comment])).toEqual([
      ["Pipe Masters", "Al", "Fixed our sink in an hour"],
      ["Drain Dan", "Cy", "Cheap and quick"],
    ]);
  });

  it("+1s: others can +1 once, not their own, and take it back", async () => {
    const url = `/api/provider-suggestions/${directSuggestion.id}/vouch`;
    const ownVouch = await post(al, url);
    expect(ownVouch.statusCode).toBe(400);
    expect(ownVouch.json().message).toBe("You can't +1 your own suggestion");
    const first = await post(cy, url, { comment: "Agreed" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ vouchCount: 1, vouchedByMe: true });
    expect((await post(cy, url)).json()).toMatchObject({ vouchCount: 1 });
    expect((await post(bea, url)).json()).toMatchObject({ vouchCount: 2 });
    const cyView = (await cy.request({ method: "GET", url: "/api/provider-suggestions" })).json<FriendProviderRequest[]>();
    const s = cyView.find((r) => r.id === requestId)!.suggestions.find((x) => x.id === directSuggestion.id)!;
    expect(s).toMatchObject({ vouchCount: 2, vouchedByMe: true });
    const undo = await cy.request({ method: "DELETE", url });
    expect(undo.json()).toMatchObject({ vouchCount: 1, vouchedByMe: false });
    expect((await post(cy, "/api/provider-suggestions/6f1c1a9e-5a8e-4c39-9a55-0c2b4f0a8b11/vouch")).statusCode).toBe(404);
  });

  it("only the requester saves a suggested provider; typed ones join the directory", async () => {
    expect((await post(al, `/api/provider-suggestions/${directSuggestion.id}/save`)).statusCode).toBe(404);
    const saved = await post(bea, `/api/provider-suggestions/${directSuggestion.id}/save`);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ providerId, providerName: "Pipe Masters" });
    const twice = await post(bea, `/api/provider-suggestions/${directSuggestion.id}/save`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already exists/);

    const typed = await post(bea, `/api/provider-suggestions/${typedSuggestion.id}/save`);
    expect(typed.statusCode).toBe(201);
    const newId = typed.json<{ providerId: string }>().providerId;
    const [row] = await t.db.select().from(providers).where(eq(providers.id, newId));
    expect(row).toMatchObject({ name: "Drain Dan", category: "Plumber", email: "dan@drains.test", sourceContactId: cy.user.id });
    const [link] = await t.db
      .select()
      .from(userProviders)
      .where(and(eq(userProviders.userId, bea.user.id), eq(userProviders.providerId, newId)));
    expect(link).toMatchObject({ sourceType: "suggestion", sourceContactId: cy.user.id });

    const mine = (await bea.request({ method: "GET", url: "/api/provider-requests" })).json<MyProviderRequest[]>();
    const request = mine.find((r) => r.id === requestId)!;
    expect(request.suggestions.map((s) => [s.providerName, s.isSaved])).toEqual([
      ["Pipe Masters", true],
      ["Drain Dan", true],
    ]);
  });

  it("saving a typed suggestion reuses the directory provider with the same phone, however written", async () => {
    const existing = await post(cy, "/api/providers", { name: "Roto Rita", category: "Plumber", phone: "+1 (555) 404-5050" });
    expect(existing.statusCode).toBe(201);
    const request = await post(bea, "/api/provider-requests", { title: "Blocked drain outside", category: "Plumber" });
    const typed = await post(al, `/api/provider-requests/${request.json().id}/suggestions`, {
      providerName: "Rita's Rooter",
      providerPhone: "1 555 404 5050",
    });
    expect(typed.statusCode).toBe(201);
    const saved = await post(bea, `/api/provider-suggestions/${typed.json().id}/save`);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ providerId: existing.json().id, providerName: "Roto Rita" });
  });

  it("needs a signed-in user; incomplete profiles' requests are not shown to friends", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/provider-requests" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/provider-suggestions" })).statusCode).toBe(401);
    await post(incomplete, "/api/provider-requests", { title: "Hidden request here", category: "Painter" });
    const alFriends = (await al.request({ method: "GET", url: "/api/provider-suggestions" })).json<FriendProviderRequest[]>();
    expect(alFriends.some((r) => r.title === "Hidden request here")).toBe(false);
  });
});
