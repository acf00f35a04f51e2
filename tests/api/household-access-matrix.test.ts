// The household's access matrix: every /api/household and /api/home route the server registers,
// called as each household role, with the exact answer each gets. A new household or home route
// without a row fails the first test. The roles are of one household (the owner's):
// - signedOut  no session: 401 {"message":"Unauthorized"}.
// - stranger   never in it: the owner's objects are 404; calls on "my household" act on their own.
// - former     joined by a link and left again: as a stranger, back in a household of their own.
// - viewer     reads what the household reads; every write 403 READ_ONLY with its one message.
// - member     works on the household's records; the owner's calls (links, roles, removal,
//              dissolving) answer 403 FORBIDDEN.
// - owner      everything.
// Writes that destroy their object build a fresh one per cell; the dissolving row runs last.
// One app and one database for the file; the people join through the real links.
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READ_ONLY_MESSAGE } from "../../common/household";
import { homeItems, householdInvites, householdMembers, users } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { hashHouseholdToken, newHouseholdToken } from "../../server/features/household/token";
import { multipart } from "../support/multipart";
import { buildTestApp, createUser, uniqueEmail, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider, tinyPdf } from "./projects-helpers";
import { insertHomeDocument, insertHomeTask } from "../support/home-records";

const ROLES = ["signedOut", "stranger", "former", "viewer", "member", "owner"] as const;
type Role = (typeof ROLES)[number];
type SignedInRole = Exclude<Role, "signedOut">;
/** Expected status per role, in ROLES order. */
type Expect = [signedOut: number, stranger: number, former: number, viewer: number, member: number, owner: number];
/** The roles in the owner's household. */
const INSIDE: readonly Role[] = ["viewer", "member", "owner"];

interface Call {
  url?: Record<string, string>;
  body?: unknown;
  multipart?: { payload: Buffer; headers: Record<string, string> };
}
interface Row {
  route: string;
  expect: Expect;
  call?: (role: Role) => Call | Promise<Call>;
  /** On a 2xx answer. */
  check?: (res: LightMyRequestResponse, role: Role) => void | Promise<void>;
}
const row = (expect: Expect, route: string, call?: Row["call"], check?: Row["check"]): Row => ({ route, expect, call, check });

let t: TestApp;
let as: Record<SignedInRole, SignedInUser>;
/** Another member: the target of the owner's calls on people, for everyone but the owner. */
let other: SignedInUser;
let householdId: string;
let itemId: string;
let taskId: string;
let providerId: string;
const NOTES = "Water shut-off under the sink";

