// Query module for the household's upkeep tasks: the list, one task, the templates, the log
// (keyset pages), and the writes (add, add several, edit, delete, Done), each refreshing the list
// and Home's "Coming up".
import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  CreateTask,
  HomeTask,
  HomeTaskListItem,
  TaskDone,
  TaskDoneResult,
  TaskLogEntry,
  TaskTemplate,
  UpdateTask,
} from "@common/schemas/home-tasks";
import { apiJson, apiRequest, type Keyed } from "@/lib/api-client";
import { featureCalls, REDIRECT, type FailureToast, pageItems } from "@/lib/query-client";

const calls = featureCalls(REDIRECT);

const taskKeys = {
  // Everything of the tasks sits under /api/home/tasks: one invalidation refreshes it all.
  all: () => ["/api/home/tasks"] as const,
  one: (id: string) => [`/api/home/tasks/${id}`] as const,
  log: (id: string) => [`/api/home/tasks/${id}/log`] as const,
  templates: () => ["/api/home/task-templates"] as const,
};

export const useTasks = () => useQuery<HomeTaskListItem[]>({ queryKey: taskKeys.all() });
export const useTask = (id: string | null) =>
  useQuery<HomeTask>({ queryKey: taskKeys.one(id ?? ""), enabled: id !== null, staleTime: 0 });
export const useTaskTemplates = (enabled: boolean) =>
  useQuery<TaskTemplate[]>({ queryKey: taskKeys.templates(), enabled, staleTime: Infinity });

export const useTaskLog = (id: string) =>
  useInfiniteQuery({
    ...calls.pagedList<TaskLogEntry, ReturnType<typeof taskKeys.log>>(taskKeys.log(id)),
    select: (data: Parameters<typeof pageItems<TaskLogEntry>>[0]) => pageItems(data),
  });

const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: taskKeys.all() }),
    client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/home/tasks/") }),
    client.invalidateQueries({ queryKey: ["/api/coming-up"] }),
  ]);

export function useCreateTask(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ idempotencyKey, ...values }: Keyed<CreateTask>) =>
      apiJson<HomeTask>("POST", "/api/home/tasks", values, { idempotencyKey }),
    onSuccess: () => refresh(client),
  });
}

export function useCreateTasks(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ idempotencyKey, tasks }: Keyed<{ tasks: CreateTask[] }>) =>
      apiJson<HomeTask[]>("POST", "/api/home/tasks/bulk", { tasks }, { idempotencyKey }),
    onSuccess: () => refresh(client),
  });
}

export function useUpdateTask(id: string, failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (values: UpdateTask) => apiJson<HomeTask>("PATCH", `/api/home/tasks/${id}`, values),
    onSuccess: () => refresh(client),
  });
}

export function useDeleteTask(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/home/tasks/${id}`);
    },
    onSuccess: () => refresh(client),
  });
}

export function useMarkDone(failureToast?: FailureToast) {
  const client = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: ({ id, idempotencyKey, ...values }: Keyed<TaskDone & { id: string }>) =>
      apiJson<TaskDoneResult>("POST", `/api/home/tasks/${id}/done`, values, { idempotencyKey }),
    onSuccess: () => refresh(client),
  });
}
