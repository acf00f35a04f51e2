// Totals of the community-wide lists (docs/decisions/040-totals-kept-by-the-database.md):
// exact, and cheap whatever the community's size. The spec makes every other user with a
// completed profile a friend, so "on a friend's list / recommended by a friend" holds for nearly
// every provider, and counting it per request read the whole community. The database keeps, per
// provider, the backers every viewer but themselves sees (provider_backing, migration 0020) and
// the community totals (backing_totals); a viewer's total is that, corrected by the viewer's own
// few rows:
//   - their own counted rows (a provider backed only by the viewer is not "by a friend");
//   - the recommendations only some viewers see (addressed to the viewer, or on a project whose
//     audience is contacts or nobody), which the viewer reaches from their side: addressed to
//     them, on their projects, on projects of people whose book holds them, on projects they
//     collaborate on — each checked with the same privacy rule as the list (privacy/rules.ts).
import { sql, type SQL } from "drizzle-orm";
import { keptTotal } from "../../db/kept-totals.js";
import { booksHolding } from "../contacts/in-book.js";
import { projectIdVisibleTo } from "../privacy/rules.js";
import {
  recommendations,
  projects,
  users,
  projectCollaborators,
  providers,
  providerBacking,
  userProviders,
} from "../../db/schema.js";
import type { Bound } from "../../db/kept-statement.js";

const candidateColumns = (alias: string) =>
  sql.raw(
    ["id", "provider_id", "from_user_id", "to_user_id", "project_id", "rating", "backs"].map((c) => `${alias}.${c}`).join(", "),
  );

/**
 * Every recommendation the viewer may see that not everyone sees, possibly with some that everyone
 * does (harmless: callers re-check with the list's own rule), as rows of recommendations. Each
 * branch walks from the viewer's side by index probes (LATERAL … offset 0 keeps the planner from
 * turning a branch into a scan of every project and recommendation when it misjudges a set's size).
 * Of the projects of people whose book holds the viewer, only those shown to their contacts are
 * walked: what is on their public projects everyone sees (or, addressed to the viewer, comes by
 * the first branch), and their "nobody" projects show only to collaborators (the last branch).
 */
function restrictedCandidates(viewerId: Bound<string>): SQL {
  return sql`select ${candidateColumns("rt")} from ${recommendations} rt where rt.to_user_id = ${viewerId}
    union select ${candidateColumns("ro")} from ${projects} po
      cross join lateral (select * from ${recommendations} r where r.project_id = po.id offset 0) ro
      where po.user_id = ${viewerId}
    union select ${candidateColumns("rb")} from ${booksHolding(viewerId)} h
      cross join lateral (select pb.id from ${projects} pb where pb.user_id = h.user_id
        and coalesce(pb.visibility, (select ho.privacy_projects from ${users} ho where ho.id = h.user_id)) = 'contacts'
        offset 0) pb
      cross join lateral (select * from ${recommendations} r where r.project_id = pb.id offset 0) rb
    union select ${candidateColumns("rc")} from ${projectCollaborators} cl
      cross join lateral (select * from ${recommendations} r where r.project_id = cl.project_id offset 0) rc
      where cl.user_id = ${viewerId}`;
}

/** A recommendation `alias` the viewer sees in the network views (the lists' own rule). */
function recommendationVisibleTo(viewerId: Bound<string>, alias: string): SQL {
  const a = sql.raw(alias);
  // The author's flag by a primary-key probe: as an EXISTS, PostgreSQL's generic plan joined it
  // against a scan of every user, up to 10,000 rows read per candidate (EXPLAIN at 10,000 users).
  return sql`${a}.from_user_id <> ${viewerId}
    and coalesce((select fu.is_profile_complete from ${users} fu where fu.id = ${a}.from_user_id), false)
    and (${a}.to_user_id is null or ${a}.to_user_id = ${viewerId})
    and ${projectIdVisibleTo(viewerId, sql.raw(`${alias}.project_id`))}`;
}

