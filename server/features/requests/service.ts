// Writes of provider requests: create, edit, resolve or reopen, delete (the spec's Requests screen;
// docs/decisions/035-requests-and-suggestions.md).
import { and, eq } from "drizzle-orm";
import type { MyProviderRequest, RequestUpdate } from "../../../common/schemas/requests.js";
import { blankToNull } from "../../../common/schemas/blank.js";
import type { Db } from "../../db/client.js";
import { providerRequests } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { enforceRateLimits } from "../auth/rate-limit.js";
import { notifyNewRequest, type NotifyOptions } from "../notifications/fan-out.js";
import { requestOut, shareLinkOf, suggestionsFor } from "./queries.js";

interface RequestValues {
  title: string;
  category: string;
  description?: string;
  location?: string;
  budgetRange?: string;
  timeline?: string;
}

/** Provider requests one account may send per day (each one notifies every contact). */
export const REQUESTS_PER_DAY = 20;
const DAY_SECONDS = 24 * 60 * 60;
const REQUEST_LIMIT_MESSAGE = `You can ask for ${REQUESTS_PER_DAY} providers a day. Please try again later.`;

/**
 * Creates a request and, in the same transaction, notifies the people who have the requester in
 * their book. Past REQUESTS_PER_DAY in the account's day: 429 with Retry-After (the seconds left in
 * that day), counted in the shared fixed-window counters as sign-in attempts are.
 */
export async function createRequest(
  db: Db,
  viewerId: string,
  values: RequestValues,
  notify: NotifyOptions,
): Promise<MyProviderRequest> {
  await enforceRateLimits(
    db,
    [{ key: `requests:user:${viewerId}`, limit: REQUESTS_PER_DAY }],
    DAY_SECONDS,
    REQUEST_LIMIT_MESSAGE,
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(providerRequests)
      .values({
        userId: viewerId,
        title: values.title,
        category: values.category,
        description: blankToNull(values.description),
        location: blankToNull(values.location),
        budgetRange: blankToNull(values.budgetRange),
        timeline: blankToNull(values.timeline),
      })
      .returning();
    await notifyNewRequest(tx, viewerId, row!.id, notify);
    return { ...requestOut(row!), suggestions: [], shareLink: null };
  });
}

const REQUEST_NOT_FOUND = "Request not found";

/**
 * The author changes the status, the form's fields (the form as a whole: an optional field left
 * out is emptied), or both. Anyone else: 404.
 */
export async function updateRequest(
  db: Db,
  viewerId: string,
  requestId: string,
  update: RequestUpdate,
  linkBase: string,
): Promise<MyProviderRequest> {
  const { status, ...fields } = update;
  const form =
    update.title !== undefined && update.category !== undefined
      ? {
          title: update.title,
          category: update.category,
          description: blankToNull(fields.description),
          location: blankToNull(fields.location),
          budgetRange: blankToNull(fields.budgetRange),
          timeline: blankToNull(fields.timeline),
        }
      : {};
  const [row] = await db
    .update(providerRequests)
    .set({ ...form, ...(status ? { status } : {}), updatedAt: new Date() })
    .where(and(eq(providerRequests.id, requestId), eq(providerRequests.userId, viewerId)))
    .returning();
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  const suggestions = await suggestionsFor(db, viewerId, [row.id], { guests: true });
  return { ...requestOut(row), suggestions: suggestions.get(row.id) ?? [], shareLink: await shareLinkOf(db, row.id, linkBase) };
}

/**
 * The author deletes a request; its suggestions, their +1s and every notification about them go
 * with it (foreign keys, on delete cascade), and the kept count of active requests loses it
 * (trigger provider_requests_total_delete). Anyone else: 404.
 */
export async function deleteRequest(db: Db, viewerId: string, requestId: string): Promise<void> {
  const gone = await db
    .delete(providerRequests)
    .where(and(eq(providerRequests.id, requestId), eq(providerRequests.userId, viewerId)))
    .returning({ id: providerRequests.id });
  if (gone.length === 0) throw notFound(REQUEST_NOT_FOUND);
}
