// Friends, a friend's projects and the friend activity feed (spec §2 Home, Friends, Friend detail).
import { and, desc, eq, exists, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { HIRED_STATUSES, friendHiredStatusLabel, isHiredStatus } from "../../../common/status-flow.js";
import {
  FRIEND_LINKS_MAX,
  FRIEND_PROJECTS_MAX,
  type FriendProfile,
  type FriendListItem,
  type FriendProject,
  type FriendProjectProvider,
  type FriendSummary,
  type RecommendationItem,
} from "../../../common/schemas/friends.js";
import type { PageQuery } from "../../../common/schemas/paging.js";
import type { UsersQuery } from "../../../common/schemas/users.js";
import { queryRows, type Db } from "../../db/client.js";
import { projectProviders, projects, providers, recommendations, users } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { key, ordering, type Page, pageTotal, toPage } from "../../paging.js";
import { activityTotal } from "../providers/backing.js";
import { contactsFirstOrdering, contactsFirstRows, firstGroupValue } from "../contacts/contacts-first.js";
import { inBookOf } from "../contacts/in-book.js";
import { ownersRating, ownersRecommendation, ownersReview, verifiedHire } from "../reviews/owners-word.js";
import type { PhoneRegion } from "../../../common/phone.js";
import { amountsShownTo, projectIdVisibleTo, projectVisibleTo } from "../privacy/rules.js";
import { detailsShown, listOtherUsers, publicUserColumns } from "../users/queries.js";

const hiredList = sql.raw(HIRED_STATUSES.map((s) => `'${s}'`).join(", "));

/**
 * The links a friend's view shows (spec §2 Friend detail): hired ones, and the others that carry
 * a quote (an amount, or the status quoted). Merely contacted providers are not shown.
 */
const shownLinkCondition: SQL = sql`(${projectProviders.status} in (${hiredList}) or ${projectProviders.quoteAmount} is not null or ${projectProviders.status} = 'quoted')`;

const isoString = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** A friend: another user with a completed profile (spec §6); the viewer is never their own friend. */
const friendRow = (viewerId: string, friendId: string) =>
  and(eq(users.id, friendId), ne(users.id, viewerId), eq(users.isProfileComplete, true));

async function findFriend(db: Db, viewerId: string, friendId: string) {
  const [friend] = await db
    // The e-mail only when the friend shares it with the viewer (issue 12, privacy/rules.ts).
    .select({ ...publicUserColumns, email: sql<string | null>`case when ${detailsShown(viewerId)} then ${users.email} end` })
    .from(users)
    .where(friendRow(viewerId, friendId))
    .limit(1);
  if (!friend) throw notFound("Friend not found");
  return friend;
}

/**
 * Provider summaries of many friends in one query: a LATERAL aggregate per friend, fenced with
 * `offset 0` so each one is an index probe (projects by user_id, project_providers by project)
 * and the cost follows the page of friends, not the size of project_providers.
 */
async function friendSummaries(db: Db, viewerId: string, userIds: string[]): Promise<Map<string, FriendSummary>> {
  const result = new Map<string, FriendSummary>();
  if (userIds.length === 0) return result;
  const idArray = sql`${`{${userIds.join(",")}}`}::uuid[]`;
  type SummaryRow = { userId: string; providerCount: number; hiredCount: number; categories: unknown };
  const rows = await queryRows<SummaryRow>(
    db,
    sql`
    select f.id as "userId", s.provider_count as "providerCount", s.hired_count as "hiredCount", s.categories
    from (select distinct id from unnest(${idArray}) as t(id)) f
    cross join lateral (
      select count(distinct ${projectProviders.providerId})::int as provider_count,
        (count(distinct ${projectProviders.providerId}) filter (where ${projectProviders.status} in (${hiredList})))::int as hired_count,
        (array_agg(distinct ${providers.category} order by ${providers.category}))[1:3] as categories
      from ${projects}
      join ${projectProviders} on ${projectProviders.projectId} = ${projects.id}
      join ${providers} on ${providers.id} = ${projectProviders.providerId}
      where ${projects.userId} = f.id and ${shownLinkCondition} and ${projectVisibleTo(viewerId)}
      offset 0) s
    where s.provider_count > 0`,
  );
  for (const row of rows) {
    result.set(row.userId, {
      providerCount: Number(row.providerCount),
      hiredCount: Number(row.hiredCount),
      categories: parseTextArray(row.categories),
    });
  }
  return result;
}

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
  const people = await listOtherUsers(db, viewerId, query, region);
  const summaries = await friendSummaries(
    db,
    viewerId,
    people.items.map((p) => p.id),
  );
  return {
    ...people,
    items: people.items.map((p) => ({
      ...p,
      // The card shows the e-mail only in place of a missing name (spec §2 Friends), so only then is it sent.
      email: p.firstName?.trim() || p.lastName?.trim() ? null : p.email,
      summary: summaries.get(p.id) ?? { providerCount: 0, hiredCount: 0, categories: [] },
    })),
  };
}

