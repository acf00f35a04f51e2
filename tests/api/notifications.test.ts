// Notifications that happen: each event writes inbox items for exactly the right
// people, in one statement whatever their number; the bell's count, read marking, paging; e-mail
// for the same events through a real SMTP server, honouring per-event preferences; the signed
// unsubscribe link works signed out, in one click and through a mail app's one-click POST; several
// processes on one database never send one e-mail twice.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationItem, NotificationPreferences } from "../../common/schemas/notifications";
import { NOTIFICATION_TYPES } from "../../common/notification-types";
import { buildApp } from "../../server/app";
import { contacts, notifications, userProviders } from "../../server/db/schema";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";
import { normalisePhone } from "../../common/phone";

/** An address-book row as an import writes it: the entry with its matching keys. */
const bookEntry = (e: { userId: string; name: string; email?: string | null; phone?: string }) => {
  const phoneKey = normalisePhone(e.phone);
  return { ...e, phoneKeys: phoneKey ? [phoneKey] : [], emailKeys: e.email ? [e.email.toLowerCase()] : [] };
};

const PUBLIC_URL = "https://vowch.example";

let smtp: TestSmtp;
let t: TestApp;
/** Ann acts; Ben has her e-mail in his book, Cat her phone (typed differently); Dan knows nobody. */
let ann: SignedInUser, ben: SignedInUser, cat: SignedInUser, dan: SignedInUser;
/** Has Ann in the book but never completed the profile: not a friend, never notified. */
let eve: SignedInUser;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  ann = await createUser(t.app, { profile: { firstName: "Ann", lastName: "Asker", phone: "+1 (415) 555-0134" } });
  ben = await createUser(t.app, { profile: { firstName: "Ben", lastName: "Book", phone: "+1 415 555 0177" } });
  cat = await createUser(t.app, { profile: { firstName: "Cat", lastName: "Phone", phone: "+1 415 555 0188" } });
  dan = await createUser(t.app, { profile: { firstName: "Dan", lastName: "Nobody", phone: "+1 415 555 0199" } });
  eve = await createUser(t.app, { profile: false });
  await t.db.insert(contacts).values([
    bookEntry({ userId: ben.user.id, name: "Ann", email: ann.user.email!.toUpperCase() }),
    bookEntry({ userId: cat.user.id, name: "Ann A.", phone: "415.555.0134" }),
    bookEntry({ userId: eve.user.id, name: "Ann", email: ann.user.email }),
    // Ann's own book holds Dan: that gives Dan nothing of Ann's (the recipient's book decides).
    bookEntry({ userId: ann.user.id, name: "Dan", email: dan.user.email }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const inbox = async (user: SignedInUser) => {
  const res = await user.request({ method: "GET", url: "/api/notifications?limit=100" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationItem[]>();
};
const unread = async (user: SignedInUser) =>
  (await user.request({ method: "GET", url: "/api/notifications/unread-count" })).json<{ unread: number }>().unread;
const post = async (user: SignedInUser, url: string, payload?: object, status = 201) => {
  const res = await user.request({ method: "POST", url, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res.json<{ id: string }>();
};
/** How many inbox items each person has, by type. */
async function counts(type: NotificationItem["type"]) {
  const people = { ann, ben, cat, dan, eve };
  const out: Record<string, number> = {};
  for (const [name, user] of Object.entries(people)) {
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.user.id));
    out[name] = rows.filter((r) => r.type === type).length;
  }
  return out;
}
const mailsTo = (user: SignedInUser) => smtp.to(user.user.email!);
const waitForMails = async (user: SignedInUser, n: number) => {
  await expect.poll(() => mailsTo(user).length, { timeout: 10_000, interval: 20 }).toBe(n);
};
/** Lets the e-mail queue send everything due. */
const settleMail = async () => {
  t.app.mailQueue.kick();
  await t.app.mailQueue.idle();
};
/** Once the queue has sent everything due, no e-mail beyond `n` may be there. */
const noMoreMails = async (user: SignedInUser, n: number) => {
  await settleMail();
  expect(mailsTo(user)).toHaveLength(n);
};

describe("who is notified", () => {
  let requestId: string;
  let suggestionId: string;

  it("a new request: everyone who has the requester in their book, nobody else", async () => {
    requestId = (await post(ann, "/api/provider-requests", { title: "Need a roofer", category: "General Contractor" })).id;
    expect(await counts("request")).toEqual({ ann: 0, ben: 1, cat: 1, dan: 0, eve: 0 });
    const [item] = await inbox(ben);
    expect(item).toMatchObject({
      type: "request",
      actor: { id: ann.user.id, firstName: "Ann", lastName: "Asker" },
      request: { id: requestId, title: "Need a roofer" },
      read: false,
    });
    await waitForMails(ben, 1);
    await waitForMails(cat, 1);
    expect(mailsTo(ben)[0]!.subject).toBe("Ann Asker is asking friends for a provider: “Need a roofer”");
    expect(mailsTo(ben)[0]!.text).toContain(`${PUBLIC_URL}/requests`);
    await noMoreMails(dan, 0);
  });

  it("a suggestion: the requester only", async () => {
    suggestionId = (await post(dan, `/api/provider-requests/${requestId}/suggestions`, { providerName: "Top Roofs" })).id;
    expect(await counts("suggestion")).toEqual({ ann: 1, ben: 0, cat: 0, dan: 0, eve: 0 });
    expect((await inbox(ann))[0]).toMatchObject({
      type: "suggestion",
      actor: { id: dan.user.id },
      suggestion: { id: suggestionId, providerName: "Top Roofs" },
      request: { id: requestId },
    });
    await waitForMails(ann, 1);
  });

  it("a +1: the suggestion's author only, once per person", async () => {
    await post(ben, `/api/provider-suggestions/${suggestionId}/vouch`, {}, 200);
    await post(ben, `/api/provider-suggestions/${suggestionId}/vouch`, {}, 200);
    expect(await counts("suggestion_vouch")).toEqual({ ann: 0, ben: 0, cat: 0, dan: 1, eve: 0 });
    expect((await inbox(dan))[0]).toMatchObject({
      type: "suggestion_vouch",
      actor: { id: ben.user.id },
      request: { id: requestId },
    });
  });

  it("added as a collaborator: that person only", async () => {
    const project = await post(ann, "/api/projects", { title: "New roof" });
    await post(ann, `/api/projects/${project.id}/collaborators`, { userId: dan.user.id });
    expect(await counts("collaborator")).toEqual({ ann: 0, ben: 0, cat: 0, dan: 1, eve: 0 });
    expect((await inbox(dan))[0]).toMatchObject({ type: "collaborator", project: { id: project.id, title: "New roof" } });
  });

  it("a first vouch: people with the voucher in their book AND the provider on their list", async () => {
    const provider = await insertProvider(t.db, ben.user.id, { name: "Glow Electric", category: "Electrician" });
    await t.db.insert(userProviders).values({ userId: dan.user.id, providerId: provider.id });
    await post(ann, `/api/providers/${provider.id}/vouch`, { rating: 5 }, 200);
    await post(ann, `/api/providers/${provider.id}/vouch`, { rating: 4 }, 200);
    // Ben: book + list. Cat: book, not the list. Dan: the list, not the book.
    expect(await counts("vouch")).toEqual({ ann: 0, ben: 1, cat: 0, dan: 0, eve: 0 });
    expect((await inbox(ben))[0]).toMatchObject({ type: "vouch", provider: { id: provider.id, name: "Glow Electric" } });
  });

  it("an experience that vouches notifies the same way", async () => {
    const provider = await insertProvider(t.db, cat.user.id, { name: "Spark Bros", category: "Electrician" });
    await post(ann, "/api/providers/experience", {
      existingProviderId: provider.id,
      name: "Spark Bros",
      category: "Electrician",
      experienceType: "completed",
      projectTitle: "Porch lights",
      projectType: "one_time",
      rating: 5,
      wouldVouch: true,
      reviewText: "Quick, tidy and fairly priced.",
    });
    expect(await counts("vouch")).toEqual({ ann: 0, ben: 1, cat: 1, dan: 0, eve: 0 });
  });

  it("writes every recipient's row in one statement, whatever their number", async () => {
    // Its own app without SMTP: no e-mail queue running beside the request to blur the count.
    const plain = await buildTestApp();
    try {
      const asker = await createUser(plain.app);
      const addReaders = async (n: number) => {
        const readers = await Promise.all(Array.from({ length: n }, () => createUser(plain.app)));
        await plain.db
          .insert(contacts)
          .values(readers.map((r) => bookEntry({ userId: r.user.id, name: "Asker", email: asker.user.email })));
        return readers;
      };
      const statementsFor = async () => {
        plain.statements.count = 0;
        const res = await asker.request({
          method: "POST",
          url: "/api/provider-requests",
          payload: { title: "Need a painter", category: "Painter" },
        });
        expect(res.statusCode).toBe(201);
        return plain.statements.count;
      };
      const readers = await addReaders(2);
      const withTwo = await statementsFor();
      readers.push(...(await addReaders(4)));
      const withSix = await statementsFor();
      expect(withSix).toBe(withTwo);
      const rows = await plain.db.select().from(notifications).where(eq(notifications.actorUserId, asker.user.id));
      expect(rows).toHaveLength(2 + 6);
    } finally {
      await plain.close();
    }
  });
});

describe("the inbox", () => {
  it("counts unread, pages newest first and marks given items or all read", async () => {
    const viewer = await createUser(t.app);
    await t.db.insert(contacts).values(bookEntry({ userId: viewer.user.id, name: "Ann", email: ann.user.email }));
    for (const title of ["Need a plumber", "Need a mover", "Need a gardener"]) {
      await post(ann, "/api/provider-requests", { title, category: "Plumber" });
    }
    expect(await unread(viewer)).toBe(3);
    const first = await viewer.request({ method: "GET", url: "/api/notifications?limit=2" });
    expect(first.headers["x-total-count"]).toBe("3");
    const page1 = first.json<NotificationItem[]>();
    expect(page1.map((i) => i.request?.title)).toEqual(["Need a gardener", "Need a mover"]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const page2 = (await viewer.request({ method: "GET", url: next })).json<NotificationItem[]>();
    expect(page2.map((i) => i.request?.title)).toEqual(["Need a plumber"]);

    // Someone else's id is ignored; one's own is marked.
    const othersId = (await inbox(ben))[0]!.id;
    const marked = await viewer.request({
      method: "POST",
      url: "/api/notifications/read",
      payload: { ids: [page1[0]!.id, othersId] },
    });
    expect(marked.json()).toEqual({ unread: 2 });
    expect((await inbox(ben)).find((i) => i.id === othersId)?.read).toBe(false);
    expect((await inbox(viewer)).map((i) => i.read)).toEqual([true, false, false]);
    expect((await viewer.request({ method: "POST", url: "/api/notifications/read", payload: {} })).json()).toEqual({ unread: 0 });
    expect(await unread(viewer)).toBe(0);
  });

  it("refuses bad input with the one error shape", async () => {
    for (const payload of [{ ids: ["nope"] }, { ids: [] }, { ids: "all" }]) {
      const res = await ben.request({ method: "POST", url: "/api/notifications/read", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
    const cursor = await ben.request({ method: "GET", url: "/api/notifications?cursor=xyz" });
    expect(cursor.statusCode).toBe(400);
    const prefs = await ben.request({
      method: "PATCH",
      url: "/api/notifications/preferences",
      payload: { email: { spam: true } },
    });
    expect(prefs.statusCode).toBe(400);
  });
});

describe("e-mail preferences and unsubscribing", () => {
  it("an event whose e-mail is off still reaches the inbox, without an e-mail", async () => {
    const res = await cat.request({
      method: "PATCH",
      url: "/api/notifications/preferences",
      payload: { email: { request: false } },
    });
    expect(res.json<NotificationPreferences>()).toEqual({
      email: {
        request: false,
        suggestion: true,
        link_suggestion: true,
        suggestion_vouch: true,
        collaborator: true,
        vouch: true,
        provider_change: true,
        invite_joined: true,
        household_added: true,
        // The reminders' e-mail is off until turned on (the weekly digest gathers them).
        task_due: false,
        warranty: false,
        appointment: false,
      },
      emailAvailable: true,
      // Push (tests/api/push.test.ts): every event on, no device yet, the default quiet hours.
      push: Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, true])),
      pushAvailable: false,
      quietHours: { on: true, from: "21:00", until: "08:00" },
      // The weekly e-mail (tests/api/weekly-digest.test.ts): off until turned on.
      weeklyDigest: false,
    });
    await settleMail();
    const catMails = mailsTo(cat).length;
    const benMails = mailsTo(ben).length;
    await post(ann, "/api/provider-requests", { title: "Need a locksmith", category: "General Contractor" });
    await waitForMails(ben, benMails + 1);
    await noMoreMails(cat, catMails);
    expect((await inbox(cat))[0]?.request?.title).toBe("Need a locksmith");
  });

  it("the e-mail's link unsubscribes signed out in one click, and Undo turns it back on", async () => {
    const mail = mailsTo(ben).at(-1)!;
    const link = linkIn(mail.text, `${PUBLIC_URL}/unsubscribe?token=`);
    const token = new URL(link).searchParams.get("token")!;
    const res = await t.app.inject({ method: "POST", url: `/api/notifications/unsubscribe?token=${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ type: "request", email: false });
    const prefs = (await ben.request({ method: "GET", url: "/api/notifications/preferences" })).json<NotificationPreferences>();
    expect(prefs.email).toMatchObject({ request: false, suggestion: true });
    const undo = await t.app.inject({ method: "POST", url: `/api/notifications/resubscribe?token=${token}` });
    expect(undo.json()).toEqual({ type: "request", email: true });

    // "Stop every Vowch e-mail" turns every event off.
    const all = new URL(linkIn(mail.text.split("Stop every Vowch e-mail:")[1]!, `${PUBLIC_URL}/unsubscribe?token=`));
    const allRes = await t.app.inject({ method: "POST", url: `/api/notifications/unsubscribe?${all.searchParams}` });
    expect(allRes.json()).toEqual({ type: "all", email: false });
    const off = (await ben.request({ method: "GET", url: "/api/notifications/preferences" })).json<NotificationPreferences>();
    expect(Object.values(off.email)).toEqual(NOTIFICATION_TYPES.map(() => false));
    await t.app.inject({ method: "POST", url: `/api/notifications/resubscribe?${all.searchParams}` });
  });

  it("a mail app's one-click POST (RFC 8058) to the List-Unsubscribe address works", async () => {
    const mail = mailsTo(ben).at(-1)!;
    const header = mail.header("list-unsubscribe")!;
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const url = new URL(/<([^>]+)>/.exec(header)![1]!);
    expect(url.origin).toBe(PUBLIC_URL);
    const res = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ type: "request", email: false });
    await t.app.inject({ method: "POST", url: `/api/notifications/resubscribe${url.search}` });
  });

  it("a plain GET on the List-Unsubscribe address sends to the unsubscribe page and changes nothing", async () => {
    const mail = mailsTo(ben).at(-1)!;
    const url = new URL(/<([^>]+)>/.exec(mail.header("list-unsubscribe")!)![1]!);
    const res = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(url.searchParams.get("token")!)}`);
    const prefs = (await ben.request({ method: "GET", url: "/api/notifications/preferences" })).json<NotificationPreferences>();
    expect(prefs.email.request).toBe(true);
  });

  it("the HTML part's settings and unsubscribe links are the bare addresses", async () => {
    const mail = mailsTo(ben).at(-1)!;
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
    expect(hrefs).toContain(`${PUBLIC_URL}/notifications`);
    expect(hrefs.filter((h) => h.startsWith(`${PUBLIC_URL}/unsubscribe?token=`))).toHaveLength(2);
    for (const h of hrefs) expect(h).toMatch(/^https:\/\/vowch\.example\/[\w/?=.%&#-]*$/);
  });

  it("refuses a tampered or malformed token", async () => {
    const mail = mailsTo(ben).at(-1)!;
    const token = new URL(linkIn(mail.text, `${PUBLIC_URL}/unsubscribe?token=`)).searchParams.get("token")!;
    const [payload, sig] = token.split(".");
    const forged = `${Buffer.from(`${dan.user.id}:request`).toString("base64url")}.${sig}`;
    for (const bad of [forged, `${payload}.${sig!.slice(0, -2)}AA`]) {
      const res = await t.app.inject({ method: "POST", url: `/api/notifications/unsubscribe?token=${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "UNSUBSCRIBE_LINK_INVALID" });
    }
    const malformed = await t.app.inject({ method: "POST", url: "/api/notifications/unsubscribe?token=%00" });
    expect(malformed.statusCode).toBe(400);
  });
});

it("several processes on one database send each e-mail once", async () => {
  const helpers = await Promise.all([1, 2].map(() => buildApp({ config: t.config, db: t.db, logger: false })));
  try {
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createUser(t.app)));
    await t.db.insert(contacts).values(people.map((p) => bookEntry({ userId: p.user.id, name: "Ann", email: ann.user.email })));
    // Written with every queue idle, then all three race for the rows.
    await t.db.transaction(async (tx) => {
      await tx.insert(notifications).values(
        people.flatMap((p) =>
          [1, 2, 3, 4].map(() => ({
            userId: p.user.id,
            type: "collaborator" as const,
            actorUserId: ann.user.id,
            emailPending: true,
          })),
        ),
      );
    });
    for (const app of [t.app, ...helpers]) app.mailQueue.kick();
    for (const p of people) await waitForMails(p, 4);
    await Promise.all([t.app, ...helpers].map((app) => app.mailQueue.idle()));
    for (const p of people) expect(mailsTo(p)).toHaveLength(4);
  } finally {
    await Promise.all(helpers.map((h) => h.close()));
  }
});
