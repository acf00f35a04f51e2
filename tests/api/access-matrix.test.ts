// The access matrix ("Prove it" 1): every route the server registers, called as each of
// six roles, with the exact answer each role gets. A route without a row fails the first test, so
// a new route cannot ship without deciding who may call it.
//
// Roles (the spec's product summary, roles and permissions: a friend is any other user with a completed profile):
// - signedOut     no session: 401 {"message":"Unauthorized"} on every signed-in call, nothing else.
// - incomplete    signed in, profile not completed: 403 {code: PROFILE_INCOMPLETE, message: "Complete
//                 your profile first"} everywhere but the account's own calls.
// - stranger      a completed profile with no tie to the owner or the project: the relation the spec
//                 denies a project to. People-level calls (directory, friends, requests) are open
//                 to it, because every completed profile is everyone's friend today.
// - friend        a completed profile with network ties to the owner (vouched for the project's
//                 provider, suggested a provider on the owner's request), but not on the project.
//                 It gets exactly what the stranger gets: ties never open a private object.
// - collaborator  added to the owner's project: works on it, never edits, deletes or manages it.
// - owner         owns the project, its provider link (completed, reviewed, with a photo) and the
//                 provider request.
//
// Writes never spoil the fixture for later cells: a row whose call destroys its object (deletes,
// saving a suggestion) builds a fresh object per cell; a row that ends or replaces the session runs
// each cell on a fresh session (and the incomplete role on a fresh account, which it may complete).
//
// Budget: one app and one database for the file, 330 cells plus ~20 fixture calls (7 sign-ups).
// Measured 2026-11-23 on the shared 2-core box under a load average of 13: 12 s on PGlite and 7 s
// on PostgreSQL, fixture included (counts are asserted, times only reported here).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES, isErrorCode } from "../../common/error-codes";
import { householdOf } from "../../server/features/household/membership";
import { hashInviteToken, newInviteToken, sealInviteToken } from "../../server/features/invites/token";
import { hashHouseholdToken, newHouseholdToken } from "../../server/features/household/token";
import {
  contacts,
  householdInvites,
  householdMembers,
  homeItems,
  invites,
  projectCollaborators,
  projectProviders,
  projects,
  providerRequests,
  providerSuggestions,
  users,
} from "../../server/db/schema";
import { createSession } from "../../server/features/auth/sessions";
import { signUnsubscribeToken } from "../../server/features/notifications/unsubscribe-token";
import { buildTestApp, createUser, TEST_PASSWORD, uniqueEmail, type SignedInUser, type TestApp } from "../support/test-app";
import { SoftAuthenticator } from "../support/soft-authenticator";
import { insertProvider, tinyPdf, tinyPng } from "./projects-helpers";
import { multipart } from "../support/multipart";
import { pdfText } from "../support/pdf-text";
import { insertHomeDocument, insertHomeTask } from "../support/home-records";

const ROLES = ["signedOut", "incomplete", "stranger", "friend", "collaborator", "owner"] as const;
type Role = (typeof ROLES)[number];
type SignedInRole = Exclude<Role, "signedOut">;
/** Expected status per role, in ROLES order. */
type Expect = [signedOut: number, incomplete: number, stranger: number, friend: number, collaborator: number, owner: number];

interface Fixture {
  as: Record<SignedInRole, SignedInUser>;
  /** Suggests on the owner's request and lists the providers friends save: a helper, not a role. */
  neighbour: SignedInUser;
  /** The account the sign-in row signs in to. */
  returning: SignedInUser;
  ids: Record<FixtureId, string>;
}
type FixtureId = "owner" | "collaborator" | "project" | "provider" | "link" | "photo" | "request" | "suggestion" | "homeItem";

/** What one cell sends: path params by name, query, JSON body or a multipart body. */
interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  multipart?: { payload: Buffer; headers: Record<string, string> };
}

/** Who made the call, for checks on the answer. */
interface Cell {
  f: Fixture;
  role: Role;
  userId?: string;
  cookie?: string;
}

interface Row {
  expect: Expect;
  /** "METHOD /path/:param" exactly as registered. */
  route: string;
  /** Called per cell, so a destructive row can build a fresh object for each role. */
  call?: (f: Fixture, role: Role) => Call | Promise<Call>;
  /** On an allowed call (2xx, 3xx): the answer is the object, or a list shows it to exactly the roles that may see it. */
  check?: (res: LightMyRequestResponse, cell: Cell) => void | Promise<void>;
}

const row = (expect: Expect, route: string, call?: Row["call"], check?: Row["check"]): Row => ({ expect, route, call, check });

/**
 * Rows whose call ends or replaces the session (or completes the profile): each signed-in cell runs
 * on a new session, the incomplete role on a new incomplete account.
 */
const FRESH_SESSION = new Set([
  "GET /api/logout",
  "POST /api/auth/register",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "POST /api/auth/complete-profile",
  "POST /api/auth/passkeys/sign-in",
]);

// ---- How a cell is filled ------------------------------------------------------------------

type Param = FixtureId | ((f: Fixture) => Promise<string>);
type Body = object | ((f: Fixture, role: Role) => object | Promise<object>);
const bodyOf = (f: Fixture, role: Role, body?: Body) => (typeof body === "function" ? body(f, role) : body);
const paramsOf = async (f: Fixture, params: Record<string, Param>) =>
  Object.fromEntries(
    await Promise.all(Object.entries(params).map(async ([name, p]) => [name, typeof p === "function" ? await p(f) : f.ids[p]])),
  ) as Record<string, string>;
/**
 * Path params by name, each a fixture object (at({ id: "project" })) or a fresh one made for the
 * cell (at({ id: freshProject })), and an optional JSON body (a function: made per cell).
 */
const at =
  (params: Record<string, Param>, body?: Body) =>
  async (f: Fixture, role: Role): Promise<Call> => ({ params: await paramsOf(f, params), body: await bodyOf(f, role, body) });
/** A JSON body only (a function: made per cell). */
const send =
  (body: Body) =>
  async (f: Fixture, role: Role): Promise<Call> => ({ body: await bodyOf(f, role, body) });
/** Path params and a multipart body with one PNG photo. */
const upload =
  (params: Record<string, Param>) =>
  async (f: Fixture): Promise<Call> => ({
    params: await paramsOf(f, params),
    multipart: multipart({}, [{ field: "photos", filename: "done.png", contentType: "image/png", data: tinyPng() }]),
  });

const PROVIDER_EMAIL = "crew@kitchen.example";
const PROJECT_FORM = { title: "Kitchen remodel", description: "New cabinets", category: "Kitchen Renovation" };
let serial = 0;
const unique = (prefix: string) => `${prefix} ${++serial}`;

