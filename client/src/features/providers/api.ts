// Query modules for every /api/providers* call (spec §7): a key factory, fetchers and hooks.
// Mutations refresh what spec §7 lists (after a vouch: all, saved and contact-recommended; after
// saving: the lists) plus the detail views they change.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  CheckDuplicates,
  ContactProject,
  CreateProvider,
  Experience,
  ExperienceResult,
  Provider,
  ProviderProject,
  UpdateProvider,
  UserProject,
  Vouch,
} from "@common/schemas/providers";
import { apiJson, throwIfResNotOk } from "@/lib/api-client";

export interface ListFilters {
  category?: string;
  search?: string;
}

/** category is omitted for "all" (spec §7). */
export function listUrl(path: string, filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.category && filters.category !== "all") params.set("category", filters.category);
  if (filters.search?.trim()) params.set("search", filters.search.trim());
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const providerKeys = {
  all: "/api/providers",
  saved: "/api/providers/saved",
  contacts: "/api/providers/contact-recommended",
  recommended: "/api/providers/recommended",
  welcome: "/api/providers/welcome",
  detail: (id: string) => [`/api/providers/${id}`] as const,
  userProjects: (id: string) => [`/api/providers/${id}/user-projects`] as const,
  contactProjects: (id: string) => [`/api/providers/${id}/contact-projects`] as const,
  projects: (id: string) => [`/api/providers/${id}/projects`] as const,
};

const listQuery = (path: string, filters: ListFilters) =>
  queryOptions({
    queryKey: [path, { category: filters.category ?? "all", search: filters.search?.trim() ?? "" }] as const,
    queryFn: ({ signal }) => fetchJson<Provider[]>(listUrl(path, filters), signal),
  });

async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export const providersQuery = (filters: ListFilters) => listQuery(providerKeys.all, filters);
export const savedProvidersQuery = (filters: ListFilters) => listQuery(providerKeys.saved, filters);
export const contactProvidersQuery = (filters: ListFilters) => listQuery(providerKeys.contacts, filters);

export function useProviders(filters: ListFilters) {
  return useQuery(providersQuery(filters));
}
export function useSavedProviders(filters: ListFilters) {
  return useQuery(savedProvidersQuery(filters));
}
export function useContactProviders(filters: ListFilters) {
  return useQuery(contactProvidersQuery(filters));
}

export function useProvider(id: string) {
  return useQuery<Provider>({ queryKey: providerKeys.detail(id) });
}
export function useProviderUserProjects(id: string) {
  return useQuery<UserProject[]>({ queryKey: providerKeys.userProjects(id) });
}
export function useProviderContactProjects(id: string) {
  return useQuery<ContactProject[]>({ queryKey: providerKeys.contactProjects(id) });
}
export function useProviderProjects(id: string) {
  return useQuery<ProviderProject[]>({ queryKey: providerKeys.projects(id) });
}

/** Refreshes the three lists (every filter) and, when given, one provider's detail views. */
export async function refreshProviders(client: QueryClient, providerId?: string) {
  const keys: (readonly unknown[])[] = [[providerKeys.all], [providerKeys.saved], [providerKeys.contacts], [providerKeys.recommended]];
  if (providerId) keys.push(providerKeys.detail(providerId), providerKeys.userProjects(providerId), providerKeys.projects(providerId));
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function checkDuplicates(body: CheckDuplicates) {
  return apiJson<Provider[]>("POST", "/api/providers/check-duplicates", body);
}

export function useCreateProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProvider) => apiJson<Provider>("POST", "/api/providers", body),
    onSuccess: (provider) => refreshProviders(client, provider.id),
  });
}

export function useUpdateProvider(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProvider) => apiJson<Provider>("PATCH", `/api/providers/${id}`, body),
    onSuccess: () => refreshProviders(client, id),
  });
}

export function useVouch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, ...body }: Vouch & { providerId: string }) => apiJson<Provider>("POST", `/api/providers/${providerId}/vouch`, body),
    onSuccess: (provider) => refreshProviders(client, provider.id),
  });
}

export function useSaveContactProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, sourceContactId }: { provider: Provider; sourceContactId?: string | null }) =>
      apiJson<Provider>("POST", "/api/providers/save-contact-provider", { contactProvider: provider, sourceContactId: sourceContactId ?? null }),
    onSuccess: (provider) => refreshProviders(client, provider.id),
  });
}

export function useAddExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Experience) => apiJson<ExperienceResult>("POST", "/api/providers/experience", body),
    onSuccess: async (result) => {
      await refreshProviders(client, result.provider.id);
      // The experience created or linked a project: the projects views change too.
      await client.invalidateQueries({ queryKey: ["/api/projects"] });
      await client.invalidateQueries({ queryKey: ["/api/user/stats"] });
    },
  });
}

export function useWelcomeStatus() {
  return useQuery<{ seen: boolean }>({ queryKey: [providerKeys.welcome] });
}

export function useMarkWelcomeSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ seen: boolean }>("POST", providerKeys.welcome),
    onSuccess: (data) => client.setQueryData([providerKeys.welcome], data),
  });
}
