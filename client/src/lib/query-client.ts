// Query defaults of spec §7: no retries, no refetch on focus, never stale. The one default query
// fetch: a GET to the key's first element, with the second element's params as the query string.
// An expired session (spec §8) is handled here once, for the calls whose `meta` asks for it.
import { MutationCache, QueryCache, QueryClient, type QueryFunctionContext, type QueryKey } from "@tanstack/react-query";
import { apiJson, isUnauthorizedError } from "./api-client";
import { handleSessionExpired } from "./session-expired";

/** Spec §8 expired-session variants; absent: the caller shows its own failure (or nothing). */
export type SessionExpiredMeta = "redirect" | "redirect-prefixed";

export interface CallMeta extends Record<string, unknown> {
  sessionExpired?: SessionExpiredMeta;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

export const REDIRECT: CallMeta = { sessionExpired: "redirect" };

/** A query key: the URL path, then optional params (undefined, blank and "all" values are left out). */
type QueryParams = Record<string, string | number | boolean | null | undefined>;

export function queryUrl(queryKey: QueryKey, pageParam?: unknown): string {
  const params = new URLSearchParams();
  const given = queryKey[1];
  if (given && typeof given === "object") {
    for (const [name, raw] of Object.entries(given as QueryParams)) {
      const value = typeof raw === "string" ? raw.trim() : raw;
      // Spec §7: category is omitted when "all"; empty filters are not sent.
      if (value === undefined || value === null || value === "" || value === "all") continue;
      params.set(name, String(value));
    }
  }
  // Paged lists (useInfiniteQuery) pass the page cursor.
  if (typeof pageParam === "string" || typeof pageParam === "number") params.set("cursor", String(pageParam));
  const qs = params.toString();
  return qs ? `${String(queryKey[0])}?${qs}` : String(queryKey[0]);
}

export function defaultQueryFn<T>({ queryKey, pageParam, signal }: QueryFunctionContext): Promise<T> {
  return apiJson<T>("GET", queryUrl(queryKey, pageParam), undefined, signal);
}

/**
 * For a call whose meta sets `sessionExpired`: the shared handler already took this error, so the
 * call site's own failure toast is skipped (spec §8: only the session toast shows).
 */
export function isSessionExpired(error: unknown): boolean {
  return isUnauthorizedError(error);
}

function onSessionExpired(error: unknown, meta: CallMeta | undefined) {
  if (!meta?.sessionExpired || !isUnauthorizedError(error)) return;
  handleSessionExpired({ prefixDescription: meta.sessionExpired === "redirect-prefixed" });
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onSessionExpired(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => onSessionExpired(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Matches every query at `path` or below it ("/api/projects" → "/api/projects/1/providers"). */
export function underPath(path: string) {
  return {
    predicate: (query: { queryKey: QueryKey }) => {
      const first = String(query.queryKey[0]);
      return first === path || first.startsWith(`${path}/`);
    },
  };
}
