// Provider rows as the client reads them: the directory columns plus the per-viewer fields,
// all computed in one SQL statement for the page returned (pre-aggregated per provider over the
// page's ids, served by the provider_id indexes on user_providers, project_providers and
// recommendations — no query per row, no subquery per row).
import { and, desc, eq, ilike, inArray, like, or, sql, type SQL } from "drizzle-orm";
import { normalisePhone } from "../../../common/phone.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import {
  CARD_COMMENT_MAX,
  type Provider,
  type ProviderListItem,
  type ListOrder,
  type ProviderListQuery,
} from "../../../common/schemas/providers.js";
import { queryRows, type Db } from "../../db/client.js";
import { arrayLiteral, hiredList, iso, pgArray } from "../../db/sql.js";
import { bound, keptRows, type Bound, type BoundValues } from "../../db/kept-statement.js";
import { householdUserIds } from "../household/sharing.js";
import { providers, userProviders, users, projectProviders, projects, recommendations, reviews } from "../../db/schema.js";
import {
  afterCursor,
  cursorKey,
  decodeCursor,
  keptKeyset,
  key,
  type KeptKeysetShape,
  type Ordering,
  ordering,
  orderTerms,
  type Page,
  pageTotal,
  toPage,
  totalOf,
} from "../../paging.js";
import { hasWordCharacter, likeContains, candidateLimit, searchesByTrigram } from "../../search.js";
import { bookUserIds } from "../contacts/in-book.js";
import { directoryColumns } from "../provider-edits/service.js";
import { DO_NOT_HIRE_FILTER, notMarkedDoNotHire } from "../provider-book/condition.js";
import { contactsFirstOrdering, contactsFirstStatement, keptContactsFirst } from "../contacts/contacts-first.js";
import { cardsOf, withCardState, type CardState } from "./card-cache.js";
import { amountsShownTo, projectIdVisibleTo, projectVisibleTo } from "../privacy/rules.js";
import { RECOMMENDS_FROM_RATING } from "../../../common/trust.js";
import { backedTotal, directoryTotal, providersWithReadableComment } from "./backing.js";
import { keptCategoryTotal } from "../../db/kept-totals.js";
import { tradesForSearch } from "../../../common/problem-search.js";

/** Rows of other users with completed profiles: the viewer's friends (the spec's definition of a friend). */
const friend = (alias: string, viewerId: Bound<string>) =>
  sql`${sql.raw(alias)}.id <> ${viewerId} and ${sql.raw(alias)}.is_profile_complete`;

type Variant = "detail" | "card";

/**
 * The per-viewer fields of a page of providers, pre-aggregated: each related table is read once
 * for the whole page and grouped per provider, instead of a dozen correlated subqueries evaluated
 * for every row. The "first few" lists (friends, recommendations, projects) are ranked with
 * row_number() inside the group. Each row set is a LATERAL lookup per page id with `offset 0`
 * (an optimisation fence): without it PostgreSQL flattens the lookups into hash joins over whole
 * tables, which grow with the community; with it every read is a provider_id index probe, so the
 * cost follows the page size (≤ 100), not the table sizes.
 *
 * "detail" is the whole provider (detail screen, answers of writes); "card" is the lean list item
 * (common/schemas/providers.ts providerListItemSchema): 2 projects, 2 recommendations with a
 * shortened comment, 2 friends, no per-viewer history.
 *
 * `ids` is the ids, or (for a kept statement) the uuid[] expression of its bound value.
 */
