// Comparing a project's quotes, accepting one with the others rejected in
// the same call (one transaction, the workflow's own "Accept Offer" step), "Request a quote" from
// a provider (logs it as contacted unless further along) and the owner's one-tap project status.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AcceptQuoteResult, QuoteComparison, QuoteRequestResult } from "../../common/schemas/quotes";
import { projectProviders, projects } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider, tinyPdf } from "./projects-helpers";
import { multipart } from "../support/multipart";

let t: TestApp;
let owner: SignedInUser;
let helper: SignedInUser;
let stranger: SignedInUser;
let contact: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, helper, stranger, contact] = await Promise.all([
    createUser(t.app, { profile: { firstName: "Olga", lastName: "Owner" } }),
    createUser(t.app, { profile: { firstName: "Hal", lastName: "Helper" } }),
    createUser(t.app, { profile: { firstName: "Sid", lastName: "Stranger" } }),
    createUser(t.app, { profile: { firstName: "Cora", lastName: "Contact" } }),
  ]);
  // Cora is in the owner's address book (matched by e-mail): "which of my contacts hired them".
  const picked = await owner.request({
    method: "POST",
    url: "/api/contacts/import/picked",
    payload: { contacts: [{ name: ["Cora"], email: [contact.user.email], tel: [] }] },
  });
  expect(picked.statusCode, picked.body).toBe(200);
});
afterAll(() => t.close());

async function ok<T>(res: Promise<{ statusCode: number; body: string; json: <J>() => J }>, status = 200): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json<T>();
}

async function newProject(user: SignedInUser, payload: Record<string, unknown> = { title: "Kitchen" }) {
  return ok<{ id: string; status: string }>(user.request({ method: "POST", url: "/api/projects", payload }), 201);
}

async function attach(user: SignedInUser, projectId: string, providerId: string) {
  return ok<{ id: string; status: string }>(
    user.request({ method: "POST", url: `/api/projects/${projectId}/providers`, payload: { providerId } }),
    201,
  );
}

const put = (user: SignedInUser, linkId: string, payload: Record<string, unknown>) =>
  ok<{ id: string; status: string }>(user.request({ method: "PUT", url: `/api/project-providers/${linkId}`, payload }));

/** contacted → scheduled → quoted with `amount`. */
async function quote(user: SignedInUser, linkId: string, amount: string, notes?: string) {
  await put(user, linkId, {
    status: "estimate_scheduled",
    estimateScheduledDate: "2026-12-01T15:00:00.000Z",
    estimateScheduledTime: "10:00",
  });
  return put(user, linkId, { status: "quoted", quoteAmount: amount, ...(notes ? { notes } : {}) });
}

async function threeQuotes() {
  const project = await newProject(owner);
  const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map((i) => insertProvider(t.db, owner.user.id, { name: `Crew ${i}` })));
  const la = await attach(owner, project.id, a!.id);
  const lb = await attach(owner, project.id, b!.id);
  const lc = await attach(owner, project.id, c!.id);
  const ld = await attach(owner, project.id, d!.id); // stays "contacted": no quote
  await quote(owner, la.id, "1200", "Includes hauling");
  await quote(owner, lb.id, "950");
  await quote(owner, lc.id, "1500");
  return { project, providers: [a!, b!, c!, d!], links: [la, lb, lc, ld] };
}

const statusOf = async (linkId: string) =>
  (await t.db.select({ s: projectProviders.status }).from(projectProviders).where(eq(projectProviders.id, linkId)))[0]!.s;

