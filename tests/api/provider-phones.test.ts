// Provider phones are phone numbers: every write of one (POST /api/providers, PATCH
// /api/providers/{id}, POST /api/providers/experience, a suggestion's providerPhone) refuses a
// value with no E.164 form in the deployment's region, stores an accepted one as typed and keys it
// in E.164 (phone_key). A profile phone is only required (the spec), so a non-number stays accepted.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers, users } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

const REFUSED = ["call me maybe", "555-1234", "12345", "+1 555", "ask at the front desk"];
const INVALID = { path: "phone", message: "Enter a valid phone number" };

let t: TestApp;
let pat: SignedInUser;
let sam: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  pat = await createUser(t.app, { profile: { firstName: "Pat", lastName: "Phones" } });
  sam = await createUser(t.app, { profile: { firstName: "Sam", lastName: "Suggests" } });
});
afterAll(() => t.close());

const send = (user: SignedInUser, method: "POST" | "PATCH", url: string, payload: object) =>
  user.request({ method, url, payload });

async function storedPhone(id: string) {
  const [row] = await t.db
    .select({ phone: providers.phone, phoneKey: providers.phoneKey })
    .from(providers)
    .where(eq(providers.id, id));
  return row;
}

function expectRefused(res: { statusCode: number; json: () => unknown }, path = "phone") {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: "VALIDATION_FAILED",
    message: INVALID.message,
    errors: [{ path, message: INVALID.message }],
  });
}