const newAccount = () => ({ email: uniqueEmail("matrix"), password: TEST_PASSWORD });
const returningAccount = (f: Fixture) => ({ email: f.returning.user.email, password: TEST_PASSWORD });
/** Adding a passkey is confirmed with the account's password (every account of the matrix has TEST_PASSWORD). */
const passwordProof = () => ({ password: TEST_PASSWORD });
/** Completed accounts send their own profile again (nothing changes); a new account completes its own. */
const profileFor = (f: Fixture, role: Role) => {
  const u = role === "signedOut" || role === "incomplete" ? undefined : f.as[role].user;
  return {
    firstName: u?.firstName ?? "Ina",
    lastName: u?.lastName ?? "Newcomer",
    phone: u?.phone ?? "415 555 0150",
    homeAddress: u?.homeAddress ?? "1 Matrix Way",
  };
};
/** An experience recorded on an existing project (the spec's validation rules: type "existing"). */
const experienceOnProject = (f: Fixture) => ({
  name: unique("Matrix Tiling"),
  category: "General Contractor",
  experienceType: "existing",
  existingProjectId: f.ids.project,
  projectType: "one_time",
  wouldVouch: false,
});
const attachFresh = async (f: Fixture) => ({ providerId: await freshProvider(f) });
const saveFresh = async (f: Fixture) => ({
  contactProvider: { id: await freshProvider(f) },
  sourceContactId: f.neighbour.user.id,
});
const addFresh = async () => ({ userId: await freshPerson() });
/** The owner's unsubscribe link for one event, as its e-mail carries it. */
const unsubscribeLink = (fx: Fixture): Call => ({
  query: { token: signUnsubscribeToken(t.config.sessionSecret, fx.ids.owner, "vouch") },
});
/** The collaborator was notified of being added: only they see that item. */
const ownItemsOnly = (res: LightMyRequestResponse, { role }: Cell): void => {
  const types = res.json<{ type: string }[]>().map((i) => i.type);
  expect(types.includes("collaborator"), "the collaborator's own notification").toBe(role === "collaborator");
};

// ---- Checks on allowed cells ---------------------------------------------------------------

const OTHERS: Role[] = ["stranger", "friend", "collaborator"];
const MEMBERS: Role[] = ["collaborator", "owner"];
const ids = (items: unknown[]) => (items as { id: string }[]).map((i) => i.id);
const projectIds = (items: unknown[]) => (items as { project: { id: string } | null }[]).map((i) => i.project?.id);

const isThe =
  (key: FixtureId) =>
  (res: LightMyRequestResponse, { f }: Cell): void => {
    expect(res.json<{ id: string }>().id).toBe(f.ids[key]);
  };
/** The list holds the fixture's object for exactly the roles in `seenBy` (`pick` reads its ids). */
const listShows =
  (key: FixtureId, seenBy: readonly Role[], pick: (items: unknown[]) => (string | undefined)[] = ids) =>
  (res: LightMyRequestResponse, { f, role }: Cell): void => {
    expect(pick(res.json<unknown[]>()).includes(f.ids[key]), `the ${key} in the list`).toBe(seenBy.includes(role));
  };
const isCaller = (res: LightMyRequestResponse, { userId }: Cell): void => {
  expect(res.json<{ id: string }>().id).toBe(userId);
};
const isReturning = (res: LightMyRequestResponse, { f }: Cell): void => {
  expect(res.json<{ id: string }>().id).toBe(f.returning.user.id);
};
const isCalendar = (res: LightMyRequestResponse): void => {
  expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(res.body).toContain("BEGIN:VEVENT");
};
const isPng = (res: LightMyRequestResponse): void => {
  expect(res.headers["content-type"]).toBe("image/png");
};
/** Everyone's own home's hand-over record: the owner's lists the fixture's completed job, nobody else's does. */
const ownHomeRecord = async (res: LightMyRequestResponse, { role }: Cell): Promise<void> => {
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect((await pdfText(res.rawPayload)).includes("Kitchen Crew"), "the owner's job in the record").toBe(role === "owner");
};
/** The session the call was made with no longer signs anyone in. */
const sessionEnded = async (_res: LightMyRequestResponse, { cookie }: Cell): Promise<void> => {
  const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: cookie ? { cookie } : {} });
  expect(me.statusCode).toBe(401);
};

/** A provider's history holds the fixture link's job for the project's members only. */
const ownJobsOnly = (res: LightMyRequestResponse, { f, role }: Cell): void => {
  const links = res.json<{ jobs: { linkId: string }[] }>().jobs.map((j) => j.linkId);
  expect(links.includes(f.ids.link), "the job in the history").toBe(MEMBERS.includes(role));
};

// ---- The matrix: one row per registered route --------------------------------------------