export function pageQuery(viewerId: Bound<string>, ids: readonly string[] | SQL, variant: Variant): SQL {
  const v = viewerId;
  const idArray = Array.isArray(ids) ? pgArray(ids as readonly string[], "uuid") : (ids as SQL);
  const cap = variant === "card" ? 2 : 3;
  const comment = variant === "card" ? sql`left(comment, ${CARD_COMMENT_MAX})` : sql`comment`;
  const recommendation =
    variant === "card"
      ? sql`json_build_object('id', id, 'source', source, 'rating', rating, 'comment', ${comment}, 'finalAmount', final_amount::text, 'currency', currency,
          'amountHidden', amount_hidden, 'verifiedHire', source = 'project', 'category', pj_category, 'createdAt', created_at,
          'fromUser', json_build_object('id', from_id, 'firstName', first_name, 'lastName', last_name))`
      : sql`json_build_object('id', id, 'source', source, 'rating', rating, 'comment', comment,
          'finalAmount', final_amount::text, 'currency', currency, 'amountHidden', amount_hidden, 'createdAt', created_at,
          'verifiedHire', source = 'project', 'category', pj_category,
          'fromUser', json_build_object('id', from_id, 'firstName', first_name, 'lastName', last_name),
          'project', case when pj_id is null then null else json_build_object('id', pj_id, 'title', pj_title) end)`;
  const detailColumns =
    variant === "card"
      ? sql``
      : sql`p.website, p.description, p.address, p.is_verified as "isVerified", p.user_id as "userId",
      p.source_type as "sourceType", p.source_contact_id as "sourceContactId", p.original_provider_id as "originalProviderId",
      p.how_do_you_know as "howDoYouKnow", p.friend_description as "friendDescription",
      to_json(p.updated_at) #>> '{}' as "updatedAt",
      coalesce(pa.user_hired, false) as "userHired",
      coalesce(pa.quote_count, 0) as "quoteCount",
      coalesce(pa.hire_count, 0) as "hireCount",
      coalesce(pa.contact_usage_count, 0) as "contactUsageCount",
      case when mine.id is null then null else json_build_object('sourceType', mine.source_type,
        'sourceContactId', mine.source_contact_id, 'howDoYouKnow', mine.how_do_you_know,
        'friendDescription', mine.friend_description, 'vouchRating', mine.vouch_rating,
        'vouchComment', mine.vouch_comment, 'vouchedAt', mine.vouched_at, 'savedAt', mine.created_at) end as "savedMetadata",`;
  const cardColumns = variant === "card" ? sql`p.website, p.address,` : sql``;
  // Privacy (privacy/rules.ts): a project counts and shows only where its owner shows it
  // to the viewer; a recommendation's amount only where its author and the project's owner share amounts.
  const ppSeen = projectVisibleTo(
    v,
    { id: sql`pr.id`, userId: sql`pr.user_id`, visibility: sql`pr.visibility` },
    sql`u.privacy_projects`,
  );
  const rcSeen = projectVisibleTo(v, { id: sql`pj.id`, userId: sql`pj.user_id`, visibility: sql`pj.visibility` });
  const rcAmountShown = sql`(${amountsShownTo(v, sql`u.id`, sql`pj.id`, sql`u.privacy_amounts`)}
    and (pj.id is null or ${amountsShownTo(v, sql`pj.user_id`, sql`pj.id`)}))`;
  return sql`
    with page as (select distinct id from unnest(${idArray}) as t(id)),
    book as materialized ${bookUserIds(v)},
    up_rows as (
      select x.*, row_number() over (partition by x.provider_id, x.is_friend order by x.is_vouched desc, x.created_at desc) as rn
      from page cross join lateral (
        select up.provider_id, up.user_id, up.is_vouched, up.created_at, u.first_name, u.last_name,
          (u.id <> ${v} and u.is_profile_complete) as is_friend, u.id in (select id from book) as is_contact
        from ${userProviders} up join ${users} u on u.id = up.user_id where up.provider_id = page.id offset 0) x
    ), up_agg as (
      select provider_id,
        count(*) filter (where is_vouched)::int as vouch_count,
        count(*) filter (where is_friend)::int as friend_count,
        coalesce(json_agg(json_build_object('id', user_id, 'firstName', first_name, 'lastName', last_name, 'isVouched', is_vouched)
          order by rn) filter (where is_friend and rn <= ${cap}), '[]'::json) as friends
      from up_rows group by provider_id
    ), pp_rows as (
      select x.*, row_number() over (partition by x.provider_id, x.visible order by x.own desc, x.created_at desc) as rn
      from page cross join lateral (
        select pp.provider_id, pp.status, pp.quote_amount, pp.created_at, pr.id as project_id, pr.title, pr.user_id as owner_id,
          (pr.user_id = ${v}) as own,
          (pr.user_id = ${v} or (u.is_profile_complete and ${ppSeen})) as visible,
          (u.id <> ${v} and u.is_profile_complete and ${ppSeen}) as by_friend,
          (u.id in (select id from book) and ${ppSeen}) as by_contact
        from ${projectProviders} pp join ${projects} pr on pr.id = pp.project_id join ${users} u on u.id = pr.user_id
        where pp.provider_id = page.id offset 0) x
    ), pp_agg as (
      select provider_id,
        bool_or(owner_id = ${v} and status in (${hiredList})) as user_hired,
        count(*) filter (where quote_amount is not null)::int as quote_count,
        count(*) filter (where status in (${hiredList}))::int as hire_count,
        (count(distinct owner_id) filter (where by_friend))::int as contact_usage_count,
        count(*) filter (where visible)::int as project_count,
        coalesce(json_agg(json_build_object('id', project_id, 'title', title, 'status', status) order by rn)
          filter (where visible and rn <= ${cap}), '[]'::json) as projects
      from pp_rows group by provider_id
    ), rc_rows as (
      select x.*, row_number() over (partition by x.provider_id order by x.created_at desc) as rn
      from page cross join lateral (
        select rc.provider_id, rc.id, rc.source, rc.rating, rc.comment,
          case when ${rcAmountShown} then rc.final_amount end as final_amount,
          (rc.final_amount is not null and not ${rcAmountShown}) as amount_hidden, rc.currency, rc.created_at,
          u.id as from_id, u.first_name, u.last_name, pj.id as pj_id, pj.title as pj_title, pj.category as pj_category,
          u.id in (select id from book) as is_contact
        from ${recommendations} rc join ${users} u on u.id = rc.from_user_id left join ${projects} pj on pj.id = rc.project_id
        where rc.provider_id = page.id and u.id <> ${v} and u.is_profile_complete
          and (rc.to_user_id is null or rc.to_user_id = ${v}) and (pj.id is null or ${rcSeen}) offset 0) x
    ), rc_agg as (
      select provider_id, count(*)::int as recommendation_count,
        coalesce(json_agg(${recommendation} order by rn) filter (where rn <= ${cap}), '[]'::json) as recommendations
      from rc_rows group by provider_id
    ), backing_rows as (
      -- What each of the viewer's contacts did (common/trust.ts BACKING_KINDS), as a strength:
      -- 1 a job rated high enough to recommend, 2 a vouch, 3 a hire (rated lower or not yet),
      -- 4 a quote, 5 a contact, 6 a project link not contacted yet, 7 a place on their list.
      -- A job review is kept apart: the person's latest one replaces their vouch, as in the rating.
      select provider_id, user_id, false as hired, false as job, (case when is_vouched then 2 else 7 end) as strength,
        null::int as rating, created_at as at from up_rows where is_contact
      union all select provider_id, owner_id, status in (${hiredList}), false,
        (case when status in (${hiredList}) then 3 when status = 'quoted' or quote_amount is not null then 4
          when status = 'pending' then 6 else 5 end),
        null::int, created_at from pp_rows where by_contact
      union all select provider_id, from_id, source <> 'vouch', source <> 'vouch',
        (case when source = 'vouch' then 2 when coalesce(rating, 0) >= ${RECOMMENDS_FROM_RATING} then 1 else 3 end),
        (case when source <> 'vouch' then rating end), created_at from rc_rows where is_contact
    ), backers as (
      -- The viewer's contacts behind the provider ("why listed"), each once with what they did most.
      select provider_id, user_id, bool_or(hired) as hired,
        coalesce((array_agg(strength order by at desc) filter (where job))[1], min(strength) filter (where not job)) as strength,
        (array_agg(rating order by at desc) filter (where job))[1] as rating
      from backing_rows group by provider_id, user_id
    ), trust_agg as (
      select b.provider_id, count(*)::int as contact_count, (count(*) filter (where b.hired))::int as contact_hired_count,
        (array_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)
          order by b.strength, lower(coalesce(u.first_name, '')), u.id))[1] as first_contact,
        (array_agg(json_build_object('kind', case b.strength when 1 then 'hired' when 2 then 'vouch' when 3 then 'hired'
            when 4 then 'quote' when 5 then 'contacted' when 6 then 'added' else 'list' end, 'rating', b.rating)
          order by b.strength, lower(coalesce(u.first_name, '')), u.id))[1] as first_backing
      from backers b join ${users} u on u.id = b.user_id group by b.provider_id
    ), hires as (
      -- The people whose rating is a job review (provider_rating(): each person once, a review
      -- before a vouch); the rest of reviewCount are vouches. Of the hires, those who also
      -- vouched: their vouch counts as their hire.
      select page.id as provider_id, x.people, y.vouched from page cross join lateral (
        select count(distinct r.user_id)::int as people from ${reviews} r where r.provider_id = page.id offset 0) x
      cross join lateral (
        select count(*)::int as vouched from ${userProviders} vu where vu.provider_id = page.id and vu.is_vouched
          and vu.vouch_rating is not null
          and exists(select 1 from ${reviews} vr where vr.provider_id = page.id and vr.user_id = vu.user_id) offset 0) y
    ), vouched_hire as (
      -- One of those the viewer may name: a friend whose job review of it the viewer sees.
      select r.provider_id, (array_agg(json_build_object('id', r.from_id, 'firstName', r.first_name, 'lastName', r.last_name)
          order by lower(coalesce(r.first_name, '')), r.from_id))[1] as person
      from rc_rows r join up_rows u on u.provider_id = r.provider_id and u.user_id = r.from_id and u.is_vouched
      where r.source <> 'vouch' group by r.provider_id
    )
    select p.id, p.name, p.category, p.email, p.phone, p.phone_key as "phoneKey", ${cardColumns} ${detailColumns}
      p.rating::text as rating, p.review_count as "reviewCount",
      to_json(p.created_at) #>> '{}' as "createdAt",
      (mine.id is not null) as "isSaved",
      coalesce(mine.is_vouched, false) as "isVouched",
      coalesce(ua.vouch_count, 0) as "vouchCount",
      coalesce(ra.recommendations, '[]'::json) as recommendations,
      coalesce(ra.recommendation_count, 0) as "recommendationCount",
      coalesce(pa.projects, '[]'::json) as projects,
      coalesce(pa.project_count, 0) as "projectCount",
      coalesce(ua.friend_count, 0) as "friendCount",
      coalesce(ua.friends, '[]'::json) as friends,
      json_build_object('hires', least(coalesce(h.people, 0), p.review_count),
        'vouches', greatest(p.review_count - coalesce(h.people, 0), 0),
        'vouchedHires', least(coalesce(h.vouched, 0), p.review_count),
        'vouchedHire', case when coalesce(h.vouched, 0) > 0 then vh.person end) as "ratingBreakdown",
      json_build_object('contactCount', coalesce(ta.contact_count, 0), 'contactHiredCount', coalesce(ta.contact_hired_count, 0),
        'firstContact', ta.first_contact, 'firstContactBacking', ta.first_backing) as trust
    from page cross join lateral (select * from ${providers} where providers.id = page.id offset 0) p
    left join ${userProviders} mine on mine.provider_id = p.id and mine.user_id = ${v}
    left join up_agg ua on ua.provider_id = p.id
    left join pp_agg pa on pa.provider_id = p.id
    left join rc_agg ra on ra.provider_id = p.id
    left join trust_agg ta on ta.provider_id = p.id
    left join hires h on h.provider_id = p.id
    left join vouched_hire vh on vh.provider_id = p.id`;
}

