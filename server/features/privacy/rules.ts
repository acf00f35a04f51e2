// Privacy you control (docs/decisions/077-privacy-settings.md): the SQL building
// blocks every network read uses, so each rule is a condition or a column in the read's own
// statement (no query per row). The owner's own book decides who "my contacts" are: a viewer is
// one of my contacts when an entry of MY book matches them (contacts/in-book.ts). Seen from the
// viewer, that is "the owners whose books hold me" (`booksHolding(viewer)`): one set per
// statement, the same relation as `inBookOf(owner, viewer)` without a lookup per row.
import { sql, type SQL } from "drizzle-orm";
import { booksHolding } from "../contacts/in-book.js";
import { users, projectCollaborators, projects } from "../../db/schema.js";
import type { Bound } from "../../db/kept-statement.js";

/** Column references of a project row (defaults: the `projects` table by its own name). */
export type ProjectRef = { id: SQL; userId: SQL; visibility: SQL };
const projectsTable: ProjectRef = {
  id: sql`"projects"."id"`,
  userId: sql`"projects"."user_id"`,
  visibility: sql`"projects"."visibility"`,
};

/** The owner's setting for a column `col` of users, read by the owner's id (a primary-key probe). */
const ownerSetting = (column: string, ownerId: SQL) =>
  sql`(select ps.${sql.raw(column)} from ${users} ps where ps.id = ${ownerId})`;

/** `userId` is the owner of a book that holds the viewer: the viewer is one of their contacts. */
function viewerInBookOf(viewerId: Bound<string>, userId: SQL): SQL {
  return sql`(${userId} in ${booksHolding(viewerId)})`;
}

/**
 * The people who share a project with the viewer: the owners of projects the viewer collaborates
 * on, the collaborators on the viewer's projects, and the viewer's fellow collaborators.
 */
function coMembersOf(viewerId: Bound<string>): SQL {
  return sql`(
    select p.user_id from ${projectCollaborators} a join ${projects} p on p.id = a.project_id where a.user_id = ${viewerId}
    union
    select b.user_id from ${projects} p join ${projectCollaborators} b on b.project_id = p.id where p.user_id = ${viewerId}
    union
    select b.user_id from ${projectCollaborators} a join ${projectCollaborators} b on b.project_id = a.project_id
      where a.user_id = ${viewerId})`;
}

/** The viewer collaborates on the project `projectId`. */
function collaboratesOn(viewerId: Bound<string>, projectId: SQL): SQL {
  return sql`exists(select 1 from ${projectCollaborators} pcv where pcv.project_id = ${projectId} and pcv.user_id = ${viewerId})`;
}

/**
 * Who sees a project: its owner and collaborators always; others by the project's own visibility,
 * else the owner's `privacy_projects` ("everyone", "contacts": people in the owner's book, "nobody").
 * `ownerProjects` may name an already joined owner's column instead of a probe.
 */
export function projectVisibleTo(viewerId: Bound<string>, p: ProjectRef = projectsTable, ownerProjects?: SQL): SQL {
  const audience = sql`coalesce(${p.visibility}, ${ownerProjects ?? ownerSetting("privacy_projects", p.userId)})`;
  return sql`(${p.userId} = ${viewerId} or case ${audience}
      when 'everyone' then true
      when 'contacts' then ${viewerInBookOf(viewerId, p.userId)} or ${collaboratesOn(viewerId, p.id)}
      else ${collaboratesOn(viewerId, p.id)} end)`;
}

/**
 * The project `projectId` (a column that may be null: then true) is one the viewer sees. A
 * primary-key probe per row (`offset 0`): unfenced, PostgreSQL may hash it into a subplan that
 * checks every project of the community before a page's first row (friend activity's
 * second group read all 50,000 projects at 10,000 users).
 */
export function projectIdVisibleTo(viewerId: Bound<string>, projectId: SQL): SQL {
  const vp: ProjectRef = { id: sql`vp.id`, userId: sql`vp.user_id`, visibility: sql`vp.visibility` };
  return sql`(${projectId} is null or exists(select 1 from ${projects} vp where vp.id = ${projectId} and ${projectVisibleTo(viewerId, vp)} offset 0))`;
}

/**
 * Whether the viewer sees the amounts (budget, quote, final amount) of `ownerId`: the owner, the
 * project's collaborators (when `projectId` is given), everyone when the owner shares amounts.
 */
export function amountsShownTo(viewerId: Bound<string>, ownerId: SQL, projectId?: SQL, ownerAmounts?: SQL): SQL {
  const member = projectId ? sql` or ${collaboratesOn(viewerId, projectId)}` : sql``;
  return sql`(${ownerId} = ${viewerId} or coalesce(${ownerAmounts ?? ownerSetting("privacy_amounts", ownerId)}, true)${member})`;
}

/**
 * Whether the viewer gets the e-mail and phone of `userId`: themselves, everyone when the person
 * shares them, else the people in the person's book and the people sharing a project with them.
 */
export function contactDetailsShownTo(viewerId: Bound<string>, userId: SQL, setting?: SQL): SQL {
  return sql`(${userId} = ${viewerId} or ${setting ?? ownerSetting("privacy_contact_details", userId)} = 'everyone'
    or ${viewerInBookOf(viewerId, userId)} or ${userId} in ${coMembersOf(viewerId)})`;
}
