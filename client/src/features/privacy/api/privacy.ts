// Query module for the viewer's own privacy settings (issue 12 part 4): GET/PATCH /api/privacy.
// The settings change what others see, never what the viewer sees, so nothing else is refetched.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PrivacyPatch, PrivacySettings } from "@common/schemas/privacy";
import { apiJson } from "@/lib/api-client";
import { REDIRECT } from "@/lib/query-client";

const privacyKeys = {
  settings: () => ["/api/privacy"] as const,
};

const privacyQueries = {
  settings: () => queryOptions<PrivacySettings>({ queryKey: privacyKeys.settings(), meta: REDIRECT }),
};

export const usePrivacy = () => useQuery(privacyQueries.settings());

export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PrivacyPatch) => apiJson<PrivacySettings>("PATCH", "/api/privacy", patch),
    meta: REDIRECT,
    onSuccess: (settings) => queryClient.setQueryData(privacyKeys.settings(), settings),
  });
}
