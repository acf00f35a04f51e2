// Query module for invite links: the signed-out page's look-up, the account's links (made when
// none is on), the inviter's "Add" of someone who joined, and "Getting started"'s steps.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreatedInvite, GettingStarted, InviteItem, PublicInvite } from "@common/schemas/invites";
import { apiJson } from "@/lib/api-client";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";

const calls = featureCalls(REDIRECT);

const inviteKeys = {
  public: (token: string) => [`/api/public/invites/${token}`, {}] as const,
  mine: () => ["/api/invites", {}] as const,
  gettingStarted: () => ["/api/getting-started", {}] as const,
};

/** The signed-out page: who invites (a 404 for a link that is not valid any more, not retried). */
export function usePublicInvite(token: string) {
  return useQuery<PublicInvite>({ queryKey: inviteKeys.public(token), retry: false });
}

export const useGettingStarted = () => useQuery(calls.query<GettingStarted>({ queryKey: inviteKeys.gettingStarted() }));

/** The url of one of the account's active links, making a new one when none is on. */
export function useInviteLink(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: async (): Promise<string> => {
      const links = await apiJson<InviteItem[]>("GET", "/api/invites");
      const active = links.find((l) => l.active && l.url);
      if (active?.url) return active.url;
      return (await apiJson<CreatedInvite>("POST", "/api/invites")).url;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: inviteKeys.gettingStarted() }),
  });
}

/** "Add": someone who joined through the viewer's link goes into their book. */
export function useAddJoined(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (userId: string) => apiJson<void>("POST", `/api/invites/joined/${userId}`),
    onSuccess: () =>
      Promise.all(
        ["/api/notifications", "/api/address-book", "/api/friends", "/api/users/all", "/api/getting-started"].map((path) =>
          client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(path) }),
        ),
      ),
  });
}
