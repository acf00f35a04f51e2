// Query module for the viewer's own privacy settings: GET/PATCH /api/privacy, and the answer to
// the one-time question after the first completed job (POST /api/privacy/asked).
// The settings change what others see, never what the viewer sees, so nothing else is refetched.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuthUser } from "@common/schemas/auth";
import type { PrivacyPatch, PrivacySettings } from "@common/schemas/privacy";
import type { Project, ProjectForm } from "@common/schemas/projects";
import { authKeys } from "@/features/auth/api/auth";
import { invalidateProjects } from "@/features/projects/api/projects";
import { withoutBlanks } from "@/lib/form-payload";
import { apiJson } from "@/lib/api-client";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const privacyKeys = {
  settings: () => ["/api/privacy"] as const,
};

const privacyQueries = {
  settings: () => calls.query<PrivacySettings>({ queryKey: privacyKeys.settings() }),
};

export const usePrivacy = () => useQuery(privacyQueries.settings());

export function useUpdatePrivacy(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (patch: PrivacyPatch) => apiJson<PrivacySettings>("PATCH", "/api/privacy", patch),
    onSuccess: (settings) => queryClient.setQueryData(privacyKeys.settings(), settings),
  });
}

/** The account was asked who sees its projects and amounts: the signed-in user says so from now on. */
function markAsked(queryClient: ReturnType<typeof useQueryClient>) {
  queryClient.setQueryData<AuthUser | null>(authKeys.user(), (u) =>
    u ? { ...u, privacyAskedAt: u.privacyAskedAt ?? new Date().toISOString() } : u,
  );
}

/**
 * The answer to the one-time question after the first completed job: this project's audience
 * (PUT /api/projects/{id} with the project's current values, only when it changes), the account's
 * amounts switch (PATCH /api/privacy, only when it changes), then POST /api/privacy/asked. "Not
 * now" sends no choices and only records that the account was asked.
 */
export function useAnswerPrivacyQuestion(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: async (answer: { project?: { id: string; values: ProjectForm }; amounts?: boolean } = {}) => {
      if (answer.project)
        await apiJson<Project>("PUT", `/api/projects/${answer.project.id}`, withoutBlanks(answer.project.values));
      if (answer.amounts !== undefined) {
        queryClient.setQueryData(
          privacyKeys.settings(),
          await apiJson<PrivacySettings>("PATCH", "/api/privacy", { amounts: answer.amounts }),
        );
      }
      await apiJson<void>("POST", "/api/privacy/asked");
    },
    onSuccess: (_data, answer) => {
      markAsked(queryClient);
      if (answer?.project) return invalidateProjects(queryClient);
    },
  });
}
