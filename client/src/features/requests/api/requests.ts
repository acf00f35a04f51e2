// Query module for provider requests and suggestions (spec §7).
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  FriendProviderRequest,
  MyProviderRequest,
  ProviderRequestInput,
  ProviderSuggestion,
  ProviderSuggestionInput,
  SavedSuggestion,
} from "@common/schemas/requests";
import { apiJson } from "@/lib/api-client";
import { withoutBlanks } from "@/lib/form-payload";
import { REDIRECT, pagedListOptions } from "@/lib/query-client";
import { providerKeys } from "@/features/providers/api/providers";

const requestKeys = {
  mine: () => ["/api/provider-requests"] as const,
  fromFriends: () => ["/api/provider-suggestions"] as const,
};

const requestQueries = {
  mine: () => queryOptions<MyProviderRequest[]>({ queryKey: requestKeys.mine(), meta: REDIRECT }),
  /** Paged (issue 9): loads more as the tab scrolls. */
  fromFriends: () =>
    pagedListOptions<FriendProviderRequest, ReturnType<typeof requestKeys.fromFriends>>(requestKeys.fromFriends(), REDIRECT),
};

export const useMyRequests = () => useQuery(requestQueries.mine());
export const useFriendRequests = () => useInfiniteQuery(requestQueries.fromFriends());

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProviderRequestInput) =>
      apiJson<MyProviderRequest>("POST", "/api/provider-requests", withoutBlanks(values)),
    meta: REDIRECT,
    // Spec §7: after a request, /api/provider-requests is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.mine() }),
  });
}

export function useSetRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "active" | "resolved" }) =>
      apiJson<MyProviderRequest>("PATCH", `/api/provider-requests/${id}`, { status }),
    meta: REDIRECT,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.mine() }),
  });
}

export function useSuggestProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, values }: { requestId: string; values: ProviderSuggestionInput }) =>
      apiJson<ProviderSuggestion>("POST", `/api/provider-requests/${requestId}/suggestions`, withoutBlanks(values)),
    meta: REDIRECT,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.fromFriends() }),
  });
}

export function useVouchSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suggestionId, vouched }: { suggestionId: string; vouched: boolean }) =>
      apiJson<unknown>(vouched ? "DELETE" : "POST", `/api/provider-suggestions/${suggestionId}/vouch`),
    meta: REDIRECT,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.fromFriends() }),
        queryClient.invalidateQueries({ queryKey: requestKeys.mine() }),
      ]);
    },
  });
}

/** The requester saves a suggested provider to their list (spec §7: then /api/providers is refreshed). */
export function useSaveSuggestedProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestionId: string) => apiJson<SavedSuggestion>("POST", `/api/provider-suggestions/${suggestionId}/save`),
    meta: REDIRECT,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: providerKeys.list() }),
        queryClient.invalidateQueries({ queryKey: providerKeys.browse() }),
        queryClient.invalidateQueries({ queryKey: providerKeys.saved() }),
      ]);
    },
  });
}
