// Query modules for the network screens (spec §7): friend activity, friends, a friend's profile and projects.
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import type { ContactProfile, FriendListItem, FriendProject, RecommendationItem } from "@common/schemas/network";
import { isUnauthorizedError } from "@/lib/api-client";
import { handleSessionExpired } from "@/lib/session-expired";

export const recommendationsKey = ["/api/recommendations"] as const;

export function useRecommendations() {
  return useQuery<RecommendationItem[]>({ queryKey: recommendationsKey });
}

export function useFriends(search: string) {
  const term = search.trim();
  return useQuery<FriendListItem[]>({
    queryKey: [term ? `/api/friends?search=${encodeURIComponent(term)}` : "/api/friends"],
    placeholderData: (previous) => previous,
  });
}

export function useContact(contactId: string | undefined) {
  return useQuery<ContactProfile>({ queryKey: [`/api/contacts/${contactId}`], enabled: !!contactId });
}

export function useContactProjects(contactId: string | undefined) {
  return useQuery<FriendProject[]>({ queryKey: [`/api/contacts/${contactId}/projects`], enabled: !!contactId });
}

/** Spec §2: a query answering 401 means the session expired: toast, then login after 500 ms. */
export function useSessionExpiredOn(...errors: unknown[]) {
  const expired = errors.some((e) => isUnauthorizedError(e));
  useEffect(() => {
    if (expired) handleSessionExpired();
  }, [expired]);
}