export type Row = Omit<Provider, "savedMetadata" | "friendMetadata" | "recommendations" | "projects" | "updatedAt"> & {
  updatedAt?: string;
  savedMetadata?: (Omit<NonNullable<Provider["savedMetadata"]>, "savedAt"> & { savedAt: string }) | null;
  recommendations: Provider["recommendations"] | null;
  projects: Provider["projects"] | null;
  friendCount: number;
  friends: NonNullable<Provider["friendMetadata"]>["friends"] | null;
};

export function toProvider(row: Row): Provider {
  const { friendCount, friends, savedMetadata, recommendations, ...rest } = row;
  return {
    ...rest,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt ?? row.createdAt),
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

export type CardRow = Omit<ProviderListItem, "friendMetadata" | "recommendations" | "projects"> & {
  recommendations: ProviderListItem["recommendations"] | null;
  projects: ProviderListItem["projects"] | null;
  friendCount: number;
  friends: NonNullable<ProviderListItem["friendMetadata"]>["friends"] | null;
};

export function toListItem(row: CardRow): ProviderListItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    email: row.email,
    phone: row.phone,
    phoneKey: row.phoneKey,
    website: row.website,
    address: row.address,
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt: iso(row.createdAt),
    isSaved: Boolean(row.isSaved),
    isVouched: Boolean(row.isVouched),
    vouchCount: row.vouchCount,
    recommendations: (row.recommendations ?? []).map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    recommendationCount: row.recommendationCount,
    projects: row.projects ?? [],
    projectCount: row.projectCount,
    friendMetadata: row.friendCount > 0 ? { count: row.friendCount, friends: row.friends ?? [] } : null,
    ratingBreakdown: row.ratingBreakdown,
    trust: row.trust,
  };
}