export async function getFriendProfile(db: Db, viewerId: string, friendId: string): Promise<FriendProfile> {
  const friend = await findFriend(db, viewerId, friendId);
  const [[projectCount], [providerCount]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(and(eq(projects.userId, friendId), projectVisibleTo(viewerId))),
    db
      .select({ n: sql<number>`count(distinct ${projectProviders.providerId})::int` })
      .from(projectProviders)
      .innerJoin(projects, eq(projects.id, projectProviders.projectId))
      .where(and(eq(projects.userId, friendId), shownLinkCondition, projectVisibleTo(viewerId))),
  ]);
  const counts = { projectCount: projectCount?.n, providerCount: providerCount?.n };
  return { ...friend, projectCount: Number(counts?.projectCount ?? 0), providerCount: Number(counts?.providerCount ?? 0) };
}

/**
 * GET /api/contacts/{id}/projects: two queries whatever the number of projects, the friend check
 * being a condition of the first; a third only when there is no project to show, to tell "no
 * project" (an empty list) from "no such friend" (404).
 */
export async function listFriendProjects(db: Db, viewerId: string, friendId: string): Promise<FriendProject[]> {
  // Only the projects the friend shows the viewer; amounts only when the friend shares them.
  const rows = await db
    .select({ project: projects, amountsShown: amountsShownTo(viewerId, sql`${projects.userId}`, sql`${projects.id}`) })
    .from(projects)
    .where(
      and(
        eq(projects.userId, friendId),
        exists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(friendRow(viewerId, friendId)),
        ),
        projectVisibleTo(viewerId),
      ),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(FRIEND_PROJECTS_MAX);
  if (rows.length === 0) {
    await findFriend(db, viewerId, friendId);
    return [];
  }
  const linkAmountsShown = amountsShownTo(viewerId, sql`${projects.userId}`, sql`${projects.id}`);
  const links = await db
    .select({
      linkId: projectProviders.id,
      projectId: projectProviders.projectId,
      id: providers.id,
      name: providers.name,
      category: providers.category,
      phone: providers.phone,
      email: providers.email,
      rating: providers.rating,
      reviewCount: providers.reviewCount,
      quoteAmount: sql<string | null>`case when ${linkAmountsShown} then ${projectProviders.quoteAmount} end`,
      finalAmount: sql<string | null>`case when ${linkAmountsShown} then ${projectProviders.finalAmount} end`,
      status: projectProviders.status,
      friendRating: ownersRating(),
      friendReview: ownersReview(),
      verifiedHire: verifiedHire(),
    })
    .from(projectProviders)
    .innerJoin(providers, eq(providers.id, projectProviders.providerId))
    .innerJoin(projects, eq(projects.id, projectProviders.projectId))
    .leftJoin(recommendations, ownersRecommendation(friendId))
    .where(
      and(
        inArray(
          projectProviders.projectId,
          rows.map((r) => r.project.id),
        ),
        shownLinkCondition,
      ),
    )
    .orderBy(desc(providers.rating), projectProviders.createdAt)
    .limit(FRIEND_LINKS_MAX);

  const byProject = new Map<string, { hired: FriendProjectProvider[]; quoted: FriendProjectProvider[] }>();
  for (const { projectId, ...link } of links) {
    const group = byProject.get(projectId) ?? { hired: [], quoted: [] };
    byProject.set(projectId, group);
    const hired = isHiredStatus(link.status);
    group[hired ? "hired" : "quoted"].push({
      ...link,
      verifiedHire: Boolean(link.verifiedHire),
      displayStatus: hired ? friendHiredStatusLabel(link.status) : link.status,
    });
  }
  return rows.map(({ project: p, amountsShown }) => {
    const group = byProject.get(p.id) ?? { hired: [], quoted: [] };
    return {
      id: p.id,
      title: p.title,
      description: p.description,
      status: p.status,
      projectType: p.projectType,
      recurringFrequency: p.recurringFrequency,
      budget: amountsShown ? p.budget : null,
      amountsHidden: !amountsShown,
      startDate: p.startDate,
      endDate: p.endDate,
      category: p.category,
      createdAt: isoString(p.createdAt),
      providers: { total: group.hired.length + group.quoted.length, hired: group.hired, quoted: group.quoted },
    };
  });
}

