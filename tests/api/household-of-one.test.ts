// Every account is in exactly one household from its first moment: the database's own trigger
// makes it the owner of a household of one, whatever path creates the account.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { householdMembers, households, users } from "../../server/db/schema";
import { householdOf, requireWriter } from "../../server/features/household/membership";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("a household of one", () => {
  it("makes every new account the owner of its own household, one per account", async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const [ma, mb] = await Promise.all([householdOf(t.db, a.user.id), householdOf(t.db, b.user.id)]);
    expect(ma.role).toBe("owner");
    expect(mb.role).toBe("owner");
    expect(ma.householdId).not.toBe(mb.householdId);
    const [people] = await t.db
      .select({ n: count() })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, ma.householdId));
    expect(people!.n).toBe(1);
  });

  it("holds for an account written straight to the table (a seed), and goes with the account", async () => {
    const [row] = await t.db
      .insert(users)
      .values({ email: `seeded-${crypto.randomUUID()}@example.com` })
      .returning();
    const membership = await householdOf(t.db, row!.id);
    expect(membership.role).toBe("owner");
    await t.db.delete(users).where(eq(users.id, row!.id));
    await expect(householdOf(t.db, row!.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    // The empty household stays (its records, if any, are the household's), holding nobody.
    const [left] = await t.db.select({ n: count() }).from(households).where(eq(households.id, membership.householdId));
    expect(left!.n).toBe(1);
  });

  it("lets owners and members write and refuses viewers with READ_ONLY (403)", () => {
    expect(requireWriter({ householdId: "h", role: "member" }).role).toBe("member");
    expect(() => requireWriter({ householdId: "h", role: "viewer" })).toThrow(
      expect.objectContaining({ code: "READ_ONLY", statusCode: 403, message: "Viewers can't change this home" }),
    );
  });
});
