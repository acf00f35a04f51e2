// Query module for a provider's edit history: GET /api/providers/{id}/edits (keyset pages, newest
// first) and POST …/edits/{editId}/revert, which refreshes the provider everywhere it shows.
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type { ProviderEdit } from "@common/schemas/provider-edits";
import { apiJson } from "@/lib/api-client";
import { featureCalls, REDIRECT, type FailureToast, pageItems } from "@/lib/query-client";
import { providerKeys, refreshProviders } from "./providers";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const providerEditQueries = {
  list: (providerId: string) => ({
    ...calls.pagedList<ProviderEdit, ReturnType<typeof providerKeys.edits>>(providerKeys.edits(providerId)),
    select: (data: Parameters<typeof pageItems<ProviderEdit>>[0]) => ({
      items: pageItems(data),
      total: data?.pages[0]?.total ?? 0,
    }),
    // A history changes under other people's edits: read it afresh each time it opens.
    staleTime: 0,
  }),
};

export const useProviderEdits = (providerId: string, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...providerEditQueries.list(providerId), ...options });

export function useRevertProviderEdit(providerId: string, failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (editId: string) => apiJson<ProviderEdit>("POST", `/api/providers/${providerId}/edits/${editId}/revert`),
    onSuccess: () => refreshProviders(client, providerId),
    // Refused (409): someone changed it meanwhile; the history shows what is revertible now.
    onError: () => client.invalidateQueries({ queryKey: providerKeys.edits(providerId) }),
  });
}
