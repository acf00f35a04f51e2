// Query module for collaborators and the user search that finds them (the spec's validation rules).
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Collaborator } from "@common/schemas/projects";
import type { PersonItem } from "@common/schemas/users";
import { LIMITS } from "@common/constants";
import { apiJson } from "@/lib/api-client";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";
import { invalidateProjects, projectKeys } from "./projects";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

const userKeys = {
  search: (search: string) => ["/api/users/all", { search, limit: 20 }] as const,
};

export const collaboratorQueries = {
  list: (projectId: string) => queryOptions<Collaborator[]>({ queryKey: projectKeys.collaborators(projectId) }),
  userSearch: (search: string) => queryOptions<PersonItem[]>({ queryKey: userKeys.search(search) }),
};

export const useCollaborators = (projectId: string) => useQuery(collaboratorQueries.list(projectId));

/** Runs only for at least 3 characters (the caller debounces the term). */
export const useUserSearch = (search: string) =>
  useQuery({ ...collaboratorQueries.userSearch(search), enabled: search.trim().length >= LIMITS.userSearchMin });

interface CollaboratorRef {
  projectId: string;
  userId: string;
}

export function useAddCollaborator(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ projectId, userId }: CollaboratorRef) =>
      apiJson<Collaborator>("POST", `/api/projects/${projectId}/collaborators`, { userId }),
    onSuccess: () => invalidateProjects(client),
  });
}

export function useRemoveCollaborator(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ projectId, userId }: CollaboratorRef) =>
      apiJson<void>("DELETE", `/api/projects/${projectId}/collaborators/${userId}`),
    onSuccess: () => invalidateProjects(client),
  });
}