async function link(owner: SignedInUser, role: "member" | "viewer"): Promise<string> {
  const res = await owner.request({ method: "POST", url: "/api/household/invites", payload: { role } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string }>().token;
}
async function joinBy(u: SignedInUser, token: string): Promise<void> {
  const res = await u.request({ method: "POST", url: "/api/household/join", payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  const [owner, member, viewer, former, stranger, another] = await Promise.all(
    ["Olive", "Max", "Vera", "Fern", "Stan", "Otis"].map((firstName) => createUser(t.app, { profile: { firstName } })),
  );
  as = { owner: owner!, member: member!, viewer: viewer!, former: former!, stranger: stranger! };
  other = another!;
  for (const [u, role] of [
    [member!, "member"],
    [viewer!, "viewer"],
    [other, "member"],
    [former!, "member"],
  ] as const) {
    await joinBy(u, await link(owner!, role));
  }
  const left = await former!.request({ method: "DELETE", url: `/api/household/members/${former!.user.id}` });
  expect(left.statusCode).toBe(204);
  householdId = (await householdOf(t.db, owner!.user.id)).householdId;
  itemId = await freshItem();
  taskId = await freshTask();
  providerId = (await insertProvider(t.db, owner!.user.id, { category: "Plumber" })).id;
  expect((await owner!.request({ method: "PUT", url: "/api/home/notes", payload: { notes: NOTES } })).statusCode).toBe(200);
});
afterAll(() => t.close());

// ---- Fresh objects of the owner's household ------------------------------------------------------

async function freshItem(): Promise<string> {
  const [item] = await t.db
    .insert(homeItems)
    .values({ householdId, name: "Matrix furnace", createdBy: as.owner.user.id })
    .returning({ id: homeItems.id });
  return item!.id;
}
const freshTask = () => insertHomeTask(t.db, householdId, as.owner.user.id, "2027-01-31");
const freshDocument = () => insertHomeDocument(t.db, itemId);
/** The owner's cell gets someone who just joined (the call changes or removes them); the others target `other`. */
async function targetFor(role: Role): Promise<string> {
  if (role !== "owner") return other.user.id;
  const newcomer = await createUser(t.app);
  await joinBy(newcomer, await link(as.owner, "member"));
  return newcomer.user.id;
}
/** One open link into the owner's household, made once (reading it uses nothing up; links count toward the 10). */
let preview: Promise<string> | undefined;
const previewToken = () => (preview ??= link(as.owner, "viewer"));
/** A live member's link into a fresh household of an account written directly (its trigger gives it one). */
async function linkElsewhere(): Promise<string> {
  const [someone] = await t.db
    .insert(users)
    .values({ email: uniqueEmail("elsewhere") })
    .returning({ id: users.id });
  const token = newHouseholdToken();
  await t.db.insert(householdInvites).values({
    householdId: (await householdOf(t.db, someone!.id)).householdId,
    createdBy: someone!.id,
    tokenHash: hashHouseholdToken(token),
    role: "member",
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}
/** The caller's household id, read from the database. */
const householdIdOf = async (role: Role) => (await householdOf(t.db, as[role as SignedInRole].user.id)).householdId;

// ---- Checks ---------------------------------------------------------------------------------------

/** Someone inside reads the owner's household; anyone else their own. */
const ownHousehold = async (res: LightMyRequestResponse, role: Role) => {
  expect(res.json<{ id: string }>().id === householdId, "the owner's household").toBe(INSIDE.includes(role));
  expect(res.json<{ id: string }>().id).toBe(await householdIdOf(role));
};
const listHas = (id: () => string, pick: (body: unknown) => string[]) => (res: LightMyRequestResponse, role: Role) => {
  expect(pick(res.json()).includes(id()), "the household's record in the list").toBe(INSIDE.includes(role));
};
const ids = (body: unknown) => (body as { id: string }[]).map((x) => x.id);
const itemIds = (body: unknown) => {
  const list = body as { items?: { id: string }[] } | { id: string }[];
  return Array.isArray(list) ? ids(list) : ids(list.items ?? []);
};
/** Joined another household: leaves it again, so the role is back in a household of its own. */
const leaveAgain = async (_res: LightMyRequestResponse, role: Role) => {
  const u = as[role as SignedInRole];
  expect((await u.request({ method: "DELETE", url: `/api/household/members/${u.user.id}` })).statusCode).toBe(204);
};

// ---- The matrix: one row per household and home route ------------------------------------------

const item = () => itemId;
const task = () => taskId;

// prettier-ignore
const MATRIX: Row[] = [
  //   out  str  fmr  vwr  mbr  own
  row([401, 200, 200, 200, 200, 200], "GET /api/household", undefined, ownHousehold),
  row([401, 201, 201, 403, 403, 201], "POST /api/household/invites", () => ({ body: { role: "viewer" } })),
  row([401, 200, 200, 200, 200, 200], "POST /api/household/invites/preview", async () => ({ body: { token: await previewToken() } }),
    (res, role) => expect(res.json<{ alreadyHere: boolean }>().alreadyHere).toBe(INSIDE.includes(role))),
  // From a household of more than one, joining another answers 409 (without "leaveCurrent").
  row([401, 200, 200, 409, 409, 409], "POST /api/household/join", async () => ({ body: { token: await linkElsewhere() } }), leaveAgain),
  row([401, 404, 404, 403, 403, 200], "PATCH /api/household/members/:userId", async (role) => ({ url: { userId: await targetFor(role) }, body: { role: "viewer" } })),
  row([401, 404, 404, 403, 403, 204], "DELETE /api/household/members/:userId", async (role) => ({ url: { userId: await targetFor(role) } })),

  row([401, 200, 200, 200, 200, 200], "GET /api/home/items", undefined, listHas(item, itemIds)),
  row([401, 201, 201, 403, 201, 201], "POST /api/home/items", () => ({ body: { name: "Matrix boiler" } })),
  row([401, 404, 404, 200, 200, 200], "GET /api/home/items/:id", () => ({ url: { id: itemId } })),
  row([401, 404, 404, 403, 200, 200], "PATCH /api/home/items/:id", () => ({ url: { id: itemId }, body: { brand: "Matrix" } })),
  row([401, 404, 404, 403, 204, 204], "DELETE /api/home/items/:id", async () => ({ url: { id: await freshItem() } })),
  row([401, 404, 404, 403, 201, 201], "POST /api/home/items/:id/documents", () => ({
    url: { id: itemId },
    multipart: multipart({}, [{ field: "file", filename: "manual.pdf", contentType: "application/pdf", data: tinyPdf() }]),
  })),
  row([401, 404, 404, 403, 204, 204], "DELETE /api/home/items/:id/documents/:fileId", async () => ({ url: { id: itemId, fileId: await freshDocument() } })),

  row([401, 200, 200, 200, 200, 200], "GET /api/home/who-to-call", undefined,
    (res, role) => expect(res.json<{ notes: string | null }>().notes === NOTES, "the household's notes").toBe(INSIDE.includes(role))),
  row([401, 200, 200, 403, 200, 200], "PUT /api/home/go-to/:category", () => ({ url: { category: "Plumber" }, body: { providerId } })),
  row([401, 200, 200, 403, 200, 200], "DELETE /api/home/go-to/:category", () => ({ url: { category: "Plumber" } })),
  row([401, 200, 200, 403, 200, 200], "PUT /api/home/notes", () => ({ body: { notes: NOTES } })),
  row([401, 200, 200, 404, 200, 200], "GET /api/home/handover.pdf"),

  row([401, 200, 200, 200, 200, 200], "GET /api/home/tasks", undefined, listHas(task, ids)),
  row([401, 200, 200, 200, 200, 200], "GET /api/home/task-templates"),
  row([401, 201, 201, 403, 201, 201], "POST /api/home/tasks", () => ({ body: { title: "Test smoke alarms", every: "monthly" } })),
  row([401, 201, 201, 403, 201, 201], "POST /api/home/tasks/bulk", () => ({ body: { tasks: [{ title: "Flush water heater", every: "yearly" }] } })),
  row([401, 404, 404, 200, 200, 200], "GET /api/home/tasks/:id", () => ({ url: { id: taskId } })),
  row([401, 404, 404, 403, 200, 200], "PATCH /api/home/tasks/:id", () => ({ url: { id: taskId }, body: { notes: "Size 16x25" } })),
  row([401, 404, 404, 403, 204, 204], "DELETE /api/home/tasks/:id", async () => ({ url: { id: await freshTask() } })),
  row([401, 404, 404, 403, 201, 201], "POST /api/home/tasks/:id/done", async () => ({ url: { id: await freshTask() }, body: { date: "2027-01-31" } })),
  row([401, 404, 404, 200, 200, 200], "GET /api/home/tasks/:id/log", () => ({ url: { id: taskId } })),

  // Last: the owner's cell dissolves the household (the former member and the stranger dissolve their own of one).
  row([401, 204, 204, 403, 403, 204], "DELETE /api/household"),
];

const HOUSEHOLD_ROUTE = /^\/api\/(household|home)(\/|$)/;

async function runCell(r: Row, role: Role, expected: number): Promise<void> {
  const [method, pattern] = r.route.split(" ") as [string, string];
  const call = (await r.call?.(role)) ?? {};
  const url = pattern.replace(/:(\w+)/g, (_, name: string) => call.url?.[name] ?? `missing-${name}`);
  const cookie = role === "signedOut" ? undefined : as[role].cookie;
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(call.multipart?.headers ?? {}) },
    payload: call.multipart?.payload ?? (call.body as object | undefined),
  });
  expect(res.statusCode, `${r.route} as ${role}: ${res.body.slice(0, 300)}`).toBe(expected);
  if (expected === 401) expect(res.json()).toStrictEqual({ message: "Unauthorized" });
  else if (expected === 403 && role === "viewer")
    expect(res.json()).toMatchObject({ code: "READ_ONLY", message: READ_ONLY_MESSAGE });
  else if (expected === 403) expect(res.json()).toMatchObject({ code: "FORBIDDEN" });
  else if (expected === 404) expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
  else if (expected === 409) expect(res.json<{ code: string }>().code).toMatch(/^(ALREADY_IN_HOUSEHOLD|HOUSEHOLD_OWNER)$/);
  else await r.check?.(res, role);
}

describe("household access matrix", () => {
  it("has one row for every household and home route the server registers", () => {
    const registered = t.routes.map((r) => `${r.method} ${r.url}`).filter((key) => HOUSEHOLD_ROUTE.test(key.split(" ")[1]!));
    const inMatrix = MATRIX.map((r) => r.route);
    expect(new Set(inMatrix).size, "one row per route").toBe(inMatrix.length);
    expect([...inMatrix].sort()).toEqual([...registered].sort());
  });

  it("the viewer's message is the one the product states", () => {
    expect(READ_ONLY_MESSAGE).toBe("Viewers can't change this home");
  });

  it.each(MATRIX)("$route", async (r) => {
    for (const [i, role] of ROLES.entries()) await runCell(r, role, r.expect[i]!);
  });

  it("dissolved the household last: everyone is alone again, the records stay with the owner's", async () => {
    for (const role of ["owner", "member", "viewer"] as const) {
      const res = await as[role].request({ method: "GET", url: "/api/household" });
      expect(res.json<{ members: unknown[] }>().members).toHaveLength(1);
    }
    expect(await t.db.select({ h: homeItems.householdId }).from(homeItems).where(eq(homeItems.id, itemId))).toEqual([
      { h: householdId },
    ]);
    expect(
      await t.db
        .select({ role: householdMembers.role })
        .from(householdMembers)
        .where(eq(householdMembers.householdId, householdId)),
    ).toEqual([{ role: "owner" }]);
  });
});
