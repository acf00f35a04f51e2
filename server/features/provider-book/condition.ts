// The "Don't hire again" mark as a list condition: the viewer's own mark, or one their household's
// people shared with it (provider_notes by its primary key and by provider_id, per provider row). Used by the lists the viewer is offered
// providers from (the request wizard's matches, the providers offered when suggesting); Browse
// and the other lists keep the provider (it shows its warning there).
import { sql, type SQL } from "drizzle-orm";
import { providerNotes } from "../../db/schema.js";
import { householdUserIds } from "../household/sharing.js";

export const DO_NOT_HIRE_FILTER = "do-not-hire";

export function notMarkedDoNotHire(viewerId: string): SQL {
  return sql`not exists(select 1 from ${providerNotes} dnh where dnh.provider_id = "providers"."id" and dnh.do_not_hire
    and (dnh.user_id = ${viewerId} or (dnh.do_not_hire_shared and dnh.user_id in ${householdUserIds(viewerId)})))`;
}
