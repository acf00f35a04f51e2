// What a household shares (docs/decisions/131-household-sharing.md): the owner's projects open to
// the household's members (collaborator-level work, plus the project's fields) and viewers
// (read-only, no amounts, no quote PDF, no e-mail); the household's provider list; provider-book
// notes and marks only when shared. Roles: owner, member, viewer, former member, stranger, signed out.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { householdMembers } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { multipart } from "../support/multipart";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider, tinyPdf, TINY_JPEG } from "./projects-helpers";

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let viewer: SignedInUser;
let former: SignedInUser;
let stranger: SignedInUser;
let projectId: string;
let linkId: string;
let providerId: string;
let pdfUrl: string;
let photoUrl: string;

const READ_ONLY = { code: "READ_ONLY", message: "Viewers can't change this home" };

/** Puts `who` into the household of `into` with `role` (the membership routes' effect, written directly). */
async function join(who: SignedInUser, into: SignedInUser, role: "member" | "viewer") {
  const { householdId } = await householdOf(t.db, into.user.id);
  await t.db.update(householdMembers).set({ householdId, role }).where(eq(householdMembers.userId, who.user.id));
}

beforeAll(async () => {
  t = await buildTestApp();
  const person = (firstName: string) => createUser(t.app, { profile: { firstName, lastName: "Tester" } });
  [owner, member, viewer, former, stranger] = await Promise.all([
    person("Olivia"),
    person("Max"),
    person("Vera"),
    person("Fred"),
    person("Sam"),
  ]);
  await join(member, owner, "member");
  await join(viewer, owner, "viewer");
  // A former member: was in the owner's household, now in the stranger's.
  await join(former, owner, "member");
  await join(former, stranger, "member");

  projectId = (
    await owner.request({
      method: "POST",
      url: "/api/projects",
      payload: { title: "Bathroom", budget: "5000", visibility: "nobody" },
    })
  ).json().id;
  const provider = await insertProvider(t.db, owner.user.id, { name: "Pat Plumbing" });
  providerId = provider.id;
  linkId = (await owner.request({ method: "POST", url: `/api/projects/${projectId}/providers`, payload: { providerId } })).json()
    .id;
  const quoted = await owner.request({
    method: "PUT",
    url: `/api/project-providers/${linkId}`,
    ...multipart({ status: "estimate_scheduled", estimateScheduledDate: "2026-05-01", estimateScheduledTime: "09:00" }),
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const withPdf = await owner.request({
    method: "PUT",
    url: `/api/project-providers/${linkId}`,
    ...multipart({ status: "quoted", quoteAmount: "400" }, [
      { field: "quotePdf", filename: "quote.pdf", contentType: "application/pdf", data: tinyPdf() },
    ]),
  });
  expect(withPdf.statusCode, withPdf.body).toBe(200);
  pdfUrl = withPdf.json().quotePdfUrl;
  const photo = await owner.request({
    method: "POST",
    url: `/api/project-providers/${linkId}/photos`,
    ...multipart({}, [{ field: "photos", filename: "a.jpg", contentType: "image/jpeg", data: TINY_JPEG }]),
  });
  expect(photo.statusCode, photo.body).toBe(200);
  photoUrl = photo.json().completionPhotos[0];
});
afterAll(() => t.close());

const signedOut = (options: { method: "GET" | "PUT" | "POST" | "PATCH" | "DELETE"; url: string }) => t.app.inject(options);

describe("household projects: who sees them", () => {
  it("lists the owner's project for members and viewers, each with their access, in one statement", async () => {
    t.statements.count = 0;
    const res = await member.request({ method: "GET", url: "/api/projects" });
    // The session lookup and one statement: the household is a branch of the list's own condition.
    expect(t.statements.count).toBe(2);
    expect(res.json()).toEqual([expect.objectContaining({ id: projectId, isOwner: false, access: "member", budget: "5000.00" })]);
    const seen = (await viewer.request({ method: "GET", url: "/api/projects" })).json();
    expect(seen).toEqual([expect.objectContaining({ id: projectId, access: "viewer", budget: null })]);
    expect((await owner.request({ method: "GET", url: "/api/projects" })).json()[0]).toMatchObject({ access: "owner" });
    expect((await former.request({ method: "GET", url: "/api/projects" })).json()).toEqual([]);
    expect((await stranger.request({ method: "GET", url: "/api/projects" })).json()).toEqual([]);
    expect((await signedOut({ method: "GET", url: "/api/projects" })).statusCode).toBe(401);
  });

  it("answers the detail to the household (a viewer's without the budget or e-mail), 404 to others", async () => {
    const m = (await member.request({ method: "GET", url: `/api/projects/${projectId}` })).json();
    expect(m).toMatchObject({ access: "member", budget: "5000.00", owner: { email: owner.user.email } });
    const v = (await viewer.request({ method: "GET", url: `/api/projects/${projectId}` })).json();
    expect(v).toMatchObject({ access: "viewer", budget: null, owner: { id: owner.user.id, email: null } });
    for (const who of [former, stranger]) {
      const res = await who.request({ method: "GET", url: `/api/projects/${projectId}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "Project not found" });
    }
    expect((await signedOut({ method: "GET", url: `/api/projects/${projectId}` })).json()).toEqual({ message: "Unauthorized" });
  });

  it("shows a viewer the links without amounts or quote PDFs; the photos stay", async () => {
    const [m] = (await member.request({ method: "GET", url: `/api/projects/${projectId}/providers` })).json();
    expect(m).toMatchObject({ quoteAmount: "400.00", quotePdfUrl: pdfUrl });
    const [v] = (await viewer.request({ method: "GET", url: `/api/projects/${projectId}/providers` })).json();
    expect(v).toMatchObject({ status: "quoted", quoteAmount: null, finalAmount: null, quotePdfUrl: null, earlierQuotes: [] });
    expect(v.completionPhotos).toEqual([photoUrl]);
    expect((await stranger.request({ method: "GET", url: `/api/projects/${projectId}/providers` })).statusCode).toBe(404);
    expect((await former.request({ method: "GET", url: `/api/projects/${projectId}/providers` })).statusCode).toBe(404);
  });

  it("serves the quote PDF to members only, the photo to the whole household", async () => {
    expect((await member.request({ method: "GET", url: pdfUrl })).statusCode).toBe(200);
    expect((await viewer.request({ method: "GET", url: pdfUrl })).statusCode).toBe(404);
    expect((await viewer.request({ method: "GET", url: photoUrl })).statusCode).toBe(200);
    expect((await former.request({ method: "GET", url: photoUrl })).statusCode).toBe(404);
    expect((await stranger.request({ method: "GET", url: pdfUrl })).statusCode).toBe(404);
  });

  it("hides the collaborators' e-mail from a viewer", async () => {
    const helper = await createUser(t.app, { profile: { firstName: "Hal", lastName: "Helper" } });
    expect(
      (
        await owner.request({
          method: "POST",
          url: `/api/projects/${projectId}/collaborators`,
          payload: { userId: helper.user.id },
        })
      ).statusCode,
    ).toBe(201);
    const m = (await member.request({ method: "GET", url: `/api/projects/${projectId}/collaborators` })).json();
    expect(m[0].user.email).toBe(helper.user.email);
    const v = (await viewer.request({ method: "GET", url: `/api/projects/${projectId}/collaborators` })).json();
    expect(v[0].user).toMatchObject({ id: helper.user.id, firstName: "Hal", email: null });
    // The collaborator is outside the household and keeps the project.
    expect((await helper.request({ method: "GET", url: `/api/projects/${projectId}` })).json().access).toBe("collaborator");
    expect((await stranger.request({ method: "GET", url: `/api/projects/${projectId}/collaborators` })).statusCode).toBe(404);
  });
});

describe("household projects: who changes them", () => {
  it("refuses every write of a viewer with READ_ONLY", async () => {
    const writes = [
      { method: "PUT", url: `/api/projects/${projectId}`, payload: { title: "Mine now" } },
      { method: "PATCH", url: `/api/projects/${projectId}/status`, payload: { status: "in_progress" } },
      { method: "DELETE", url: `/api/projects/${projectId}` },
      { method: "POST", url: `/api/projects/${projectId}/collaborators`, payload: { userId: stranger.user.id } },
      { method: "POST", url: `/api/projects/${projectId}/providers`, payload: { providerId } },
      { method: "POST", url: `/api/projects/${projectId}/quote-requests`, payload: { providerId } },
      { method: "POST", url: `/api/projects/${projectId}/quotes/${linkId}/accept`, payload: { rejectOthers: false } },
      { method: "PUT", url: `/api/project-providers/${linkId}`, payload: { notes: "Viewer was here" } },
      { method: "POST", url: `/api/project-providers/${linkId}/undo-reject` },
      { method: "DELETE", url: `/api/project-providers/${linkId}/photos/${photoUrl.split("/").pop()}` },
    ] as const;
    for (const w of writes) {
      const res = await viewer.request(w);
      expect({ url: w.url, method: w.method, status: res.statusCode, body: res.json() }).toMatchObject({
        url: w.url,
        method: w.method,
        status: 403,
        body: READ_ONLY,
      });
    }
    const photo = await viewer.request({
      method: "POST",
      url: `/api/project-providers/${linkId}/photos`,
      ...multipart({}, [{ field: "photos", filename: "b.jpg", contentType: "image/jpeg", data: TINY_JPEG }]),
    });
    expect(photo.statusCode).toBe(403);
    expect(photo.json()).toMatchObject(READ_ONLY);
    const project = (await owner.request({ method: "GET", url: `/api/projects/${projectId}` })).json();
    expect(project.title).toBe("Bathroom");
  });

  it("answers a former member's and a stranger's writes 404, as for any project they cannot see", async () => {
    for (const who of [former, stranger]) {
      expect((await who.request({ method: "PUT", url: `/api/projects/${projectId}`, payload: { title: "X" } })).statusCode).toBe(
        404,
      );
      expect(
        (await who.request({ method: "PUT", url: `/api/project-providers/${linkId}`, payload: { notes: "X" } })).statusCode,
      ).toBe(404);
    }
    expect((await signedOut({ method: "PUT", url: `/api/project-providers/${linkId}` })).statusCode).toBe(401);
  });

  it("lets a member move the workflow, add photos and edit the project's fields (its visibility stays the owner's)", async () => {
    const edit = await member.request({
      method: "PUT",
      url: `/api/projects/${projectId}`,
      payload: { title: "Bathroom refit", budget: "5200", visibility: "everyone" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ title: "Bathroom refit", budget: "5200.00", visibility: "nobody" });
    const status = await member.request({
      method: "PATCH",
      url: `/api/projects/${projectId}/status`,
      payload: { status: "in_progress" },
    });
    expect(status.statusCode, status.body).toBe(200);
    const accepted = await member.request({
      method: "PUT",
      url: `/api/project-providers/${linkId}`,
      payload: { status: "accepted" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe("accepted");
    const photo = await member.request({
      method: "POST",
      url: `/api/project-providers/${linkId}/photos`,
      ...multipart({}, [{ field: "photos", filename: "c.jpg", contentType: "image/jpeg", data: TINY_JPEG }]),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().completionPhotos).toHaveLength(2);
  });

  it("keeps deleting, collaborators and the rated completion with the project's owner", async () => {
    const del = await member.request({ method: "DELETE", url: `/api/projects/${projectId}` });
    expect(del.statusCode).toBe(403);
    expect(del.json().code).toBe("FORBIDDEN");
    const collab = await member.request({
      method: "POST",
      url: `/api/projects/${projectId}/collaborators`,
      payload: { userId: stranger.user.id },
    });
    expect(collab.statusCode).toBe(403);
    const rate = await member.request({
      method: "PUT",
      url: `/api/project-providers/${linkId}`,
      payload: { status: "completed", finalAmount: "410", rating: 5 },
    });
    expect(rate.statusCode).toBe(403);
    expect(rate.json().code).toBe("OWNER_ONLY");
    expect((await owner.request({ method: "GET", url: `/api/projects/${projectId}` })).statusCode).toBe(200);
  });
});

describe("the household's provider list and provider book", () => {
  it("lists the household's providers (each once) for its members and viewers, not for others", async () => {
    const mine = await insertProvider(t.db, member.user.id, { name: "Max's Mover" });
    // The same provider saved by two people of the household is listed once.
    await t.db.insert((await import("../../server/db/schema")).userProviders).values({
      userId: member.user.id,
      providerId,
      sourceType: "user_added",
    });
    const ids = async (who: SignedInUser) =>
      (await who.request({ method: "GET", url: "/api/providers/saved" })).json().map((p: { id: string }) => p.id);
    const forMember = await ids(member);
    expect(forMember.filter((id: string) => id === providerId)).toHaveLength(1);
    expect(forMember).toContain(mine.id);
    expect(await ids(viewer)).toEqual(expect.arrayContaining([providerId, mine.id]));
    expect(await ids(owner)).toEqual(expect.arrayContaining([providerId, mine.id]));
    expect(await ids(former)).toEqual([]);
    expect(await ids(stranger)).toEqual([]);
  });

  it("keeps a note private until shared; then members read and change it, a viewer neither", async () => {
    const url = `/api/providers/${providerId}/history`;
    const note = await owner.request({ method: "PATCH", url, payload: { notes: "Gate code 1234", doNotHire: true } });
    expect(note.json()).toMatchObject({ notes: "Gate code 1234", notesShared: false, doNotHireShared: false, household: [] });
    expect((await member.request({ method: "GET", url })).json().household).toEqual([]);
    expect((await member.request({ method: "GET", url: "/api/providers/do-not-hire" })).json().providerIds).not.toContain(
      providerId,
    );
    // A member cannot change what is not shared.
    const hidden = await member.request({ method: "PATCH", url, payload: { authorId: owner.user.id, notes: "Changed" } });
    expect(hidden.statusCode).toBe(404);

    const shared = await owner.request({ method: "PATCH", url, payload: { notesShared: true, doNotHireShared: true } });
    expect(shared.json()).toMatchObject({ notesShared: true, doNotHireShared: true });
    const seen = (await member.request({ method: "GET", url })).json();
    expect(seen.household).toEqual([
      { author: { id: owner.user.id, firstName: "Olivia", lastName: "Tester" }, notes: "Gate code 1234", doNotHire: true },
    ]);
    expect(seen.notes).toBeNull();
    expect((await member.request({ method: "GET", url: "/api/providers/do-not-hire" })).json().providerIds).toContain(providerId);

    const changed = await member.request({ method: "PATCH", url, payload: { authorId: owner.user.id, notes: "Gate code 9999" } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().household[0].notes).toBe("Gate code 9999");
    expect((await owner.request({ method: "GET", url })).json().notes).toBe("Gate code 9999");
    // Only the author shares or unshares.
    const unshare = await member.request({ method: "PATCH", url, payload: { authorId: owner.user.id, notesShared: false } });
    expect(unshare.statusCode).toBe(400);

    const v = (await viewer.request({ method: "GET", url })).json();
    expect(v.household).toEqual([]);
    expect(v.jobs[0]).toMatchObject({ projectId, amount: null });
    expect(v.totalSpent).toBe("0.00");
    const write = await viewer.request({ method: "PATCH", url, payload: { authorId: owner.user.id, notes: "Viewer" } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject(READ_ONLY);
    for (const who of [former, stranger]) {
      expect((await who.request({ method: "GET", url })).json()).toMatchObject({ household: [], jobs: [] });
      const res = await who.request({ method: "PATCH", url, payload: { authorId: owner.user.id, notes: "X" } });
      expect(res.statusCode).toBe(404);
    }
    expect((await signedOut({ method: "GET", url })).statusCode).toBe(401);
  });
});
