// Query module for provider requests and suggestions (the spec's calls).
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  FriendProviderRequest,
  MyProviderRequest,
  ProviderRequestInput,
  ProviderSuggestion,
  ProviderSuggestionInput,
  PublicRequest,
  PublicSuggestion,
  PublicSuggestionInput,
  RequestLink,
  SavedSuggestion,
} from "@common/schemas/requests";
import { apiJson, type Keyed } from "@/lib/api-client";
import { withoutBlanks } from "@/lib/form-payload";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";
import { providerKeys } from "@/features/providers/api/providers";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const requestKeys = {
  mine: () => ["/api/provider-requests"] as const,
  fromFriends: () => ["/api/provider-suggestions"] as const,
  shared: (token: string) => [`/api/public/requests/${token}`] as const,
};

/** The public page's calls: a signed-out guest is no expired session, so failures are the page's own. */
const publicCalls = featureCalls({});

const requestQueries = {
  mine: () => calls.query<MyProviderRequest[]>({ queryKey: requestKeys.mine() }),
  /** Paged: loads more as the tab scrolls. */
  fromFriends: () =>
    calls.pagedList<FriendProviderRequest, ReturnType<typeof requestKeys.fromFriends>>(requestKeys.fromFriends()),
};

export const useMyRequests = () => useQuery(requestQueries.mine());
export const useFriendRequests = () => useInfiniteQuery(requestQueries.fromFriends());

export function useCreateRequest(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ idempotencyKey, ...values }: Keyed<ProviderRequestInput>) =>
      apiJson<MyProviderRequest>("POST", "/api/provider-requests", withoutBlanks(values), { idempotencyKey }),
    // The spec's calls: after a request, /api/provider-requests is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.mine() }),
  });
}

export function useSetRequestStatus(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ id, status }: { id: string; status: "active" | "resolved" }) =>
      apiJson<MyProviderRequest>("PATCH", `/api/provider-requests/${id}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.mine() }),
  });
}

/** The author edits the request's form fields (the form as a whole). */
export function useEditRequest(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ id, values }: { id: string; values: ProviderRequestInput }) =>
      apiJson<MyProviderRequest>("PATCH", `/api/provider-requests/${id}`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.mine() }),
  });
}

/** The author deletes the request, with its suggestions and their +1s. */
export function useDeleteRequest(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (id: string) => apiJson<void>("DELETE", `/api/provider-requests/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.mine() }),
  });
}

export function useSuggestProvider(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ requestId, values, idempotencyKey }: Keyed<{ requestId: string; values: ProviderSuggestionInput }>) =>
      apiJson<ProviderSuggestion>("POST", `/api/provider-requests/${requestId}/suggestions`, withoutBlanks(values), {
        idempotencyKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.fromFriends() }),
  });
}

export function useVouchSuggestion(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ suggestionId, vouched }: { suggestionId: string; vouched: boolean }) =>
      apiJson<unknown>(vouched ? "DELETE" : "POST", `/api/provider-suggestions/${suggestionId}/vouch`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.fromFriends() }),
        queryClient.invalidateQueries({ queryKey: requestKeys.mine() }),
      ]);
    },
  });
}

/** The requester saves a suggested provider to their list (the spec's calls: then /api/providers is refreshed). */
export function useSaveSuggestedProvider(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (suggestionId: string) => apiJson<SavedSuggestion>("POST", `/api/provider-suggestions/${suggestionId}/save`),
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

/** The request's share link: switched on (a new token, or the one already on) or off. */
export function useRequestLink(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ requestId, on }: { requestId: string; on: boolean }) =>
      on
        ? apiJson<RequestLink>("POST", `/api/provider-requests/${requestId}/link`)
        : apiJson<null>("DELETE", `/api/provider-requests/${requestId}/link`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.mine() }),
  });
}

/** A shared request as anyone holding its link reads it (GET /api/public/requests/{token}). */
export const usePublicRequest = (token: string) =>
  useQuery(publicCalls.query<PublicRequest>({ queryKey: requestKeys.shared(token), retry: false }));

/** A suggestion through a request's link: a guest's by name, or a signed-in member's as themselves. */
export function usePublicSuggestion(token: string) {
  const queryClient = useQueryClient();
  return publicCalls.useMutation({
    mutationFn: (values: PublicSuggestionInput) =>
      apiJson<PublicSuggestion>("POST", `/api/public/requests/${token}/suggestions`, withoutBlanks(values)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.shared(token) }),
  });
}
