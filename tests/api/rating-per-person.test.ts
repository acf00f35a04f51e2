// Review bombing: a provider's rating counts each person once — their latest job
// review if they have one, else their vouch (docs/decisions/047-one-rating-per-person.md).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Provider } from "../../common/schemas/providers";
import { providers } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function newProvider(user: SignedInUser, name: string): Promise<string> {
  const res = await user.request({ method: "POST", url: "/api/providers", payload: { name, category: "Plumber" } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Provider>().id;
}

/** A finished job recorded as a past experience: one more review by `user`. */
function experience(user: SignedInUser, providerId: string, rating: number, title: string) {
  return user.request({
    method: "POST",
    url: "/api/providers/experience",
    payload: {
      existingProviderId: providerId,
      name: "Ignored on merge",
      category: "Plumber",
      experienceType: "completed",
      projectTitle: title,
      projectType: "one_time",
      rating,
      wouldVouch: false,
      reviewText: rating === 1 ? "Terrible, avoid at all costs." : "Good work, would hire again.",
    },
  });
}

function vouch(user: SignedInUser, providerId: string, rating: number) {
  return user.request({ method: "POST", url: `/api/providers/${providerId}/vouch`, payload: { rating } });
}

async function stored(providerId: string) {
  const [row] = await t.db
    .select({ rating: providers.rating, reviewCount: providers.reviewCount })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row!;
}

describe("one rating per person", () => {
  it("counts one account's 20 one-star experiences once, by its latest; a vouch counts until a job review replaces it", async () => {
    const fans = [await createUser(t.app), await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    const providerId = await newProvider(fans[0]!, "Steady Pipes");
    for (const [i, fan] of fans.entries()) {
      expect((await experience(fan, providerId, 5, `Boiler fix ${i}`)).statusCode).toBe(201);
    }
    expect(await stored(providerId)).toEqual({ rating: "5.0", reviewCount: 4 });

    // The bomber: 20 one-star experiences (each a real review row) move the provider as one
    // person does: (4 × 5 + 1) / 5 = 4.2, not (4 × 5 + 20 × 1) / 24 = 1.7.
    const bomber = await createUser(t.app);
    for (let i = 0; i < 20; i++) {
      expect((await experience(bomber, providerId, 1, `Leak ${i}`)).statusCode).toBe(201);
    }
    expect(await stored(providerId)).toEqual({ rating: "4.2", reviewCount: 5 });
    // The person's latest review is the one that counts: (20 + 3) / 5 = 4.6.
    expect((await experience(bomber, providerId, 3, "Leak, fixed at last")).statusCode).toBe(201);
    expect(await stored(providerId)).toEqual({ rating: "4.6", reviewCount: 5 });

    // A vouch without a job review counts: (23 + 2) / 6 = 4.2 (4.17), and a re-vouch replaces it.
    const voucher = await createUser(t.app);
    expect((await vouch(voucher, providerId, 1)).statusCode).toBe(200);
    expect(await stored(providerId)).toEqual({ rating: "4.0", reviewCount: 6 });
    const revouched = await vouch(voucher, providerId, 2);
    expect(revouched.json<Provider>()).toMatchObject({ rating: "4.2", reviewCount: 6 });

    // A later job review replaces that person's vouch: (23 + 5) / 6 = 4.7; vouching again after
    // it changes nothing, since a job review outranks a vouch.
    expect((await experience(voucher, providerId, 5, "Water heater")).statusCode).toBe(201);
    expect(await stored(providerId)).toEqual({ rating: "4.7", reviewCount: 6 });
    expect((await vouch(voucher, providerId, 1)).statusCode).toBe(200);
    expect(await stored(providerId)).toEqual({ rating: "4.7", reviewCount: 6 });

    // The detail the client reads shows the same figures.
    const detail = (await fans[0]!.request({ method: "GET", url: `/api/providers/${providerId}` })).json<Provider>();
    expect(detail).toMatchObject({ rating: "4.7", reviewCount: 6 });
  });

  it("refuses reviews and vouches from an incomplete profile (403), leaving the rating as it was", async () => {
    const owner = await createUser(t.app);
    const providerId = await newProvider(owner, "Gatekept Plumbing");
    expect((await vouch(owner, providerId, 5)).statusCode).toBe(200);
    const newcomer = await createUser(t.app, { profile: false });
    for (const res of [await experience(newcomer, providerId, 1, "Nope"), await vouch(newcomer, providerId, 1)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "PROFILE_INCOMPLETE", message: "Complete your profile first" });
    }
    expect(await stored(providerId)).toEqual({ rating: "5.0", reviewCount: 1 });
  });

  it("stays exact when vouches and job reviews for one provider arrive at once", async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app)));
    const providerId = await newProvider(people[0]!, "Busy Pipes");
    const ratings = [5, 4, 3, 5, 2, 5, 4, 1];
    const results = await Promise.all(
      people.map((p, i) =>
        i % 2 === 0 ? vouch(p, providerId, ratings[i]!) : experience(p, providerId, ratings[i]!, `Job ${i}`),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201, 201, 201, 201]);
    // 29 / 8 = 3.625 → 3.6
    expect(await stored(providerId)).toEqual({ rating: "3.6", reviewCount: 8 });
  });
});
