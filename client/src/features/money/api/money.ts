// Query module for prices from contacts (GET /api/prices) and the household's spending report
// (GET /api/reports/spending). Both only read; prices are kept a few minutes, as they move slowly.
import { useQuery } from "@tanstack/react-query";
import type { Prices, Spending } from "@common/schemas/money";
import { featureCalls, REDIRECT } from "@/lib/query-client";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const PRICES_STALE_MS = 5 * 60_000;

export const moneyKeys = {
  prices: (category: string) => ["/api/prices", { category }] as const,
};

export const usePrices = (category: string | null | undefined) =>
  useQuery({
    ...calls.query<Prices>({ queryKey: moneyKeys.prices(category ?? "") }),
    enabled: !!category && category !== "all",
    staleTime: PRICES_STALE_MS,
  });

export const useSpending = (year: number) =>
  useQuery(calls.query<Spending>({ queryKey: ["/api/reports/spending", { year: String(year) }] }));

/** The CSV of a year, downloaded by the browser (a plain link: the session cookie goes with it). */
export const spendingCsvUrl = (year: number) => `/api/reports/spending.csv?year=${year}`;