const activityOrder = ordering("activity", key.timestamp(recommendations.createdAt), key.uuid(recommendations.id));
/** Newest first, with the viewer's contacts' items of the last 30 days first (issue 12). */
const activityContactsFirst = contactsFirstOrdering("activity", activityOrder);
const CONTACT_ACTIVITY_DAYS = 30;

/**
 * GET /api/recommendations: recent recommendations from other users with completed profiles,
 * newest first (recommendations_created_idx), the viewer's contacts' items of the last 30 days
 * before the rest; the page and its total in one statement. `verifiedHire`: the recommendation
 * was written when a job tracked in Vowch was finished (source "project"), not a vouch or a past
 * experience told afterwards.
 */
export async function listRecommendations(db: Db, viewerId: string, query: PageQuery): Promise<Page<RecommendationItem>> {
  const where = and(
    ne(recommendations.fromUserId, viewerId),
    eq(users.isProfileComplete, true),
    or(isNull(recommendations.toUserId), eq(recommendations.toUserId, viewerId)),
    // A hire on a project the viewer may not see is left out (issue 12, privacy/rules.ts).
    projectIdVisibleTo(viewerId, sql`${recommendations.projectId}`),
  );
  const from = sql`${recommendations} inner join ${users} on ${users.id} = ${recommendations.fromUserId}`;
  // The amount: when its author shares amounts, and the project's owner too.
  const amountShown = sql`(${amountsShownTo(viewerId, sql`${users.id}`, sql`${recommendations.projectId}`, sql`${users.privacyAmounts}`)}
    and (${projects.id} is null or ${amountsShownTo(viewerId, sql`${projects.userId}`, sql`${projects.id}`)}))`;
  type Row = {
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
    amountHidden: boolean;
    createdAt: string | Date;
    grp: number;
    key: unknown;
    total: number;
  };
  const rows = await contactsFirstRows<Row>(db, {
    grouped: activityContactsFirst,
    within: activityOrder,
    columns: sql`${recommendations.id} as id, ${recommendations.source} as source, ${users.id} as "fromUserId",
      ${users.firstName} as "fromFirstName", ${users.lastName} as "fromLastName",
      ${providers.id} as "providerId", ${providers.name} as "providerName", ${providers.category} as "providerCategory",
      ${projects.id} as "projectId", ${projects.title} as "projectTitle", ${projects.category} as "projectCategory",
      ${recommendations.message} as message, ${recommendations.comment} as comment, ${recommendations.rating} as rating,
      case when ${amountShown} then ${recommendations.finalAmount}::text end as "finalAmount",
      (${recommendations.finalAmount} is not null and not ${amountShown}) as "amountHidden",
      ${recommendations.createdAt} as "createdAt"`,
    from: sql`${from} inner join ${providers} on ${providers.id} = ${recommendations.providerId}
      left join ${projects} on ${projects.id} = ${recommendations.projectId}`,
    where,
    total: activityTotal(viewerId),
    first: sql`(${recommendations.createdAt} > now() - make_interval(days => ${CONTACT_ACTIVITY_DAYS})
      and ${inBookOf(viewerId, sql`${recommendations.fromUserId}`)})`,
    cursor: query.cursor,
    limit: query.limit,
  });
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
      amountHidden: r.amountHidden === true || (r.amountHidden as unknown) === "t",
      createdAt: isoString(r.createdAt),
    },
  }));
  return toPage(activityContactsFirst, items, query.limit, total);
}
