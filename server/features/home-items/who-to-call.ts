// "Who to call": the household's go-to provider per trade and its notes. The go-to of a trade is
// the one a member picked ("Make go-to"), else the provider of that trade most recently hired
// (a link in a hired status, latest changed first) on a project owned by anyone in the household.
// Everyone in the household reads it, a viewer too (a sitter's phone list); owner and members
// change it.
import { and, eq, sql } from "drizzle-orm";
import type { GoTo, WhoToCall } from "../../../common/schemas/home-items.js";
import { queryRows, type Db } from "../../db/client.js";
import { hiredList } from "../../db/sql.js";
import { householdGoTo, householdMembers, households, projectProviders, projects, providers, users } from "../../db/schema.js";
import { badRequest, notFound } from "../../errors.js";
import { writableHouseholdOf } from "../household/membership.js";

/** The other hired providers a trade offers for "Make go-to". */
const OTHERS_MAX = 5;

interface Person {
  id: string;
  name: string;
  phone: string | null;
  phoneKey: string | null;
}

interface WhoToCallRow {
  role: WhoToCall["role"];
  hired: { category: string; people: Person[] }[];
  picked: (Person & { category: string })[];
  notes: string | null;
  at: string | Date | null;
  firstName: string | null;
  lastName: string | null;
}

/** One statement: the caller's household and role, its hired providers by trade, its picks and its notes. */
export async function whoToCall(db: Db, userId: string): Promise<WhoToCall> {
  const [row] = await queryRows<WhoToCallRow>(
    db,
    sql`with me as (
          select household_id, role from ${householdMembers} where user_id = ${userId}
        ), hired as (
          select distinct on (pv.id) pv.category, pv.id, pv.name, pv.phone, pv.phone_key, pp.updated_at as at
            from ${householdMembers} hm
            join ${projects} p on p.user_id = hm.user_id
            join ${projectProviders} pp on pp.project_id = p.id
            join ${providers} pv on pv.id = pp.provider_id
           where hm.household_id = (select household_id from me) and pp.status in (${hiredList})
           order by pv.id, pp.updated_at desc
        ), ranked as (
          select *, row_number() over (partition by category order by at desc, id) as n from hired
        ), trades as (
          select category, json_agg(json_build_object('id', id, 'name', name, 'phone', phone, 'phoneKey', phone_key) order by n) as people
            from ranked where n <= ${OTHERS_MAX + 1} group by category
        )
        select me.role,
          coalesce((select json_agg(json_build_object('category', category, 'people', people)) from trades), '[]'::json) as hired,
          coalesce((select json_agg(json_build_object('category', g.category, 'id', pv.id, 'name', pv.name, 'phone', pv.phone,
               'phoneKey', pv.phone_key))
             from ${householdGoTo} g join ${providers} pv on pv.id = g.provider_id
            where g.household_id = me.household_id), '[]'::json) as picked,
          h.notes, h.notes_updated_at as at, u.first_name as "firstName", u.last_name as "lastName"
        from me join ${households} h on h.id = me.household_id
          left join ${users} u on u.id = h.notes_updated_by`,
  );
  // The trigger makes every account's row with the account, so none means the account is gone.
  if (!row) throw notFound("Household not found");
  const { hired, picked } = row;
  const home = row;

  const byTrade = new Map<string, GoTo>();
  for (const row of hired) {
    const [first, ...rest] = row.people;
    byTrade.set(row.category, { category: row.category, provider: first!, picked: false, others: rest.slice(0, OTHERS_MAX) });
  }
  for (const pick of picked) {
    const { category, ...provider } = pick;
    const hiredHere = byTrade.get(category);
    const all = hiredHere ? [hiredHere.provider, ...hiredHere.others] : [];
    const others = all.filter((p) => p.id !== provider.id).slice(0, OTHERS_MAX);
    byTrade.set(category, { category, provider, picked: true, others });
  }
  const name = [home?.firstName, home?.lastName].filter(Boolean).join(" ");
  return {
    role: row.role,
    goTo: [...byTrade.values()].sort((a, b) => a.category.localeCompare(b.category)),
    notes: home?.notes ?? "",
    notesUpdatedAt: home.at ? new Date(home.at).toISOString() : null,
    notesUpdatedBy: home?.at && name ? name : null,
  };
}

/** PUT /api/home/go-to/{category}: a provider of that trade becomes the household's go-to. */
export async function pickGoTo(db: Db, userId: string, category: string, providerId: string): Promise<WhoToCall> {
  const m = await writableHouseholdOf(db, userId);
  const [provider] = await db.select({ category: providers.category }).from(providers).where(eq(providers.id, providerId));
  if (!provider) throw badRequest("Unknown provider", [{ path: "providerId", message: "Unknown provider" }]);
  if (provider.category !== category) {
    throw badRequest(`This provider is not in ${category}`, [
      { path: "providerId", message: `This provider is not in ${category}` },
    ]);
  }
  await db
    .insert(householdGoTo)
    .values({ householdId: m.householdId, category, providerId, chosenBy: userId })
    .onConflictDoUpdate({
      target: [householdGoTo.householdId, householdGoTo.category],
      set: { providerId, chosenBy: userId, updatedAt: new Date() },
    });
  return whoToCall(db, userId);
}

/** DELETE /api/home/go-to/{category}: back to the most recently hired. */
export async function unpickGoTo(db: Db, userId: string, category: string): Promise<WhoToCall> {
  const m = await writableHouseholdOf(db, userId);
  await db.delete(householdGoTo).where(and(eq(householdGoTo.householdId, m.householdId), eq(householdGoTo.category, category)));
  return whoToCall(db, userId);
}

/** PUT /api/home/notes: the household's one text; blank empties it. */
export async function saveNotes(db: Db, userId: string, notes: string): Promise<WhoToCall> {
  const m = await writableHouseholdOf(db, userId);
  const text = notes.trim() === "" ? null : notes;
  await db
    .update(households)
    .set({ notes: text, notesUpdatedBy: userId, notesUpdatedAt: new Date() })
    .where(eq(households.id, m.householdId));
  return whoToCall(db, userId);
}
