// The household's people (docs/decisions/130-household.md): single-use links into it, joining,
// roles, the hand-over, leaving, removal and dissolving. Every change runs in one transaction that
// first locks the households it touches (in id order, so two never wait on each other crosswise):
// two joins at once cannot pass HOUSEHOLD_MAX_PEOPLE, and two hand-overs cannot make two owners
// (the one-owner index would refuse it anyway).
import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { HOME_ITEMS_MAX, HOME_TASKS_MAX, HOUSEHOLD_MAX_PEOPLE, type HouseholdRole } from "../../../common/household.js";
import {
  HOUSEHOLD_FULL_MESSAGE,
  HOUSEHOLD_INVITE_DAYS,
  type CreatedHouseholdInvite,
  type Household,
  type HouseholdInvitePreview,
} from "../../../common/schemas/household.js";
import { queryRows, type Db } from "../../db/client.js";
import { homeItems, homeTasks, householdGoTo, householdInvites, householdMembers, households, users } from "../../db/schema.js";
import { AppError, conflict, forbidden, notFound } from "../../errors.js";
import { notifyHouseholdAdded, type NotifyOptions } from "../notifications/fan-out.js";
import { householdOf, requireWriter, type Membership } from "./membership.js";
import { hashHouseholdToken, newHouseholdToken } from "./token.js";

const LINK_NOT_VALID = "This household link is not valid any more";
const OWNER_MUST_HAND_OVER = "You own this household and others are in it: hand it over to one of them, or dissolve it, first.";

/** A link still good for its one join. */
const liveInvite = and(isNull(householdInvites.usedAt), gt(householdInvites.expiresAt, sql`now()`));

/** Locks the households `ids` (in id order) for the rest of the transaction. */
async function lockHouseholds(tx: Db, ids: string[]): Promise<void> {
  await tx
    .select({ id: households.id })
    .from(households)
    .where(inArray(households.id, [...new Set(ids)]))
    .orderBy(asc(households.id))
    .for("update");
}

/**
 * The account's membership with its household (and `alsoLock`) locked. Read again after the lock:
 * a change that committed meanwhile (a removal, a join) is what counts.
 */
async function lockedMembership(tx: Db, userId: string, alsoLock?: string): Promise<Membership> {
  let seen = await householdOf(tx, userId);
  for (let tries = 0; tries < 3; tries++) {
    await lockHouseholds(tx, alsoLock ? [seen.householdId, alsoLock] : [seen.householdId]);
    const now = await householdOf(tx, userId);
    if (now.householdId === seen.householdId) return now;
    seen = now;
  }
  throw new AppError("TRY_AGAIN", "The household changed meanwhile. Please try again.");
}

/** The owner's alone: a viewer's try is READ_ONLY, a member's FORBIDDEN. */
function requireOwner(membership: Membership): Membership {
  requireWriter(membership);
  if (membership.role !== "owner") throw forbidden("Only the household's owner can do this");
  return membership;
}

async function peopleIn(tx: Db, householdId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, householdId));
  return Number(row?.n ?? 0);
}

/** The household's people: the owner first, then in the order they joined. */
async function readHousehold(db: Db, householdId: string): Promise<Household> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: householdMembers.role,
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(desc(sql`${householdMembers.role} = 'owner'`), asc(householdMembers.joinedAt), asc(householdMembers.userId));
  return {
    id: householdId,
    members: rows.map(({ role, ...user }) => ({ user, role })),
  };
}

/** GET /api/household. */
export async function getHousehold(db: Db, userId: string): Promise<Household> {
  return readHousehold(db, (await householdOf(db, userId)).householdId);
}

/**
 * A new single-use link (owner only). Refused (409 HOUSEHOLD_FULL) when the household's people and
 * its open links already make HOUSEHOLD_MAX_PEOPLE: every link handed out has its place.
 */
export async function createHouseholdInvite(
  db: Db,
  userId: string,
  role: "member" | "viewer",
  urlOf: (token: string) => string,
): Promise<CreatedHouseholdInvite> {
  const token = newHouseholdToken();
  await db.transaction(async (tx) => {
    const { householdId } = requireOwner(await lockedMembership(tx, userId));
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(householdInvites)
      .where(and(eq(householdInvites.householdId, householdId), liveInvite));
    if ((await peopleIn(tx, householdId)) + Number(open?.n ?? 0) >= HOUSEHOLD_MAX_PEOPLE) {
      throw conflict("HOUSEHOLD_FULL", HOUSEHOLD_FULL_MESSAGE);
    }
    await tx.insert(householdInvites).values({
      householdId,
      createdBy: userId,
      tokenHash: hashHouseholdToken(token),
      role,
      expiresAt: sql`now() + make_interval(days => ${HOUSEHOLD_INVITE_DAYS})`,
    });
  });
  return { token, url: urlOf(token) };
}

