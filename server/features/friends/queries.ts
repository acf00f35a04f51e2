// Friends, a friend's projects and the friend activity feed (the spec's Home, Friends and Friend detail screens).
import { and, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { friendHiredStatusLabel, isHiredStatus } from "../../../common/status-flow.js";
import {
  FRIEND_LINKS_MAX,
  FRIEND_PROJECTS_MAX,
  type FriendProfile,
  type FriendListItem,
  type FriendProject,
  type FriendSummary,
  type RecommendationItem,
} from "../../../common/schemas/friends.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import type { UsersQuery } from "../../../common/schemas/users.js";
import { queryRows, type Db } from "../../db/client.js";
import { hiredList, iso } from "../../db/sql.js";
import { projectProviders, projects, providers, recommendations, users } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { key, ordering, type Page, pageTotal, toPage } from "../../paging.js";
import { activityTotal } from "../providers/backing.js";
import { contactsFirstOrdering, firstGroupValue, keptContactsFirst } from "../contacts/contacts-first.js";
import { inBookOf } from "../contacts/in-book.js";
import { ownersRating, ownersRecommendation, ownersReview, verifiedHire } from "../reviews/owners-word.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import type { ProjectProviderStatus, ProjectStatus } from "../../../common/constants.js";
import { amountsShownTo, projectIdVisibleTo, projectVisibleTo } from "../privacy/rules.js";
import { detailsShown, listOtherUsers, type PersonColumns, type PersonExtra, publicUserColumns } from "../users/queries.js";
import { bound, keptRows, type Bound } from "../../db/kept-statement.js";

/**
 * The links a friend's view shows (the spec's Friend detail): hired ones, and the others that carry
 * a quote (an amount, or the status quoted). Merely contacted providers are not shown.
 */
const shownLinkCondition: SQL = sql`(${projectProviders.status} in (${hiredList}) or ${projectProviders.quoteAmount} is not null or ${projectProviders.status} = 'quoted')`;

/** A friend: another user with a completed profile (the spec's definition of a friend); the viewer is never their own friend. */
const friendRow = (viewerId: Bound<string>, friendId: Bound<string>) =>
  and(eq(users.id, friendId), ne(users.id, viewerId), eq(users.isProfileComplete, true));

/**
 * Each friend's provider summary, in the Friends page's own statement: a LATERAL aggregate per
 * friend on the page (`g`), fenced with `offset 0` so each one is an index probe (projects by
 * user_id, project_providers by project) and the cost follows the page of friends, not the size
 * of project_providers. The friend's own row (`fo`) is read once for their projects' privacy
 * setting, not once per project.
 */
function summaryOfEach(viewerId: Bound<string>): PersonColumns<{ summary: FriendSummary }> {
  return {
    columns: sql`s.provider_count as "providerCount", s.hired_count as "hiredCount", s.categories`,
    join: sql`cross join lateral (
      select count(distinct ${projectProviders.providerId})::int as provider_count,
        (count(distinct ${projectProviders.providerId}) filter (where ${projectProviders.status} in (${hiredList})))::int as hired_count,
        (array_agg(distinct ${providers.category} order by ${providers.category}))[1:3] as categories
      from ${users} fo
      join ${projects} on ${projects.userId} = fo.id
      join ${projectProviders} on ${projectProviders.projectId} = ${projects.id}
      join ${providers} on ${providers.id} = ${projectProviders.providerId}
      where fo.id = g.id and ${shownLinkCondition} and ${projectVisibleTo(viewerId, undefined, sql`fo.privacy_projects`)}
      offset 0) s`,
    read: (row) => ({
      summary: {
        providerCount: Number(row.providerCount ?? 0),
        hiredCount: Number(row.hiredCount ?? 0),
        categories: parseTextArray(row.categories),
      },
    }),
  };
}

/** The Friends list's extra columns: each friend's provider summary. */
const friendSummaries: PersonExtra<{ summary: FriendSummary }> = { name: "friend_summaries", of: summaryOfEach };

/** node-postgres parses text[]; be tolerant of the "{a,b}" literal form as well. */
function parseTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  if (typeof value === "string" && value.startsWith("{")) {
    const inner = value.slice(1, -1);
    if (!inner) return [];
    return [...inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) =>
      m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : m[2]!,
    );
  }
  return [];
}

