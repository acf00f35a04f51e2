// Query module for a provider's edit history: GET /api/providers/{id}/edits (keyset pages, newest
// first) and POST …/edits/{editId}/revert, which refreshes the provider everywhere it shows.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProviderEdit } from "@common/schemas/provider-edits";
import { apiJson } from "@/lib/api-client";
import { pagedQueryFn, type Page } from "@/lib/paged-query";
import { REDIRECT } from "@/lib/query-client";
import { providerKeys, refreshProviders } from "./providers";

interface EditHistory {
  /** Every page loaded so far, newest first. */
  items: ProviderEdit[];
  total: number;
}

const providerEditQueries = {
  list: (providerId: string) =>
    infiniteQueryOptions<Page<ProviderEdit>, Error, EditHistory, readonly unknown[], string | undefined>({
      queryKey: providerKeys.edits(providerId),
      queryFn: pagedQueryFn<ProviderEdit>,
      initialPageParam: undefined,
      getNextPageParam: (last) => last.next ?? undefined,
      select: (data) => ({ items: data.pages.flatMap((page) => page.items), total: data.pages[0]?.total ?? 0 }),
      // A history changes under other people's edits: read it afresh each time it opens.
      staleTime: 0,
      meta: REDIRECT,
    }),
};

export const useProviderEdits = (providerId: string, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...providerEditQueries.list(providerId), ...options });

export function useRevertProviderEdit(providerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (editId: string) => apiJson<ProviderEdit>("POST", `/api/providers/${providerId}/edits/${editId}/revert`),
    meta: REDIRECT,
    onSuccess: () => refreshProviders(client, providerId),
    // Refused (409): someone changed it meanwhile; the history shows what is revertible now.
    onError: () => client.invalidateQueries({ queryKey: providerKeys.edits(providerId) }),
  });
}
