// Keyset-paged lists (architecture: `?limit=&cursor=`, the next page in a `Link: <…>; rel="next"`
// header, the total in `X-Total-Count`): the body stays the plain array, so a page needs the
// headers too. For useInfiniteQuery; the URL is built as the default queryFn builds it.
import type { QueryFunctionContext } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { queryUrl } from "./query-client";

export interface Page<T> {
  items: T[];
  /** The cursor of the next page, or null on the last one. */
  next: string | null;
  total: number;
}

/** The `cursor` of a `Link` header's rel="next" URL. */
export function nextCursor(link: string | null): string | null {
  const match = link ? /<([^>]+)>\s*;\s*rel="?next"?/.exec(link) : null;
  if (!match) return null;
  return new URL(match[1]!, "http://x").searchParams.get("cursor");
}

export async function pagedQueryFn<T>({ queryKey, pageParam, signal }: QueryFunctionContext): Promise<Page<T>> {
  const res = await apiRequest("GET", queryUrl(queryKey, pageParam), undefined, signal);
  const items = (await res.json()) as T[];
  return { items, next: nextCursor(res.headers.get("Link")), total: Number(res.headers.get("X-Total-Count") ?? items.length) };
}
