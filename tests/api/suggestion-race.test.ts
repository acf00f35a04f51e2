// The same suggestion sent twice at once is stored once: one 201, one 409.
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { providerSuggestions } from "../../server/db/schema";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
/** Two askers: 30 requests are more than one account may send in a day. */
let askers: SignedInUser[];
let friend: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  askers = [await createUser(t.app), await createUser(t.app)];
  friend = await createUser(t.app);
});
afterAll(() => t.close());

it("stores a suggestion sent twice at once only once, 30 times over", async () => {
  for (let i = 0; i < 30; i++) {
    const request = (
      await askers[i % 2]!.request({
        method: "POST",
        url: "/api/provider-requests",
        payload: { title: `Need a roofer ${i}`, category: "Roofing" },
      })
    ).json<{ id: string }>();
    const send = () =>
      friend.request({
        method: "POST",
        url: `/api/provider-requests/${request.id}/suggestions`,
        payload: { providerName: "Top Roofing", providerPhone: "415 555 0142" },
      });
    const answers = (await Promise.all([send(), send()])).map((r) => r.statusCode).sort();
    expect(answers).toEqual([201, 409]);
    const stored = await t.db.select().from(providerSuggestions).where(eq(providerSuggestions.requestId, request.id));
    expect(stored).toHaveLength(1);
  }
});
