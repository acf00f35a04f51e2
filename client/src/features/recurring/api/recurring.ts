// Query module for recurring work: the service log, logging a visit, Home's
// "Coming up" and the calendar file URLs (the time zone: time-zone-sync.ts).
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ComingUpItem, LoggedVisit, LogVisit, ServiceLog } from "@common/schemas/recurring";
import { invalidateProjects } from "@/features/projects/api/projects";
import { apiJson, type Keyed } from "@/lib/api-client";
import { withoutBlanks } from "@/lib/form-payload";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const recurringKeys = {
  // Under /api/projects/{id}: every project refresh (invalidateProjects) refreshes the log too.
  services: (projectId: string) => [`/api/projects/${projectId}/services`] as const,
  comingUp: () => ["/api/coming-up"] as const,
};

const recurringQueries = {
  services: (projectId: string) => queryOptions<ServiceLog>({ queryKey: recurringKeys.services(projectId) }),
  comingUp: () => queryOptions<ComingUpItem[]>({ queryKey: recurringKeys.comingUp() }),
};

export const useServiceLog = (projectId: string) => useQuery(recurringQueries.services(projectId));
/** `ready`: the account's zone is known (time-zone-sync.ts `useZoneSettled`), so the times are its own. */
export const useComingUp = (ready = true) => useQuery({ ...recurringQueries.comingUp(), enabled: ready });

export function useLogVisit(projectId: string, failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ idempotencyKey, ...values }: Keyed<LogVisit>) =>
      apiJson<LoggedVisit>("POST", `/api/projects/${projectId}/services`, withoutBlanks(values), { idempotencyKey }),
    onSuccess: () => Promise.all([invalidateProjects(client), client.invalidateQueries({ queryKey: recurringKeys.comingUp() })]),
  });
}

export const calendarUrls = {
  estimate: (linkId: string) => `/api/project-providers/${linkId}/estimate.ics`,
  nextService: (projectId: string) => `/api/projects/${projectId}/next-service.ics`,
};
