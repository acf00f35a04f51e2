// Invite links: making, listing and switching off links (at most 5 on, each 10 joins and 30 days),
// the signed-out look-up that names the inviter's first name and nothing else, the token carried
// through registering, the e-mailed sign-up link and Complete Profile, the inviter in the new
// member's book, the inviter's notification (inbox and e-mail preference) and their "Add" making a
// proven link, and "Getting started"'s steps.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookEntry } from "../../common/schemas/contacts";
import type { CreatedInvite, GettingStarted, InviteItem } from "../../common/schemas/invites";
import type { NotificationItem, NotificationPreferences } from "../../common/schemas/notifications";
import { contacts, invites, users } from "../../server/db/schema";
import { linkIn, startSmtp } from "../support/smtp";
import {
  buildTestApp,
  createUser,
  sessionCookie,
  TEST_PASSWORD,
  uniqueEmail,
  type SignedInUser,
  type TestApp,
} from "../support/test-app";

const PUBLIC_URL = "https://vowch.example";
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
});

const makeInvite = async (who: SignedInUser) => {
  const res = await who.request({ method: "POST", url: "/api/invites" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedInvite>();
};
/** Whether `viewer` (a GET as them) finds `personId` among their contacts on Friends ("In your contacts"). */
async function isContact(get: (url: string) => Promise<{ json: () => unknown }>, personId: string, search: string) {
  const items = (await get(`/api/friends?search=${encodeURIComponent(search)}`)).json() as { id: string; isContact: boolean }[];
  const item = items.find((i) => i.id === personId);
  if (!item) throw new Error(`${personId} not found by ${search}`);
  return item.isContact;
}
const asGet = (who: SignedInUser) => (url: string) => who.request({ method: "GET", url });

const lookUp = (token: string) => t.app.inject({ method: "GET", url: `/api/public/invites/${token}` });

/** Registers a new account with `inviteToken` (no SMTP: signed in at once) and completes its profile. */
async function joinWith(inviteToken: string, firstName = "Sam") {
  const email = uniqueEmail("invitee");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: TEST_PASSWORD, inviteToken },
  });
  expect(res.statusCode, res.body).toBe(201);
  const cookie = sessionCookie(res);
  const done = await t.app.inject({
    method: "POST",
    url: "/api/auth/complete-profile",
    headers: { cookie },
    payload: { firstName, lastName: "Lee", phone: "555-0199", homeAddress: "9 Oak Road" },
  });
  expect(done.statusCode, done.body).toBe(200);
  const id = done.json<{ id: string }>().id;
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  return { id, cookie, get };
}

