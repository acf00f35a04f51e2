// Recurring work: logging a visit, the service log with totals per year,
// Home's "Coming up", and the user's time zone. Shared by the dialog and the routes.
import { z } from "zod";
import { DATE_RANGE, isRealDate } from "../dates";
import { validTimeZone } from "../time-zone";
import { blankToUndefined } from "./blank";
import { warrantyComingUpSchema } from "./home-items";
import { optionalMoney, optionalRating } from "./fields";
import { taskComingUpSchema } from "./home-tasks";

/** The most recent visits the service log shows (the totals per year count them all). */
export const SERVICE_LOG_MAX = 100;
/** Home's "Coming up": the next 14 days, at most this many entries. */
export const COMING_UP_DAYS = 14;
export const COMING_UP_MAX = 20;

/** POST /api/projects/{id}/services: a visit that happened. */
export const logVisitSchema = z.object({
  completedDate: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Visit date is required" })
      .refine(isRealDate, "Visit date must be a valid date")
      .refine((s) => s >= DATE_RANGE.min && s <= DATE_RANGE.max, "Visit date must be between 1900 and 2100"),
  ),
  actualCost: optionalMoney("Cost must be a valid positive number"),
  rating: optionalRating,
  notes: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    z.string().max(5000, "Notes are too long").optional(),
  ),
});
export type LogVisit = z.input<typeof logVisitSchema>;

const serviceVisitSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  scheduledDate: z.string(),
  completedDate: z.string().nullable(),
  status: z.string(),
  actualCost: z.string().nullable(),
  /** The ISO 4217 code of the amounts (the currency of the account that entered them). */
  currency: z.string(),
  rating: z.number().nullable(),
  notes: z.string().nullable(),
});
export type ServiceVisit = z.infer<typeof serviceVisitSchema>;

/** A year's visits and cost in one currency (a year with costs in two currencies has two). */
const yearTotalSchema = z.object({ year: z.number(), currency: z.string(), total: z.string(), visits: z.number() });

/** GET /api/projects/{id}/services: newest visits first, and per year (newest first) the cost and count. */
export const serviceLogSchema = z.object({
  visits: z.array(serviceVisitSchema),
  totals: z.array(yearTotalSchema),
});
export type ServiceLog = z.infer<typeof serviceLogSchema>;

/** POST /api/projects/{id}/services answers the visit and where the schedule now stands. */
export const loggedVisitSchema = z.object({
  visit: serviceVisitSchema,
  nextServiceDate: z.string().nullable(),
  recurringDayOfMonth: z.number().nullable(),
});
export type LoggedVisit = z.infer<typeof loggedVisitSchema>;

/** An estimate appointment or a recurring project's next service in Home's "Coming up". */
const visitItemSchema = z.object({
  kind: z.enum(["estimate", "service"]),
  /** The link (estimate) or the project (service): what the calendar file is fetched by. */
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  providerName: z.string().nullable(),
  /** The day, YYYY-MM-DD: a service's in the user's time zone, an estimate's in its own zone. */
  date: z.string(),
  /** The estimate's time of day in its own zone (HH:MM); null for a service (all day). */
  time: z.string().nullable(),
  /** The estimate's instant (ISO); null for a service. */
  at: z.string().nullable(),
  /** The IANA zone the estimate was scheduled in (its date and time are that zone's); null for a service. */
  timeZone: z.string().nullable(),
  /** The estimate's zone's short name ("PST") when the viewer's zone is another, else null. */
  zoneName: z.string().nullable(),
});
export type VisitComingUpItem = z.infer<typeof visitItemSchema>;

/** One entry of Home's "Coming up": a visit (above), an upkeep task due (or overdue), or a warranty ending. */
export const comingUpItemSchema = z.union([visitItemSchema, taskComingUpSchema, warrantyComingUpSchema]);
export type ComingUpItem = z.infer<typeof comingUpItemSchema>;

/** PUT /api/account/time-zone: the browser's IANA zone, as Intl resolves it. */
export const timeZoneSchema = z.object({
  timeZone: z.string({ error: "Time zone is required" }).transform((v, ctx) => {
    const zone = validTimeZone(v);
    if (!zone) {
      ctx.addIssue({ code: "custom", message: "Unknown time zone" });
      return z.NEVER;
    }
    return zone;
  }),
});
