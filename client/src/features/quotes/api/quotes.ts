// Query module for issue 13's project calls: the quote comparison, accepting a quote, logging a
// quote request, and the owner's one-tap project status.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProjectStatus } from "@common/constants";
import type { AcceptQuoteResult, QuoteComparison, QuoteRequestResult } from "@common/schemas/quotes";
import { apiJson } from "@/lib/api-client";
import { REDIRECT } from "@/lib/query-client";
import { invalidateProjects } from "@/features/projects/api/projects";
import { providerKeys } from "@/features/providers/api/providers";
import { providerBookKeys } from "@/features/provider-book/api/provider-book";

const quoteKeys = {
  /** Under /api/projects: refreshed with every project change (invalidateProjects). */
  comparison: (projectId: string) => [`/api/projects/${projectId}/quotes`] as const,
};

const quoteQueries = {
  comparison: (projectId: string) => queryOptions<QuoteComparison>({ queryKey: quoteKeys.comparison(projectId), meta: REDIRECT }),
};

export const useQuoteComparison = (projectId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...quoteQueries.comparison(projectId), ...options });

export function useAcceptQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, linkId, rejectOthers }: { projectId: string; linkId: string; rejectOthers: boolean }) =>
      apiJson<AcceptQuoteResult>("POST", `/api/projects/${projectId}/quotes/${linkId}/accept`, { rejectOthers }),
    meta: REDIRECT,
    onSettled: () => invalidateProjects(client),
  });
}

/** "Request a quote" and "Add to project": the provider is on the project as contacted (or further). */
export function useLogQuoteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, providerId }: { projectId: string; providerId: string }) =>
      apiJson<QuoteRequestResult>("POST", `/api/projects/${projectId}/quote-requests`, { providerId }),
    meta: REDIRECT,
    onSuccess: (_data, { providerId }) =>
      Promise.all([
        invalidateProjects(client),
        client.invalidateQueries({ queryKey: providerKeys.saved() }),
        client.invalidateQueries({ queryKey: providerKeys.userProjects(providerId) }),
        client.invalidateQueries({ queryKey: providerBookKeys.history(providerId) }),
      ]),
  });
}

export function useSetProjectStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, status }: { projectId: string; status: ProjectStatus }) =>
      apiJson<{ id: string; status: ProjectStatus }>("PATCH", `/api/projects/${projectId}/status`, { status }),
    meta: REDIRECT,
    onSuccess: () => invalidateProjects(client),
  });
}
