// Query module for the Friends screens (spec §7): friend activity, friends, a friend's profile and
// projects. The routes and API paths keep the older "contacts" name.
import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { FriendProfile, FriendListItem, FriendProject, RecommendationItem } from "@common/schemas/friends";
import { REDIRECT, pagedListOptions } from "@/lib/query-client";

const friendKeys = {
  /** Home shows the first few (spec §9), so it asks for no more. */
  activity: (limit: number) => ["/api/recommendations", { limit }] as const,
  list: (search: string) => ["/api/friends", { search: search.trim() }] as const,
  profile: (friendId: string) => [`/api/contacts/${friendId}`] as const,
  projects: (friendId: string) => [`/api/contacts/${friendId}/projects`] as const,
};

const friendQueries = {
  activity: (limit: number) => queryOptions<RecommendationItem[]>({ queryKey: friendKeys.activity(limit), meta: REDIRECT }),
  list: (search: string) =>
    pagedListOptions<FriendListItem, ReturnType<typeof friendKeys.list>>(friendKeys.list(search), REDIRECT),
  profile: (friendId: string) => queryOptions<FriendProfile>({ queryKey: friendKeys.profile(friendId), meta: REDIRECT }),
  projects: (friendId: string) => queryOptions<FriendProject[]>({ queryKey: friendKeys.projects(friendId), meta: REDIRECT }),
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