describe("making, listing and switching off invite links", () => {
  it("makes a new link each time with a 43-character token on PUBLIC_URL/join, good for 10 joins and 30 days", async () => {
    const ivy = await createUser(t.app);
    const a = await makeInvite(ivy);
    const b = await makeInvite(ivy);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(a.token).not.toBe(b.token);
    expect(a.url).toBe(`${PUBLIC_URL}/join/${a.token}`);
    expect(a.joinsLeft).toBe(10);
    const days = (Date.parse(a.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Only a hash and a sealed copy are stored: the token itself is nowhere in the row.
    const [row] = await t.db.select().from(invites).where(eq(invites.id, a.id));
    expect(JSON.stringify(row)).not.toContain(a.token);

    const list = await ivy.request({ method: "GET", url: "/api/invites" });
    expect(list.statusCode).toBe(200);
    const items = list.json<InviteItem[]>();
    expect(items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(items[1]).toEqual({
      id: a.id,
      url: a.url,
      createdAt: expect.any(String),
      expiresAt: a.expiresAt,
      joins: 0,
      active: true,
    });
  });

  it("keeps at most 5 links on per account: the sixth answers 409 INVITE_LIMIT_REACHED until one is switched off", async () => {
    const ivy = await createUser(t.app);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await makeInvite(ivy));
    const sixth = await ivy.request({ method: "POST", url: "/api/invites" });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: "INVITE_LIMIT_REACHED" });

    const off = await ivy.request({ method: "DELETE", url: `/api/invites/${made[0]!.id}` });
    expect(off.statusCode).toBe(204);
    await makeInvite(ivy);
    // An expired link no longer counts either.
    await t.db
      .update(invites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invites.id, made[1]!.id));
    await makeInvite(ivy);
    expect((await ivy.request({ method: "POST", url: "/api/invites" })).statusCode).toBe(409);
  });

  it("switches off only the owner's own links: another's or an unknown id is 404, a bad id 400", async () => {
    const ivy = await createUser(t.app);
    const mallory = await createUser(t.app);
    const link = await makeInvite(ivy);
    expect((await mallory.request({ method: "DELETE", url: `/api/invites/${link.id}` })).statusCode).toBe(404);
    expect((await mallory.request({ method: "GET", url: "/api/invites" })).json()).toEqual([]);
    expect((await ivy.request({ method: "DELETE", url: `/api/invites/${crypto.randomUUID()}` })).statusCode).toBe(404);
    const bad = await ivy.request({ method: "DELETE", url: "/api/invites/not-an-id" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect((await lookUp(link.token)).statusCode).toBe(200);
    expect((await ivy.request({ method: "DELETE", url: `/api/invites/${link.id}` })).statusCode).toBe(204);
    const [item] = (await ivy.request({ method: "GET", url: "/api/invites" })).json<InviteItem[]>();
    expect(item).toMatchObject({ id: link.id, active: false });
  });

  it("needs a signed-in, completed account", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/invites" })).json()).toEqual({ message: "Unauthorized" });
    expect((await t.app.inject({ method: "GET", url: "/api/invites" })).statusCode).toBe(401);
    const fresh = await createUser(t.app, { profile: false });
    expect((await fresh.request({ method: "POST", url: "/api/invites" })).json()).toMatchObject({ code: "PROFILE_INCOMPLETE" });
  });
});

describe("the signed-out look-up of a link", () => {
  it("answers only the inviter's first name, never their last name, e-mail or phone, and is not cached or indexed", async () => {
    const ivy = await createUser(t.app, { profile: { firstName: "Ivy", lastName: "Quartermain", phone: "555-0123" } });
    const link = await makeInvite(ivy);
    const res = await lookUp(link.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ inviter: { firstName: "Ivy" } });
    for (const secret of ["Quartermain", ivy.user.email!, "555", ivy.user.id]) expect(res.body).not.toContain(secret);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("answers 404 for an unknown, used-up, expired or switched-off link, a malformed one included", async () => {
    const ivy = await createUser(t.app);
    const [usedUp, expired, off] = [await makeInvite(ivy), await makeInvite(ivy), await makeInvite(ivy)];
    await t.db.update(invites).set({ joins: 10 }).where(eq(invites.id, usedUp.id));
    await t.db
      .update(invites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invites.id, expired.id));
    await ivy.request({ method: "DELETE", url: `/api/invites/${off.id}` });
    const unknown = "A".repeat(43);
    for (const token of [unknown, usedUp.token, expired.token, off.token]) {
      const res = await lookUp(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await lookUp("short")).statusCode).toBe(404);
  });
});

