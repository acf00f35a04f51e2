// Query module for the viewer's own privacy settings: GET/PATCH /api/privacy.
// The settings change what others see, never what the viewer sees, so nothing else is refetched.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PrivacyPatch, PrivacySettings } from "@common/schemas/privacy";
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