// prettier-ignore
const MATRIX: Row[] = [
  //   out  inc  str  frn  col  own      (signedOut, incomplete, stranger, friend, collaborator, owner)
  // Probes, the sign-in page and the account's own calls: outside the signed-in scope.
  row([200, 200, 200, 200, 200, 200], "GET /healthz"),
  row([200, 200, 200, 200, 200, 200], "GET /readyz"),
  row([200, 200, 200, 200, 200, 200], "GET /api/login"),
  // A share sent before the worker could take it: back to the wizard, for anyone (nothing is read).
  row([303, 303, 303, 303, 303, 303], "POST /share-target"),
  row([404, 404, 404, 404, 404, 404], "GET /api/callback"), // no identity provider here: oidc.test.ts
  row([404, 404, 404, 404, 404, 404], "GET /api/auth/reauth"), // no identity provider here: oidc.test.ts
  row([302, 302, 302, 302, 302, 302], "GET /api/logout", undefined, sessionEnded),
  row([201, 201, 201, 201, 201, 201], "POST /api/auth/register", send(newAccount)),
  // The e-mailed sign-up link (servers that send e-mail) is its own key, signed in or not.
  row([400, 400, 400, 400, 400, 400], "POST /api/auth/register/finish", send({ token: "A".repeat(43) })),
  row([200, 200, 200, 200, 200, 200], "POST /api/auth/login", send(returningAccount), isReturning),
  row([204, 204, 204, 204, 204, 204], "POST /api/auth/logout", undefined, sessionEnded),
  row([401, 200, 200, 200, 200, 200], "GET /api/auth/user", undefined, isCaller),
  row([401, 200, 200, 200, 200, 200], "POST /api/auth/complete-profile", send(profileFor), isCaller),
  // Passkeys: signing in with one is open to all; adding and removing them is the account's own.
  row([200, 200, 200, 200, 200, 200], "POST /api/auth/passkeys/authentication-options"),
  row([200, 200, 200, 200, 200, 200], "POST /api/auth/passkeys/sign-in", send(returningPasskeyAssertion), isReturning),
  row([401, 200, 200, 200, 200, 200], "POST /api/auth/passkeys/registration-options", send(passwordProof)),
  row([401, 201, 201, 201, 201, 201], "POST /api/auth/passkeys", send(newPasskey)),
  row([401, 404, 404, 404, 404, 204], "DELETE /api/auth/passkeys/:id", at({ id: freshPasskey })),
  // The account's own data: what confirms it (every role added a passkey in the row above; without
  // one it is 404, account.test.ts), the export, the deletion (refused here for a wrong
  // confirmation: account.test.ts deletes accounts), profile edits.
  row([401, 200, 200, 200, 200, 200], "GET /api/account"),
  row([401, 200, 200, 200, 200, 200], "POST /api/account/confirm-options"),
  row([401, 204, 204, 204, 204, 204], "PUT /api/account/theme", send({ theme: "dark" })),
  row([401, 204, 204, 204, 204, 204], "PUT /api/account/language", send({ choice: null, phone: "es" })),
  row([401, 204, 204, 204, 204, 204], "PUT /api/account/currency", send({ currency: "EUR" })),
  row([401, 204, 204, 204, 204, 204], "PUT /api/account/phone-region", send({ region: "GB" })),
  row([401, 200, 200, 200, 200, 200], "GET /api/export"),
  row([401, 400, 400, 400, 400, 400], "DELETE /api/account", send({ confirm: "nope" })),
  row([401, 403, 200, 200, 200, 200], "PUT /api/account/profile", send(profileFor), isCaller),
  row([401, 403, 200, 200, 200, 200], "PUT /api/account/photo", profilePhoto, isCaller),
  row([401, 403, 200, 200, 200, 200], "DELETE /api/account/photo", undefined, isCaller),
  // Proving the account's e-mail and phone: its own calls (proven-contacts.test.ts sends and
  // confirms). Every role's e-mail is proven already (400), and this app texts nothing (400).
  row([401, 200, 200, 200, 200, 200], "GET /api/verification"),
  row([401, 400, 400, 400, 400, 400], "POST /api/verification/email"),
  row([401, 400, 400, 400, 400, 400], "POST /api/verification/phone"),
  row([401, 400, 400, 400, 400, 400], "POST /api/verification/phone/confirm", send({ code: "123456" })),
  // The e-mailed link is its own key, signed in or not.
  row([400, 400, 400, 400, 400, 400], "POST /api/verification/email/confirm", send({ token: "A".repeat(43) })),

  // Forgot password: the same 202 for anyone and any e-mail; a link's use needs only the link.
  row([202, 202, 202, 202, 202, 202], "POST /api/auth/password-reset", send(returningAccount)),
  row([400, 400, 400, 400, 400, 400], "POST /api/auth/password-reset/check", send({ token: "A".repeat(43) })),
  row([400, 400, 400, 400, 400, 400], "POST /api/auth/password-reset/confirm", send({ token: "A".repeat(43), password: "a fine new passphrase" })),
  // Unsubscribe links arrive by e-mail: the signed token is the only key, signed in or not.
  row([200, 200, 200, 200, 200, 200], "POST /api/notifications/unsubscribe", unsubscribeLink),
  // The same address opened as a link: the page that asks for the tap.
  row([303, 303, 303, 303, 303, 303], "GET /api/notifications/unsubscribe", unsubscribeLink, (res) => {
    expect(res.headers.location).toMatch(/^\/unsubscribe\?token=/);
  }),
  row([200, 200, 200, 200, 200, 200], "POST /api/notifications/resubscribe", unsubscribeLink),

  // People: every completed profile is a friend (the spec's product summary); nobody is their own friend.
  row([401, 403, 200, 200, 200, 200], "GET /api/users/all", async () => ({ query: { search: "Matrix" } }), listShows("owner", OTHERS)),
  row([401, 403, 200, 200, 200, 200], "GET /api/friends", undefined, listShows("owner", OTHERS)),
  row([401, 403, 200, 200, 200, 404], "GET /api/contacts/:contactId", at({ contactId: "owner" }), isThe("owner")),
  row([401, 403, 200, 200, 200, 404], "GET /api/contacts/:contactId/projects", at({ contactId: "owner" }), listShows("project", OTHERS)),
  row([401, 403, 200, 200, 200, 200], "GET /api/recommendations", undefined, listShows("project", OTHERS, projectIds)),

  // The address book: everyone has their own; an entry is its owner's alone (a stranger's id: 404).
  row([401, 403, 200, 200, 200, 200], "POST /api/contacts/import", importBook),
  row([401, 403, 200, 200, 200, 200], "POST /api/contacts/import/picked", send({ contacts: [{ name: ["Matrix Pick"], email: [], tel: ["+1 415 555 0177"] }] })),
  row([401, 403, 200, 200, 200, 200], "GET /api/address-book"),
  row([401, 403, 404, 404, 404, 204], "DELETE /api/address-book/:entryId", at({ entryId: freshBookEntry })),
  row([401, 403, 204, 204, 204, 204], "DELETE /api/address-book"),

  // Invite links: everyone makes and lists their own; only the owner switches theirs off or adds
  // someone who joined through it. The signed-out look-up answers anyone holding a live token.
  row([401, 403, 201, 201, 201, 201], "POST /api/invites"),
  row([401, 403, 200, 200, 200, 200], "GET /api/invites"),
  row([401, 403, 404, 404, 404, 204], "DELETE /api/invites/:id", at({ id: freshInvite })),
  row([401, 403, 404, 404, 404, 204], "POST /api/invites/joined/:userId", at({ userId: joinedThroughOwner })),
  // The home's items and "Who to call" (home-items.test.ts, who-to-call.test.ts: household roles):
  // everyone works on their own household's; an item of the owner's household is 404 to the others.
  row([401, 403, 200, 200, 200, 200], "GET /api/home/items"),
  row([401, 403, 201, 201, 201, 201], "POST /api/home/items", send({ name: "Matrix boiler" })),
  row([401, 403, 404, 404, 404, 200], "GET /api/home/items/:id", at({ id: freshItem })),
  row([401, 403, 404, 404, 404, 200], "PATCH /api/home/items/:id", at({ id: freshItem }, { brand: "Matrix" })),
  row([401, 403, 404, 404, 404, 204], "DELETE /api/home/items/:id", at({ id: freshItem })),
  row([401, 403, 404, 404, 404, 201], "POST /api/home/items/:id/documents", itemDocumentUpload),
  row([401, 403, 404, 404, 404, 204], "DELETE /api/home/items/:id/documents/:fileId", at({ id: "homeItem", fileId: freshDocument })),
  row([401, 403, 200, 200, 200, 200], "GET /api/home/who-to-call"),
  row([401, 403, 200, 200, 200, 200], "PUT /api/home/go-to/:category", at({ category: plumbing }, attachFresh)),
  row([401, 403, 200, 200, 200, 200], "DELETE /api/home/go-to/:category", at({ category: plumbing })),
  row([401, 403, 200, 200, 200, 200], "PUT /api/home/notes", send({ notes: "Water shut-off under the sink" })),
  row([401, 403, 200, 200, 200, 200], "GET /api/getting-started"),
  row([200, 200, 200, 200, 200, 200], "GET /api/public/invites/:token", at({ token: ownerInviteToken })),

  // The household: everyone is the owner of their own household of one (the fixture's), so each
  // makes links into theirs, and a hand-over, leaving or removal names only someone in it (anyone
  // else: 404; the owner naming themself: 409 HOUSEHOLD_OWNER). The roles tied to a home are
  // household.test.ts's. Joining another household by its link is open to anyone holding it; the
  // cell leaves it again, so every role is back in a household of one.
  row([401, 403, 200, 200, 200, 200], "GET /api/household"),
  row([401, 403, 201, 201, 201, 201], "POST /api/household/invites", send({ role: "viewer" })),
  row([401, 403, 200, 200, 200, 200], "POST /api/household/invites/preview", send(async () => ({ token: await householdLinkToken() }))),
  row([401, 403, 200, 200, 200, 200], "POST /api/household/join", send(async () => ({ token: await householdLinkToken() })), leaveAgain),
  row([401, 403, 404, 404, 404, 409], "PATCH /api/household/members/:userId", at({ userId: "owner" }, { role: "viewer" })),
  row([401, 403, 404, 404, 404, 409], "DELETE /api/household/members/:userId", at({ userId: "owner" })),
  row([401, 403, 204, 204, 204, 204], "DELETE /api/household"),

  // Privacy: everyone reads and changes their own settings, nobody else's.
  row([401, 403, 200, 200, 200, 200], "GET /api/privacy"),
  row([401, 403, 200, 200, 200, 200], "PATCH /api/privacy", send({ amounts: true })),
  row([401, 403, 204, 204, 204, 204], "POST /api/privacy/asked"),

  // Prices from contacts: everyone asks about their own contacts. The spending report: everyone's
  // own household (each role here owns a household of one; a household's viewer gets 404, spending.test.ts).
  row([401, 403, 200, 200, 200, 200], "GET /api/prices", async () => ({ query: { category: "Plumber" } })),
  row([401, 403, 200, 200, 200, 200], "GET /api/reports/spending"),
  row([401, 403, 200, 200, 200, 200], "GET /api/reports/spending.csv"),

  // Projects: members see and work on them; only the owner edits, deletes and manages collaborators.
  row([401, 403, 200, 200, 200, 200], "GET /api/user/stats"),
  row([401, 403, 200, 200, 200, 200], "GET /api/projects", undefined, listShows("project", MEMBERS)),
  row([401, 403, 201, 201, 201, 201], "POST /api/projects", send(() => ({ title: unique("Matrix project") }))),
  row([401, 403, 404, 404, 200, 200], "GET /api/projects/:id", at({ id: "project" }), isThe("project")),
  row([401, 403, 404, 404, 403, 200], "PUT /api/projects/:id", at({ id: "project" }, PROJECT_FORM), isThe("project")),
  row([401, 403, 404, 404, 403, 204], "DELETE /api/projects/:id", at({ id: freshProject })),
  row([401, 403, 404, 404, 200, 200], "GET /api/projects/:id/providers", at({ id: "project" }), listShows("link", MEMBERS)),
  row([401, 403, 404, 404, 201, 201], "POST /api/projects/:id/providers", at({ id: "project" }, attachFresh)),
  row([401, 403, 404, 404, 200, 200], "GET /api/projects/:id/collaborators", at({ id: "project" })),
  row([401, 403, 404, 404, 403, 201], "POST /api/projects/:id/collaborators", at({ id: "project" }, addFresh)),
  row([401, 403, 404, 404, 403, 204], "DELETE /api/projects/:id/collaborators/:userId", at({ id: freshProject, userId: "collaborator" })),
  row([401, 403, 404, 404, 200, 200], "PUT /api/project-providers/:id", at({ id: "link" }, { notes: "Matrix" }), isThe("link")),
  row([401, 403, 404, 404, 200, 200], "POST /api/project-providers/:id/photos", upload({ id: "link" }), isThe("link")),
  // The owner removes any photo; a collaborator only the ones they added (this one is the owner's).
  row([401, 403, 404, 404, 403, 200], "DELETE /api/project-providers/:id/photos/:fileId", freshPhoto),
  row([401, 403, 404, 404, 200, 200], "GET /api/files/:id", at({ id: "photo" }), isPng),
  // Recurring work: members log visits and read the log and calendar files.
  row([401, 403, 404, 404, 200, 200], "GET /api/projects/:id/services", at({ id: recurringProject })),
  row([401, 403, 404, 404, 201, 201], "POST /api/projects/:id/services", at({ id: recurringProject }, { completedDate: "2026-12-07" })),
  row([401, 403, 404, 404, 200, 200], "GET /api/projects/:id/next-service.ics", at({ id: recurringProject }), isCalendar),
  row([401, 403, 404, 404, 200, 200], "GET /api/project-providers/:id/estimate.ics", at({ id: "link" }), isCalendar),
  row([401, 403, 200, 200, 200, 200], "GET /api/coming-up"),
  row([401, 403, 204, 204, 204, 204], "PUT /api/account/time-zone", send({ timeZone: "Europe/Berlin" })),
  // The home's hand-over record: each caller's own household's (a viewer's is 404: handover.test.ts).
  row([401, 403, 200, 200, 200, 200], "GET /api/home/handover.pdf", undefined, ownHomeRecord),
  // Comparing and accepting quotes is the members' work; the project's status the owner's.
  // Upkeep tasks are the household's (each role here is in a household of its own): the owner's
  // task is 404 to everyone else; the lists answer each caller their own household's.
  row([401, 403, 200, 200, 200, 200], "GET /api/home/tasks"),
  row([401, 403, 200, 200, 200, 200], "GET /api/home/task-templates"),
  row([401, 403, 201, 201, 201, 201], "POST /api/home/tasks", send({ title: "Test smoke alarms", every: "monthly" })),
  row([401, 403, 201, 201, 201, 201], "POST /api/home/tasks/bulk", send({ tasks: [{ title: "Flush water heater", every: "yearly" }] })),
  row([401, 403, 404, 404, 404, 200], "GET /api/home/tasks/:id", at({ id: freshTask })),
  row([401, 403, 404, 404, 404, 200], "PATCH /api/home/tasks/:id", at({ id: freshTask }, { notes: "Size 16x25" })),
  row([401, 403, 404, 404, 404, 204], "DELETE /api/home/tasks/:id", at({ id: freshTask })),
  row([401, 403, 404, 404, 404, 201], "POST /api/home/tasks/:id/done", at({ id: freshTask }, { date: "2026-12-07" })),
  row([401, 403, 404, 404, 404, 200], "GET /api/home/tasks/:id/log", at({ id: freshTask })),
  row([401, 403, 404, 404, 200, 200], "GET /api/projects/:id/quotes", at({ id: "project" })),
  row([401, 403, 404, 404, 200, 200], "POST /api/projects/:id/quotes/:linkId/accept", at({ id: "project", linkId: freshQuotedLink }, { rejectOthers: false })),
  // Undo of a rejection: whoever may reject (a member; this link was rejected from quoted).
  row([401, 403, 404, 404, 200, 200], "POST /api/project-providers/:id/undo-reject", at({ id: freshRejectedLink })),
  row([401, 403, 404, 404, 200, 200], "POST /api/projects/:id/quote-requests", at({ id: "project" }, attachFresh)),
  row([401, 403, 404, 404, 403, 200], "PATCH /api/projects/:id/status", at({ id: "project" }, { status: "planning" })),

  // Providers: one directory every member of the community reads and edits (the spec's roles and permissions); personal lists.
  row([401, 403, 200, 200, 200, 200], "GET /api/providers"),
  row([401, 403, 201, 201, 201, 201], "POST /api/providers", send(() => ({ name: unique("Matrix Painting"), category: "Painter" }))),
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/browse"),
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/saved"),
  row([401, 403, 201, 201, 201, 201], "POST /api/providers/save-contact-provider", send(saveFresh)),
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/contact-recommended"),
  row([401, 403, 200, 200, 200, 200], "POST /api/providers/check-duplicates", send({ email: PROVIDER_EMAIL }), listShows("provider", ROLES)),
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/recommended"),
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/welcome"),
  row([401, 403, 200, 200, 200, 200], "POST /api/providers/welcome"),
  // On an existing project: the caller's own projects only (a collaborator attaches providers instead).
  row([401, 403, 404, 404, 404, 201], "POST /api/providers/experience", send(experienceOnProject)),
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/:id", at({ id: "provider" }), isThe("provider")),
  // "Save to contacts": whoever reads the detail reads its vCard.
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/:id/vcard", at({ id: "provider" })),
  row([401, 403, 200, 200, 200, 200], "PATCH /api/providers/:id", at({ id: "provider" }, { address: "1 Main St" }), isThe("provider")),
  row([401, 403, 200, 200, 200, 200], "POST /api/providers/:id/vouch", at({ id: "provider" }, { rating: 5 }), isThe("provider")),
  // The edit history: every member reads it and may revert a change (the spec's roles and permissions: anyone edits).
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/:id/edits", at({ id: "provider" })),
  row([401, 403, 201, 201, 201, 201], "POST /api/providers/:id/edits/:editId/revert", freshEdit),
  // Provider detail: the network's projects with it, the viewer's own, and friends'.
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/:id/projects", at({ id: "provider" }), listShows("project", ROLES)),
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/:id/user-projects", at({ id: "provider" }), listShows("project", MEMBERS)),
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/:id/contact-projects", at({ id: "provider" }), listShows("project", OTHERS, projectIds)),
  // The provider book: each caller's own history and notes; jobs only from projects they are on.
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/:id/history", at({ id: "provider" }), ownJobsOnly),
  row([401, 403, 200, 200, 200, 200], "PATCH /api/providers/:id/history", at({ id: "provider" }, { notes: "Matrix note" }), ownJobsOnly),
  row([401, 403, 200, 200, 200, 200], "GET /api/providers/do-not-hire"),

  // Provider requests: the requester's own; friends see the active ones, suggest and +1, never save.
  row([401, 403, 200, 200, 200, 200], "GET /api/provider-requests", undefined, listShows("request", ["owner"])),
  row([401, 403, 201, 201, 201, 201], "POST /api/provider-requests", send(() => ({ title: unique("Need a roofer"), category: "Roofing" }))),
  row([401, 403, 404, 404, 404, 200], "PATCH /api/provider-requests/:requestId", at({ requestId: "request" }, { status: "active" }), isThe("request")),
  row([401, 403, 404, 404, 404, 204], "DELETE /api/provider-requests/:requestId", at({ requestId: freshRequest })),
  // Suggesting on one's own request is refused (400 OWN_ITEM).
  row([401, 403, 201, 201, 201, 400], "POST /api/provider-requests/:requestId/suggestions", at({ requestId: "request" }, () => ({ providerName: unique("Roofs") }))),
  row([401, 403, 200, 200, 200, 200], "GET /api/provider-suggestions", undefined, listShows("request", OTHERS)),
  row([401, 403, 200, 200, 200, 200], "POST /api/provider-suggestions/:suggestionId/vouch", at({ suggestionId: "suggestion" }), isThe("suggestion")),
  row([401, 403, 200, 200, 200, 200], "DELETE /api/provider-suggestions/:suggestionId/vouch", at({ suggestionId: "suggestion" }), isThe("suggestion")),
  row([401, 403, 404, 404, 404, 201], "POST /api/provider-suggestions/:suggestionId/save", at({ suggestionId: freshSuggestion })),
  // A request's share link is the requester's; anyone holding its token reads the request and suggests
  // (signed out or incomplete: as a guest; a member as themselves; the requester is refused OWN_ITEM).
  row([401, 403, 404, 404, 404, 201], "POST /api/provider-requests/:requestId/link", at({ requestId: freshRequest })),
  row([401, 403, 404, 404, 404, 204], "DELETE /api/provider-requests/:requestId/link", at({ requestId: freshRequest })),
  row([200, 200, 200, 200, 200, 200], "GET /api/public/requests/:token", at({ token: shareToken })),
  row([201, 201, 201, 201, 201, 400], "POST /api/public/requests/:token/suggestions", at({ token: shareToken }, () => ({ guestName: "Matrix Guest", providerName: unique("Link Roofs"), providerPhone: "+1 415 555 0100" }))),

  // The inbox: each person's own items and e-mail preferences.
  row([401, 403, 200, 200, 200, 200], "GET /api/notifications", undefined, ownItemsOnly),
  row([401, 403, 200, 200, 200, 200], "GET /api/notifications/unread-count"),
  row([401, 403, 200, 200, 200, 200], "POST /api/notifications/read", send({})),
  row([401, 403, 200, 200, 200, 200], "GET /api/notifications/preferences"),
  row([401, 403, 200, 200, 200, 200], "PATCH /api/notifications/preferences", send({ email: { vouch: true } })),

  // Web Push: each person's own devices (a push service that refuses connections: nothing leaves the box).
  row([401, 403, 200, 200, 200, 200], "GET /api/push/key"),
  row([401, 403, 201, 201, 201, 201], "POST /api/push/subscriptions", send(newDevice)),
  row([401, 403, 200, 200, 200, 200], "GET /api/push/subscriptions"),
  row([401, 403, 404, 404, 404, 204], "DELETE /api/push/subscriptions/:id", at({ id: freshDevice })),
  row([401, 403, 202, 202, 202, 202], "POST /api/push/test"),
];

