// The household's people (docs/decisions/130-household.md): links into it, joining, roles, the
// hand-over, leaving, removal, dissolving, the 10-people cap under concurrent joins, account
// deletion and the export. Every route as owner, member, viewer, former member, stranger and
// signed out.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUSEHOLD_MAX_PEOPLE } from "../../common/household";
import {
  homeItems,
  homeTasks,
  householdGoTo,
  householdInvites,
  householdMembers,
  households,
  notifications,
  providers,
  users,
} from "../../server/db/schema";
import { hashHouseholdToken, newHouseholdToken } from "../../server/features/household/token";
import { buildTestApp, createUser, TEST_PASSWORD, type SignedInUser, type TestApp } from "../support/test-app";
import { unzip } from "../support/unzip";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: "https://vowch.example" });
});
afterAll(() => t.close());

type Role = "member" | "viewer";
interface Household {
  id: string;
  members: { user: { id: string; firstName: string | null; lastName: string | null }; role: string }[];
}

let named = 0;
const person = (firstName = "Pat") => createUser(t.app, { profile: { firstName, lastName: `House${++named}` } });

async function invite(owner: SignedInUser, role: Role = "member"): Promise<string> {
  const res = await owner.request({ method: "POST", url: "/api/household/invites", payload: { role } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string }>().token;
}

const join = (u: SignedInUser, token: string, leaveCurrent?: boolean) =>
  u.request({
    method: "POST",
    url: "/api/household/join",
    payload: { token, ...(leaveCurrent === undefined ? {} : { leaveCurrent }) },
  });

async function joined(owner: SignedInUser, u: SignedInUser, role: Role = "member"): Promise<void> {
  const res = await join(u, await invite(owner, role));
  expect(res.statusCode, res.body).toBe(200);
}

const householdOf = async (u: SignedInUser) => (await u.request({ method: "GET", url: "/api/household" })).json<Household>();

/** The household's roles by user id. */
const rolesOf = async (u: SignedInUser) => Object.fromEntries((await householdOf(u)).members.map((m) => [m.user.id, m.role]));

/** A household: owner, a member, a viewer, a former member (joined, then left) and a stranger. */
async function fixture() {
  const [owner, member, viewer, former, stranger, other] = await Promise.all([
    person("Olive"),
    person("Mo"),
    person("Vic"),
    person("Fern"),
    person("Stan"),
    person("Otis"),
  ]);
  await joined(owner, member, "member");
  await joined(owner, viewer, "viewer");
  await joined(owner, other, "member");
  await joined(owner, former, "member");
  expect((await former.request({ method: "DELETE", url: `/api/household/members/${former.user.id}` })).statusCode).toBe(204);
  return { owner, member, viewer, former, stranger, other, id: (await householdOf(owner)).id };
}

describe("links into a household", () => {
  it("makes a single-use 256-bit link for 7 days, keeping only its SHA-256", async () => {
    const owner = await person();
    const res = await owner.request({ method: "POST", url: "/api/household/invites", payload: { role: "viewer" } });
    expect(res.statusCode).toBe(201);
    const { token, url } = res.json<{ token: string; url: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`https://vowch.example/household/join#token=${token}`);
    const [row] = await t.db.select().from(householdInvites).where(eq(householdInvites.createdBy, owner.user.id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.role).toBe("viewer");
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
  });

  it("refuses a role other than member or viewer, and a missing token, with 400", async () => {
    const owner = await person();
    for (const payload of [{ role: "owner" }, {}, { role: "boss" }]) {
      const res = await owner.request({ method: "POST", url: "/api/household/invites", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
    const res = await owner.request({ method: "POST", url: "/api/household/join", payload: { leaveCurrent: true } });
    expect(res.statusCode).toBe(400);
  });

  it("shows the join page who invites, as what, and where the caller is", async () => {
    const [owner, guest] = await Promise.all([person("Ivy"), person()]);
    const token = await invite(owner, "viewer");
    const res = await guest.request({ method: "POST", url: "/api/household/invites/preview", payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      inviter: { firstName: "Ivy", lastName: owner.user.lastName },
      role: "viewer",
      people: 1,
      alreadyHere: false,
      current: { people: 1, role: "owner" },
    });
    const mine = await owner.request({ method: "POST", url: "/api/household/invites/preview", payload: { token } });
    expect(mine.json()).toMatchObject({ alreadyHere: true });
  });

  it("is good for one join only, and not past its 7 days", async () => {
    const [owner, a, b, c] = await Promise.all([person(), person(), person(), person()]);
    const token = await invite(owner);
    expect((await join(a, token)).statusCode).toBe(200);
    const again = await join(b, token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: "NOT_FOUND", message: "This household link is not valid any more" });

    const old = await invite(owner);
    await t.db
      .update(householdInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(householdInvites.tokenHash, hashHouseholdToken(old)));
    expect((await join(c, old)).statusCode).toBe(404);
    const preview = await c.request({ method: "POST", url: "/api/household/invites/preview", payload: { token: old } });
    expect(preview.statusCode).toBe(404);
    expect((await join(c, "not-a-token")).statusCode).toBe(404);
    expect(await rolesOf(c)).toEqual({ [c.user.id]: "owner" });
  });
});

describe("joining", () => {
  it("puts the joiner in with the link's role, tells the others, and lists everyone", async () => {
    const [owner, member, partner] = await Promise.all([person("Olga"), person("Max"), person("Pia")]);
    await joined(owner, member);
    const res = await join(partner, await invite(owner, "viewer"));
    expect(res.statusCode).toBe(200);
    const household = res.json<Household>();
    expect(household.members.map((m) => [m.user.firstName, m.role])).toEqual([
      ["Olga", "owner"],
      ["Max", "member"],
      ["Pia", "viewer"],
    ]);
    expect(await householdOf(member)).toEqual(household);
    // "Pia was added to your household": the owner and the member, not Pia herself.
    const items = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.type, "household_added"), eq(notifications.actorUserId, partner.user.id)));
    expect(items.map((i) => i.userId).sort()).toEqual([owner.user.id, member.user.id].sort());
    const inbox = await owner.request({ method: "GET", url: "/api/notifications" });
    expect(inbox.json<{ type: string; actor: { id: string } }[]>()[0]).toMatchObject({
      type: "household_added",
      actor: { id: partner.user.id },
    });
  });

  it("brings a household of one's records along, and its emptied household goes", async () => {
    const [owner, joiner] = await Promise.all([person(), person()]);
    const [theirs, mine] = await Promise.all([householdOf(owner), householdOf(joiner)]);
    const [provider] = await t.db.insert(providers).values({ name: "Go-to Plumbing", category: "Plumber" }).returning();
    await t.db
      .insert(homeTasks)
      .values({ householdId: mine.id, createdBy: joiner.user.id, title: "Clean gutters", every: "yearly" });
    await t.db.insert(homeItems).values({ householdId: mine.id, createdBy: joiner.user.id, name: "Furnace" });
    await t.db.insert(householdGoTo).values({ householdId: mine.id, category: "Plumber", providerId: provider!.id });
    await t.db.update(households).set({ notes: "Shut-off under the sink" }).where(eq(households.id, mine.id));
    await t.db.update(households).set({ notes: "Fuse box in the garage" }).where(eq(households.id, theirs.id));

    expect((await join(joiner, await invite(owner))).statusCode).toBe(200);
    const tasks = await t.db.select().from(homeTasks).where(eq(homeTasks.householdId, theirs.id));
    expect(tasks.map((x) => [x.title, x.createdBy])).toEqual([["Clean gutters", joiner.user.id]]);
    expect(await t.db.select({ name: homeItems.name }).from(homeItems).where(eq(homeItems.householdId, theirs.id))).toEqual([
      { name: "Furnace" },
    ]);
    expect(await t.db.select().from(householdGoTo).where(eq(householdGoTo.householdId, theirs.id))).toHaveLength(1);
    const [kept] = await t.db.select({ notes: households.notes }).from(households).where(eq(households.id, theirs.id));
    expect(kept!.notes).toBe("Fuse box in the garage\n\nShut-off under the sink");
    expect(await t.db.select().from(households).where(eq(households.id, mine.id))).toHaveLength(0);
  });

  it("answers 409 ALREADY_IN_HOUSEHOLD from a household of more than one, unless leaving it first", async () => {
    const [a, aMember, b] = await Promise.all([person(), person(), person()]);
    await joined(a, aMember);
    const aId = (await householdOf(a)).id;
    await t.db
      .insert(homeTasks)
      .values({ householdId: aId, createdBy: aMember.user.id, title: "Test smoke alarms", every: "monthly" });
    const token = await invite(b);
    const refused = await join(aMember, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "ALREADY_IN_HOUSEHOLD" });
    // The refusal spent nothing: the link still works.
    const left = await join(aMember, token, true);
    expect(left.statusCode).toBe(200);
    expect(left.json<Household>().members.map((m) => m.user.id)).toContain(aMember.user.id);
    // Leaving took nothing away: the task stays with the household it was made in.
    expect(
      await t.db.select({ h: homeTasks.householdId }).from(homeTasks).where(eq(homeTasks.createdBy, aMember.user.id)),
    ).toEqual([{ h: aId }]);
    expect(await rolesOf(a)).toEqual({ [a.user.id]: "owner" });
    // Already here: 409 too, the link unspent.
    const here = await join(aMember, await invite(b));
    expect(here.statusCode).toBe(409);
    expect(here.json()).toMatchObject({ code: "ALREADY_IN_HOUSEHOLD" });
  });

  it("answers an owner of others 409 HOUSEHOLD_OWNER even when leaving first", async () => {
    const [a, aMember, b] = await Promise.all([person(), person(), person()]);
    await joined(a, aMember);
    const token = await invite(b);
    const res = await join(a, token, true);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "HOUSEHOLD_OWNER" });
    expect(Object.keys(await rolesOf(a)).sort()).toEqual([a.user.id, aMember.user.id].sort());
  });
});

