// Marks an account's e-mail and phone as proven, as the verification flows would (an e-mailed link,
// an SMS code): tests whose subject is not the proof itself use it to make address-book matches count.
// A number another account already proved stays with that account.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { users } from "../../server/db/schema";

export async function proveIdentifiers(db: Db, userId: string, which: { email?: boolean; phone?: boolean } = {}) {
  const { email = true, phone = true } = which;
  await db
    .update(users)
    .set({
      ...(email ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
      ...(phone
        ? {
            provenPhoneKey: sql`case when not exists (select 1 from users o where o.proven_phone_key = ${users.phoneKey} and o.id <> ${users.id})
              then ${users.phoneKey} end`,
          }
        : {}),
    })
    .where(eq(users.id, userId));
}
