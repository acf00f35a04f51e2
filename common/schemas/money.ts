// Prices from your contacts and where the money went (docs/decisions/135-prices-and-spending.md):
// the calls' queries and answers. Amounts are numeric text, each answered with its currency (ISO 4217).
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

/**
 * What contacts paid in the viewer's currency (jobs paid in other currencies do not count), or only
 * how many such jobs there were when too few people to say it safely.
 */
export const pricesSchema = z.union([
  z.object({
    category: z.string(),
    /** The viewer's currency: the one the figures are in. */
    currency: z.string(),
    enough: z.literal(true),
    jobs: z.number(),
    people: z.number(),
    low: z.number(),
    median: z.number(),
    high: z.number(),
  }),
  z.object({ category: z.string(), currency: z.string(), enough: z.literal(false), jobs: z.number() }),
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

/** A year's figures in one currency (amounts in different currencies are never added together). */
const spendingInCurrencySchema = z.object({
  /** The ISO 4217 code of every figure here. */
  currency: z.string(),
  total: z.string(),
  byCategory: z.array(z.object({ category: z.string(), total: z.string(), jobs: z.number() })),
  byMonth: z.array(z.object({ month: z.string(), total: z.string() })),
  byProject: z.array(
    z.object({
      projectId: z.string(),
      title: z.string(),
      costKind,
      budget: z.string().nullable(),
      /** The budget's currency (the project's), which may differ from the spending's. */
      budgetCurrency: z.string(),
      total: z.string(),
    }),
  ),
  /** Each kind's total (null: projects whose kind was not said); upkeep tasks count as upkeep. */
  byCostKind: z.array(z.object({ costKind, total: z.string() })),
});
export type SpendingInCurrency = z.infer<typeof spendingInCurrencySchema>;

/**
 * GET /api/reports/spending: the household's year in the caller's currency (zero when nothing was
 * paid in it), and in each other currency paid in, by code.
 */
export const spendingSchema = spendingInCurrencySchema.extend({
  year: z.number(),
  otherCurrencies: z.array(spendingInCurrencySchema),
});
export type Spending = z.infer<typeof spendingSchema>;