describe("GET /api/projects/{id}/quotes", () => {
  it("lists the quoted links with amount, notes, PDF, status, rating, reviews and my contacts who hired them", async () => {
    const { project, providers, links } = await threeQuotes();
    // A quote PDF on the first.
    await ok(
      owner.request({
        method: "PUT",
        url: `/api/project-providers/${links[0]!.id}`,
        ...multipart({ notes: "Includes hauling" }, [
          { field: "quotePdf", filename: "crew-1.pdf", contentType: "application/pdf", data: tinyPdf() },
        ]),
      }),
    );
    // Cora (a contact) hired Crew 2 on her own project; the stranger hired Crew 2 too (not my contact).
    for (const who of [contact, stranger]) {
      const own = await newProject(who, { title: `${who.user.firstName}'s bath` });
      const link = await attach(who, own.id, providers[1]!.id);
      await quote(who, link.id, "800");
      await put(who, link.id, { status: "accepted" });
    }

    const body = await ok<QuoteComparison>(owner.request({ method: "GET", url: `/api/projects/${project.id}/quotes` }));
    expect(body.quotes.map((q) => q.id)).toEqual(links.slice(0, 3).map((l) => l.id));
    const [first, second] = body.quotes;
    expect(first).toMatchObject({
      quoteAmount: "1200.00",
      notes: "Includes hauling",
      status: "quoted",
      quotePdfName: "crew-1.pdf",
    });
    expect(first!.quotePdfUrl).toMatch(/^\/api\/files\//);
    expect(first!.provider).toMatchObject({ name: "Crew 1", reviewCount: 0 });
    expect(typeof first!.provider.rating).toBe("string");
    expect(first!.contactsHired).toEqual([]);
    expect(second!.contactsHired).toEqual([{ id: contact.user.id, firstName: "Cora", lastName: "Contact" }]);
  });

  it("names no contact whose hire is on a project she keeps from me (privacy)", async () => {
    const { project, providers } = await threeQuotes();
    const hidden = await newProject(contact, { title: "Cora's private bath" });
    const link = await attach(contact, hidden.id, providers[0]!.id);
    await quote(contact, link.id, "700");
    await put(contact, link.id, { status: "accepted" });
    const comparing = async () =>
      (await ok<QuoteComparison>(owner.request({ method: "GET", url: `/api/projects/${project.id}/quotes` }))).quotes[0]!
        .contactsHired;
    expect(await comparing()).toEqual([{ id: contact.user.id, firstName: "Cora", lastName: "Contact" }]);
    await t.db.update(projects).set({ visibility: "nobody" }).where(eq(projects.id, hidden.id));
    expect(await comparing()).toEqual([]);
  });

  it("is the members' only: a collaborator reads it, a stranger gets 404, signed out 401", async () => {
    const { project } = await threeQuotes();
    await ok(
      owner.request({ method: "POST", url: `/api/projects/${project.id}/collaborators`, payload: { userId: helper.user.id } }),
      201,
    );
    const seen = await ok<QuoteComparison>(helper.request({ method: "GET", url: `/api/projects/${project.id}/quotes` }));
    expect(seen.quotes).toHaveLength(3);
    const res = await stranger.request({ method: "GET", url: `/api/projects/${project.id}/quotes` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
    const out = await t.app.inject({ method: "GET", url: `/api/projects/${project.id}/quotes` });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ message: "Unauthorized" });
    expect((await owner.request({ method: "GET", url: "/api/projects/not-a-uuid/quotes" })).statusCode).toBe(400);
  });
});

describe("POST /api/projects/{id}/quotes/{linkId}/accept", () => {
  it("accepts one and rejects the other quotes of its trade, in one call (a link not yet quoted stays)", async () => {
    const { project, links } = await threeQuotes();
    const res = await ok<AcceptQuoteResult>(
      owner.request({
        method: "POST",
        url: `/api/projects/${project.id}/quotes/${links[1]!.id}/accept`,
        payload: { rejectOthers: true },
      }),
    );
    expect(res.accepted).toMatchObject({ id: links[1]!.id, status: "accepted" });
    expect(new Set(res.rejectedIds)).toEqual(new Set([links[0]!.id, links[2]!.id]));
    expect(await Promise.all(links.map((l) => statusOf(l.id)))).toEqual(["rejected", "accepted", "rejected", "contacted"]);
  });

  it("without rejectOthers only accepts, like the workflow's Accept Offer step", async () => {
    const { project, links } = await threeQuotes();
    const res = await ok<AcceptQuoteResult>(
      owner.request({
        method: "POST",
        url: `/api/projects/${project.id}/quotes/${links[0]!.id}/accept`,
        payload: { rejectOthers: false },
      }),
    );
    expect(res.rejectedIds).toEqual([]);
    expect(await Promise.all(links.map((l) => statusOf(l.id)))).toEqual(["accepted", "quoted", "quoted", "contacted"]);
    // The next step is the workflow's own: Schedule Work.
    await put(owner, links[0]!.id, { status: "in_progress", workStartDate: "2026-12-10" });
  });

  it("is all or nothing: a link that cannot be accepted rejects nobody", async () => {
    const { project, links } = await threeQuotes();
    const res = await owner.request({
      method: "POST",
      url: `/api/projects/${project.id}/quotes/${links[3]!.id}/accept`, // still "contacted"
      payload: { rejectOthers: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "INVALID_STATUS_CHANGE" });
    expect(await Promise.all(links.map((l) => statusOf(l.id)))).toEqual(["quoted", "quoted", "quoted", "contacted"]);
  });

  it("leaves hired and rejected links alone and never reaches another project's link", async () => {
    const { project, links } = await threeQuotes();
    await put(owner, links[2]!.id, { status: "rejected" });
    const other = await threeQuotes();
    const wrong = await owner.request({
      method: "POST",
      url: `/api/projects/${project.id}/quotes/${other.links[0]!.id}/accept`,
      payload: { rejectOthers: true },
    });
    expect(wrong.statusCode).toBe(404);
    expect(await statusOf(other.links[0]!.id)).toBe("quoted");
    const res = await ok<AcceptQuoteResult>(
      owner.request({
        method: "POST",
        url: `/api/projects/${project.id}/quotes/${links[0]!.id}/accept`,
        payload: { rejectOthers: true },
      }),
    );
    expect(res.rejectedIds).toEqual([links[1]!.id]);
  });

  it("refuses strangers (404), the signed out (401) and bad bodies (400)", async () => {
    const { project, links } = await threeQuotes();
    const url = `/api/projects/${project.id}/quotes/${links[0]!.id}/accept`;
    const strangerRes = await stranger.request({ method: "POST", url, payload: { rejectOthers: true } });
    expect(strangerRes.statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url, payload: { rejectOthers: true } })).statusCode).toBe(401);
    for (const payload of [{}, { rejectOthers: "yes" }]) {
      const res = await owner.request({ method: "POST", url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty("code");
    }
    expect(await Promise.all(links.map((l) => statusOf(l.id)))).toEqual(["quoted", "quoted", "quoted", "contacted"]);
  });
});

describe("POST /api/projects/{id}/quote-requests", () => {
  it("adds a provider as contacted, moves a pending one to contacted, and leaves one further along", async () => {
    const project = await newProject(owner, { title: "Fence" });
    const [fresh, pending, quoted] = await Promise.all(
      [1, 2, 3].map(() => insertProvider(t.db, owner.user.id, { category: "Fencing" })),
    );
    const added = await ok<QuoteRequestResult>(
      owner.request({ method: "POST", url: `/api/projects/${project.id}/quote-requests`, payload: { providerId: fresh!.id } }),
    );
    expect(added).toMatchObject({ logged: true, link: { status: "contacted", providerId: fresh!.id } });

    const p = await attach(owner, project.id, pending!.id);
    await t.db.update(projectProviders).set({ status: "pending" }).where(eq(projectProviders.id, p.id));
    const moved = await ok<QuoteRequestResult>(
      owner.request({ method: "POST", url: `/api/projects/${project.id}/quote-requests`, payload: { providerId: pending!.id } }),
    );
    expect(moved).toMatchObject({ logged: true, link: { id: p.id, status: "contacted" } });

    const q = await attach(owner, project.id, quoted!.id);
    await quote(owner, q.id, "400");
    const kept = await ok<QuoteRequestResult>(
      owner.request({ method: "POST", url: `/api/projects/${project.id}/quote-requests`, payload: { providerId: quoted!.id } }),
    );
    expect(kept).toMatchObject({ logged: false, link: { id: q.id, status: "quoted", quoteAmount: "400.00" } });
  });

  it("refuses strangers (404), unknown providers (404), the signed out (401) and bad input (400)", async () => {
    const project = await newProject(owner, { title: "Roof" });
    const provider = await insertProvider(t.db, owner.user.id);
    const url = `/api/projects/${project.id}/quote-requests`;
    expect((await stranger.request({ method: "POST", url, payload: { providerId: provider.id } })).statusCode).toBe(404);
    expect((await owner.request({ method: "POST", url, payload: { providerId: crypto.randomUUID() } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url, payload: { providerId: provider.id } })).statusCode).toBe(401);
    expect((await owner.request({ method: "POST", url, payload: { providerId: "x" } })).statusCode).toBe(400);
    const links = await ok<unknown[]>(owner.request({ method: "GET", url: `/api/projects/${project.id}/providers` }));
    expect(links).toEqual([]);
  });
});

describe("PATCH /api/projects/{id}/status", () => {
  it("lets the owner confirm the suggested status, in the project type's own list", async () => {
    const project = await newProject(owner, { title: "Deck" });
    const url = `/api/projects/${project.id}/status`;
    expect(await ok(owner.request({ method: "PATCH", url, payload: { status: "in_progress" } }))).toEqual({
      id: project.id,
      status: "in_progress",
    });
    const wrongType = await owner.request({ method: "PATCH", url, payload: { status: "active" } });
    expect(wrongType.statusCode).toBe(400);
    const lawn = await newProject(owner, { title: "Lawn", projectType: "recurring", recurringFrequency: "weekly" });
    expect(
      await ok(owner.request({ method: "PATCH", url: `/api/projects/${lawn.id}/status`, payload: { status: "active" } })),
    ).toMatchObject({ status: "active" });
  });

  it("is the owner's alone: a collaborator 403, a stranger 404, signed out 401, bad input 400", async () => {
    const project = await newProject(owner, { title: "Porch" });
    await ok(
      owner.request({ method: "POST", url: `/api/projects/${project.id}/collaborators`, payload: { userId: helper.user.id } }),
      201,
    );
    const url = `/api/projects/${project.id}/status`;
    expect((await helper.request({ method: "PATCH", url, payload: { status: "completed" } })).statusCode).toBe(403);
    expect((await stranger.request({ method: "PATCH", url, payload: { status: "completed" } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "PATCH", url, payload: { status: "completed" } })).statusCode).toBe(401);
    expect((await owner.request({ method: "PATCH", url, payload: { status: "done" } })).statusCode).toBe(400);
    const after = await ok<{ status: string }>(owner.request({ method: "GET", url: `/api/projects/${project.id}` }));
    expect(after.status).toBe("planning");
  });
});
