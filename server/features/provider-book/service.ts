// The "Provider book": my history with a provider (every job on a project I own, work on or my
// household's), what I spent, when I last hired them, and my own notes and "Don't hire again"
// mark (provider_notes: private unless its author shares it with their household; then the
// household's owner and members read and change it, its author alone shares or unshares it).
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { ProviderHistory, ProviderNotesUpdate } from "../../../common/schemas/provider-book.js";
import { queryRows, type Db } from "../../db/client.js";
import { hiredList, iso } from "../../db/sql.js";
import { providerNotes, providers, projectProviders, serviceOccurrences, projects, reviews, users } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { householdRoleOf, householdUserIds, householdWriterIds } from "../household/sharing.js";
import { accessColumn, memberProjectIds, readOnly } from "../projects/access.js";
import { providerNotFound, requireProvider } from "../providers/exists.js";

/** The link statuses whose amount is money spent ("Total spent"): the work is done or running. */
const SPENT_STATUSES = new Set<string>(["completed", "active"]);

const JOBS_MAX = 200;

interface JobRow {
  linkId: string;
  projectId: string;
  projectTitle: string;
  status: ProviderHistory["jobs"][number]["status"];
  addedAt: string | Date;
  workStartDate: string | null;
  updatedAt: string | Date;
  amount: string | null;
  currency: string;
  myRating: number | null;
  hired: boolean;
  /** The logged visits' costs by currency, when this job is the recurring project's one hired provider. */
  visitsCost: Record<string, string> | null;
}

const dateOnly = (v: string | Date) => (typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/**
 * GET /api/providers/{id}/history: two statements (the jobs with my ratings and, for a recurring
 * project's one hired provider, the project's logged visits' costs; my notes, which also tell an
 * unknown provider). A visit names no provider: it is the provider's when that provider is the
 * only one hired on the project (docs/decisions/088-provider-book.md).
 */
export async function providerHistory(
  db: Db,
  providerId: string,
  viewerId: string,
  viewerCurrency: string,
): Promise<ProviderHistory> {
  const rows = await queryRows<JobRow>(
    db,
    sql`
      select pp.id as "linkId", projects.id as "projectId", projects.title as "projectTitle", pp.status,
        pp.created_at as "addedAt", pp.work_start_date::text as "workStartDate", pp.updated_at as "updatedAt",
        case when ${accessColumn(viewerId)} = 'viewer' then null else coalesce(pp.final_amount, pp.quote_amount)::text end as amount,
        pp.currency,
        coalesce(rv.rating, case when projects.user_id = ${viewerId} then pp.rating end) as "myRating",
        pp.status in (${hiredList}) as hired,
        case when projects.project_type = 'recurring' and pp.status in (${hiredList}) and not exists (
            select 1 from ${projectProviders} other
            where other.project_id = pp.project_id and other.id <> pp.id and other.status in (${hiredList}))
            and ${accessColumn(viewerId)} <> 'viewer'
          then (select json_object_agg(c.currency, c.total) from (select so.currency, sum(so.actual_cost)::text as total
            from ${serviceOccurrences} so where so.project_id = pp.project_id and so.status = 'completed'
              and so.actual_cost is not null group by so.currency) c)
        end as "visitsCost"
      from ${projectProviders} pp join ${projects} on projects.id = pp.project_id
        left join ${reviews} rv on rv.project_provider_id = pp.id and rv.user_id = ${viewerId}
      where pp.provider_id = ${providerId} and ${memberProjectIds(viewerId)}
      order by pp.created_at desc, pp.id desc
      limit ${JOBS_MAX}`,
  );
  // My notes and what the others of my household shared (none for a viewer), read through the
  // provider's row: no row is an unknown provider (404).
  const shared = sql<ProviderHistory["household"]>`coalesce((
    select json_agg(json_build_object('author', json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name),
      'notes', case when n.notes_shared then n.notes end, 'doNotHire', n.do_not_hire and n.do_not_hire_shared)
      order by u.first_name, u.id)
    from ${providerNotes} n join ${users} u on u.id = n.user_id
    where n.provider_id = ${providers.id} and n.user_id in ${householdWriterIds(viewerId)}
      and ((n.notes_shared and n.notes is not null) or (n.do_not_hire_shared and n.do_not_hire))), '[]'::json)`;
  const [book] = await db
    .select({
      notes: providerNotes.notes,
      doNotHire: providerNotes.doNotHire,
      notesShared: providerNotes.notesShared,
      doNotHireShared: providerNotes.doNotHireShared,
      household: shared,
    })
    .from(providers)
    .leftJoin(providerNotes, and(eq(providerNotes.providerId, providers.id), eq(providerNotes.userId, viewerId)))
    .where(eq(providers.id, providerId));
  if (!book) throw providerNotFound();
  const hired = rows.filter((r) => r.hired);
  // Money spent is work done: a completed job (its final amount, else the quote) and a running
  // recurring one (active). An accepted or scheduled job (in_progress, whose start date may be
  // ahead) has cost nothing yet. A recurring job's spend is what its logged visits cost (its quote
  // is the price of one visit); until a visit with a cost is logged, its agreed amount. Cents as
  // integers: no floating point in a money sum. One sum per currency, mine first.
  const cents = new Map<string, number>([[viewerCurrency, 0]]);
  const add = (currency: string, amount: string) =>
    cents.set(currency, (cents.get(currency) ?? 0) + Math.round(Number(amount) * 100));
  for (const r of hired.filter((h) => SPENT_STATUSES.has(h.status))) {
    if (r.visitsCost) for (const [currency, amount] of Object.entries(r.visitsCost)) add(currency, amount);
    else if (r.amount) add(r.currency, r.amount);
  }
  const total = (c: number) => (c / 100).toFixed(2);
  const lastHiredAt =
    hired
      .map((r) => r.workStartDate ?? dateOnly(r.addedAt))
      .sort()
      .at(-1) ?? null;
  return {
    jobs: rows.map(({ hired: _hired, visitsCost: _visitsCost, addedAt, updatedAt, ...job }) => ({
      ...job,
      addedAt: iso(addedAt),
      updatedAt: iso(updatedAt),
    })),
    totalSpent: total(cents.get(viewerCurrency)!),
    currency: viewerCurrency,
    otherTotalsSpent: [...cents]
      .filter(([currency]) => currency !== viewerCurrency)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, c]) => ({ currency, total: total(c) })),
    lastHiredAt,
    notes: book.notes ?? null,
    doNotHire: book.doNotHire ?? false,
    notesShared: book.notesShared ?? false,
    doNotHireShared: book.doNotHireShared ?? false,
    household: book.household,
  };
}

