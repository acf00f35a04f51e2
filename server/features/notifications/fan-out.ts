// Writing notifications: each event becomes ONE insert…select of every recipient's row, in the
// event's own transaction (it commits or rolls back with the event). Recipients are people with a
// completed profile, never the actor. The e-mail is queued on the same row when this server sends
// e-mail, the recipient has an address and has not turned that event's e-mail off.
import type { FastifyInstance } from "fastify";
import { sql, type SQL } from "drizzle-orm";
import { emailByDefault, type NotificationType } from "../../../common/notification-types.js";
import type { Db } from "../../db/client.js";
import {
  householdMembers,
  notificationPreferences,
  notifications,
  providerRequests,
  providerSuggestions,
  userProviders,
  users,
} from "../../db/schema.js";
import { peopleWithInTheirBook } from "./recipients.js";
import { requestEmailDay } from "./request-digest.js";

/** What the fan-out needs from the server: whether e-mail is sent. */
export interface NotifyOptions {
  email: boolean;
}

interface Event {
  type: NotificationType;
  actorId: string;
  requestId?: string | null;
  suggestionId?: string | null;
  projectId?: string | null;
  providerId?: string | null;
  providerEditId?: string | null;
  /** A condition on `u` (the recipient, a row of users). */
  recipients: SQL;
}

export const wantsEmailOf = (type: NotificationType, options: NotifyOptions) =>
  options.email
    ? sql`u.email is not null and coalesce((select p.email from ${notificationPreferences} p where p.user_id = u.id and p.type = ${type}::notification_type), ${emailByDefault(type)})`
    : sql`false`;

async function fanOut(tx: Db, e: Event, options: NotifyOptions): Promise<void> {
  await tx.execute(sql`
    insert into ${notifications} (user_id, type, actor_user_id, request_id, suggestion_id, project_id, provider_id, provider_edit_id, email_pending)
    select u.id, ${e.type}::notification_type, ${e.actorId}::uuid, ${e.requestId ?? null}::uuid, ${e.suggestionId ?? null}::uuid,
      ${e.projectId ?? null}::uuid, ${e.providerId ?? null}::uuid, ${e.providerEditId ?? null}::uuid, ${wantsEmailOf(e.type, options)}
    from ${users} u
    where u.is_profile_complete and u.id <> ${e.actorId}::uuid and ${e.recipients}`);
}

/**
 * A new provider request: everyone who has the requester in their address book. Each recipient's
 * request e-mail counts toward their day (request-digest.ts): past the day's few it is held for
 * that recipient's digest. Still one statement: the recipients, their day counters (one upsert
 * each, in id order so two requests never wait on each other crosswise) and the inbox rows.
 */
export async function notifyNewRequest(tx: Db, actorId: string, requestId: string, options: NotifyOptions) {
  const book = peopleWithInTheirBook(actorId);
  const day = requestEmailDay(sql`select id from r where wants order by id`);
  await tx.execute(sql`
    with r as (
      select u.id, ${wantsEmailOf("request", options)} as wants
      from ${users} u
      where u.is_profile_complete and u.id <> ${actorId}::uuid and u.id in (${book})
    ),
    day as (${day})
    insert into ${notifications} (user_id, type, actor_user_id, request_id, email_pending, email_digest, email_next_at)
    select r.id, 'request'::notification_type, ${actorId}::uuid, ${requestId}::uuid, r.wants, coalesce(day.held, false),
      case when day.held then 'infinity'::timestamptz else now() end
    from r left join day on day.user_id = r.id`);
}

/** A suggestion on a request: its requester. */
export async function notifySuggestion(tx: Db, actorId: string, suggestionId: string, requestId: string, options: NotifyOptions) {
  await fanOut(
    tx,
    {
      type: "suggestion",
      actorId,
      requestId,
      suggestionId,
      recipients: sql`u.id = (select r.user_id from ${providerRequests} r where r.id = ${requestId}::uuid)`,
    },
    options,
  );
}

/**
 * A guest's suggestion through a request's link: its asker. There is no actor (a guest has no
 * account); the item names the guest from the suggestion.
 */
export async function notifyLinkSuggestion(tx: Db, suggestionId: string, requestId: string, options: NotifyOptions) {
  await tx.execute(sql`
    insert into ${notifications} (user_id, type, request_id, suggestion_id, email_pending)
    select u.id, 'link_suggestion'::notification_type, ${requestId}::uuid, ${suggestionId}::uuid, ${wantsEmailOf("link_suggestion", options)}
    from ${users} u
    where u.is_profile_complete and u.id = (select r.user_id from ${providerRequests} r where r.id = ${requestId}::uuid)`);
}

/** A +1 on a suggestion: the person who suggested it. */
export async function notifySuggestionVouch(
  tx: Db,
  actorId: string,
  suggestionId: string,
  requestId: string,
  options: NotifyOptions,
) {
  await fanOut(
    tx,
    {
      type: "suggestion_vouch",
      actorId,
      suggestionId,
      requestId,
      recipients: sql`u.id = (select s.suggesting_user_id from ${providerSuggestions} s where s.id = ${suggestionId}::uuid)`,
    },
    options,
  );
}

/** Someone completed their profile after joining through an invite link: the link's owner. */
export async function notifyInviteJoined(tx: Db, joinedId: string, inviterId: string, options: NotifyOptions) {
  await fanOut(tx, { type: "invite_joined", actorId: joinedId, recipients: sql`u.id = ${inviterId}::uuid` }, options);
}

/** Someone joined a household through its link: everyone else in that household. */
export async function notifyHouseholdAdded(tx: Db, joinedId: string, householdId: string, options: NotifyOptions) {
  await fanOut(
    tx,
    {
      type: "household_added",
      actorId: joinedId,
      recipients: sql`u.id in (select m.user_id from ${householdMembers} m where m.household_id = ${householdId}::uuid)`,
    },
    options,
  );
}

/** Added to a project: the new collaborator. */
export async function notifyCollaboratorAdded(
  tx: Db,
  actorId: string,
  projectId: string,
  userId: string,
  options: NotifyOptions,
) {
  await fanOut(tx, { type: "collaborator", actorId, projectId, recipients: sql`u.id = ${userId}::uuid` }, options);
}

/** A first vouch: everyone who has the voucher in their book and the provider on their list. */
export async function notifyVouch(tx: Db, actorId: string, providerId: string, options: NotifyOptions) {
  const book = peopleWithInTheirBook(actorId);
  await fanOut(
    tx,
    {
      type: "vouch",
      actorId,
      providerId,
      recipients: sql`u.id in (${book}) and exists (select 1 from ${userProviders} up where up.user_id = u.id and up.provider_id = ${providerId}::uuid)`,
    },
    options,
  );
}

/**
 * A provider's phone, e-mail or website changed (or a change of them was undone): everyone with
 * the provider on their list, except the editor.
 */
export async function notifyProviderChange(
  tx: Db,
  actorId: string,
  providerId: string,
  providerEditId: string,
  options: NotifyOptions,
) {
  await fanOut(
    tx,
    {
      type: "provider_change",
      actorId,
      providerId,
      providerEditId,
      recipients: sql`u.id in (select up.user_id from ${userProviders} up where up.provider_id = ${providerId}::uuid)`,
    },
    options,
  );
}

/** The fan-out's options for this server. */
export const notifyOptionsOf = (app: FastifyInstance): NotifyOptions => ({
  email: app.mailer.enabled,
});
