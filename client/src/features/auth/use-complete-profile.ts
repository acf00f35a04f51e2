import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthUser, CompleteProfile } from "@common/schemas/auth";
import { apiRequest } from "@/lib/api-client";
import { authUserKey } from "./use-auth";

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CompleteProfile) => {
      const res = await apiRequest("POST", "/api/auth/complete-profile", values).catch((err: unknown) => {
        throw err instanceof Error ? err : new Error("Failed to complete profile");
      });
      if (!res.ok) throw new Error("Failed to complete profile");
      return (await res.json()) as AuthUser;
    },
    // Spec §7: on success the current-user query is refreshed.
    onSuccess: (user) => {
      queryClient.setQueryData(authUserKey, user);
      return queryClient.invalidateQueries({ queryKey: authUserKey });
    },
  });
}
