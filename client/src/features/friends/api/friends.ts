// Query module for the Friends screens (spec §7): friend activity, friends, a friend's profile and
// projects. The routes and API paths keep the older "contacts" name.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FriendProfile, FriendListItem, FriendProject, RecommendationItem } from "@common/schemas/friends";
import { REDIRECT } from "@/lib/query-client";

const friendKeys = {
  activity: () => ["/api/recommendations"] as const,
  list: (search: string) => ["/api/friends", { search: search.trim() }] as const,
  profile: (friendId: string) => [`/api/contacts/${friendId}`] as const,
  projects: (friendId: string) => [`/api/contacts/${friendId}/projects`] as const,
};

const friendQueries = {
  activity: () => queryOptions<RecommendationItem[]>({ queryKey: friendKeys.activity(), meta: REDIRECT }),
  list: (search: string) => queryOptions<FriendListItem[]>({ queryKey: friendKeys.list(search), meta: REDIRECT }),
  profile: (friendId: string) => queryOptions<FriendProfile>({ queryKey: friendKeys.profile(friendId), meta: REDIRECT }),
  projects: (friendId: string) => queryOptions<FriendProject[]>({ queryKey: friendKeys.projects(friendId), meta: REDIRECT }),
};

export const useRecommendations = () => useQuery(friendQueries.activity());

export function useFriends(search: string, enabled = true) {
  return useQuery({ ...friendQueries.list(search), placeholderData: (previous) => previous, enabled });
}

export function useFriendProfile(friendId: string | undefined) {
  return useQuery({ ...friendQueries.profile(friendId ?? ""), enabled: !!friendId });
}

export function useFriendProjects(friendId: string | undefined) {
  return useQuery({ ...friendQueries.projects(friendId ?? ""), enabled: !!friendId });
}