/** The join page's look-up: who invites, as what, and where the caller is now. */
export async function previewHouseholdInvite(db: Db, userId: string, token: string): Promise<HouseholdInvitePreview> {
  const [invite] = await db
    .select({
      householdId: householdInvites.householdId,
      role: householdInvites.role,
      firstName: users.firstName,
      lastName: users.lastName,
      inviterId: users.id,
    })
    .from(householdInvites)
    .leftJoin(users, eq(users.id, householdInvites.createdBy))
    .where(and(eq(householdInvites.tokenHash, hashHouseholdToken(token)), liveInvite))
    .limit(1);
  if (!invite) throw notFound(LINK_NOT_VALID);
  const mine = await householdOf(db, userId);
  const [people, current] = await Promise.all([peopleIn(db, invite.householdId), peopleIn(db, mine.householdId)]);
  return {
    inviter: invite.inviterId ? { firstName: invite.firstName, lastName: invite.lastName } : null,
    role: invite.role as "member" | "viewer",
    people,
    alreadyHere: mine.householdId === invite.householdId,
    current: { people: current, role: mine.role },
  };
}

/**
 * Moves everyone of `householdId` named by `who` into a new household of one each (their own,
 * owned), in one statement. The household keeps its records: they are the home's, not a person's.
 */
async function toHouseholdsOfOne(tx: Db, householdId: string, who: ReturnType<typeof sql>): Promise<void> {
  await tx.execute(sql`
    with people as materialized (
      select m.user_id, gen_random_uuid() as household_id from ${householdMembers} m
      where m.household_id = ${householdId}::uuid and ${who}),
    made as (insert into ${households} (id) select household_id from people)
    update ${householdMembers} m set household_id = p.household_id, role = 'owner', joined_at = now()
    from people p where m.user_id = p.user_id`);
}

/**
 * Someone alone joins: the records of their household of one (upkeep tasks with their log, items
 * with their documents, go-to providers, notes) move into the joined household, then the emptied
 * household goes. A trade the joined household already has a go-to for keeps it; the notes are
 * added below the household's own when both fit together, else the household's own stay.
 */
async function bringRecords(tx: Db, from: string, to: string): Promise<void> {
  const [counts] = await queryRows<{ tasks: number; items: number }>(
    tx,
    sql`select (select count(*)::int from ${homeTasks} where household_id in (${from}::uuid, ${to}::uuid)) as tasks,
      (select count(*)::int from ${homeItems} where household_id in (${from}::uuid, ${to}::uuid)) as items`,
  );
  if (Number(counts?.tasks) > HOME_TASKS_MAX || Number(counts?.items) > HOME_ITEMS_MAX) {
    throw conflict(
      "HOUSEHOLD_FULL",
      `Together your homes would have more than ${HOME_TASKS_MAX} upkeep tasks or ${HOME_ITEMS_MAX} items. Remove some of yours first.`,
    );
  }
  await tx.update(homeTasks).set({ householdId: to }).where(eq(homeTasks.householdId, from));
  await tx.update(homeItems).set({ householdId: to }).where(eq(homeItems.householdId, from));
  await tx.execute(sql`
    insert into ${householdGoTo} (household_id, category, provider_id, chosen_by, updated_at)
    select ${to}::uuid, category, provider_id, chosen_by, updated_at from ${householdGoTo} where household_id = ${from}::uuid
    on conflict do nothing`);
  await tx.execute(sql`
    update ${households} h set
      notes = case when coalesce(h.notes, '') = '' then c.notes else h.notes || E'\n\n' || c.notes end,
      notes_updated_by = c.notes_updated_by, notes_updated_at = now()
    from ${households} c
    where h.id = ${to}::uuid and c.id = ${from}::uuid and coalesce(c.notes, '') <> ''
      and char_length(coalesce(h.notes, '')) + 2 + char_length(c.notes) <= 5000`);
  await tx.delete(households).where(eq(households.id, from));
}

/**
 * Joins the household of a live link, spending it. From a household of more than one: 409
 * ALREADY_IN_HOUSEHOLD, unless `leaveCurrent` (then its owner must hand over first: 409
 * HOUSEHOLD_OWNER). The household's others hear that someone joined.
 */
