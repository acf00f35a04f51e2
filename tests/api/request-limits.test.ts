// Provider requests have limits: one account sends at most 20 a day (429 RATE_LIMITED with
// Retry-After), one recipient gets at most 5 request e-mails a day and the rest in ONE digest
// e-mail when their day ends (through a real SMTP server and the real mail queue), and a title
// typed as an address never arrives as a link or a working address, alone or in the digest.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalisePhone } from "../../common/phone";
import { contacts, notifications, providerRequests, requestEmailDays } from "../../server/db/schema";
import { REQUEST_EMAILS_PER_DAY } from "../../server/features/notifications/request-digest";
import { REQUESTS_PER_DAY } from "../../server/features/requests/service";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { buildApp } from "../../server/app";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

const PUBLIC_URL = "https://vowch.example";

let smtp: TestSmtp;
let t: TestApp;
/** Ann and Amy ask; Ben has both in his book. */
let ann: SignedInUser, amy: SignedInUser, ben: SignedInUser;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  ann = await createUser(t.app, { profile: { firstName: "Ann", lastName: "Asker", phone: "+1 415 555 0134" } });
  amy = await createUser(t.app, { profile: { firstName: "Amy", lastName: "Also", phone: "+1 415 555 0135" } });
  ben = await createUser(t.app, { profile: { firstName: "Ben", lastName: "Book", phone: "+1 415 555 0177" } });
  await t.db.insert(contacts).values(
    [ann, amy].map((u) => ({
      userId: ben.user.id,
      name: u.user.email!,
      email: u.user.email,
      emailKeys: [u.user.email!.toLowerCase()],
      phoneKeys: [normalisePhone("+1 415 555 0100")!],
    })),
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const ask = (user: SignedInUser, title: string) =>
  user.request({ method: "POST", url: "/api/provider-requests", payload: { title, category: "Plumber" } });
const mailsTo = (user: SignedInUser) => smtp.to(user.user.email!);
const settleMail = async () => {
  t.app.mailQueue.kick();
  await t.app.mailQueue.idle();
};
const inboxCount = async (user: SignedInUser) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, user.user.id))).filter((n) => n.type === "request")
    .length;
/** Ends Ben's day of request e-mails now, as 24 hours passing would. */
const endBensDay = () =>
  t.db
    .update(requestEmailDays)
    .set({
      windowEndsAt: sql`now() - interval '1 second'`,
      digestDueAt: sql`case when digest_due_at is null then null else now() - interval '1 second' end`,
    })
    .where(eq(requestEmailDays.userId, ben.user.id));

/** Every text a mail client could show of these e-mails. */
const shown = (mails: ReturnType<typeof mailsTo>) => mails.flatMap((m) => [m.subject, m.text, m.html]).join("\n");

