// Query module for the inbox (issue 12 part 5): the bell's unread count (a light poll, about once a
// minute — the one query that refetches on its own; every spec §7 call keeps its no-refetch rule),
// the paged inbox, read marking, e-mail preferences, and the signed-out unsubscribe link.
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  MarkRead,
  NotificationItem,
  NotificationPreferences,
  UnreadCount,
  UnsubscribeResult,
  UpdatePreferences,
} from "@common/schemas/notifications";
import { apiJson } from "@/lib/api-client";
import { pagedListOptions, REDIRECT } from "@/lib/query-client";

const BELL_POLL_MS = 60_000;

const notificationKeys = {
  all: () => ["/api/notifications"] as const,
  unread: () => ["/api/notifications/unread-count"] as const,
  preferences: () => ["/api/notifications/preferences"] as const,
};

const notificationQueries = {
  unread: () =>
    queryOptions<UnreadCount>({
      queryKey: notificationKeys.unread(),
      refetchInterval: BELL_POLL_MS,
      refetchOnWindowFocus: true,
      // A background poll: a failure (offline, signed out meanwhile) shows nothing; the next poll retries.
      refetchIntervalInBackground: false,
    }),
  list: () => pagedListOptions<NotificationItem, ReturnType<typeof notificationKeys.all>>(notificationKeys.all(), REDIRECT),
  preferences: () => queryOptions<NotificationPreferences>({ queryKey: notificationKeys.preferences(), meta: REDIRECT }),
};

export const useUnreadCount = () => useQuery(notificationQueries.unread());
export const useNotifications = () => useInfiniteQuery(notificationQueries.list());
export const useNotificationPreferences = () => useQuery(notificationQueries.preferences());

/** Marks the given items (or all) read; the answer is the new unread count, so the bell follows at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) => apiJson<UnreadCount>("POST", "/api/notifications/read", body),
    meta: REDIRECT,
    onSuccess: async (count) => {
      queryClient.setQueryData(notificationKeys.unread(), count);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all(), exact: true });
    },
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferences) => apiJson<NotificationPreferences>("PATCH", "/api/notifications/preferences", body),
    meta: REDIRECT,
    onSuccess: (prefs) => queryClient.setQueryData(notificationKeys.preferences(), prefs),
  });
}

/** The e-mail link's switch (signed out is fine): off, or back on with Undo. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: ({ token, resubscribe }: { token: string; resubscribe?: boolean }) =>
      apiJson<UnsubscribeResult>(
        "POST",
        `/api/notifications/${resubscribe ? "resubscribe" : "unsubscribe"}?token=${encodeURIComponent(token)}`,
      ),
  });
}
