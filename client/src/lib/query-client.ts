// The query defaults of the spec's data rules: no retries, no refetch on focus, never stale. The
// one default query fetch: a GET to the key's first element, with the second element's params as
// the query string. Paged lists (`meta.paged`) answer a Page: the body's array, the next page's
// cursor read from the `Link` header and the total from `X-Total-Count`.
// Failures are handled here once, from each call's `meta`: an expired session (the spec's error
// catalogue), a write refused offline, and a mutation's own failure toast.
import i18next from "i18next";
import {
  infiniteQueryOptions,
  MutationCache,
  QueryCache,
  QueryClient,
  queryOptions,
  useMutation,
  type DefaultError,
  type InfiniteData,
  type QueryFunctionContext,
  type QueryKey,
  type UndefinedInitialDataOptions,
  type UseMutationOptions,
} from "@tanstack/react-query";
import type { ToastInput } from "@/components/ui/toaster";
import { toast } from "@/hooks/use-toast";
import { apiJson, apiRequest, isUnauthorizedError, OfflineError } from "./api-client";
import { refuseOfflineWrite } from "./offline-refusal";
import { handleSessionExpired } from "./session-expired";

/**
 * The spec's expired-session variants: "redirect" shows the "Unauthorized" toast and signs in
 * again; "redirect-prefixed" (the project card's delete) prefixes its text with "Unauthorized: ".
 * Absent: a 401 is the call's own failure.
 */
export type SessionExpiredMeta = "redirect" | "redirect-prefixed";

/** A failed mutation's toast, made from its error; null shows none. */
export type FailureToast = (error: Error) => ToastInput | null;

export interface CallMeta extends Record<string, unknown> {
  sessionExpired?: SessionExpiredMeta;
  /** A keyset-paged list: the query's data is a Page, not the bare array. */
  paged?: boolean;
  /**
   * The toast the MutationCache shows when the mutation fails, unless a shared handler took the
   * error: an expired session whose meta sets `sessionExpired`, or a write refused offline (the
   * spec: only the session toast, or only the offline toast, shows).
   */
  failureToast?: FailureToast;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

export const REDIRECT: CallMeta = { sessionExpired: "redirect" };

/**
 * The spec's error catalogue: "Other failures, all destructive toasts titled 'Error' unless said
 * otherwise". The text is fixed, or made from the error (e.g. the server's message, else a fallback).
 */
export function errorToast(description: string | ((error: Error) => string)): FailureToast {
  return (error) => ({
    title: i18next.t("common:error"),
    description: typeof description === "string" ? description : description(error),
    variant: "destructive",
  });
}

/**
 * A feature's calls with the meta they all share (its session-expired variant), set once per api
 * module: `calls.query` for queryOptions, `calls.pagedList` for paged lists and `calls.useMutation`;
 * a call's own meta (its failure toast) is merged over it.
 */
export function featureCalls(shared: CallMeta) {
  const merged = (own: CallMeta | undefined): CallMeta => ({ ...shared, ...own });
  function query<TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
    options: UndefinedInitialDataOptions<TQueryFnData, DefaultError, TQueryFnData, TQueryKey>,
  ) {
    return queryOptions({ ...options, meta: merged(options.meta) });
  }
  function pagedList<T, K extends QueryKey>(queryKey: K, meta?: CallMeta) {
    return pagedListOptions<T, K>(queryKey, merged(meta));
  }
  function useFeatureMutation<TData = unknown, TVariables = void, TContext = unknown>(
    options: UseMutationOptions<TData, DefaultError, TVariables, TContext>,
  ) {
    return useMutation({ ...options, meta: merged(options.meta) });
  }
  return { query, pagedList, useMutation: useFeatureMutation };
}

/** A query key: the URL path, then optional params (undefined, blank and "all" values are left out). */
type QueryParams = Record<string, string | number | boolean | null | undefined>;

export function queryUrl(queryKey: QueryKey, pageParam?: unknown): string {
  const params = new URLSearchParams();
  const given = queryKey[1];
  if (given && typeof given === "object") {
    for (const [name, raw] of Object.entries(given as QueryParams)) {
      const value = typeof raw === "string" ? raw.trim() : raw;
      // The spec's calls: category is omitted when "all"; empty filters are not sent.
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
  const res = await apiRequest("GET", url, undefined, { signal });
  const items = (await res.json()) as T[];
  const total = Number(res.headers.get("X-Total-Count"));
  return { items, nextCursor: nextCursor(res.headers.get("Link")), total: Number.isFinite(total) ? total : items.length };
}

/**
 * Every item of a paged list, page after page (each answer stays within the server's page bound),
 * for a list whose screen needs all of it at once (the projects: their status chips count them all).
 */
export async function fetchAllPages<T>(url: string, signal: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await fetchPage<T>(cursor ? `${url}${url.includes("?") ? "&" : "?"}cursor=${cursor}` : url, signal);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export function defaultQueryFn<T>({ queryKey, pageParam, signal, meta }: QueryFunctionContext): Promise<T> {
  const url = queryUrl(queryKey, pageParam);
  if (meta?.paged) return fetchPage(url, signal) as Promise<T>;
  return apiJson<T>("GET", url, undefined, { signal });
}

/** `meta` for a single page of a paged list read with useQuery (e.g. `limit: 3` and the total). */
const pagedMeta = (meta: CallMeta = {}): CallMeta => ({ ...meta, paged: true });

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

/** Shows the spec's session-expired toast and signs in again, if the call's meta asks for it. */
function tookSessionExpired(error: unknown, meta: CallMeta | undefined): boolean {
  if (!meta?.sessionExpired || !isUnauthorizedError(error)) return false;
  handleSessionExpired({ prefixDescription: meta.sessionExpired === "redirect-prefixed" });
  return true;
}

/** A failed mutation shows one toast: the offline one, the session one, or its own. */
function onMutationError(error: Error, meta: CallMeta | undefined) {
  if (error instanceof OfflineError) return refuseOfflineWrite(error);
  if (tookSessionExpired(error, meta)) return;
  const failure = meta?.failureToast?.(error);
  if (failure) toast(failure);
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => void tookSessionExpired(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => onMutationError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        // Offline, a read still goes out once: the service worker answers it with the last
        // answer seen instead of the query waiting for a connection.
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
