// Query modules for provider requests and suggestions (spec §7).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  FriendProviderRequest,
  MyProviderRequest,
  ProviderRequestInput,
  ProviderSuggestionInput,
} from "@common/schemas/requests";
import { apiJson, throwIfResNotOk } from "@/lib/api-client";

export const providerRequestsKey = ["/api/provider-requests"] as const;
export const providerSuggestionsKey = ["/api/provider-suggestions"] as const;

export function useMyRequests() {
  return useQuery<MyProviderRequest[]>({ queryKey: providerRequestsKey });
}

export function useFriendRequests() {
  return useQuery<FriendProviderRequest[]>({ queryKey: providerSuggestionsKey });
}

/** Spec §5: empty optional values are sent as absent. */
function withoutBlanks<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(values) as [keyof T, T[keyof T]][]) {
    if (typeof value === "string" && value.trim() === "") continue;
    if (value === undefined || value === null) continue;
    out[key] = value;
  }
  return out;
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProviderRequestInput) => apiJson<MyProviderRequest>("POST", "/api/provider-requests", withoutBlanks(values)),
    // Spec §7: after a request, /api/provider-requests is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerRequestsKey }),
  });
}

export function useSetRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "active" | "resolved" }) =>
      apiJson<MyProviderRequest>("PATCH", `/api/provider-requests/${id}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerRequestsKey }),
  });
}

export function useSuggestProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, values }: { requestId: string; values: ProviderSuggestionInput }) =>
      apiJson("POST", `/api/provider-requests/${requestId}/suggestions`, withoutBlanks(values)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerSuggestionsKey }),
  });
}

export function useVouchSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suggestionId, vouched }: { suggestionId: string; vouched: boolean }) =>
      apiJson(vouched ? "DELETE" : "POST", `/api/provider-suggestions/${suggestionId}/vouch`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: providerSuggestionsKey }),
        queryClient.invalidateQueries({ queryKey: providerRequestsKey }),
      ]);
    },
  });
}

/** A provider of the directory as the wizard lists it (GET /api/providers, providers feature). */
export interface ProviderListItem {
  id: string;
  name: string;
  category: string;
  rating?: string | number | null;
  reviewCount?: number | null;
  phone?: string | null;
  email?: string | null;
}

/** Spec §7: category omitted when "all"; the wizard enables the call only after step 1. */
export function providersSearchUrl(base: string, filter: { category?: string; search?: string }): string {
  const params = new URLSearchParams();
  if (filter.category && filter.category !== "all") params.set("category", filter.category);
  if (filter.search?.trim()) params.set("search", filter.search.trim());
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

export function useProviderSearch(filter: { category?: string; search?: string }, enabled: boolean) {
  return useQuery<ProviderListItem[]>({
    queryKey: ["/api/providers", { category: filter.category ?? "all", search: filter.search ?? "" }],
    queryFn: async ({ signal }) => {
      const res = await fetch(providersSearchUrl("/api/providers", filter), { credentials: "include", signal });
      await throwIfResNotOk(res);
      return normaliseList<ProviderListItem>(await res.json());
    },
    enabled,
  });
}

/** The providers feature answers arrays; tolerate a paged `{ items }` body as well. */
export function normaliseList<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === "object" && Array.isArray((body as { items?: unknown }).items)) return (body as { items: T[] }).items;
  return [];
}

/** The requester saves a suggested provider to their list (spec §7: then /api/providers is refreshed). */
export function useSaveSuggestedProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (suggestionId: string) =>
      apiJson<{ providerId: string; providerName: string }>("POST", `/api/provider-suggestions/${suggestionId}/save`),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: providerRequestsKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/providers"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/providers/saved"] }),
      ]);
    },
  });
}
