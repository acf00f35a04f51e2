// Query modules for projects (conventions: per call a fetcher, a queryOptions factory, a hook).
// Spec §7: after project changes the projects list, the project detail and the stats refresh.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ProjectDetail, ProjectForm, ProjectListItem, Project, UserStats } from "@common/schemas/projects";
import { apiJson } from "@/lib/api-client";

export const projectKeys = {
  all: ["/api/projects"] as const,
  detail: (id: string) => ["/api/projects", id] as const,
  providers: (id: string) => ["/api/projects", id, "providers"] as const,
  collaborators: (id: string) => ["/api/projects", id, "collaborators"] as const,
  stats: ["/api/user/stats"] as const,
};

/** Refreshes every project query (list, details, links, collaborators) and the stats. */
export function invalidateProjects(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: projectKeys.all }),
    client.invalidateQueries({ queryKey: projectKeys.stats }),
  ]);
}

export const getProjects = () => apiJson<ProjectListItem[]>("GET", "/api/projects");
export const projectsQueryOptions = () => queryOptions({ queryKey: projectKeys.all, queryFn: getProjects });
export const useProjects = () => useQuery(projectsQueryOptions());

export const getProject = (id: string) => apiJson<ProjectDetail>("GET", `/api/projects/${id}`);
export const projectQueryOptions = (id: string) => queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) });
export const useProject = (id: string) => useQuery(projectQueryOptions(id));

export const getUserStats = () => apiJson<UserStats>("GET", "/api/user/stats");
export const userStatsQueryOptions = () => queryOptions({ queryKey: projectKeys.stats, queryFn: getUserStats });
export const useUserStats = () => useQuery(userStatsQueryOptions());

export const createProject = (values: ProjectForm) => apiJson<Project>("POST", "/api/projects", values);
export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => invalidateProjects(client) });
}

export const updateProject = ({ id, values }: { id: string; values: ProjectForm }) => apiJson<Project>("PUT", `/api/projects/${id}`, values);
export function useUpdateProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProject, onSuccess: () => invalidateProjects(client) });
}

export const deleteProject = (id: string) => apiJson<void>("DELETE", `/api/projects/${id}`);
export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_data, id) => {
      // The list drops the project at once; its own queries (detail, links, collaborators) would
      // only answer 404 now, so they are dropped rather than refetched. Not awaited: the caller
      // navigates away right after.
      client.setQueryData<ProjectListItem[]>(projectKeys.all, (old) => old?.filter((p) => p.id !== id));
      client.removeQueries({ queryKey: projectKeys.detail(id) });
      void client.invalidateQueries({ queryKey: projectKeys.all, exact: true });
      void client.invalidateQueries({ queryKey: projectKeys.stats });
    },
  });
}
