// On each app open, signed in, on a browser that turned notifications on: when idle, the device's
// subscription is checked against the server's key and the signed-in person, and made again when
// either changed (features/push/lib/push-device.ts `syncDevice`). The push code loads only then.
import { useEffect } from "react";
import { whenIdle } from "@/lib/when-idle";
import { hasStoredDevice } from "./lib/device-key";

export function usePushSync(userId: string | null) {
  useEffect(() => {
    if (!userId || !hasStoredDevice()) return;
    return whenIdle(() => void import("./lib/push-device").then((m) => m.syncDevice(userId)));
  }, [userId]);
}
