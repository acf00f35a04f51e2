// Query module for projects (conventions: a key factory, queryOptions per call, hooks).
// The spec's refresh rule: after project changes the projects list, the project detail and the stats refresh.
import i18next from "i18next";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ProjectDetail, ProjectForm, ProjectListItem, Project } from "@common/schemas/projects";
import { apiJson, type Keyed } from "@/lib/api-client";
import { withoutBlanks } from "@/lib/form-payload";
import {
  errorToast,
  featureCalls,
  fetchAllPages,
  REDIRECT,
  type FailureToast,
  underPath,
  type SessionExpiredMeta,
} from "@/lib/query-client";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);
const PROJECTS_PAGE = 100;

export const projectKeys = {
  list: () => ["/api/projects"] as const,
  detail: (id: string) => [`/api/projects/${id}`] as const,
  providers: (id: string) => [`/api/projects/${id}/providers`] as const,
  collaborators: (id: string) => [`/api/projects/${id}/collaborators`] as const,
  stats: () => ["/api/user/stats"] as const,
};

const projectQueries = {
  // All of the viewer's projects, a page of 100 at a time (GET /api/projects is keyset-paged).
  list: () =>
    calls.query<ProjectListItem[]>({
      queryKey: projectKeys.list(),
      queryFn: ({ signal }) => fetchAllPages<ProjectListItem>(`/api/projects?limit=${PROJECTS_PAGE}`, signal),
    }),
  detail: (id: string) => calls.query<ProjectDetail>({ queryKey: projectKeys.detail(id) }),
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

export function useCreateProject(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ idempotencyKey, ...values }: Keyed<ProjectForm>) =>
      apiJson<Project>("POST", "/api/projects", withoutBlanks(values), { idempotencyKey }),
    onSuccess: () => invalidateProjects(client),
  });
}

export function useUpdateProject(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ id, values }: { id: string; values: ProjectForm }) =>
      apiJson<Project>("PUT", `/api/projects/${id}`, withoutBlanks(values)),
    onSuccess: () => invalidateProjects(client),
  });
}

/** The spec's error catalogue: the card's delete flow uses "redirect-prefixed", the detail page "redirect". */
export function useDeleteProject(sessionExpired: SessionExpiredMeta = "redirect") {
  const client = useQueryClient();
  return calls.useMutation({
    mutationFn: (id: string) => apiJson<void>("DELETE", `/api/projects/${id}`),
    meta: { sessionExpired, failureToast: errorToast(() => i18next.t("projects:delete.failed")) },
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