/**
 * The providers with a recommendation whose comment contains `pattern` (a LIKE pattern, matched
 * lower-cased) that the viewer may read: their own, those everyone but the author sees (`backs`,
 * no privacy probe needed), and those only some see, reached from the viewer's side and checked
 * with the lists' rule. The text is matched through the comment's trigram index first, so only
 * matching rows are read. Each provider once.
 */
export function providersWithReadableComment(viewerId: string, pattern: string): SQL {
  const contains = (alias: string) => sql`lower(${sql.raw(alias)}.comment) like lower(${pattern})`;
  return sql`select rp.provider_id from ${recommendations} rp
      where ${contains("rp")} and (rp.backs or rp.from_user_id = ${viewerId})
    union select rq.provider_id from (${restrictedCandidates(viewerId)}) c join ${recommendations} rq on rq.id = c.id
      where not c.backs and ${contains("rq")} and ${recommendationVisibleTo(viewerId, "c")}`;
}

export type BackedList = "friend" | "high";

/**
 * The number of providers (under `where`, a condition on "providers") that the viewer sees backed
 * by a friend: on another completed user's list or recommended by one ("friend"), or recommended
 * with 4 stars or more ("high"). Equal to counting the lists' own condition, row for row.
 */
export function backedTotal(viewerId: Bound<string>, list: BackedList, where: SQL | undefined): SQL<number> {
  const backers = sql.raw(list === "friend" ? "friend_backers" : "high_backers");
  const minRating = list === "friend" ? 1 : 4;
  const filter = where ? sql` and ${where}` : sql``;
  const community = where
    ? sql`(select count(*) from ${providers} join ${providerBacking} cb on cb.provider_id = providers.id
        where cb.${backers} > 0${filter})`
    : keptTotal(list === "friend" ? "friendProviders" : "highProviders");
  const ownEntries =
    list === "friend"
      ? sql`select oup.provider_id from ${userProviders} oup where oup.user_id = ${viewerId} and oup.backs union all `
      : sql``;
  // own: what the viewer's own rows add to each provider's count (they are no friend of theirs);
  // rst: the providers the viewer sees recommended by a friend through a recommendation not everyone sees.
  return sql<number>`(with cand as materialized (${restrictedCandidates(viewerId)}),
      rst as materialized (select distinct c.provider_id from cand c
        where coalesce(c.rating, 5) >= ${minRating} and ${recommendationVisibleTo(viewerId, "c")}),
      own as materialized (select x.provider_id, count(*)::int as n from (${ownEntries}
        select orc.provider_id from ${recommendations} orc
          where orc.from_user_id = ${viewerId} and orc.backs and coalesce(orc.rating, 5) >= ${minRating}) x
        group by x.provider_id)
    select (${community}
      - (select count(*) from own o join ${providerBacking} ob on ob.provider_id = o.provider_id
          join ${providers} on providers.id = o.provider_id
          where ob.${backers} = o.n and not exists(select 1 from rst where rst.provider_id = o.provider_id)${filter})
      + (select count(*) from rst join ${providers} on providers.id = rst.provider_id
          left join ${providerBacking} rb on rb.provider_id = rst.provider_id
          where coalesce(rb.${backers}, 0) = 0${filter}))::int)`;
}

/**
 * The number of recommendations in the viewer's friend activity (GET /api/recommendations): those
 * everyone sees, less the viewer's own, plus those only some see that the viewer may.
 */
export function activityTotal(viewerId: Bound<string>): SQL<number> {
  return sql<number>`(with cand as materialized (${restrictedCandidates(viewerId)})
    select (${keptTotal("publicRecommendations")}
      - (select count(*) from ${recommendations} orc where orc.from_user_id = ${viewerId} and orc.backs)
      + (select count(*) from cand c where not c.backs and ${recommendationVisibleTo(viewerId, "c")}))::int)`;
}

/**
 * The directory's total under `where`: a count of the matching providers, or with no filter the
 * size the database keeps (backing_totals.providers, migration 0021) instead of counting them all.
 * A category alone has its own kept size (`keptCategoryTotal`, read by the lists' filters).
 */
export function directoryTotal(where: SQL | undefined): SQL<number> {
  return where ? sql<number>`(select count(*)::int from ${providers} where ${where})` : keptTotal("providers");
}
