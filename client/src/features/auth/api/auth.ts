// Query module for the current user (the spec's states and calls): signed in when GET /api/auth/user returns data.
import i18next from "i18next";
import { useCallback } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryFunctionContext } from "@tanstack/react-query";
import type { AuthUser, CompleteProfileRequest } from "@common/schemas/auth";
import { ApiError, apiJson, hasStatus } from "@/lib/api-client";
import { clearPersonalCaches } from "@/lib/pwa/personal-caches";
import { defaultQueryFn, type FailureToast } from "@/lib/query-client";

export const authKeys = {
  user: () => ["/api/auth/user"] as const,
};

// A 401 here is the normal signed-out state, not an expired session: the answer is null and no
// session-expired meta is set. Whoever was signed in is gone (signed out here or on another
// device, the session expired, the account deleted): their offline copies go with them. No answer
// at all (offline) is not a sign-out: the last known user stays (the service worker answers a
// fresh page load with its last copy).
async function userOrNull(context: QueryFunctionContext): Promise<AuthUser | null> {
  try {
    return await defaultQueryFn<AuthUser>(context);
  } catch (err) {
    if (hasStatus(err, 401)) {
      await clearPersonalCaches();
      return null;
    }
    const lastKnown = context.client.getQueryData<AuthUser | null>(context.queryKey);
    if (!(err instanceof ApiError) && lastKnown) return lastKnown;
    throw err;
  }
}

const authQueries = {
  user: () => queryOptions({ queryKey: authKeys.user(), queryFn: userOrNull }),
};

export function useAuth() {
  const { data: user, isLoading, error, isFetching, refetch } = useQuery(authQueries.user());
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    user: user ?? null,
    isLoading,
    isAuthenticated: !!user,
    /**
     * No answer at all (fetch's TypeError: offline after signing out, or the server out of reach)
     * and no last known user: whether anyone is signed in is unknown until the network answers.
     */
    unreachable: !user && error instanceof TypeError,
    /** Asks again (the offline page's "Try again"); `checking` while it does. */
    retry,
    checking: isFetching,
  };
}

export function useCompleteProfile(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureToast },
    mutationFn: (values: CompleteProfileRequest) =>
      apiJson<AuthUser>("POST", "/api/auth/complete-profile", values).catch((err: unknown) => {
        throw err instanceof Error ? err : new Error(i18next.t("auth:completeProfile.failed"));
      }),
    // The spec's calls: on success the current-user query is refreshed.
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
      return queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}
