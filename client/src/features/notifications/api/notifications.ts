// Query module for the inbox: the bell's unread count (a light poll, about once a
// minute — the one query that refetches on its own; every other call keeps the spec's no-refetch rule),
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
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";

// This module's calls (through `calls`) meet an expired session with the spec's "Unauthorized" toast and sign in again.
const calls = featureCalls(REDIRECT);

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
  list: () => calls.pagedList<NotificationItem, ReturnType<typeof notificationKeys.all>>(notificationKeys.all()),
  preferences: () => calls.query<NotificationPreferences>({ queryKey: notificationKeys.preferences() }),
};

export const useUnreadCount = () => useQuery(notificationQueries.unread());
export const useNotifications = () => useInfiniteQuery(notificationQueries.list());
export const useNotificationPreferences = () => useQuery(notificationQueries.preferences());

/** Marks the given items (or all) read; the answer is the new unread count, so the bell follows at once. */
export function useMarkRead(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (body: MarkRead) => apiJson<UnreadCount>("POST", "/api/notifications/read", body),
    onSuccess: async (count) => {
      queryClient.setQueryData(notificationKeys.unread(), count);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.all(), exact: true });
    },
  });
}

export function useUpdatePreferences(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: (body: UpdatePreferences) => apiJson<NotificationPreferences>("PATCH", "/api/notifications/preferences", body),
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
