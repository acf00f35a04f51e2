// Query module for Web Push on the notifications screen: this account's devices, turning
// notifications on for this browser, removing a device, and the test push. The browser's side
// (permission, subscription, the stored id) is features/push/lib/push-device.ts.
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { PushDevice } from "@common/schemas/push";
import { apiRequest } from "@/lib/api-client";
import { featureCalls, REDIRECT, type FailureToast } from "@/lib/query-client";
import { forgetDevice, storedDevice, turnOnPush } from "@/features/push/lib/push-device";

const calls = featureCalls(REDIRECT);

const pushKeys = {
  devices: () => ["/api/push/subscriptions"] as const,
};
const preferencesKey = ["/api/notifications/preferences"] as const;

const pushQueries = {
  devices: () => calls.query<PushDevice[]>({ queryKey: pushKeys.devices() }),
};

/** A device came or went: the list of devices, and the preferences' `pushAvailable`. */
const refreshDevices = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
    queryClient.invalidateQueries({ queryKey: preferencesKey }),
  ]);

export const usePushDevices = () => useQuery(pushQueries.devices());

/** "Turn on notifications": the browser's permission, then this device's subscription; the answer is the permission when not granted. */
export function useTurnOnPush(userId: string, failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: () => turnOnPush(userId),
    onSuccess: () => refreshDevices(queryClient),
  });
}

/** Removes one of the account's devices; this one also forgets its subscription here. */
export function useRemoveDevice(failureToast?: FailureToast) {
  const queryClient = useQueryClient();
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/push/subscriptions/${id}`);
      if (storedDevice()?.id === id) await forgetDevice({ server: false });
    },
    onSuccess: () => refreshDevices(queryClient),
  });
}

/** "Send a test notification" to each of the account's devices (quiet hours do not apply). */
export function useTestPush(failureToast?: FailureToast) {
  return calls.useMutation({
    meta: { failureToast },
    mutationFn: async () => {
      await apiRequest("POST", "/api/push/test", {});
    },
  });
}