// ---- Fixture --------------------------------------------------------------------------------

let t: TestApp;
let f: Fixture;
let clientDir: string;
let cells = 0;

beforeAll(async () => {
  // A built client of one file, so /api/login serves the sign-in page as in production.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-matrix-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Vowch</title>");
  t = await buildTestApp({
    clientDir,
    push: { subject: "mailto:ops@vowch.example", allowHosts: [DEAD_PUSH_HOST], sweepSeconds: 0 },
  });
  const make = (firstName: string, profile = true) =>
    createUser(t.app, { profile: profile && { firstName, lastName: "Matrix" } });
  const [owner, collaborator, friend, stranger, incomplete, neighbour, returning] = await Promise.all([
    make("Olive"),
    make("Colin"),
    make("Frida"),
    make("Stan"),
    make("Ina", false),
    make("Nell"),
    make("Rita"),
  ]);
  const as = { owner, collaborator, friend, stranger, incomplete };

  const ok = async (res: Promise<LightMyRequestResponse>, status = 200) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    return r.json<{ id: string; completionPhotos?: string[] }>();
  };
  const project = await ok(owner.request({ method: "POST", url: "/api/projects", payload: PROJECT_FORM }), 201);
  const provider = await insertProvider(t.db, owner.user.id, {
    name: "Kitchen Crew",
    category: "General Contractor",
    email: PROVIDER_EMAIL,
  });
  const link = await ok(
    owner.request({ method: "POST", url: `/api/projects/${project.id}/providers`, payload: { providerId: provider.id } }),
    201,
  );
  await ok(
    owner.request({
      method: "POST",
      url: `/api/projects/${project.id}/collaborators`,
      payload: { userId: collaborator.user.id },
    }),
    201,
  );
  // Walk the link to a finished, reviewed job (the spec's states and transitions), then add a completion photo.
  for (const step of [
    { status: "estimate_scheduled", estimateScheduledDate: "2026-12-01T15:00:00.000Z", estimateScheduledTime: "10:00" },
    { status: "quoted", quoteAmount: "1200" },
    { status: "accepted" },
    { status: "in_progress", workStartDate: "2026-12-05" },
    { status: "completed", finalAmount: "1150", rating: 5, review: "Tidy, on time and on budget." },
  ]) {
    await ok(owner.request({ method: "PUT", url: `/api/project-providers/${link.id}`, payload: step }));
  }
  const withPhoto = await ok(
    owner.request({
      method: "POST",
      url: `/api/project-providers/${link.id}/photos`,
      ...multipart({}, [{ field: "photos", filename: "kitchen.png", contentType: "image/png", data: tinyPng() }]),
    }),
  );
  const request = await ok(
    owner.request({ method: "POST", url: "/api/provider-requests", payload: { title: "Need a painter", category: "Painter" } }),
    201,
  );
  const suggestion = await ok(
    neighbour.request({
      method: "POST",
      url: `/api/provider-requests/${request.id}/suggestions`,
      payload: { providerName: "Brush Brothers" },
    }),
    201,
  );
  // The friend's ties to the owner: vouched for the same provider, answered the owner's request.
  await ok(friend.request({ method: "POST", url: `/api/providers/${provider.id}/vouch`, payload: { rating: 4 } }));
  await ok(
    friend.request({
      method: "POST",
      url: `/api/provider-requests/${request.id}/suggestions`,
      payload: { providerName: "Hue & Co" },
    }),
    201,
  );

  ownerKey = new SoftAuthenticator(`http://localhost:${t.config.port}`, "localhost");
  returningKey = new SoftAuthenticator(`http://localhost:${t.config.port}`, "localhost");
  await registerPasskey(owner, ownerKey);
  await registerPasskey(returning, returningKey);

  f = {
    as,
    neighbour,
    returning,
    ids: {
      owner: owner.user.id,
      collaborator: collaborator.user.id,
      project: project.id,
      provider: provider.id,
      link: link.id,
      photo: withPhoto.completionPhotos![0]!.split("/").pop()!,
      request: request.id,
      suggestion: suggestion.id,
      homeItem: "",
    },
  };
  f.ids.homeItem = await freshItem(f);
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

// ---- Fresh objects for destructive cells (direct inserts: cheap) -----------------------------

/** A project of the owner's with the collaborator on it. */
/** A one-card .vcf upload (POST /api/contacts/import). */
async function importBook(): Promise<Call> {
  const vcf = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Matrix Card\r\nTEL:(415) 555-0176\r\nEND:VCARD\r\n";
  return {
    multipart: multipart({}, [{ field: "file", filename: "book.vcf", contentType: "text/vcard", data: Buffer.from(vcf) }]),
  };
}

/** A fresh entry of the owner's address book: the param of its DELETE. */
async function freshBookEntry(fx: Fixture): Promise<string> {
  const [entry] = await t.db
    .insert(contacts)
    .values({ userId: fx.as.owner.user.id, name: unique("Matrix Entry"), phoneKeys: ["+14155550178"] })
    .returning({ id: contacts.id });
  return entry!.id;
}

/** A live invite link of the owner's, written directly (the per-account limit is the API's own test). */
async function freshInviteRow(fx: Fixture): Promise<{ id: string; token: string }> {
  const token = newInviteToken();
  const [row] = await t.db
    .insert(invites)
    .values({
      userId: fx.as.owner.user.id,
      tokenHash: hashInviteToken(token),
      tokenSealed: sealInviteToken(token, t.config.sessionSecret),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: invites.id });
  return { id: row!.id, token };
}
/** A task of the owner's household. */
async function freshTask(fx: Fixture): Promise<string> {
  const { householdId } = await householdOf(t.db, fx.as.owner.user.id);
  return insertHomeTask(t.db, householdId, fx.as.owner.user.id);
}
async function freshInvite(fx: Fixture): Promise<string> {
  return (await freshInviteRow(fx)).id;
}
async function ownerInviteToken(fx: Fixture): Promise<string> {
  return (await freshInviteRow(fx)).token;
}
/** A new member who joined through one of the owner's links. */
async function joinedThroughOwner(fx: Fixture): Promise<string> {
  const { id } = await freshInviteRow(fx);
  const person = await createUser(t.app, { profile: { firstName: "Jo", lastName: "Matrix" } });
  await t.db.update(users).set({ inviteId: id }).where(eq(users.id, person.user.id));
  return person.user.id;
}

/** A live link into a fresh household (of an account written directly, whose trigger gives it one). */
async function householdLinkToken(): Promise<string> {
  const [owner] = await t.db
    .insert(users)
    .values({ email: uniqueEmail("household") })
    .returning({ id: users.id });
  const [member] = await t.db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, owner!.id));
  const token = newHouseholdToken();
  await t.db.insert(householdInvites).values({
    householdId: member!.householdId,
    createdBy: owner!.id,
    tokenHash: hashHouseholdToken(token),
    role: "member",
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}
/** After joining: the caller leaves that household again, back in one of their own. */
async function leaveAgain(_res: LightMyRequestResponse, { userId, cookie }: Cell): Promise<void> {
  const left = await t.app.inject({ method: "DELETE", url: `/api/household/members/${userId}`, headers: { cookie: cookie! } });
  expect(left.statusCode).toBe(204);
}

/** The owner's recurring project (weekly, a next service set), shared with the collaborator: made once. */
let recurring: Promise<string> | undefined;
function recurringProject(fx: Fixture): Promise<string> {
  recurring ??= (async () => {
    const id = await freshProject(fx);
    await t.db
      .update(projects)
      .set({ projectType: "recurring", recurringFrequency: "weekly", nextServiceDate: "2026-12-07" })
      .where(eq(projects.id, id));
    return id;
  })();
  return recurring;
}

async function freshProject(fx: Fixture): Promise<string> {
  const [p] = await t.db
    .insert(projects)
    .values({ userId: fx.as.owner.user.id, title: unique("Throwaway") })
    .returning({ id: projects.id });
  await t.db
    .insert(projectCollaborators)
    .values({ projectId: p!.id, userId: fx.as.collaborator.user.id, invitedBy: fx.as.owner.user.id });
  return p!.id;
}

/** A link on a fresh project with one photo the owner uploaded: the params of its DELETE. */
async function freshPhoto(fx: Fixture): Promise<Call> {
  const projectId = await freshProject(fx);
  const [link] = await t.db
    .insert(projectProviders)
    .values({ projectId, providerId: fx.ids.provider, status: "completed" })
    .returning({ id: projectProviders.id });
  const res = await fx.as.owner.request({
    method: "POST",
    url: `/api/project-providers/${link!.id}/photos`,
    ...multipart({}, [{ field: "photos", filename: "gone.png", contentType: "image/png", data: tinyPng() }]),
  });
  const url = res.json<{ completionPhotos: string[] }>().completionPhotos[0]!;
  return { params: { id: link!.id, fileId: url.split("/").pop()! } };
}

/** A directory provider on the neighbour's list only (to attach, or to save as a friend's). */
/** A quoted link on the fixture project (accepting it leaves the fixture's own link as it is). */
async function freshQuotedLink(fx: Fixture): Promise<string> {
  const [link] = await t.db
    .insert(projectProviders)
    .values({ projectId: fx.ids.project, providerId: await freshProvider(fx), status: "quoted", quoteAmount: "100.00" })
    .returning({ id: projectProviders.id });
  return link!.id;
}

/** A link on the fixture project rejected from quoted (undoing it leaves the fixture's own link as it is). */
async function freshRejectedLink(fx: Fixture): Promise<string> {
  const [link] = await t.db
    .insert(projectProviders)
    .values({
      projectId: fx.ids.project,
      providerId: await freshProvider(fx),
      status: "rejected",
      rejectedFromStatus: "quoted",
      quoteAmount: "100.00",
    })
    .returning({ id: projectProviders.id });
  return link!.id;
}

/** An item of the owner's household, written directly. */
async function freshItem(fx: Fixture): Promise<string> {
  const { householdId } = await householdOf(t.db, fx.as.owner.user.id);
  const [item] = await t.db
    .insert(homeItems)
    .values({ householdId, name: unique("Matrix furnace"), createdBy: fx.as.owner.user.id })
    .returning({ id: homeItems.id });
  return item!.id;
}
/** A document row of the fixture's item (its bytes are not needed to delete it). */
function freshDocument(fx: Fixture): Promise<string> {
  return insertHomeDocument(t.db, fx.ids.homeItem);
}
/** A manual for a fresh item of the owner's. */
async function itemDocumentUpload(fx: Fixture): Promise<Call> {
  return {
    params: { id: await freshItem(fx) },
    multipart: multipart({}, [{ field: "file", filename: "manual.pdf", contentType: "application/pdf", data: tinyPdf() }]),
  };
}
/** The trade the go-to rows pick for (the fresh providers are plumbers). */
async function plumbing(): Promise<string> {
  return "Plumber";
}

async function freshProvider(fx: Fixture): Promise<string> {
  return (await insertProvider(t.db, fx.neighbour.user.id)).id;
}

/** A completed user nobody knows yet (someone to add as a collaborator). */
async function freshPerson(): Promise<string> {
  const [u] = await t.db
    .insert(users)
    .values({ email: uniqueEmail("person"), firstName: "Pat", lastName: "Person", isProfileComplete: true })
    .returning({ id: users.id });
  return u!.id;
}

/** Passkeys of the matrix: the owner's (confirming, removing) and the returning account's (signing in). */
let ownerKey: SoftAuthenticator;
let returningKey: SoftAuthenticator;

async function registerPasskey(user: SignedInUser, key: SoftAuthenticator): Promise<string> {
  const options = await user.request({
    method: "POST",
    url: "/api/auth/passkeys/registration-options",
    payload: passwordProof(),
  });
  const res = await user.request({
    method: "POST",
    url: "/api/auth/passkeys",
    payload: { response: key.create(options.json()) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** Port 9 on loopback (discard): connections are refused at once. */
const DEAD_PUSH_HOST = "127.0.0.1:9";
/** A device's subscription: an endpoint of its own and well-formed keys. */
function newDevice() {
  return {
    endpoint: `http://${DEAD_PUSH_HOST}/push/${unique("device").replace(" ", "-")}`,
    keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
  };
}
/** One of the owner's devices, registered for the cell (to remove). */
async function freshDevice(fx: Fixture): Promise<string> {
  const res = await fx.as.owner.request({ method: "POST", url: "/api/push/subscriptions", payload: newDevice() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** A passkey of the owner's made for the cell (to remove), on a device of its own (one passkey per device). */
function freshPasskey(fx: Fixture): Promise<string> {
  return registerPasskey(fx.as.owner, new SoftAuthenticator(`http://localhost:${t.config.port}`, "localhost"));
}

/** The caller's own registration answer (signed out: an empty one, refused before it is read). */
async function newPasskey(fx: Fixture, role: Role) {
  if (role === "signedOut") return { response: {} };
  const options = await fx.as[role].request({
    method: "POST",
    url: "/api/auth/passkeys/registration-options",
    payload: passwordProof(),
  });
  return { response: new SoftAuthenticator(`http://localhost:${t.config.port}`, "localhost").create(options.json()) };
}

/** The returning account's passkey answering a fresh sign-in challenge. */
async function returningPasskeyAssertion() {
  const options = await t.app.inject({ method: "POST", url: "/api/auth/passkeys/authentication-options" });
  return { response: returningKey.get(options.json()) };
}

/** A multipart body with one PNG as the profile photo. */
async function profilePhoto(): Promise<Call> {
  return { multipart: multipart({}, [{ field: "photo", filename: "me.png", contentType: "image/png", data: tinyPng() }]) };
}

/** A typed suggestion on the owner's request, so each save creates its own provider. */
/** A change to the fixture provider made for the cell (by the neighbour), to revert. */
async function freshEdit(fx: Fixture): Promise<Call> {
  const url = `/api/providers/${fx.ids.provider}`;
  const edited = await fx.neighbour.request({ method: "PATCH", url, payload: { description: unique("Matrix edit") } });
  expect(edited.statusCode).toBe(200);
  const [latest] = (await fx.neighbour.request({ method: "GET", url: `${url}/edits?limit=1` })).json<{ id: string }[]>();
  return { params: { id: fx.ids.provider, editId: latest!.id } };
}

async function freshRequest(fx: Fixture): Promise<string> {
  const [r] = await t.db
    .insert(providerRequests)
    .values({ userId: fx.as.owner.user.id, title: unique("Throwaway request"), category: "Roofing" })
    .returning({ id: providerRequests.id });
  return r!.id;
}

/** The token of the fixture request's share link (made by its requester, or the one already on). */
async function shareToken(fx: Fixture): Promise<string> {
  const res = await fx.as.owner.request({ method: "POST", url: `/api/provider-requests/${fx.ids.request}/link` });
  expect([200, 201]).toContain(res.statusCode);
  return res.json<{ token: string }>().token;
}

async function freshSuggestion(fx: Fixture): Promise<string> {
  const [s] = await t.db
    .insert(providerSuggestions)
    .values({ requestId: fx.ids.request, suggestingUserId: fx.neighbour.user.id, providerName: unique("Fresh Paint") })
    .returning({ id: providerSuggestions.id });
  return s!.id;
}

/** The caller of a cell: its user and session cookie (none when signed out). */
async function callerFor(role: Role, fresh: boolean): Promise<Omit<Cell, "f" | "role">> {
  if (role === "signedOut") return {};
  if (!fresh) return { userId: f.as[role].user.id, cookie: f.as[role].cookie };
  let userId = f.as[role].user.id;
  if (role === "incomplete") {
    const [u] = await t.db
      .insert(users)
      .values({ email: uniqueEmail("newcomer") })
      .returning({ id: users.id });
    userId = u!.id;
  }
  const sid = await createSession(t.db, userId, t.config.sessionMaxAgeSeconds);
  return { userId, cookie: `vowch.sid=${encodeURIComponent(t.app.signCookie(sid))}` };
}

// ---- Running a cell -------------------------------------------------------------------------

const UNAUTHORIZED = { message: "Unauthorized" };
const PROFILE_INCOMPLETE = {
  code: "PROFILE_INCOMPLETE",
  message: "Complete your profile first",
  key: "completeYourProfileFirst",
};

/**
 * The one read past 3 statements: the account's data as a file (a read per table it holds), a
 * download asked for now and then, not a screen's call
 * (docs/decisions/043-three-statements-per-read.md).
 */
const WHOLE_ACCOUNT_EXPORT = "GET /api/export";

async function runCell(r: Row, role: Role, expected: number): Promise<void> {
  const [method, pattern] = r.route.split(" ") as [string, string];
  const call = (await r.call?.(f, role)) ?? {};
  let url = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = call.params?.[name];
    if (!value) throw new Error(`${r.route}: no value for :${name}`);
    return value;
  });
  if (call.query) url += `?${new URLSearchParams(call.query).toString()}`;
  const caller = await callerFor(role, FRESH_SESSION.has(r.route));
  // The push queue a previous write nudged has finished: its statements are not this call's.
  await t.app.push.queue.idle();
  t.statements.count = 0;
  t.statements.lookupBound = 0;
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: { ...(caller.cookie ? { cookie: caller.cookie } : {}), ...(call.multipart?.headers ?? {}) },
    payload: call.multipart?.payload ?? (call.body as object | undefined),
  });
  cells += 1;
  expect(res.statusCode, res.body.slice(0, 300)).toBe(expected);
  if (method === "GET" && expected < 300 && r.route !== WHOLE_ACCOUNT_EXPORT) {
    // A read sends at most 3 statements, the session lookup and the people bound included.
    expect(t.statements.count + t.statements.lookupBound, `statements of ${r.route} as ${role}`).toBeLessThanOrEqual(3);
  }

  if (expected === 401) {
    expect(res.body).toBe(JSON.stringify(UNAUTHORIZED));
  } else if (expected === 403 && role === "incomplete") {
    expect(res.json()).toMatchObject(PROFILE_INCOMPLETE);
  } else if (expected >= 400) {
    // The one error shape, with a code that carries this status (never the profile gate's).
    const body = res.json<{ code: unknown; message: unknown }>();
    expect(typeof body.message).toBe("string");
    expect(
      isErrorCode(body.code) && ERROR_CODES[body.code] === expected && body.code !== "PROFILE_INCOMPLETE",
      String(body.code),
    ).toBe(true);
  } else {
    if (expected === 302) expect(res.headers.location).toBe("/");
    await r.check?.(res, { f, role, ...caller });
  }
}

describe("access matrix", () => {
  it("reads the registered routes, known ones among them", () => {
    const registered = t.routes.map((r) => `${r.method} ${r.url}`);
    expect(registered).toEqual(
      expect.arrayContaining(["POST /api/auth/register", "GET /api/projects", "PUT /api/project-providers/:id", "GET /healthz"]),
    );
    expect(registered).not.toContain("HEAD /api/projects");
  });

  it("has one row for every registered route (HEAD twins and the client's static files aside)", () => {
    // The files of the built client are public bytes, the same for every visitor, and their set
    // depends on the build; Fastify answers HEAD through the GET route's hooks and handler.
    const staticFiles = new Set(fs.readdirSync(clientDir).map((name) => `GET /${name}`));
    const registered = t.routes.map((r) => `${r.method} ${r.url}`).filter((key) => !staticFiles.has(key));
    const inMatrix = MATRIX.map((r) => r.route);
    expect(new Set(inMatrix).size, "one row per route").toBe(inMatrix.length);
    const missing = registered.filter((key) => !inMatrix.includes(key)).sort();
    const extra = inMatrix.filter((key) => !registered.includes(key)).sort();
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  describe.each(MATRIX)("$route", (r) => {
    it.each(ROLES.map((role, i) => ({ role, expected: r.expect[i]! })))("$role → $expected", async ({ role, expected }) => {
      await runCell(r, role, expected);
    });
  });

  it("ran every cell", () => {
    expect(cells).toBe(MATRIX.length * ROLES.length);
  });
});