/** GET /api/friends: the users of GET /api/users/all with their provider summary. */
export async function listFriends(
  db: Db,
  viewerId: string,
  query: UsersQuery,
  region?: PhoneRegion,
): Promise<Page<FriendListItem>> {
  const people = await listOtherUsers(db, viewerId, query, region, friendSummaries);
  return {
    ...people,
    items: people.items.map((p) => ({
      ...p,
      // The card shows the e-mail only in place of a missing name (the spec's Friends screen), so only then is it sent.
      email: p.firstName?.trim() || p.lastName?.trim() ? null : p.email,
    })),
  };
}

/** GET /api/contacts/{id}: one statement, the friend check, the person and both counts. */
export async function getFriendProfile(db: Db, viewerId: string, friendId: string): Promise<FriendProfile> {
  const projectCount = db
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(eq(projects.userId, friendId), projectVisibleTo(viewerId)));
  const providerCount = db
    .select({ n: sql<number>`count(distinct ${projectProviders.providerId})::int` })
    .from(projectProviders)
    .innerJoin(projects, eq(projects.id, projectProviders.projectId))
    .where(and(eq(projects.userId, friendId), shownLinkCondition, projectVisibleTo(viewerId)));
  const [friend] = await db
    .select({
      ...publicUserColumns,
      // The e-mail only when the friend shares it with the viewer (privacy/rules.ts).
      email: sql<string | null>`case when ${detailsShown(viewerId)} then ${users.email} end`,
      projectCount: sql<number>`(${projectCount})`.mapWith(Number),
      providerCount: sql<number>`(${providerCount})`.mapWith(Number),
    })
    .from(users)
    .where(friendRow(viewerId, friendId))
    .limit(1);
  if (!friend) throw notFound("Friend not found");
  return friend;
}

/** A row of a friend's projects: a project (none: `id` null) with one of its links (none: `linkId` null). */
interface FriendProjectRow {
  id: string | null;
  title: string;
  description: string | null;
  status: ProjectStatus;
  projectType: string;
  recurringFrequency: string | null;
  budget: string | null;
  currency: string;
  startDate: string | null;
  endDate: string | null;
  category: string | null;
  createdAt: Date | string;
  amountsShown: boolean;
  linkId: string | null;
  providerId: string;
  name: string;
  providerCategory: string;
  phone: string | null;
  phoneKey: string | null;
  email: string | null;
  rating: string;
  reviewCount: number;
  quoteAmount: string | null;
  finalAmount: string | null;
  linkCurrency: string;
  linkStatus: ProjectProviderStatus;
  friendRating: number | null;
  friendReview: string | null;
  verifiedHire: boolean;
}

/**
 * GET /api/contacts/{id}/projects: one statement — the friend's row (none: 404), the projects
 * the friend shows the viewer, each with its shown links, the best-rated providers first. Amounts
 * only where the friend shares them. Kept (db/kept-statement.ts): the viewer and the friend are its values.
 */