describe("a recipient's day of request e-mails", () => {
  it(`the first ${REQUEST_EMAILS_PER_DAY} go alone, the rest wait; the inbox has every one at once`, async () => {
    for (let i = 1; i <= REQUEST_EMAILS_PER_DAY + 2; i++) {
      const res = await ask(i % 2 ? ann : amy, `Need a plumber, request ${i}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    // A title typed as addresses, held for the digest.
    expect((await ask(ann, "see http://evil.example or www.evil.example, mail bob@evil.example")).statusCode).toBe(201);
    await settleMail();
    expect(await inboxCount(ben)).toBe(REQUEST_EMAILS_PER_DAY + 3);
    expect(mailsTo(ben)).toHaveLength(REQUEST_EMAILS_PER_DAY);
    expect(mailsTo(ben).map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("request 1"),
        expect.stringContaining(`request ${REQUEST_EMAILS_PER_DAY}`),
      ]),
    );
  });

  it("when the day ends, the held ones come in one digest, listed, never as links", async () => {
    await endBensDay();
    await settleMail();
    expect(mailsTo(ben)).toHaveLength(REQUEST_EMAILS_PER_DAY + 1);
    const digest = mailsTo(ben).at(-1)!;
    expect(digest.subject).toBe("3 more requests from your contacts today");
    expect(digest.text).toContain(`Amy Also: “Need a plumber, request ${REQUEST_EMAILS_PER_DAY + 1}”`);
    expect(digest.text).toContain(`Ann Asker: “Need a plumber, request ${REQUEST_EMAILS_PER_DAY + 2}”`);
    expect(digest.text).toContain("see http[:]//evil[.]example or www[.]evil[.]example, mail bob@evil[.]example");
    expect(shown([digest])).not.toMatch(/evil\.example/);
    // The only links are the app's own (the action and the footer).
    const hrefs = [...digest.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(digest.header("list-unsubscribe")).toContain(`${PUBLIC_URL}/api/notifications/unsubscribe?token=`);
    // Sent once: nothing more is owed.
    await settleMail();
    expect(mailsTo(ben)).toHaveLength(REQUEST_EMAILS_PER_DAY + 1);
    const [day] = await t.db.select().from(requestEmailDays).where(eq(requestEmailDays.userId, ben.user.id));
    expect(day).toMatchObject({ held: 0, digestDueAt: null });
  });

  it("a new day starts with e-mails that go alone again; a title with an address is no link there either", async () => {
    expect((await ask(amy, "Who fixes http://evil.example/path and 10.0.0.1?")).statusCode).toBe(201);
    await settleMail();
    expect(mailsTo(ben)).toHaveLength(REQUEST_EMAILS_PER_DAY + 2);
    const alone = mailsTo(ben).at(-1)!;
    expect(alone.text).toContain("Who fixes http[:]//evil[.]example/path and 10[.]0[.]0[.]1?");
    expect(shown([alone])).not.toMatch(/evil\.example|10\.0\.0\.1|https?:\/\/evil/);
    for (const [, href] of alone.html.matchAll(/href="([^"]*)"/g)) expect(href!.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });

  it("only e-mails that would be sent count: with request e-mails off there is no day", async () => {
    const dee = await createUser(t.app, { profile: { firstName: "Dee", lastName: "Quiet" } });
    await t.db.insert(contacts).values({
      userId: dee.user.id,
      name: "Amy",
      email: amy.user.email,
      emailKeys: [amy.user.email!.toLowerCase()],
      phoneKeys: [],
    });
    const off = await dee.request({
      method: "PATCH",
      url: "/api/notifications/preferences",
      payload: { email: { request: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await ask(amy, "Need a gardener for the weekend")).statusCode).toBe(201);
    expect(await inboxCount(dee)).toBe(1);
    expect(await t.db.select().from(requestEmailDays).where(eq(requestEmailDays.userId, dee.user.id))).toEqual([]);
    await settleMail();
    expect(mailsTo(dee)).toHaveLength(0);
  });
});

describe("requests one account may send per day", () => {
  it(`request ${REQUESTS_PER_DAY + 1} of the day answers 429 RATE_LIMITED with Retry-After; others still ask`, async () => {
    const carl = await createUser(t.app, { profile: { firstName: "Carl", lastName: "Chatty" } });
    for (let i = 1; i <= REQUESTS_PER_DAY; i++) expect((await ask(carl, `Need a painter ${i}`)).statusCode).toBe(201);
    const res = await ask(carl, "Need a painter, once more");
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toMatchObject({ code: "RATE_LIMITED" });
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    const mine = (await carl.request({ method: "GET", url: "/api/provider-requests" })).json<unknown[]>();
    expect(mine).toHaveLength(REQUESTS_PER_DAY);
    expect((await ask(amy, "Need a painter too")).statusCode).toBe(201);
  });
});

it("several processes on one database send each recipient one digest", async () => {
  const helpers = await Promise.all([1, 2].map(() => buildApp({ config: t.config, db: t.db, logger: false })));
  try {
    const people = await Promise.all([1, 2, 3, 4].map(() => createUser(t.app)));
    // Each has a day past its alone e-mails, with 3 held, written while every queue is idle.
    await t.db.transaction(async (tx) => {
      const [request] = await tx
        .insert(providerRequests)
        .values({ userId: ann.user.id, title: "Need a locksmith", category: "Locksmith" })
        .returning({ id: providerRequests.id });
      const requestId = request!.id;
      await tx.insert(notifications).values(
        people.flatMap((p) =>
          [1, 2, 3].map(() => ({
            userId: p.user.id,
            type: "request" as const,
            actorUserId: ann.user.id,
            requestId,
            emailPending: true,
            emailDigest: true,
            emailNextAt: sql`'infinity'::timestamptz`,
          })),
        ),
      );
      await tx.insert(requestEmailDays).values(
        people.map((p) => ({
          userId: p.user.id,
          windowEndsAt: sql`now() - interval '1 second'`,
          emails: REQUEST_EMAILS_PER_DAY + 3,
          held: 3,
          digestDueAt: sql`now() - interval '1 second'`,
        })),
      );
    });
    for (const app of [t.app, ...helpers]) app.mailQueue.kick();
    for (const p of people) await expect.poll(() => mailsTo(p).length, { timeout: 10_000, interval: 20 }).toBe(1);
    await Promise.all([t.app, ...helpers].map((app) => app.mailQueue.idle()));
    for (const app of [t.app, ...helpers]) app.mailQueue.kick();
    await Promise.all([t.app, ...helpers].map((app) => app.mailQueue.idle()));
    for (const p of people) {
      expect(mailsTo(p)).toHaveLength(1);
      expect(mailsTo(p)[0]!.subject).toBe("3 more requests from your contacts today");
    }
  } finally {
    await Promise.all(helpers.map((h) => h.close()));
  }
});
