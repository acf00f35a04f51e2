// The address book (import, matching, one-way), the trust order (contacts
// first, keyset paging still whole) and recommendations that say what backs them.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers, recommendations, userProviders } from "../../server/db/schema";
import { recordJobReview } from "../../server/features/reviews/record-review";
import { refreshProviderRatings } from "../../server/features/reviews/provider-rating";
import { buildTestApp, createUser, uniqueEmail, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";
import { multipart } from "../support/multipart";

let t: TestApp;
let viewer: SignedInUser;
// In the viewer's book: Ann by her mobile number (written messily), Cy by e-mail in capitals.
let ann: SignedInUser;
let cy: SignedInUser;
// Not in the book.
let ben: SignedInUser;
let dee: SignedInUser;

const cyEmail = uniqueEmail("cy");
const person = (firstName: string, phone: string, email?: string) =>
  ({ email, profile: { firstName, lastName: "Trust", phone } }) as const;

const VCF = [
  "BEGIN:VCARD",
  "VERSION:3.0",
  "FN:Ann Trust",
  "N:Trust;Ann;;;",
  "TEL;TYPE=HOME:+44 20 7946 0958",
  "TEL;TYPE=CELL:(415) 555-0132",
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:4.0",
  "FN:Cy Trust",
  `EMAIL;TYPE=work:${cyEmail.toUpperCase()}`,
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:4.0",
  "FN:Plumber Pete",
  "TEL;VALUE=uri;TYPE=cell:tel:+1-212-555-0188",
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:3.0",
  "FN:No Number",
  "NOTE:nothing to match",
  "END:VCARD",
  "",
].join("\r\n");

const upload = (user: SignedInUser, filename: string, text: string, contentType = "text/vcard") =>
  user.request({
    method: "POST",
    url: "/api/contacts/import",
    ...multipart({}, [{ field: "file", filename, contentType, data: Buffer.from(text) }]),
  });

async function getJson<T>(user: SignedInUser, url: string) {
  const res = await user.request({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json<T>(), link: res.headers.link as string | undefined, total: Number(res.headers["x-total-count"]) };
}

/** Every page of a list, following Link; the items in order. */
async function walkAll<T extends { id?: string }>(user: SignedInUser, url: string): Promise<T[]> {
  const items: T[] = [];
  let next: string | undefined = url;
  for (let pages = 0; next && pages < 50; pages += 1) {
    const page: { body: T[]; link: string | undefined } = await getJson<T[]>(user, next);
    items.push(...page.body);
    next = page.link?.match(/<([^>]+)>/)?.[1];
  }
  expect(new Set(items.map((i) => i.id ?? JSON.stringify(i))).size, "no item twice").toBe(items.length);
  return items;
}

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createUser(t.app, person("Val", "415 555 0100"));
  ann = await createUser(t.app, person("Ann", "+1 415-555-0132"));
  cy = await createUser(t.app, person("Cy", "415 555 0140", cyEmail));
  ben = await createUser(t.app, person("Ben", "415 555 0150"));
  dee = await createUser(t.app, person("Dee", "415 555 0160"));
}, 180_000);
afterAll(() => t.close());

