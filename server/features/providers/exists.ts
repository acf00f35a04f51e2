// A provider that is not there: one 404 message, one params check and one existence check for
// every feature that names a provider by id (the directory, provider-book, provider-edits,
// project links, requests).
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { providers } from "../../db/schema.js";
import { notFound } from "../../errors.js";

const PROVIDER_NOT_FOUND = "Provider not found";

/** The answer to an id that names no provider. */
export const providerNotFound = () => notFound(PROVIDER_NOT_FOUND);

/** `:id` of a provider route: an id that is not a uuid names no provider either. */
export const providerIdParams = z.object({ id: z.uuid(PROVIDER_NOT_FOUND) });

/** The provider's id and name; 404 when there is none. */
export async function requireProvider(db: Db, id: string) {
  const [row] = await db.select({ id: providers.id, name: providers.name }).from(providers).where(eq(providers.id, id)).limit(1);
  if (!row) throw providerNotFound();
  return row;
}