/**
 * A provider list's filters (`filters`): `where`, the condition on "providers"; under a search,
 * `candidates`, the statement that reads the search's candidate ids once (the CTE
 * `search_candidates`, one row `ids`), which every statement using `where` defines first
 * (`withCandidates`); and `total`, the directory's size under `where`.
 */
interface ListFilter {
  where: SQL | undefined;
  candidates?: SQL;
  total: SQL<number>;
}

/**
 * The provider lists' filters: the category, and a search that starts from the problem. A provider
 * matches a search by its name, category or description, by the text of a review or
 * recommendation the viewer may already read on its card (the lists' own privacy rule, or the
 * viewer's own), or by being of a trade the search names by a problem (common/problem-search.ts:
 * "leak" finds plumbers). Matching decides which providers are listed, never their order. Every
 * match is served by an index (searchMatch), and a search reads at most SEARCH_CANDIDATES_MAX
 * matching providers (its candidates, an array read once per statement, however often the
 * statement uses the filter, and then fetched by primary key): the list's conditions and order
 * apply to them, its total counts them, and its pages end with them.
 */
/** The category a list query picks, if any ("all" or blank picks none). */
function chosenCategory(query: ProviderListQuery): string | undefined {
  const category = query.category?.trim();
  return category && category !== "all" ? category : undefined;
}

function filters(viewerId: string, query: ProviderListQuery): ListFilter {
  const term = query.search?.trim();
  const categoryChosen = chosenCategory(query);
  if (!term) {
    // A category alone: its size the database keeps (category_totals), not a count of its providers.
    if (categoryChosen) return { where: eq(providers.category, categoryChosen), total: keptCategoryTotal(categoryChosen) };
    return { where: undefined, total: directoryTotal(undefined) };
  }
  // The candidates are read through the search's indexes alone, the category checked on each
  // match (`|| ''` keeps the planner from walking the whole category's index instead), so the
  // 500 are all of the category.
  const inCategory = categoryChosen ? sql`${providers.category} || '' = ${categoryChosen}` : undefined;
  return {
    where: sql`${providers.id} = any((select ids from search_candidates)::uuid[])`,
    candidates: sql`select array(select ${providers.id} from ${providers}
      where ${and(inCategory, searchMatch(viewerId, term))} limit ${candidateLimit}) as ids`,
    // Each candidate is a provider, once: the directory's total under the search is their number.
    total: sql<number>`(select cardinality(ids) from search_candidates)`,
  };
}

/** The statement with the search's candidates read first, once, however often it uses the filter. */
function withCandidates(f: ListFilter | undefined, statement: SQL): SQL {
  return f?.candidates ? sql`with search_candidates as materialized (${f.candidates}) ${statement}` : statement;
}

/** For a statement with CTEs of its own: the candidates' CTE (and a comma) to define before them. */
const candidatesCte = (f: ListFilter): SQL => (f.candidates ? sql`search_candidates as materialized (${f.candidates}), ` : sql``);

/**
 * A term with three letters or digits in a row matches as a substring of the name, category and
 * description (trigram indexes providers_name_trgm_idx, providers_category_trgm_idx,
 * providers_description_trgm_idx) and of readable review text (recommendations_comment_trgm_idx);
 * a shorter one at the start of a word of the name or category (the same trigram indexes: pg_trgm
 * pads a word's start); one without a letter or digit, a substring of the name, unindexed. The trade a problem
 * names is a category equality, which the category's trigram index serves too. The matching providers' ids of the
 * review text come as one array (an InitPlan evaluated once), probed by primary key.
 */
