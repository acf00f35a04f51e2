// Recurring work: a logged visit and the schedule rolled forward, in one
// transaction with the project's row locked, so two visits logged at once roll twice, never once.
import { and, desc, eq, exists, sql } from "drizzle-orm";
import { anchorDayFor, rollForward } from "../../../common/recurring-dates.js";
import {
  SERVICE_LOG_MAX,
  type LoggedVisit,
  type ServiceLog,
  type ServiceVisit,
  type logVisitSchema,
} from "../../../common/schemas/recurring.js";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { projects, serviceOccurrences } from "../../db/schema.js";
import { badRequest } from "../../errors.js";
import { accessTo, loadVisibleProject, loadWritableProject, visibleProjectRow } from "../projects/access.js";
import { writerCurrency } from "../../db/currency.js";

const NOT_RECURRING = "Only recurring projects have a service log.";

const visitColumns = {
  id: serviceOccurrences.id,
  projectId: serviceOccurrences.projectId,
  scheduledDate: serviceOccurrences.scheduledDate,
  completedDate: serviceOccurrences.completedDate,
  status: serviceOccurrences.status,
  actualCost: serviceOccurrences.actualCost,
  currency: serviceOccurrences.currency,
  rating: serviceOccurrences.rating,
  notes: serviceOccurrences.notes,
};

/**
 * Logs a visit on a recurring project (owner or collaborator). The visit fulfils the scheduled
 * service (the project's next service date, or the visit's own date when none was set); the next
 * service date then rolls forward from the scheduled date by the frequency. A month-based
 * schedule remembers its anchor day in the project's day of month, so Jan 31 → Feb 28 → Mar 31.
 * "Not specified" (no frequency) leaves the next service date as it is.
 */
export async function logVisit(
  db: Db,
  projectId: string,
  viewerId: string,
  input: z.output<typeof logVisitSchema>,
): Promise<LoggedVisit> {
  return db.transaction(async (tx) => {
    const { project } = await loadWritableProject(tx, projectId, viewerId, true);
    if (project.projectType !== "recurring") throw badRequest(NOT_RECURRING);
    const scheduled = project.nextServiceDate ?? input.completedDate;
    const [visit] = await tx
      .insert(serviceOccurrences)
      .values({
        projectId,
        scheduledDate: scheduled,
        completedDate: input.completedDate,
        status: "completed",
        actualCost: input.actualCost ?? null,
        currency: writerCurrency(viewerId),
        rating: input.rating ?? null,
        notes: input.notes ?? null,
      })
      .returning(visitColumns);
    const frequency = project.recurringFrequency;
    const anchor = anchorDayFor(scheduled, frequency, project.recurringDayOfMonth);
    const next = rollForward(scheduled, frequency, anchor);
    let nextServiceDate = project.nextServiceDate;
    let recurringDayOfMonth = project.recurringDayOfMonth;
    if (next) {
      nextServiceDate = next;
      recurringDayOfMonth = anchor ?? recurringDayOfMonth;
      await tx
        .update(projects)
        .set({ nextServiceDate, recurringDayOfMonth, updatedAt: new Date() })
        .where(eq(projects.id, projectId));
    }
    return { visit: visit as ServiceVisit, nextServiceDate, recurringDayOfMonth };
  });
}

/** The project's newest visits and, per year of the visit (newest first), what they cost and how many. */
export async function serviceLog(db: Db, projectId: string, viewerId: string): Promise<ServiceLog> {
  const visitDate = sql`coalesce(${serviceOccurrences.completedDate}, ${serviceOccurrences.scheduledDate})`;
  const year = sql<number>`extract(year from ${visitDate})::int`;
  // The access check is a condition of the visits' read; only an empty log asks whether the
  // project is there for the viewer at all (404), and then it has no totals either.
  const rows = await db
    .select({ ...visitColumns, access: accessTo(projectId, viewerId) })
    .from(serviceOccurrences)
    .where(
      and(
        eq(serviceOccurrences.projectId, projectId),
        exists(
          db
            .select({ one: sql`1` })
            .from(projects)
            .where(visibleProjectRow(db, projectId, viewerId)),
        ),
      ),
    )
    .orderBy(desc(visitDate), desc(serviceOccurrences.createdAt), desc(serviceOccurrences.id))
    .limit(SERVICE_LOG_MAX);
  if (rows.length === 0) {
    await loadVisibleProject(db, projectId, viewerId);
    return { visits: [], totals: [] };
  }
  // A household viewer reads the visits without what they cost, and no yearly totals.
  if (rows[0]!.access === "viewer")
    return { visits: rows.map(({ access: _a, ...v }) => ({ ...v, actualCost: null })), totals: [] };
  const visits = rows.map(({ access: _a, ...v }) => v);
  const totals = await db
    .select({
      year,
      // One currency at a time: a year with visits in two currencies has a total in each.
      currency: serviceOccurrences.currency,
      total: sql<string>`coalesce(sum(${serviceOccurrences.actualCost}), 0)::numeric(12,2)::text`,
      visits: sql<number>`count(*)::int`,
    })
    .from(serviceOccurrences)
    .where(and(eq(serviceOccurrences.projectId, projectId), eq(serviceOccurrences.status, "completed")))
    .groupBy(year, serviceOccurrences.currency)
    .orderBy(desc(year), serviceOccurrences.currency);
  return { visits, totals };
}
