// Prices from your contacts and where the money went (docs/decisions/135-prices-and-spending.md):
// the calls' queries and answers. Amounts are numeric text in dollars; there is one currency (USD).
import { z } from "zod";
import { COST_KINDS, LIMITS } from "../constants";

/** GET /api/prices?category=… */
export const pricesQuerySchema = z.object({
  category: z
    .string({ error: "Category is required" })
    .trim()
    .min(1, "Category is required")
    .max(LIMITS.categoryMax, "Category is too long"),
});

/** What contacts paid, or only how many jobs there were when too few people to say it safely. */
export const pricesSchema = z.union([
  z.object({
    category: z.string(),
    enough: z.literal(true),
    jobs: z.number(),
    people: z.number(),
    low: z.number(),
    median: z.number(),
    high: z.number(),
  }),
  z.object({ category: z.string(), enough: z.literal(false), jobs: z.number() }),
]);
export type Prices = z.infer<typeof pricesSchema>;

/** The fewest people (each with their latest job) whose amounts may be summed up. */
export const PRICES_MIN_PEOPLE = 3;
/** How far back a finished job counts, in years. */
export const PRICES_YEARS = 3;

/** The report's year: 4 digits, default the current year. */
export const spendingQuerySchema = z.object({
  year: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^\d{4}$/, "Year must be 4 digits")
      .transform(Number)
      .refine((y) => y >= 1900 && y <= 2200, "Year must be between 1900 and 2200")
      .optional(),
  ),
});

const costKind = z.enum(COST_KINDS).nullable();

/** GET /api/reports/spending: the household's year. */
export const spendingSchema = z.object({
  year: z.number(),
  total: z.string(),
  byCategory: z.array(z.object({ category: z.string(), total: z.string(), jobs: z.number() })),
  byMonth: z.array(z.object({ month: z.string(), total: z.string() })),
  byProject: z.array(
    z.object({ projectId: z.string(), title: z.string(), costKind, budget: z.string().nullable(), total: z.string() }),
  ),
  /** Each kind's total (null: projects whose kind was not said); upkeep tasks count as upkeep. */
  byCostKind: z.array(z.object({ costKind, total: z.string() })),
});
export type Spending = z.infer<typeof spendingSchema>;
