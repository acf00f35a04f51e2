// Query module for the household's people: the household, the owner's links, the join page's
// look-up and joining, roles, leaving and removal, dissolving.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatedHouseholdInvite, Household, HouseholdInvitePreview } from "@common/schemas/household";
import type { HouseholdRole } from "@common/household";
import { useAuth } from "@/features/auth/api/auth";
import { apiJson } from "@/lib/api-client";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";

const calls = featureCalls(REDIRECT);

const HOUSEHOLD = ["/api/household", {}] as const;

export const useHousehold = () => useQuery(calls.query<Household>({ queryKey: HOUSEHOLD }));

/**
 * Whether the signed-in account may change the home (owner or member): false for a viewer and
 * while the household loads, so a viewer never meets a control the server would refuse.
 */
export function useCanChangeHome(): boolean {
  const me = useAuth().user?.id;
  const { data } = useHousehold();
  const role = data?.members.find((m) => m.user.id === me)?.role;
  return role === "owner" || role === "member";
}

/** Everything a change of household touches: who is in it, and what members see. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

/** A new single-use link (owner only), for the share sheet. */
export function useCreateHouseholdInvite(failureToast?: FailureToast) {
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (role: "member" | "viewer") => apiJson<CreatedHouseholdInvite>("POST", "/api/household/invites", { role }),
  });
}

/** The join page: who invites, as what (a 404 for a link that is not valid any more, not retried). */
export function useHouseholdInvitePreview(token: string) {
  return useQuery<HouseholdInvitePreview>({
    queryKey: ["/api/household/invites/preview", { token }],
    queryFn: () => apiJson<HouseholdInvitePreview>("POST", "/api/household/invites/preview", { token }),
    enabled: token !== "",
    retry: false,
    meta: REDIRECT,
  });
}

export function useJoinHousehold(failureToast?: FailureToast) {
  const refresh = useRefresh();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (body: { token: string; leaveCurrent?: boolean }) => apiJson<Household>("POST", "/api/household/join", body),
    onSuccess: refresh,
  });
}

export function useChangeHouseholdRole(failureToast?: FailureToast) {
  const refresh = useRefresh();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ userId, role }: { userId: string; role: HouseholdRole }) =>
      apiJson<Household>("PATCH", `/api/household/members/${userId}`, { role }),
    onSuccess: refresh,
  });
}

/** The owner removes someone, or a member leaves (removes themself). */
export function useRemoveHouseholdMember(failureToast?: FailureToast) {
  const refresh = useRefresh();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (userId: string) => apiJson<void>("DELETE", `/api/household/members/${userId}`),
    onSuccess: refresh,
  });
}

export function useDissolveHousehold(failureToast?: FailureToast) {
  const refresh = useRefresh();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: () => apiJson<void>("DELETE", "/api/household"),
    onSuccess: refresh,
  });
}
