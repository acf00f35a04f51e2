// The "Provider book": my history with a provider (every job on a project I own or
// work on), what I spent, when I last hired them, and my own private notes and "Don't hire again"
// mark (provider_notes: read and written only by its owner's own calls).
import { and, asc, eq, sql } from "drizzle-orm";
import type { ProviderHistory, ProviderNotesUpdate } from "../../../common/schemas/provider-book.js";
import { queryRows, type Db } from "../../db/client.js";
import { hiredList, iso } from "../../db/sql.js";
import { providerNotes, providers, projectProviders, serviceOccurrences, projects, reviews } from "../../db/schema.js";
import { memberProjectIds } from "../projects/access.js";
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
  myRating: number | null;
  hired: boolean;
  /** The logged visits' costs, when this job is the recurring project's one hired provider. */
  visitsCost: string | null;
}

const dateOnly = (v: string | Date) => (typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/**
 * GET /api/providers/{id}/history: two statements (the jobs with my ratings and, for a recurring
 * project's one hired provider, the project's logged visits' costs; my notes, which also tell an
 * unknown provider). A visit names no provider: it is the provider's when that provider is the
 * only one hired on the project (docs/decisions/088-provider-book.md).
 */
export async function providerHistory(db: Db, providerId: string, viewerId: string): Promise<ProviderHistory> {
  const rows = await queryRows<JobRow>(
    db,
    sql`
      select pp.id as "linkId", projects.id as "projectId", projects.title as "projectTitle", pp.status,
        pp.created_at as "addedAt", pp.work_start_date::text as "workStartDate", pp.updated_at as "updatedAt",
        coalesce(pp.final_amount, pp.quote_amount)::text as amount,
        coalesce(rv.rating, case when projects.user_id = ${viewerId} then pp.rating end) as "myRating",
        pp.status in (${hiredList}) as hired,
        case when projects.project_type = 'recurring' and pp.status in (${hiredList}) and not exists (
            select 1 from ${projectProviders} other
            where other.project_id = pp.project_id and other.id <> pp.id and other.status in (${hiredList}))
          then (select sum(so.actual_cost) from ${serviceOccurrences} so
            where so.project_id = pp.project_id and so.status = 'completed')::text
        end as "visitsCost"
      from ${projectProviders} pp join ${projects} on projects.id = pp.project_id
        left join ${reviews} rv on rv.project_provider_id = pp.id and rv.user_id = ${viewerId}
      where pp.provider_id = ${providerId} and ${memberProjectIds(viewerId)}
      order by pp.created_at desc, pp.id desc
      limit ${JOBS_MAX}`,
  );
  // My notes, read through the provider's row: no row is an unknown provider (404).
  const [book] = await db
    .select({ notes: providerNotes.notes, doNotHire: providerNotes.doNotHire })
    .from(providers)
    .leftJoin(providerNotes, and(eq(providerNotes.providerId, providers.id), eq(providerNotes.userId, viewerId)))
    .where(eq(providers.id, providerId));
  if (!book) throw providerNotFound();
  const hired = rows.filter((r) => r.hired);
  // Money spent is work done: a completed job (its final amount, else the quote) and a running
  // recurring one (active). An accepted or scheduled job (in_progress, whose start date may be
  // ahead) has cost nothing yet. A recurring job's spend is what its logged visits cost (its quote
  // is the price of one visit); until a visit with a cost is logged, its agreed amount. Cents as
  // integers: no floating point in a money sum.
  const cents = hired
    .filter((r) => SPENT_STATUSES.has(r.status))
    .reduce((sum, r) => {
      const spent = r.visitsCost ?? r.amount;
      return sum + (spent ? Math.round(Number(spent) * 100) : 0);
    }, 0);
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
    totalSpent: (cents / 100).toFixed(2),
    lastHiredAt,
    notes: book.notes ?? null,
    doNotHire: book.doNotHire ?? false,
  };
}

/** PATCH /api/providers/{id}/history: my notes and/or my mark; a blank note is stored as none. */
export async function updateProviderNotes(db: Db, providerId: string, viewerId: string, input: ProviderNotesUpdate) {
  await requireProvider(db, providerId);
  const set: Partial<typeof providerNotes.$inferInsert> = { updatedAt: new Date() };
  if (input.notes !== undefined) set.notes = input.notes ? input.notes : null;
  if (input.doNotHire !== undefined) set.doNotHire = input.doNotHire;
  await db
    .insert(providerNotes)
    .values({ userId: viewerId, providerId, notes: set.notes ?? null, doNotHire: set.doNotHire ?? false })
    .onConflictDoUpdate({ target: [providerNotes.userId, providerNotes.providerId], set });
  return providerHistory(db, providerId, viewerId);
}

/** GET /api/providers/do-not-hire: the ids I marked, for the warning on cards (bounded by my marks). */
export async function doNotHireIds(db: Db, viewerId: string) {
  const rows = await db
    .select({ id: providerNotes.providerId })
    .from(providerNotes)
    .where(and(eq(providerNotes.userId, viewerId), eq(providerNotes.doNotHire, true)))
    .orderBy(asc(providerNotes.providerId))
    .limit(1000);
  return { providerIds: rows.map((r) => r.id) };
}