const friendProjectsStatement = keptRows<FriendProjectRow>("friend_projects", () => {
  const viewerId = bound<string>("viewer");
  const friendId = bound<string>("friend");
  const amountsShown = amountsShownTo(viewerId, sql`${projects.userId}`, sql`${projects.id}`);
  const shown = and(eq(projects.userId, friendId), projectVisibleTo(viewerId));
  return sql`
    with fr as (select 1 from ${users} where ${friendRow(viewerId, friendId)}),
    fp as (
      select ${projects.id} as id, ${projects.title} as title, ${projects.description} as description,
        ${projects.status}::text as status, ${projects.projectType}::text as "projectType",
        ${projects.recurringFrequency}::text as "recurringFrequency", ${projects.budget}::text as budget,
        ${projects.currency} as currency,
        ${projects.startDate}::text as "startDate", ${projects.endDate}::text as "endDate", ${projects.category} as category,
        ${projects.createdAt} as "createdAt", ${amountsShown} as "amountsShown"
      from ${projects} where ${shown}
      order by ${projects.createdAt} desc, ${projects.id} desc limit ${FRIEND_PROJECTS_MAX}
    ), ln as (
      select ${projectProviders.id} as "linkId", ${projectProviders.projectId} as project_id, ${providers.id} as "providerId",
        ${providers.name} as name, ${providers.category} as "providerCategory", ${providers.phone} as phone, ${providers.phoneKey} as "phoneKey",
        ${providers.email} as email, ${providers.rating}::text as rating, ${providers.rating} as rating_order,
        ${providers.reviewCount} as "reviewCount", ${projectProviders.createdAt} as link_created_at,
        case when ${amountsShown} then ${projectProviders.quoteAmount}::text end as "quoteAmount",
        case when ${amountsShown} then ${projectProviders.finalAmount}::text end as "finalAmount",
        ${projectProviders.currency} as "linkCurrency", ${projectProviders.status}::text as "linkStatus", ${ownersRating()} as "friendRating",
        ${ownersReview()} as "friendReview", ${verifiedHire()} as "verifiedHire"
      from ${projectProviders}
        join ${providers} on ${providers.id} = ${projectProviders.providerId}
        join ${projects} on ${projects.id} = ${projectProviders.projectId}
        left join ${recommendations} on ${ownersRecommendation(friendId)}
      where ${projectProviders.projectId} in (select id from fp) and ${shownLinkCondition}
      order by ${providers.rating} desc, ${projectProviders.createdAt} limit ${FRIEND_LINKS_MAX}
    )
    select fp.*, ln.* from fr left join fp on true left join ln on ln.project_id = fp.id
    order by fp."createdAt" desc, fp.id desc, ln.rating_order desc, ln.link_created_at`;
});

export async function listFriendProjects(db: Db, viewerId: string, friendId: string): Promise<FriendProject[]> {
  const rows = await friendProjectsStatement(db, { viewer: viewerId, friend: friendId });
  // No row: no such friend. A friend with nothing to show: one row without a project.
  if (rows.length === 0) throw notFound("Friend not found");
  const byProject = new Map<string, FriendProject>();
  for (const row of rows) {
    if (row.id === null) continue;
    let project = byProject.get(row.id);
    if (!project) {
      project = {
        id: row.id,
        title: row.title,
        description: row.description,
        status: row.status,
        projectType: row.projectType,
        recurringFrequency: row.recurringFrequency,
        budget: row.amountsShown ? row.budget : null,
        currency: row.currency,
        amountsHidden: !row.amountsShown,
        startDate: row.startDate,
        endDate: row.endDate,
        category: row.category,
        createdAt: iso(row.createdAt),
        providers: { total: 0, hired: [], quoted: [] },
      };
      byProject.set(row.id, project);
    }
    if (row.linkId === null) continue;
    const hired = isHiredStatus(row.linkStatus);
    project.providers[hired ? "hired" : "quoted"].push({
      linkId: row.linkId,
      id: row.providerId,
      name: row.name,
      category: row.providerCategory,
      phone: row.phone,
      phoneKey: row.phoneKey,
      email: row.email,
      rating: row.rating,
      reviewCount: Number(row.reviewCount),
      quoteAmount: row.quoteAmount,
      finalAmount: row.finalAmount,
      currency: row.linkCurrency,
      status: row.linkStatus,
      displayStatus: hired ? friendHiredStatusLabel(row.linkStatus) : row.linkStatus,
      friendRating: row.friendRating === null ? null : Number(row.friendRating),
      friendReview: row.friendReview,
      verifiedHire: Boolean(row.verifiedHire),
    });
    project.providers.total += 1;
  }
  return [...byProject.values()];
}

const activityOrder = ordering("activity", key.timestamp(recommendations.createdAt), key.uuid(recommendations.id));
/** Newest first, with the viewer's contacts' items of the last 30 days first. */
const activityContactsFirst = contactsFirstOrdering("activity", activityOrder);
const CONTACT_ACTIVITY_DAYS = 30;

/** A friend activity row as its statement reads it (its group, key and total added by contacts-first). */
type ActivityRow = {
  id: string;
  source: string;
  fromUserId: string;
  fromFirstName: string | null;
  fromLastName: string | null;
  providerId: string;
  providerName: string;
  providerCategory: string;
  projectId: string | null;
  projectTitle: string | null;
  projectCategory: string | null;
  message: string | null;
  comment: string | null;
  rating: number | null;
  finalAmount: string | null;
  currency: string;
  amountHidden: boolean;
  createdAt: string | Date;
};

