// Invite links (docs/decisions/128-invite-links.md). A member makes links (at most
// INVITES_ACTIVE_MAX on at once), each good for INVITE_JOINS joins and INVITE_DAYS days until
// switched off. A new account made with a live link's token (registering, the e-mailed sign-up
// link, OpenID Connect, or Complete Profile) spends one of its joins and remembers the link; when
// its profile is complete, the inviter goes into its book (an entry holding the account and name
// only) and the inviter is notified. Only the inviter's own "Add" puts the new member in theirs.
import { and, desc, eq, sql } from "drizzle-orm";
import {
  INVITE_DAYS,
  INVITE_JOINS,
  INVITE_LIMIT_MESSAGE,
  INVITES_ACTIVE_MAX,
  type CreatedInvite,
  type GettingStarted,
  type InviteItem,
} from "../../../common/schemas/invites.js";
import { queryRows, type Db } from "../../db/client.js";
import { contacts, invites, users } from "../../db/schema.js";
import { AppError, notFound } from "../../errors.js";
import { bookUserIds } from "../contacts/in-book.js";
import { notifyInviteJoined, type NotifyOptions } from "../notifications/fan-out.js";
import { hashInviteToken, newInviteToken, sealInviteToken, unsealInviteToken } from "./token.js";

/** A link that still lets people join: not switched off, not expired, joins left. */
const live = sql`${invites.switchedOffAt} is null and ${invites.expiresAt} > now() and ${invites.joins} < ${INVITE_JOINS}`;

/** Makes a new link; refused (409 INVITE_LIMIT_REACHED) while INVITES_ACTIVE_MAX are on. */
export async function createInvite(
  db: Db,
  ownerId: string,
  secret: string,
  urlOf: (token: string) => string,
): Promise<CreatedInvite> {
  const token = newInviteToken();
  return db.transaction(async (tx) => {
    // One creation at a time per owner, so two at once cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('invites:' || ${ownerId}, 0))`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(invites)
      .where(and(eq(invites.userId, ownerId), live));
    if (Number(count?.n ?? 0) >= INVITES_ACTIVE_MAX) throw new AppError("INVITE_LIMIT_REACHED", INVITE_LIMIT_MESSAGE);
    const [row] = await tx
      .insert(invites)
      .values({
        userId: ownerId,
        tokenHash: hashInviteToken(token),
        tokenSealed: sealInviteToken(token, secret),
        expiresAt: sql`now() + make_interval(days => ${INVITE_DAYS})`,
      })
      .returning();
    return {
      id: row!.id,
      token,
      url: urlOf(token),
      expiresAt: row!.expiresAt.toISOString(),
      joinsLeft: INVITE_JOINS - row!.joins,
    };
  });
}

/** The owner's links, newest first (invites_user_created_idx); an account has few. */
export async function listInvites(
  db: Db,
  ownerId: string,
  secret: string,
  urlOf: (token: string) => string,
): Promise<InviteItem[]> {
  const rows = await db
    .select({
      id: invites.id,
      sealed: invites.tokenSealed,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
      joins: invites.joins,
      active: sql<boolean>`(${live})`,
    })
    .from(invites)
    .where(eq(invites.userId, ownerId))
    .orderBy(desc(invites.createdAt), invites.id);
  return rows.map((r) => {
    const token = unsealInviteToken(r.sealed, secret);
    return {
      id: r.id,
      url: token ? urlOf(token) : null,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      joins: r.joins,
      active: !!r.active,
    };
  });
}

/** Switches one of the owner's links off (another's is not found). */
export async function switchOffInvite(db: Db, ownerId: string, inviteId: string): Promise<void> {
  const [row] = await db
    .update(invites)
    .set({ switchedOffAt: sql`coalesce(${invites.switchedOffAt}, now())` })
    .where(and(eq(invites.id, inviteId), eq(invites.userId, ownerId)))
    .returning({ id: invites.id });
  if (!row) throw notFound("Invite link not found");
}

