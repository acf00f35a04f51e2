// Query module for every /api/providers* call (spec §7): a key factory, queryOptions and hooks.
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
  UpdateProvider,
  UserProject,
  Vouch,
  WelcomeStatus,
  ProviderListQuery,
} from "@common/schemas/providers";
import type { ProviderDetail } from "@common/schemas/provider-edits";
import { apiJson } from "@/lib/api-client";
import { withoutBlanks } from "@/lib/form-payload";
import { REDIRECT } from "@/lib/query-client";
import { projectKeys } from "@/features/projects/api/projects";

/** Without filters: the key every filter shares, for invalidation. */
const listKey = <P extends string>(path: P, filters?: ProviderListQuery) =>
  filters ? ([path, { category: filters.category ?? "all", search: filters.search?.trim() ?? "" }] as const) : ([path] as const);

export const providerKeys = {
  list: (filters?: ProviderListQuery) => listKey("/api/providers", filters),
  saved: (filters?: ProviderListQuery) => listKey("/api/providers/saved", filters),
  contactRecommended: (filters?: ProviderListQuery) => listKey("/api/providers/contact-recommended", filters),
  recommended: () => ["/api/providers/recommended"] as const,
  welcome: () => ["/api/providers/welcome"] as const,
  detail: (id: string) => [`/api/providers/${id}`] as const,
  userProjects: (id: string) => [`/api/providers/${id}/user-projects`] as const,
  contactProjects: (id: string) => [`/api/providers/${id}/contact-projects`] as const,
  projects: (id: string) => [`/api/providers/${id}/projects`] as const,
  /** The edit history (keyset pages: api/provider-edits.ts). */
  edits: (id: string) => [`/api/providers/${id}/edits`] as const,
};

const providerQueries = {
  list: (filters: ProviderListQuery) => queryOptions<Provider[]>({ queryKey: providerKeys.list(filters), meta: REDIRECT }),
  saved: (filters: ProviderListQuery) => queryOptions<Provider[]>({ queryKey: providerKeys.saved(filters), meta: REDIRECT }),
  contactRecommended: (filters: ProviderListQuery) =>
    queryOptions<Provider[]>({ queryKey: providerKeys.contactRecommended(filters), meta: REDIRECT }),
  detail: (id: string) => queryOptions<ProviderDetail>({ queryKey: providerKeys.detail(id), meta: REDIRECT }),
  userProjects: (id: string) => queryOptions<UserProject[]>({ queryKey: providerKeys.userProjects(id) }),
  contactProjects: (id: string) => queryOptions<ContactProject[]>({ queryKey: providerKeys.contactProjects(id) }),
  welcome: () => queryOptions<WelcomeStatus>({ queryKey: providerKeys.welcome() }),
};

type Enabled = { enabled?: boolean };
export const useProviders = (filters: ProviderListQuery, options: Enabled = {}) =>
  useQuery({ ...providerQueries.list(filters), ...options });
export const useSavedProviders = (filters: ProviderListQuery, options: Enabled = {}) =>
  useQuery({ ...providerQueries.saved(filters), ...options });
export const useContactProviders = (filters: ProviderListQuery) => useQuery(providerQueries.contactRecommended(filters));
export const useProvider = (id: string) => useQuery(providerQueries.detail(id));
export const useProviderUserProjects = (id: string) => useQuery(providerQueries.userProjects(id));
export const useProviderContactProjects = (id: string) => useQuery(providerQueries.contactProjects(id));

/** Refreshes the lists (every filter) and, when given, one provider's detail views. */
export async function refreshProviders(client: QueryClient, providerId?: string) {
  const keys: (readonly unknown[])[] = [
    providerKeys.list(),
    providerKeys.saved(),
    providerKeys.contactRecommended(),
    providerKeys.recommended(),
  ];
  if (providerId)
    keys.push(
      providerKeys.detail(providerId),
      providerKeys.userProjects(providerId),
      providerKeys.projects(providerId),
      providerKeys.edits(providerId),
    );
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function checkDuplicates(body: CheckDuplicates) {
  return apiJson<Provider[]>("POST", "/api/providers/check-duplicates", withoutBlanks(body));
}

export function useCreateProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProvider) => apiJson<Provider>("POST", "/api/providers", withoutBlanks(body)),
    meta: REDIRECT,
    onSuccess: (provider) => refreshProviders(client, provider.id),
  });
}

export function useUpdateProvider(id: string) {
  const client = useQueryClient();
  return useMutation({
    // Not withoutBlanks: on edit a blank field clears the stored value (the server stores NULL),
    // while an absent one leaves it unchanged.
    mutationFn: (body: UpdateProvider) => apiJson<Provider>("PATCH", `/api/providers/${id}`, body),
    meta: REDIRECT,
    onSuccess: () => refreshProviders(client, id),
  });
}

export function useVouch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, ...body }: Vouch & { providerId: string }) =>
      apiJson<Provider>("POST", `/api/providers/${providerId}/vouch`, withoutBlanks(body)),
    meta: REDIRECT,
    onSuccess: (provider) => refreshProviders(client, provider.id),
  });
}

export function useSaveContactProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, sourceContactId }: { provider: Provider; sourceContactId?: string | null }) =>
      apiJson<Provider>("POST", "/api/providers/save-contact-provider", {
        contactProvider: provider,
        sourceContactId: sourceContactId ?? null,
      }),
    meta: REDIRECT,
    onSuccess: (provider) => refreshProviders(client, provider.id),
  });
}

export function useAddExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Experience) => apiJson<ExperienceResult>("POST", "/api/providers/experience", withoutBlanks(body)),
    meta: REDIRECT,
    onSuccess: async (result) => {
      await refreshProviders(client, result.provider.id);
      // The experience created or linked a project: the projects views change too.
      await client.invalidateQueries({ queryKey: projectKeys.list() });
      await client.invalidateQueries({ queryKey: projectKeys.stats() });
    },
  });
}

export const useWelcomeStatus = () => useQuery(providerQueries.welcome());

export function useMarkWelcomeSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<WelcomeStatus>("POST", "/api/providers/welcome"),
    onSuccess: (data) => client.setQueryData(providerQueries.welcome().queryKey, data),
  });
}