function searchMatch(viewerId: string, term: string): SQL {
  const trades = tradesForSearch(term);
  const byTrade = trades.length > 0 ? inArray(providers.category, trades) : undefined;
  // lower(x) LIKE p is ILIKE's own definition without re-folding the lower-cased side.
  const name = sql`lower(${providers.name})`;
  if (!hasWordCharacter(term)) {
    // No letter or digit ("%", "&"): no trigram to read, so the name is matched row by row, the
    // one search no index serves; its candidate read still stops at the cap.
    return or(like(name, likeContains(term)), byTrade)!;
  }
  if (!searchesByTrigram(term)) {
    // One or two letters: a substring of the name or the trade, read row by row (no trigram inside
    // a word) until the candidate cap, which a term that short soon fills.
    const pattern = likeContains(term);
    return or(like(name, pattern), ilike(providers.category, pattern), byTrade)!;
  }
  const pattern = likeContains(term);
  return or(
    like(name, pattern),
    ilike(providers.category, pattern),
    like(sql`lower(${providers.description})`, pattern),
    byTrade,
    sql`${providers.id} = any(array(${providersWithReadableComment(viewerId, pattern)}))`,
  )!;
}

/** A paged provider list's query: its filters plus the page (common/schemas/paging.ts). */
export type ProviderPageQuery = ProviderListQuery & PageQuery & { order?: ListOrder; exclude?: "do-not-hire" };

/** Without the viewer's "Don't hire again" providers when the list asks for it. */
const unmarked = (viewerId: string, query: ProviderPageQuery) =>
  query.exclude === DO_NOT_HIRE_FILTER ? notMarkedDoNotHire(viewerId) : undefined;

/** The "detail" variant as a kept statement (db/kept-statement.ts): the viewer and the ids are its values. */
const detailStatement = keptRows<Row>("provider_detail", () =>
  pageQuery(bound<string>("viewer"), sql`${bound<string>("ids")}::uuid[]`, "detail"),
);

