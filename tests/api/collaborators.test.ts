// Collaborators (the spec's validation rules, the spec's roles and permissions): owner-only management, refusals, and what a collaborator may do.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let owner: SignedInUser;
let helper: SignedInUser;
let other: SignedInUser;
let incomplete: SignedInUser;
let projectId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, { profile: { firstName: "Olivia", lastName: "Owner" } });
  helper = await createUser(t.app, { profile: { firstName: "Hank", lastName: "Helper" } });
  other = await createUser(t.app, { profile: { firstName: "Otto", lastName: "Other" } });
  incomplete = await createUser(t.app, { profile: false });
  projectId = (await owner.request({ method: "POST", url: "/api/projects", payload: { title: "Roof" } })).json().id;
});
afterAll(() => t.close());

const add = (by: SignedInUser, userId: string) =>
  by.request({ method: "POST", url: `/api/projects/${projectId}/collaborators`, payload: { userId } });

describe("collaborators", () => {
  it("adds a collaborator with user details and refuses the owner and duplicates", async () => {
    const res = await add(owner, helper.user.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      projectId,
      userId: helper.user.id,
      role: "collaborator",
      invitedBy: owner.user.id,
      user: { id: helper.user.id, firstName: "Hank", lastName: "Helper", email: helper.user.email },
    });
    const self = await add(owner, owner.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("The project owner is already part of the project.");
    const dup = await add(owner, helper.user.id);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("This user is already a collaborator on this project.");
    expect((await add(owner, incomplete.user.id)).statusCode).toBe(404);
    const bad = await owner.request({
      method: "POST",
      url: `/api/projects/${projectId}/collaborators`,
      payload: { userId: "x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please choose a user");
  });

  it("lets the collaborator see and work the project but not manage it", async () => {
    t.statements.count = 0;
    const list = await helper.request({ method: "GET", url: `/api/projects/${projectId}/collaborators` });
    expect(list.statusCode).toBe(200);
    // The session lookup and one statement: who may see the project is a condition of the read.
    expect(t.statements.count).toBe(2);
    expect(list.json().map((c: { userId: string }) => c.userId)).toEqual([helper.user.id]);
    expect((await helper.request({ method: "GET", url: "/api/projects" })).json().map((p: { id: string }) => p.id)).toContain(
      projectId,
    );

    const provider = await insertProvider(t.db, helper.user.id);
    const link = await helper.request({
      method: "POST",
      url: `/api/projects/${projectId}/providers`,
      payload: { providerId: provider.id },
    });
    expect(link.statusCode).toBe(201);

    const addByHelper = await add(helper, other.user.id);
    expect(addByHelper.statusCode).toBe(403);
    expect(addByHelper.json().message).toBe("Only the project owner can manage collaborators");
    const removeByHelper = await helper.request({
      method: "DELETE",
      url: `/api/projects/${projectId}/collaborators/${helper.user.id}`,
    });
    expect(removeByHelper.statusCode).toBe(403);
    // Someone outside the project learns nothing.
    expect((await add(other, other.user.id)).statusCode).toBe(404);
    expect((await other.request({ method: "GET", url: `/api/projects/${projectId}/collaborators` })).statusCode).toBe(404);
  });

  it("removes a collaborator, who then loses access", async () => {
    const res = await owner.request({ method: "DELETE", url: `/api/projects/${projectId}/collaborators/${helper.user.id}` });
    expect(res.statusCode).toBe(204);
    expect((await helper.request({ method: "GET", url: `/api/projects/${projectId}` })).statusCode).toBe(404);
    const again = await owner.request({ method: "DELETE", url: `/api/projects/${projectId}/collaborators/${helper.user.id}` });
    expect(again.statusCode).toBe(404);
    expect((await owner.request({ method: "GET", url: `/api/projects/${projectId}/collaborators` })).json()).toEqual([]);
  });
});
