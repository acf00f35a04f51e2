// A provider's contact details change (anyone signed in may still edit a provider): a change of its
// phone, e-mail or website notifies everyone with the provider on their list but the editor (inbox
// at once, one statement whatever their number; e-mail as each one's preferences allow, through a
// real SMTP server), and the provider's page shows "Phone changed by {first name} on {date} · Undo"
// for 30 days, Undo being the edit's revert.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationItem } from "../../common/schemas/notifications";
import type { ContactChange, ProviderDetail } from "../../common/schemas/provider-edits";
import { notifications, providerEdits, userProviders } from "../../server/db/schema";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

const PUBLIC_URL = "https://vowch.example";

let smtp: TestSmtp;
let t: TestApp;
/** Ann added the provider; Ben and Dan have it on their lists too; Cat does not; Dan edits. */
let ann: SignedInUser, ben: SignedInUser, cat: SignedInUser, dan: SignedInUser;
let providerId: string;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  ann = await createUser(t.app, { profile: { firstName: "Ann", lastName: "Adder" } });
  ben = await createUser(t.app, { profile: { firstName: "Ben", lastName: "Lister" } });
  cat = await createUser(t.app, { profile: { firstName: "Cat", lastName: "Outside" } });
  dan = await createUser(t.app, { profile: { firstName: "Dan", lastName: "Editor" } });
  providerId = (await insertProvider(t.db, ann.user.id, { name: "Ace Plumbing", phone: "555 100 2000", website: "ace.example" }))
    .id;
  await t.db
    .insert(userProviders)
    .values([ben, dan].map((u) => ({ userId: u.user.id, providerId, sourceType: "user_added" as const })));
  // Ben wants these in the inbox only.
  const off = await ben.request({
    method: "PATCH",
    url: "/api/notifications/preferences",
    payload: { email: { provider_change: false } },
  });
  expect(off.statusCode, off.body).toBeLessThan(300);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const patch = async (user: SignedInUser, payload: Record<string, unknown>) => {
  const res = await user.request({ method: "PATCH", url: `/api/providers/${providerId}`, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
};
const changesIn = async (user: SignedInUser) => {
  const res = await user.request({ method: "GET", url: "/api/notifications?limit=100" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationItem[]>().filter((n) => n.type === "provider_change");
};
const contactChanges = async (user: SignedInUser): Promise<ContactChange[]> => {
  const res = await user.request({ method: "GET", url: `/api/providers/${providerId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProviderDetail>().contactChanges;
};
const settleMail = async () => {
  t.app.mailQueue.kick();
  await t.app.mailQueue.idle();
};
const mailsTo = (user: SignedInUser) => smtp.to(user.user.email!);

describe("who hears of a contact change", () => {
  it("a new phone: everyone with the provider on their list but the editor", async () => {
    await patch(dan, { phone: "555 999 0000" });
    expect((await changesIn(ann))[0]).toMatchObject({
      type: "provider_change",
      actor: { id: dan.user.id, firstName: "Dan" },
      provider: { id: providerId, name: "Ace Plumbing" },
      providerChange: { fields: ["phone"], undo: false },
    });
    expect(await changesIn(ben)).toHaveLength(1);
    expect(await changesIn(cat)).toHaveLength(0);
    expect(await changesIn(dan)).toHaveLength(0);
    await patch(dan, { phone: "555 999 0001" });
    expect(await changesIn(ben)).toHaveLength(2);
  });

  it("writes every recipient's row in one statement, whatever their number", async () => {
    // Its own app without SMTP: no e-mail queue running beside the request to blur the count.
    const plain = await buildTestApp();
    try {
      const editor = await createUser(plain.app);
      const provider = await insertProvider(plain.db, editor.user.id);
      const addListers = async (n: number) => {
        const listers = await Promise.all(Array.from({ length: n }, () => createUser(plain.app)));
        await plain.db
          .insert(userProviders)
          .values(listers.map((u) => ({ userId: u.user.id, providerId: provider.id, sourceType: "user_added" as const })));
      };
      const statementsFor = async (phone: string) => {
        plain.statements.count = 0;
        const res = await editor.request({ method: "PATCH", url: `/api/providers/${provider.id}`, payload: { phone } });
        expect(res.statusCode, res.body).toBeLessThan(300);
        return plain.statements.count;
      };
      await addListers(2);
      const withTwo = await statementsFor("555 000 0001");
      await addListers(4);
      expect(await statementsFor("555 000 0002")).toBe(withTwo);
      const rows = await plain.db.select().from(notifications).where(eq(notifications.providerId, provider.id));
      expect(rows).toHaveLength(2 + 6);
    } finally {
      await plain.close();
    }
  });

  it("by e-mail as each one's preferences allow; the text names the fields and the provider", async () => {
    await settleMail();
    const annMails = mailsTo(ann);
    expect(annMails).toHaveLength(2);
    expect(annMails[0]!.subject).toBe("Dan Editor changed the phone number of Ace Plumbing, who is on your list");
    expect(annMails[0]!.text).toContain(`${PUBLIC_URL}/providers/${providerId}`);
    expect(mailsTo(ben)).toHaveLength(0);
    expect(mailsTo(dan)).toHaveLength(0);
    expect(mailsTo(cat)).toHaveLength(0);
  });

  it("several contact fields at once are one item naming them; other fields notify nobody", async () => {
    const before = (await changesIn(ann)).length;
    await patch(dan, { name: "Ace Plumbing & Heating", description: "Now with heating" });
    expect(await changesIn(ann)).toHaveLength(before);
    await patch(dan, { email: "new@ace.example", website: "ace-heating.example", address: "1 Main St" });
    const [item] = await changesIn(ann);
    expect(item!.providerChange).toEqual({ fields: ["email", "website"], undo: false });
    await settleMail();
    expect(mailsTo(ann).at(-1)!.subject).toBe(
      "Dan Editor changed the e-mail and website of Ace Plumbing & Heating, who is on your list",
    );
    // The new website is never a link in the e-mail.
    expect(mailsTo(ann).at(-1)!.text).not.toContain("ace-heating.example");
  });
});

describe("the provider page's line and Undo", () => {
  it("names each contact field's latest change, grouped by edit, with its editor's first name", async () => {
    const lines = await contactChanges(cat);
    expect(lines.map((l) => l.fields)).toEqual([["email", "website"], ["phone"]]);
    for (const line of lines) expect(line).toMatchObject({ editor: { id: dan.user.id, firstName: "Dan" } });
    // The email+website edit also changed the address, which still holds: Undo applies.
    expect(lines[0]!.revertible).toBe(true);
  });

  it("Undo reverts the edit (anyone who may edit); the line goes and the people on the list hear it was undone", async () => {
    const [line] = await contactChanges(cat);
    const res = await cat.request({ method: "POST", url: `/api/providers/${providerId}/edits/${line!.id}/revert` });
    expect(res.statusCode, res.body).toBe(201);
    const after = await contactChanges(cat);
    expect(after.map((l) => l.fields)).toEqual([["phone"]]);
    const detail = (await cat.request({ method: "GET", url: `/api/providers/${providerId}` })).json<ProviderDetail>();
    expect(detail).toMatchObject({ email: null, website: "ace.example", address: null });
    // Dan (the first change's editor, with it on his list) hears of it this time; Cat, the undoer, not.
    expect((await changesIn(dan))[0]).toMatchObject({
      actor: { id: cat.user.id },
      providerChange: { fields: ["email", "website"], undo: true },
    });
    expect((await changesIn(ann))[0]!.providerChange).toEqual({ fields: ["email", "website"], undo: true });
    expect(await changesIn(cat)).toHaveLength(0);
    await settleMail();
    expect(mailsTo(dan).at(-1)!.text).toContain(
      "Cat Outside undid a change to the e-mail and website of Ace Plumbing & Heating, who is on your list",
    );
  });

  it("a line whose edit cannot be undone any more says so (revertible false)", async () => {
    const [phoneLine] = await contactChanges(ann);
    // The phone edit's value still holds: revertible. A later name change does not touch it.
    expect(phoneLine!.revertible).toBe(true);
    await t.db
      .update(providerEdits)
      .set({ changes: sql`jsonb_set(${providerEdits.changes}, '{name}', '{"from": "X", "to": "Not the name"}')` })
      .where(eq(providerEdits.id, phoneLine!.id));
    expect((await contactChanges(ann))[0]!.revertible).toBe(false);
  });

  it("shows for 30 days, then is gone", async () => {
    const [line] = await contactChanges(ann);
    await t.db
      .update(providerEdits)
      .set({ createdAt: sql`${providerEdits.createdAt} - interval '29 days 23 hours'` })
      .where(eq(providerEdits.providerId, providerId));
    expect((await contactChanges(ann)).map((l) => l.id)).toEqual([line!.id]);
    await t.db
      .update(providerEdits)
      .set({ createdAt: sql`${providerEdits.createdAt} - interval '2 hours'` })
      .where(eq(providerEdits.providerId, providerId));
    expect(await contactChanges(ann)).toEqual([]);
  });
});