/** Full providers for ids, in the ids' order (a missing id is left out). */
async function hydrate(db: Db, viewerId: string, ids: string[]): Promise<Provider[]> {
  if (ids.length === 0) return [];
  const rows = await detailStatement(db, { viewer: viewerId, ids: arrayLiteral(ids) });
  const byId = new Map(rows.map((row) => [row.id, toProvider(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page's row as the lists' first statement reads it (withCardState): `limit + 1` of them. */
type PageRow = CardState & { id: string; key: unknown; total: number };

/** The lists' first statement: the page's rows, their total and their cards' state for the viewer. */
const pageRows = (db: Db, viewerId: string, statement: SQL) => queryRows<PageRow>(db, withCardState(viewerId, statement));

/** The first statement of a list whose every provider is tied to its viewer ("My Providers"): no state to read. */
const tiedPageRows = async (db: Db, statement: SQL): Promise<PageRow[]> =>
  (await queryRows<Omit<PageRow, keyof CardState>>(db, statement)).map((row) => ({ ...row, cardVersion: null, tied: true }));

const cardStatement = (viewerId: string, ids: string[]) => pageQuery(viewerId, ids, "card");

/**
 * A page of cards from the page's rows: one statement for the page, its total and its cards'
 * state, then at most one for the cards not kept (card-cache.ts). Computing the cards in the
 * same statement as the ordered scan would make PostgreSQL evaluate them for every candidate row
 * before the LIMIT.
 */
async function cardPage(
  db: Db,
  viewerId: string,
  o: Ordering,
  rows: PageRow[],
  query: PageQuery,
  countAll: () => Promise<number>,
): Promise<Page<ProviderListItem>> {
  const total = await pageTotal(rows, query.cursor, countAll);
  const byId = await cardsOf(db, viewerId, rows.slice(0, query.limit), cardStatement, toListItem);
  return toPage(
    o,
    rows.map((r) => ({ key: r.key, item: byId.get(r.id) })),
    query.limit,
    total,
  );
}

const byNewest = (name: string) => ordering(name, key.timestamp(providers.createdAt), key.uuid(providers.id));

/** The orders of the provider lists (the spec's screens and API), each made total by the id. */
const providerOrders = {
  directory: byNewest("providers"),
  contactRecommended: byNewest("contact-recommended"),
  saved: ordering("saved", key.timestamp(userProviders.createdAt), key.uuid(userProviders.providerId)),
  recommended: ordering(
    "recommended",
    key.numeric(providers.rating),
    key.int(providers.reviewCount),
    key.timestamp(providers.createdAt),
    key.uuid(providers.id),
  ),
};

/**
 * The statement of a page of providers read from `from` under `where` in the order `o`
 * (`limit + 1` rows of id, key and total), with the filter's candidates read first.
 */
function orderedPage(
  o: Ordering,
  f: ListFilter | undefined,
  from: SQL,
  where: SQL | undefined,
  total: SQL<number>,
  query: PageQuery,
) {
  return withCandidates(
    f,
    pageSelect(from, {
      columns: { key: cursorKey(o), total },
      where: and(where, afterCursor(o, decodeCursor(o, query.cursor))),
      orderBy: orderTerms(o),
      limit: query.limit + 1,
    }),
  );
}

/** A page's select: the providers' ids with their cursor key and the list's total, in order, `limit` of them. */
function pageSelect(from: SQL, page: Omit<KeptKeysetShape, "limit"> & { limit: KeptKeysetShape["limit"] | number }) {
  return sql`select ${providers.id} as id, ${page.columns.key} as key, ${page.columns.total} as total from ${from}
    where ${page.where ?? sql`true`} order by ${sql.join(page.orderBy, sql`, `)} limit ${page.limit}`;
}

/** The whole directory, newest first. */
export async function listAllProviders(db: Db, viewerId: string, query: ProviderPageQuery): Promise<Page<ProviderListItem>> {
  if (!query.search?.trim() && !unmarked(viewerId, query) && query.order !== "trust") {
    const category = chosenCategory(query);
    return category === undefined
      ? keptLists.directory(db, viewerId, query)
      : keptLists.category(db, viewerId, query, { category });
  }
  const o = providerOrders.directory;
  const f = filters(viewerId, query);
  const notMarked = unmarked(viewerId, query);
  const where = and(f.where, notMarked);
  const total = notMarked ? directoryTotal(where) : f.total;
  return listPage(db, viewerId, o, f, where, total, query);
}

/**
 * "My Providers": the household's list, the union of its people's entries (alone, the viewer's
 * own), most recently added first. A provider two of them saved is listed once, by its first entry
 * (its creator's); each entry stays its creator's (docs/decisions/131-household-sharing.md). Each
 * card is built for the viewer, none kept: their own entries tie them to most (card-cache.ts).
 */
export async function listSavedProviders(db: Db, viewerId: string, query: ProviderPageQuery): Promise<Page<ProviderListItem>> {
  const o = providerOrders.saved;
  const people = householdUserIds(viewerId);
  const firstEntry = sql`not exists(select 1 from ${userProviders} eo where eo.provider_id = "user_providers"."provider_id"
    and eo.user_id in ${people} and (eo.created_at, eo.user_id) < ("user_providers"."created_at", "user_providers"."user_id"))`;
  const f = filters(viewerId, query);
  const where = and(sql`"user_providers"."user_id" in ${people}`, firstEntry, f.where, unmarked(viewerId, query));
  const from = sql`${userProviders} inner join ${providers} on ${providers.id} = ${userProviders.providerId}`;
  const total = totalOf(from, where);
  const rows = await tiedPageRows(db, orderedPage(o, f, from, where, total, query));
  return cardPage(db, viewerId, o, rows, query, () => countTotal(db, f, total));
}

// Privacy: a recommendation made from a project counts only when the viewer may see
// that project, so no list holds a provider for a reason its card could not show.
const recommendationSeenBy = (viewerId: Bound<string>, alias: string) =>
  projectIdVisibleTo(viewerId, sql.raw(`${alias}.project_id`));

// `offset 0` keeps each EXISTS a per-row index probe (provider_id indexes) while the ordered
// index scan (created_at, or rating for "recommended") walks providers until the page is full.
// Without it PostgreSQL builds a hashed subplan over every friend's list entry and every
// recommendation first: a cost that grows with the whole community, not with the page.
const onFriendList = (viewerId: Bound<string>) =>
  sql`exists(select 1 from ${userProviders} fup join ${users} u on u.id = fup.user_id
    where fup.provider_id = "providers"."id" and ${friend("u", viewerId)} offset 0)`;
const recommendedByFriend = (viewerId: Bound<string>, minRating = 1) =>
  sql`exists(select 1 from ${recommendations} frc join ${users} u on u.id = frc.from_user_id
    where frc.provider_id = "providers"."id" and ${friend("u", viewerId)} and coalesce(frc.rating, 5) >= ${minRating}
    and (frc.to_user_id is null or frc.to_user_id = ${viewerId}) and ${recommendationSeenBy(viewerId, "frc")} offset 0)`;
/** The spec's Browse: "friend-recommended" = on a friend's list or recommended by a friend. */
const fromFriends = (viewerId: Bound<string>) => sql`(${onFriendList(viewerId)} or ${recommendedByFriend(viewerId)})`;

/**
 * A card list's page as kept statements (db/kept-statement.ts): its rows, total and cards' state
 * read as `orderedPage` and `pageRows` read them, as a first page and as a page after a cursor.
 * `values` are its placeholders' values besides the viewer, the cursor and the page size.
 */
function keptCardList(name: string, o: Ordering, where: SQL | undefined, total: SQL<number>) {
  const list = keptKeyset(name, o, sql`${providers}`, where, total);
  const statement = (afterCursorRow: boolean) =>
    keptRows<PageRow>(`${name}_${afterCursorRow ? "after" : "first"}`, () =>
      withCardState(bound<string>("viewer"), pageSelect(sql`${providers}`, list.shape(afterCursorRow))),
    );
  const statements = [statement(false), statement(true)] as const;
  return async (db: Db, viewer: string, query: PageQuery, values: BoundValues = {}): Promise<Page<ProviderListItem>> => {
    const call = list.call(query, { ...values, viewer });
    const rows = await statements[call.afterCursor ? 1 : 0](db, call.values);
    return cardPage(db, viewer, o, rows, query, () => list.count(db, call.values));
  };
}

/**
 * The card lists' most read pages as kept lists: no search, no "Don't hire again" filter, each
 * list in its own order (the trust order and searches are built per call). The directory and
 * From Friends whole or of one category, and Recommended.
 */
const keptLists = (() => {
  const viewer = bound<string>("viewer");
  const category = bound<string>("category");
  const inCategory = eq(providers.category, category);
  return {
    directory: keptCardList("directory", providerOrders.directory, undefined, directoryTotal(undefined)),
    category: keptCardList("directory_category", providerOrders.directory, inCategory, keptCategoryTotal(category)),
    fromFriends: keptCardList(
      "from_friends",
      providerOrders.contactRecommended,
      fromFriends(viewer),
      backedTotal(viewer, "friend", undefined),
    ),
    fromFriendsCategory: keptCardList(
      "from_friends_category",
      providerOrders.contactRecommended,
      and(inCategory, fromFriends(viewer)),
      backedTotal(viewer, "friend", inCategory),
    ),
    recommended: keptCardList(
      "recommended",
      providerOrders.recommended,
      recommendedByFriend(viewer, RECOMMENDS_FROM_RATING),
      backedTotal(viewer, "high", undefined),
    ),
  };
})();

/**
 * Browse without a search as kept statements: the directory, whole or of one category, with its
 * friend-recommended providers first (contacts-first.ts, whose grouped order is Browse's own:
 * its cursors are the same), each page with its cards' state.
 */
const keptBrowse = (() => {
  const viewer = bound<string>("viewer");
  const category = bound<string>("category");
  const browse = (name: string, where: SQL | undefined, total: SQL<number>) =>
    keptContactsFirst<PageRow>(
      name,
      {
        grouped: contactsFirstOrdering("browse", providerOrders.directory),
        within: providerOrders.directory,
        columns: sql`${providers.id} as id`,
        from: sql`${providers}`,
        where,
        first: fromFriends(viewer),
        total,
      },
      (statement) => withCardState(viewer, statement),
    );
  return {
    all: browse("browse", undefined, directoryTotal(undefined)),
    category: browse("browse_category", eq(providers.category, category), keptCategoryTotal(category)),
  };
})();

/** A total as its own statement (an empty page after a cursor carries none), with the filter's candidates. */
async function countTotal(db: Db, f: ListFilter | undefined, total: SQL<number>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, withCandidates(f, sql`select ${total} as n`));
  return Number(row?.n ?? 0);
}

/**
 * The providers backed by the viewer's contacts: on a contact's list or recommended by one (what the
 * card then names). A small set read from the contacts' side (their user ids, then
 * user_providers_user_created_idx / recommendations_from_user_idx), so the first group is cheap.
 */
// `= any(array(…))`: the set is read once, then its providers are fetched by primary key and
// sorted; as `in (…)` PostgreSQL walked providers_rating_idx and probed the set for each row
// (7,347 providers read for a page of 31 at 10,000 users).
const backedByContacts = (viewerId: string) =>
  sql`"providers"."id" = any(array(select cup.provider_id from ${userProviders} cup where cup.user_id in ${bookUserIds(viewerId)}
    union select crc.provider_id from ${recommendations} crc where crc.from_user_id in ${bookUserIds(viewerId)}
      and (crc.to_user_id is null or crc.to_user_id = ${viewerId})
      -- Privacy: nothing ranks by a hire on a project the viewer may not see.
      and ${projectIdVisibleTo(viewerId, sql`crc.project_id`)}))`;

/** Within each group of the trust order: best rated, then most rated, then newest (providers_rating_idx). */
const byRating = (name: string) =>
  ordering(
    name,
    key.numeric(providers.rating),
    key.int(providers.reviewCount),
    key.timestamp(providers.createdAt),
    key.uuid(providers.id),
  );

/**
 * `?order=trust` (docs/decisions/075-trust-order.md): the list's providers
 * backed by the viewer's contacts first, each group best rated first, then newest.
 */
async function trustPage(
  db: Db,
  viewerId: string,
  name: string,
  f: ListFilter | undefined,
  where: SQL | undefined,
  total: SQL<number>,
  query: PageQuery,
): Promise<Page<ProviderListItem>> {
  const within = byRating(name);
  const grouped = contactsFirstOrdering(`trust:${name}`, within);
  const rows = await pageRows(
    db,
    viewerId,
    contactsFirstStatement({
      grouped,
      within,
      ctes: f && candidatesCte(f),
      columns: sql`${providers.id} as id`,
      from: sql`${providers}`,
      where,
      total,
      first: backedByContacts(viewerId),
      cursor: query.cursor,
      limit: query.limit,
    }),
  );
  return cardPage(db, viewerId, grouped, rows, query, () => countTotal(db, f, total));
}

/**
 * A page of a list of the directory under a condition (`where`, reading the filter `f`'s
 * candidates), its total a scalar (a count of `where`, a kept size, or the community-wide lists'
 * from backing.ts): by trust when asked (trustPage, under the list's own name), else in the list's
 * order `o`, the page and its total in one statement whose per-row probes stop as soon as the
 * page is full.
 */
async function listPage(
  db: Db,
  viewerId: string,
  o: Ordering,
  f: ListFilter | undefined,
  where: SQL | undefined,
  total: SQL<number>,
  query: PageQuery & { order?: ListOrder },
): Promise<Page<ProviderListItem>> {
  if (query.order === "trust") return trustPage(db, viewerId, o.name, f, where, total, query);
  const rows = await pageRows(db, viewerId, orderedPage(o, f, sql`${providers}`, where, total, query));
  return cardPage(db, viewerId, o, rows, query, () => countTotal(db, f, total));
}

/** "From Friends": providers on friends' lists or recommended by friends, newest first. */
export async function listContactRecommended(
  db: Db,
  viewerId: string,
  query: ProviderPageQuery,
): Promise<Page<ProviderListItem>> {
  if (!query.search?.trim() && query.order !== "trust") {
    const category = chosenCategory(query);
    return category === undefined
      ? keptLists.fromFriends(db, viewerId, query)
      : keptLists.fromFriendsCategory(db, viewerId, query, { category });
  }
  const f = filters(viewerId, query);
  const where = and(f.where, fromFriends(viewerId));
  const total = backedTotal(viewerId, "friend", f.where);
  return listPage(db, viewerId, providerOrders.contactRecommended, f, where, total, query);
}

/** Providers friends recommended with 4 stars or more, best rated first. */
export async function listRecommended(
  db: Db,
  viewerId: string,
  query: PageQuery & { order?: ListOrder },
): Promise<Page<ProviderListItem>> {
  if (query.order !== "trust") return keptLists.recommended(db, viewerId, query);
  const where = recommendedByFriend(viewerId, RECOMMENDS_FROM_RATING);
  const total = backedTotal(viewerId, "high", undefined);
  return listPage(db, viewerId, providerOrders.recommended, undefined, where, total, query);
}

/**
 * The spec's Browse tab: the directory merged with the saved and friend lists by id (both are part
 * of the directory), friend-recommended providers first, then the rest, each newest first. The
 * cursor's first key is the group (1 friend-recommended, 0 the rest). Each group is a newest-first
 * walk of the created_at index; the second runs only for what the first left of the page
 * (a LIMIT of 0 reads nothing), so a page inside the first group never scans the second.
 */
const browseOrder = ordering("browse", key.int(sql`u.grp`), key.timestamp(sql`u.created_at`), key.uuid(sql`u.id`));

export async function browseProviders(db: Db, viewerId: string, query: ProviderPageQuery): Promise<Page<ProviderListItem>> {
  if (!query.search?.trim()) {
    const category = chosenCategory(query);
    const rows = await (category === undefined ? keptBrowse.all : keptBrowse.category)(db, query, { viewer: viewerId, category });
    // An empty page after a cursor carries no total: counted on its own, rarely.
    const total = category === undefined ? directoryTotal(undefined) : keptCategoryTotal(category);
    return cardPage(db, viewerId, browseOrder, rows, query, () => countTotal(db, undefined, total));
  }
  const cursor = decodeCursor(browseOrder, query.cursor);
  const f = filters(viewerId, query);
  const where = f.where;
  const within = providerOrders.directory;
  // Rows of group g after the cursor: all of a later group, the keyset inside its own, none before.
  const groupAfter = (group: number): SQL => {
    if (!cursor) return sql`true`;
    const at = Number(cursor[0]);
    if (group < at) return sql`true`;
    if (group > at) return sql`false`;
    return afterCursor(within, cursor.slice(1))!;
  };
  const n = query.limit + 1;
  const branch = (group: number, member: SQL, limit: SQL) => sql`
    select ${providers.id} as id, ${group}::int as grp, ${providers.createdAt} as created_at from ${providers}
    where ${and(where, member, groupAfter(group))}
    order by ${sql.join(orderTerms(within), sql`, `)} limit ${limit}`;
  const rows = await pageRows(
    db,
    viewerId,
    sql`with ${candidatesCte(f)}a as materialized (${branch(1, fromFriends(viewerId), sql`${n}`)}),
      b as materialized (${branch(0, sql`not ${fromFriends(viewerId)}`, sql`greatest(${n} - (select count(*) from a), 0)`)})
    select u.id, ${cursorKey(browseOrder)} as key, ${f.total} as total
    from (select * from a union all select * from b) u
    order by ${sql.join(orderTerms(browseOrder), sql`, `)}`,
  );
  return cardPage(db, viewerId, browseOrder, rows, query, () => countTotal(db, f, f.total));
}

export async function getProvider(db: Db, viewerId: string, id: string): Promise<Provider | undefined> {
  const [provider] = await hydrate(db, viewerId, [id]);
  return provider;
}

/**
 * The keys duplicates are matched by: e-mail lower-case, phone in E.164 (common/phone.ts), website
 * host without www. — the same values as providers.email_key, phone_key and website_key.
 */
function duplicateKeys(input: { email?: string; phone?: string; website?: string }, region: PhoneRegion) {
  return { ...addressKeys(input), phone: normalisePhone(input.phone, region) ?? undefined };
}

/** The duplicate check's e-mail and website host keys: those of duplicateKeys that need no region. */
export function addressKeys(input: { email?: string; website?: string }) {
  const email = input.email?.trim().toLowerCase() || undefined;
  const host = (input.website ?? "")
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/^www\./, "")
    .replace(/[/:?#].*$/, "");
  return { email, website: host || undefined };
}

export async function findDuplicates(
  db: Db,
  viewerId: string,
  input: { email?: string; phone?: string; website?: string; excludeId?: string },
  region: PhoneRegion,
): Promise<Provider[]> {
  const keys = duplicateKeys(input, region);
  const match = or(
    keys.email ? eq(providers.emailKey, keys.email) : undefined,
    keys.phone ? eq(providers.phoneKey, keys.phone) : undefined,
    keys.website ? eq(providers.websiteKey, keys.website) : undefined,
  );
  if (!match) return [];
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(match, input.excludeId ? sql`"providers"."id" <> ${input.excludeId}` : undefined))
    .orderBy(desc(providers.createdAt))
    .limit(5);
  return hydrate(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
}

/** The directory fields of one provider, for its vCard (GET /api/providers/{id}/vcard). */
export async function getProviderContactCard(db: Db, id: string) {
  const [row] = await db.select(directoryColumns).from(providers).where(eq(providers.id, id)).limit(1);
  return row;
}
