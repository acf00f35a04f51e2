// Query module for every /api/providers* call (the spec's calls): a key factory, queryOptions and hooks.
// The lists are keyset-paged: screens load them with useInfiniteQuery (pagedListOptions),
// the wizard reads one short page and its total. Mutations refresh what the spec's calls list (after a
// vouch: all, saved and contact-recommended; after saving: the lists) plus Browse and the detail
// views they change.
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  CheckDuplicates,
  ContactProject,
  CreateProvider,
  Experience,
  ExperienceResult,
  Provider,
  ProviderListItem,
  UpdateProvider,
  UserProject,
  Vouch,
  WelcomeStatus,
  ProviderListQuery,
} from "@common/schemas/providers";
import type { ProviderDetail } from "@common/schemas/provider-edits";
import { apiJson, type Keyed } from "@/lib/api-client";
import { withoutBlanks } from "@/lib/form-payload";
import { featureCalls, REDIRECT, type FailureToast, pagedListOptions, type Page } from "@/lib/query-client";
import { projectKeys } from "@/features/projects/api/projects";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

/** `?order=trust`: the network's lists rank providers backed by the viewer's contacts first. */
const TRUST_ORDER = "trust";
/** `?exclude=do-not-hire`: the wizard's matches and the suggestion choices leave out my "Don't hire again" providers. */
const DO_NOT_HIRE = "do-not-hire";

const listParams = (filters: ProviderListQuery) => ({
  category: filters.category ?? "all",
  search: filters.search?.trim() ?? "",
});

/** Without filters: the key every filter shares, for invalidation. */
const listKey = <P extends string>(path: P, filters?: ProviderListQuery) =>
  filters ? ([path, listParams(filters)] as const) : ([path] as const);

export const providerKeys = {
  list: (filters?: ProviderListQuery) => listKey("/api/providers", filters),
  /** The first `limit` matches of the directory (the wizard's step 2). */
  matches: (filters: ProviderListQuery, limit: number) =>
    ["/api/providers", { ...listParams(filters), limit, order: TRUST_ORDER, exclude: DO_NOT_HIRE }] as const,
  /**
   * The whole directory in the trust order, `limit` a page, without my "Don't hire again" providers
   * (Add Provider's search). Paged: its last element keeps it apart from `matches`' single page.
   */
  directory: (filters: ProviderListQuery, limit: number) =>
    ["/api/providers", { ...listParams(filters), limit, order: TRUST_ORDER, exclude: DO_NOT_HIRE }, "pages"] as const,
  browse: (filters?: ProviderListQuery) => listKey("/api/providers/browse", filters),
  saved: (filters?: ProviderListQuery) => listKey("/api/providers/saved", filters),
  /** One page of the user's own providers, for a picker. */
  savedChoices: (limit: number) => ["/api/providers/saved", { limit, exclude: DO_NOT_HIRE }] as const,
  /** From Friends in the trust order: providers backed by the viewer's contacts first. */
  contactRecommended: (filters?: ProviderListQuery) =>
    filters
      ? (["/api/providers/contact-recommended", { ...listParams(filters), order: TRUST_ORDER }] as const)
      : (["/api/providers/contact-recommended"] as const),
  recommended: () => ["/api/providers/recommended"] as const,
  welcome: () => ["/api/providers/welcome"] as const,
  detail: (id: string) => [`/api/providers/${id}`] as const,
  userProjects: (id: string) => [`/api/providers/${id}/user-projects`] as const,
  contactProjects: (id: string) => [`/api/providers/${id}/contact-projects`] as const,
  projects: (id: string) => [`/api/providers/${id}/projects`] as const,
  /** The edit history (keyset pages: api/provider-edits.ts). */
  edits: (id: string) => [`/api/providers/${id}/edits`] as const,
};

/** "Save to contacts": the provider's vCard, a download rather than a query. */
export const providerVcardUrl = (id: string) => `/api/providers/${id}/vcard`;

