// Query module for the provider book: my history with a provider, my private notes and
// "Don't hire again" mark, and the ids I marked (the warning on cards).
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DoNotHireList, ProviderHistory, ProviderNotesUpdate } from "@common/schemas/provider-book";
import { apiJson } from "@/lib/api-client";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

export const providerBookKeys = {
  history: (providerId: string) => [`/api/providers/${providerId}/history`] as const,
  doNotHire: () => ["/api/providers/do-not-hire"] as const,
};

const providerBookQueries = {
  history: (providerId: string) => calls.query<ProviderHistory>({ queryKey: providerBookKeys.history(providerId) }),
  doNotHire: () => queryOptions<DoNotHireList>({ queryKey: providerBookKeys.doNotHire(), staleTime: 60_000 }),
};

export const useProviderHistory = (providerId: string) => useQuery(providerBookQueries.history(providerId));

/** Whether I marked this provider "Don't hire again". */
export function useMarkedDoNotHire(providerId: string): boolean {
  const { data } = useQuery(providerBookQueries.doNotHire());
  return data?.providerIds.includes(providerId) ?? false;
}

const NONE: ReadonlySet<string> = new Set();
const idSet = (list: DoNotHireList): ReadonlySet<string> => new Set(list.providerIds);
/** The providers I marked "Don't hire again", read once for a whole list of cards (once it has cards). */
export function useDoNotHireIds(enabled: boolean): ReadonlySet<string> {
  const { data } = useQuery({ ...providerBookQueries.doNotHire(), select: idSet, enabled });
  return data ?? NONE;
}

export function useUpdateProviderNotes(providerId: string, failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (input: ProviderNotesUpdate) => apiJson<ProviderHistory>("PATCH", `/api/providers/${providerId}/history`, input),
    onSuccess: (history) => {
      client.setQueryData(providerBookKeys.history(providerId), history);
      // The wizard's matches and the suggestion choices count without a marked provider.
      return Promise.all([
        client.invalidateQueries({ queryKey: providerBookKeys.doNotHire() }),
        client.invalidateQueries({ queryKey: ["/api/providers"] }),
        client.invalidateQueries({ queryKey: ["/api/providers/saved"] }),
      ]);
    },
  });
}
