// Which household an account is in, and as what. Every account is in exactly one: a trigger
// (migration 0038) makes each new account the owner of a household of one.
import { eq } from "drizzle-orm";
import { READ_ONLY_MESSAGE, type HouseholdRole } from "../../../common/household.js";
import type { Db } from "../../db/client.js";
import { householdMembers } from "../../db/schema.js";
import { AppError } from "../../errors.js";

export interface Membership {
  householdId: string;
  role: HouseholdRole;
}

/** The account's household and role (one indexed read of its own row). */
export async function householdOf(db: Db, userId: string): Promise<Membership> {
  const [row] = await db
    .select({ householdId: householdMembers.householdId, role: householdMembers.role })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId))
    .limit(1);
  // The trigger makes the row with the account, so none means the account itself is gone.
  if (!row) throw new AppError("NOT_FOUND", "Household not found");
  return row;
}

/** A viewer reads only: every write of the home answers 403 READ_ONLY. */
export function requireWriter(membership: Membership): Membership {
  if (membership.role === "viewer") throw new AppError("READ_ONLY", READ_ONLY_MESSAGE);
  return membership;
}

/** The household of an account that may change the home (owner or member). */
export async function writableHouseholdOf(db: Db, userId: string): Promise<Membership> {
  return requireWriter(await householdOf(db, userId));
}
