// Query defaults of spec §7: no retries, no refetch on focus, never stale. The one default query
// fetch: a GET to the key's first element, with the second element's params as the query string.
// Paged lists (issue 9, `meta.paged`) answer a Page: the body's array, the next page's cursor read
// from the `Link` header and the total from `X-Total-Count`.
// An expired session (spec §8) is handled here once, for the calls whose `meta` asks for it.
import {
  infiniteQueryOptions,
  MutationCache,
  QueryCache,
  QueryClient,
  type InfiniteData,
  type QueryFunctionContext,
  type QueryKey,
} from "@tanstack/react-query";
import { apiJson, apiRequest, isUnauthorizedError, OfflineError } from "./api-client";
import { refuseOfflineWrite } from "./offline-refusal";
import { handleSessionExpired } from "./session-expired";

/** Spec §8 expired-session variants; absent: the caller shows its own failure (or nothing). */
export type SessionExpiredMeta = "redirect" | "redirect-prefixed";

export interface CallMeta extends Record<string, unknown> {
  sessionExpired?: SessionExpiredMeta;
  /** A keyset-paged list: the query's data is a Page, not the bare array. */
  paged?: boolean;
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

/** One page of a paged list (server/paging.ts): the body's items, the cursor of the next page, the total. */
export interface Page<T> {
  items: T[];
  /** From `Link: <…?cursor=…>; rel="next"`; null on the last page. */
  nextCursor: string | null;
  /** `X-Total-Count`: the whole list's size (for the spec's counts), not the page's. */
  total: number;
}

/** The cursor of the `rel="next"` link, or null. */
export function nextCursor(link: string | null): string | null {
  const match = link ? /<([^>]*)>\s*;\s*rel="?next"?/.exec(link) : null;
  if (!match) return null;
  return new URL(match[1]!, "http://localhost").searchParams.get("cursor");
}

async function fetchPage<T>(url: string, signal: AbortSignal): Promise<Page<T>> {
  const res = await apiRequest("GET", url, undefined, signal);
  const items = (await res.json()) as T[];
  const total = Number(res.headers.get("X-Total-Count"));
  return { items, nextCursor: nextCursor(res.headers.get("Link")), total: Number.isFinite(total) ? total : items.length };
}

export function defaultQueryFn<T>({ queryKey, pageParam, signal, meta }: QueryFunctionContext): Promise<T> {
  const url = queryUrl(queryKey, pageParam);
  if (meta?.paged) return fetchPage(url, signal) as Promise<T>;
  return apiJson<T>("GET", url, undefined, signal);
}

/** `meta` for a single page of a paged list read with useQuery (e.g. `limit: 3` and the total). */
export const pagedMeta = (meta: CallMeta = {}): CallMeta => ({ ...meta, paged: true });

/**
 * useInfiniteQuery options for a paged list: pages follow the `Link` cursor. Screens show
 * `pageItems(data)` and load the next page when the list's end scrolls into view (LoadMore).
 */
export function pagedListOptions<T, K extends QueryKey>(queryKey: K, meta: CallMeta = {}) {
  return infiniteQueryOptions<Page<T>, Error, InfiniteData<Page<T>, string | null>, K, string | null>({
    queryKey,
    meta: pagedMeta(meta),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every item loaded so far, in order. */
export function pageItems<T>(data: InfiniteData<Page<T>, unknown> | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.items) : [];
}

/**
 * The shared handlers already took this error, so the call site's own failure toast is skipped:
 * an expired session for a call whose meta sets `sessionExpired` (spec §8: only the session toast
 * shows), or a write refused offline (issue 14: only the offline toast shows).
 */
export function isSessionExpired(error: unknown): boolean {
  return isUnauthorizedError(error) || error instanceof OfflineError;
}

function onSessionExpired(error: unknown, meta: CallMeta | undefined) {
  if (!meta?.sessionExpired || !isUnauthorizedError(error)) return;
  handleSessionExpired({ prefixDescription: meta.sessionExpired === "redirect-prefixed" });
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onSessionExpired(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (error instanceof OfflineError) refuseOfflineWrite(error);
        else onSessionExpired(error, mutation.meta);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        // Offline, a read still goes out once: the service worker answers it with the last
        // answer seen (issue 14) instead of the query waiting for a connection.
        networkMode: "offlineFirst",
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      // Offline, a write fails at once with the offline toast; it is never paused and sent later.
      mutations: { retry: false, networkMode: "always" },
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
