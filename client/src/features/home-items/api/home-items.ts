// Query module for the home's items (with their documents) and "Who to call". Every answer here
// is a GET under /api/, so the service worker keeps the last one seen for offline reading.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { HomeDocument, HomeItem, HomeItemInput, HomeItemList, WhoToCall } from "@common/schemas/home-items";
import { apiJson, apiRequest, type Keyed, fileForm } from "@/lib/api-client";
import { apiUpload } from "@/lib/api-upload";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";

// This module's calls meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const homeKeys = {
  items: () => ["/api/home/items"] as const,
  item: (id: string) => [`/api/home/items/${id}`] as const,
  whoToCall: () => ["/api/home/who-to-call"] as const,
};

export const useHomeItems = () => useQuery(queryOptions<HomeItemList>({ queryKey: homeKeys.items() }));
export const useHomeItem = (id: string) => useQuery(queryOptions<HomeItem>({ queryKey: homeKeys.item(id) }));
export const useWhoToCall = () => useQuery(queryOptions<WhoToCall>({ queryKey: homeKeys.whoToCall() }));

const refreshItems = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: homeKeys.items() }),
    client.invalidateQueries({ queryKey: ["/api/coming-up"] }),
  ]);

export function useSaveItem(itemId: string | null, failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ idempotencyKey, ...values }: Keyed<HomeItemInput>) =>
      itemId
        ? apiJson<HomeItem>("PATCH", `/api/home/items/${itemId}`, values)
        : apiJson<HomeItem>("POST", "/api/home/items", values, { idempotencyKey }),
    onSuccess: (item) => {
      client.setQueryData(homeKeys.item(item.id), item);
      return refreshItems(client);
    },
  });
}

export function useDeleteItem(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (itemId: string) => apiRequest("DELETE", `/api/home/items/${itemId}`),
    onSuccess: () => refreshItems(client),
  });
}

export function useAddDocument(itemId: string, failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (file: File) => apiUpload<HomeDocument>("POST", `/api/home/items/${itemId}/documents`, fileForm(file), () => {}),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: homeKeys.item(itemId) }), refreshItems(client)]),
  });
}

export function useRemoveDocument(itemId: string, failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (fileId: string) => apiRequest("DELETE", `/api/home/items/${itemId}/documents/${fileId}`),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: homeKeys.item(itemId) }), refreshItems(client)]),
  });
}

/** A change of "Who to call" (a go-to, the notes): the answer is the page's new state. */
export function useWhoToCallChange<T>(send: (input: T) => Promise<WhoToCall>, failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: send,
    onSuccess: (answer: WhoToCall) => client.setQueryData(homeKeys.whoToCall(), answer),
  });
}

export const whoToCallCalls = {
  pick: ({ category, providerId }: { category: string; providerId: string }) =>
    apiJson<WhoToCall>("PUT", `/api/home/go-to/${encodeURIComponent(category)}`, { providerId }),
  automatic: (category: string) => apiJson<WhoToCall>("DELETE", `/api/home/go-to/${encodeURIComponent(category)}`),
  notes: (notes: string) => apiJson<WhoToCall>("PUT", "/api/home/notes", { notes }),
};
