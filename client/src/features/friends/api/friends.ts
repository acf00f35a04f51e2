// Query module for the Friends screens (the spec's calls): friend activity, friends, a friend's profile and
// projects. The routes and API paths keep the older "contacts" name.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { FriendProfile, FriendListItem, FriendProject, RecommendationItem } from "@common/schemas/friends";
import { featureCalls, REDIRECT } from "@/lib/query-client";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const friendKeys = {
  /** Home shows the first few (the spec's constants and limits), so it asks for no more. */
  activity: (limit: number) => ["/api/recommendations", { limit }] as const,
  list: (search: string) => ["/api/friends", { search: search.trim() }] as const,
  profile: (friendId: string) => [`/api/contacts/${friendId}`] as const,
  projects: (friendId: string) => [`/api/contacts/${friendId}/projects`] as const,
};

const friendQueries = {
  activity: (limit: number) => calls.query<RecommendationItem[]>({ queryKey: friendKeys.activity(limit) }),
  list: (search: string) => calls.pagedList<FriendListItem, ReturnType<typeof friendKeys.list>>(friendKeys.list(search)),
  profile: (friendId: string) => calls.query<FriendProfile>({ queryKey: friendKeys.profile(friendId) }),
  projects: (friendId: string) => calls.query<FriendProject[]>({ queryKey: friendKeys.projects(friendId) }),
};

export const useRecommendations = (limit: number) => useQuery(friendQueries.activity(limit));

/** The Friends list, paged: the search keeps showing the previous results while the next arrive. */
export function useFriends(search: string, enabled = true) {
  return useInfiniteQuery({ ...friendQueries.list(search), placeholderData: (previous) => previous, enabled });
}

export function useFriendProfile(friendId: string | undefined) {
  return useQuery({ ...friendQueries.profile(friendId ?? ""), enabled: !!friendId });
}

export function useFriendProjects(friendId: string | undefined) {
  return useQuery({ ...friendQueries.projects(friendId ?? ""), enabled: !!friendId });
}
