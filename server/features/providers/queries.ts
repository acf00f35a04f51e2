// Provider rows as the client reads them: the directory columns plus the per-viewer fields,
// all computed in one SQL statement for the page returned (correlated subqueries served by the
// provider_id indexes on user_providers, project_providers and recommendations — no query per row).
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Provider } from "../../../common/schemas/providers.js";
import { PROVIDER_LIST_LIMIT } from "../../../common/schemas/providers.js";
import { HIRED_STATUSES } from "../../../common/status-flow.js";
import type { Db } from "../../db/client.js";
import { providers, userProviders } from "../../db/schema.js";
import { likeContains } from "../users/service.js";

const hiredList = sql.raw(HIRED_STATUSES.map((s) => `'${s}'`).join(", "));

/** Rows of other users with completed profiles: the viewer's friends (spec §1/§6). */
const friend = (alias: string, viewerId: string) =>
  sql`${sql.raw(alias)}.id <> ${viewerId} and ${sql.raw(alias)}.is_profile_complete`;

function viewerFields(viewerId: string) {
  // Qualified by hand: drizzle leaves columns unqualified in single-table selects.
  const pid = sql.raw(`"providers"."id"`);
  return {
    isSaved: sql<boolean>`exists(select 1 from user_providers up where up.provider_id = ${pid} and up.user_id = ${viewerId})`,
    isVouched: sql<boolean>`coalesce((select up.is_vouched from user_providers up where up.provider_id = ${pid} and up.user_id = ${viewerId}), false)`,
    vouchCount: sql<number>`(select count(*)::int from user_providers up where up.provider_id = ${pid} and up.is_vouched)`,
    userHired: sql<boolean>`exists(select 1 from project_providers pp join projects pr on pr.id = pp.project_id
      where pp.provider_id = ${pid} and pr.user_id = ${viewerId} and pp.status in (${hiredList}))`,
    quoteCount: sql<number>`(select count(*)::int from project_providers pp where pp.provider_id = ${pid} and pp.quote_amount is not null)`,
    hireCount: sql<number>`(select count(*)::int from project_providers pp where pp.provider_id = ${pid} and pp.status in (${hiredList}))`,
    contactUsageCount: sql<number>`(select count(distinct pr.user_id)::int from project_providers pp
      join projects pr on pr.id = pp.project_id join users u on u.id = pr.user_id
      where pp.provider_id = ${pid} and ${friend("u", viewerId)})`,
    recommendations: sql<Provider["recommendations"]>`(select coalesce(json_agg(r), '[]'::json) from (
      select rc.id, rc.source, rc.rating, rc.comment, rc.final_amount::text as "finalAmount", rc.created_at as "createdAt",
        json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) as "fromUser",
        case when pj.id is null then null else json_build_object('id', pj.id, 'title', pj.title) end as project
      from recommendations rc join users u on u.id = rc.from_user_id left join projects pj on pj.id = rc.project_id
      where rc.provider_id = ${pid} and ${friend("u", viewerId)} and (rc.to_user_id is null or rc.to_user_id = ${viewerId})
      order by rc.created_at desc limit 3) r)`,
    recommendationCount: sql<number>`(select count(*)::int from recommendations rc join users u on u.id = rc.from_user_id
      where rc.provider_id = ${pid} and ${friend("u", viewerId)} and (rc.to_user_id is null or rc.to_user_id = ${viewerId}))`,
    projects: sql<Provider["projects"]>`(select coalesce(json_agg(x), '[]'::json) from (
      select pr.id, pr.title, pp.status from project_providers pp join projects pr on pr.id = pp.project_id
      join users u on u.id = pr.user_id
      where pp.provider_id = ${pid} and (pr.user_id = ${viewerId} or u.is_profile_complete)
      order by (pr.user_id = ${viewerId}) desc, pp.created_at desc limit 3) x)`,
    projectCount: sql<number>`(select count(*)::int from project_providers pp join projects pr on pr.id = pp.project_id
      join users u on u.id = pr.user_id where pp.provider_id = ${pid} and (pr.user_id = ${viewerId} or u.is_profile_complete))`,
    savedMetadata: sql<Provider["savedMetadata"]>`(select json_build_object('sourceType', up.source_type, 'sourceContactId', up.source_contact_id,
      'howDoYouKnow', up.how_do_you_know, 'friendDescription', up.friend_description, 'vouchRating', up.vouch_rating,
      'vouchComment', up.vouch_comment, 'vouchedAt', up.vouched_at, 'savedAt', up.created_at)
      from user_providers up where up.provider_id = ${pid} and up.user_id = ${viewerId})`,
    friendCount: sql<number>`(select count(*)::int from user_providers up join users u on u.id = up.user_id
      where up.provider_id = ${pid} and ${friend("u", viewerId)})`,
    friends: sql<NonNullable<Provider["friendMetadata"]>["friends"]>`(select coalesce(json_agg(f), '[]'::json) from (
      select u.id, u.first_name as "firstName", u.last_name as "lastName", up.is_vouched as "isVouched"
      from user_providers up join users u on u.id = up.user_id
      where up.provider_id = ${pid} and ${friend("u", viewerId)}
      order by up.is_vouched desc, up.created_at desc limit 3) f)`,
  };
}

