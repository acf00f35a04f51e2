// Query module for projects (conventions: a key factory, queryOptions per call, hooks).
// Spec §7: after project changes the projects list, the project detail and the stats refresh.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ProjectDetail, ProjectForm, ProjectListItem, Project } from "@common/schemas/projects";
import { apiJson } from "@/lib/api-client";
import { withoutBlanks } from "@/lib/form-payload";
import { REDIRECT, underPath, type SessionExpiredMeta } from "@/lib/query-client";

export const projectKeys = {
  list: () => ["/api/projects"] as const,
  detail: (id: string) => [`/api/projects/${id}`] as const,
  providers: (id: string) => [`/api/projects/${id}/providers`] as const,
  collaborators: (id: string) => [`/api/projects/${id}/collaborators`] as const,
  stats: () => ["/api/user/stats"] as const,
};

const projectQueries = {
  list: () => queryOptions<ProjectListItem[]>({ queryKey: projectKeys.list(), meta: REDIRECT }),
  detail: (id: string) => queryOptions<ProjectDetail>({ queryKey: projectKeys.detail(id), meta: REDIRECT }),
};

/** Refreshes every project query (list, details, links, collaborators) and the stats. */
export function invalidateProjects(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries(underPath("/api/projects")),
    client.invalidateQueries({ queryKey: projectKeys.stats() }),
  ]);
}

export const useProjects = (options: { enabled?: boolean } = {}) => useQuery({ ...projectQueries.list(), ...options });
export const useProject = (id: string) => useQuery(projectQueries.detail(id));

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ProjectForm) => apiJson<Project>("POST", "/api/projects", withoutBlanks(values)),
    meta: REDIRECT,
    onSuccess: () => invalidateProjects(client),
  });
}

export function useUpdateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: ProjectForm }) =>
      apiJson<Project>("PUT", `/api/projects/${id}`, withoutBlanks(values)),
    meta: REDIRECT,
    onSuccess: () => invalidateProjects(client),
  });
}

/** Spec §8: the card's delete flow uses "redirect-prefixed", the detail page "redirect". */
export function useDeleteProject(sessionExpired: SessionExpiredMeta = "redirect") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>("DELETE", `/api/projects/${id}`),
    meta: { sessionExpired },
    onSuccess: (_data, id) => {
      // The list drops the project at once; its own queries (detail, links, collaborators) would
      // only answer 404 now, so they are dropped rather than refetched. Not awaited: the caller
      // navigates away right after.
      client.setQueryData(projectQueries.list().queryKey, (old) => old?.filter((p) => p.id !== id));
      client.removeQueries(underPath(`/api/projects/${id}`));
      void client.invalidateQueries({ queryKey: projectKeys.list(), exact: true });
      void client.invalidateQueries({ queryKey: projectKeys.stats() });
    },
  });
}