const providerQueries = {
  matches: (filters: ProviderListQuery, limit: number) =>
    calls.query<Page<ProviderListItem>>({ queryKey: providerKeys.matches(filters, limit), meta: { paged: true } }),
  directory: (filters: ProviderListQuery, limit: number) =>
    calls.pagedList<ProviderListItem, ReturnType<typeof providerKeys.directory>>(providerKeys.directory(filters, limit)),
  browse: (filters: ProviderListQuery) =>
    calls.pagedList<ProviderListItem, ReturnType<typeof providerKeys.browse>>(providerKeys.browse(filters)),
  saved: (filters: ProviderListQuery) =>
    calls.pagedList<ProviderListItem, ReturnType<typeof providerKeys.saved>>(providerKeys.saved(filters)),
  savedChoices: (limit: number) =>
    calls.query<Page<ProviderListItem>>({ queryKey: providerKeys.savedChoices(limit), meta: { paged: true } }),
  contactRecommended: (filters: ProviderListQuery) =>
    calls.pagedList<ProviderListItem, ReturnType<typeof providerKeys.contactRecommended>>(
      providerKeys.contactRecommended(filters),
    ),
  detail: (id: string) => calls.query<ProviderDetail>({ queryKey: providerKeys.detail(id) }),
  userProjects: (id: string) =>
    pagedListOptions<UserProject, ReturnType<typeof providerKeys.userProjects>>(providerKeys.userProjects(id)),
  contactProjects: (id: string) =>
    pagedListOptions<ContactProject, ReturnType<typeof providerKeys.contactProjects>>(providerKeys.contactProjects(id)),
  welcome: () => queryOptions<WelcomeStatus>({ queryKey: providerKeys.welcome() }),
};

type Enabled = { enabled?: boolean };
/** The spec's screens wizard step 2: the first matches and the total ("+N more providers available"). */
export const useProviderMatches = (filters: ProviderListQuery, limit: number, options: Enabled = {}) =>
  useQuery({ ...providerQueries.matches(filters, limit), ...options });
export const useDirectoryProviders = (filters: ProviderListQuery, limit: number, options: Enabled = {}) =>
  useInfiniteQuery({ ...providerQueries.directory(filters, limit), ...options });
export const useBrowseProviders = (filters: ProviderListQuery) => useInfiniteQuery(providerQueries.browse(filters));
export const useSavedProviders = (filters: ProviderListQuery, options: Enabled = {}) =>
  useInfiniteQuery({ ...providerQueries.saved(filters), ...options });
export const useSavedProviderChoices = (limit: number, options: Enabled = {}) =>
  useQuery({ ...providerQueries.savedChoices(limit), ...options });
export const useContactProviders = (filters: ProviderListQuery) => useInfiniteQuery(providerQueries.contactRecommended(filters));
export const useProvider = (id: string) => useQuery(providerQueries.detail(id));
export const useProviderUserProjects = (id: string) => useInfiniteQuery(providerQueries.userProjects(id));
export const useProviderContactProjects = (id: string) => useInfiniteQuery(providerQueries.contactProjects(id));

/** Refreshes the lists (every filter) and, when given, one provider's detail views. */
export async function refreshProviders(client: QueryClient, providerId?: string) {
  const keys: (readonly unknown[])[] = [
    providerKeys.list(),
    providerKeys.browse(),
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

export function useCreateProvider(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ idempotencyKey, ...body }: Keyed<CreateProvider>) =>
      apiJson<Provider>("POST", "/api/providers", withoutBlanks(body), { idempotencyKey }),
    onSuccess: (provider) => refreshProviders(client, provider.id),
  });
}

export function useUpdateProvider(id: string, failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    // Not withoutBlanks: on edit a blank field clears the stored value (the server stores NULL),
    // while an absent one leaves it unchanged.
    mutationFn: (body: UpdateProvider) => apiJson<Provider>("PATCH", `/api/providers/${id}`, body),
    onSuccess: () => refreshProviders(client, id),
  });
}

export function useVouch(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ providerId, idempotencyKey, ...body }: Keyed<Vouch & { providerId: string }>) =>
      apiJson<Provider>("POST", `/api/providers/${providerId}/vouch`, withoutBlanks(body), { idempotencyKey }),
    onSuccess: (provider) => refreshProviders(client, provider.id),
  });
}

export function useSaveContactProvider(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    // A list card is enough: the server only needs the provider's id.
    mutationFn: ({ provider, sourceContactId }: { provider: ProviderListItem; sourceContactId?: string | null }) =>
      apiJson<Provider>("POST", "/api/providers/save-contact-provider", {
        contactProvider: provider,
        sourceContactId: sourceContactId ?? null,
      }),
    onSuccess: (provider) => refreshProviders(client, provider.id),
  });
}

export function useAddExperience(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ idempotencyKey, ...body }: Keyed<Experience>) =>
      apiJson<ExperienceResult>("POST", "/api/providers/experience", withoutBlanks(body), { idempotencyKey }),
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
