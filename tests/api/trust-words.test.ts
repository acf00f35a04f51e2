// What a provider's card is told about the people behind it: what each of the viewer's contacts
// did (a vouch, a job rated 4★ or more or less, a hire, a quote, a contact, a place on their list),
// the rating's parts with each person once, and who vowched and hired — named only where the
// viewer may see the hire. The words themselves come from common/trust.ts.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Provider, ProviderListItem } from "../../common/schemas/providers";
import type { RecommendationItem } from "../../common/schemas/friends";
import i18next from "i18next";
import providers from "../../common/locales/en/providers.json";
import * as words from "../../common/trust";
import { userProviders } from "../../server/db/schema";
import { recordJobReview } from "../../server/features/reviews/record-review";
import { buildTestApp, createUser, uniqueEmail, type SignedInUser, type TestApp } from "../support/test-app";
import { multipart } from "../support/multipart";
import { insertProvider } from "./projects-helpers";

// The words in English, from the catalogue the app reads them from.
const english = i18next.createInstance();
void english.init({ initAsync: false, lng: "en", resources: { en: { providers } }, interpolation: { escapeValue: false } });
const inEnglish: words.TrustTranslate = (key, options) =>
  String((english.t as (k: string, o?: object) => unknown)(`providers:trust.${key}`, options));
const trustReason = (trust: Parameters<typeof words.trustReason>[1]) => words.trustReason(inEnglish, trust);
const ratingBreakdownText = (b: Parameters<typeof words.ratingBreakdownText>[1]) => words.ratingBreakdownText(inEnglish, b);
const vouchedHiresText = (b: Parameters<typeof words.vouchedHiresText>[1]) => words.vouchedHiresText(inEnglish, b);

let t: TestApp;
let viewer: SignedInUser;
// In the viewer's book.
const contacts: Record<"dan" | "jo" | "lou" | "quinn" | "cal" | "lee", SignedInUser> = {} as never;
// Not in the book: owns the providers (so nobody in the book has them listed by adding them).
let owner: SignedInUser;
let stranger: SignedInUser;

const names = { dan: "Dan", jo: "Jo", lou: "Lou", quinn: "Quinn", cal: "Cal", lee: "Lee" } as const;
const emails = Object.fromEntries(Object.keys(names).map((k) => [k, uniqueEmail(k)])) as Record<keyof typeof names, string>;

