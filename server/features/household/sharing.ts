// What a household shares beyond projects (docs/decisions/131-household-sharing.md): its
// people's provider lists and the provider-book notes and marks they chose to share.
import { sql, type SQL } from "drizzle-orm";
import { householdMembers } from "../../db/schema.js";

/**
 * The ids of everyone in the viewer's household, the viewer included (one primary-key probe for
 * the viewer's row, then household_members by household_id). Alone, just the viewer.
 */
export function householdUserIds(viewerId: string): SQL {
  return sql`(select hm.user_id from ${householdMembers} hm where hm.household_id =
    (select hv.household_id from ${householdMembers} hv where hv.user_id = ${viewerId}))`;
}

/** The ids of the others who write in the viewer's household (its owner and members), when the viewer is one of them. */
export function householdWriterIds(viewerId: string): SQL {
  return sql`(select hm.user_id from ${householdMembers} hm join ${householdMembers} hv
    on hv.household_id = hm.household_id and hv.role in ('owner', 'member')
    where hv.user_id = ${viewerId} and hm.user_id <> ${viewerId} and hm.role in ('owner', 'member'))`;
}

/** The viewer's household role, as a column of another read. */
export function householdRoleOf(viewerId: string): SQL<string | null> {
  return sql<string | null>`(select hr.role from ${householdMembers} hr where hr.user_id = ${viewerId})`;
}