/**
 * PATCH /api/providers/{id}/history: my notes, my mark and their "Share with my household"
 * switches; a blank note is stored as none. With `authorId`, another household person's shared
 * note or mark: a viewer gets READ_ONLY, and what is not shared (or not in my household) is 404.
 */
export async function updateProviderNotes(
  db: Db,
  providerId: string,
  viewerId: string,
  viewerCurrency: string,
  input: ProviderNotesUpdate,
) {
  await requireProvider(db, providerId);
  const set: Partial<typeof providerNotes.$inferInsert> = { updatedAt: new Date() };
  if (input.notes !== undefined) set.notes = input.notes ? input.notes : null;
  if (input.doNotHire !== undefined) set.doNotHire = input.doNotHire;
  if (input.authorId !== undefined && input.authorId !== viewerId) {
    await updateSharedNote(db, providerId, viewerId, input.authorId, set);
    return providerHistory(db, providerId, viewerId, viewerCurrency);
  }
  if (input.notesShared !== undefined) set.notesShared = input.notesShared;
  if (input.doNotHireShared !== undefined) set.doNotHireShared = input.doNotHireShared;
  await db
    .insert(providerNotes)
    .values({
      userId: viewerId,
      providerId,
      notes: set.notes ?? null,
      doNotHire: set.doNotHire ?? false,
      notesShared: set.notesShared ?? false,
      doNotHireShared: set.doNotHireShared ?? false,
    })
    .onConflictDoUpdate({ target: [providerNotes.userId, providerNotes.providerId], set });
  return providerHistory(db, providerId, viewerId, viewerCurrency);
}

const NOTE_NOT_FOUND = "Note not found";

/** Changes what `authorId` shared with the viewer's household: only the shared note and the shared mark. */
async function updateSharedNote(
  db: Db,
  providerId: string,
  viewerId: string,
  authorId: string,
  set: Partial<typeof providerNotes.$inferInsert>,
) {
  const [role] = await queryRows<{ role: string | null }>(db, sql`select ${householdRoleOf(viewerId)} as role`);
  if (role?.role === "viewer") throw readOnly();
  const shared = and(
    eq(providerNotes.userId, authorId),
    eq(providerNotes.providerId, providerId),
    sql`${providerNotes.userId} in ${householdWriterIds(viewerId)}`,
  );
  // What is not shared stays its author's: changing it is refused as not there.
  const rows = await db
    .update(providerNotes)
    .set(set)
    .where(
      and(
        shared,
        set.notes !== undefined ? eq(providerNotes.notesShared, true) : undefined,
        set.doNotHire !== undefined ? eq(providerNotes.doNotHireShared, true) : undefined,
      ),
    )
    .returning({ userId: providerNotes.userId });
  if (rows.length === 0) throw notFound(NOTE_NOT_FOUND);
}

/** GET /api/providers/do-not-hire: the ids I marked or my household shared a mark on, for the warning on cards. */
export async function doNotHireIds(db: Db, viewerId: string) {
  const rows = await db
    .selectDistinct({ id: providerNotes.providerId })
    .from(providerNotes)
    .where(
      and(
        eq(providerNotes.doNotHire, true),
        or(
          eq(providerNotes.userId, viewerId),
          and(eq(providerNotes.doNotHireShared, true), sql`${providerNotes.userId} in ${householdUserIds(viewerId)}`),
        ),
      ),
    )
    .orderBy(asc(providerNotes.providerId))
    .limit(1000);
  return { providerIds: rows.map((r) => r.id) };
}