/** The inviter's first name behind a live link (null for an unknown, used-up, expired or switched-off one). */
export async function inviterOf(db: Db, token: string): Promise<{ firstName: string } | null> {
  const [row] = await db
    .select({ firstName: users.firstName })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .where(and(eq(invites.tokenHash, hashInviteToken(token)), live, eq(users.isProfileComplete, true)))
    .limit(1);
  return row?.firstName ? { firstName: row.firstName } : null;
}

/** The signed-out page's answer: the inviter's first name, for a live link only. */
export async function publicInvite(db: Db, token: string): Promise<{ inviter: { firstName: string } }> {
  const inviter = await inviterOf(db, token);
  if (!inviter) throw notFound("This invite link is not valid any more");
  return { inviter };
}

/**
 * A new account (profile not complete, no link yet) joins through the link of `token`: one
 * statement spends a join of a live link, not the account's own, and remembers it on the account.
 * An unknown, used-up, expired or switched-off token changes nothing (the account stays as made).
 */
export async function joinThroughInvite(db: Db, userId: string, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.execute(sql`
    with claimed as (
      update ${invites} set joins = joins + 1
      where token_hash = ${hashInviteToken(token)} and ${live} and user_id <> ${userId}::uuid
        and exists (select 1 from ${users} where id = ${userId}::uuid and invite_id is null and not is_profile_complete)
      returning id)
    update ${users} set invite_id = (select id from claimed)
    where id = ${userId}::uuid and exists (select 1 from claimed)`);
}

/** An entry of `ownerId`'s book for the person `personId`: their name and account, nothing else. */
function addLinkedEntry(db: Db, ownerId: string, personId: string) {
  return db.execute(sql`
    insert into ${contacts} (user_id, name, linked_user_id)
    select ${ownerId}::uuid, left(coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), 'Vowch member'), 255), p.id
    from ${users} p where p.id = ${personId}::uuid
    on conflict do nothing`);
}

/**
 * Called in Complete Profile's transaction when a profile becomes complete: the inviter of the
 * account's link (if any) goes into its book, and hears that it joined.
 */
export async function welcomeInvited(tx: Db, userId: string, options: NotifyOptions): Promise<void> {
  const [row] = await tx
    .select({ inviterId: invites.userId })
    .from(users)
    .innerJoin(invites, eq(invites.id, users.inviteId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return;
  await addLinkedEntry(tx, userId, row.inviterId);
  await notifyInviteJoined(tx, userId, row.inviterId, options);
}

/**
 * The inviter's "Add": someone who joined through one of the viewer's links goes into the viewer's
 * book as a proven link. Anyone else is not found. Adding twice changes nothing.
 */
export async function addJoined(db: Db, viewerId: string, joinedId: string): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(invites, eq(invites.id, users.inviteId))
    .where(and(eq(users.id, joinedId), eq(invites.userId, viewerId), eq(users.isProfileComplete, true)))
    .limit(1);
  if (!row) throw notFound();
  await addLinkedEntry(db, viewerId, joinedId);
}

/** "Getting started": what the account has done of its three first steps, in one statement. */
export async function gettingStarted(db: Db, viewerId: string): Promise<GettingStarted> {
  const [row] = await queryRows<{ onVowch: boolean; imported: boolean; invited: boolean; shared: boolean }>(
    db,
    sql`select exists ${bookUserIds(viewerId)} as "onVowch",
        exists (select 1 from ${contacts} c where c.user_id = ${viewerId}::uuid and c.linked_user_id is null) as imported,
        exists (select 1 from ${invites} i where i.user_id = ${viewerId}::uuid) as invited,
        u.request_link_shared_at is not null as shared
      from ${users} u where u.id = ${viewerId}::uuid`,
  );
  return {
    hasContactsOnVowch: !!row?.onVowch,
    importedContacts: !!row?.imported,
    createdInvite: !!row?.invited,
    sharedRequest: !!row?.shared,
  };
}