describe("POST /api/providers", () => {
  it("refuses a phone with no E.164 form and writes nothing", async () => {
    for (const phone of REFUSED) {
      const res = await send(pat, "POST", "/api/providers", { name: `Nope ${phone}`, category: "Plumber", phone });
      expectRefused(res);
    }
    const rows = await t.db.select({ id: providers.id }).from(providers).where(eq(providers.name, "Nope call me maybe"));
    expect(rows).toEqual([]);
  });

  it("stores an accepted phone as typed, with its E.164 key; a blank phone is none", async () => {
    const res = await send(pat, "POST", "/api/providers", {
      name: "Typed Plumbing",
      category: "Plumber",
      phone: " (415) 555-0123 ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ phone: "(415) 555-0123" });
    expect(await storedPhone(res.json<{ id: string }>().id)).toEqual({ phone: "(415) 555-0123", phoneKey: "+14155550123" });

    const foreign = await send(pat, "POST", "/api/providers", {
      name: "London Pipes",
      category: "Plumber",
      phone: "+44 20 7946 0958",
    });
    expect(await storedPhone(foreign.json<{ id: string }>().id)).toEqual({
      phone: "+44 20 7946 0958",
      phoneKey: "+442079460958",
    });

    const blank = await send(pat, "POST", "/api/providers", { name: "No Phone Co", category: "Plumber", phone: "" });
    expect(blank.statusCode).toBe(201);
    expect(await storedPhone(blank.json<{ id: string }>().id)).toEqual({ phone: null, phoneKey: null });
  });
});

describe("what a Call link dials", () => {
  it("is the kept E.164 key on the detail and on the list card, null where the phone is no number", async () => {
    const created = await send(pat, "POST", "/api/providers", {
      name: "Dial Plumbing",
      category: "Plumber",
      phone: "415 555 0124",
    });
    const id = created.json<{ id: string }>().id;
    expect(created.json()).toMatchObject({ phone: "415 555 0124", phoneKey: "+14155550124" });
    const seen = await sam.request({ method: "GET", url: `/api/providers/${id}` });
    expect(seen.json()).toMatchObject({ phone: "415 555 0124", phoneKey: "+14155550124" });
    const cards = await sam.request({ method: "GET", url: "/api/providers?search=Dial%20Plumbing" });
    expect(cards.json<Array<{ id: string; phoneKey: string | null }>>().find((p) => p.id === id)?.phoneKey).toBe("+14155550124");

    await t.db.update(providers).set({ phone: "call me maybe", phoneKey: null }).where(eq(providers.id, id));
    expect((await sam.request({ method: "GET", url: `/api/providers/${id}` })).json()).toMatchObject({
      phone: "call me maybe",
      phoneKey: null,
    });
  });
});

describe("PATCH /api/providers/{id}", () => {
  it("refuses a phone with no E.164 form and keeps the old one; accepts a number as typed", async () => {
    const created = await send(pat, "POST", "/api/providers", {
      name: "Edit Me Electric",
      category: "Electrician",
      phone: "415-555-0150",
    });
    const id = created.json<{ id: string }>().id;
    for (const phone of REFUSED) expectRefused(await send(sam, "PATCH", `/api/providers/${id}`, { phone }));
    expect(await storedPhone(id)).toEqual({ phone: "415-555-0150", phoneKey: "+14155550150" });

    const ok = await send(sam, "PATCH", `/api/providers/${id}`, { phone: "1 415 555 0151" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ phone: "1 415 555 0151" });
    expect(await storedPhone(id)).toEqual({ phone: "1 415 555 0151", phoneKey: "+14155550151" });
  });

  it("lets a provider saved with a non-number before the rule be edited in its other fields", async () => {
    const [legacy] = await t.db
      .insert(providers)
      .values({ name: "Legacy Roofing", category: "Roofer", phone: "call me maybe", userId: pat.user.id })
      .returning();
    const res = await send(pat, "PATCH", `/api/providers/${legacy!.id}`, { description: "Slate and tile" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: "call me maybe", description: "Slate and tile" });
  });
});

describe("POST /api/providers/experience", () => {
  const experience = (phone: string) => ({
    name: `Exp ${phone}`,
    category: "Painter",
    phone,
    experienceType: "completed",
    projectTitle: "Paint the hall",
    projectType: "one_time",
    rating: 5,
    wouldVouch: true,
    reviewText: "Tidy and on time, would hire again.",
  });

  it("refuses a phone with no E.164 form", async () => {
    for (const phone of REFUSED) expectRefused(await send(pat, "POST", "/api/providers/experience", experience(phone)));
  });

  it("stores an accepted phone as typed, with its E.164 key", async () => {
    const res = await send(pat, "POST", "/api/providers/experience", experience("415.555.0160"));
    expect(res.statusCode).toBe(201);
    const id = res.json<{ provider: { id: string } }>().provider.id;
    expect(await storedPhone(id)).toEqual({ phone: "415.555.0160", phoneKey: "+14155550160" });
  });
});

describe("a suggestion's providerPhone", () => {
  let requestId: string;
  beforeAll(async () => {
    const res = await send(pat, "POST", "/api/provider-requests", { title: "Need a gutter cleaner", category: "Handyman" });
    requestId = res.json<{ id: string }>().id;
  });

  it("refuses a phone with no E.164 form, under the field's own name", async () => {
    for (const providerPhone of REFUSED) {
      const res = await send(sam, "POST", `/api/provider-requests/${requestId}/suggestions`, {
        providerName: "Gutter Gus",
        providerPhone,
      });
      expectRefused(res, "providerPhone");
    }
  });

  it("stores an accepted phone as typed on the suggestion, and on the provider saved from it keyed in E.164", async () => {
    const res = await send(sam, "POST", `/api/provider-requests/${requestId}/suggestions`, {
      providerName: "Gutter Gus",
      providerPhone: "(415) 555-0170",
    });
    expect(res.statusCode).toBe(201);
    const suggestion = res.json<{ id: string; providerPhone: string; providerPhoneKey: string | null }>();
    expect(suggestion.providerPhone).toBe("(415) 555-0170");
    expect(suggestion.providerPhoneKey).toBe("+14155550170");
    const saved = await send(pat, "POST", `/api/provider-suggestions/${suggestion.id}/save`, {});
    expect(saved.statusCode).toBe(201);
    expect(await storedPhone(saved.json<{ providerId: string }>().providerId)).toEqual({
      phone: "(415) 555-0170",
      phoneKey: "+14155550170",
    });
  });
  it("keys the saved provider with the number as it was suggested, though the suggester's region changed since", async () => {
    const res = await send(sam, "POST", `/api/provider-requests/${requestId}/suggestions`, {
      providerName: "Roofer Rae",
      providerPhone: "(415) 555-0171",
    });
    expect(res.statusCode).toBe(201);
    const suggestion = res.json<{ id: string; providerPhoneKey: string | null }>();
    expect(suggestion.providerPhoneKey).toBe("+14155550171");
    // Sam moves: a number without a country code now reads as British for them.
    await t.db.update(users).set({ phoneRegion: "GB" }).where(eq(users.id, sam.user.id));
    try {
      const saved = await send(pat, "POST", `/api/provider-suggestions/${suggestion.id}/save`, {});
      expect(saved.statusCode).toBe(201);
      expect(await storedPhone(saved.json<{ providerId: string }>().providerId)).toEqual({
        phone: "(415) 555-0171",
        phoneKey: "+14155550171",
      });
    } finally {
      await t.db.update(users).set({ phoneRegion: null }).where(eq(users.id, sam.user.id));
    }
  });
});

describe("the writer's region", () => {
  let gb: TestApp;
  let ola: SignedInUser;
  beforeAll(async () => {
    gb = await buildTestApp({ defaultPhoneRegion: "GB" });
    ola = await createUser(gb.app, { profile: { firstName: "Ola", lastName: "London" } });
  });
  afterAll(() => gb.close());

  it("reads a number without a country code in DEFAULT_PHONE_REGION", async () => {
    expectRefused(await send(pat, "POST", "/api/providers", { name: "Local GB", category: "Plumber", phone: "020 7946 0958" }));
    const res = await ola.request({
      method: "POST",
      url: "/api/providers",
      payload: { name: "Local GB", category: "Plumber", phone: "020 7946 0958" },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await gb.db
      .select({ phone: providers.phone, phoneKey: providers.phoneKey })
      .from(providers)
      .where(eq(providers.id, res.json<{ id: string }>().id));
    expect(row).toEqual({ phone: "020 7946 0958", phoneKey: "+442079460958" });
  });

  it("is told to the client on the signed-in user, so its forms check phones in the same region", async () => {
    const here = await ola.request({ method: "GET", url: "/api/auth/user" });
    expect(here.statusCode).toBe(200);
    expect(here.json()).toMatchObject({ id: ola.user.id, phoneRegion: "GB" });
    const there = await pat.request({ method: "GET", url: "/api/auth/user" });
    expect(there.json()).toMatchObject({ id: pat.user.id, phoneRegion: "US" });
    // Every answer that is the signed-in user carries it (here: saving the profile).
    const saved = await ola.request({
      method: "POST",
      url: "/api/auth/complete-profile",
      payload: { firstName: "Ola", lastName: "London", phone: "020 7946 0958", homeAddress: "1 High St" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ phone: "020 7946 0958", phoneRegion: "GB" });
  });
});

describe("a profile phone", () => {
  it("is only required: a value that is no number is saved as typed, without a key", async () => {
    const res = await pat.request({
      method: "POST",
      url: "/api/auth/complete-profile",
      payload: { firstName: "Pat", lastName: "Phones", phone: "call me maybe", homeAddress: "1 Main St" },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select({ phone: users.phone, phoneKey: users.phoneKey })
      .from(users)
      .where(eq(users.id, pat.user.id));
    expect(row).toEqual({ phone: "call me maybe", phoneKey: null });
  });
});