describe("joining through a link", () => {
  it("registering with the token puts the inviter in the new member's book once the profile is complete, as a proven link holding no e-mail or phone", async () => {
    const ivy = await createUser(t.app, { profile: { firstName: "Ivy", lastName: "Quartermain" } });
    const link = await makeInvite(ivy);
    const sam = await joinWith(link.token);

    const book = (await sam.get("/api/address-book")).json<BookEntry[]>();
    expect(book).toEqual([
      {
        id: expect.any(String),
        name: "Ivy Quartermain",
        email: null,
        phone: null,
        createdAt: expect.any(String),
        onVowch: { id: ivy.user.id, firstName: "Ivy", lastName: "Quartermain", verified: true },
      },
    ]);
    const [entry] = await t.db.select().from(contacts).where(eq(contacts.userId, sam.id));
    expect(entry).toMatchObject({ linkedUserId: ivy.user.id, phoneKeys: [], emailKeys: [], phone: null, email: null });
    // A proven link: Ivy is Sam's contact (Friends' "In your contacts").
    expect(await isContact(sam.get, ivy.user.id, "Quartermain")).toBe(true);
    // The join counted against the link.
    const [item] = (await ivy.request({ method: "GET", url: "/api/invites" })).json<InviteItem[]>();
    expect(item).toMatchObject({ joins: 1, active: true });
  });

  it("notifies the inviter “Sam joined through your link”; only the inviter's Add puts Sam in their book, as a proven link", async () => {
    const ivy = await createUser(t.app);
    const link = await makeInvite(ivy);
    const sam = await joinWith(link.token, "Sam");

    const inbox = (await ivy.request({ method: "GET", url: "/api/notifications" })).json<NotificationItem[]>();
    expect(inbox[0]).toMatchObject({
      type: "invite_joined",
      actor: { id: sam.id, firstName: "Sam" },
      inviteJoin: { added: false },
    });
    // Until Ivy adds Sam, Sam is not in her book.
    expect((await ivy.request({ method: "GET", url: "/api/address-book" })).json()).toEqual([]);
    expect(await isContact(asGet(ivy), sam.id, "Sam Lee")).toBe(false);

    const add = await ivy.request({ method: "POST", url: `/api/invites/joined/${sam.id}` });
    expect(add.statusCode).toBe(204);
    // Adding twice changes nothing.
    expect((await ivy.request({ method: "POST", url: `/api/invites/joined/${sam.id}` })).statusCode).toBe(204);
    const book = (await ivy.request({ method: "GET", url: "/api/address-book" })).json<BookEntry[]>();
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({ name: "Sam Lee", email: null, phone: null, onVowch: { id: sam.id, verified: true } });
    expect(await isContact(asGet(ivy), sam.id, "Sam Lee")).toBe(true);
    const after = (await ivy.request({ method: "GET", url: "/api/notifications" })).json<NotificationItem[]>();
    expect(after[0]).toMatchObject({ type: "invite_joined", inviteJoin: { added: true } });
  });

  it("opens contacts-only projects along a linked entry as along a proven number: the book's owner decides", async () => {
    const ivy = await createUser(t.app);
    const sam = await joinWith((await makeInvite(ivy)).token);
    const made = await ivy.request({
      method: "POST",
      url: "/api/projects",
      payload: { title: "Ivy's attic", visibility: "contacts" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const projectId = made.json<{ id: string }>().id;
    const samSees = async () =>
      (await sam.get(`/api/contacts/${ivy.user.id}/projects`)).json<{ id: string }[]>().some((p) => p.id === projectId);
    // Ivy is in Sam's book, not Sam in Ivy's: her contacts-only project stays hers.
    expect(await samSees()).toBe(false);
    await ivy.request({ method: "POST", url: `/api/invites/joined/${sam.id}` });
    expect(await samSees()).toBe(true);
  });

  it("lets only the inviter add: someone who did not join through the viewer's link is 404", async () => {
    const ivy = await createUser(t.app);
    const mallory = await createUser(t.app);
    const sam = await joinWith((await makeInvite(ivy)).token);
    expect((await mallory.request({ method: "POST", url: `/api/invites/joined/${sam.id}` })).statusCode).toBe(404);
    expect((await ivy.request({ method: "POST", url: `/api/invites/joined/${mallory.user.id}` })).statusCode).toBe(404);
    expect((await ivy.request({ method: "POST", url: "/api/invites/joined/nope" })).statusCode).toBe(400);
    expect((await mallory.request({ method: "GET", url: "/api/address-book" })).json()).toEqual([]);
  });

  it("counts each join: the 10th uses the link up, and an 11th account is made without it", async () => {
    const ivy = await createUser(t.app);
    const link = await makeInvite(ivy);
    await t.db.update(invites).set({ joins: 9 }).where(eq(invites.id, link.id));
    await joinWith(link.token);
    expect((await lookUp(link.token)).statusCode).toBe(404);
    const late = await joinWith(link.token);
    expect((await late.get("/api/address-book")).json()).toEqual([]);
    const [item] = (await ivy.request({ method: "GET", url: "/api/invites" })).json<InviteItem[]>();
    expect(item).toMatchObject({ joins: 10, active: false });
  });

  it("makes the account all the same with an expired, switched-off or unknown token, without linking anyone", async () => {
    const ivy = await createUser(t.app);
    const [expired, off] = [await makeInvite(ivy), await makeInvite(ivy)];
    await t.db
      .update(invites)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(invites.id, expired.id));
    await ivy.request({ method: "DELETE", url: `/api/invites/${off.id}` });
    for (const token of [expired.token, off.token, "B".repeat(43)]) {
      const someone = await joinWith(token);
      expect((await someone.get("/api/address-book")).json()).toEqual([]);
    }
    const rows = await t.db.select({ joins: invites.joins }).from(invites).where(eq(invites.userId, ivy.user.id));
    expect(rows.map((r) => r.joins)).toEqual([0, 0]);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail(), password: TEST_PASSWORD, inviteToken: "not a token!" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("carries the token through Complete Profile for an account made without it, and never for a completed one", async () => {
    const ivy = await createUser(t.app);
    const link = await makeInvite(ivy);
    const kim = await createUser(t.app, { profile: false });
    const done = await kim.request({
      method: "POST",
      url: "/api/auth/complete-profile",
      payload: { firstName: "Kim", lastName: "Ode", phone: "555-0142", homeAddress: "1 Elm", inviteToken: link.token },
    });
    expect(done.statusCode, done.body).toBe(200);
    const book = (await kim.request({ method: "GET", url: "/api/address-book" })).json<BookEntry[]>();
    expect(book.map((e) => e.onVowch?.id)).toEqual([ivy.user.id]);

    // A completed account sending a token again joins nothing.
    const again = await kim.request({
      method: "POST",
      url: "/api/auth/complete-profile",
      payload: {
        firstName: "Kim",
        lastName: "Ode",
        phone: "555-0142",
        homeAddress: "1 Elm",
        inviteToken: (await makeInvite(ivy)).token,
      },
    });
    expect(again.statusCode).toBe(200);
    const rows = await t.db.select({ joins: invites.joins }).from(invites).where(eq(invites.userId, ivy.user.id));
    expect(rows.map((r) => r.joins).sort()).toEqual([0, 1]);
    // Nobody joins through their own link.
    const own = await createUser(t.app, { profile: false });
    await t.db.update(users).set({ isProfileComplete: true, firstName: "Own" }).where(eq(users.id, own.user.id));
    const ownLink = await makeInvite(own);
    await t.db.update(users).set({ isProfileComplete: false }).where(eq(users.id, own.user.id));
    await own.request({
      method: "POST",
      url: "/api/auth/complete-profile",
      payload: { firstName: "Own", lastName: "Er", phone: "555-0143", homeAddress: "2 Elm", inviteToken: ownLink.token },
    });
    expect((await own.request({ method: "GET", url: "/api/address-book" })).json()).toEqual([]);
  });

  it("lists “invite joined” among the e-mail preferences, on by default and switchable", async () => {
    const ivy = await createUser(t.app);
    const prefs = (await ivy.request({ method: "GET", url: "/api/notifications/preferences" })).json<NotificationPreferences>();
    expect(prefs.email.invite_joined).toBe(true);
    const off = await ivy.request({
      method: "PATCH",
      url: "/api/notifications/preferences",
      payload: { email: { invite_joined: false } },
    });
    expect(off.statusCode, off.body).toBeLessThan(300);
    const after = (await ivy.request({ method: "GET", url: "/api/notifications/preferences" })).json<NotificationPreferences>();
    expect(after.email.invite_joined).toBe(false);
  });
});

describe("getting started", () => {
  it("reports the three steps: contacts imported, an invite made, a request shared", async () => {
    const nia = await createUser(t.app);
    const steps = async () => (await nia.request({ method: "GET", url: "/api/getting-started" })).json<GettingStarted>();
    expect(await steps()).toEqual({
      hasContactsOnVowch: false,
      importedContacts: false,
      createdInvite: false,
      sharedRequest: false,
    });
    await nia.request({
      method: "POST",
      url: "/api/contacts/import/picked",
      payload: { contacts: [{ name: ["Nobody Here"], tel: ["+1 202 555 0100"], email: [] }] },
    });
    await makeInvite(nia);
    await t.db
      .update(users)
      .set({ requestLinkSharedAt: sql`now()` })
      .where(eq(users.id, nia.user.id));
    expect(await steps()).toEqual({
      hasContactsOnVowch: false,
      importedContacts: true,
      createdInvite: true,
      sharedRequest: true,
    });
    // Someone who joined through a link has the inviter on Vowch, and has imported nothing yet.
    const sam = await joinWith((await makeInvite(nia)).token);
    expect((await sam.get("/api/getting-started")).json()).toEqual({
      hasContactsOnVowch: true,
      importedContacts: false,
      createdInvite: false,
      sharedRequest: false,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/getting-started" })).statusCode).toBe(401);
  });
});

describe("the e-mailed sign-up link carries the invite", () => {
  it("puts the invite in the link's fragment, and finishing the link joins through it", async () => {
    const smtp = await startSmtp();
    const m = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
    try {
      const ivy = await createUser(m.app, { profile: { firstName: "Ivy", lastName: "Quartermain" } });
      const link = (await ivy.request({ method: "POST", url: "/api/invites" })).json<CreatedInvite>();
      const email = uniqueEmail("by-link");
      const res = await m.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email, password: TEST_PASSWORD, inviteToken: link.token },
      });
      expect(res.statusCode).toBe(202);
      await expect.poll(() => smtp.to(email).length, { timeout: 10_000, interval: 20 }).toBe(1);
      const fragment = new URLSearchParams(linkIn(smtp.to(email)[0]!.text, `${PUBLIC_URL}/finish-signup#`).split("#")[1]);
      expect(fragment.get("invite")).toBe(link.token);
      // Nothing is counted before the link is opened.
      expect((await ivy.request({ method: "GET", url: "/api/invites" })).json<InviteItem[]>()[0]).toMatchObject({ joins: 0 });

      const finished = await m.app.inject({
        method: "POST",
        url: "/api/auth/register/finish",
        payload: { token: fragment.get("token"), inviteToken: fragment.get("invite"), password: TEST_PASSWORD },
      });
      expect(finished.statusCode, finished.body).toBe(201);
      const cookie = sessionCookie(finished);
      await m.app.inject({
        method: "POST",
        url: "/api/auth/complete-profile",
        headers: { cookie },
        payload: { firstName: "Sam", lastName: "Lee", phone: "555-0191", homeAddress: "3 Oak" },
      });
      const book = (await m.app.inject({ method: "GET", url: "/api/address-book", headers: { cookie } })).json<BookEntry[]>();
      expect(book.map((e) => e.onVowch)).toEqual([
        { id: ivy.user.id, firstName: "Ivy", lastName: "Quartermain", verified: true },
      ]);
      expect((await ivy.request({ method: "GET", url: "/api/invites" })).json<InviteItem[]>()[0]).toMatchObject({ joins: 1 });
      // The inviter's inbox item is e-mailed too (the preference is on by default).
      await expect
        .poll(() => smtp.to(ivy.user.email!).map((mail) => mail.subject), { timeout: 10_000, interval: 20 })
        .toContainEqual(expect.stringContaining("Sam joined through your link"));
    } finally {
      await m.close();
      await smtp.close();
    }
  });
});