async function getJson<T>(user: SignedInUser, url: string): Promise<T> {
  const res = await user.request({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** A project of `who` with the provider on it, in `status`; `quote` sets its quote amount. */
async function link(who: SignedInUser, providerId: string, title: string, status = "contacted", quote?: string) {
  const project = (await who.request({ method: "POST", url: "/api/projects", payload: { title } })).json<{ id: string }>();
  const res = await who.request({ method: "POST", url: `/api/projects/${project.id}/providers`, payload: { providerId } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const id = res.json<{ id: string }>().id;
  await t.db.execute(sql`update project_providers set status = ${status}, quote_amount = ${quote ?? null} where id = ${id}`);
  return { id, projectId: project.id };
}

/** A job of `who` finished in Vowch and rated (the review and recommendation the completion writes). */
async function ratedJob(who: SignedInUser, providerId: string, title: string, rating: number) {
  const l = await link(who, providerId, title, "completed");
  await t.db.transaction((tx) =>
    recordJobReview(tx, {
      userId: who.user.id,
      providerId,
      projectId: l.projectId,
      projectProviderId: l.id,
      rating,
      comment: null,
      finalAmount: "900.00",
      source: "project",
    }),
  );
  return l;
}

async function vouch(who: SignedInUser, providerId: string, rating = 5) {
  const res = await who.request({ method: "POST", url: `/api/providers/${providerId}/vouch`, payload: { rating } });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createUser(t.app, { profile: { firstName: "Val", lastName: "Words" } });
  owner = await createUser(t.app, { profile: { firstName: "Olly", lastName: "Owner" } });
  stranger = await createUser(t.app, { profile: { firstName: "Sam", lastName: "Stranger" } });
  for (const [key, firstName] of Object.entries(names) as [keyof typeof names, string][]) {
    contacts[key] = await createUser(t.app, { email: emails[key], profile: { firstName, lastName: "Words" } });
  }
  const vcf = Object.entries(names)
    .flatMap(([key, firstName]) => [
      "BEGIN:VCARD",
      "VERSION:4.0",
      `FN:${firstName} Words`,
      `EMAIL:${emails[key as keyof typeof names]}`,
      "END:VCARD",
    ])
    .join("\r\n");
  const res = await viewer.request({
    method: "POST",
    url: "/api/contacts/import",
    ...multipart({}, [{ field: "file", filename: "book.vcf", contentType: "text/vcard", data: Buffer.from(`${vcf}\r\n`) }]),
  });
  expect(res.json()).toMatchObject({ matched: 6 });
}, 180_000);
afterAll(() => t.close());

describe("what each contact did, in words", () => {
  it("names the contact's strongest backing: a vouch, a job ≥ 4★, a job < 4★, a quote, a contact, a list", async () => {
    const cases: [string, (providerId: string) => Promise<unknown>, { kind: string; rating: number | null }, string][] = [
      ["Words Vouch", (id) => vouch(contacts.dan, id, 2), { kind: "vouch", rating: null }, "Dan recommends them"],
      [
        "Words Good Job",
        (id) => ratedJob(contacts.jo, id, "Good job", 5),
        { kind: "hired", rating: 5 },
        "Jo hired them (5★) and recommends them",
      ],
      ["Words Poor Job", (id) => ratedJob(contacts.lou, id, "Poor job", 2), { kind: "hired", rating: 2 }, "Lou hired them (2★)"],
      [
        "Words Unrated Hire",
        (id) => link(contacts.lou, id, "Running job", "in_progress"),
        { kind: "hired", rating: null },
        "Lou hired them",
      ],
      [
        "Words Quote",
        (id) => link(contacts.quinn, id, "Kitchen", "quoted", "5900.00"),
        { kind: "quote", rating: null },
        "Quinn got a quote",
      ],
      ["Words Contacted", (id) => link(contacts.cal, id, "Roof"), { kind: "contacted", rating: null }, "Cal contacted them"],
      [
        "Words Pending",
        (id) => link(contacts.cal, id, "Gutters", "pending"),
        { kind: "added", rating: null },
        "Cal added them to a project",
      ],
      [
        "Words List",
        (id) => t.db.insert(userProviders).values({ userId: contacts.lee.user.id, providerId: id, sourceType: "user_added" }),
        { kind: "list", rating: null },
        "On Lee's list",
      ],
    ];
    for (const [name, act, backing, words] of cases) {
      const provider = await insertProvider(t.db, owner.user.id, { name, category: "Plumber" });
      await act(provider.id);
      const detail = await getJson<Provider>(viewer, `/api/providers/${provider.id}`);
      expect(detail.trust.firstContactBacking, name).toEqual(backing);
      expect(trustReason(detail.trust), name).toBe(words);
      const [card] = await getJson<ProviderListItem[]>(viewer, `/api/providers?search=${encodeURIComponent(name)}`);
      expect(card?.trust, name).toEqual(detail.trust);
    }
  });

  it("a job review replaces the contact's vouch: vouched 5★, then hired and rated 2★, is a 2★ hire", async () => {
    const provider = await insertProvider(t.db, owner.user.id, { name: "Words Replaced", category: "Plumber" });
    await vouch(contacts.dan, provider.id, 5);
    await ratedJob(contacts.dan, provider.id, "Leaky faucet", 2);
    const detail = await getJson<Provider>(viewer, `/api/providers/${provider.id}`);
    expect(detail.trust.firstContactBacking).toEqual({ kind: "hired", rating: 2 });
    expect(trustReason(detail.trust)).toBe("Dan hired them (2★)");
  });

  it("names the contact who did the most first, and counts the others", async () => {
    const provider = await insertProvider(t.db, owner.user.id, { name: "Words Several", category: "Plumber" });
    await link(contacts.quinn, provider.id, "Bath", "quoted", "1200.00");
    await ratedJob(contacts.jo, provider.id, "Shower", 4);
    await t.db.insert(userProviders).values({ userId: contacts.lee.user.id, providerId: provider.id, sourceType: "user_added" });
    const detail = await getJson<Provider>(viewer, `/api/providers/${provider.id}`);
    expect(trustReason(detail.trust)).toBe("Jo hired them (4★) and recommends them · 2 more of your contacts");
  });
});

describe("the rating's parts", () => {
  it("counts a person who vowched and hired once, as a hire, and names them", async () => {
    const provider = await insertProvider(t.db, owner.user.id, { name: "Words Both", category: "Plumber" });
    await vouch(contacts.dan, provider.id, 5);
    await ratedJob(contacts.dan, provider.id, "Water heater", 5);
    await ratedJob(contacts.jo, provider.id, "Garbage disposal", 4);
    const detail = await getJson<Provider>(viewer, `/api/providers/${provider.id}`);
    expect(detail.reviewCount).toBe(2);
    expect(detail.vouchCount).toBe(1);
    expect(detail.ratingBreakdown).toEqual({
      hires: 2,
      vouches: 0,
      vouchedHires: 1,
      vouchedHire: { id: contacts.dan.user.id, firstName: "Dan", lastName: "Words" },
    });
    expect(ratingBreakdownText(detail.ratingBreakdown)).toBe("2 hires");
    expect(vouchedHiresText(detail.ratingBreakdown)).toBe("Dan vowched and hired them: counted once, as a hire");
    const [card] = await getJson<ProviderListItem[]>(viewer, "/api/providers?search=Words%20Both");
    expect(card?.ratingBreakdown).toEqual(detail.ratingBreakdown);
  });

  it("counts but does not name a person whose hire the viewer may not see", async () => {
    const provider = await insertProvider(t.db, owner.user.id, { name: "Words Hidden", category: "Plumber" });
    await vouch(stranger, provider.id, 5);
    const job = await ratedJob(stranger, provider.id, "Private job", 3);
    await t.db.execute(sql`update projects set visibility = 'nobody' where id = ${job.projectId}`);
    await vouch(contacts.dan, provider.id, 4);
    const detail = await getJson<Provider>(viewer, `/api/providers/${provider.id}`);
    expect(detail.ratingBreakdown).toEqual({ hires: 1, vouches: 1, vouchedHires: 1, vouchedHire: null });
    expect(ratingBreakdownText(detail.ratingBreakdown)).toBe("1 hire · 1 vowch");
    expect(vouchedHiresText(detail.ratingBreakdown)).toBe("1 person vowched and hired them: counted once, as a hire");
    // The stranger's vouch alone shows; the hidden job does not name them anywhere.
    expect(JSON.stringify(detail)).not.toContain("Private job");
  });
});

describe("friend activity and card recommendations carry what they are", () => {
  it("gives each card recommendation its source, and activity its source and rating", async () => {
    const provider = await insertProvider(t.db, owner.user.id, { name: "Words Sources", category: "Plumber" });
    await vouch(contacts.dan, provider.id, 5);
    await ratedJob(contacts.lou, provider.id, "Sump pump", 2);
    const [card] = await getJson<ProviderListItem[]>(viewer, "/api/providers?search=Words%20Sources");
    expect(card?.recommendations.map((r) => [r.fromUser.firstName, r.source, r.rating]).sort()).toEqual([
      ["Dan", "vouch", 5],
      ["Lou", "project", 2],
    ]);
    const feed = await getJson<RecommendationItem[]>(viewer, "/api/recommendations?limit=100");
    const mine = feed.filter((i) => i.provider.id === provider.id);
    expect(mine.map((i) => [i.fromUser.firstName, i.source, i.rating, i.finalAmount]).sort()).toEqual([
      ["Dan", "vouch", 5, null],
      ["Lou", "project", 2, "900.00"],
    ]);
  });
});
