// Query module for the project's quote calls: the quote comparison, accepting a quote, logging a
// quote request, and the owner's one-tap project status.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProjectStatus } from "@common/constants";
import type { AcceptQuoteResult, QuoteComparison, QuoteRequestResult } from "@common/schemas/quotes";
import { apiJson } from "@/lib/api-client";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";
import { invalidateProjects } from "@/features/projects/api/projects";
import { providerKeys } from "@/features/providers/api/providers";
import { providerBookKeys } from "@/features/provider-book/api/provider-book";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const quoteKeys = {
  /** Under /api/projects: refreshed with every project change (invalidateProjects). */
  comparison: (projectId: string) => [`/api/projects/${projectId}/quotes`] as const,
};

const quoteQueries = {
  comparison: (projectId: string) => calls.query<QuoteComparison>({ queryKey: quoteKeys.comparison(projectId) }),
};

export const useQuoteComparison = (projectId: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...quoteQueries.comparison(projectId), ...options });

export function useAcceptQuote(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ projectId, linkId, rejectOthers }: { projectId: string; linkId: string; rejectOthers: boolean }) =>
      apiJson<AcceptQuoteResult>("POST", `/api/projects/${projectId}/quotes/${linkId}/accept`, { rejectOthers }),
    onSettled: () => invalidateProjects(client),
  });
}

/** "Request a quote" and "Add to project": the provider is on the project as contacted (or further). */
export function useLogQuoteRequest(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ projectId, providerId }: { projectId: string; providerId: string }) =>
      apiJson<QuoteRequestResult>("POST", `/api/projects/${projectId}/quote-requests`, { providerId }),
    onSuccess: (_data, { providerId }) =>
      Promise.all([
        invalidateProjects(client),
        client.invalidateQueries({ queryKey: providerKeys.saved() }),
        client.invalidateQueries({ queryKey: providerKeys.userProjects(providerId) }),
        client.invalidateQueries({ queryKey: providerBookKeys.history(providerId) }),
      ]),
  });
}

export function useSetProjectStatus(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ projectId, status }: { projectId: string; status: ProjectStatus }) =>
      apiJson<{ id: string; status: ProjectStatus }>("PATCH", `/api/projects/${projectId}/status`, { status }),
    onSuccess: () => invalidateProjects(client),
  });
}