export async function joinHousehold(
  db: Db,
  userId: string,
  token: string,
  leaveCurrent: boolean,
  notify: NotifyOptions,
): Promise<Household> {
  const householdId = await db.transaction(async (tx) => {
    const [invite] = await tx
      .select({ id: householdInvites.id, householdId: householdInvites.householdId, role: householdInvites.role })
      .from(householdInvites)
      .where(eq(householdInvites.tokenHash, hashHouseholdToken(token)))
      .limit(1);
    if (!invite) throw notFound(LINK_NOT_VALID);
    const mine = await lockedMembership(tx, userId, invite.householdId);
    // Read again under the household's lock: a join that spent it meanwhile has committed.
    const [live] = await tx
      .select({ id: householdInvites.id })
      .from(householdInvites)
      .where(and(eq(householdInvites.id, invite.id), liveInvite));
    if (!live) throw notFound(LINK_NOT_VALID);
    if (mine.householdId === invite.householdId) throw conflict("ALREADY_IN_HOUSEHOLD", "You're already in this household.");
    const alone = (await peopleIn(tx, mine.householdId)) === 1;
    if (!alone && !leaveCurrent) {
      throw conflict("ALREADY_IN_HOUSEHOLD", "You're in a household with others. Leave it to join this one.");
    }
    if (!alone && mine.role === "owner") throw conflict("HOUSEHOLD_OWNER", OWNER_MUST_HAND_OVER);
    if ((await peopleIn(tx, invite.householdId)) >= HOUSEHOLD_MAX_PEOPLE) {
      throw conflict("HOUSEHOLD_FULL", HOUSEHOLD_FULL_MESSAGE);
    }
    await tx
      .update(householdMembers)
      .set({ householdId: invite.householdId, role: invite.role, joinedAt: sql`now()` })
      .where(eq(householdMembers.userId, userId));
    await tx
      .update(householdInvites)
      .set({ usedAt: sql`now()`, usedBy: userId })
      .where(eq(householdInvites.id, invite.id));
    if (alone) await bringRecords(tx, mine.householdId, invite.householdId);
    await notifyHouseholdAdded(tx, userId, invite.householdId, notify);
    return invite.householdId;
  });
  return readHousehold(db, householdId);
}

/** The person `targetId` in the caller's household (locked with it), or 404. */
async function memberOfSameHousehold(tx: Db, householdId: string, targetId: string): Promise<HouseholdRole> {
  const [row] = await tx
    .select({ role: householdMembers.role })
    .from(householdMembers)
    .where(and(eq(householdMembers.userId, targetId), eq(householdMembers.householdId, householdId)));
  if (!row) throw notFound();
  return row.role;
}

/** PATCH /api/household/members/{userId} (owner): a new role; "owner" hands the house over. */
export async function changeRole(db: Db, callerId: string, targetId: string, role: HouseholdRole): Promise<Household> {
  const householdId = await db.transaction(async (tx) => {
    const mine = await lockedMembership(tx, callerId);
    await memberOfSameHousehold(tx, mine.householdId, targetId);
    requireOwner(mine);
    if (targetId === callerId) {
      if (role === "owner") return mine.householdId;
      throw conflict("HOUSEHOLD_OWNER", "Hand the household over to someone first: you stay its member.");
    }
    if (role === "owner") {
      // The caller steps down first: the one-owner index holds at every statement.
      await tx.update(householdMembers).set({ role: "member" }).where(eq(householdMembers.userId, callerId));
    }
    await tx.update(householdMembers).set({ role }).where(eq(householdMembers.userId, targetId));
    return mine.householdId;
  });
  return readHousehold(db, householdId);
}

/**
 * DELETE /api/household/members/{userId}: the owner removes someone, or a member or viewer leaves
 * (removes themself). Either way that person is back in a household of one; the household keeps
 * its records. The owner cannot leave: they hand over or dissolve (409 HOUSEHOLD_OWNER).
 */
export async function removeMember(db: Db, callerId: string, targetId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = await lockedMembership(tx, callerId);
    await memberOfSameHousehold(tx, mine.householdId, targetId);
    if (targetId === callerId) {
      if (mine.role === "owner") throw conflict("HOUSEHOLD_OWNER", OWNER_MUST_HAND_OVER);
    } else {
      requireOwner(mine);
    }
    await toHouseholdsOfOne(tx, mine.householdId, sql`m.user_id = ${targetId}::uuid`);
  });
}

/**
 * DELETE /api/household (owner): everyone else is back in a household of one; the owner keeps the
 * household with its records. Its open links end with it.
 */
export async function dissolveHousehold(db: Db, callerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { householdId } = requireOwner(await lockedMembership(tx, callerId));
    await toHouseholdsOfOne(tx, householdId, sql`m.user_id <> ${callerId}::uuid`);
    await tx.delete(householdInvites).where(and(eq(householdInvites.householdId, householdId), isNull(householdInvites.usedAt)));
  });
}

/** The households an account deletion must leave whole: 409 HOUSEHOLD_OWNER while others are in its own. */
export async function householdBeforeAccountDeletion(tx: Db, userId: string): Promise<{ householdId: string; alone: boolean }> {
  const mine = await lockedMembership(tx, userId);
  const others = await tx
    .select({ id: householdMembers.userId })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, mine.householdId), ne(householdMembers.userId, userId)))
    .limit(1);
  if (others.length > 0 && mine.role === "owner") {
    throw conflict(
      "HOUSEHOLD_OWNER",
      "You own a household with others in it. Hand it over to one of them, or dissolve it, in Profile → Household first.",
    );
  }
  return { householdId: mine.householdId, alone: others.length === 0 };
}