describe("importing an address book", () => {
  it("reads vCard 3 and 4 with messy numbers and matches people by E.164 phone or lower-cased e-mail", async () => {
    const res = await upload(viewer, "contacts.vcf", VCF);
    expect(res.statusCode, res.body).toBe(200);
    // The card without a number or e-mail is skipped and counted; Ann and Cy are on Vowch, Pete is not.
    expect(res.json()).toEqual({ imported: 3, matched: 2, skipped: 1, truncated: false });

    const again = await upload(viewer, "contacts.vcf", VCF);
    expect(again.json(), "the same book twice adds nothing").toEqual({ imported: 0, matched: 2, skipped: 1, truncated: false });

    const book = await getJson<{ name: string; phone: string | null; onVowch: { id: string } | null }[]>(
      viewer,
      "/api/address-book",
    );
    expect(book.total).toBe(3);
    expect(book.body.map((e) => [e.name, e.onVowch?.id ?? null])).toEqual([
      ["Ann Trust", ann.user.id],
      ["Cy Trust", cy.user.id],
      ["Plumber Pete", null],
    ]);
    expect(book.body[0]!.phone).toBe("+44 20 7946 0958");
  });

  it("reads a Google Contacts CSV (several values in a cell) and an Outlook CSV", async () => {
    const other = await createUser(t.app, person("Oli", "415 555 0170"));
    const google = [
      "Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value",
      `Ben Trust,Ben,Trust,* Home,nobody@example.com,Mobile,"1 (415) 555.0150 ::: 415-555-0999"`,
      `,,,,,,`,
    ].join("\n");
    const res = await upload(other, "google.csv", google, "text/csv");
    expect(res.json()).toEqual({ imported: 1, matched: 1, skipped: 1, truncated: false });
    const outlook = ["First Name,Last Name,E-mail Address,Mobile Phone", `Dee,Trust,,4155550160`].join("\r\n");
    expect((await upload(other, "outlook.csv", outlook, "text/csv")).json()).toEqual({
      imported: 1,
      matched: 1,
      skipped: 0,
      truncated: false,
    });
  });

  it("takes the browser's picked contacts", async () => {
    const picker = await createUser(t.app, person("Pia", "415 555 0180"));
    const res = await picker.request({
      method: "POST",
      url: "/api/contacts/import/picked",
      payload: {
        contacts: [
          { name: ["Ann"], email: [], tel: ["415.555.0132"] },
          { name: [], email: [], tel: ["not a number"] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 1, matched: 1, skipped: 1, truncated: false });
  });

  it("refuses what is not an address book with 400, and a missing file", async () => {
    const png = await upload(viewer, "photo.csv", "\u0000\u0001PNG", "text/csv");
    expect(png.statusCode).toBe(400);
    expect(png.json().code).toBe("VALIDATION_FAILED");
    const noColumns = await upload(viewer, "list.csv", "Fruit,Colour\napple,red\n", "text/csv");
    expect(noColumns.statusCode).toBe(400);
    const badVcard = await upload(viewer, "broken.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Half");
    expect(badVcard.statusCode).toBe(400);
    const json = await viewer.request({ method: "POST", url: "/api/contacts/import", payload: { file: "x" } });
    expect(json.statusCode).toBe(400);
  });

  it("removes one entry (the owner's only) and then the whole book", async () => {
    const owner = await createUser(t.app, person("Rey", "415 555 0190"));
    await upload(owner, "contacts.vcf", VCF);
    const book = await getJson<{ id: string }[]>(owner, "/api/address-book?limit=1");
    expect(book.link).toBeDefined();
    const entryId = book.body[0]!.id;
    expect((await viewer.request({ method: "DELETE", url: `/api/address-book/${entryId}` })).statusCode).toBe(404);
    expect((await owner.request({ method: "DELETE", url: `/api/address-book/${entryId}` })).statusCode).toBe(204);
    expect((await getJson(owner, "/api/address-book")).total).toBe(2);
    expect((await owner.request({ method: "DELETE", url: "/api/address-book" })).statusCode).toBe(204);
    expect((await getJson(owner, "/api/address-book")).total).toBe(0);
  });
});

describe("the trust order", () => {
  it("puts my contacts first on Friends and in the people search, marked isContact, and pages whole", async () => {
    const everyone = await walkAll<{ id: string; isContact: boolean }>(viewer, "/api/friends?limit=1");
    const firstTwo = everyone.slice(0, 2);
    expect(firstTwo.map((p) => p.id).sort()).toEqual([ann.user.id, cy.user.id].sort());
    expect(firstTwo.every((p) => p.isContact)).toBe(true);
    expect(everyone.slice(2).some((p) => p.isContact)).toBe(false);
    expect(everyone.map((p) => p.id)).toEqual(expect.arrayContaining([ben.user.id, dee.user.id]));

    const search = await walkAll<{ id: string; isContact: boolean }>(viewer, "/api/users/all?search=Trust&limit=2");
    expect(search.slice(0, 2).every((p) => p.isContact)).toBe(true);
    expect(search.find((p) => p.id === ben.user.id)?.isContact).toBe(false);
  });

  it("is one-way: being in someone's book makes them nothing of mine", async () => {
    const anns = await walkAll<{ id: string; isContact: boolean }>(ann, "/api/friends?limit=3");
    expect(anns.find((p) => p.id === viewer.user.id)?.isContact).toBe(false);
    expect(anns.some((p) => p.isContact)).toBe(false);
  });

  it("ranks providers backed by my contacts first, then by rating, on the lists that ask for ?order=trust", async () => {
    // Ben's providers are rated higher, Ann's and Cy's lower: contacts still come first.
    const top = await insertProvider(t.db, ben.user.id, { name: "Zeta Top Rated", category: "Roofing" });
    const good = await insertProvider(t.db, ben.user.id, { name: "Zeta Good", category: "Roofing" });
    const annsPick = await insertProvider(t.db, ann.user.id, { name: "Zeta Ann Pick", category: "Roofing" });
    const cysPick = await insertProvider(t.db, dee.user.id, { name: "Zeta Cy Pick", category: "Roofing" });
    await t.db.insert(recommendations).values({ fromUserId: cy.user.id, providerId: cysPick.id, source: "vouch", rating: 3 });
    await t.db
      .update(providers)
      .set({ rating: "5.0", reviewCount: 4 })
      .where(sql`${providers.id} = ${top.id}`);
    await t.db
      .update(providers)
      .set({ rating: "4.5", reviewCount: 2 })
      .where(sql`${providers.id} = ${good.id}`);
    await t.db
      .update(providers)
      .set({ rating: "3.0", reviewCount: 1 })
      .where(sql`${providers.id} = ${annsPick.id}`);
    await t.db
      .update(providers)
      .set({ rating: "4.0", reviewCount: 1 })
      .where(sql`${providers.id} = ${cysPick.id}`);

    const expected = [cysPick.id, annsPick.id, top.id, good.id];
    for (const url of [
      "/api/providers/contact-recommended?order=trust&category=Roofing&limit=1",
      "/api/providers?order=trust&category=Roofing&limit=3",
    ]) {
      const list = await walkAll<{ id: string }>(viewer, url);
      expect(
        list.map((p) => p.id),
        url,
      ).toEqual(expected);
    }
    // Without the parameter the spec's order stays: newest first.
    const plain = await getJson<{ id: string }[]>(viewer, "/api/providers/contact-recommended?category=Roofing");
    expect(plain.body.map((p) => p.id)).toEqual([cysPick.id, annsPick.id, good.id, top.id]);
    expect(plain.total).toBe(4);

    const cards = await getJson<{ id: string; trust: { contactCount: number; firstContact: { id: string } | null } }[]>(
      viewer,
      "/api/providers?order=trust&category=Roofing",
    );
    expect(cards.body[0]!.trust).toMatchObject({ contactCount: 1, firstContact: { id: cy.user.id } });
    expect(cards.body[2]!.trust).toMatchObject({ contactCount: 0, firstContact: null });
    const bad = await viewer.request({ method: "GET", url: "/api/providers?order=rating" });
    expect(bad.statusCode).toBe(400);
  });

  it("lists my contacts' activity of the last 30 days first, the rest newest first", async () => {
    const provider = await insertProvider(t.db, dee.user.id, { name: "Activity Co", category: "Painting" });
    const old = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    const rows = await t.db
      .insert(recommendations)
      .values([
        {
          fromUserId: ann.user.id,
          providerId: provider.id,
          source: "vouch",
          rating: 4,
          createdAt: new Date(Date.now() - 3600_000),
        },
        { fromUserId: ann.user.id, providerId: provider.id, source: "vouch", rating: 4, createdAt: old },
        { fromUserId: ben.user.id, providerId: provider.id, source: "vouch", rating: 5 },
      ])
      .returning({ id: recommendations.id });
    const [annRecent, annOld, benNew] = rows.map((r) => r.id);
    const feed = await walkAll<{ id: string; fromContact: boolean }>(viewer, "/api/recommendations?limit=1");
    const ids = feed.map((i) => i.id);
    expect(ids.indexOf(annRecent!)).toBeLessThan(ids.indexOf(benNew!));
    expect(ids.indexOf(benNew!)).toBeLessThan(ids.indexOf(annOld!));
    expect(feed.find((i) => i.id === annRecent)?.fromContact).toBe(true);
    expect(feed.find((i) => i.id === annOld)?.fromContact).toBe(false);
  });
});

describe("recommendations you can check", () => {
  it("marks a job finished in Vowch as a verified hire, a vouch as not, and breaks the count down", async () => {
    const provider = await insertProvider(t.db, dee.user.id, { name: "Checked Co", category: "Electrician" });
    const link = await projectLink(ann, provider.id, "Rewire the attic");
    await t.db.transaction((tx) =>
      recordJobReview(tx, {
        userId: ann.user.id,
        providerId: provider.id,
        projectId: link.projectId,
        projectProviderId: link.id,
        rating: 5,
        comment: "Neat and on time",
        finalAmount: "1200.00",
        source: "project",
      }),
    );
    const vouch = await cy.request({
      method: "POST",
      url: `/api/providers/${provider.id}/vouch`,
      payload: { rating: 4, comment: "Good" },
    });
    expect(vouch.statusCode, vouch.body).toBeLessThan(300);
    await refreshProviderRatings(t.db, sql`${providers.id} = ${provider.id}`);

    const feed = await walkAll<{
      id: string;
      provider: { id: string };
      verifiedHire: boolean;
      source: string;
      project: { category: string | null } | null;
    }>(viewer, "/api/recommendations?limit=100");
    const mine = feed.filter((i) => i.provider.id === provider.id);
    expect(mine.map((i) => [i.source, i.verifiedHire]).sort()).toEqual([
      ["project", true],
      ["vouch", false],
    ]);
    expect(mine.find((i) => i.verifiedHire)?.project?.category).toBe("Electrical");

    const detail = await getJson<{
      reviewCount: number;
      ratingBreakdown: { hires: number; vouches: number; vouchedHires: number; vouchedHire: unknown };
      trust: {
        contactCount: number;
        contactHiredCount: number;
        firstContact: { id: string } | null;
        firstContactBacking: { kind: string; rating: number | null } | null;
      };
      recommendations: { verifiedHire: boolean; category: string | null }[];
    }>(viewer, `/api/providers/${provider.id}`);
    expect(detail.body.reviewCount).toBe(2);
    expect(detail.body.ratingBreakdown).toEqual({ hires: 1, vouches: 1, vouchedHires: 0, vouchedHire: null });
    // Ann hired them and rated 5★, Cy vouched: both are the viewer's contacts, Ann (a rated hire) is named.
    expect(detail.body.trust).toEqual({
      contactCount: 2,
      contactHiredCount: 1,
      firstContact: expect.objectContaining({ id: ann.user.id }),
      firstContactBacking: { kind: "hired", rating: 5 },
    });
    expect(detail.body.recommendations.map((r) => r.verifiedHire).sort()).toEqual([false, true]);

    const network = await getJson<{ verifiedHire: boolean; user: { id: string } }[]>(
      viewer,
      `/api/providers/${provider.id}/contact-projects`,
    );
    expect(network.body.find((p) => p.user.id === ann.user.id)?.verifiedHire).toBe(true);

    const friendProjects = await getJson<{ providers: { hired: { id: string; verifiedHire: boolean }[] } }[]>(
      viewer,
      `/api/contacts/${ann.user.id}/projects`,
    );
    const hired = friendProjects.body.flatMap((p) => p.providers.hired).find((h) => h.id === provider.id);
    expect(hired?.verifiedHire).toBe(true);

    const card = (
      await walkAll<{ id: string; ratingBreakdown: unknown; recommendations: { verifiedHire: boolean }[] }>(
        viewer,
        "/api/providers?search=Checked",
      )
    )[0]!;
    expect(card.ratingBreakdown).toEqual({ hires: 1, vouches: 1, vouchedHires: 0, vouchedHire: null });
    expect(card.recommendations.some((r) => r.verifiedHire)).toBe(true);
    await t.db.delete(userProviders).where(sql`${userProviders.providerId} = ${provider.id}`);
  });
});

/** A project of `owner` with the provider on it, marked completed (the job ran in Vowch). */
async function projectLink(owner: SignedInUser, providerId: string, title: string) {
  const project = (
    await owner.request({ method: "POST", url: "/api/projects", payload: { title, category: "Electrical" } })
  ).json<{ id: string }>();
  const link = (
    await owner.request({ method: "POST", url: `/api/projects/${project.id}/providers`, payload: { providerId } })
  ).json<{ id: string }>();
  await t.db.execute(sql`update project_providers set status = 'completed' where id = ${link.id}`);
  return { id: link.id, projectId: project.id };
}
