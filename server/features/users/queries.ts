import { and, asc, eq, ilike, like, ne, or, sql } from "drizzle-orm";
import type { PublicUser } from "../../../common/schemas/users.js";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema.js";

/** What other users see of a person (common/schemas/users.ts): no phone, no address. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Friends are the other users with completed profiles (spec §6). The optional search is a
 * case-insensitive substring of the full name, e-mail or phone (served by trigram indexes).
 */
export async function listOtherUsers(
  db: Db,
  viewerId: string,
  options: { search?: string; limit: number },
): Promise<PublicUser[]> {
  const term = options.search?.trim();
  const pattern = term ? likeContains(term) : undefined;
  return db
    .select(publicUserColumns)
    .from(users)
    .where(
      and(
        eq(users.isProfileComplete, true),
        ne(users.id, viewerId),
        pattern
          ? or(
              // lower(x) LIKE lower(p) is what ILIKE does, minus folding an already lower-cased
              // side again for every row: the same matches, about twice as fast on a scan.
              like(
                sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
                sql`lower(${pattern})`,
              ),
              ilike(users.email, pattern),
              like(sql`lower(coalesce(${users.phone}, ''))`, sql`lower(${pattern})`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${users.firstName}, ''))`), asc(sql`lower(coalesce(${users.lastName}, ''))`), asc(users.id))
    .limit(options.limit);
}
