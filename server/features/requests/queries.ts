// Reads of provider requests with their suggestions (the spec's Requests screen).
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  PROVIDER_REQUESTS_MAX,
  SUGGESTIONS_PER_REQUEST_MAX,
  type FriendProviderRequest,
  type MyProviderRequest,
  type ProviderSuggestion,
} from "../../../common/schemas/requests.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import type { Db } from "../../db/client.js";
import { keptTotal } from "../../db/kept-totals.js";
import { providerRequests, providerSuggestions, suggestionVouches, userProviders, users } from "../../db/schema.js";
import { key, keyset, ordering, type Page } from "../../paging.js";

type RequestRow = typeof providerRequests.$inferSelect;

/** What a suggestion says about the provider, as the request's page and the data export read it. */
export const suggestedProviderColumns = {
  providerId: providerSuggestions.providerId,
  providerName: providerSuggestions.providerName,
  providerCategory: providerSuggestions.providerCategory,
  providerPhone: providerSuggestions.providerPhone,
  providerEmail: providerSuggestions.providerEmail,
  comment: providerSuggestions.comment,
  createdAt: providerSuggestions.createdAt,
};

export function requestOut(row: RequestRow) {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    budgetRange: row.budgetRange,
    timeline: row.timeline,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Suggestions of many requests in one query, with the per-viewer +1 and saved flags computed in SQL. */
export async function suggestionsFor(db: Db, viewerId: string, requestIds: string[]): Promise<Map<string, ProviderSuggestion[]>> {
  const out = new Map<string, ProviderSuggestion[]>();
  if (requestIds.length === 0) return out;
  const ranked = db
    .select({
      id: providerSuggestions.id,
      rank: sql<number>`row_number() over (partition by ${providerSuggestions.requestId} order by ${providerSuggestions.createdAt}, ${providerSuggestions.id})`.as(
        "rank",
      ),
    })
    .from(providerSuggestions)
    .where(inArray(providerSuggestions.requestId, requestIds))
    .as("ranked");
  const rows = await db
    .select({
      id: providerSuggestions.id,
      requestId: providerSuggestions.requestId,
      suggestingUserId: providerSuggestions.suggestingUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      ...suggestedProviderColumns,
      vouchCount: sql<number>`(select count(*)::int from ${suggestionVouches} where ${suggestionVouches.suggestionId} = ${providerSuggestions.id})`,
      vouchedByMe: sql<boolean>`exists (select 1 from ${suggestionVouches} where ${suggestionVouches.suggestionId} = ${providerSuggestions.id} and ${suggestionVouches.userId} = ${viewerId})`,
      isSaved: sql<boolean>`(${providerSuggestions.providerId} is not null and exists (select 1 from ${userProviders} where ${userProviders.userId} = ${viewerId} and ${userProviders.providerId} = ${providerSuggestions.providerId}))`,
    })
    .from(providerSuggestions)
    .innerJoin(ranked, eq(ranked.id, providerSuggestions.id))
    .innerJoin(users, eq(users.id, providerSuggestions.suggestingUserId))
    .where(sql`${ranked.rank} <= ${SUGGESTIONS_PER_REQUEST_MAX}`)
    .orderBy(asc(providerSuggestions.createdAt), asc(providerSuggestions.id));
  for (const r of rows) {
    const list = out.get(r.requestId) ?? [];
    out.set(r.requestId, list);
    list.push({
      id: r.id,
      requestId: r.requestId,
      suggestingUserId: r.suggestingUserId,
      suggestingUser: { id: r.suggestingUserId, firstName: r.firstName, lastName: r.lastName },
      providerId: r.providerId,
      providerName: r.providerName,
      providerCategory: r.providerCategory,
      providerPhone: r.providerPhone,
      providerEmail: r.providerEmail,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      vouchCount: Number(r.vouchCount),
      vouchedByMe: r.vouchedByMe === true || (r.vouchedByMe as unknown) === "t",
      isSaved: r.isSaved === true || (r.isSaved as unknown) === "t",
    });
  }
  return out;
}

export async function listMyRequests(db: Db, viewerId: string): Promise<MyProviderRequest[]> {
  const rows = await db
    .select()
    .from(providerRequests)
    .where(eq(providerRequests.userId, viewerId))
    .orderBy(desc(providerRequests.createdAt), desc(providerRequests.id))
    .limit(PROVIDER_REQUESTS_MAX);
  const suggestions = await suggestionsFor(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...requestOut(r), suggestions: suggestions.get(r.id) ?? [] }));
}

const friendRequestsOrder = ordering("friend-requests", key.timestamp(providerRequests.createdAt), key.uuid(providerRequests.id));

/**
 * The size of friends' requests: the active requests of completed profiles the database keeps
 * count of (backing_totals.active_requests, migration 0025), less the viewer's own counted ones
 * (provider_requests_user_created_idx). Counting them on each request joined every active request
 * of the community to its author.
 */
const othersActiveRequests = (viewerId: string) =>
  sql<number>`(${keptTotal("activeRequests")}
    - (select count(*) from ${providerRequests} where ${providerRequests.userId} = ${viewerId} and ${providerRequests.counted}))::int`;

/**
 * From Friends: other users' active requests (users with completed profiles), newest first
 * (provider_requests_status_created_idx); the page and its total (kept by the database) in one
 * statement, the page's suggestions in one more.
 */
export async function listFriendRequests(db: Db, viewerId: string, query: PageQuery): Promise<Page<FriendProviderRequest>> {
  const paged = keyset(
    friendRequestsOrder,
    query,
    sql`${providerRequests} inner join ${users} on ${users.id} = ${providerRequests.userId}`,
    and(ne(providerRequests.userId, viewerId), eq(providerRequests.status, "active"), eq(users.isProfileComplete, true)),
    othersActiveRequests(viewerId),
  );
  const rows = await db
    .select({
      request: providerRequests,
      firstName: users.firstName,
      lastName: users.lastName,
      // The requester's budget only when they share amounts (privacy/rules.ts).
      budgetShown: users.privacyAmounts,
      ...paged.columns,
    })
    .from(providerRequests)
    .innerJoin(users, eq(users.id, providerRequests.userId))
    .where(paged.where)
    .orderBy(...paged.orderBy)
    .limit(paged.limit);
  const suggestions = await suggestionsFor(
    db,
    viewerId,
    rows.slice(0, query.limit).map((r) => r.request.id),
  );
  return paged.page(db, rows, (r) => ({
    ...requestOut(r.request),
    budgetRange: r.budgetShown ? r.request.budgetRange : null,
    fromUser: { id: r.request.userId, firstName: r.firstName, lastName: r.lastName },
    suggestions: suggestions.get(r.request.id) ?? [],
  }));
}