const directoryFields = {
  id: providers.id,
  name: providers.name,
  category: providers.category,
  email: providers.email,
  phone: providers.phone,
  website: providers.website,
  description: providers.description,
  address: providers.address,
  rating: providers.rating,
  reviewCount: providers.reviewCount,
  isVerified: providers.isVerified,
  userId: providers.userId,
  sourceType: providers.sourceType,
  sourceContactId: providers.sourceContactId,
  originalProviderId: providers.originalProviderId,
  howDoYouKnow: providers.howDoYouKnow,
  friendDescription: providers.friendDescription,
  createdAt: providers.createdAt,
  updatedAt: providers.updatedAt,
};

function selectProviders(db: Db, viewerId: string) {
  return db.select({ ...directoryFields, ...viewerFields(viewerId) }).from(providers);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectProviders>["execute"]>>[number];

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

function toProvider(row: Row): Provider {
  const { friendCount, friends, savedMetadata, recommendations, ...rest } = row;
  return {
    ...rest,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    isSaved: Boolean(row.isSaved),
    isVouched: Boolean(row.isVouched),
    recommendations: (recommendations ?? []).map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    savedMetadata: savedMetadata
      ? {
          ...savedMetadata,
          vouchedAt: savedMetadata.vouchedAt ? iso(savedMetadata.vouchedAt) : null,
          savedAt: iso(savedMetadata.savedAt),
        }
      : null,
    friendMetadata: friendCount > 0 ? { count: friendCount, friends: friends ?? [] } : null,
    projects: row.projects ?? [],
  };
}

function filters(query: { category?: string; search?: string }): SQL | undefined {
  const category = query.category?.trim();
  const term = query.search?.trim();
  const pattern = term ? likeContains(term) : undefined;
  return and(
    category && category !== "all" ? eq(providers.category, category) : undefined,
    pattern ? or(ilike(sql`lower(${providers.name})`, pattern), ilike(providers.category, pattern)) : undefined,
  );
}

export interface ListQuery {
  category?: string;
  search?: string;
}

/**
 * Pages are chosen first (ids only, using the indexes for filter and order), then the
 * per-viewer fields are computed for exactly those rows. Computing them in the same statement
 * as a sort would make PostgreSQL evaluate them for every candidate row before the LIMIT.
 */
async function hydrate(db: Db, viewerId: string, ids: string[]): Promise<Provider[]> {
  if (ids.length === 0) return [];
  const rows = await selectProviders(db, viewerId).where(inArray(providers.id, ids)).limit(ids.length);
  const byId = new Map(rows.map((row) => [row.id, toProvider(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const pageIds = (rows: { id: string }[]) => rows.map((r) => r.id);

/** The whole directory, newest first. */
export async function listAllProviders(db: Db, viewerId: string, query: ListQuery): Promise<Provider[]> {
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(filters(query))
    .orderBy(desc(providers.createdAt), desc(providers.id))
    .limit(PROVIDER_LIST_LIMIT);
  return hydrate(db, viewerId, pageIds(rows));
}

/** The viewer's own list ("My Providers"), most recently added first. */
export async function listSavedProviders(db: Db, viewerId: string, query: ListQuery): Promise<Provider[]> {
  const rows = await db
    .select({ id: providers.id })
    .from(userProviders)
    .innerJoin(providers, eq(providers.id, userProviders.providerId))
    .where(and(eq(userProviders.userId, viewerId), filters(query)))
    .orderBy(desc(userProviders.createdAt), desc(providers.id))
    .limit(PROVIDER_LIST_LIMIT);
  return hydrate(db, viewerId, pageIds(rows));
}

const onFriendList = (viewerId: string) =>
  sql`exists(select 1 from user_providers fup join users u on u.id = fup.user_id
    where fup.provider_id = "providers"."id" and ${friend("u", viewerId)})`;
const recommendedByFriend = (viewerId: string, minRating = 1) =>
  sql`exists(select 1 from recommendations frc join users u on u.id = frc.from_user_id
    where frc.provider_id = "providers"."id" and ${friend("u", viewerId)} and coalesce(frc.rating, 5) >= ${minRating}
    and (frc.to_user_id is null or frc.to_user_id = ${viewerId}))`;

/** "From Friends": providers on friends' lists or recommended by friends, newest first. */
export async function listContactRecommended(db: Db, viewerId: string, query: ListQuery): Promise<Provider[]> {
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(filters(query), or(onFriendList(viewerId), recommendedByFriend(viewerId))))
    .orderBy(desc(providers.createdAt), desc(providers.id))
    .limit(PROVIDER_LIST_LIMIT);
  return hydrate(db, viewerId, pageIds(rows));
}

/** Providers friends recommended with 4 stars or more, best rated first. */
export async function listRecommended(db: Db, viewerId: string): Promise<Provider[]> {
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(recommendedByFriend(viewerId, 4))
    .orderBy(desc(providers.rating), desc(providers.reviewCount), desc(providers.createdAt), desc(providers.id))
    .limit(50);
  return hydrate(db, viewerId, pageIds(rows));
}

export async function getProviders(db: Db, viewerId: string, ids: string[]): Promise<Provider[]> {
  return hydrate(db, viewerId, ids);
}

export async function getProvider(db: Db, viewerId: string, id: string): Promise<Provider | undefined> {
  const [row] = await selectProviders(db, viewerId).where(eq(providers.id, id)).limit(1);
  return row ? toProvider(row) : undefined;
}

/** Normalises like the generated key columns: e-mail lower-case, phone digits, website host without www. */
export function duplicateKeys(input: { email?: string; phone?: string; website?: string }) {
  const email = input.email?.trim().toLowerCase() || undefined;
  const digits = (input.phone ?? "").replace(/\D/g, "");
  // "+1 (555) 010-2000" and "555.010.2000" are the same North American number.
  const phones = digits.length < 7 ? [] : digits.length === 11 && digits.startsWith("1") ? [digits, digits.slice(1)] : digits.length === 10 ? [digits, `1${digits}`] : [digits];
  const host = (input.website ?? "")
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/^www\./, "")
    .replace(/[/:?#].*$/, "");
  return { email, phones, website: host || undefined };
}

export async function findDuplicates(
  db: Db,
  viewerId: string,
  input: { email?: string; phone?: string; website?: string; excludeId?: string },
): Promise<Provider[]> {
  const keys = duplicateKeys(input);
  const match = or(
    keys.email ? eq(providers.emailKey, keys.email) : undefined,
    keys.phones.length ? inArray(providers.phoneKey, keys.phones) : undefined,
    keys.website ? eq(providers.websiteKey, keys.website) : undefined,
  );
  if (!match) return [];
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(match, input.excludeId ? sql`"providers"."id" <> ${input.excludeId}` : undefined))
    .orderBy(desc(providers.createdAt))
    .limit(5);
  return hydrate(db, viewerId, pageIds(rows));
}