describe("at most 10 people", () => {
  it("counts open links toward the 10, and lets concurrent joins fill it exactly", async () => {
    const owner = await person();
    const tokens: string[] = [];
    for (let i = 1; i < HOUSEHOLD_MAX_PEOPLE; i++) tokens.push(await invite(owner));
    const full = await owner.request({ method: "POST", url: "/api/household/invites", payload: { role: "member" } });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: "HOUSEHOLD_FULL" });
    const people = await Promise.all(tokens.map(() => person()));
    const answers = await Promise.all(people.map((p, i) => join(p, tokens[i]!)));
    expect(answers.map((r) => r.statusCode)).toEqual(tokens.map(() => 200));
    expect((await householdOf(owner)).members).toHaveLength(HOUSEHOLD_MAX_PEOPLE);
    expect((await owner.request({ method: "POST", url: "/api/household/invites", payload: { role: "viewer" } })).statusCode).toBe(
      409,
    );
  });

  it("never passes 10 when two join the last place at once (links made past the cap by hand)", async () => {
    const owner = await person();
    const id = (await householdOf(owner)).id;
    for (let i = 2; i < HOUSEHOLD_MAX_PEOPLE; i++) await joined(owner, await person());
    // Two live links for the one place left, written directly (the API would not make the second).
    const tokens = [newHouseholdToken(), newHouseholdToken()];
    await t.db.insert(householdInvites).values(
      tokens.map((token) => ({
        householdId: id,
        createdBy: owner.user.id,
        tokenHash: hashHouseholdToken(token),
        role: "member" as const,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    const [x, y] = await Promise.all([person(), person()]);
    const answers = await Promise.all([join(x, tokens[0]!), join(y, tokens[1]!)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: "HOUSEHOLD_FULL" });
    expect(await t.db.$count(householdMembers, eq(householdMembers.householdId, id))).toBe(HOUSEHOLD_MAX_PEOPLE);
  });
});

describe("every route by role", () => {
  it("GET /api/household: each sees their own household; signed out 401", async () => {
    const f = await fixture();
    for (const u of [f.owner, f.member, f.viewer]) expect((await householdOf(u)).id).toBe(f.id);
    for (const u of [f.former, f.stranger]) {
      const h = await householdOf(u);
      expect(h.id).not.toBe(f.id);
      expect(h.members).toEqual([{ user: expect.objectContaining({ id: u.user.id }), role: "owner" }]);
    }
    const out = await t.app.inject({ method: "GET", url: "/api/household" });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ message: "Unauthorized" });
  });

  it("POST /api/household/invites: the owner only (member 403, viewer READ_ONLY); others make links into their own", async () => {
    const f = await fixture();
    const call = (u: SignedInUser) => u.request({ method: "POST", url: "/api/household/invites", payload: { role: "member" } });
    expect((await call(f.owner)).statusCode).toBe(201);
    expect((await call(f.member)).json()).toMatchObject({ code: "FORBIDDEN", message: "Only the household's owner can do this" });
    expect((await call(f.viewer)).json()).toMatchObject({ code: "READ_ONLY", message: "Viewers can't change this home" });
    for (const u of [f.former, f.stranger]) {
      const res = await call(u);
      expect(res.statusCode).toBe(201);
      const [row] = await t.db
        .select({ h: householdInvites.householdId })
        .from(householdInvites)
        .where(eq(householdInvites.tokenHash, hashHouseholdToken(res.json<{ token: string }>().token)));
      expect(row!.h).not.toBe(f.id);
    }
    expect((await t.app.inject({ method: "POST", url: "/api/household/invites", payload: { role: "member" } })).statusCode).toBe(
      401,
    );
  });

  it("POST /api/household/invites/preview and /join: anyone holding a live link; signed out 401", async () => {
    const f = await fixture();
    const token = await invite(f.owner);
    for (const u of [f.owner, f.member, f.viewer, f.former, f.stranger]) {
      const res = await u.request({ method: "POST", url: "/api/household/invites/preview", payload: { token } });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ alreadyHere: boolean }>().alreadyHere).toBe([f.owner, f.member, f.viewer].includes(u));
    }
    for (const u of [f.owner, f.member, f.viewer]) {
      expect((await join(u, token)).json()).toMatchObject({ code: "ALREADY_IN_HOUSEHOLD" });
    }
    expect((await join(f.former, token)).statusCode).toBe(200);
    expect((await join(f.stranger, token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/api/household/join", payload: { token } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/household/invites/preview", payload: { token } })).statusCode).toBe(
      401,
    );
  });

  it("PATCH /api/household/members/{userId}: the owner's; member 403, viewer READ_ONLY, anyone outside 404", async () => {
    const f = await fixture();
    const call = (u: SignedInUser, target: SignedInUser, role: string) =>
      u.request({ method: "PATCH", url: `/api/household/members/${target.user.id}`, payload: { role } });
    expect((await call(f.member, f.other, "viewer")).json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await call(f.viewer, f.other, "viewer")).json()).toMatchObject({ code: "READ_ONLY" });
    expect((await call(f.former, f.other, "viewer")).statusCode).toBe(404);
    expect((await call(f.stranger, f.other, "viewer")).statusCode).toBe(404);
    expect((await call(f.owner, f.former, "viewer")).statusCode).toBe(404);
    expect((await call(f.owner, f.stranger, "viewer")).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "PATCH", url: `/api/household/members/${f.other.user.id}`, payload: { role: "viewer" } }))
        .statusCode,
    ).toBe(401);
    const res = await call(f.owner, f.other, "viewer");
    expect(res.statusCode).toBe(200);
    expect(res.json<Household>().members.find((m) => m.user.id === f.other.user.id)!.role).toBe("viewer");
    expect((await call(f.owner, f.viewer, "member")).statusCode).toBe(200);
    expect((await rolesOf(f.owner))[f.viewer.user.id]).toBe("member");
    // The owner's own role changes only by handing over.
    const self = await call(f.owner, f.owner, "viewer");
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: "HOUSEHOLD_OWNER" });
  });

  it("hands the house over: the new owner manages it, the caller becomes a member", async () => {
    const f = await fixture();
    const res = await f.owner.request({
      method: "PATCH",
      url: `/api/household/members/${f.member.user.id}`,
      payload: { role: "owner" },
    });
    expect(res.statusCode).toBe(200);
    const roles = await rolesOf(f.owner);
    expect(roles[f.member.user.id]).toBe("owner");
    expect(roles[f.owner.user.id]).toBe("member");
    expect(res.json<Household>().members[0]!.user.id).toBe(f.member.user.id);
    expect(
      (await f.owner.request({ method: "POST", url: "/api/household/invites", payload: { role: "member" } })).statusCode,
    ).toBe(403);
    expect(
      (await f.member.request({ method: "POST", url: "/api/household/invites", payload: { role: "member" } })).statusCode,
    ).toBe(201);
  });

  it("never makes two owners when two hand-overs cross", async () => {
    const f = await fixture();
    const [a, b] = await Promise.all([
      f.owner.request({ method: "PATCH", url: `/api/household/members/${f.member.user.id}`, payload: { role: "owner" } }),
      f.owner.request({ method: "PATCH", url: `/api/household/members/${f.other.user.id}`, payload: { role: "owner" } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const owners = Object.values(await rolesOf(f.owner)).filter((r) => r === "owner");
    expect(owners).toHaveLength(1);
  });

  it("DELETE /api/household/members/{userId}: the owner removes; member 403, viewer READ_ONLY, outside 404", async () => {
    const f = await fixture();
    const call = (u: SignedInUser, target: SignedInUser) =>
      u.request({ method: "DELETE", url: `/api/household/members/${target.user.id}` });
    expect((await call(f.member, f.other)).json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await call(f.viewer, f.other)).json()).toMatchObject({ code: "READ_ONLY" });
    expect((await call(f.former, f.other)).statusCode).toBe(404);
    expect((await call(f.stranger, f.other)).statusCode).toBe(404);
    expect((await call(f.owner, f.stranger)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/household/members/${f.other.user.id}` })).statusCode).toBe(401);
    await t.db
      .insert(homeTasks)
      .values({ householdId: f.id, createdBy: f.other.user.id, title: "Flush the water heater", every: "yearly" });
    expect((await call(f.owner, f.other)).statusCode).toBe(204);
    // Back in a household of one, their own; the task stays with the household.
    const h = await householdOf(f.other);
    expect(h.id).not.toBe(f.id);
    expect(h.members).toEqual([{ user: expect.objectContaining({ id: f.other.user.id }), role: "owner" }]);
    expect(
      await t.db.select({ h: homeTasks.householdId }).from(homeTasks).where(eq(homeTasks.createdBy, f.other.user.id)),
    ).toEqual([{ h: f.id }]);
  });

  it("lets a member or viewer leave (remove themself), and refuses the owner with 409 HOUSEHOLD_OWNER", async () => {
    const f = await fixture();
    for (const u of [f.member, f.viewer]) {
      expect((await u.request({ method: "DELETE", url: `/api/household/members/${u.user.id}` })).statusCode).toBe(204);
      expect(await rolesOf(u)).toEqual({ [u.user.id]: "owner" });
    }
    const owner = await f.owner.request({ method: "DELETE", url: `/api/household/members/${f.owner.user.id}` });
    expect(owner.statusCode).toBe(409);
    expect(owner.json()).toMatchObject({ code: "HOUSEHOLD_OWNER" });
    expect(Object.keys(await rolesOf(f.owner)).sort()).toEqual([f.owner.user.id, f.other.user.id].sort());
  });

  it("DELETE /api/household: the owner dissolves it, keeping it and its records; everyone else is alone again", async () => {
    const f = await fixture();
    const open = await invite(f.owner);
    await t.db.insert(homeItems).values({ householdId: f.id, createdBy: f.member.user.id, name: "Dishwasher" });
    expect((await f.member.request({ method: "DELETE", url: "/api/household" })).json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await f.viewer.request({ method: "DELETE", url: "/api/household" })).json()).toMatchObject({ code: "READ_ONLY" });
    expect((await t.app.inject({ method: "DELETE", url: "/api/household" })).statusCode).toBe(401);
    // Alone in their own, the former member and the stranger dissolve nothing.
    for (const u of [f.former, f.stranger]) {
      expect((await u.request({ method: "DELETE", url: "/api/household" })).statusCode).toBe(204);
      expect(await rolesOf(u)).toEqual({ [u.user.id]: "owner" });
    }
    expect((await f.owner.request({ method: "DELETE", url: "/api/household" })).statusCode).toBe(204);
    expect(await householdOf(f.owner)).toEqual({ id: f.id, members: [expect.objectContaining({ role: "owner" })] });
    const others = await Promise.all([f.member, f.viewer, f.other].map(householdOf));
    expect(new Set(others.map((h) => h.id)).size).toBe(3);
    for (const h of others) expect(h.members.map((m) => m.role)).toEqual(["owner"]);
    expect(
      await t.db.select({ h: homeItems.householdId }).from(homeItems).where(eq(homeItems.createdBy, f.member.user.id)),
    ).toEqual([{ h: f.id }]);
    expect((await join(f.stranger, open)).statusCode).toBe(404);
  });
});

describe("deleting an account with a household", () => {
  const deleteAccount = (u: SignedInUser) =>
    u.request({ method: "DELETE", url: "/api/account", payload: { confirm: "DELETE", password: TEST_PASSWORD } });

  it("asks an owner of others to hand over or dissolve first (409 HOUSEHOLD_OWNER), losing nothing", async () => {
    const f = await fixture();
    const res = await deleteAccount(f.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "HOUSEHOLD_OWNER" });
    expect(await t.db.select().from(users).where(eq(users.id, f.owner.user.id))).toHaveLength(1);
    await f.owner.request({ method: "PATCH", url: `/api/household/members/${f.member.user.id}`, payload: { role: "owner" } });
    await t.db
      .insert(homeTasks)
      .values({ householdId: f.id, createdBy: f.owner.user.id, title: "Clean dryer vent", every: "yearly" });
    expect((await deleteAccount(f.owner)).statusCode).toBe(204);
    // The household stays with the others, the task with it (its maker now unknown).
    expect(Object.keys(await rolesOf(f.member)).sort()).toEqual([f.member.user.id, f.viewer.user.id, f.other.user.id].sort());
    const [task] = await t.db.select().from(homeTasks).where(eq(homeTasks.title, "Clean dryer vent"));
    expect(task).toMatchObject({ householdId: f.id, createdBy: null });
  });

  it("takes a household of one with its records along with the account", async () => {
    const alone = await person();
    const { id } = await householdOf(alone);
    await t.db.insert(homeItems).values({ householdId: id, createdBy: alone.user.id, name: "Water heater" });
    expect((await deleteAccount(alone)).statusCode).toBe(204);
    expect(await t.db.select().from(households).where(eq(households.id, id))).toHaveLength(0);
    expect(await t.db.select().from(homeItems).where(eq(homeItems.householdId, id))).toHaveLength(0);
  });
});

describe("the export", () => {
  it("holds the household's people with their roles, and its records", async () => {
    const f = await fixture();
    await t.db
      .insert(homeTasks)
      .values({ householdId: f.id, createdBy: f.owner.user.id, title: "Service the furnace", every: "yearly" });
    const entries = await unzip((await f.viewer.request({ method: "GET", url: "/api/export" })).rawPayload);
    const data = JSON.parse(entries.get("export.json")!) as Record<string, Record<string, unknown>[]>;
    expect(data.household!.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [f.owner.user.id, "owner"],
        [f.member.user.id, "member"],
        [f.viewer.user.id, "viewer"],
        [f.other.user.id, "member"],
      ].sort(),
    );
    expect(data.home_tasks!.map((x) => x.title)).toEqual(["Service the furnace"]);
    // Names only: no one's e-mail.
    expect(entries.get("household.csv")).not.toContain(f.owner.user.email!);
    const stranger = JSON.parse(
      (await unzip((await f.stranger.request({ method: "GET", url: "/api/export" })).rawPayload)).get("export.json")!,
    ) as Record<string, unknown[]>;
    expect(stranger.home_tasks).toEqual([]);
    expect(stranger.household).toHaveLength(1);
  });
});
