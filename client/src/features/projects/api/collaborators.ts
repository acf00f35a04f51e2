// Query modules for collaborators and the user search of spec §5.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Collaborator } from "@common/schemas/projects";
import type { PublicUser } from "@common/schemas/users";
import { LIMITS } from "@common/constants";
import { apiJson } from "@/lib/api-client";
import { invalidateProjects, projectKeys } from "./projects";

export const getCollaborators = (projectId: string) => apiJson<Collaborator[]>("GET", `/api/projects/${projectId}/collaborators`);
export const collaboratorsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: projectKeys.collaborators(projectId), queryFn: () => getCollaborators(projectId) });
export const useCollaborators = (projectId: string) => useQuery(collaboratorsQueryOptions(projectId));

export const addCollaborator = ({ projectId, userId }: { projectId: string; userId: string }) =>
  apiJson<Collaborator>("POST", `/api/projects/${projectId}/collaborators`, { userId });
export function useAddCollaborator() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addCollaborator, onSuccess: () => invalidateProjects(client) });
}

export const removeCollaborator = ({ projectId, userId }: { projectId: string; userId: string }) =>
  apiJson<void>("DELETE", `/api/projects/${projectId}/collaborators/${userId}`);
export function useRemoveCollaborator() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeCollaborator, onSuccess: () => invalidateProjects(client) });
}

export const searchUsers = (search: string) => apiJson<PublicUser[]>("GET", `/api/users/all?search=${encodeURIComponent(search)}&limit=20`);
export const userSearchQueryOptions = (search: string) =>
  queryOptions({ queryKey: ["/api/users/all", { search }], queryFn: () => searchUsers(search) });
/** Runs only for at least 3 characters (the caller debounces the term). */
export const useUserSearch = (search: string) =>
  useQuery({ ...userSearchQueryOptions(search), enabled: search.trim().length >= LIMITS.userSearchMin });
