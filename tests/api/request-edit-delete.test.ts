// An own provider request edited with the form's fields (the rules of creation) and deleted with
// everything hanging from it: suggestions, +1s, notifications and its count in the kept totals.
// Nobody but the author edits or deletes (404).
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyProviderRequest } from "../../common/schemas/requests";
import { queryRows } from "../../server/db/client";
import { expectCountsKept } from "../support/kept-totals";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let ann: SignedInUser; // the author
let bob: SignedInUser; // a friend who suggests
let cy: SignedInUser; // a friend who +1s

beforeAll(async () => {
  t = await buildTestApp();
  ann = await createUser(t.app, { profile: { firstName: "Ann", lastName: "Author" } });
  bob = await createUser(t.app, { profile: { firstName: "Bob", lastName: "Suggests" } });
  cy = await createUser(t.app, { profile: { firstName: "Cy", lastName: "Plusone" } });
});
afterAll(() => t.close());

const count = async (query: SQL) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from (${query}) x`))[0]!.n;
const activeRequests = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select sum(active_requests)::int as n from backing_totals`))[0]!.n;

async function newRequest(title = "Need a plumber for the sink") {
  const res = await ann.request({
    method: "POST",
    url: "/api/provider-requests",
    payload: { title, category: "Plumber", description: "Drips", location: "Downtown" },
  });
  expect(res.statusCode).toBe(201);
  return res.json<MyProviderRequest>();
}

describe("PATCH /api/provider-requests/{id} with the form's fields", () => {
  it("replaces the form's fields; an optional field left out is emptied; the status stays", async () => {
    const request = await newRequest();
    const res = await ann.request({
      method: "PATCH",
      url: `/api/provider-requests/${request.id}`,
      payload: { title: "Need a plumber this week", category: "Handyman", budgetRange: "$100 - $200", location: "" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<MyProviderRequest>()).toMatchObject({
      id: request.id,
      title: "Need a plumber this week",
      category: "Handyman",
      description: null,
      location: null,
      budgetRange: "$100 - $200",
      status: "active",
    });
    const mine = (await ann.request({ method: "GET", url: "/api/provider-requests" })).json<MyProviderRequest[]>();
    expect(mine.find((r) => r.id === request.id)?.title).toBe("Need a plumber this week");
  });

  it("the status alone still works, and both together", async () => {
    const request = await newRequest("Status and form together");
    const resolved = await ann.request({
      method: "PATCH",
      url: `/api/provider-requests/${request.id}`,
      payload: { status: "resolved" },
    });
    expect(resolved.json()).toMatchObject({ status: "resolved", title: "Status and form together" });
    const both = await ann.request({
      method: "PATCH",
      url: `/api/provider-requests/${request.id}`,
      payload: { status: "active", title: "Status and form, edited", category: "Plumber" },
    });
    expect(both.json()).toMatchObject({ status: "active", title: "Status and form, edited" });
  });

  it("the rules of creation, with their messages", async () => {
    const request = await newRequest("Rules of creation apply");
    const patch = (payload: object) => ann.request({ method: "PATCH", url: `/api/provider-requests/${request.id}`, payload });
    const short = await patch({ title: "Fix", category: "Plumber" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Please describe what you need (at least 5 characters)",
    });
    const noCategory = await patch({ title: "A long enough title" });
    expect(noCategory.json().message).toBe("Please select a category");
    const blankCategory = await patch({ title: "A long enough title", category: " " });
    expect(blankCategory.json().message).toBe("Please select a category");
    expect((await patch({ title: "A long enough title", category: "Plumber", budgetRange: "x".repeat(101) })).statusCode).toBe(
      400,
    );
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ status: "closed" })).statusCode).toBe(400);
    expect((await patch({ title: "A long enough title", category: "Plumber", userId: bob.user.id })).statusCode).toBe(400);
    const unchanged = (await ann.request({ method: "GET", url: "/api/provider-requests" })).json<MyProviderRequest[]>();
    expect(unchanged.find((r) => r.id === request.id)?.title).toBe("Rules of creation apply");
  });

  it("someone else's request: 404, unchanged", async () => {
    const request = await newRequest("Not yours to edit");
    const res = await bob.request({
      method: "PATCH",
      url: `/api/provider-requests/${request.id}`,
      payload: { title: "Taken over by Bob", category: "Plumber" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "Request not found" });
    expect(await count(sql`select 1 from provider_requests where title = 'Taken over by Bob'`)).toBe(0);
  });
});

describe("DELETE /api/provider-requests/{id}", () => {
  it("204; its suggestions, +1s and notifications go, and the kept count of active requests loses it", async () => {
    const before = await activeRequests();
    const request = await newRequest("Delete me with everything");
    expect(await activeRequests()).toBe(before + 1);
    const suggestion = await bob.request({
      method: "POST",
      url: `/api/provider-requests/${request.id}/suggestions`,
      payload: { providerName: "Drip Stoppers" },
    });
    expect(suggestion.statusCode).toBe(201);
    const suggestionId = suggestion.json<{ id: string }>().id;
    expect((await cy.request({ method: "POST", url: `/api/provider-suggestions/${suggestionId}/vouch` })).statusCode).toBe(200);
    const hanging = () =>
      Promise.all([
        count(sql`select 1 from provider_suggestions where request_id = ${request.id}`),
        count(sql`select 1 from suggestion_vouches where suggestion_id = ${suggestionId}`),
        count(sql`select 1 from notifications where request_id = ${request.id} or suggestion_id = ${suggestionId}`),
      ]);
    const [suggestions, vouches, notes] = await hanging();
    expect(suggestions).toBe(1);
    expect(vouches).toBe(1);
    expect(notes).toBeGreaterThan(0);

    const res = await ann.request({ method: "DELETE", url: `/api/provider-requests/${request.id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await hanging()).toEqual([0, 0, 0]);
    expect(await count(sql`select 1 from provider_requests where id = ${request.id}`)).toBe(0);
    expect(await activeRequests()).toBe(before);
    await expectCountsKept(t.db);
    const friends = (await bob.request({ method: "GET", url: "/api/provider-suggestions" })).json<{ id: string }[]>();
    expect(friends.map((r) => r.id)).not.toContain(request.id);
  });

  it("a resolved request goes without changing the count (it was not counted)", async () => {
    const request = await newRequest("Resolved then deleted");
    await ann.request({ method: "PATCH", url: `/api/provider-requests/${request.id}`, payload: { status: "resolved" } });
    const before = await activeRequests();
    expect((await ann.request({ method: "DELETE", url: `/api/provider-requests/${request.id}` })).statusCode).toBe(204);
    expect(await activeRequests()).toBe(before);
    await expectCountsKept(t.db);
  });

  it("someone else's request, or one already gone: 404, nothing removed", async () => {
    const request = await newRequest("Not yours to delete");
    const res = await bob.request({ method: "DELETE", url: `/api/provider-requests/${request.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "Request not found" });
    expect(await count(sql`select 1 from provider_requests where id = ${request.id}`)).toBe(1);
    expect((await ann.request({ method: "DELETE", url: `/api/provider-requests/${request.id}` })).statusCode).toBe(204);
    expect((await ann.request({ method: "DELETE", url: `/api/provider-requests/${request.id}` })).statusCode).toBe(404);
    expect((await ann.request({ method: "DELETE", url: "/api/provider-requests/not-a-uuid" })).statusCode).toBe(400);
  });
});
