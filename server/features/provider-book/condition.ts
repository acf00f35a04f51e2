// The "Don't hire again" mark as a list condition: the viewer's own mark only, one
// primary-key probe of provider_notes per provider row. Used by the lists the viewer is offered
// providers from (the request wizard's matches, the providers offered when suggesting); Browse
// and the other lists keep the provider (it shows its warning there).
import { sql, type SQL } from "drizzle-orm";
import { providerNotes } from "../../db/schema.js";

export const DO_NOT_HIRE_FILTER = "do-not-hire";

export function notMarkedDoNotHire(viewerId: string): SQL {
  return sql`not exists(select 1 from ${providerNotes} dnh where dnh.user_id = ${viewerId}
    and dnh.provider_id = "providers"."id" and dnh.do_not_hire)`;
}