/** Friend activity's statements, kept (db/kept-statement.ts): the viewer, cursor and page size are their values. */
const activityRows = (() => {
  const viewerId = bound<string>("viewer");
  const where = and(
    ne(recommendations.fromUserId, viewerId),
    eq(users.isProfileComplete, true),
    or(isNull(recommendations.toUserId), eq(recommendations.toUserId, viewerId)),
    // A hire on a project the viewer may not see is left out (privacy/rules.ts).
    projectIdVisibleTo(viewerId, sql`${recommendations.projectId}`),
  );
  const from = sql`${recommendations} inner join ${users} on ${users.id} = ${recommendations.fromUserId}`;
  // The amount: when its author shares amounts, and the project's owner too.
  const amountShown = sql`(${amountsShownTo(viewerId, sql`${users.id}`, sql`${recommendations.projectId}`, sql`${users.privacyAmounts}`)}
    and (${projects.id} is null or ${amountsShownTo(viewerId, sql`${projects.userId}`, sql`${projects.id}`)}))`;
  return keptContactsFirst<ActivityRow>("activity", {
    grouped: activityContactsFirst,
    within: activityOrder,
    columns: sql`${recommendations.id} as id, ${recommendations.source} as source, ${users.id} as "fromUserId",
      ${users.firstName} as "fromFirstName", ${users.lastName} as "fromLastName",
      ${providers.id} as "providerId", ${providers.name} as "providerName", ${providers.category} as "providerCategory",
      ${projects.id} as "projectId", ${projects.title} as "projectTitle", ${projects.category} as "projectCategory",
      ${recommendations.message} as message, ${recommendations.comment} as comment, ${recommendations.rating} as rating,
      case when ${amountShown} then ${recommendations.finalAmount}::text end as "finalAmount",
      ${recommendations.currency} as currency,
      (${recommendations.finalAmount} is not null and not ${amountShown}) as "amountHidden",
      ${recommendations.createdAt} as "createdAt"`,
    from: sql`${from} inner join ${providers} on ${providers.id} = ${recommendations.providerId}
      left join ${projects} on ${projects.id} = ${recommendations.projectId}`,
    where,
    total: activityTotal(viewerId),
    first: sql`(${recommendations.createdAt} > now() - make_interval(days => ${CONTACT_ACTIVITY_DAYS})
      and ${inBookOf(viewerId, sql`${recommendations.fromUserId}`)})`,
  });
})();

/**
 * GET /api/recommendations: recent recommendations from other users with completed profiles,
 * newest first (recommendations_created_idx), the viewer's contacts' items of the last 30 days
 * before the rest; the page and its total in one statement. `verifiedHire`: the recommendation
 * was written when a job tracked in Vowch was finished (source "project"), not a vouch or a past
 * experience told afterwards.
 */
export async function listRecommendations(db: Db, viewerId: string, query: PageQuery): Promise<Page<RecommendationItem>> {
  const rows = await activityRows(db, query, { viewer: viewerId });
  const total = await pageTotal(rows, query.cursor, async () => {
    const [row] = await queryRows<{ n: number }>(db, sql`select ${activityTotal(viewerId)} as n`);
    return Number(row?.n ?? 0);
  });
  const firstGroup = firstGroupValue(activityContactsFirst);
  const items = rows.map((r) => ({
    key: r.key,
    item: {
      id: r.id,
      source: r.source,
      verifiedHire: r.source === "project",
      fromContact: Number(r.grp) === firstGroup,
      fromUser: { id: r.fromUserId, firstName: r.fromFirstName, lastName: r.fromLastName },
      provider: { id: r.providerId, name: r.providerName, category: r.providerCategory },
      project: r.projectId && r.projectTitle ? { id: r.projectId, title: r.projectTitle, category: r.projectCategory } : null,
      message: r.message,
      comment: r.comment,
      review: r.comment,
      rating: r.rating,
      finalAmount: r.finalAmount,
      currency: r.currency,
      amountHidden: r.amountHidden === true || (r.amountHidden as unknown) === "t",
      createdAt: iso(r.createdAt),
    },
  }));
  return toPage(activityContactsFirst, items, query.limit, total);
}
