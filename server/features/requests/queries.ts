// Reads of provider requests with their suggestions (the spec's Requests screen).
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
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
import { providerRequests, providerSuggestions, requestLinks, suggestionVouches, userProviders, users } from "../../db/schema.js";
import { linkOn } from "../../public-url.js";
import { key, keyset, ordering, type Page } from "../../paging.js";

type RequestRow = typeof providerRequests.$inferSelect;

/** What a suggestion says about the provider, as the request's page and the data export read it. */
export const suggestedProviderColumns = {
  providerId: providerSuggestions.providerId,
  providerName: providerSuggestions.providerName,
  providerCategory: providerSuggestions.providerCategory,
  providerPhone: providerSuggestions.providerPhone,
  providerEmail: providerSuggestions.providerEmail,
  providerWebsite: providerSuggestions.providerWebsite,
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

/** The app path of a request's share link. */
export const requestLinkPath = (token: string) => `/r/${token}`;

/** A share link as the asker's list shows it: its address on `linkBase` (PUBLIC_URL) and when it was made. */
function shareLinkOut(link: { token: string; createdAt: Date } | null, linkBase: string) {
  return link ? { url: linkOn(linkBase, requestLinkPath(link.token)), createdAt: link.createdAt.toISOString() } : null;
}

/** The request's share link, if one is on. */
export async function shareLinkOf(db: Db, requestId: string, linkBase: string) {
  const [link] = await db
    .select({ token: requestLinks.token, createdAt: requestLinks.createdAt })
    .from(requestLinks)
    .where(eq(requestLinks.requestId, requestId))
    .limit(1);
  return shareLinkOut(link ?? null, linkBase);
}

/**
 * Suggestions of many requests in one query, with the per-viewer +1 and saved flags computed in SQL.
 * Guests' suggestions (through a request's link) only when `guests`: the asker's own view, never
 * friends' From Friends.
 */
export async function suggestionsFor(
  db: Db,
  viewerId: string,
  requestIds: string[],
  { guests }: { guests: boolean },
): Promise<Map<string, ProviderSuggestion[]>> {
  const out = new Map<string, ProviderSuggestion[]>();
  if (requestIds.length === 0) return out;
  const shown = and(
    inArray(providerSuggestions.requestId, requestIds),
    guests ? undefined : isNotNull(providerSuggestions.suggestingUserId),
  );
  const ranked = db
    .select({
      id: providerSuggestions.id,
      rank: sql<number>`row_number() over (partition by ${providerSuggestions.requestId} order by ${providerSuggestions.createdAt}, ${providerSuggestions.id})`.as(
        "rank",
      ),
    })
    .from(providerSuggestions)
    .where(shown)
    .as("ranked");
  const rows = await db
    .select({
      id: providerSuggestions.id,
      requestId: providerSuggestions.requestId,
      suggestingUserId: providerSuggestions.suggestingUserId,
      guestName: providerSuggestions.guestName,
      firstName: users.firstName,
      lastName: users.lastName,
      ...suggestedProviderColumns,
      providerPhoneKey: providerSuggestions.providerPhoneKey,
      vouchCount: sql<number>`(select count(*)::int from ${suggestionVouches} where ${suggestionVouches.suggestionId} = ${providerSuggestions.id})`,
      vouchedByMe: sql<boolean>`exists (select 1 from ${suggestionVouches} where ${suggestionVouches.suggestionId} = ${providerSuggestions.id} and ${suggestionVouches.userId} = ${viewerId})`,
      isSaved: sql<boolean>`(${providerSuggestions.providerId} is not null and exists (select 1 from ${userProviders} where ${userProviders.userId} = ${viewerId} and ${userProviders.providerId} = ${providerSuggestions.providerId}))`,
    })
    .from(providerSuggestions)
    .innerJoin(ranked, eq(ranked.id, providerSuggestions.id))
    .leftJoin(users, eq(users.id, providerSuggestions.suggestingUserId))
    .where(sql`${ranked.rank} <= ${SUGGESTIONS_PER_REQUEST_MAX}`)
    .orderBy(asc(providerSuggestions.createdAt), asc(providerSuggestions.id));
  for (const r of rows) {
    const list = out.get(r.requestId) ?? [];
    out.set(r.requestId, list);
    list.push({
      id: r.id,
      requestId: r.requestId,
      suggestingUserId: r.suggestingUserId,
      suggestingUser: r.suggestingUserId ? { id: r.suggestingUserId, firstName: r.firstName, lastName: r.lastName } : null,
      guestName: r.suggestingUserId ? null : r.guestName,
      providerId: r.providerId,
      providerName: r.providerName,
      providerCategory: r.providerCategory,
      providerPhone: r.providerPhone,
      providerPhoneKey: r.providerPhoneKey,
      providerEmail: r.providerEmail,
      providerWebsite: r.providerWebsite,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      vouchCount: Number(r.vouchCount),
      vouchedByMe: r.vouchedByMe === true || (r.vouchedByMe as unknown) === "t",
      isSaved: r.isSaved === true || (r.isSaved as unknown) === "t",
    });
  }
  return out;
}

/** The viewer's own requests with every suggestion (guests' through the link included) and the share link, in two statements. */
export async function listMyRequests(db: Db, viewerId: string, linkBase: string): Promise<MyProviderRequest[]> {
  const rows = await db
    .select({ request: providerRequests, linkToken: requestLinks.token, linkCreatedAt: requestLinks.createdAt })
    .from(providerRequests)
    .leftJoin(requestLinks, eq(requestLinks.requestId, providerRequests.id))
    .where(eq(providerRequests.userId, viewerId))
    .orderBy(desc(providerRequests.createdAt), desc(providerRequests.id))
    .limit(PROVIDER_REQUESTS_MAX);
  const suggestions = await suggestionsFor(
    db,
    viewerId,
    rows.map((r) => r.request.id),
    { guests: true },
  );
  return rows.map((r) => ({
    ...requestOut(r.request),
    suggestions: suggestions.get(r.request.id) ?? [],
    shareLink: shareLinkOut(r.linkToken && r.linkCreatedAt ? { token: r.linkToken, createdAt: r.linkCreatedAt } : null, linkBase),
  }));
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
    { guests: false },
  );
  return paged.page(db, rows, (r) => ({
    ...requestOut(r.request),
    budgetRange: r.budgetShown ? r.request.budgetRange : null,
    fromUser: { id: r.request.userId, firstName: r.firstName, lastName: r.lastName },
    suggestions: suggestions.get(r.request.id) ?? [],
  }));
}
