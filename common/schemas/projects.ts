// The spec's validation rules project form: one schema for the New/Edit Project dialog (react-hook-form) and the
// POST/PUT /api/projects routes. Empty optional values become absent.
import { z } from "zod";
import {
  COST_KINDS,
  LIMITS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  RECURRING_FREQUENCIES,
  type ProjectProviderStatus,
  type ProjectType,
} from "../constants";
import { DATE_RANGE, isRealDate } from "../dates";
import { PROJECT_ACCESS } from "../project-access";
import { blankToUndefined } from "./blank";
import { isoDate, optionalMoney } from "./fields";
import { PROJECT_AUDIENCES } from "../privacy";

/** Optional text that is absent when blank (the project form is sent whole: absent clears). */
const textOrAbsent = (max?: number, message?: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    (max ? z.string().max(max, message) : z.string()).optional(),
  );

const optionalDate = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isRealDate, `${label} must be a valid date`)
      .refine((s) => s >= DATE_RANGE.min, `${label} cannot be before ${DATE_RANGE.min}`)
      .refine((s) => s <= DATE_RANGE.max, `${label} cannot be after ${DATE_RANGE.max}`)
      .optional(),
  );

const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => {
      const e = blankToUndefined(v);
      return typeof e === "string" ? Number(e) : e;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

export const projectFormSchema = z
  .object({
    title: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      z
        .string({ error: "Project title is required" })
        .min(1, "Project title is required")
        .max(LIMITS.titleMax, "Title is too long"),
    ),
    description: textOrAbsent(5000, "Description is too long"),
    category: textOrAbsent(LIMITS.categoryMax, "Category is too long"),
    status: z.preprocess(blankToUndefined, z.enum(PROJECT_STATUSES, { error: "Invalid project status" }).optional()),
    projectType: z.preprocess(blankToUndefined, z.enum(PROJECT_TYPES, { error: "Invalid project type" }).optional()),
    budget: optionalMoney("Budget must be a valid positive number"),
    startDate: optionalDate("Start date"),
    endDate: optionalDate("End date"),
    recurringFrequency: z.preprocess(blankToUndefined, z.enum(RECURRING_FREQUENCIES, { error: "Invalid frequency" }).optional()),
    recurringDayOfWeek: optionalInt(LIMITS.dayOfWeekMin, LIMITS.dayOfWeekMax, "Day of week must be between 0 and 6"),
    recurringDayOfMonth: optionalInt(LIMITS.dayOfMonthMin, LIMITS.dayOfMonthMax, "Day of month must be between 1 and 31"),
    nextServiceDate: optionalDate("Next service date"),
    recurringBudget: optionalMoney("Recurring budget must be a valid positive number"),
    recurringNotes: textOrAbsent(5000, "Notes are too long"),
    // Who sees this project: absent, blank or "default" follows the owner's setting.
    visibility: z.preprocess(
      (v) => (v === "default" ? undefined : blankToUndefined(v)),
      z.enum(PROJECT_AUDIENCES, { error: "Invalid visibility" }).optional(),
    ),
    // What the money went on; absent or blank: not said.
    costKind: z.preprocess(blankToUndefined, z.enum(COST_KINDS, { error: "Invalid kind of cost" }).optional()),
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, {
    message: "End date cannot be before the start date",
    path: ["endDate"],
  });

export type ProjectForm = z.output<typeof projectFormSchema>;

export const projectIdParamsSchema = z.object({ id: z.uuid("Not found") });

/** A project as GET /api/projects/{id} returns it. */
export const projectSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  budget: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  progress: z.number(),
  category: z.string().nullable(),
  isPublic: z.boolean(),
  projectType: z.enum(PROJECT_TYPES),
  recurringFrequency: z.string().nullable(),
  recurringDayOfWeek: z.number().nullable(),
  recurringDayOfMonth: z.number().nullable(),
  nextServiceDate: z.string().nullable(),
  recurringBudget: z.string().nullable(),
  isRecurringActive: z.boolean(),
  recurringNotes: z.string().nullable(),
  visibility: z.enum(PROJECT_AUDIENCES).nullable(),
  costKind: z.enum(COST_KINDS).nullable(),
  /** The ISO 4217 code of the amounts (the currency of the account that entered them). */
  currency: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

const userSummarySchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

export const projectDetailSchema = projectSchema.extend({
  isOwner: z.boolean(),
  /** What the signed-in person may do on it (common/project-access.ts). */
  access: z.enum(PROJECT_ACCESS),
  owner: userSummarySchema,
});

/** A list entry: what the summary card needs (the spec's screens), computed in a bounded number of queries. */
export const projectListItemSchema = projectSchema.extend({
  isOwner: z.boolean(),
  access: z.enum(PROJECT_ACCESS),
  /** The first providers attached (at most the card's 3 avatars). */
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
  providerCount: z.number(),
  /** Link counts per project-provider status, only statuses with at least one link. */
  statusCounts: z.record(z.string(), z.number()),
});

export const collaboratorSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  userId: z.string(),
  role: z.string(),
  invitedBy: z.string().nullable(),
  joinedAt: isoDate,
  createdAt: isoDate,
  user: userSummarySchema,
});

export const addCollaboratorSchema = z.object({ userId: z.uuid("Please choose a user") });
export const collaboratorParamsSchema = z.object({ id: z.uuid("Not found"), userId: z.uuid("Not found") });

export const userStatsSchema = z.object({
  totalProjects: z.number(),
  projectsByStatus: z.record(z.string(), z.number()),
  activeProjects: z.number(),
  completedProjects: z.number(),
  totalProviders: z.number(),
  totalReviews: z.number(),
});

export type Project = z.output<typeof projectSchema> & { projectType: ProjectType };
export type ProjectDetail = z.output<typeof projectDetailSchema>;
export type ProjectListItem = z.output<typeof projectListItemSchema> & {
  statusCounts: Partial<Record<ProjectProviderStatus, number>>;
};
export type Collaborator = z.output<typeof collaboratorSchema>;
